// How long an uploaded recording lasts, read from its container without decoding it (music-metadata:
// the WAV header, FLAC STREAMINFO, MP3 Xing/VBRI headers or frames), so a batch upload can reserve
// its audio seconds of credit before it is queued. Undefined when the container does not say (the
// caller then reserves what it can check later).
import { parseBuffer } from 'music-metadata';

export async function audioSeconds(buf: Buffer): Promise<number | undefined> {
  try {
    const { format } = await parseBuffer(buf, undefined, { duration: true, skipCovers: true });
    const s = format.duration;
    return s !== undefined && Number.isFinite(s) && s > 0 ? s : undefined;
  } catch {
    return undefined;
  }
}
