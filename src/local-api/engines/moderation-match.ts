// Finding lexicon entries in a post: words with Unicode-aware boundaries (JavaScript's \b only
// knows ASCII and would split Devanagari at every vowel sign), each folded once; phrases tried
// longest first; idioms (नमक हराम, "kill time") consumed before the lexicon sees their words.
import { type Entry, loadContext, loadLexicon, romanLookupAllowed } from './moderation-lexicon.js';
import { foldWord, isLatinKey, maskedPattern, romanSkeleton } from './moderation-normalise.js';

export interface Token {
  start: number;
  end: number;
  key: string;
  /** the romanized-Indic skeleton, for Latin words that may be Hinglish */
  skel?: string;
  masked?: RegExp;
  hashtag: boolean;
  mention: boolean;
  quoted: boolean;
  sentence: number;
}
export interface Hit {
  entry: Entry;
  /** index of the first token and how many tokens */
  i: number;
  n: number;
  start: number;
  end: number;
}

/** Letters, marks, digits, the symbols leetspeak and masking use, and invisible joiners. */
const WORD = /[\p{L}\p{M}\p{N}@$!*'’\u00AD\u200B-\u200D\u2060\uFEFF]+/gu;
const SENTENCE_END = /[.?!।॥\n]/;
const QUOTED = /"[^"\n]{1,120}"|“[^”\n]{1,120}”|«[^»\n]{1,120}»|„[^“\n]{1,120}“/g;

export function tokenize(text: string): Token[] {
  const quotes = [...text.matchAll(QUOTED)].map((m) => [m.index, m.index + m[0].length] as const);
  const tokens: Token[] = [];
  let sentence = 0;
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    let start = m.index;
    let raw = m[0];
    // edges: a leading @ is a mention, stars around a word are emphasis, '!' ends a sentence
    const mention = raw.startsWith('@');
    const lead = raw.match(/^[@*'’]+/)?.[0].length ?? 0;
    start += lead;
    raw = raw.slice(lead).replace(/[!*'’]+$/, '');
    if (!raw) continue;
    if (SENTENCE_END.test(text.slice(last, start))) sentence++;
    last = start + raw.length;
    // possessive 's is not part of the word ("dog's")
    const key = foldWord(raw.replace(/['’]s$/i, ''));
    if (!key) continue;
    const latin = isLatinKey(key);
    tokens.push({
      start,
      end: start + raw.length,
      key,
      ...(latin ? { skel: romanSkeleton(key) } : {}),
      ...(raw.includes('*') ? { masked: maskedPattern(raw) } : {}),
      hashtag: text[m.index - 1] === '#',
      mention,
      quoted: quotes.some(([a, b]) => start > a && start < b),
      sentence,
    });
  }
  return tokens;
}

/** Whether the words from i (n of them) spell one of `set`'s phrases (folded or skeleton). */
export function phraseIn(tokens: Token[], i: number, n: number, set: ReadonlySet<string>): boolean {
  if (i < 0 || i + n > tokens.length) return false;
  const span = tokens.slice(i, i + n);
  if (span.some((t) => t.sentence !== span[0]?.sentence)) return false;
  if (set.has(span.map((t) => t.key).join(' '))) return true;
  return span.every((t) => t.skel) && set.has(span.map((t) => t.skel).join(' '));
}

const first = (span: Token[]) => span[0] as Token;

function lookup(tokens: Token[], i: number, n: number): Entry | undefined {
  const span = tokens.slice(i, i + n);
  if (span.some((t) => t.sentence !== span[0]?.sentence)) return undefined;
  const lex = loadLexicon();
  const hit = lex.exact.get(span.map((t) => t.key).join(' '));
  if (hit) return hit;
  // the English-word guard is for single words: "maar dalo" is Hinglish though "mar" is English
  if (span.every((t) => t.skel) && (n > 1 || romanLookupAllowed(first(span).key)))
    return lex.roman.get(span.map((t) => t.skel).join(' '));
  return undefined;
}

function maskedLookup(t: Token): Entry | undefined {
  if (!t.masked) return undefined;
  const lex = loadLexicon();
  const first = t.key[0];
  for (const [k, e] of lex.singles) if (k[0] === first && t.masked.test(k)) return e;
  if (t.skel)
    for (const [k, e] of lex.singles) if (k[0] === first && t.masked.test(romanSkeleton(k))) return e;
  return undefined;
}

/** The lexicon entries a post contains, left to right, longest phrase first; idioms skipped. */
export function findHits(tokens: Token[]): Hit[] {
  const lex = loadLexicon();
  const ctx = loadContext();
  const out: Hit[] = [];
  for (let i = 0; i < tokens.length; ) {
    let idiom = 0;
    for (let n = Math.min(ctx.maxPhraseWords, tokens.length - i); n >= 1 && !idiom; n--)
      if (phraseIn(tokens, i, n, ctx.idioms)) idiom = n;
    if (idiom) {
      i += idiom;
      continue;
    }
    let taken = 0;
    for (let n = Math.min(lex.maxWords, tokens.length - i); n >= 1 && !taken; n--) {
      const entry = lookup(tokens, i, n) ?? (n === 1 ? maskedLookup(tokens[i] as Token) : undefined);
      if (!entry) continue;
      const first = tokens[i] as Token;
      const lastT = tokens[i + n - 1] as Token;
      out.push({ entry, i, n, start: first.start, end: lastT.end });
      taken = n;
    }
    i += taken || 1;
  }
  return out;
}
