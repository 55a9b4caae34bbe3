import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TTS_SAMPLE_RATES } from '../../../src/language/codes.js';
import {
  decodeToPcm16k,
  encodeAudio,
  sniffContainer,
  wavHeader,
  wavInfo,
} from '../../../src/local-api/engines/media.js';
import { runProcess } from '../../../src/local-api/engines/process.js';
import { EngineInputError } from '../../../src/local-api/engines/types.js';

const dir = mkdtempSync(join(tmpdir(), 'media-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One second of a 440 Hz tone, int16 mono. */
function tone(rate: number, seconds = 1): Buffer {
  const samples = Math.round(rate * seconds);
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    pcm.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  return pcm;
}

function probe(file: Buffer, name: string): { codec: string; rate: number } {
  const path = join(dir, name);
  writeFileSync(path, file);
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_name,sample_rate',
    '-of',
    'csv=p=0',
    path,
  ])
    .toString()
    .trim();
  const [codec = '', rate = '0'] = out.split(',');
  return { codec, rate: Number(rate) };
}

const pcmSeconds = (pcm: Buffer) => pcm.length / 32000;

describe('encodeAudio', () => {
  const source = tone(22050);

  for (const rate of TTS_SAMPLE_RATES) {
    it(`writes a WAV header with ${rate} Hz and the right duration`, async () => {
      const wav = await encodeAudio(source, 22050, rate, 'wav');
      const info = wavInfo(wav);
      expect(info).toMatchObject({ sampleRate: rate, channels: 1, bitsPerSample: 16 });
      expect(info.durationS).toBeCloseTo(1, 1);
      expect(probe(wav, `t${rate}.wav`)).toEqual({ codec: 'pcm_s16le', rate });
    });

    it(`encodes mp3, flac, ogg and opus at ${rate} Hz into files that decode back`, async () => {
      const expected = { mp3: 'mp3', flac: 'flac', ogg: 'vorbis', opus: 'opus' } as const;
      for (const format of ['mp3', 'flac', 'ogg', 'opus'] as const) {
        const file = await encodeAudio(source, 22050, rate, format);
        const found = probe(file, `t${rate}.${format}`);
        expect(found.codec).toBe(expected[format]);
        // Opus always decodes at 48 kHz; its header keeps the requested rate (checked below).
        expect(found.rate).toBe(format === 'opus' ? 48000 : rate);
        const back = await decodeToPcm16k(file);
        expect(pcmSeconds(back)).toBeGreaterThan(0.9);
        expect(pcmSeconds(back)).toBeLessThan(1.2);
      }
    });
  }

  it('keeps the requested rate in the OpusHead of a 22050 and 44100 Hz Opus file', async () => {
    for (const rate of [22050, 44100, 16000]) {
      const ogg = await encodeAudio(source, 22050, rate, 'opus');
      const head = ogg.indexOf('OpusHead');
      expect(head).toBeGreaterThan(0);
      expect(ogg.readUInt32LE(head + 12)).toBe(rate);
      // the patched page still passes ffmpeg's CRC check
      const path = join(dir, `crc${rate}.opus`);
      writeFileSync(path, ogg);
      const log = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-f', 'null', '-'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(log.toString()).toBe('');
    }
  });

  it('writes raw PCM at the requested rate', async () => {
    const pcm = await encodeAudio(source, 22050, 8000, 'pcm');
    expect(pcm.length).toBeGreaterThan(15_800);
    expect(pcm.length).toBeLessThan(16_200);
  });
});

describe('decodeToPcm16k', () => {
  it('passes 16k_int16 raw through and drops a dangling odd byte', async () => {
    const raw = tone(16000, 0.5);
    expect(await decodeToPcm16k(raw, '16k_int16')).toEqual(raw);
    expect((await decodeToPcm16k(Buffer.concat([raw, Buffer.from([1])]), '16k_int16')).length).toBe(
      raw.length,
    );
  });

  it('resamples 8k_int16 and reads 8-bit and mu-law raw formats', async () => {
    expect(pcmSeconds(await decodeToPcm16k(tone(8000, 1), '8k_int16'))).toBeCloseTo(1, 1);
    const bytes = Buffer.alloc(8000, 128);
    expect(pcmSeconds(await decodeToPcm16k(bytes, '8k_uint8'))).toBeCloseTo(1, 1);
    expect(pcmSeconds(await decodeToPcm16k(bytes, '16k_uint8'))).toBeCloseTo(0.5, 1);
    expect(pcmSeconds(await decodeToPcm16k(bytes, '8k_ulaw'))).toBeCloseTo(1, 1);
    expect(pcmSeconds(await decodeToPcm16k(bytes, '16k_ulaw'))).toBeCloseTo(0.5, 1);
  });

  it('reads a WAV sent with the default 16k_int16 hint as WAV (header not played as audio)', async () => {
    const wav = Buffer.concat([wavHeader(8000, 1, 16, 16000), tone(8000, 1)]);
    expect(pcmSeconds(await decodeToPcm16k(wav, '16k_int16'))).toBeCloseTo(1, 1);
  });

  it('decodes m4a (index at the end) and webm containers', async () => {
    const wavPath = join(dir, 'src.wav');
    writeFileSync(wavPath, Buffer.concat([wavHeader(16000, 1, 16, 32000), tone(16000, 1)]));
    for (const [name, codec] of [
      ['a.m4a', 'aac'],
      ['a.webm', 'libopus'],
    ]) {
      const out = join(dir, name as string);
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', wavPath, '-c:a', codec as string, out]);
      const file = execFileSync('cat', [out]);
      expect(sniffContainer(file)).toBe(name === 'a.m4a' ? 'mp4' : 'webm');
      expect(pcmSeconds(await decodeToPcm16k(file))).toBeCloseTo(1, 1);
    }
  });

  it('refuses empty, corrupt and non-audio input with a short EngineInputError', async () => {
    await expect(decodeToPcm16k(Buffer.alloc(0))).rejects.toThrow(
      /^audio could not be decoded: the file is empty$/,
    );
    const garbage = Buffer.from('this is a text file, not audio at all '.repeat(50));
    const err = await decodeToPcm16k(garbage, 'wav').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineInputError);
    expect((err as Error).message).toMatch(/^audio could not be decoded: /);
    expect((err as Error).message.length).toBeLessThan(140);
    const truncatedOgg = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(60, 7)]);
    await expect(decodeToPcm16k(truncatedOgg, 'ogg_opus')).rejects.toBeInstanceOf(EngineInputError);
  });
});

describe('wavInfo', () => {
  it('clamps the placeholder sizes of a streamed WAV to the bytes present', () => {
    const header = wavHeader(22050, 1, 16, 0x7ffff000);
    const info = wavInfo(Buffer.concat([header, Buffer.alloc(44100)]));
    expect(info).toMatchObject({ sampleRate: 22050, dataBytes: 44100 });
    expect(info.durationS).toBeCloseTo(1, 3);
  });

  it('refuses what is not a WAV', () => {
    expect(() => wavInfo(Buffer.from('ID3 not a wav file at all'))).toThrow(EngineInputError);
  });
});

describe('runProcess', () => {
  it('passes stdin and returns stdout and the exit code without a shell', async () => {
    const { stdout, code } = await runProcess('cat', [], { input: Buffer.from('$(echo hi); `id`') });
    expect(stdout.toString()).toBe('$(echo hi); `id`');
    expect(code).toBe(0);
  });

  it('names the Debian package of a missing engine binary', async () => {
    await expect(runProcess('tesseract', ['--version'], { env: { PATH: '/nonexistent' } })).rejects.toThrow(
      'tesseract is not installed (install the Debian package tesseract-ocr',
    );
    await expect(runProcess('pdftoppm', [], { env: { PATH: '/nonexistent' } })).rejects.toThrow(
      /poppler-utils/,
    );
  });

  it('kills a process that overruns its time or its output budget', async () => {
    const started = Date.now();
    await expect(runProcess('sleep', ['10'], { timeoutMs: 200 })).rejects.toThrow(
      'sleep timed out after 200 ms',
    );
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(runProcess('head', ['-c', '100000', '/dev/zero'], { maxOutputBytes: 1000 })).rejects.toThrow(
      /more than 1000 bytes/,
    );
  });
});
