// Audio in and out of the engines, through ffmpeg. Recognizers take 16 kHz mono int16 PCM; speech
// synthesis produces int16 PCM that is then encoded into the container the caller asked for.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { joinBuffers } from '../join-buffers.js';
import { lastErrorLine, runProcess } from './process.js';
import { EngineInputError } from './types.js';

export type AudioFormat = 'wav' | 'mp3' | 'flac' | 'ogg' | 'opus' | 'pcm';

/** Raw (headerless) stream formats of the contract and how ffmpeg reads them. */
const RAW_FORMATS: Record<string, { fmt: string; rate: number }> = {
  '16k_int16': { fmt: 's16le', rate: 16000 },
  '8k_int16': { fmt: 's16le', rate: 8000 },
  '16k_uint8': { fmt: 'u8', rate: 16000 },
  '8k_uint8': { fmt: 'u8', rate: 8000 },
  '16k_ulaw': { fmt: 'mulaw', rate: 16000 },
  '8k_ulaw': { fmt: 'mulaw', rate: 8000 },
};

const FFMPEG_BASE = ['-hide_banner', '-nostats', '-loglevel', 'error'];
/** Two hours of 16 kHz int16 mono: more than any accepted upload decodes to. */
const MAX_DECODED_BYTES = 16000 * 2 * 7200;
const DECODE_TIMEOUT_MS = 120_000;

type Container = 'wav' | 'mp3' | 'flac' | 'ogg' | 'mp4' | 'webm' | null;

/** Recognizes a container by its first bytes, so a raw hint cannot misread a real file. */
export function sniffContainer(buf: Buffer): Container {
  if (buf.length < 12) return null;
  const ascii4 = buf.toString('latin1', 0, 4);
  if (ascii4 === 'RIFF' && buf.toString('latin1', 8, 12) === 'WAVE') return 'wav';
  if (ascii4 === 'fLaC') return 'flac';
  if (ascii4 === 'OggS') return 'ogg';
  if (buf.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  if (buf.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (buf.toString('latin1', 0, 3) === 'ID3') return 'mp3';
  // MPEG audio frame sync: 11 set bits, a valid layer
  if (buf[0] === 0xff && ((buf[1] ?? 0) & 0xe0) === 0xe0 && ((buf[1] ?? 0) & 0x06) !== 0) return 'mp3';
  return null;
}

function decodeError(stderr: string): EngineInputError {
  // ffmpeg prefixes lines with "pipe:0: " or "[mp3 @ 0x55…] "; the reason is what follows.
  const reason = lastErrorLine(stderr, 200)
    .replace(/^\[[^\]]*\]\s*/, '')
    .replace(/^(pipe:0|\S+\.in):\s*/, '')
    .slice(0, 100);
  return new EngineInputError(`audio could not be decoded: ${reason}`);
}

/**
 * Any supported upload → 16 kHz mono signed 16-bit little-endian PCM.
 * `formatHint` is the contract's format code; raw codes are honoured only when the bytes carry no
 * container header (a WAV sent as `16k_int16`, the documented default, is still read as WAV).
 * Everything else (wav, mp3, flac, ogg_opus, ogg_vorbis, opus_16k/opus_8k in Ogg, m4a, webm) is
 * probed by ffmpeg; bare Opus packets without a container cannot be framed and are refused.
 */
export async function decodeToPcm16k(
  buf: Buffer,
  formatHint?: string,
  signal?: AbortSignal,
): Promise<Buffer> {
  if (buf.length === 0) throw new EngineInputError('audio could not be decoded: the file is empty');
  const container = sniffContainer(buf);
  const raw = formatHint ? RAW_FORMATS[formatHint] : undefined;
  if (!container && raw) {
    if (raw.fmt === 's16le' && raw.rate === 16000) {
      // Already what recognizers want; drop a dangling odd byte.
      return buf.length % 2 === 0 ? buf : buf.subarray(0, buf.length - 1);
    }
    return ffmpegToPcm16k(['-f', raw.fmt, '-ar', String(raw.rate), '-ac', '1', '-i', 'pipe:0'], buf, signal);
  }
  if (container === 'mp4') {
    // MP4/M4A often keeps its index (moov) at the end, which ffmpeg cannot reach on a pipe.
    const dir = await mkdtemp(join(tmpdir(), 'dubash-audio-'));
    try {
      const path = join(dir, 'input.in');
      await writeFile(path, buf);
      return await ffmpegToPcm16k(['-i', path], undefined, signal);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return ffmpegToPcm16k(['-i', 'pipe:0'], buf, signal);
}

async function ffmpegToPcm16k(
  inputArgs: string[],
  input: Buffer | undefined,
  signal?: AbortSignal,
): Promise<Buffer> {
  const args = [
    ...FFMPEG_BASE,
    ...inputArgs,
    '-vn',
    '-map',
    '0:a:0',
    '-f',
    's16le',
    '-acodec',
    'pcm_s16le',
    '-ac',
    '1',
    '-ar',
    '16000',
    'pipe:1',
  ];
  const { stdout, stderr, code } = await runProcess('ffmpeg', args, {
    input,
    timeoutMs: DECODE_TIMEOUT_MS,
    maxOutputBytes: MAX_DECODED_BYTES,
    signal,
  });
  if (code !== 0) throw decodeError(stderr);
  if (stdout.length < 2) throw new EngineInputError('audio could not be decoded: no audio samples found');
  return stdout.length % 2 === 0 ? stdout : stdout.subarray(0, stdout.length - 1);
}

/** Rates libopus can encode at. */
const OPUS_RATES = [8000, 12000, 16000, 24000, 48000];

/**
 * Mono int16 PCM at `inRate` → `format` at `outRate`.
 * - wav/pcm: resampled by ffmpeg, WAV header written here (ffmpeg cannot fill in sizes on a pipe).
 * - ogg is Ogg/Vorbis, opus is Ogg/Opus.
 * - Opus encodes only at 8/12/16/24/48 kHz. Those rates are encoded as asked; 22050 and 44100 are
 *   resampled to the next higher Opus rate (24000/48000) and the OpusHead "input sample rate" is
 *   patched back to the requested rate, so the header still says what was asked for. (Opus decoders
 *   always output 48 kHz regardless; the header field is the informative original rate.)
 */
export async function encodeAudio(
  pcm: Buffer,
  inRate: number,
  outRate: number,
  format: AudioFormat,
): Promise<Buffer> {
  if (!Number.isInteger(outRate) || outRate < 8000 || outRate > 192000) {
    throw new EngineInputError(`invalid sample_rate value: ${outRate}`);
  }
  const even = pcm.length % 2 === 0 ? pcm : pcm.subarray(0, pcm.length - 1);
  if (format === 'wav' || format === 'pcm') {
    const samples = inRate === outRate ? even : await ffmpegEncode(even, inRate, outRate, ['-f', 's16le']);
    return format === 'pcm' ? samples : joinBuffers([wavHeader(outRate, 1, 16, samples.length), samples]);
  }
  if (format === 'mp3') {
    const kbps = outRate <= 8000 ? 24 : outRate <= 16000 ? 32 : outRate <= 24000 ? 48 : 64;
    return ffmpegEncode(even, inRate, outRate, ['-c:a', 'libmp3lame', '-b:a', `${kbps}k`, '-f', 'mp3']);
  }
  if (format === 'flac') return ffmpegEncode(even, inRate, outRate, ['-c:a', 'flac', '-f', 'flac']);
  if (format === 'ogg')
    return ffmpegEncode(even, inRate, outRate, ['-c:a', 'libvorbis', '-q:a', '4', '-f', 'ogg']);
  if (format === 'opus') {
    const encodeRate = OPUS_RATES.find((rate) => rate >= outRate) ?? 48000;
    const ogg = await ffmpegEncode(even, inRate, encodeRate, ['-c:a', 'libopus', '-b:a', '32k', '-f', 'ogg']);
    return encodeRate === outRate ? ogg : patchOpusInputRate(ogg, outRate);
  }
  throw new EngineInputError(`invalid format value: ${String(format)}`);
}

async function ffmpegEncode(
  pcm: Buffer,
  inRate: number,
  outRate: number,
  outArgs: string[],
): Promise<Buffer> {
  const args = [
    ...FFMPEG_BASE,
    ...['-f', 's16le', '-ar', String(inRate), '-ac', '1', '-i', 'pipe:0'],
    ...['-ar', String(outRate), '-ac', '1', ...outArgs, 'pipe:1'],
  ];
  const { stdout, stderr, code } = await runProcess('ffmpeg', args, { input: pcm, timeoutMs: 120_000 });
  if (code !== 0) throw new Error(`audio encoding failed: ${lastErrorLine(stderr)}`);
  return stdout;
}

/** Canonical 44-byte PCM WAV header. */
export function wavHeader(
  sampleRate: number,
  channels: number,
  bitsPerSample: number,
  dataBytes: number,
): Buffer {
  const header = Buffer.alloc(44);
  const blockAlign = (channels * bitsPerSample) / 8;
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(bitsPerSample, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  dataBytes: number;
  durationS: number;
  /** byte offset of the sample data */
  dataOffset: number;
}

/**
 * Reads a RIFF/WAVE header by walking its chunks. Streamed WAVs (espeak-ng --stdout, ffmpeg on a
 * pipe) carry placeholder sizes; the data size is then clamped to the bytes actually present.
 */
export function wavInfo(buf: Buffer): WavInfo {
  if (
    buf.length < 12 ||
    buf.toString('latin1', 0, 4) !== 'RIFF' ||
    buf.toString('latin1', 8, 12) !== 'WAVE'
  ) {
    throw new EngineInputError('not a WAV file (no RIFF/WAVE header)');
  }
  let offset = 12;
  let fmt: { channels: number; sampleRate: number; bitsPerSample: number } | undefined;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('latin1', offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= buf.length) {
      fmt = {
        channels: buf.readUInt16LE(body + 2),
        sampleRate: buf.readUInt32LE(body + 4),
        bitsPerSample: buf.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!fmt) break;
      const dataBytes = Math.min(size, buf.length - body);
      const bytesPerSecond = (fmt.sampleRate * fmt.channels * fmt.bitsPerSample) / 8;
      return {
        ...fmt,
        dataBytes,
        durationS: bytesPerSecond > 0 ? dataBytes / bytesPerSecond : 0,
        dataOffset: body,
      };
    }
    offset = body + size + (size % 2);
  }
  throw new EngineInputError('WAV file has no fmt/data chunk');
}

/** The sample bytes of a WAV file. */
export function wavData(buf: Buffer): { info: WavInfo; data: Buffer } {
  const info = wavInfo(buf);
  return { info, data: buf.subarray(info.dataOffset, info.dataOffset + info.dataBytes) };
}

// Ogg page CRC: polynomial 0x04c11db7, no reflection, initial value 0.
const OGG_CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

function oggCrc(page: Buffer): number {
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ (OGG_CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0;
  return crc;
}

/** Sets OpusHead's input-sample-rate field in the first Ogg page and re-signs the page. */
function patchOpusInputRate(ogg: Buffer, rate: number): Buffer {
  if (ogg.length < 28 || ogg.toString('latin1', 0, 4) !== 'OggS') return ogg;
  const segments = ogg[26] ?? 0;
  let bodyLength = 0;
  for (let i = 0; i < segments; i++) bodyLength += ogg[27 + i] ?? 0;
  const bodyStart = 27 + segments;
  const pageEnd = bodyStart + bodyLength;
  if (pageEnd > ogg.length || ogg.toString('latin1', bodyStart, bodyStart + 8) !== 'OpusHead') return ogg;
  const out = Buffer.from(ogg);
  out.writeUInt32LE(rate, bodyStart + 12);
  out.writeUInt32LE(0, 22);
  out.writeUInt32LE(oggCrc(out.subarray(0, pageEnd)), 22);
  return out;
}
