// Recognises audio from its bytes and picks the API's STT format code. Formats the API takes are
// sent as they are (a Telegram or Discord voice note is OGG/Opus → `ogg_opus`); the rest (M4A, AAC,
// WebM, …) are transcoded with ffmpeg to 16 kHz mono 16-bit WAV (`16k_int16`).
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { SttFileFormat } from './codes.js';
import { InvalidRequestError, LanguageApiError } from './errors.js';

export type AudioContainer = 'wav' | 'ogg' | 'mp3' | 'flac' | 'm4a' | 'aac' | 'webm';

export interface AudioInfo {
  container: AudioContainer;
  /** e.g. pcm_s16le, opus, vorbis, flac, mp3, aac */
  codec?: string;
  sampleRate?: number;
  channels?: number;
  bitsPerSample?: number;
}

export interface PreparedAudio {
  audio: Buffer;
  format: SttFileFormat;
  info: AudioInfo;
  /** Whether ffmpeg re-encoded the audio. */
  transcoded: boolean;
}

/** ffmpeg is not installed (or not on PATH). */
export class AudioToolMissingError extends LanguageApiError {}

export const UNRECOGNISED_AUDIO = 'audio is not a recognised format (WAV, OGG/Opus, MP3, FLAC, M4A, WebM)';

const STT_RATE = 16000;

// ---------- detection ----------
export interface WavLayout {
  audioFormat: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataOffset: number;
  dataLength: number;
}

const WAV_CODECS: Record<number, (bits: number) => string> = {
  1: (bits) => (bits === 8 ? 'pcm_u8' : `pcm_s${bits}le`),
  3: (bits) => `pcm_f${bits}le`,
  6: () => 'alaw',
  7: () => 'mulaw',
};

/**
 * Walks the RIFF chunks of a WAV file (the caller has checked `RIFF….WAVE`) for `fmt ` and `data`;
 * undefined when either is missing or cut short.
 */
export function parseWav(buf: Buffer): WavLayout | undefined {
  let fmt: Omit<WavLayout, 'dataOffset' | 'dataLength'> | undefined;
  let offset = 12;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('latin1', offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= buf.length) {
      let audioFormat = buf.readUInt16LE(body);
      // WAVE_FORMAT_EXTENSIBLE keeps the real format in the first two bytes of the sub-format GUID.
      if (audioFormat === 0xfffe && size >= 26 && body + 26 <= buf.length)
        audioFormat = buf.readUInt16LE(body + 24);
      fmt = {
        audioFormat,
        channels: buf.readUInt16LE(body + 2),
        sampleRate: buf.readUInt32LE(body + 4),
        bitsPerSample: buf.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!fmt) return undefined;
      // Streamed WAVs carry 0 or 0xFFFFFFFF as the data size: take what is there.
      const declared = size === 0 || size === 0xffffffff ? buf.length - body : size;
      return { ...fmt, dataOffset: body, dataLength: Math.min(declared, buf.length - body) };
    }
    offset = body + size + (size % 2);
  }
  return undefined;
}

function parseOgg(buf: Buffer): Pick<AudioInfo, 'codec' | 'sampleRate' | 'channels'> | undefined {
  if (buf.length < 28) return undefined;
  const segments = buf[26] ?? 0;
  const p = 27 + segments;
  const head = buf.subarray(p, p + 64);
  if (head.toString('latin1', 0, 8) === 'OpusHead' && head.length >= 16) {
    return { codec: 'opus', channels: head[9], sampleRate: head.readUInt32LE(12) || 48000 };
  }
  if (head.toString('latin1', 0, 7) === '\x01vorbis' && head.length >= 16) {
    return { codec: 'vorbis', channels: head[11], sampleRate: head.readUInt32LE(12) };
  }
  if (head.toString('latin1', 0, 5) === '\x7fFLAC') return { codec: 'flac' };
  if (head.toString('latin1', 0, 8) === 'Speex   ') return { codec: 'speex' };
  return undefined;
}

function parseFlac(buf: Buffer): Pick<AudioInfo, 'sampleRate' | 'channels' | 'bitsPerSample'> | undefined {
  // fLaC, then the STREAMINFO block: 4-byte block header, then sample rate in 20 bits at byte 10.
  if (buf.length < 26 || ((buf[4] ?? 0) & 0x7f) !== 0) return undefined;
  const b = (i: number) => buf[8 + i] ?? 0;
  return {
    sampleRate: (b(10) << 12) | (b(11) << 4) | (b(12) >> 4),
    channels: ((b(12) >> 1) & 0x07) + 1,
    bitsPerSample: (((b(12) & 0x01) << 4) | (b(13) >> 4)) + 1,
  };
}

const MP3_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

function parseMp3(buf: Buffer): Pick<AudioInfo, 'sampleRate' | 'channels'> {
  let offset = 0;
  if (buf.toString('latin1', 0, 3) === 'ID3' && buf.length >= 10) {
    // ID3v2 size is four 7-bit "syncsafe" bytes.
    offset = 10 + (((buf[6] ?? 0) << 21) | ((buf[7] ?? 0) << 14) | ((buf[8] ?? 0) << 7) | (buf[9] ?? 0));
  }
  for (let i = offset; i + 4 <= Math.min(buf.length, offset + 8192); i++) {
    if (buf[i] !== 0xff || ((buf[i + 1] ?? 0) & 0xe0) !== 0xe0) continue;
    const version = ((buf[i + 1] ?? 0) >> 3) & 0x03;
    const rateIndex = ((buf[i + 2] ?? 0) >> 2) & 0x03;
    const rate = MP3_RATES[version]?.[rateIndex];
    if (!rate) continue;
    return { sampleRate: rate, channels: (((buf[i + 3] ?? 0) >> 6) & 0x03) === 3 ? 1 : 2 };
  }
  return {};
}

/** Recognises WAV, OGG (Opus/Vorbis), MP3, FLAC, M4A, AAC and WebM; throws InvalidRequestError otherwise. */
export async function detectAudio(buf: Buffer): Promise<AudioInfo> {
  if (!buf || buf.length === 0)
    throw new InvalidRequestError('audio is empty: give a WAV, OGG, MP3, FLAC, M4A or WebM file', 'audio');
  if (buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WAVE') {
    const wav = parseWav(buf);
    if (!wav || wav.channels === 0 || wav.sampleRate === 0) {
      throw new InvalidRequestError(
        'audio is a WAV file with a damaged header (no fmt or data chunk)',
        'audio',
      );
    }
    const codec = WAV_CODECS[wav.audioFormat]?.(wav.bitsPerSample) ?? `wav_format_${wav.audioFormat}`;
    return {
      container: 'wav',
      codec,
      sampleRate: wav.sampleRate,
      channels: wav.channels,
      bitsPerSample: wav.bitsPerSample,
    };
  }
  if (buf.toString('latin1', 0, 4) === 'OggS') {
    const ogg = parseOgg(buf);
    if (!ogg)
      throw new InvalidRequestError('audio is an OGG file with a damaged or unknown first page', 'audio');
    return { container: 'ogg', ...ogg };
  }
  if (buf.toString('latin1', 0, 4) === 'fLaC') {
    const flac = parseFlac(buf);
    if (!flac) throw new InvalidRequestError('audio is a FLAC file with a damaged header', 'audio');
    return { container: 'flac', codec: 'flac', ...flac };
  }
  const type = await fileTypeFromBuffer(buf);
  switch (type?.ext) {
    case 'mp3':
      return { container: 'mp3', codec: 'mp3', ...parseMp3(buf) };
    case 'm4a':
    case 'mp4':
      return { container: 'm4a', codec: 'aac' };
    case 'aac':
      return { container: 'aac', codec: 'aac' };
    case 'webm': {
      const head = buf.toString('latin1', 0, Math.min(buf.length, 4096));
      return {
        container: 'webm',
        codec: head.includes('A_OPUS') ? 'opus' : head.includes('A_VORBIS') ? 'vorbis' : undefined,
      };
    }
    default:
      throw new InvalidRequestError(
        type ? `${UNRECOGNISED_AUDIO}; got ${type.mime}` : UNRECOGNISED_AUDIO,
        'audio',
      );
  }
}

function isWav16kMonoInt16(info: AudioInfo): boolean {
  return (
    info.container === 'wav' &&
    info.codec === 'pcm_s16le' &&
    info.sampleRate === STT_RATE &&
    info.channels === 1
  );
}

/** The STT format code for audio the API accepts as it is, or undefined when it must be transcoded. */
export function sttFormatFor(info: AudioInfo, batch = false): SttFileFormat | undefined {
  if (info.container === 'wav') return isWav16kMonoInt16(info) ? '16k_int16' : 'wav';
  if (info.container === 'mp3') return 'mp3';
  if (info.container === 'flac') return 'flac';
  // Batch uploads take only wav, flac and mp3 (contract Limits).
  if (batch) return undefined;
  if (info.container === 'ogg' && info.codec === 'opus') return 'ogg_opus';
  if (info.container === 'ogg' && info.codec === 'vorbis') return 'ogg_vorbis';
  return undefined;
}

// ---------- ffmpeg ----------
function runFfmpeg(inputArgs: string[], input: Buffer | undefined, outputArgs: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // With a file input, -nostdin keeps ffmpeg from waiting on keyboard commands.
    const args = [
      '-hide_banner',
      '-loglevel',
      'error',
      ...(input ? [] : ['-nostdin']),
      ...inputArgs,
      ...outputArgs,
      'pipe:1',
    ];
    const child = spawn('ffmpeg', args, { stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout?.on('data', (c: Buffer) => out.push(c));
    child.stderr?.on('data', (c: Buffer) => {
      err = (err + c.toString()).slice(-2000);
    });
    child.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') {
        reject(
          new AudioToolMissingError(
            'ffmpeg is needed to convert this audio but is not installed: install the Debian package `ffmpeg` (apt-get install ffmpeg)',
          ),
        );
      } else reject(e);
    });
    child.on('close', (code) => {
      if (code === 0 && out.length > 0) return resolve(Buffer.concat(out));
      const reason = err.trim().split('\n').pop() || `ffmpeg exited with code ${code}`;
      reject(
        new InvalidRequestError(`audio could not be decoded (corrupt or unsupported): ${reason}`, 'audio'),
      );
    });
    if (input && child.stdin) {
      // ffmpeg may stop reading early on bad input; its exit status tells the story, not EPIPE.
      child.stdin.on('error', () => {});
      child.stdin.end(input);
    }
  });
}

/** MP4/M4A with the `moov` atom after `mdat` cannot be demuxed from a pipe (ffmpeg must seek back). */
function needsSeekableInput(buf: Buffer, info: AudioInfo): boolean {
  if (info.container !== 'm4a') return false;
  let offset = 0;
  while (offset + 8 <= buf.length) {
    let size = buf.readUInt32BE(offset);
    const type = buf.toString('latin1', offset + 4, offset + 8);
    if (type === 'moov') return false;
    if (type === 'mdat') return true;
    if (size === 1 && offset + 16 <= buf.length) size = Number(buf.readBigUInt64BE(offset + 8));
    if (size < 8) return true;
    offset += size;
  }
  return true;
}

async function decodeTo(buf: Buffer, info: AudioInfo, outputArgs: string[]): Promise<Buffer> {
  if (!needsSeekableInput(buf, info)) return runFfmpeg(['-i', 'pipe:0'], buf, outputArgs);
  const dir = await mkdtemp(join(tmpdir(), 'dubash-audio-'));
  try {
    const file = join(dir, 'input.m4a');
    await writeFile(file, buf);
    return await runFfmpeg(['-i', file], undefined, outputArgs);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const PCM_16K_MONO = ['-vn', '-ac', '1', '-ar', String(STT_RATE), '-f', 's16le', '-acodec', 'pcm_s16le'];

/** A 44-byte WAV header around raw 16 kHz mono s16le PCM (ffmpeg cannot fix up sizes on a pipe). */
export function wavFromPcm16kMono(pcm: Buffer): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(STT_RATE, 24);
  header.writeUInt32LE(STT_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/** Raw 16 kHz mono s16le PCM of any recognised audio (for streaming a file). */
export async function toPcm16kMono(buf: Buffer): Promise<Buffer> {
  const info = await detectAudio(buf);
  if (isWav16kMonoInt16(info)) {
    const wav = parseWav(buf) as WavLayout;
    return buf.subarray(wav.dataOffset, wav.dataOffset + wav.dataLength - (wav.dataLength % 2));
  }
  return decodeTo(buf, info, PCM_16K_MONO);
}

/**
 * Audio ready for file STT (or batch STT with `batch: true`): as it is with its format code when the
 * API accepts it, otherwise transcoded to 16 kHz mono WAV (`16k_int16`).
 */
export async function prepareForStt(buf: Buffer, opts: { batch?: boolean } = {}): Promise<PreparedAudio> {
  const info = await detectAudio(buf);
  const format = sttFormatFor(info, opts.batch ?? false);
  if (format) return { audio: buf, format, info, transcoded: false };
  const pcm = await decodeTo(buf, info, PCM_16K_MONO);
  return { audio: wavFromPcm16kMono(pcm), format: '16k_int16', info, transcoded: true };
}
