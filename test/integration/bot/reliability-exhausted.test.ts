// The API says 403 `usage exhausted`: the client does not retry, the member gets one sentence
// saying credits are used up, and admins get one notice (not one per failed command).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FaultProxy, startFaultProxy } from './fault-proxy.js';
import { type Harness, startHarness, type WireMessage } from './harness.js';

let h: Harness;
let proxy: FaultProxy;
const WS = 'broke';
const CH = 'general';
const account = { apiKey: 'exhausted-key-123', appId: 'exhausted-app' };

beforeAll(async () => {
  h = await startHarness({
    localApi: {
      accounts: [
        {
          ...account,
          apps: ['*'],
          languages: ['*'],
          credits: { characters: 0, audioSeconds: 0 },
          expiresAt: null,
        },
      ],
    },
    account,
    via: async (apiUrl) => {
      proxy = await startFaultProxy(apiUrl);
      return proxy.url;
    },
  });
}, 60_000);
afterAll(async () => {
  await h?.close();
  await proxy?.close();
}, 60_000);

const answerTo = (id: string) => (msgs: WireMessage[]) =>
  msgs.find((m) => m.bot && m.replyTo === id && m.kind !== 'notice');
const adminNotices = (msgs: WireMessage[]) =>
  msgs.filter((m) => m.bot && m.kind === 'notice' && /credits/i.test(m.text));

async function ask(text: string): Promise<{ reply: WireMessage; calls: number }> {
  const before = proxy.seen.length;
  const { status, body } = await h.post({ workspace: WS, channel: CH, user: 'asha', text });
  expect(status).toBe(201);
  const reply = await h.waitFor(WS, CH, answerTo(body.id as string), { user: 'asha' });
  await h.bot.local.idle();
  return { reply, calls: proxy.seen.length - before };
}

it('answers once, without retrying, and tells admins once', async () => {
  const first = await ask('/translate to hi good evening');
  expect(first.calls).toBe(1);
  expect(first.reply.kind).toBe('error');
  expect(first.reply.text).toMatch(/credits .*used up/);

  const second = await ask('/speak good evening');
  expect(second.calls).toBe(1);
  expect(second.reply.kind).toBe('error');
  expect(second.reply.text).toMatch(/credits .*used up/);

  // Both failures within the hour: one notice, seen by admins, not by the member.
  await new Promise((r) => setTimeout(r, 300));
  const forAdmin = adminNotices(await h.messages(WS, CH, 'admin'));
  expect(forAdmin).toHaveLength(1);
  expect(forAdmin[0]?.text).toMatch(/^Admins: .*credits .*used up.*Add credits/);
  expect(adminNotices(await h.messages(WS, CH, 'asha'))).toHaveLength(0);
  // No key or app id leaks into what anyone sees.
  const everything = JSON.stringify(await h.messages(WS, CH, 'admin'));
  expect(everything).not.toContain(account.apiKey);
  expect(everything).not.toContain(account.appId);
});

it('a job (long /speak) hitting 403 fails at once with the same sentence and one admin notice', async () => {
  const ws = 'broke-jobs';
  const before = proxy.seen.length;
  const text = `/speak ${'This sentence is long enough to be spoken by a worker. '.repeat(7)}`;
  const { body } = await h.post({ workspace: ws, channel: CH, user: 'asha', text });
  const id = body.id as string;
  const reply = await h.waitFor(
    ws,
    CH,
    (msgs) => msgs.find((m) => m.bot && m.replyTo === id && m.kind === 'error'),
    { user: 'asha', timeoutMs: 20_000 },
  );
  expect(reply.text).toMatch(/credits .*used up/);
  await new Promise((r) => setTimeout(r, 1_500));
  // One call: a BullMQ retry (1 s backoff) would have made a second one by now.
  expect(proxy.seen.length - before).toBe(1);
  expect(adminNotices(await h.messages(ws, CH, 'admin'))).toHaveLength(1);
  expect(adminNotices(await h.messages(ws, CH, 'asha'))).toHaveLength(0);
  const answers = (await h.messages(ws, CH, 'asha')).filter((m) => m.bot && m.replyTo === id);
  expect(answers).toHaveLength(1);
});
