// Slack's requests at POST /slack/events on the bot's own HTTP server: the signature and its
// 5-minute window checked before anything is parsed, url_verification, the slash command answered
// through its response_url, mention commands answered in the thread, retries answered once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERS, type SlackHarness, startSlackHarness, until } from './harness.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

let h: SlackHarness;
beforeAll(async () => {
  h = await startSlackHarness();
}, 60_000);
afterAll(() => h?.close());

describe('Slack receiving', () => {
  it('answers url_verification with its challenge', async () => {
    const r = await h.emulator.deliver({ token: 'x', challenge: 'c-3pO-42', type: 'url_verification' });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text)).toEqual({ challenge: 'c-3pO-42' });
  });

  it('refuses a bad signature and a stale timestamp with 401, processing nothing', async () => {
    const before = h.emulator.calls.length;
    const raw = JSON.stringify(
      h.emulator.eventBody({
        type: 'message',
        user: MEMBERS.asha.id,
        text: `<@${h.emulator.team().botUserId}> help`,
        ts: h.emulator.nextTs(),
        channel: 'C0GENERAL1',
      }),
    );
    const bad = await h.emulator.deliverRaw(raw, 'application/json', { secret: 'not-the-secret' });
    expect(bad.status).toBe(401);
    expect(bad.text).toMatch(/bad Slack signature/);
    const stale = await h.emulator.deliverRaw(raw, 'application/json', {
      timestamp: Math.floor(Date.now() / 1000) - 6 * 60,
    });
    expect(stale.status).toBe(401);
    expect(stale.text).toMatch(/stale/);
    const unsigned = await fetch(h.emulator.eventsUrl, {
      method: 'POST',
      body: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(401);
    await new Promise((r) => setTimeout(r, 300));
    expect(h.emulator.calls.length).toBe(before);
  });

  it('/dubash translate answers the member alone, through response_url', async () => {
    const { responseUrl, delivery } = await h.emulator.slash(
      MEMBERS.asha.id,
      'translate to ur मेरा नाम राम है।',
    );
    expect(delivery.status).toBe(200);
    expect(delivery.text).toBe('');
    const answer = await until(
      () =>
        h.emulator.responses.find((r) => r.url === responseUrl && ARABIC_SCRIPT.test(String(r.body.text))),
      'the Urdu answer',
    );
    expect(answer.body.response_type).toBe('ephemeral');
    const asha = h.emulator.visible('C0GENERAL1', MEMBERS.asha.id);
    const ravi = h.emulator.visible('C0GENERAL1', MEMBERS.ravi.id);
    expect(asha.some((m) => ARABIC_SCRIPT.test(m.text))).toBe(true);
    expect(ravi.some((m) => ARABIC_SCRIPT.test(m.text))).toBe(false);
  }, 30_000);

  it('/dubash with a bad language says what to type, to the member', async () => {
    const { responseUrl } = await h.emulator.slash(MEMBERS.asha.id, 'translate to xx hello');
    const answer = await until(
      () => h.emulator.responses.find((r) => r.url === responseUrl),
      'the usage error',
    );
    expect(String(answer.body.text)).toMatch(/I don't know the language "xx"/);
    // Commands are named the way they are typed in Slack.
    expect(String(answer.body.text)).toMatch(/Usage: \/dubash translate /);
    expect(answer.body.response_type).toBe('ephemeral');
  }, 30_000);

  it('a mention command in a channel is answered in its thread; a retried delivery gives one answer', async () => {
    const bot = h.emulator.team().botUserId;
    const { ts, body } = await h.emulator.post(MEMBERS.asha.id, `<@${bot}> translate to hi good morning`);
    const again = await h.emulator.deliver(body, { retryNum: 1 });
    expect(again.status).toBe(200);
    const answer = await until(
      () => h.emulator.botMessages('C0GENERAL1').find((m) => m.thread_ts === ts && DEVANAGARI.test(m.text)),
      'the thread answer',
    );
    expect(answer.metadata?.event_payload?.reply_to).toBe(ts);
    await h.emulator.deliver(body, { retryNum: 2 });
    await new Promise((r) => setTimeout(r, 500));
    await h.slack.idle();
    expect(h.emulator.botMessages('C0GENERAL1').filter((m) => m.thread_ts === ts)).toHaveLength(1);
  }, 30_000);

  it('an error of a command whose answers are for everyone is still for the member alone', async () => {
    const { responseUrl } = await h.emulator.slash(MEMBERS.asha.id, 'ocr');
    const answer = await until(() => h.emulator.responses.find((r) => r.url === responseUrl), 'the error');
    expect(String(answer.body.text)).toMatch(/^:warning:/);
    expect(answer.body.response_type).toBe('ephemeral');
  }, 30_000);

  it('a DM to the bot is a command line without the slash, answered in the DM', async () => {
    const dm = 'D0ASHA0001';
    const { ts } = await h.emulator.post(MEMBERS.asha.id, 'translate to hi good night', { channel: dm });
    const answer = await until(
      () => h.emulator.botMessages(dm).find((m) => DEVANAGARI.test(m.text)),
      'the DM answer',
    );
    expect(answer.metadata?.event_payload?.reply_to).toBe(ts);
  }, 30_000);

  it('a file past the size limit gets a clear sentence, not a download', async () => {
    const file = {
      ...h.emulator.addFile(Buffer.from('x'), { name: 'huddle.mp4', mimetype: 'video/mp4' }),
      size: 300 * 1024 * 1024,
    };
    const { ts } = await h.emulator.post(MEMBERS.ravi.id, '', { files: [file] });
    const said = await until(
      () => h.emulator.botMessages('C0GENERAL1').find((m) => m.thread_ts === ts),
      'the size sentence',
    );
    // Ravi's Slack is in Hindi: the sentence is his language's, the file's name and the limit as they are
    expect(said.text).toContain('huddle.mp4: मेरे लिए बहुत बड़ी है (100 MB से ज़्यादा)।');
  }, 30_000);

  it('ignores an event type it does not know', async () => {
    const r = await h.emulator.deliver(
      h.emulator.eventBody({ type: 'emoji_changed', subtype: 'add', name: 'x' }),
    );
    expect(r.status).toBe(200);
    await h.slack.idle();
    expect(h.errors).toEqual([]);
  });
});
