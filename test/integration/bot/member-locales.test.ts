// Auto-translate into each member's language: a member who never chose one reads in their
// platform locale (Slack `locale`, Discord `locale`, Telegram `language_code`), remembered by the
// pipeline from their messages, so the others' messages are translated for them too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformAdapter, SentMessage } from '../../../src/core/adapter.js';
import type { ChatEvent } from '../../../src/core/event.js';
import type { ConversationRef } from '../../../src/core/ids.js';
import type { Reply } from '../../../src/core/reply.js';
import { type Harness, startHarness } from './harness.js';

/** A platform that lists a channel's members and posts every answer as a message. */
class MembersPlatform implements PlatformAdapter {
  readonly name = 'slack' as const;
  readonly maxTextLength = 4_000;
  readonly posted: string[] = [];
  async start(): Promise<void> {}
  async stop(): Promise<void> {}
  async send(_c: ConversationRef, reply: Reply): Promise<SentMessage> {
    this.posted.push('text' in reply ? reply.text : reply.type);
    return { id: `s${this.posted.length}` };
  }
  async download(): Promise<Buffer> {
    return Buffer.alloc(0);
  }
  async members(): Promise<string[]> {
    return ['U1', 'U2'];
  }
}

let h: Harness;
const platform = new MembersPlatform();
const conversation: ConversationRef = { platform: 'slack', workspaceId: 'T9', channelId: 'C9' };

beforeAll(async () => {
  h = await startHarness({ adapters: [platform] });
  await h.bot.settings.set('channel', conversation, { autoTranslate: { mode: 'members' } });
}, 60_000);
afterAll(() => h?.close(), 60_000);

const event = (id: string, user: string, text: string, locale?: string): ChatEvent => ({
  id,
  kind: 'message',
  conversation,
  messageId: id,
  author: { id: user, isBot: false, isSelf: false, isAdmin: false, ...(locale ? { locale } : {}) },
  text,
});

describe("members' platform locales", () => {
  it("a member whose app is in Tamil gets the others' messages in Tamil", async () => {
    await h.bot.dispatch(event('e1', 'U2', 'வணக்கம்', 'ta-IN'));
    await h.bot.dispatch(event('e2', 'U1', 'the meeting is at noon', 'en'));
    expect(platform.posted.at(-1)).toMatch(/^Tamil\b/m);
  });

  it('their own choice wins over the locale', async () => {
    await h.bot.settings.set('member', conversation, { language: 'hi' }, 'U2');
    await h.bot.dispatch(event('e3', 'U1', 'see you at the meeting', 'en'));
    expect(platform.posted.at(-1)).toMatch(/^Hindi\b/m);
    expect(platform.posted.at(-1)).not.toMatch(/Tamil/);
  });
});
