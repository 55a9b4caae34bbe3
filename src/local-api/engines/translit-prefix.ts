// The words of a word list (translit-wordlist.ts) that begin with a spelling, narrowed a pair's
// letters at a time, for the model's search inside the list (translit-model.ts). Each narrowing is
// two binary searches per letter over the list's arrays (tens of megabytes for Hindi, so mostly
// cache misses); the same narrowing comes back often — every word's search starts from the whole
// list with the same first pairs, and hypotheses in different states share a spelling — so the
// answers are kept in a direct-mapped table. A range of words sharing their first d code units is
// known by its first word and d alone, which makes (first word, d, pair) the key. The pairs of one
// Latin chunk have neighbouring ids and are tried one after another from the same range: eight
// neighbouring ids share a group of eight slots (two cache lines), so a chunk costs one or two
// misses, not one per pair.
import type { WordList } from './translit-wordlist.js';

export class PrefixRanges {
  /** the range [lo, hi) and its depth after the last `extend` that found words */
  lo = 0;
  hi = 0;
  depth = 0;
  /** per slot: the key (first word, depth << 16 | pair), then the answer (lo, hi; lo = hi: no word) */
  private readonly table: Int32Array;
  /** the group's hash shift (groups of 8 slots) */
  private readonly shift: number;

  /** `letters`: each pair's native side as the list holds words (NFD) */
  constructor(
    readonly words: WordList,
    readonly letters: readonly string[],
    bits = 16,
  ) {
    // the key packs depth and pair into one number
    if (letters.length > 0xffff)
      throw new Error('transliteration model: too many pairs for the prefix table');
    this.table = new Int32Array(4 << bits).fill(-1);
    this.shift = 32 - (bits - 3);
  }

  /**
   * The words of [lo, hi) (all the list's words that begin with their first `depth` units) that go
   * on with pair t's letters: true and `lo`, `hi`, `depth` set, or false when no word does.
   */
  extend(lo: number, hi: number, depth: number, t: number): boolean {
    // no list word is so long; kept out of the table rather than packed wrong
    if (depth > 0x7fff) return this.narrow(lo, hi, depth, t);
    const table = this.table;
    const key = (depth << 16) | t;
    const group =
      (Math.imul(lo, 0x9e3779b1) ^ Math.imul(depth, 0x27d4eb2f) ^ Math.imul(t >>> 3, 0x85ebca6b)) >>>
      this.shift;
    const at = ((group << 3) | (t & 7)) << 2;
    if (table[at] === lo && table[at + 1] === key) {
      const a = table[at + 2] as number;
      const b = table[at + 3] as number;
      this.lo = a;
      this.hi = b;
      this.depth = depth + (this.letters[t] as string).length;
      return a < b;
    }
    const found = this.narrow(lo, hi, depth, t);
    table[at] = lo;
    table[at + 1] = key;
    table[at + 2] = found ? this.lo : 0;
    table[at + 3] = found ? this.hi : 0;
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
