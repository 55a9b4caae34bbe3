// The native words a transliteration model prefers and searches (translit-model.ts): the list shipped
// beside the model (words tesseract's language data knows, Apache-2.0; see ../data/translit/words/)
// and, where installed, Debian's word lists of the language (translit-system-words.ts: GPL, so read
// in place, never copied). Held as the shipped file is laid out, one sorted run of UTF-16 code units in NFD, each
// word ended by a line feed — no string per word, so a million words load in tens of milliseconds —
// where a spelling's prefix is a range of words, and where two-part vowels written by two pairs
// (Tamil ெ + ா) meet the list's composed ொ.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { systemWordFiles, systemWords } from './translit-system-words.js';
import { cacheKey, readCached, translitCacheDir, writeCached } from './translit-wordlist-cache.js';

export function wordListPath(lang: string): URL {
  return new URL(`../data/translit/words/${lang}.utf16.gz`, import.meta.url);
}

/** The language's own words where the list above also holds a script's other languages (Hindi). */
export function ownWordListPath(lang: string): URL {
  return new URL(`../data/translit/words/${lang}.own.utf16.gz`, import.meta.url);
}

export class WordList {
  /** words sorted by code unit, distinct: word i is units[start[i]] … units[start[i + 1] - 2], then a line feed */
  constructor(
    readonly units: Uint16Array,
    readonly start: Int32Array,
  ) {}

  get size(): number {
    return this.start.length - 1;
  }

  length(i: number): number {
    return (this.start[i + 1] as number) - (this.start[i] as number) - 1;
  }

  /** Code unit `d` of word i; -1 past its end (a shorter word sorts first). */
  unitAt(i: number, d: number): number {
    const at = (this.start[i] as number) + d;
    return at < (this.start[i + 1] as number) - 1 ? (this.units[at] as number) : -1;
  }

  /** First index in [lo, hi) whose code unit at `d` is ≥ c; the words of [lo, hi) share their first d units. */
  lowerAt(lo: number, hi: number, d: number, c: number): number {
    let a = lo;
    let b = hi;
    while (a < b) {
      const mid = (a + b) >> 1;
      if (this.unitAt(mid, d) < c) a = mid + 1;
      else b = mid;
    }
    return a;
  }

  /** Whether the list holds this NFD spelling: one binary search over whole words. */
  has(nfd: string): boolean {
    let a = 0;
    let b = this.size;
    while (a < b) {
      const mid = (a + b) >> 1;
      const c = this.compareTo(mid, nfd);
      if (c === 0) return true;
      if (c < 0) a = mid + 1;
      else b = mid;
    }
    return false;
  }

  /** Word i against a string, by code unit (negative: word i sorts first). */
  private compareTo(i: number, s: string): number {
    const from = this.start[i] as number;
    const len = (this.start[i + 1] as number) - from - 1;
    const n = Math.min(len, s.length);
    for (let k = 0; k < n; k++) {
      const d = (this.units[from + k] as number) - s.charCodeAt(k);
      if (d !== 0) return d;
    }
    return len - s.length;
  }
}

/** A list from words already NFD, sorted by code unit and distinct. */
export function wordListOf(sorted: readonly string[]): WordList {
  return parseUnits(encodeWords(sorted));
}

/** Words as the shipped file holds them (before gzip): UTF-16LE code units, a line feed after each. */
export function encodeWords(sorted: readonly string[]): Uint16Array {
  let n = 0;
  for (const w of sorted) n += w.length + 1;
  const units = new Uint16Array(n);
  let at = 0;
  for (const w of sorted) {
    for (let k = 0; k < w.length; k++) units[at++] = w.charCodeAt(k);
    units[at++] = 10;
  }
  return units;
}

function parseUnits(units: Uint16Array): WordList {
  // one pass: a word holds a unit and its line feed, so there are at most half as many words as
  // units; the starts are then cut to length (a copy of a fifth of the units' size)
  const most = new Int32Array((units.length >> 1) + 2);
  let w = 0;
  for (let i = 0; i < units.length; i++) {
    if (units[i] !== 10) continue;
    // an empty line (never in a list written here): counted first instead
    if (w + 2 >= most.length) return parseUnitsCounted(units);
    most[++w] = i + 1;
  }
  return new WordList(units, most.slice(0, w + 1));
}

function parseUnitsCounted(units: Uint16Array): WordList {
  let lines = 0;
  for (let i = 0; i < units.length; i++) if (units[i] === 10) lines++;
  const start = new Int32Array(lines + 1);
  let w = 0;
  for (let i = 0; i < units.length; i++) if (units[i] === 10) start[++w] = i + 1;
  return new WordList(units, start);
}

/** The shipped bytes as code units, copied only when the buffer does not start on an even byte. */
function unitsOf(bytes: Buffer): Uint16Array {
  if (bytes.byteOffset % 2 === 0) return new Uint16Array(bytes.buffer, bytes.byteOffset, bytes.length >> 1);
  return new Uint16Array(Uint8Array.prototype.slice.call(bytes).buffer);
}

function compare(a: WordList, i: number, b: WordList, j: number): number {
  const la = a.length(i);
  const lb = b.length(j);
  const sa = a.start[i] as number;
  const sb = b.start[j] as number;
  for (let k = 0; k < la && k < lb; k++) {
    const d = (a.units[sa + k] as number) - (b.units[sb + k] as number);
    if (d !== 0) return d;
  }
  return la - lb;
}

/** Two sorted, distinct lists as one, each word once (one walk; the first list copied in runs). */
export function mergeLists(a: WordList, b: WordList): WordList {
  const units = new Uint16Array(a.units.length + b.units.length);
  const start = new Int32Array(a.size + b.size + 1);
  let n = 0;
  let at = 0;
  /** words [from, to) of a list, as one block */
  const copy = (l: WordList, from: number, to: number) => {
    const u0 = l.start[from] as number;
    const u1 = l.start[to] as number;
    // most blocks are a word or two (180,000 of them for Hindi): a loop, where a view for `set`
    // would be an object made per block
    if (u1 - u0 > 64) units.set(l.units.subarray(u0, u1), at);
    else for (let k = u0; k < u1; k++) units[at + k - u0] = l.units[k] as number;
    const shift = at - u0;
    for (let i = from; i < to; i++) start[n++] = (l.start[i] as number) + shift;
    at += u1 - u0;
  };
  let i = 0;
  for (let j = 0; j < b.size; j++) {
    // a's words before b's word j go as one block; b's word j goes unless a holds it
    // gallop: runs of a between two words of b are long, so step 1, 2, 4… then bisect
    let lo = i;
    let step = 1;
    let hi = i;
    while (hi < a.size && compare(a, hi, b, j) < 0) {
      lo = hi + 1;
      hi += step;
      step *= 2;
    }
    if (hi > a.size) hi = a.size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(a, mid, b, j) < 0) lo = mid + 1;
      else hi = mid;
    }
    copy(a, i, lo);
    i = lo;
    if (i < a.size && compare(a, i, b, j) === 0) continue;
    copy(b, j, j + 1);
  }
  copy(a, i, a.size);
  start[n] = at;
  return new WordList(units.subarray(0, at), start.subarray(0, n + 1));
}

/**
 * The words of a language: `all` that the model searches and prefers, and `own`, the words of the
 * language's own lists — its tesseract list (`words/<lang>.own.utf16.gz` where the shipped list also
 * holds a script's words from other languages, as Hindi's holds Marathi, Nepali and Sanskrit) and
 * the installed Debian lists — which the model may prefer more (`ownListBonus`). Where no own file
 * ships, `own` is `all`. Empty lists when nothing ships and nothing is installed. Kept on disk
 * between starts (translit-wordlist-cache.ts).
 */
export function loadWordLists(lang: string, cacheDir = translitCacheDir()): LanguageWords {
  const files = [wordListPath(lang), ownWordListPath(lang)]
    .filter((u) => existsSync(u))
    .map((u) => fileURLToPath(u))
    .concat(systemWordFiles(lang));
  const key = cacheDir ? cacheKey(lang, files) : '';
  const cached = cacheDir ? readCached(cacheDir, lang, key) : null;
  if (cached) {
    const [all, own = all] = cached.map((c) => new WordList(c.units, c.start));
    if (all && own) return { all, own };
  }
  const built = buildWordLists(lang);
  if (cacheDir)
    void writeCached(cacheDir, lang, key, built.own === built.all ? [built.all] : [built.all, built.own]);
  return built;
}

export interface LanguageWords {
  all: WordList;
  own: WordList;
}

function readShipped(url: URL): WordList | null {
  return existsSync(url) ? parseUnits(unitsOf(gunzipWhole(readFileSync(url)))) : null;
}

/**
 * gunzip into one buffer of the size the gzip trailer states (its last four bytes: the size modulo
 * 2^32): by default zlib writes 16 KB chunks and then copies them into one (a third of the time for
 * Hindi's 21 MB list). A trailer that says less only means more chunks.
 */
export function gunzipWhole(gz: Buffer): Buffer {
  const size = gz.length >= 18 ? gz.readUInt32LE(gz.length - 4) : 0;
  return gunzipSync(gz, { chunkSize: Math.max(64 * 1024, size + 1) });
}

function buildWordLists(lang: string): LanguageWords {
  const shipped = readShipped(wordListPath(lang)) ?? wordListOf([]);
  const ownShipped = readShipped(ownWordListPath(lang));
  // the readers return single words of letters and marks; sorted, then each once
  const system = systemWords(lang).map((w) => w.normalize('NFD'));
  system.sort(); // default sort: by UTF-16 code unit, as the list is
  let k = 0;
  for (const w of system) if (k === 0 || w !== system[k - 1]) system[k++] = w;
  system.length = k;
  const installed = wordListOf(system);
  const all = system.length ? mergeLists(shipped, installed) : shipped;
  if (!ownShipped) return { all, own: all };
  return { all, own: system.length ? mergeLists(ownShipped, installed) : ownShipped };
}
