// The word lists kept on disk between starts: read back they are the lists a build gives, a changed
// source builds them anew, and a damaged or foreign file is never read as lists.
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadWordLists, wordListOf } from '../../../src/local-api/engines/translit-wordlist.js';
import {
  cacheKey,
  cacheWritesDone,
  readCached,
  writeCached,
} from '../../../src/local-api/engines/translit-wordlist-cache.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'dubash-wl-cache-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A typed array's bytes, for a cheap exact comparison of ten million code units. */
const bytes = (a: Uint16Array | Int32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

describe('word list cache', () => {
  it("reads back Hindi's lists (all and its own) as a fresh build gives them", async () => {
    const dir = tempDir();
    const built = loadWordLists('hi', null);
    const first = loadWordLists('hi', dir);
    // written in the background: the load has not waited for it
    await cacheWritesDone();
    expect(readdirSync(dir)).toEqual(['hi.words']);
    const again = loadWordLists('hi', dir);
    for (const lists of [first, again]) {
      expect(lists.all.size).toBe(built.all.size);
      expect(lists.own.size).toBe(built.own.size);
      expect(bytes(lists.all.units).equals(bytes(built.all.units))).toBe(true);
      expect(bytes(lists.all.start).equals(bytes(built.all.start))).toBe(true);
      expect(bytes(lists.own.units).equals(bytes(built.own.units))).toBe(true);
      expect(bytes(lists.own.start).equals(bytes(built.own.start))).toBe(true);
    }
    // the own list is smaller than the script-wide one and every own word is searched too
    expect(again.own.size).toBeLessThan(again.all.size);
    expect(again.all.has('कृषि'.normalize('NFD'))).toBe(true);
    expect(again.own.has('कृषि'.normalize('NFD'))).toBe(true);
    expect(again.all.has('कृषी'.normalize('NFD'))).toBe(true);
    expect(again.own.has('कृषी'.normalize('NFD'))).toBe(false);
  });

  it('builds anew when a source file changed, and ignores a damaged or foreign file', async () => {
    const dir = tempDir();
    const src = join(dir, 'source.txt');
    writeFileSync(src, 'a');
    const key = cacheKey('xx', [src]);
    const list = wordListOf(['आम', 'कल', 'घर'].map((w) => w.normalize('NFD')).sort());
    await writeCached(dir, 'xx', key, [list]);
    const back = readCached(dir, 'xx', key);
    expect(back?.length).toBe(1);
    expect(Array.from(back?.[0]?.units ?? [])).toEqual(Array.from(list.units));
    expect(Array.from(back?.[0]?.start ?? [])).toEqual(Array.from(list.start));
    utimesSync(src, new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(readCached(dir, 'xx', cacheKey('xx', [src]))).toBeNull();
    // cut short: never half a list
    const file = join(dir, 'xx.words');
    const whole = readFileSync(file);
    writeFileSync(file, whole.subarray(0, whole.length - 8));
    expect(readCached(dir, 'xx', key)).toBeNull();
    const scrambled = Buffer.from(whole);
    // the start array follows the header, at the next multiple of 4: its second entry made 0
    const at = (8 + scrambled.readUInt32LE(4) + 3) & ~3;
    expect(scrambled.readInt32LE(at + 4)).toBeGreaterThan(0);
    scrambled.writeInt32LE(0, at + 4);
    writeFileSync(file, scrambled);
    expect(readCached(dir, 'xx', key)).toBeNull();
    writeFileSync(file, 'not a cache');
    expect(readCached(dir, 'xx', key)).toBeNull();
  });
});
