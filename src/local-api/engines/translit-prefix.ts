// The words of a word list (translit-wordlist.ts) that begin with a spelling, narrowed a pair's
// letters at a time, for the model's search inside the list (translit-model.ts). Each narrowing is
// two binary searches per letter over the list's arrays (tens of megabytes for Hindi, so mostly
// cache misses); the same narrowing comes back often — every word's search starts from the whole
// list with the same first pairs, and hypotheses in different states share a spelling — so the
// answers are kept in a direct-mapped table. A range of words sharing their first d code units is
// known by its first word and d alone, which makes (first word, d, pair) the key.
import type { WordList } from './translit-wordlist.js';

export class PrefixRanges {
  /** the range [lo, hi) and its depth after the last `extend` that found words */
  lo = 0;
  hi = 0;
  depth = 0;
  /** per slot: the key (first word, depth, pair), then the answer (lo, hi; lo = hi: no word) — one cache line */
  private readonly table: Int32Array;
  private readonly shift: number;

  /** `letters`: each pair's native side as the list holds words (NFD) */
  constructor(
    readonly words: WordList,
    readonly letters: readonly string[],
    bits = 15,
  ) {
    this.table = new Int32Array(8 << bits).fill(-1);
    this.shift = 32 - bits;
  }

  /**
   * The words of [lo, hi) (all the list's words that begin with their first `depth` units) that go
   * on with pair t's letters: true and `lo`, `hi`, `depth` set, or false when no word does.
   */
  extend(lo: number, hi: number, depth: number, t: number): boolean {
    const table = this.table;
    const hash = Math.imul(lo, 0x9e3779b1) ^ Math.imul(depth, 0x27d4eb2f) ^ Math.imul(t, 0x85ebca6b);
    const at = (hash >>> this.shift) << 3;
    if (table[at] === lo && table[at + 1] === depth && table[at + 2] === t) {
      const a = table[at + 3] as number;
      const b = table[at + 4] as number;
      this.lo = a;
      this.hi = b;
      this.depth = depth + (this.letters[t] as string).length;
      return a < b;
    }
    const found = this.narrow(lo, hi, depth, t);
    table[at] = lo;
    table[at + 1] = depth;
    table[at + 2] = t;
    table[at + 3] = found ? this.lo : 0;
    table[at + 4] = found ? this.hi : 0;
    return found;
  }

  private narrow(lo: number, hi: number, depth: number, t: number): boolean {
    const words = this.words;
    const nat = this.letters[t] as string;
    let a = lo;
    let b = hi;
    let d = depth;
    for (let k = 0; k < nat.length && a < b; k++, d++) {
      const c = nat.charCodeAt(k);
      a = words.lowerAt(a, b, d, c);
      // most pairs lead nowhere: one search tells, the range's end only for those that do
      if (a === b || words.unitAt(a, d) !== c) return false;
      b = words.lowerAt(a, b, d, c + 1);
    }
    if (a >= b) return false;
    this.lo = a;
    this.hi = b;
    this.depth = d;
    return true;
  }
}
