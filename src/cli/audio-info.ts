// Sample rate and duration of audio the CLI wrote, for its one-line summary. WAV and PCM are read
// from the bytes; other formats ask ffprobe and go without a duration if it is missing.
import { execFile } from 'node:child_process';
import { parseWav } from '../language/audio.js';

export interface AudioInfo {
  sampleRate?: number;
  durationS?: number;
  channels?: number;
}

/** Rate, channels and duration of a RIFF/WAVE file; undefined when it is not one. */
export function wavInfo(buf: Buffer): AudioInfo | undefined {
  if (buf.length < 12 || buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') {
    return undefined;
  }
  const wav = parseWav(buf);
  if (!wav) return {};
  const bytesPerSecond = wav.sampleRate * wav.channels * (wav.bitsPerSample / 8);
  return {
    sampleRate: wav.sampleRate,
    channels: wav.channels,
    durationS: bytesPerSecond > 0 ? wav.dataLength / bytesPerSecond : undefined,
  };
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
