// Scoring a post's lexicon hits in context, and finding hate that uses no listed slur. A word list
// flags candidates; these rules decide: is the word aimed at someone (second-person address, a
// person or a group named near it), is it literal (#कुत्ते in a post about dogs), reported ("he
// called me a …", quotation marks), banter (laughter with a mild word), a call to violence (an
// imperative or "should" with a target) or a generalisation about a community ("all X are
// terrorists"). Scores are hand-set, not learned: no openly licensed labelled data to learn from.
import {
  type ContextWords,
  type Kind,
  loadContext,
  type Severity,
  severityRank,
} from './moderation-lexicon.js';
import { findHits, type Hit, type Post, phraseIn, type Token } from './moderation-match.js';

export type ResultKind = Kind | 'generalisation';
export interface Scored {
  kind: ResultKind;
  severity: Severity;
  /** 0–1: how sure that this span is offensive in this post */
  score: number;
  start: number;
  end: number;
}

/** Results below this score are not reported. */
export const REPORT_AT = 0.5;
const BASE: Record<Severity, number> = { low: 0.55, medium: 0.7, high: 0.85 };
/** Words either side of a hit that count as "near" it. */
const NEAR = 4;
/** Object markers: "X को मारो" aims the verb at X. */
const OBJECT_MARKERS: ReadonlySet<string> = new Set(['को', 'ko', 'ku', 'ला', 'کو']);
const LAUGHTER = /[😂🤣😆😜😝😁😅😄]/u;

type ContextSet = Exclude<keyof ContextWords, 'maxPhraseWords'>;

/**
 * Where in a post each context list's phrases start (computed once per list per post), kept as
 * prefix counts so "is there one in this stretch of the sentence" costs the same for any length.
 */
class Marks {
  private cache = new Map<ContextSet | 'object', { at: Uint8Array; prefix: Uint32Array }>();
  private ctx = loadContext();
  constructor(
    readonly post: Post,
    private readonly bounds: Map<number, [number, number]>,
  ) {}

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
}

/** First and end index of each sentence's tokens. */
function sentenceBounds(tokens: Token[]): Map<number, [number, number]> {
  const out = new Map<number, [number, number]>();
  tokens.forEach((t, i) => {
    const b = out.get(t.sentence);
    if (b) b[1] = i + 1;
    else out.set(t.sentence, [i, i + 1]);
  });
  return out;
}

function scoreHit(
  post: Post,
  marks: Marks,
  hit: Hit,
  bounds: [number, number],
  laughing: boolean,
  offensiveNear: boolean,
  mention: boolean,
): Scored | undefined {
  const { tokens } = post;
  const e = hit.entry;
  const first = tokens[hit.i] as Token;
  const s = first.sentence;
  const [sFrom, sTo] = bounds;
  const a = hit.i - NEAR;
  const b = hit.i + hit.n + NEAR;
  const near = (name: ContextSet) => marks.any(name, a, b, s);
  const second = near('second');
  const group = marks.any('groups', hit.i - 6, hit.i + hit.n + 6, s);
  const pronoun = near('pronounTargets');
  const people = near('people');
  const quantifier = marks.any('quantifier', hit.i - 2, hit.i, s);
  // addressed: "तू कमीना है", "abe kutte … aukat me reh", "@x …", or the word alone ("Kamine!")
  const addressed =
    second ||
    marks.any('vocative', sFrom, hit.i + hit.n, s) ||
    mention ||
    (hit.i === sFrom && sTo - sFrom <= 3);
  const aimed =
    addressed ||
    (near('third') && marks.any('copula', sFrom, sTo, s)) ||
    people ||
    group ||
    pronoun ||
    quantifier;
  // reported speech or a quotation: "he called me a …", "उसने मुझे कमीना कहा" (the verb comes after)
  const reported = first.quoted || marks.any('reported', sFrom, sTo, s);
  let severity = e.severity;
  let score = BASE[severity];

  if (e.kind === 'violence') {
    // a call: "should/let's/चाहिए" near it or the verb opening its sentence; Indic forms are calls
    const call =
      e.lang !== 'en' ||
      hit.i === sFrom ||
      marks.any('call', a, hit.i, s) ||
      marks.any('call', hit.i + hit.n, b, s);
    // "X को मारो": aimed at X when X is a group or an offensive word (not "मच्छरों को मारो")
    const object =
      marks.any('object', hit.i - 3, hit.i, s) &&
      (offensiveNear || marks.any('predicates', hit.i - 6, hit.i, s) || group);
    if (!call || !(group || pronoun || second || people || quantifier || object || offensiveNear))
      return undefined;
  } else if (e.kind === 'dehumanising') {
    // "Muslims are a cancer", "ये मुल्ले कीड़े हैं": a target before it, a copula after the target
    const target = Math.max(
      marks.last('groups', hit.i - 6, hit.i, s),
      marks.last('pronounTargets', hit.i - 6, hit.i, s),
      marks.last('quantifier', hit.i - 3, hit.i, s),
    );
    const linked = target >= 0 && marks.any('copula', target + 1, sTo, s);
    if (!(linked || addressed) || marks.any('negation', sFrom, sTo, s)) return undefined;
    if (group) severity = 'high';
  } else {
    // a word with a literal sense (dog, pig): "you dog" / "तू कुत्ता" is aimed, "your dog",
    // "take the dog for a walk" is not; with a literal cue around, only direct address counts
    const you = marks.last('secondDirect', hit.i - NEAR, hit.i, s);
    const direct =
      marks.any('secondDirect', hit.i - 1, hit.i, s) ||
      marks.any('secondDirect', hit.i + hit.n, hit.i + hit.n + 1, s) ||
      // "you are a pig"; Hindi puts the copula last: "तुम लोग कुत्ते हो"
      (you >= 0 &&
        (marks.any('copula', you + 1, hit.i, s) || marks.any('copula', hit.i + hit.n, hit.i + hit.n + 2, s)));
    const literal = first.hashtag || marks.any('literal', sFrom, sTo, s);
    const aimedLiterally = aimed && (direct || !second || group || people || quantifier);
    if (e.tags.has('literal') && (!aimedLiterally || (literal && !direct))) return undefined;
    if (e.tags.has('target') && !aimed) return undefined;
    if (e.kind === 'slur' && group) severity = 'high';
  }
  if (addressed && e.kind !== 'violence') score += 0.1;
  if (reported) score *= 0.4;
  // banter: a mild word among friends laughing ("saale 😂"), not about a community
  if (laughing && severityRank(severity) <= 2 && (e.kind === 'profanity' || e.kind === 'insult') && !group)
    score *= 0.65;
  return { kind: e.kind, severity, score: Math.min(0.99, score), start: hit.start, end: hit.end };
}

/**
 * Hate without a slur: a community named with a predicate that damns all of it ("Muslims are
 * terrorists", "ये बिहारी सब चोर होते हैं"), unless negated or reported.
 */
function generalisations(
  post: Post,
  marks: Marks,
  bounds: Map<number, [number, number]>,
  taken: ReadonlySet<number>,
): Scored[] {
  const out: Scored[] = [];
  const ctx = loadContext();
  for (const [s, [from, to]] of bounds) {
    if (!marks.any('groups', from, to, s)) continue;
    if (marks.any('negation', from, to, s) || marks.any('reported', from, to, s)) continue;
    if (!marks.any('copula', from, to, s) && !marks.any('quantifier', from, to, s)) continue;
    for (let i = from; i < to; i++) {
      if (taken.has(i) || !phraseIn(post, i, 1, ctx.predicates)) continue;
      const t = post.tokens[i] as Token;
      out.push({ kind: 'generalisation', severity: 'medium', score: 0.7, start: t.start, end: t.end });
      break;
    }
  }
  return out;
}

/** Every offensive span of a post with its kind, severity and score (only those worth reporting). */
export function scorePost(text: string, post: Post): Scored[] {
  const ctx = loadContext();
  const { tokens } = post;
  const bounds = sentenceBounds(tokens);
  const marks = new Marks(post, bounds);
  const laughing = LAUGHTER.test(text) || tokens.some((t) => ctx.laughter.has(t.key));
  const out: Scored[] = [];
  const taken = new Set<number>();
  const hits = findHits(post);
  const mentioned = new Set(tokens.filter((t) => t.mention).map((t) => t.sentence));
  hits.forEach((hit, k) => {
    // another offensive word around a violent verb names its target ("kill all the jihadis");
    // hits are in order, so only the neighbours need looking at
    let offensiveNear = false;
    for (let j = k - 1; j >= 0 && !offensiveNear && (hits[j] as Hit).i >= hit.i - 6; j--)
      offensiveNear = (hits[j] as Hit).entry.kind !== 'violence';
    for (let j = k + 1; j < hits.length && !offensiveNear && (hits[j] as Hit).i <= hit.i + hit.n + NEAR; j++)
      offensiveNear = (hits[j] as Hit).entry.kind !== 'violence';
    const s = (tokens[hit.i] as Token).sentence;
    const bound = bounds.get(s) ?? [0, tokens.length];
    const scored = scoreHit(post, marks, hit, bound, laughing, offensiveNear, mentioned.has(s));
    for (let m = hit.i; m < hit.i + hit.n; m++) taken.add(m);
    if (scored && scored.score >= REPORT_AT) out.push(scored);
  });
  out.push(...generalisations(post, marks, bounds, taken));
  return out.sort((x, y) => x.start - y.start);
}
