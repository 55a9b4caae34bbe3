// Which Telegram chats are supergroups (ids `-100…`): only they get a per-language topic and a link
// back to the source message; a private chat, a basic group or an `@name` is never asked.
import { describe, expect, it } from 'vitest';
import {
  isSupergroup,
  messageIdOf,
  messageIdsOf,
  partsHandle,
  telegramConversation,
} from '../../../adapters/telegram/ids.js';

describe('isSupergroup', () => {
  it('is true for a -100 id only', () => {
    expect(isSupergroup(telegramConversation(-1001234567890))).toBe(true);
    expect(isSupergroup(telegramConversation(-1001234567890, 901))).toBe(true);
    expect(isSupergroup(telegramConversation(-4012345))).toBe(false); // a basic group
    expect(isSupergroup(telegramConversation(424242))).toBe(false); // a private chat
    expect(isSupergroup(telegramConversation('@dubash_news'))).toBe(false);
  });
});

describe('an answer handle', () => {
  it('names every part of an answer, and is answered at its first', () => {
    expect(partsHandle([5002, 5003])).toBe('5002,5003');
    expect(messageIdsOf('5002,5003')).toEqual([5002, 5003]);
    expect(messageIdsOf('5002')).toEqual([5002]);
    expect(messageIdOf('5002,5003')).toBe(5002);
    // not a Telegram handle (another platform's id, an empty part): nothing to edit or delete
    expect(messageIdsOf('5002,,5003')).toEqual([]);
    expect(messageIdsOf('C024BE91L')).toEqual([]);
    expect(messageIdOf(undefined)).toBeUndefined();
  });
});
