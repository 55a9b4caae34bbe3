// Where a post's context words are (moderation/context.json: second person, groups, copulas…),
// asked by stretch of a sentence: the scoring of words (moderation-score.ts) and of phrases
// (moderation-phrases.ts) both read them.
import { type ContextWords, loadContext } from './moderation-lexicon.js';
import { type Post, phraseIn, type Token } from './moderation-match.js';

export type ContextSet = Exclude<keyof ContextWords, 'maxPhraseWords'>;
/** Object markers: "X को मारो" aims the verb at X. */
const OBJECT_MARKERS: ReadonlySet<string> = new Set(['को', 'ko', 'ku', 'ला', 'کو']);

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
