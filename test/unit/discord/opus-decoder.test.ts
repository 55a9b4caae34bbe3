// The Opus decoder of Discord voice captions, on real Opus packets (Debian's "go forward ten
// meters" recording encoded by ffmpeg as Discord sends voice: 48 kHz stereo, 20 ms frames).
import { execFileSync } from 'node:child_process';
import prism from 'prism-media';
import { beforeAll, describe, expect, it } from 'vitest';
import { OpusDecoder } from '../../../adapters/discord/opus-decoder.js';

const RECORDING = '/usr/share/pocketsphinx/test/data/goforward.raw';

function encode(): Buffer {
  return execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 's16le', '-ar', '16000', '-ac', '1', '-i', RECORDING],
    ...['-c:a', 'libopus', '-ar', '48000', '-ac', '2', '-frame_duration', '20', '-f', 'ogg', '-'],
  ]);
}

/** ffmpeg's own decoding (libopus) of the Ogg, for comparison. */
function ffmpegDecode(ogg: Buffer): Buffer {
  return execFileSync('ffmpeg', ['-v', 'error', '-i', '-', '-f', 's16le', '-ar', '48000', '-ac', '2', '-'], {
    input: ogg,
  });
}

async function packets(ogg: Buffer): Promise<Buffer[]> {
  const demuxer = new prism.opus.OggDemuxer();
  const out: Buffer[] = [];
  demuxer.on('data', (p: Buffer) => out.push(p));
  const done = new Promise((resolve) => demuxer.once('end', resolve));
  demuxer.end(ogg);
  await done;
  return out;
}

/** prism-media's decoder, alone in opusscript's heap (where it decodes correctly). */
async function prismDecode(input: Buffer[]): Promise<Buffer[]> {
  const decoder = new prism.opus.Decoder({ rate: 48_000, channels: 2, frameSize: 960 });
  const out: Buffer[] = [];
  decoder.on('data', (pcm: Buffer) => out.push(pcm));
  const done = new Promise((resolve) => decoder.once('end', resolve));
  for (const p of input) decoder.write(p);
  decoder.end();
  await done;
  return out;
}

describe('OpusDecoder', () => {
  let ogg: Buffer;
  let opus: Buffer[];
  let reference: Buffer[];
  beforeAll(async () => {
    ogg = encode();
    opus = await packets(ogg);
    reference = await prismDecode(opus);
  });

  it('decodes 20 ms packets to 48 kHz stereo PCM, the same bytes as prism-media', async () => {
    expect(opus.length).toBeGreaterThan(100); // 2.8 s
    const decoder = await OpusDecoder.create();
    const pcm = opus.map((p) => decoder.decode(p));
    decoder.free();
    expect(pcm[10]?.length).toBe(960 * 2 * 2);
    expect(Buffer.concat(pcm).equals(Buffer.concat(reference))).toBe(true);
    // The recording, not silence or noise: as loud as libopus's own decoding (RMS within 5 %).
    const rms = (b: Buffer) => {
      let sum = 0;
      for (let i = 0; i < b.length; i += 2) sum += b.readInt16LE(i) ** 2;
      return Math.sqrt(sum / (b.length / 2));
    };
    const expected = rms(ffmpegDecode(ogg));
    expect(expected).toBeGreaterThan(300);
    expect(Math.abs(rms(Buffer.concat(pcm)) - expected)).toBeLessThan(expected * 0.05);
  });

  it('keeps 75 speakers decoding at once (prism-media over opusscript fails past about 20)', async () => {
    const decoders = await Promise.all(Array.from({ length: 75 }, () => OpusDecoder.create()));
    const frames = opus.slice(0, 40);
    const out = decoders.map(() => [] as Buffer[]);
    for (const frame of frames) for (const [i, d] of decoders.entries()) out[i]?.push(d.decode(frame));
    for (const d of decoders) d.free();
    const expected = Buffer.concat(reference.slice(0, 40));
    for (const pcm of out) expect(Buffer.concat(pcm).equals(expected)).toBe(true);
  });

  it('refuses to decode once freed', async () => {
    const decoder = await OpusDecoder.create();
    decoder.free();
    expect(() => decoder.decode(opus[0] as Buffer)).toThrow('freed');
  });
});
