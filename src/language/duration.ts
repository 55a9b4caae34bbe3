// How long a recording is. ffprobe on a pipe answers `N/A` for WAV, OGG and MP3 (it cannot seek
// to the end), so a long voice note looked short and went to file STT (issue 9). music-metadata
// reads the length from the container itself: the WAV header, the last OGG page's granule
// position, MP3 frames (Xing/VBRI headers, else counting), FLAC STREAMINFO, MP4 and WebM headers.
// Anything it cannot read is decoded with ffmpeg and its samples counted.
import { parseBuffer } from 'music-metadata';
import { toPcm16kMono } from './audio.js';

/** Bytes per second of the 16 kHz mono 16-bit PCM that toPcm16kMono returns. */
const PCM_BYTES_PER_S = 32_000;

/** Seconds of audio according to its container; undefined when the container does not say. */
export async function containerDurationS(audio: Buffer): Promise<number | undefined> {
  try {
    const { format } = await parseBuffer(audio, undefined, { duration: true, skipCovers: true });
    const s = format.duration;
    return s !== undefined && Number.isFinite(s) && s >= 0 ? s : undefined;
  } catch {
    return undefined;
  }
}

/** Seconds of audio: from the container, else by decoding it; undefined only for undecodable bytes. */
export async function audioDurationS(audio: Buffer): Promise<number | undefined> {
  const fromContainer = await containerDurationS(audio);
  if (fromContainer !== undefined) return fromContainer;
  try {
    return (await toPcm16kMono(audio)).length / PCM_BYTES_PER_S;
  } catch {
    return undefined;
  }
}

/**
 * Extra time a speech-to-text call gets on top of the configured timeout: a recogniser must at
 * least listen through the audio, so a 185 s clip is not timed out (and re-sent) after 30 s.
 */
export function sttExtraTimeoutMs(durationS: number | undefined): number {
  return durationS && durationS > 0 ? Math.ceil(durationS * 1000) : 0;
}
