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
import { findHits, type Hit, phraseIn, type Token } from './moderation-match.js';

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

interface Around {
  second: boolean;
  vocative: boolean;
  third: boolean;
  group: boolean;
  pronoun: boolean;
  people: boolean;
  quantifier: boolean;
  literal: boolean;
  reported: boolean;
  copula: boolean;
  negation: boolean;
  call: boolean;
  mention: boolean;
  /** an object marker (को, ko) or another offensive word just before: "X को मारो" aims at X */
  object: boolean;
}

/** Is any phrase of `set` (up to 3 words) found among tokens [from, to) of the sentence? */
function anyIn(
  tokens: Token[],
  from: number,
  to: number,
  set: ReadonlySet<string>,
  sentence: number,
): boolean {
  for (let i = Math.max(0, from); i < Math.min(tokens.length, to); i++) {
    if ((tokens[i] as Token).sentence !== sentence) continue;
    for (let n = 1; n <= 3; n++) if (phraseIn(tokens, i, n, set)) return true;
  }
  return false;
}

const OBJECT_MARKERS: ReadonlySet<string> = new Set(['को', 'ko', 'ku', 'कों', 'ला', 'را', 'کو']);

function around(
  tokens: Token[],
  hit: Hit,
  ctx: ContextWords,
  laughing: boolean,
  othersBefore: boolean,
): Around & { laughing: boolean } {
  const first = tokens[hit.i] as Token;
  const s = first.sentence;
  const a = hit.i - NEAR;
  const b = hit.i + hit.n + NEAR;
  const before = (set: ReadonlySet<string>, k: number) => anyIn(tokens, hit.i - k, hit.i, set, s);
  const sentence = tokens.filter((t) => t.sentence === s);
  const sFrom = tokens.indexOf(sentence[0] as Token);
  const sTo = sFrom + sentence.length;
  return {
    second: anyIn(tokens, a, b, ctx.second, s),
    vocative: before(ctx.vocative, 2),
    third: anyIn(tokens, a, b, ctx.third, s),
    group: anyIn(tokens, hit.i - 6, hit.i + hit.n + 6, ctx.groups, s),
    pronoun: anyIn(tokens, a, b, ctx.pronounTargets, s),
    people: anyIn(tokens, a, b, ctx.people, s),
    quantifier: before(ctx.quantifier, 2),
    literal: first.hashtag || anyIn(tokens, sFrom, sTo, ctx.literal, s),
    reported: first.quoted || anyIn(tokens, sFrom, hit.i, ctx.reported, s),
    copula: anyIn(tokens, sFrom, sTo, ctx.copula, s),
    negation: anyIn(tokens, sFrom, sTo, ctx.negation, s),
    // a call: "should/let's/चाहिए" near it, or the verb opens its sentence (an imperative)
    call:
      hit.i === sFrom ||
      before(ctx.call, NEAR) ||
      anyIn(tokens, hit.i + hit.n, hit.i + hit.n + NEAR, ctx.call, s) ||
      hit.entry.lang !== 'en',
    mention: sentence.some((t) => t.mention),
    object: anyIn(tokens, hit.i - 3, hit.i, OBJECT_MARKERS, s) || othersBefore,
    laughing,
  };
}

function scoreHit(tokens: Token[], hit: Hit, c: ReturnType<typeof around>): Scored | undefined {
  const e = hit.entry;
  const first = tokens[hit.i] as Token;
  const sentenceLen = tokens.filter((t) => t.sentence === first.sentence).length;
  // addressed: "तू कमीना है", "abe kutte", a mention, or the word alone as a vocative ("Kamine!")
  const addressed =
    c.second ||
    c.vocative ||
    c.mention ||
    (hit.i === tokens.findIndex((t) => t.sentence === first.sentence) && sentenceLen <= 3);
  const aimed = addressed || (c.third && c.copula) || c.people || c.group || c.pronoun || c.quantifier;
  let severity = e.severity;
  let score = BASE[severity];

  if (e.kind === 'violence') {
    if (!c.call || !(c.group || c.pronoun || c.second || c.people || c.quantifier || c.object))
      return undefined;
    if (c.group) severity = 'high';
  } else if (e.kind === 'dehumanising') {
    if (!(c.group || c.pronoun || addressed || c.people || c.quantifier) || c.negation) return undefined;
    if (!(c.copula || addressed || c.quantifier)) return undefined;
    if (c.group) severity = 'high';
  } else {
    if (e.tags.has('literal') && (!aimed || (c.literal && !c.second))) return undefined;
    if (e.tags.has('target') && !aimed) return undefined;
    if (e.kind === 'slur' && c.group) severity = 'high';
  }
  if (addressed && e.kind !== 'violence') score += 0.1;
  if (c.reported) score *= 0.4;
  // banter: a mild word among friends laughing ("saale 😂"), not about a community
  if (
    c.laughing &&
    severityRank(severity) <= 2 &&
    (e.kind === 'profanity' || e.kind === 'insult') &&
    !c.group
  )
    score *= 0.65;
  return { kind: e.kind, severity, score: Math.min(0.99, score), start: hit.start, end: hit.end };
}

/**
 * Hate without a slur: a community named with a predicate that damns all of it ("Muslims are
 * terrorists", "ये बिहारी सब चोर होते हैं"), unless negated or reported.
 */
function generalisations(tokens: Token[], ctx: ContextWords, taken: ReadonlySet<number>): Scored[] {
  const out: Scored[] = [];
  const sentences = new Map<number, number[]>();
  tokens.forEach((t, i) => {
    const list = sentences.get(t.sentence) ?? [];
    list.push(i);
    sentences.set(t.sentence, list);
  });
  for (const [s, idx] of sentences) {
    const from = idx[0] as number;
    const to = (idx.at(-1) as number) + 1;
    if (!anyIn(tokens, from, to, ctx.groups, s)) continue;
    if (anyIn(tokens, from, to, ctx.negation, s) || anyIn(tokens, from, to, ctx.reported, s)) continue;
    if (!anyIn(tokens, from, to, ctx.copula, s) && !anyIn(tokens, from, to, ctx.quantifier, s)) continue;
    for (let i = from; i < to; i++) {
      if (taken.has(i) || !phraseIn(tokens, i, 1, ctx.predicates)) continue;
      const t = tokens[i] as Token;
      out.push({ kind: 'generalisation', severity: 'medium', score: 0.7, start: t.start, end: t.end });
      break;
    }
  }
  return out;
}

const LAUGHTER = /[😂🤣😆😜😝😁😅😄]/u;

/** Every offensive span of a post with its kind, severity and score (only those worth reporting). */
export function scorePost(text: string, tokens: Token[]): Scored[] {
  const ctx = loadContext();
  const laughing = LAUGHTER.test(text) || tokens.some((t) => ctx.laughter.has(t.key));
  const out: Scored[] = [];
  const taken = new Set<number>();
  const hits = findHits(tokens);
  for (const hit of hits) {
    const before = hits.some(
      (h) => h !== hit && h.entry.kind !== 'violence' && h.i < hit.i && hit.i - h.i <= 6,
    );
    const scored = scoreHit(tokens, hit, around(tokens, hit, ctx, laughing, before));
    for (let k = hit.i; k < hit.i + hit.n; k++) taken.add(k);
    if (scored && scored.score >= REPORT_AT) out.push(scored);
  }
  out.push(...generalisations(tokens, ctx, taken));
  return out.sort((x, y) => x.start - y.start);
}
