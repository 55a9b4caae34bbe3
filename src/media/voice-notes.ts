// ffmpeg for the platforms' voice notes, shared by every adapter: any audio → OGG/Opus (what
// Telegram and Discord show as a voice note), the sound track of a video → OGG/Opus (what STT takes
// as `ogg_opus`), and raw PCM (for Discord's waveform).
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** OGG container whose first stream is Opus. */
export function isOggOpus(buf: Buffer): boolean {
  return buf.toString('latin1', 0, 4) === 'OggS' && buf.subarray(0, 200).includes('OpusHead');
}

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

/** Runs ffmpeg on a temporary copy (MP4 inputs need to seek) and returns what it wrote to stdout. */
async function ffmpeg(input: Buffer, outputArgs: string[]): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'dubash-media-'));
  try {
    const file = join(dir, 'input');
    await writeFile(file, input);
    return await new Promise<Buffer>((resolve, reject) => {
      const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-i', file, ...outputArgs, 'pipe:1'];
      const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      const out: Buffer[] = [];
      let err = '';
      child.stdout.on('data', (c: Buffer) => out.push(c));
      child.stderr.on('data', (c: Buffer) => {
        err = (err + c.toString()).slice(-1000);
      });
      child.on('error', (e: NodeJS.ErrnoException) =>
        reject(
          e.code === 'ENOENT'
            ? new Error('ffmpeg is needed for voice notes: install the Debian package `ffmpeg`')
            : e,
        ),
      );
      child.on('close', (code) => {
        if (code === 0 && out.length) return resolve(Buffer.concat(out));
        reject(new Error(`ffmpeg could not convert the audio: ${err.trim().split('\n').pop() ?? code}`));
      });
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Any audio (TTS WAV, MP3, …) as an OGG/Opus voice note; OGG/Opus passes through untouched. */
export async function toOggOpus(audio: Buffer): Promise<Buffer> {
  return isOggOpus(audio) ? audio : ffmpeg(audio, OPUS_OUT);
}

/** The sound track of a video (or video note) as OGG/Opus. */
export function extractAudio(video: Buffer): Promise<Buffer> {
  return ffmpeg(video, OPUS_OUT);
}

/** Mono 16-bit little-endian PCM at `rate` Hz. */
export function toPcm16(audio: Buffer, rate: number): Promise<Buffer> {
  return ffmpeg(audio, ['-vn', '-ac', '1', '-ar', String(rate), '-f', 's16le']);
}
