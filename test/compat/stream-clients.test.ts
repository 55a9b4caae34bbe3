// Compatibility: streaming STT as the real clients use it (issue 12): 240 ms frames (Android) and
// 50 ms frames (LiveKit plugin) of 16 kHz int16, `--EOF--` as a text or a binary frame, booleans
// and floats as query strings, a refused handshake read as JSON, and continuous mode ended by EOF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Api, goforwardPcm, type Json, startApi } from './helpers.js';

let t: Api;
beforeAll(async () => {
  t = await startApi();
});
afterAll(() => t.api.close());

const url = (params: Record<string, string> = {}) =>
  `${t.api.wsUrl}stream?${new URLSearchParams({
    apikey: t.key,
    appid: t.appId,
    appname: 'stt_stream',
    src_lang: 'en',
    domain: 'generic',
    ...params,
  })}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs a session: `drive` once ready; resolves with every message parsed as JSON at close. */
function session(address: string, drive: (ws: WebSocket) => Promise<void>): Promise<Json[]> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(address);
    const messages: Json[] = [];
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString());
      messages.push(msg);
      if (msg.cause === 'ready') drive(ws).catch(reject);
    });
    ws.on('close', () => resolve(messages));
    ws.on('error', reject);
  });
}

/** Sends PCM in frames of `frameBytes`, `speedup` times faster than real time. */
async function frames(ws: WebSocket, pcm: Buffer, frameBytes: number, speedup: number): Promise<void> {
  const frameMs = (frameBytes / 32_000) * 1000;
  for (let i = 0; i < pcm.length; i += frameBytes) {
    if (ws.readyState !== ws.OPEN) return;
    ws.send(pcm.subarray(i, i + frameBytes));
    await sleep(frameMs / speedup);
  }
}

describe('refused handshakes are JSON', () => {
  it.each([
    [{ apikey: 'wrong-key-123' }, 403, 'Forbidden'],
    [{ src_lang: 'ta' }, 400, 'no decoder for given args'],
  ])('%j → HTTP %i with a JSON body a client can parse', async (params, status, message) => {
    const refusal = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const ws = new WebSocket(url(params));
      ws.on('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (c: Buffer) => {
          body += c.toString();
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
        );
      });
      ws.on('open', () => reject(new Error('accepted')));
      ws.on('error', () => undefined);
    });
    expect(refusal.status).toBe(status);
    expect(refusal.type).toMatch(/application\/json/);
    const body = JSON.parse(refusal.body);
    expect(body).toMatchObject({ success: false, final: true, cause: message, message, status });
  });
});

describe('frames and EOF as the clients send them', () => {
  it('Android: 240 ms frames, a text --EOF--, float and boolean query strings', async () => {
    const messages = await session(
      url({ timeout: '30.0', silence: '15.0', punctuate: 'true', continuous: 'false' }),
      async (ws) => {
        await frames(ws, goforwardPcm(), 7_680, 8);
        ws.send('--EOF--');
      },
    );
    const last = messages[messages.length - 1];
    expect(last).toMatchObject({ success: true, final: true, cause: 'EOF received' });
    expect(last.text).toMatch(/forward/);
  });
  it('Python SDK: 4 KiB frames and a text --EOF--', async () => {
    const messages = await session(url({ silence: '15' }), async (ws) => {
      await frames(ws, goforwardPcm(), 4_096, 8);
      ws.send('--EOF--');
    });
    expect(messages[messages.length - 1]).toMatchObject({
      success: true,
      final: true,
      cause: 'EOF received',
    });
    expect(messages[messages.length - 1].text).toMatch(/forward/);
  });
  it('LiveKit plugin: 50 ms frames and a binary --EOF--', async () => {
    const messages = await session(url({ silence: '15' }), async (ws) => {
      await frames(ws, goforwardPcm(), 1_600, 8);
      ws.send(Buffer.from('--EOF--'));
    });
    const last = messages[messages.length - 1];
    expect(last).toMatchObject({ success: true, final: true, cause: 'EOF received' });
    expect(last.text).toMatch(/forward/);
  });
});

describe('4. continuous mode ends with EOF at any time', () => {
  const speechThenQuiet = () => Buffer.concat([goforwardPcm(), Buffer.alloc(32_000)]);
  it('--EOF-- after a silence detected final: a final EOF received, then the socket closes', async () => {
    let closedAt = 0;
    let eofAt = 0;
    const messages = await session(url({ silence: '0.5', continuous: 'true', timeout: '60' }), async (ws) => {
      ws.on('close', () => {
        closedAt = Date.now();
      });
      finalsOf(ws); // record finals from the start
      await frames(ws, speechThenQuiet(), 1_600, 8);
      // wait for the silence final, then end the session
      while (ws.readyState === ws.OPEN) {
        await sleep(50);
        if (finalsOf(ws).length > 0) break;
      }
      eofAt = Date.now();
      ws.send(Buffer.from('--EOF--'));
    });
    const finals = messages.filter((m) => m.final);
    expect(finals.map((m) => m.cause)).toEqual(['silence detected', 'EOF received']);
    expect(finals[1]).toMatchObject({ success: true, text: '' });
    // closed right away, not at the 60 s timeout
    expect(closedAt - eofAt).toBeLessThan(5_000);
  });
  it('--EOF-- while the silence final is still being computed ends the session after it', async () => {
    const messages = await session(url({ silence: '0.5', continuous: 'true', timeout: '60' }), async (ws) => {
      await frames(ws, speechThenQuiet(), 7_680, 16);
      ws.send('--EOF--');
    });
    const finals = messages.filter((m) => m.final);
    expect(finals[finals.length - 1]).toMatchObject({ success: true, final: true, cause: 'EOF received' });
    expect(finals.every((m) => m.success)).toBe(true);
  });
});

/** Finals seen so far on a socket (recorded by a listener added on first use). */
const seen = new WeakMap<WebSocket, Json[]>();
function finalsOf(ws: WebSocket): Json[] {
  let list = seen.get(ws);
  if (!list) {
    const fresh: Json[] = [];
    list = fresh;
    seen.set(ws, fresh);
    ws.on('message', (d) => {
      const m = JSON.parse(d.toString());
      if (m.final) fresh.push(m);
    });
  }
  return list;
}
