// Where a post's context words are (moderation/context.json: second person, groups, copulas…),
// asked by stretch of a sentence: the scoring of words (moderation-score.ts) and of phrases
// (moderation-phrases.ts) both read them.
import { type ContextWords, loadContext } from './moderation-lexicon.js';
import { type Post, phraseIn, type Token } from './moderation-match.js';
import { foldWord } from './moderation-normalise.js';

export type ContextSet = Exclude<keyof ContextWords, 'maxPhraseWords'>;
/** Object markers: "X को मारो" aims the verb at X. */
const OBJECT_MARKERS: ReadonlySet<string> = new Set(['को', 'ko', 'ku', 'ला', 'کو']);

/**
 * "Lie" and "truth": a reported-speech verb right after one says what someone did, not what they
 * were called ("इस कमीने ने फिर से झूठ बोला", "he lied"), so it reports nothing; nor does one after
 * "who" ("bhosdike tujhe kisne bola tweet karne ko": who told you to, a question the writer asks).
 */
const NOT_SAYING_AFTER: ReadonlySet<string> = new Set(
  [
    'झूठ',
    'सच',
    'jhooth',
    'jhoot',
    'jhuth',
    'jhut',
    'sach',
    'lies',
    'lie',
    'truth',
    'किसने',
    'kisne',
    'kisney',
    'who',
  ].map(foldWord),
);

/** Words between a quoted word and its quotative ("நீ ஒரு நாய் தான் என்று"). */
const QUOTE_GAP = 2;
/** Words between the quotative and the verb that says it ("என்று அவன் என்னைத் திட்டினான்"). */
const SAYS_GAP = 3;
/**
 * A Tamil verb of the third person (-ான், -ாள், -ார், -ார்கள், spoken -ாங்க) or a relative participle
 * (-ிய: திட்டிய, "who abused"); the first person (-ேன், -ோம்) and "it is known" (தெரியும்) are not.
 */
const THIRD_PERSON_VERB = /(?:ான்|ாள்|ார்|ார்கள்|ாங்க|ாங்கள்|ிய)$/u;
/** Words that end so but are no such verb: "I", "we" (spoken too), the emphatic particle தான். */
const NOT_THIRD_PERSON: ReadonlySet<string> = new Set(['நான்', 'நாங்கள்', 'நாங்க', 'தான்', 'யான்']);

/**
 * Where in a post each context list's phrases start (computed once per list per post), kept as
 * prefix counts so "is there one in this stretch of the sentence" costs the same for any length.
 */
export class Marks {
  private cache = new Map<ContextSet | 'object', { at: Uint8Array; prefix: Uint32Array }>();
  private ctx = loadContext();
  readonly bounds: Map<number, [number, number]>;
  private clauses: Map<number, [number, number]>;
  constructor(readonly post: Post) {
    this.bounds = spans(post.tokens, (t) => t.sentence);
    this.clauses = spans(post.tokens, (t) => t.clause);
  }

  private of(name: ContextSet | 'object') {
    let m = this.cache.get(name);
    if (m) return m;
    const { tokens } = this.post;
    const at = new Uint8Array(tokens.length);
    const prefix = new Uint32Array(tokens.length + 1);
    for (let i = 0; i < tokens.length; i++) {
      if (name === 'object') at[i] = OBJECT_MARKERS.has((tokens[i] as Token).key) ? 1 : 0;
      else if (name === 'reported' && i > 0 && NOT_SAYING_AFTER.has((tokens[i - 1] as Token).key)) at[i] = 0;
      else for (let n = 1; n <= 3 && !at[i]; n++) if (phraseIn(this.post, i, n, this.ctx[name])) at[i] = 1;
      prefix[i + 1] = (prefix[i] as number) + (at[i] as number);
    }
    m = { at, prefix };
    this.cache.set(name, m);
    return m;
  }
  /** [from, to) cut to sentence s's tokens. */
  private clip(from: number, to: number, s: number): [number, number] {
    const [sf, st] = this.bounds.get(s) ?? [0, 0];
    return [Math.max(from, sf), Math.min(to, st)];
  }
  /** Does a phrase of `name` start among tokens [from, to) inside sentence `s`? */
  any(name: ContextSet | 'object', from: number, to: number, s: number): boolean {
    const [lo, hi] = this.clip(from, to, s);
    if (lo >= hi) return false;
    const { prefix } = this.of(name);
    return (prefix[hi] as number) > (prefix[lo] as number);
  }
  /** The last start of `name` in [from, to) of sentence s, or -1. */
  last(name: ContextSet, from: number, to: number, s: number): number {
    const [lo, hi] = this.clip(from, to, s);
    const { at } = this.of(name);
    for (let i = hi - 1; i >= lo; i--) if (at[i]) return i;
    return -1;
  }
  /**
   * Whether the words before token `to` (ending at it, in its clause) are quoted by a Tamil
   * quotative someone else says: என்று (or ன்னு) within QUOTE_GAP words after them, or glued to
   * the last of them (`glued`: பொறுக்கின்னு), then within SAYS_GAP words a reported-speech word or
   * a verb of the third person ("பொறுக்கி என்று அவன் என்னைத் திட்டினான்"). The writer's own words
   * are not reported: "நீ ஒரு நாய் என்று நினைத்தேன்" (I thought), "… என்று எல்லாருக்கும் தெரியும்".
   */
  quotedAfter(to: number, s: number, glued = false): boolean {
    const { tokens } = this.post;
    const [, cTo] = this.clauseOf(to - 1);
    let q = glued ? to - 1 : -1;
    for (let k = to; q < 0 && k < Math.min(cTo, to + QUOTE_GAP + 1); k++)
      if (this.any('quotative', k, k + 1, s)) q = k;
    if (q < 0) return false;
    for (let k = q + 1; k <= q + SAYS_GAP; k++) {
      const t = tokens[k];
      if (!t || t.sentence !== s) return false;
      if (THIRD_PERSON_VERB.test(t.key) && !NOT_THIRD_PERSON.has(t.key)) return true;
      if (this.any('reported', k, k + 1, s)) return true;
    }
    return false;
  }
  /** The first and end index of the clause token i is in. */
  clauseOf(i: number): [number, number] {
    return this.clauses.get((this.post.tokens[i] as Token).clause) ?? [i, i + 1];
  }
}

/** First and end index of the tokens of each sentence (or clause). */
function spans(tokens: Token[], of: (t: Token) => number): Map<number, [number, number]> {
  const out = new Map<number, [number, number]>();
  tokens.forEach((t, i) => {
    const b = out.get(of(t));
    if (b) b[1] = i + 1;
    else out.set(of(t), [i, i + 1]);
  });
  return out;
}
