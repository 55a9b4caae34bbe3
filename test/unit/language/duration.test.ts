// Duration of a recording from its container (ffprobe on a pipe says N/A for WAV, OGG and MP3, so a
// 185 s clip looked short), and a file-STT timeout that grows with the audio's length.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wavFromPcm16kMono } from '../../../src/language/audio.js';
import { audioDurationS, containerDurationS } from '../../../src/language/duration.js';
import { TimeoutError } from '../../../src/language/errors.js';
import { clientFor, json, type Loopback, startLoopback } from './loopback.js';

const dir = mkdtempSync(join(tmpdir(), 'dubash-duration-'));

/** 185 s of a tone in `ext`, made by ffmpeg. */
function clip(ext: string, codec: string[] = []): Buffer {
  const out = join(dir, `clip.${ext}`);
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=185',
    '-ar',
    '16000',
    '-ac',
    '1',
    ...codec,
    out,
  ]);
  return readFileSync(out);
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('audio duration', () => {
  it.each([
    ['wav', []],
    ['ogg', ['-c:a', 'libopus']],
    ['mp3', []],
    ['flac', []],
    ['m4a', ['-c:a', 'aac']],
    ['webm', ['-c:a', 'libopus']],
  ])('reads 185 s from a %s file', async (ext, codec) => {
    const seconds = await audioDurationS(clip(ext, codec));
    expect(seconds).toBeGreaterThan(184.5);
    expect(seconds).toBeLessThan(185.5);
  });

  it('reads a streamed WAV (sizes unknown) from its data', async () => {
    const wav = wavFromPcm16kMono(Buffer.alloc(32_000 * 3));
    const raw = Buffer.concat([wav.subarray(0, 4), Buffer.from('XXXX'), wav.subarray(8)]);
    raw.writeUInt32LE(0xffffffff, 40); // a streamed WAV's unknown data size
    const seconds = await audioDurationS(raw);
    expect(seconds).toBeGreaterThan(2.9);
    expect(seconds).toBeLessThan(3.1);
  });

  it('bytes that are no audio have no duration', async () => {
    expect(await containerDurationS(Buffer.from('not audio at all'))).toBeUndefined();
    expect(await audioDurationS(Buffer.from('not audio at all'))).toBeUndefined();
  });
});

describe('file STT timeout', () => {
  let server: Loopback;
  beforeAll(async () => {
    server = await startLoopback();
  });
  afterAll(() => server.close());

  it('grows with the length of the audio: a 3 s clip is not timed out at 300 ms', async () => {
    // The recogniser needs longer than the configured timeout, as a long clip would.
    server.setHandler(async (_req, res) => {
      await new Promise((r) => setTimeout(r, 1_000));
      json(res, 200, { id: 'r1', success: true, final: true, text: 'hello', display_text: 'Hello.' });
    });
    const client = clientFor(server, { timeoutMs: 300, deadlineMs: 600, retries: 0 });
    try {
      const result = await client.transcribeFile({
        audio: wavFromPcm16kMono(Buffer.alloc(32_000 * 3)),
        language: 'en',
      });
      expect(result.displayText).toBe('Hello.');
      // A clip too short to need more is still held to the configured timeout.
      await expect(
        client.transcribeFile({ audio: wavFromPcm16kMono(Buffer.alloc(3_200)), language: 'en' }),
      ).rejects.toBeInstanceOf(TimeoutError);
    } finally {
      await client.close();
    }
  });
});
