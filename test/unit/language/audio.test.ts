// Audio recognition and STT format choice on real files made here with espeak-ng and ffmpeg.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wavInfo } from '../../../src/cli/audio-info.js';
import {
  AudioToolMissingError,
  detectAudio,
  prepareForStt,
  toPcm16kMono,
  UNRECOGNISED_AUDIO,
  wavFromPcm16kMono,
} from '../../../src/language/audio.js';
import { InvalidRequestError } from '../../../src/language/errors.js';

let dir: string;
const files: Record<string, Buffer> = {};
let speechSamples22k = 0;

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'dubash-audio-test-'));
  const src = join(dir, 'speech22k.wav');
  execFileSync('espeak-ng', ['-w', src, 'go forward ten meters, then turn left']);
  const make: Record<string, string[]> = {
    'wav16k.wav': ['-ar', '16000', '-ac', '1'],
    'stereo16k.wav': ['-ar', '16000', '-ac', '2'],
    'opus.ogg': ['-c:a', 'libopus'],
    'vorbis.ogg': ['-c:a', 'libvorbis'],
    'speech.mp3': ['-c:a', 'libmp3lame'],
    'speech.flac': ['-c:a', 'flac'],
    'speech.m4a': ['-c:a', 'aac'],
    'faststart.m4a': ['-c:a', 'aac', '-movflags', '+faststart'],
    'speech.webm': ['-c:a', 'libopus'],
  };
  for (const [name, args] of Object.entries(make)) {
    ffmpeg(['-i', src, ...args, join(dir, name)]);
    files[name] = readFileSync(join(dir, name));
  }
  files['speech22k.wav'] = readFileSync(src);
  const speech = files['speech22k.wav'];
  speechSamples22k = speech.readUInt32LE(speech.indexOf('data', 12, 'latin1') + 4) / 2;
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const get = (name: string) => files[name] as Buffer;

describe('detectAudio', () => {
  it.each([
    [
      'wav16k.wav',
      { container: 'wav', codec: 'pcm_s16le', sampleRate: 16000, channels: 1, bitsPerSample: 16 },
    ],
    ['speech22k.wav', { container: 'wav', codec: 'pcm_s16le', sampleRate: 22050, channels: 1 }],
    // libopus takes 8/12/16/24/48 kHz: ffmpeg resampled 22050 Hz speech to 24 kHz before encoding.
    ['opus.ogg', { container: 'ogg', codec: 'opus', sampleRate: 24000, channels: 1 }],
    ['vorbis.ogg', { container: 'ogg', codec: 'vorbis', sampleRate: 22050, channels: 1 }],
    ['speech.mp3', { container: 'mp3', codec: 'mp3', sampleRate: 22050, channels: 1 }],
    ['speech.flac', { container: 'flac', codec: 'flac', sampleRate: 22050, channels: 1, bitsPerSample: 16 }],
    ['speech.m4a', { container: 'm4a' }],
    ['speech.webm', { container: 'webm', codec: 'opus' }],
  ])('%s', async (name, expected) => {
    expect(await detectAudio(get(name))).toMatchObject(expected);
  });

  it.each([
    ['garbage bytes', Buffer.from('this is not audio at all, just some text bytes'), UNRECOGNISED_AUDIO],
    [
      'a PNG image',
      Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000', 'hex'),
      `${UNRECOGNISED_AUDIO}; got image/png`,
    ],
    ['nothing', Buffer.alloc(0), 'audio is empty: give a WAV, OGG, MP3, FLAC, M4A or WebM file'],
    [
      'a WAV cut inside its header',
      Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'),
      'audio is a WAV file with a damaged header (no fmt or data chunk)',
    ],
    [
      'an OGG with an unknown first page',
      Buffer.concat([Buffer.from('OggS'), Buffer.alloc(60)]),
      'audio is an OGG file with a damaged or unknown first page',
    ],
  ])('rejects %s with a clear InvalidRequestError', async (_name, bytes, message) => {
    const error = await detectAudio(bytes).catch((e) => e);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error.message).toBe(message);
    expect(error.field).toBe('audio');
  });
});

describe('prepareForStt', () => {
  it.each([
    ['wav16k.wav', '16k_int16'],
    ['speech22k.wav', 'wav'],
    ['stereo16k.wav', 'wav'],
    ['opus.ogg', 'ogg_opus'],
    ['vorbis.ogg', 'ogg_vorbis'],
    ['speech.mp3', 'mp3'],
    ['speech.flac', 'flac'],
  ])('sends %s as it is with format %s', async (name, format) => {
    const prepared = await prepareForStt(get(name));
    expect(prepared.format).toBe(format);
    expect(prepared.transcoded).toBe(false);
    expect(prepared.audio).toBe(get(name));
  });

  it.each(['speech.m4a', 'faststart.m4a', 'speech.webm'])(
    'transcodes %s to 16 kHz mono WAV',
    async (name) => {
      const prepared = await prepareForStt(get(name));
      expect(prepared.format).toBe('16k_int16');
      expect(prepared.transcoded).toBe(true);
      expect(await detectAudio(prepared.audio)).toMatchObject({
        container: 'wav',
        codec: 'pcm_s16le',
        sampleRate: 16000,
        channels: 1,
      });
      // Same duration as the speech (within 100 ms): the whole file was decoded, not a fragment.
      const seconds = (prepared.audio.length - 44) / 2 / 16000;
      expect(Math.abs(seconds - speechSamples22k / 22050)).toBeLessThan(0.1);
    },
  );

  it.each([
    ['opus.ogg', '16k_int16', true],
    ['vorbis.ogg', '16k_int16', true],
    ['speech.mp3', 'mp3', false],
    ['speech22k.wav', 'wav', false],
  ])('for batch sends %s as %s', async (name, format, transcoded) => {
    const prepared = await prepareForStt(get(name), { batch: true });
    expect(prepared.format).toBe(format);
    expect(prepared.transcoded).toBe(transcoded);
  });

  it('decodes a long M4A whose index (moov) comes after the samples', async () => {
    // From a pipe ffmpeg cannot seek back to a trailing moov; a file this size shows it is handled.
    const file = join(dir, 'long.m4a');
    ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=60', '-c:a', 'aac', file]);
    const prepared = await prepareForStt(readFileSync(file));
    expect(prepared.format).toBe('16k_int16');
    expect(Math.abs((prepared.audio.length - 44) / 2 / 16000 - 60)).toBeLessThan(0.1);
  });

  it('reports corrupt audio that ffmpeg cannot decode', async () => {
    const webm = get('speech.webm');
    const broken = Buffer.concat([webm.subarray(0, 64), Buffer.alloc(2000, 0x55)]);
    const error = await prepareForStt(broken).catch((e) => e);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error.message).toMatch(/^audio could not be decoded \(corrupt or unsupported\)/);
  });

  it('names the Debian package when ffmpeg is missing', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const error = await prepareForStt(get('speech.m4a')).catch((e) => e);
      expect(error).toBeInstanceOf(AudioToolMissingError);
      expect(error.message).toMatch(/install the Debian package `ffmpeg`/);
    } finally {
      process.env.PATH = path;
    }
  });
});

describe('toPcm16kMono', () => {
  it('takes the samples of a 16 kHz mono WAV as they are', async () => {
    const wav = get('wav16k.wav');
    // ffmpeg writes a LIST chunk before the samples: find the data chunk.
    const data = wav.indexOf('data', 12, 'latin1');
    const pcm = await toPcm16kMono(wav);
    expect(pcm.equals(wav.subarray(data + 8, data + 8 + wav.readUInt32LE(data + 4)))).toBe(true);
  });

  it('decodes other audio to raw 16 kHz mono s16le of the same duration', async () => {
    const pcm = await toPcm16kMono(get('opus.ogg'));
    expect(pcm.length % 2).toBe(0);
    expect(Math.abs(pcm.length / 2 / 16000 - speechSamples22k / 22050)).toBeLessThan(0.1);
    // Raw PCM, not a WAV: no RIFF header, and there is sound in it.
    expect(pcm.subarray(0, 4).toString('latin1')).not.toBe('RIFF');
    let peak = 0;
    for (let i = 0; i < pcm.length; i += 2) peak = Math.max(peak, Math.abs(pcm.readInt16LE(i)));
    expect(peak).toBeGreaterThan(1000);
  });
});

describe('wavInfo (the CLI summary of a written WAV)', () => {
  it('reads rate, channels and duration, also past a LIST chunk', () => {
    const info = wavInfo(get('wav16k.wav'));
    expect(info?.sampleRate).toBe(16000);
    expect(info?.channels).toBe(1);
    expect(Math.abs((info?.durationS ?? 0) - speechSamples22k / 22050)).toBeLessThan(0.1);
  });

  it('reads a streamed WAV whose data size is the placeholder 0 to the end of the bytes', () => {
    const wav = wavFromPcm16kMono(Buffer.alloc(32000)); // one second
    wav.writeUInt32LE(0, 40);
    expect(wavInfo(wav)).toEqual({ sampleRate: 16000, channels: 1, durationS: 1 });
    expect(wavInfo(Buffer.from('not a wav file'))).toBeUndefined();
  });
});
