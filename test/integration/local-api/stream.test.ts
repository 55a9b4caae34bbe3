// Streaming STT over a real WebSocket: handshake refusals, parameter errors on the socket, and the
// session state table with pocketsphinx on Debian's "go forward ten meters" recording.

import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GOFORWARD_RAW, handshakeStatus, pcm16kRaw, startApi, type TestApi } from './helpers.js';

interface Msg {
  id: string;
  success: boolean;
  final: boolean;
  text: string;
  cause: string;
  display_text?: string;
  confidence?: number;
}

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(() => t.api.close());

const streamUrl = (params: Record<string, string>, api: TestApi = t) => {
  const dev = api.api.devAccount as { apiKey: string; appId: string };
  const q = new URLSearchParams({
    apikey: dev.apiKey,
    appid: dev.appId,
    appname: 'stt_stream',
    src_lang: 'en',
    domain: 'generic',
    ...params,
  });
  for (const [k, v] of Object.entries(params)) if (v === '') q.delete(k);
  return `${api.api.wsUrl}stream?${q}`;
};

/** Opens a session, runs `drive` once `ready` arrives, resolves with every message at close. */
function session(url: string, drive: (ws: WebSocket) => Promise<void> | void = () => {}): Promise<Msg[]> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const messages: Msg[] = [];
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString()) as Msg;
      messages.push(msg);
      if (msg.cause === 'ready') Promise.resolve(drive(ws)).catch(reject);
    });
    ws.on('close', () => resolve(messages));
    ws.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends PCM in 100 ms frames, `speedup` times faster than real time. */
async function sendPcm(ws: WebSocket, pcm: Buffer, speedup = 4): Promise<void> {
  for (let i = 0; i < pcm.length; i += 3200) {
    ws.send(pcm.subarray(i, i + 3200));
    await sleep(100 / speedup);
  }
}

describe('stream handshake and parameters', () => {
  it('400 no decoder for given args where no recognizer serves the language', async () => {
    expect(await handshakeStatus(streamUrl({ src_lang: 'hi' }))).toBe(400);
  });
  it('403 for a bad key', async () => {
    expect(await handshakeStatus(streamUrl({ apikey: 'wrong-wrong' }))).toBe(403);
  });
  it.each([
    [{ domain: '' }, 'domain is required'],
    [{ src_lang: '' }, 'src_lang is required'],
    [{ timeout: '181' }, 'timeout must be at most 180 seconds'],
    [{ silence: '31' }, 'silence must be at most 30 seconds'],
    [{ format: 'opus_16k' }, 'unsupported audio format'],
    [{ format: 'wav' }, 'unsupported audio format'],
  ])('%j → success false, final true, cause %s, then close', async (params, cause) => {
    const messages = await session(streamUrl(params));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ success: false, final: true, text: '', cause });
  });
});

describe('stream session', () => {
  it('ready, then a final on a text --EOF-- with the words', async () => {
    const messages = await session(streamUrl({}), async (ws) => {
      await sendPcm(ws, pcm16kRaw(), 8);
      ws.send('--EOF--');
    });
    expect(messages[0]).toMatchObject({ success: true, final: false, text: '', cause: 'ready' });
    const last = messages[messages.length - 1] as Msg;
    expect(last).toMatchObject({ success: true, final: true, cause: 'EOF received' });
    expect(last.text).toMatch(/forward/);
  });
  it('sends cumulative partials while audio arrives, and accepts --EOF-- as a binary frame', async () => {
    const messages = await session(streamUrl({ silence: '30', timeout: '60' }), async (ws) => {
      const pcm = pcm16kRaw();
      let partials = 0;
      ws.on('message', (d) => {
        if (JSON.parse(d.toString()).cause === 'partial') partials++;
      });
      await sendPcm(ws, pcm.subarray(0, 48_000), 2);
      // let the partial of the first 1.5 s come back (however busy the machine is)
      for (let i = 0; i < 300 && partials === 0; i++) await sleep(100);
      await sendPcm(ws, pcm.subarray(48_000), 4);
      ws.send(Buffer.from('--EOF--'));
    });
    const partials = messages.filter((m) => m.cause === 'partial');
    expect(partials.length).toBeGreaterThan(0);
    for (const p of partials) expect(p).toMatchObject({ success: true, final: false });
    expect(messages[messages.length - 1]).toMatchObject({ final: true, cause: 'EOF received' });
  });
  it('ends with silence detected after speech then quiet', async () => {
    const messages = await session(streamUrl({ silence: '0.5' }), async (ws) => {
      await sendPcm(ws, Buffer.concat([pcm16kRaw(), Buffer.alloc(32_000)]), 8);
    });
    const last = messages[messages.length - 1] as Msg;
    expect(last).toMatchObject({ success: true, final: true, cause: 'silence detected' });
    // A timed final carries what was recognized by its deadline: the words, or (on a machine too
    // busy to recognize 3 s of audio by then) the start of them.
    for (const word of last.text.split(' ').filter(Boolean))
      expect(['go', 'for', 'forward', 'ten', 'meters']).toContain(word);
  });
  it('with continuous=true goes on after silence detected until --EOF--', async () => {
    // A generous session timeout: on a loaded machine the two recognitions can outlast the default 15 s.
    const messages = await session(
      streamUrl({ silence: '0.5', continuous: 'true', timeout: '60' }),
      async (ws) => {
        await sendPcm(ws, Buffer.concat([pcm16kRaw(), Buffer.alloc(32_000)]), 8);
        await sleep(1500);
        await sendPcm(ws, pcm16kRaw(), 8);
        ws.send('--EOF--');
      },
    );
    const finals = messages.filter((m) => m.final);
    expect(finals.map((m) => m.cause)).toEqual(['silence detected', 'EOF received']);
    expect(finals[1]?.text).toMatch(/forward/);
  });
  it('ends with timeout when the connection outlives the timeout parameter', async () => {
    const started = Date.now();
    const messages = await session(streamUrl({ timeout: '1' }));
    expect(messages[messages.length - 1]).toMatchObject({
      success: true,
      final: true,
      cause: 'timeout',
      text: '',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });
  it('audio too short when --EOF-- comes before any real audio', async () => {
    const messages = await session(streamUrl({}), (ws) => {
      ws.send(Buffer.alloc(640));
      ws.send('--EOF--');
    });
    expect(messages[messages.length - 1]).toMatchObject({ final: true, cause: 'audio too short' });
  });
  it('decodes 8k_int16 frames (resampled to 16 kHz)', async () => {
    const pcm = pcm16kRaw();
    const half = Buffer.alloc(Math.floor(pcm.length / 4) * 2);
    for (let i = 0; i < half.length / 2; i++) half.writeInt16LE(pcm.readInt16LE(i * 4), i * 2);
    const messages = await session(streamUrl({ format: '8k_int16' }), async (ws) => {
      await sendPcm(ws, half, 8);
      ws.send('--EOF--');
    });
    expect(messages[messages.length - 1]?.text).toMatch(/forward/);
  });
});

describe('stream byte limit', () => {
  // The recording as Ogg Opus (~8 KB): a container the session decodes whole at --EOF--.
  let ogg: Buffer;
  beforeAll(() => {
    ogg = execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 's16le', '-ar', '16000', '-ac', '1'],
      ...['-i', GOFORWARD_RAW, '-c:a', 'libopus', '-b:a', '24k', '-f', 'ogg', 'pipe:1'],
    ]);
  });
  const sendOgg = async (api: TestApi) =>
    session(streamUrl({ format: 'ogg_opus' }, api), async (ws) => {
      for (let i = 0; i < ogg.length; i += 1000) {
        ws.send(ogg.subarray(i, i + 1000));
        await sleep(5);
      }
      ws.send('--EOF--');
    });
  it('counts container bytes once: a stream under the limit is transcribed', async () => {
    const api = await startApi({ limits: { streamBytes: Math.ceil(ogg.length * 1.5) } });
    try {
      const messages = await sendOgg(api);
      const last = messages[messages.length - 1] as Msg;
      expect(last).toMatchObject({ success: true, final: true, cause: 'EOF received' });
      expect(last.text).toMatch(/forward/);
    } finally {
      await api.api.close();
    }
  });
  it('a stream over the limit ends with the limit in the cause', async () => {
    const api = await startApi({ limits: { streamBytes: 6000 } });
    try {
      const messages = await sendOgg(api);
      expect(messages[messages.length - 1]).toMatchObject({
        success: false,
        final: true,
        cause: 'audio exceeds the stream limit of 5.9 KB',
      });
    } finally {
      await api.api.close();
    }
  });
});
