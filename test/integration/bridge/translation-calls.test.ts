// What the bridge asks of the Language Services API: a message crossing into two languages is one
// translate call, and an edit that did not change the text is translated from the cache (no call)
// while its copies are still edited. Counted on the bot's own /metrics (real API calls).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import { type BridgeHarness, GROUP, startBridgeHarness } from './harness.js';

const WS = 'callsws';
const EN = 'general';
const TA = 'tamil';
const tgRef: ConversationRef = { platform: 'telegram', workspaceId: String(GROUP), channelId: String(GROUP) };
const taRef: ConversationRef = { platform: 'local', workspaceId: WS, channelId: TA };

let b: BridgeHarness;
beforeAll(async () => {
  b = await startBridgeHarness();
  await b.web.bot.settings.set('channel', tgRef, { language: 'hi' });
  await b.web.bot.settings.set('channel', taRef, { language: 'ta' });
}, 60_000);
afterAll(() => b?.close(), 60_000);

/** Successful translate calls the bot made so far. */
async function translateCalls(): Promise<number> {
  const text = await (await fetch(`${b.web.url}/metrics`)).text();
  const m = /^dubash_api_calls_total\{operation="translate",status="200"\} (\d+)/m.exec(text);
  return Number(m?.[1] ?? 0);
}
const say = async (channel: string, user: string, text: string) => {
  const r = await b.web.post({ workspace: WS, channel, user, text });
  if (!r.body.id) throw new Error(`post refused: ${r.status} ${r.body.error}`);
  return r.body.id;
};
const edit = async (id: string, text: string) => {
  const res = await fetch(`${b.web.url}/local/api/messages/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'alice', text }),
  });
  expect(res.ok).toBe(true);
};
const until = async <T>(pick: () => T | undefined, what: string, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = pick();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}; telegram: ${JSON.stringify(b.tgView())}`);
};
/** Telegram edits of the bot's message `id` so far. */
const editsOf = (id: number) =>
  b.emulator.callsOf('editMessageText').filter((c) => Number(c.params.message_id) === id).length;

describe('bridge: translate calls', () => {
  it('one bridge: web chat (en) ↔ Telegram (hi) ↔ web chat (ta)', async () => {
    await say(EN, 'admin', '/bridge create');
    const made = await b.web.waitFor(WS, EN, (ms) => ms.find((m) => m.bot && /Bridge code/.test(m.text)), {
      user: 'admin',
    });
    const code = /Bridge code: ([A-Z0-9]+)/.exec(made.text)?.[1];
    b.tgSay('admin', `/bridge join ${code}`);
    await until(() => b.tgView().find((m) => m.text.startsWith('ब्रिज जुड़ गया')), 'Telegram joined');
    await say(
      TA,
      'admin',
      `/bridge join ${await b.nextCode({ platform: 'local', workspaceId: WS, channelId: EN })}`,
    );
    await b.web.waitFor(WS, TA, (ms) => ms.find((m) => m.bot && m.text.startsWith('Bridged.')));
  }, 60_000);

  it('a message into Hindi and Tamil is one call; an unchanged edit is none, a changed one is one', async () => {
    const before = await translateCalls();
    const id = await say(EN, 'alice', 'see you tomorrow');
    const copy = await until(
      () => b.tgView().find((m) => m.text === 'alice (Web chat): कल मिलते हैं'),
      'the message on Telegram',
    );
    await b.web.waitFor(WS, TA, (ms) => ms.find((m) => m.bot && m.text === 'alice (Web chat): நாளை சந்திப்போம்'));
    expect(await translateCalls()).toBe(before + 1);

    // The same text again (the platform reported an edit that changed nothing): from the cache.
    await edit(id, 'see you tomorrow');
    await until(() => (editsOf(copy.id) >= 1 ? true : undefined), 'the unchanged edit on Telegram');
    expect(await translateCalls()).toBe(before + 1);
    expect(b.tgView().find((m) => m.id === copy.id)?.text).toBe('alice (Web chat): कल मिलते हैं');

    await edit(id, 'thank you very much');
    await until(
      () => b.tgView().find((m) => m.id === copy.id && m.text === 'alice (Web chat): बहुत बहुत धन्यवाद'),
      'the changed edit on Telegram',
    );
    expect(await translateCalls()).toBe(before + 2);
  }, 60_000);
});
