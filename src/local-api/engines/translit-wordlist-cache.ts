// The word lists of a language as loaded (translit-wordlist.ts) kept on disk between starts: building
// Hindi's merges 1.06 million shipped words with 180,000 read from the installed Debian lists (a
// transducer walked, words normalized, sorted, merged: some 400 ms), where reading them back as
// they sit in memory takes tens of milliseconds. Keyed on the files they came from (path, size, modification
// time) and this layout's version, so a changed list or an installed/removed package builds anew.
// Only this machine's own derivation is kept here (never shipped), in LOCAL_TRANSLIT_CACHE
// (default: a folder of the user's in the system's temporary directory; `off`: never kept).
import { readFileSync, statSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MAGIC = 'DWC1';

/** A list as the engine holds it (translit-wordlist.ts): code units, and where each word starts. */
export interface PackedWords {
  units: Uint16Array;
  start: Int32Array;
}

export function translitCacheDir(env: NodeJS.ProcessEnv = process.env): string | null {
  const dir = env.LOCAL_TRANSLIT_CACHE;
  if (dir === 'off') return null;
  // one folder per user, only theirs: lists another user left there are never read
  return dir || join(tmpdir(), `dubash-translit-cache-${process.getuid?.() ?? 'user'}`);
}

/** What the lists were built from: each file's path, size and modification time. */
export function cacheKey(lang: string, files: readonly string[]): string {
  return JSON.stringify({
    v: 1,
    lang,
    files: files.map((f) => {
      const s = statSync(f);
      return [f, s.size, Math.trunc(s.mtimeMs)];
    }),
  });
}

interface Header {
  key: string;
  /** per list: [code units, words] */
  lists: Array<[number, number]>;
}

/** The lists kept under this key, or null (none kept, another key, or a file cut short). */
export function readCached(dir: string, lang: string, key: string): PackedWords[] | null {
  let buf: Buffer;
  try {
    buf = readFileSync(join(dir, `${lang}.words`));
  } catch {
    return null;
  }
  if (buf.length < 8 || buf.subarray(0, 4).toString('latin1') !== MAGIC) return null;
  const hlen = buf.readUInt32LE(4);
  if (8 + hlen > buf.length) return null;
  let header: Header;
  try {
    header = JSON.parse(buf.subarray(8, 8 + hlen).toString('utf8')) as Header;
  } catch {
    return null;
  }
  if (header.key !== key) return null;
  let at = (8 + hlen + 3) & ~3;
  const out: PackedWords[] = [];
  for (const [units, words] of header.lists) {
    const startBytes = (words + 1) * 4;
    const unitBytes = (units * 2 + 3) & ~3;
    if (at + startBytes + unitBytes > buf.length) return null;
    const start = int32At(buf, at, words + 1);
    const u = uint16At(buf, at + startBytes, units);
    if (!wellLaid(start, units)) return null;
    out.push({ units: u, start });
    at += startBytes + unitBytes;
  }
  return out;
}

/**
 * Keeps the lists under this key; a folder that cannot be written (read-only image) keeps nothing.
 * Written in the background (Hindi's file is 24 MB: some 60 ms of writes the first load no longer
 * waits for); the lists are never changed once built, so writing their views later is safe. Resolves
 * when the file is in place or given up.
 */
export function writeCached(
  dir: string,
  lang: string,
  key: string,
  lists: readonly PackedWords[],
): Promise<void> {
  const header = Buffer.from(
    JSON.stringify({ key, lists: lists.map((l) => [l.units.length, l.start.length - 1]) } satisfies Header),
  );
  const parts: Buffer[] = [Buffer.from(MAGIC, 'latin1'), Buffer.alloc(4), header];
  parts[1]?.writeUInt32LE(header.length);
  parts.push(Buffer.alloc(((8 + header.length + 3) & ~3) - 8 - header.length));
  for (const l of lists) {
    parts.push(Buffer.from(l.start.buffer, l.start.byteOffset, l.start.byteLength));
    parts.push(Buffer.from(l.units.buffer, l.units.byteOffset, l.units.byteLength));
    parts.push(Buffer.alloc(((l.units.byteLength + 3) & ~3) - l.units.byteLength));
  }
  const file = join(dir, `${lang}.words`);
  const temp = `${file}.${process.pid}.${++writes}.tmp`;
  const written = (async () => {
    try {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // the parts as they are (views of the lists), not copied into one buffer first (24 MB for Hindi)
      await writeFile(temp, parts);
      // another process may be writing the same lists: the rename makes either whole file the one read
      await rename(temp, file);
    } catch {
      // a cache is only a shortcut: without one every start builds the lists, as before
      await rm(temp, { force: true }).catch(() => undefined);
    }
  })();
  pending.add(written);
  void written.finally(() => pending.delete(written));
  return written;
}

let writes = 0;
const pending = new Set<Promise<void>>();

/** Resolves once every cache file started so far is written (or given up): for tests and benches. */
export async function cacheWritesDone(): Promise<void> {
  await Promise.all([...pending]);
}

/** Word starts that rise from 0 to the end of the units: a damaged file is never searched. */
function wellLaid(start: Int32Array, units: number): boolean {
  if (start[0] !== 0 || start[start.length - 1] !== units) return false;
  for (let i = 1; i < start.length; i++) if ((start[i] as number) <= (start[i - 1] as number)) return false;
  return true;
}

function int32At(buf: Buffer, at: number, n: number): Int32Array {
  const off = buf.byteOffset + at;
  if (off % 4 === 0) return new Int32Array(buf.buffer, off, n);
  return new Int32Array(Uint8Array.prototype.slice.call(buf, at, at + n * 4).buffer);
}

function uint16At(buf: Buffer, at: number, n: number): Uint16Array {
  const off = buf.byteOffset + at;
  if (off % 2 === 0) return new Uint16Array(buf.buffer, off, n);
  return new Uint16Array(Uint8Array.prototype.slice.call(buf, at, at + n * 2).buffer);
}
