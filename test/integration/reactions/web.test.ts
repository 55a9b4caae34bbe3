// Translate by reaction in the web chat, through its HTTP API with the whole bot (private Redis, the
// local API with a glossary): a flag on a message answers with its translation as a reply to it;
// the same language asked twice answers once; an emoji the workspace does not map answers nothing;
// /settings workspace reactions changes the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireMessage } from '../bot/harness.js';
import { type BridgeHarness, startBridgeHarness } from '../bridge/harness.js';

let b: BridgeHarness;
const WS = 'reactions';
const CH = 'general';

beforeAll(async () => {
  b = await startBridgeHarness();
}, 60_000);
afterAll(async () => {
  await b?.close();
}, 60_000);

async function react(messageId: string, user: string, emoji: string) {
  const res = await fetch(`${b.web.url}/local/api/reactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ messageId, user, emoji }),
  });
  return { status: res.status, body: (await res.json()) as { ok?: boolean; error?: string } };
}

async function say(user: string, text: string, channel = CH): Promise<string> {
  const { status, body } = await b.web.post({ workspace: WS, channel, user, text });
  expect(status).toBe(201);
  await b.web.bot.local.idle();
  return body.id as string;
}

/**
 * The bot's answers to `id` (replies to it), once every event in flight has been handled, as
 * `reader` sees them (a /settings answer is only its asker's).
 */
async function answersTo(id: string, channel = CH, reader = 'asha'): Promise<WireMessage[]> {
  await b.web.bot.local.idle();
  return (await b.web.messages(WS, channel, reader)).filter((m) => m.bot && m.replyTo === id);
}

describe('translate by reaction in the web chat', () => {
  it('🇮🇳 on an English message answers with the Hindi translation, as a reply to it', async () => {
    const id = await say('asha', 'good morning');
    expect((await react(id, 'bela', '🇮🇳')).status).toBe(202);
    const answers = await answersTo(id);
    expect(answers.map((m) => m.text)).toEqual(['सुप्रभात']);
  });

  it('the same language asked again (same member, another member, 🇬🇧 after 🇺🇸) answers once', async () => {
    const id = await say('asha', 'सुप्रभात');
    await react(id, 'bela', '🇺🇸');
    await react(id, 'bela', '🇺🇸');
    await react(id, 'chand', '🇺🇸');
    await react(id, 'chand', '🇬🇧');
    const answers = await answersTo(id);
    expect(answers.map((m) => m.text)).toEqual(['good morning']);
    // another language on the same message is another answer
    await react(id, 'bela', '🇱🇰');
    expect((await answersTo(id)).map((m) => m.text)).toEqual(['good morning', 'காலை வணக்கம்']);
  });

  it('an emoji the workspace does not map answers nothing', async () => {
    const id = await say('asha', 'thank you very much');
    expect((await react(id, 'bela', '👍')).status).toBe(202);
    expect((await react(id, 'bela', '🇫🇷')).status).toBe(202);
    expect(await answersTo(id)).toEqual([]);
  });

  it('without a translation for the pair the answer is marked as sounded out, never as a translation', async () => {
    const id = await say('asha', 'where is the report');
    await react(id, 'bela', '🇮🇳');
    const [answer, ...more] = await answersTo(id);
    expect(more).toEqual([]);
    expect(answer?.text).toMatch(/[\u0900-\u097F]/);
    expect(answer?.text).toMatch(/sounded out/i);
  });

  it('/settings workspace reactions changes the list: a new emoji translates, a removed flag does not', async () => {
    const ch = 'settings';
    const done = await say('admin', '/settings workspace reactions 🙏 ta', ch);
    expect((await answersTo(done, ch, 'admin')).map((m) => m.text).join()).toMatch(/^Done\./);
    const off = await say('admin', '/settings workspace reactions 🇮🇳 off', ch);
    expect((await answersTo(off, ch, 'admin')).map((m) => m.text).join()).toMatch(/^Done\./);
    // a member who is no admin cannot change it
    const refused = await say('bela', '/settings workspace reactions 🇮🇳 hi', ch);
    expect((await answersTo(refused, ch, 'bela')).map((m) => m.text).join()).toMatch(/Only workspace admins/);

    const id = await say('asha', 'thank you very much', ch);
    await react(id, 'bela', '🙏');
    await react(id, 'bela', '🇮🇳');
    expect((await answersTo(id, ch)).map((m) => m.text)).toEqual(['மிக்க நன்றி']);
    // /help names the workspace's list as it now is
    const help = await say('bela', '/help', ch);
    const shown = (await b.web.messages(WS, ch, 'bela')).find((m) => m.bot && m.replyTo === help)?.text ?? '';
    const line = shown.split('\n').find((l) => l.startsWith('Translate by reaction:')) ?? '';
    expect(line).toContain('🙏 Tamil');
    expect(line).toContain('🇱🇰 Tamil');
    expect(line).not.toContain('🇮🇳');
    const list = await fetch(`${b.web.url}/local/api/reactions?workspace=${WS}&channel=${ch}`);
    expect(await list.json()).toContainEqual({ emoji: '🙏', language: 'ta' });
  });

  it('refuses a reaction to no message, and a malformed one, with a 4xx', async () => {
    expect((await react('m-none', 'bela', '🇮🇳')).status).toBe(404);
    expect((await react('', 'bela', '🇮🇳')).status).toBe(400);
    expect((await react('m-none', 'bela', 'x'.repeat(100))).status).toBe(400);
  });
});
