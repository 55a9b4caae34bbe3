// Which Telegram chats are supergroups (ids `-100…`): only they get a per-language topic and a link
// back to the source message; a private chat, a basic group or an `@name` is never asked.
import { describe, expect, it } from 'vitest';
import { isSupergroup, telegramConversation } from '../../../adapters/telegram/ids.js';

describe('isSupergroup', () => {
  it('is true for a -100 id only', () => {
    expect(isSupergroup(telegramConversation(-1001234567890))).toBe(true);
    expect(isSupergroup(telegramConversation(-1001234567890, 901))).toBe(true);
    expect(isSupergroup(telegramConversation(-4012345))).toBe(false); // a basic group
    expect(isSupergroup(telegramConversation(424242))).toBe(false); // a private chat
    expect(isSupergroup(telegramConversation('@dubash_news'))).toBe(false);
  });
});
