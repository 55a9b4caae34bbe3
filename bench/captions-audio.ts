// Real speech for the captions bench: Debian's pocketsphinx test recordings (an audiobook reader,
// card names, digits, commands), as 16 kHz mono int16 PCM, repeated to the length asked.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DATA = '/usr/share/pocketsphinx/test/data';
export const PCM_BYTES_PER_SECOND = 32_000;

function toPcm(path: string): Buffer {
  if (path.endsWith('.raw')) return readFileSync(path); // already 16 kHz mono int16
  return execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-f', 's16le', '-ac', '1', '-ar', '16000', '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
}

let recordings: Buffer | undefined;

/** Every recording once, one after the other (about 47 s). */
export function realSpeech(): Buffer {
  if (recordings) return recordings;
  const files = [
    ...readdirSync(join(DATA, 'librivox'))
      .filter((f) => f.endsWith('.wav'))
      .map((f) => join(DATA, 'librivox', f)),
    ...readdirSync(join(DATA, 'cards'))
      .filter((f) => f.endsWith('.wav'))
      .map((f) => join(DATA, 'cards', f)),
    ...['goforward.raw', 'numbers.raw', 'something.raw', 'tidigits/dhd.2934z.raw'].map((f) => join(DATA, f)),
  ].sort();
  recordings = Buffer.concat(files.map(toPcm));
  return recordings;
}

/** `seconds` of real speech (the recordings repeated), whole samples. */
export function speechSeconds(seconds: number): Buffer {
  const one = realSpeech();
  const want = Math.round(seconds * PCM_BYTES_PER_SECOND) & ~1;
  const parts: Buffer[] = [];
  for (let have = 0; have < want; have += one.length) parts.push(one);
  return Buffer.concat(parts).subarray(0, want);
}
