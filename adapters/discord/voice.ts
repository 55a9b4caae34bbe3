// Discord voice messages: the audio as OGG/Opus, its duration and the waveform Discord draws (up
// to 256 amplitude bytes, base64), both computed from the audio itself; and the sound track of a
// video (for transcription). ffmpeg does the decoding.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const OPUS_OUT = [
  '-vn',
  '-ac',
  '1',
  '-c:a',
  'libopus',
  '-b:a',
  '32k',
  '-application',
  'voip',
  '-ar',
  '48000',
  '-f',
  'ogg',
];
/** Waveform samples are taken from 8 kHz mono 16-bit PCM. */
const PCM_RATE = 8_000;
const MAX_WAVEFORM = 256;

function ffmpeg(input: Buffer, outputArgs: string[], file?: string): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const args = [
      '-hide_banner',
      '-loglevel',
      'error',
      ...(file ? ['-nostdin', '-i', file] : ['-i', 'pipe:0']),
      ...outputArgs,
      'pipe:1',
    ];
    const child = spawn('ffmpeg', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => {
      err = (err + c.toString()).slice(-1000);
    });
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(
        e.code === 'ENOENT'
          ? new Error('ffmpeg is needed for Discord voice messages: install the Debian package `ffmpeg`')
          : e,
      ),
    );
    // ffmpeg may stop reading early (it has what it needs): not an error.
    child.stdin.on('error', () => undefined);
    child.on('close', (code) => {
      if (code === 0 && out.length) return resolve(Buffer.concat(out));
      reject(new Error(`ffmpeg could not convert the audio: ${err.trim().split('\n').pop() ?? code}`));
    });
    child.stdin.end(input);
  });
}

export function isOggOpus(buf: Buffer): boolean {
  return buf.toString('latin1', 0, 4) === 'OggS' && buf.subarray(0, 200).includes('OpusHead');
}

export interface VoiceMessage {
  ogg: Buffer;
  durationSecs: number;
  /** base64 of up to 256 bytes, 0–255 loudness per slice */
  waveform: string;
}

/** Loudness per slice of 16-bit PCM, scaled so the loudest slice is 255. */
export function waveformOf(pcm: Buffer): string {
  const samples = Math.floor(pcm.length / 2);
  if (!samples) return Buffer.from([0]).toString('base64');
  const points = Math.max(1, Math.min(MAX_WAVEFORM, Math.ceil(samples / (PCM_RATE / 10))));
  const per = samples / points;
  const rms: number[] = [];
  for (let p = 0; p < points; p++) {
    let sum = 0;
    const from = Math.floor(p * per);
    const to = Math.max(from + 1, Math.floor((p + 1) * per));
    for (let i = from; i < to && i < samples; i++) {
      const v = pcm.readInt16LE(i * 2) / 32768;
      sum += v * v;
    }
    rms.push(Math.sqrt(sum / (to - from)));
  }
  const peak = Math.max(...rms, 1e-9);
  return Buffer.from(rms.map((r) => Math.round((r / peak) * 255))).toString('base64');
}

/** Any audio (TTS WAV, MP3, …) → a voice message: OGG/Opus, duration and waveform. */
export async function voiceMessage(audio: Buffer): Promise<VoiceMessage> {
  const ogg = isOggOpus(audio) ? audio : await ffmpeg(audio, OPUS_OUT);
  const pcm = await ffmpeg(ogg, ['-ac', '1', '-ar', String(PCM_RATE), '-f', 's16le']);
  const durationSecs = Math.round((pcm.length / 2 / PCM_RATE) * 100) / 100;
  return { ogg, durationSecs, waveform: waveformOf(pcm) };
}

/** The sound track of a video, as OGG/Opus (what STT takes as `ogg_opus`). */
export async function extractAudio(video: Buffer): Promise<Buffer> {
  // MP4 needs to seek: read from a temporary file, not a pipe.
  const dir = await mkdtemp(join(tmpdir(), 'dubash-discord-'));
  try {
    const file = join(dir, 'input');
    await writeFile(file, video);
    return await ffmpeg(Buffer.alloc(0), OPUS_OUT, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
