// The training lexicon a transliteration model file carries ("roman\tnative|native…\tN" lines,
// translit-model.ts), looked up in place. Building maps of its strings at load took 90–350 ms
// (66,000 lines for Tamil: a string per roman and native, three maps of them); two open-addressing
// tables of line and word offsets into the one text cost a scan of it, and a look-up reads a
// line only when asked.

/** FNV-1a over code units [from, to) of `s`. */
function hashRange(s: string, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Whether text[from, to) spells key[kFrom, kTo). */
function sameRange(
  text: string,
  from: number,
  to: number,
  key: string,
  kFrom = 0,
  kTo = key.length,
): boolean {
  if (to - from !== kTo - kFrom) return false;
  for (let i = 0; i < to - from; i++)
    if (text.charCodeAt(from + i) !== key.charCodeAt(kFrom + i)) return false;
  return true;
}

/** An open-addressing set of [from, to) ranges of one text, found by the string they spell. */
class RangeTable {
  private readonly from: Int32Array;
  private readonly to: Int32Array;
  private readonly mask: number;

  constructor(
    private readonly text: string,
    capacity: number,
  ) {
    let size = 16;
    while (size < capacity * 2) size <<= 1;
    this.mask = size - 1;
    this.from = new Int32Array(size).fill(-1);
    this.to = new Int32Array(size);
  }

  /** Adds [from, to) unless a range spelling the same is there already. */
  add(from: number, to: number): void {
    let at = hashRange(this.text, from, to) & this.mask;
    for (;;) {
      const f = this.from[at] as number;
      if (f < 0) break;
      if (sameRange(this.text, f, this.to[at] as number, this.text, from, to)) return;
      at = (at + 1) & this.mask;
    }
    this.from[at] = from;
    this.to[at] = to;
  }

  /** The start of the range spelling `key`; -1 when none does. */
  find(key: string): number {
    let at = hashRange(key, 0, key.length) & this.mask;
    for (;;) {
      const f = this.from[at] as number;
      if (f < 0) return -1;
      if (sameRange(this.text, f, this.to[at] as number, key)) return f;
      at = (at + 1) & this.mask;
    }
  }
}

export class TrainingLexicon {
  /** line starts by roman word */
  private readonly lines: RangeTable;
  /** the native spellings of all lines */
  private readonly natives: RangeTable;
  private readonly lineCount: number;

  /**
   * `keep`: whether the native spelling text[from, to) may be offered (the lexicon holds a few
   * typed slips)
   */
  constructor(
    private readonly text: string,
    private readonly keep: (text: string, from: number, to: number) => boolean,
  ) {
    let count = 0;
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
    this.lineCount = count + 1;
    let bars = 0;
    for (let at = text.indexOf('|'); at >= 0; at = text.indexOf('|', at + 1)) bars++;
    this.lines = new RangeTable(text, this.lineCount);
    // at most one spelling per line and one per bar
    this.natives = new RangeTable(text, this.lineCount + bars);
    for (let start = 0; start < text.length; ) {
      const nl = text.indexOf('\n', start);
      const end = nl < 0 ? text.length : nl;
      const tab = text.indexOf('\t', start);
      if (tab >= 0 && tab < end) {
        this.lines.add(start, tab);
        const counted = text.indexOf('\t', tab + 1);
        const spelled = counted >= 0 && counted < end ? counted : end;
        for (let from = tab + 1; from <= spelled; ) {
          let bar = text.indexOf('|', from);
          if (bar < 0 || bar > spelled) bar = spelled;
          if (bar > from && keep(text, from, bar)) this.natives.add(from, bar);
          from = bar + 1;
        }
      }
      start = end + 1;
    }
  }

  /** Attested spellings of a romanized word, most attested first; empty when it has none. */
  spellings(roman: string): string[] {
    const start = this.lines.find(roman);
    if (start < 0) return [];
    const { spelled } = this.fields(start, roman.length);
    return this.text
      .slice(start + roman.length + 1, spelled)
      .split('|')
      .filter((n) => n !== '' && this.keep(n, 0, n.length));
  }

  /** Annotators who wrote its first spelling; 0 for an unknown word, Infinity when uncounted. */
  attestations(roman: string): number {
    const start = this.lines.find(roman);
    if (start < 0) return 0;
    const { spelled, end } = this.fields(start, roman.length);
    return spelled === end ? Number.POSITIVE_INFINITY : Number(this.text.slice(spelled + 1, end));
  }

  /** Whether a native spelling is one the lexicon attests. */
  has(native: string): boolean {
    return this.natives.find(native) >= 0;
  }

  /** The romanized words, in the file's order. */
  *romanWords(): IterableIterator<string> {
    for (const line of this.text.split('\n')) {
      const tab = line.indexOf('\t');
      if (tab >= 0) yield line.slice(0, tab);
    }
  }

  private fields(start: number, romanLength: number): { spelled: number; end: number } {
    const nl = this.text.indexOf('\n', start);
    const end = nl < 0 ? this.text.length : nl;
    const counted = this.text.indexOf('\t', start + romanLength + 1);
    return { spelled: counted >= 0 && counted < end ? counted : end, end };
  }
}
