// Real Opus frames from a recording, as a Discord client sends them: ffmpeg encodes the file to
// 48 kHz stereo Opus in 20 ms frames (Ogg), and prism-media's Ogg demuxer yields the packets.
// A `.raw` file is read as 16 kHz mono s16le (pocketsphinx's test data); anything else as ffmpeg
// probes it. Encoded once per file per process.
import { spawn } from 'node:child_process';
import prism from 'prism-media';

const cache = new Map<string, Promise<Buffer[]>>();

export function opusFrames(file: string): Promise<Buffer[]> {
  let frames = cache.get(file);
  if (!frames) {
    frames = encode(file);
    cache.set(file, frames);
    frames.catch(() => cache.delete(file));
  }
  return frames;
}

function encode(file: string): Promise<Buffer[]> {
  const input = file.endsWith('.raw') ? ['-f', 's16le', '-ar', '16000', '-ac', '1'] : [];
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', ...input, '-i', file],
      ...['-c:a', 'libopus', '-ar', '48000', '-ac', '2', '-b:a', '32k', '-frame_duration', '20'],
      ...['-f', 'ogg', 'pipe:1'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const demuxer = new prism.opus.OggDemuxer();
  const frames: Buffer[] = [];
  let stderr = '';
  ffmpeg.stderr.on('data', (c: Buffer) => {
    stderr += String(c);
  });
  demuxer.on('data', (packet: Buffer) => frames.push(packet));
  ffmpeg.stdout.pipe(demuxer);
  return new Promise((resolve, reject) => {
    ffmpeg.on('error', reject);
    demuxer.on('error', reject);
    let exited: number | null | undefined;
    let ended = false;
    const settle = () => {
      if (exited === undefined || !ended) return;
      if (exited !== 0) reject(new Error(`ffmpeg could not encode ${file}: ${stderr.trim()}`));
      else if (!frames.length) reject(new Error(`no Opus frames in ${file}`));
      else resolve(frames);
    };
    demuxer.on('end', () => {
      ended = true;
      settle();
    });
    ffmpeg.on('close', (code) => {
      exited = code;
      settle();
    });
  });
}
