// Sample rate and duration of audio the CLI wrote, for its one-line summary. WAV and PCM are read
// from the bytes; other formats ask ffprobe and go without a duration if it is missing.
import { execFile } from 'node:child_process';

export interface AudioInfo {
  sampleRate?: number;
  durationS?: number;
  channels?: number;
}

/** Reads the `fmt ` and `data` chunks of a RIFF/WAVE file; undefined when it is not one. */
export function wavInfo(buf: Buffer): AudioInfo | undefined {
  if (buf.length < 12 || buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') {
    return undefined;
  }
  let offset = 12;
  let sampleRate: number | undefined;
  let byteRate: number | undefined;
  let channels: number | undefined;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('ascii', offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 24 <= buf.length) {
      channels = buf.readUInt16LE(offset + 10);
      sampleRate = buf.readUInt32LE(offset + 12);
      byteRate = buf.readUInt32LE(offset + 16);
    } else if (id === 'data') {
      // Streamed WAVs may carry a placeholder size: trust the bytes actually present.
      const dataBytes = Math.min(size, buf.length - offset - 8);
      return { sampleRate, channels, durationS: byteRate ? dataBytes / byteRate : undefined };
    }
    offset += 8 + size + (size % 2);
  }
  return { sampleRate, channels };
}

/** Facts about audio already written to `path` (ffprobe reads the file: pipes hide the duration). */
export async function audioInfo(
  buf: Buffer,
  format: string,
  requestedRate: number,
  path: string,
): Promise<AudioInfo> {
  if (format === 'wav') return wavInfo(buf) ?? {};
  if (format === 'pcm')
    return { sampleRate: requestedRate, channels: 1, durationS: buf.length / (requestedRate * 2) };
  return probeFile(path);
}

function probeFile(path: string): Promise<AudioInfo> {
  return new Promise((resolve) => {
    execFile(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'stream=sample_rate,channels:format=duration', '-of', 'json', path],
      { timeout: 10_000, encoding: 'utf8' },
      (error, stdout) => {
        if (error) return resolve({});
        try {
          const parsed = JSON.parse(stdout) as {
            streams?: { sample_rate?: string; channels?: number }[];
            format?: { duration?: string };
          };
          const stream = parsed.streams?.[0];
          const duration = Number(parsed.format?.duration);
          resolve({
            sampleRate: stream?.sample_rate ? Number(stream.sample_rate) : undefined,
            channels: stream?.channels,
            durationS: Number.isFinite(duration) ? duration : undefined,
          });
        } catch {
          resolve({});
        }
      },
    );
  });
}
