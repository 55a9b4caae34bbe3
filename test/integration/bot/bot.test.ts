// The bot end to end through the local chat's HTTP API: commands, a voice note through the job
// queue, TTS audio, redelivered events, per-member views, health, readiness and metrics.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '../../../src/server/http.js';
import { freePort } from '../../../src/server/redis-child.js';
import { type Harness, startHarness, type WireMessage, wavOf } from './harness.js';

let h: Harness;
const WS = 'acme';

beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(async () => {
  await h?.close();
}, 60_000);

const repliesTo = (id: string) => (msgs: WireMessage[]) => msgs.filter((m) => m.bot && m.replyTo === id);
const finalReply = (id: string) => (msgs: WireMessage[]) =>
  repliesTo(id)(msgs).find((m) => m.kind !== 'notice');

describe('local chat through the bot', () => {
  it('answers /translate to hi hello with Hindi text', async () => {
    const { status, body } = await h.post({
      workspace: WS,
      channel: 'general',
      user: 'asha',
      text: '/translate to hi hello',
    });
    expect(status).toBe(201);
    const reply = await h.waitFor(WS, 'general', finalReply(body.id as string));
    expect(reply.kind).toBe('text');
    expect(reply.text).toMatch(/[\u0900-\u097F]/);
  });

  it('transcribes a voice note through the job queue', async () => {
    const pcm = await readFile('/usr/share/pocketsphinx/test/data/goforward.raw');
    const { status, body } = await h.upload(
      { workspace: WS, channel: 'voice', user: 'ravi', text: '' },
      { data: wavOf(pcm), name: 'voice-note.wav', type: 'audio/wav' },
    );
    expect(status).toBe(201);
    const reply = await h.waitFor(
      WS,
      'voice',
      (msgs) => repliesTo(body.id as string)(msgs).find((m) => /forward/i.test(m.text)),
      { timeoutMs: 60_000 },
    );
    expect(reply.text.toLowerCase()).toContain('forward');
    const metrics = await (await fetch(`${h.url}/metrics`)).text();
    expect(metrics).toMatch(/dubash_jobs_total\{queue="transcribe",outcome="completed"\} [1-9]/);
  }, 90_000);

  it('answers /speak hello with audio kept as OGG/Opus', async () => {
    const { body } = await h.post({ workspace: WS, channel: 'general', user: 'asha', text: '/speak hello' });
    const reply = await h.waitFor(WS, 'general', (msgs) =>
      repliesTo(body.id as string)(msgs).find((m) => m.attachments.length > 0),
    );
    const audio = reply.attachments[0];
    expect(audio?.kind).toBe('audio');
    expect(audio?.mimeType).toBe('audio/ogg');
    const res = await fetch(`${h.url}${audio?.url}`);
    expect(res.status).toBe(200);
    // a tenth of the WAV's bytes on disk and under the quotas (issue 18)
    const ogg = Buffer.from(await res.arrayBuffer());
    expect(ogg.toString('ascii', 0, 4)).toBe('OggS');
    expect(ogg.subarray(0, 200).includes('OpusHead')).toBe(true);
    expect(ogg.length).toBeGreaterThan(1_000);
  });

  it('answers an event delivered three times exactly once', async () => {
    const msg = {
      workspace: WS,
      channel: 'dupes',
      user: 'asha',
      text: '/translate to ta good morning',
      clientId: 'delivery-42',
    };
    const posts = await Promise.all([h.post(msg), h.post(msg), h.post(msg)]);
    const ids = new Set(posts.map((p) => p.body.id));
    expect(ids.size).toBe(1);
    expect(posts.map((p) => p.status).sort()).toEqual([200, 200, 201]);
    const id = posts[0]?.body.id as string;
    await h.waitFor(WS, 'dupes', finalReply(id));
    await h.bot.local.idle();
    await new Promise((r) => setTimeout(r, 300));
    const all = await h.messages(WS, 'dupes');
    expect(all.filter((m) => !m.bot)).toHaveLength(1);
    expect(repliesTo(id)(all)).toHaveLength(1);
  });

  it('shows each member the channel in their own language', async () => {
    const ch = 'mixed';
    const say = async (user: string, text: string) => {
      const { body } = await h.post({ workspace: WS, channel: ch, user, text });
      // /settings answers are the member's own (personal)
      return h.waitFor(WS, ch, finalReply(body.id as string), { user });
    };
    expect((await say('admin', '/settings channel translate members')).kind).not.toBe('error');
    expect((await say('meera', '/settings me language hi')).kind).not.toBe('error');
    expect((await say('john', '/settings me language en')).kind).not.toBe('error');
    const { body } = await h.post({ workspace: WS, channel: ch, user: 'john', text: 'good morning' });
    const id = body.id as string;
    const seen = await h.waitFor(WS, ch, (msgs) => msgs.find((m) => m.id === id && m.translatedTo === 'hi'), {
      user: 'meera',
    });
    expect(seen.text).toMatch(/[\u0900-\u097F]/);
    expect(seen.original).toBe('good morning');
    // The author reads what they wrote.
    const own = (await h.messages(WS, ch, 'john')).find((m) => m.id === id);
    expect(own?.text).toBe('good morning');
    // The translation is filed under the message, not posted as another message.
    expect(repliesTo(id)(await h.messages(WS, ch, 'john'))).toHaveLength(0);
  });

  it("gives a member who chose no language the channel's language", async () => {
    const ch = 'unset';
    const say = async (user: string, text: string) => {
      const { body } = await h.post({ workspace: WS, channel: ch, user, text });
      // /settings answers are the member's own (personal)
      return h.waitFor(WS, ch, finalReply(body.id as string), { user });
    };
    expect((await say('admin', '/settings channel language hi')).kind).not.toBe('error');
    expect((await say('admin', '/settings channel translate members')).kind).not.toBe('error');
    expect((await say('john', '/settings me language en')).kind).not.toBe('error');
    // priya joins by posting, and never sets a language of her own.
    await h.post({ workspace: WS, channel: ch, user: 'priya', text: '👋' });
    const { body } = await h.post({ workspace: WS, channel: ch, user: 'john', text: 'good morning' });
    const id = body.id as string;
    const seen = await h.waitFor(WS, ch, (msgs) => msgs.find((m) => m.id === id && m.translatedTo === 'hi'), {
      user: 'priya',
    });
    expect(seen.text).toMatch(/[\u0900-\u097F]/);
  });

  it('streams messages as server-sent events', async () => {
    const controller = new AbortController();
    const res = await fetch(`${h.url}/local/api/stream?workspace=${WS}&channel=sse&user=asha`, {
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const { body } = await h.post({
      workspace: WS,
      channel: 'sse',
      user: 'asha',
      text: '/translate to hi yes',
    });
    let text = '';
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && !text.includes(`"replyTo":"${body.id}"`)) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += Buffer.from(chunk.value).toString('utf8');
    }
    controller.abort();
    const events = text
      .split('\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => JSON.parse(l.slice(6)) as WireMessage);
    expect(events.some((e) => e.id === body.id && e.text === '/translate to hi yes')).toBe(true);
    expect(events.some((e) => e.bot && e.replyTo === body.id)).toBe(true);
  });

  it('refuses bad posts with a sentence that says what to do', async () => {
    const missing = await h.post({ workspace: WS, channel: 'general', text: 'hi' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('user is required');
    const empty = await h.post({ workspace: WS, channel: 'general', user: 'asha', text: '  ' });
    expect(empty.body.error).toBe('send some text or a file');
    const badReply = await h.post({
      workspace: WS,
      channel: 'general',
      user: 'asha',
      text: 'x',
      replyTo: 'nope',
    });
    expect(badReply.body.error).toMatch(/replyTo: no message nope/);
  });
});

describe('oversized input', () => {
  it('refuses an upload over 25 MB with a clear sentence and stays up', async () => {
    const big = Buffer.alloc(26 * 1024 * 1024, 1);
    const res = await h.upload(
      { workspace: WS, channel: 'big', user: 'asha', text: '' },
      { data: big, name: 'huge.wav', type: 'audio/wav' },
    );
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('the file is larger than 25 MB; send a smaller one');
    expect(await h.messages(WS, 'big')).toHaveLength(0);
    expect((await fetch(`${h.url}/healthz`)).status).toBe(200);
  });

  it('answers a 10,000-character command (split or as a file, never an error page)', async () => {
    const text = `/translate to hi ${'This is a sentence. '.repeat(500)}`.slice(0, 10_000);
    const { status, body } = await h.post({ workspace: WS, channel: 'long', user: 'asha', text });
    expect(status).toBe(201);
    const reply = await h.waitFor(WS, 'long', finalReply(body.id as string), { timeoutMs: 60_000 });
    expect(reply.text.length + reply.attachments.length).toBeGreaterThan(0);
  }, 90_000);
});

describe('health, readiness and metrics', () => {
  it('/healthz answers ok', async () => {
    const res = await fetch(`${h.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');
  });

  it('/readyz is ready with Redis and the API up', async () => {
    const res = await fetch(`${h.url}/readyz`);
    expect(res.status).toBe(200);
  });

  it('/readyz names the language API when it is unreachable', async () => {
    const deadPort = await freePort();
    const app = await createHttpServer({
      redis: h.redis,
      apiBaseUrl: `http://127.0.0.1:${deadPort}/`,
      adapters: [],
    });
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe('not ready: language API unreachable');
  });

  it('/metrics counts events, commands, API calls and billing', async () => {
    const res = await fetch(`${h.url}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/dubash_events_total\{platform="local",kind="command"\} [1-9]/);
    expect(text).toMatch(/dubash_commands_total\{name="translate",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/dubash_api_calls_total\{operation="translate",status="200"\} [1-9]/);
    expect(text).toMatch(/dubash_api_call_duration_seconds_count\{operation="tts"\} [1-9]/);
    expect(text).toMatch(/dubash_characters_billed_total\{operation="translate"\} [1-9]/);
  });
});
