// Streaming STT under pressure: timers that fire on time (issue 12), the per-stream byte cap that
// also counts audio sent while a final is computed, open-stream limits per account and in all, and
// recognition work abandoned when its stream closes (issue 9 item 9); credentials in the query
// never reach a log line, however their names are encoded (issue 9 item 12).
import { readdirSync, readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { account, type Json, pcm16kRaw, startApi, type TestApi } from './helpers.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function streamUrl(api: TestApi, params: Record<string, string> = {}, creds = api.api.devAccount): string {
  const q = new URLSearchParams({
    apikey: creds?.apiKey ?? '',
    appid: creds?.appId ?? '',
    appname: 'stt_stream',
    src_lang: 'en',
    domain: 'generic',
    ...params,
  });
  return `${api.api.wsUrl}stream?${q}`;
}

interface Run {
  messages: Json[];
  /** audio bytes sent when each message arrived */
  sentAt: number[];
  readyAt: number;
  endedAt: number;
}

/**
 * Streams `pcm` at real-time pace in 50 ms frames (scheduled from the start, so timer lateness
 * does not add up), then quiet frames until the server closes; records how much audio had been
 * sent when each message arrived.
 */
function realtime(url: string, pcm: Buffer, opts: { loop?: boolean } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const run: Run = { messages: [], sentAt: [], readyAt: 0, endedAt: 0 };
    let sent = 0;
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString());
      run.messages.push(msg);
      run.sentAt.push(sent);
      if (msg.cause !== 'ready') return;
      run.readyAt = performance.now();
      const frame = 1_600;
      const tick = () => {
        if (ws.readyState !== ws.OPEN) return;
        const n = sent / frame;
        const offset = opts.loop ? sent % pcm.length : sent;
        const chunk =
          offset + frame <= pcm.length ? pcm.subarray(offset, offset + frame) : Buffer.alloc(frame);
        ws.send(chunk);
        sent += frame;
        setTimeout(tick, Math.max(0, run.readyAt + (n + 1) * 50 - performance.now()));
      };
      tick();
    });
    ws.on('close', () => {
      run.endedAt = performance.now();
      resolve(run);
    });
    ws.on('error', reject);
  });
}

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(() => t.api.close());

describe('timers fire on time, in stream time', () => {
  // A protocol timer's accuracy, checked with a tolerance: the bug answered timeout=3.0 at 4.27 s.
  // The tolerance covers a loaded 2-core CI machine (a run with every test file in parallel saw
  // 3.45 s) and still fails on the bug.
  it('timeout=3.0 ends at 3 s of connection while speech is still being sent', async () => {
    const run = await realtime(streamUrl(t, { timeout: '3.0', silence: '30' }), pcm16kRaw(), { loop: true });
    const last = run.messages[run.messages.length - 1];
    expect(last).toMatchObject({ success: true, final: true, cause: 'timeout' });
    const finalAt = run.sentAt[run.sentAt.length - 1] as number;
    // stream time at the final: 3 s, plus the budget and a frame or two of scheduling slack
    expect(finalAt / 32_000).toBeGreaterThanOrEqual(2.85);
    expect(finalAt / 32_000).toBeLessThan(3.8);
    expect((run.endedAt - run.readyAt) / 1000).toBeLessThan(4);
  });
  it('silence=0.5 ends half a second after the speech stops, in stream time', async () => {
    const speech = pcm16kRaw();
    const run = await realtime(streamUrl(t, { silence: '0.5' }), speech);
    const index = run.messages.findIndex((m) => m.final);
    expect(run.messages[index]).toMatchObject({ success: true, final: true, cause: 'silence detected' });
    const afterSpeech = ((run.sentAt[index] as number) - speech.length) / 32_000;
    // the bug: about 1.6 s after the speech stopped; the slack covers a loaded CI machine
    expect(afterSpeech).toBeLessThan(0.5 + 0.6);
  });
});

describe("a real-time stream's final carries the whole utterance", () => {
  // The bug: a recognizer process started per recognition could not finish by the final's
  // deadline, so a real-time final said "go for" (or nothing) for "go forward ten meters".
  // Only the content is asserted: it must hold however busy the machine is.
  it.each([
    [{ silence: '1' }, 'silence detected'],
    [{ silence: '0.5' }, 'silence detected'],
    [{ silence: '30', timeout: '4' }, 'timeout'],
  ])(
    '%j → a %s final with every word',
    async (params, cause) => {
      const run = await realtime(streamUrl(t, params), pcm16kRaw());
      const final = run.messages.find((m) => m.final);
      expect(final).toMatchObject({ success: true, final: true, cause });
      const text = String(final?.text);
      expect(text).toMatch(/forward/);
      expect(text).toMatch(/\bten\b|\b10\b/);
      expect(text).toMatch(/meters/);
    },
    60_000,
  );
});

describe('per-stream byte cap', () => {
  it('holds for the whole stream, not per utterance (continuous), held audio included', async () => {
    const api = await startApi({ limits: { streamBytes: 192 * 1024 } });
    try {
      const first = Buffer.concat([pcm16kRaw(), Buffer.alloc(32_000)]); // ~130 KB, then a silence final
      const messages = await new Promise<Json[]>((resolve, reject) => {
        const ws = new WebSocket(streamUrl(api, { silence: '0.5', continuous: 'true', timeout: '60' }));
        const got: Json[] = [];
        ws.on('message', async (data) => {
          const msg = JSON.parse(data.toString());
          got.push(msg);
          if (msg.cause === 'ready') {
            for (let i = 0; i < first.length; i += 16_000) ws.send(first.subarray(i, i + 16_000));
          }
          if (msg.cause === 'silence detected') {
            // a second utterance of ~100 KB: under the limit alone, over it with the first
            const second = pcm16kRaw();
            for (let i = 0; i < second.length && ws.readyState === ws.OPEN; i += 16_000) {
              ws.send(second.subarray(i, i + 16_000));
              await sleep(5);
            }
            if (ws.readyState === ws.OPEN) ws.send('--EOF--');
          }
        });
        ws.on('close', () => resolve(got));
        ws.on('error', reject);
      });
      expect(messages.filter((m) => m.final).map((m) => m.cause)).toEqual([
        'silence detected',
        'audio exceeds the stream limit of 192 KB',
      ]);
      expect(messages[messages.length - 1]).toMatchObject({ success: false, final: true });
    } finally {
      await api.api.close();
    }
  });
});

describe('open streams are limited per account and in all', () => {
  it('a stream over the limit is answered with the cause and closed; a freed slot is usable again', async () => {
    const other = account({ name: 'other', apiKey: 'other-key-123', appId: 'other-app' });
    const mine = account();
    const api = await startApi({ accounts: [mine, other], streamLimits: { perAccount: 2, total: 3 } });
    const open = (creds: { apiKey: string; appId: string }) =>
      new Promise<{ ws: WebSocket; first: Json }>((resolve, reject) => {
        const ws = new WebSocket(streamUrl(api, {}, creds));
        ws.once('message', (d) => resolve({ ws, first: JSON.parse(d.toString()) }));
        ws.on('error', reject);
      });
    try {
      const a = await open(mine);
      const b = await open(mine);
      expect([a.first.cause, b.first.cause]).toEqual(['ready', 'ready']);
      const c = await open(mine);
      expect(c.first).toMatchObject({
        success: false,
        final: true,
        cause: 'too many open streams: at most 2 per account; close one and retry',
        status: 429,
      });
      const d = await open(other);
      expect(d.first.cause).toBe('ready');
      const e = await open(other);
      expect(e.first.cause).toBe('too many open streams on this server; retry in a moment');
      a.ws.close();
      await new Promise((r) => a.ws.once('close', r));
      await sleep(50);
      const f = await open(mine);
      expect(f.first.cause).toBe('ready');
      for (const s of [b, d, f]) s.ws.close();
    } finally {
      await api.api.close();
    }
  });
});

/** pocketsphinx processes started by this test process. */
function recognizers(): number {
  let n = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === process.pid && stat.includes('(pocketsphinx_co')) n++;
    } catch {
      // the process ended while we looked
    }
  }
  return n;
}

describe('a closed stream abandons its recognitions', () => {
  it('no recognizer of closed streams is left running or queued', async () => {
    const api = await startApi();
    try {
      const long = Buffer.concat(Array.from({ length: 6 }, () => pcm16kRaw())); // ~18 s each
      const sockets = await Promise.all(
        Array.from(
          { length: 4 },
          () =>
            new Promise<WebSocket>((resolve, reject) => {
              const ws = new WebSocket(streamUrl(api, { silence: '30', timeout: '60' }));
              ws.once('message', () => {
                for (let i = 0; i < long.length; i += 64_000) ws.send(long.subarray(i, i + 64_000));
                ws.send('--EOF--'); // four final recognitions of 18 s, two at a time
                resolve(ws);
              });
              ws.on('error', reject);
            }),
        ),
      );
      for (let i = 0; i < 50 && recognizers() === 0; i++) await sleep(20);
      expect(recognizers()).toBeGreaterThan(0);
      for (const ws of sockets) ws.terminate();
      // Killed, and the queued ones never start: none left a moment later (they would run for seconds).
      let left = recognizers();
      for (let i = 0; i < 25 && left > 0; i++) {
        await sleep(20);
        left = recognizers();
      }
      expect(left).toBe(0);
      await sleep(300);
      expect(recognizers()).toBe(0);
    } finally {
      await api.api.close();
    }
  });
});

describe('credentials in the stream query never reach the log', () => {
  it('percent-encoded names authenticate and are redacted after decoding', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const key = 'logkey-0123456789';
    const appId = 'log-app-id-42';
    const api = await startApi({
      accounts: [account({ apiKey: key, appId })],
      logger: { level: 'info', stream: sink },
    });
    try {
      const url = `${api.api.wsUrl}stream?api%6Bey=${key}&app%69d=${encodeURIComponent(appId)}&appname=stt_stream&src_lang=en&domain=generic&APIKEY=${key}`;
      const first = await new Promise<Json>((resolve, reject) => {
        const ws = new WebSocket(url);
        ws.once('message', (d) => {
          resolve(JSON.parse(d.toString()));
          ws.close();
        });
        ws.on('error', reject);
      });
      expect(first.cause).toBe('ready');
      await sleep(100);
      const log = lines.join('');
      expect(log).toContain('/stream?');
      expect(log).toContain('api%6Bey=[redacted]');
      expect(log).not.toContain(key);
      expect(log).not.toContain(appId);
    } finally {
      await api.api.close();
    }
  });
});
