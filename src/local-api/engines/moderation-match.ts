// Finding lexicon entries in a post: words with Unicode-aware boundaries (JavaScript's \b only
// knows ASCII and would split Devanagari at every vowel sign), each folded once; phrases tried
// longest first; idioms (नमक हराम, "kill time") consumed before the lexicon sees their words; a
// Latin word no entry spells is tried through transliteration (moderation-roman.ts).
import {
  type Entry,
  loadContext,
  loadLexicon,
  neverAnEntry,
  romanLookupAllowed,
} from './moderation-lexicon.js';
import {
  foldWord,
  isLatinKey,
  maskedPattern,
  romanAspirateKey,
  romanSkeleton,
  romanVowelKey,
} from './moderation-normalise.js';
import { GUESSES_PER_POST, transliteratedEntry } from './moderation-roman.js';
import { loadPronunciations } from './translit-english.js';

export interface Token {
  start: number;
  end: number;
  key: string;
  /** as typed, lower case (the English-word guard needs "saale" apart from "sale") */
  word: string;
  /** the romanized-Indic skeleton, for Latin words that may be Hinglish */
  skel?: string;
  /** the long-vowel key (jaheel → jahil), for the same words */
  vowelKey?: string;
  /** the long-vowel key with "th" read as an entry's "t" (choothiya → chutia), when it differs */
  aspirateKey?: string;
  masked?: RegExp;
  hashtag: boolean;
  mention: boolean;
  quoted: boolean;
  sentence: number;
  /** the clause within the post (a sentence end, comma, semicolon or colon starts a new one) */
  clause: number;
}
export interface Hit {
  entry: Entry;
  /** index of the first token and how many tokens */
  i: number;
  n: number;
  start: number;
  end: number;
  /** the word carries a glued Tamil quotative (பொறுக்கின்னு: பொறுக்கி + ன்னு) */
  quotative?: boolean;
}

/** Masked words that their one letter and their length name: f*** is read as nothing else. */
const ONE_LETTER_MASKED: ReadonlyMap<string, string> = new Map([
  ['f***', 'fuck'],
  ['f***ing', 'fucking'],
  ['s***', 'shit'],
  ['b****', 'bitch'],
]);

/** Letters, marks, digits, the symbols leetspeak and masking use, and invisible joiners. */
const WORD = /[\p{L}\p{M}\p{N}@$!*'’\u00AD\u200B-\u200D\u2060\uFEFF]+/gu;
// Urdu ends a sentence with ۔ or ؟ and writes its comma and semicolon as ، and ؛
const SENTENCE_END = /[.?!।॥\n۔؟]/;
const CLAUSE_END = /[.?!।॥\n,;:۔؟،؛]/;
const QUOTED = /"[^"\n]{1,120}"|“[^”\n]{1,120}”|«[^»\n]{1,120}»|„[^“\n]{1,120}“/g;

export function tokenize(text: string): Token[] {
  const quotes = [...text.matchAll(QUOTED)].map((m) => [m.index, m.index + m[0].length] as const);
  const tokens: Token[] = [];
  let sentence = 0;
  let clause = 0;
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    let start = m.index;
    let raw = m[0];
    // edges: a leading @ is a mention, stars around a word are emphasis, '!' ends a sentence
    const mention = raw.startsWith('@');
    const lead = raw.match(/^[@*'’]+/)?.[0].length ?? 0;
    start += lead;
    // one letter and stars for the rest, no star before it: a masked word the letter and length
    // name ("F*** you"), not emphasis (*word*)
    const starred = lead === 0 ? raw.replace(/[!'’]+$/, '') : '';
    const spelled = ONE_LETTER_MASKED.get(starred.toLowerCase());
    raw = raw.slice(lead).replace(/[!*'’]+$/, '');
    if (!raw) continue;
    const gap = text.slice(last, start);
    if (SENTENCE_END.test(gap)) sentence++;
    if (CLAUSE_END.test(gap)) clause++;
    last = start + raw.length;
    const hashtag = text[m.index - 1] === '#';
    for (const part of hashtag ? hashtagWords(raw) : [{ at: 0, word: raw }]) {
      // possessive 's is not part of the word ("dog's")
      const bare = spelled ?? part.word.replace(/['’]s$/i, '');
      const key = foldWord(bare);
      if (!key) continue;
      const latin = isLatinKey(key);
      const from = start + part.at;
      tokens.push({
        start: from,
        end: from + (spelled ? starred.length : part.word.length),
        key,
        word: (spelled ?? part.word).toLowerCase(),
        ...(latin ? romanKeys(key, bare) : {}),
        ...(part.word.includes('*') ? { masked: maskedPattern(part.word) } : {}),
        hashtag,
        mention,
        quoted: quotes.some(([a, b]) => from > a && from < b),
        sentence,
        clause,
      });
    }
  }
  return joinSpelledOut(tokens, text);
}

/** A hashtag's words where capitals tell them apart (#FuckModi, #ShameOnICC), else the tag whole. */
function hashtagWords(tag: string): { at: number; word: string }[] {
  if (!/^[A-Za-z0-9]+$/.test(tag) || !/[a-z][A-Z]|[A-Z]{2}[a-z]/.test(tag)) return [{ at: 0, word: tag }];
  return [...tag.matchAll(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g)].map((w) => ({ at: w.index, word: w[0] }));
}

/** The romanized keys of a Latin word (folded and as typed). */
function romanKeys(key: string, typed: string): Pick<Token, 'skel' | 'vowelKey' | 'aspirateKey'> {
  const vowelKey = romanVowelKey(typed);
  const aspirateKey = romanAspirateKey(vowelKey);
  return { skel: romanSkeleton(key), vowelKey, ...(aspirateKey ? { aspirateKey } : {}) };
}

/** "f u c k" and "f.u.c.k": three or more single Latin letters in a row are read as one word. */
function joinSpelledOut(tokens: Token[], text: string): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; ) {
    let j = i;
    while (
      j < tokens.length &&
      /^[a-z]$/.test((tokens[j] as Token).key) &&
      (j === i ||
        /^[\s.\-_]{1,2}$/.test(text.slice((tokens[j - 1] as Token).end, (tokens[j] as Token).start)))
    )
      j++;
    if (j - i >= 3) {
      const run = tokens.slice(i, j);
      const letters = run.map((t) => t.key).join('');
      const key = foldWord(letters);
      out.push({
        ...(run[0] as Token),
        end: (run.at(-1) as Token).end,
        key,
        word: key,
        ...romanKeys(key, letters),
      });
      i = j;
    } else {
      out.push(tokens[i] as Token);
      i++;
    }
  }
  return out;
}

/**
 * A post's words with their phrase keys computed once (every lexicon and context look-up reads
 * them): key(i, n) is the folded phrase of n words from i, undefined across a sentence end.
 */
export class Post {
  private keys: (string | undefined)[][] = [];
  private skels: (string | undefined)[][] = [];
  private vowelKeys: (string | undefined)[][] = [];
  private aspirateKeys: (string | undefined)[][] = [];
  constructor(readonly tokens: Token[]) {}

  key(i: number, n: number): string | undefined {
    return this.join(i, n, this.keys, (t) => t.key);
  }
  /** the romanized skeleton of the phrase; undefined unless every word is Latin */
  skel(i: number, n: number): string | undefined {
    return this.join(i, n, this.skels, (t) => t.skel);
  }
  /** the long-vowel key of the phrase; undefined unless every word is Latin */
  vowelKey(i: number, n: number): string | undefined {
    return this.join(i, n, this.vowelKeys, (t) => t.vowelKey);
  }
  /** the phrase with each word's aspirate key where it has one, else its long-vowel key */
  aspirateKey(i: number, n: number): string | undefined {
    return this.join(i, n, this.aspirateKeys, (t) => t.aspirateKey ?? t.vowelKey);
  }
  private join(
    i: number,
    n: number,
    cache: (string | undefined)[][],
    part: (t: Token) => string | undefined,
  ) {
    const row = cache[i] ?? [];
    cache[i] = row;
    if (n in row) return row[n];
    // built from the phrase one word shorter (cached), so each look-up adds one word
    let out: string | undefined;
    const t = this.tokens[i + n - 1];
    if (i >= 0 && t && n >= 1) {
      const p = part(t);
      if (n === 1) out = p;
      else if (p !== undefined && t.sentence === (this.tokens[i] as Token).sentence) {
        const shorter = this.join(i, n - 1, cache, part);
        out = shorter === undefined ? undefined : `${shorter} ${p}`;
      }
    }
    row[n] = out;
    return out;
  }
}

/** Whether the words from i (n of them) spell one of `set`'s phrases (folded, or skeleton if asked). */
export function phraseIn(
  post: Post,
  i: number,
  n: number,
  set: ReadonlySet<string>,
  skeleton = false,
): boolean {
  // most words start no phrase of the list: one set look-up settles them
  const firsts = firstWords(set);
  const t = post.tokens[i];
  if (!t || !(firsts.has(t.key) || (skeleton && t.skel !== undefined && firsts.has(t.skel)))) return false;
  const k = post.key(i, n);
  if (k !== undefined && set.has(k)) return true;
  if (!skeleton) return false;
  const sk = post.skel(i, n);
  return sk !== undefined && set.has(sk);
}

const FIRSTS = new WeakMap<ReadonlySet<string>, Set<string>>();
/** The first words of a list's phrases (computed once per list). */
function firstWords(set: ReadonlySet<string>): Set<string> {
  let f = FIRSTS.get(set);
  if (!f) {
    f = new Set([...set].map((p) => p.split(' ')[0] as string));
    FIRSTS.set(set, f);
  }
  return f;
}

const LENGTH_WRITTEN: ReadonlySet<string> = new Set(['ta', 'te']);
const LONG_TYPED = /ee|oo/;
const typedLong = (post: Post, i: number, n: number) =>
  post.tokens.slice(i, i + n).some((t) => LONG_TYPED.test(t.word));
function lookup(post: Post, i: number, n: number): Entry | undefined {
  const lex = loadLexicon();
  const k = post.key(i, n);
  if (k === undefined) return undefined;
  const hit = lex.exact.get(k);
  const word = (post.tokens[i] as Token).word;
  if (hit && !(n === 1 && (foldedEnglish(word) || neverAnEntry(word)))) return hit;
  // the English-word guard is for single words: "maar dalo" is Hinglish though "mar" is English
  const sk = post.skel(i, n);
  if (sk === undefined || (n === 1 && !romanLookupAllowed(word))) return undefined;
  const vk = post.vowelKey(i, n);
  const bySkeleton = lex.roman.get(sk);
  // Tamil and Telugu write vowel length: a typed "ee"/"oo" must be the entry's long vowel (veetu,
  // home, is not vettu, cut), which only the long-vowel key keeps
  const loose = bySkeleton && LENGTH_WRITTEN.has(bySkeleton.lang) && typedLong(post, i, n);
  const hit2 = (loose ? undefined : bySkeleton) ?? (vk === undefined ? undefined : lex.romanVowel.get(vk));
  if (hit2) return hit2;
  // only when a word of the phrase has an aspirate spelling ("th"): else the same key again
  const ak = post.aspirateKey(i, n);
  return ak === undefined || ak === vk ? undefined : lex.romanVowel.get(ak);
}

/**
 * An English word that only the fold of repeated letters makes an entry's key: "as" is the key of
 * "ass", "con" and "cones" of "coon", "Shiite" of "shite". Written so, it is the English word; an
 * entry's own forms (ass, coons) and words no dictionary knows ("asss", "fuuuck") still match.
 */
function foldedEnglish(typed: string): boolean {
  const word = typed.replace(/['’]s$/, ''); // "bastard's" is a form of bastard
  return loadPronunciations()?.has(word) === true && !loadLexicon().latinForms.has(word);
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

const MAX_MASKED_PER_POST = 20;
/** The spoken Tamil quotative glued to the word it quotes (பொறுக்கின்னு, நாய்னு). */
const TA_GLUED_QUOTATIVE = /(?<=[\u0B80-\u0BFF])(?:ன்னு|னு)$/u;

/** The lexicon entries a post contains, left to right, longest phrase first; idioms skipped. */
export function findHits(post: Post): Hit[] {
  const { tokens } = post;
  const lex = loadLexicon();
  const ctx = loadContext();
  const out: Hit[] = [];
  // masked words are matched by scanning the lexicon: a post gets a bounded number of such scans
  let maskedLeft = MAX_MASKED_PER_POST;
  const guesses = { left: GUESSES_PER_POST };
  for (let i = 0; i < tokens.length; ) {
    let idiom = 0;
    for (let n = Math.min(ctx.maxPhraseWords, tokens.length - i); n >= 1 && !idiom; n--)
      if (phraseIn(post, i, n, ctx.idioms, true)) idiom = n;
    if (idiom) {
      // an entry that goes on past the idiom is the longer phrase: "कुत्ते की तरह भौंक" (barks like
      // a dog) is an insult, "कुत्ते की तरह काम किया" (worked like a dog) an idiom
      let longer = 0;
      for (let n = Math.min(lex.maxWords, tokens.length - i); n > idiom && !longer; n--) {
        const entry = lookup(post, i, n);
        if (!entry) continue;
        out.push({ entry, i, n, start: (tokens[i] as Token).start, end: (tokens[i + n - 1] as Token).end });
        longer = n;
      }
      i += longer || idiom;
      continue;
    }
    const t = tokens[i] as Token;
    let taken = 0;
    const startsEntry =
      t.masked ||
      lex.firstWords.has(t.key) ||
      (t.skel !== undefined && lex.firstWords.has(t.skel)) ||
      (t.vowelKey !== undefined && lex.firstWords.has(t.vowelKey)) ||
      (t.aspirateKey !== undefined && lex.firstWords.has(t.aspirateKey));
    for (let n = startsEntry ? Math.min(lex.maxWords, tokens.length - i) : 0; n >= 1 && !taken; n--) {
      const entry =
        lookup(post, i, n) ?? (n === 1 && t.masked && maskedLeft-- > 0 ? maskedLookup(t) : undefined);
      if (!entry) continue;
      const first = tokens[i] as Token;
      const lastT = tokens[i + n - 1] as Token;
      out.push({ entry, i, n, start: first.start, end: lastT.end });
      taken = n;
    }
    // a Latin word no romanized entry spells: read in Devanagari by the transliteration engine
    const read = taken || t.skel === undefined ? undefined : transliteratedEntry(t.word, guesses);
    if (read) {
      out.push({ entry: read, i, n: 1, start: t.start, end: t.end });
      taken = 1;
    }
    // a Tamil word with the spoken quotative glued on (பொறுக்கின்னு, முட்டாள்னு, நாய்ன்னு)
    const quoted =
      taken || !TA_GLUED_QUOTATIVE.test(t.key)
        ? undefined
        : lex.exact.get(t.key.replace(TA_GLUED_QUOTATIVE, ''));
    if (quoted?.lang === 'ta') {
      out.push({ entry: quoted, i, n: 1, start: t.start, end: t.end, quotative: true });
      taken = 1;
    }
    i += taken || 1;
  }
  return out;
}
