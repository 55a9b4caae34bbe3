// Hate that names no slur: phrases saying what to do to a community or what it is ("throw {t}
// into the sea", "{t} can never be trusted", "{t} को ज़िंदा मत छोड़ो"), read from
// moderation/phrases-{en,hi,ta,bn,te,mr,ur}.tsv with their variants, romanized spellings and Hindi
// call forms (the other Indic files write their call forms out as variants).
// {t} is the target's slot (1–4 words holding a community, "them/these people", a place of
// worship or an offensive word); a phrase without a slot needs a target in its clause. Which
// matches count is decided here from context; scoring them is moderation-score.ts's job.
import { type Entry, loadContext, parseLexicon, readData } from './moderation-lexicon.js';
import type { ContextSet, Marks } from './moderation-marks.js';
import { type Post, phraseIn, type Token } from './moderation-match.js';
import { foldWord, romanSkeleton } from './moderation-normalise.js';
import { deleteSchwas, readDevanagari, romanize } from './translit-devanagari.js';
import { loadChatLexicon } from './translit-latin.js';

const PHRASE_LANGUAGES = ['en', 'hi', 'ta', 'bn', 'te', 'mr', 'ur'] as const;
const SLOT = '{t}';
const SLOT_WORDS = 4;

interface Pattern {
  entry: Entry;
  /** the keys of the words before and after the slot, joined by a space, and how many */
  before: string;
  nb: number;
  after: string;
  na: number;
  slot: boolean;
  /** romanized Hindi: matched by skeleton */
  roman: boolean;
  /** written with a final "$": the phrase must end its clause ("X don't deserve to live", not "… to live in fear") */
  atEnd: boolean;
}
export interface PhraseHit {
  entry: Entry;
  start: number;
  end: number;
  reported: boolean;
}

/**
 * Hindi forms and, for each written in Devanagari, its romanized readings, so a phrase a writer
 * types in Latin letters matches without its spelling being listed: each word as the chat lexicon
 * spells it, else as the pivot reads it, long vowels single and doubled ("{t} को जीने का कोई अधिकार
 * नहीं" → "{t} ko jine ka koi adhikar nahin", "… jeene … adhikaar …"), and once more with each of
 * a word's other chat spellings in turn (nahi, nai), one word at a time.
 */
function withRomanized(forms: readonly string[], spellings: ReadonlyMap<string, string[]>): string[] {
  const out = new Set(forms);
  const add = (words: string[]) => {
    const roman = words.join(' ');
    if (/^[a-z{][a-z {}$]*$/.test(roman)) out.add(roman);
  };
  for (const form of forms) {
    if (!/[\u0900-\u097F]/.test(form)) continue;
    const words = form.split(' ');
    for (const style of ['plain', 'long'] as const) {
      const read = words.map((w) => {
        if (w === SLOT || w === '$') return [w];
        return spellings.get(w) ?? [pivotReading(w, style)];
      });
      const first = read.map((r) => r[0] as string);
      add(first);
      read.forEach((r, k) => {
        for (const other of r.slice(1)) add(first.map((w, i) => (i === k ? other : w)));
      });
    }
  }
  return [...out];
}

const pivotReadings = new Map<string, string>();
/** A Devanagari word as the pivot reads it, its long vowels single or doubled (kept: phrases repeat words). */
function pivotReading(word: string, style: 'plain' | 'long'): string {
  const key = `${style}:${word}`;
  let r = pivotReadings.get(key);
  if (r === undefined) {
    const ph = readDevanagari(word);
    deleteSchwas(ph);
    r = romanize(ph, style);
    pivotReadings.set(key, r);
  }
  return r;
}

/** Each Devanagari word of the Hindi chat lexicon with its romanized spellings, the preferred first. */
function chatSpellings(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [roman, natives] of loadChatLexicon().toNative)
    for (const n of natives) out.set(n, [...(out.get(n) ?? []), roman]);
  return out;
}

let index: Map<string, Pattern[]> | undefined;
/** Patterns by the key of their first fixed word ("x:" folded, "r:" romanized skeleton). */
function patterns(): Map<string, Pattern[]> {
  if (index) return index;
  index = new Map();
  const spellings = chatSpellings();
  for (const lang of PHRASE_LANGUAGES) {
    for (const { entry, forms } of parseLexicon(
      lang,
      readData(`phrases-${lang}.tsv`),
      `phrases-${lang}.tsv`,
    )) {
      const seen = new Set<string>();
      for (const form of lang === 'hi' ? withRomanized(forms, spellings) : forms) {
        const roman = lang !== 'en' && /^[a-z{]/.test(form) && /[a-z]/.test(form.replace(SLOT, ''));
        const key = (part: string) =>
          part
            .split(/\s+/)
            .filter(Boolean)
            .map((w) => (roman ? romanSkeleton(foldWord(w)) : foldWord(w)))
            .join(' ');
        const atEnd = form.endsWith(' $');
        const [b = '', a = ''] = form.replace(/ \$$/, '').split(SLOT);
        const before = key(b);
        const after = key(a);
        // spellings that fold to the same keys are one pattern (jine, jeene)
        const same = `${roman ? 'r' : 'x'}|${before}|${after}|${atEnd}|${form.includes(SLOT)}`;
        if (seen.has(same)) continue;
        seen.add(same);
        const p: Pattern = {
          entry,
          before,
          nb: before ? before.split(' ').length : 0,
          after,
          na: after ? after.split(' ').length : 0,
          slot: form.includes(SLOT),
          roman,
          atEnd,
        };
        const first = `${roman ? 'r' : 'x'}:${(p.nb ? p.before : p.after).split(' ')[0]}`;
        const list = index.get(first);
        if (list) list.push(p);
        else index.set(first, [p]);
      }
    }
  }
  return index;
}

/** Reads the phrase lexicons now (start-up), so no request pays for it. */
export function loadPhrases(): void {
  patterns();
}

/** The phrases of a post that are aimed at a target; `offensive` holds the tokens of lexicon hits. */
export function findPhrases(post: Post, marks: Marks, offensive: ReadonlySet<number>): PhraseHit[] {
  const { tokens } = post;
  const index = patterns();
  const out: PhraseHit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const exact = index.get(`x:${t.key}`);
    const roman = t.skel === undefined ? undefined : index.get(`r:${t.skel}`);
    if (!exact && !roman) continue;
    // the longest of the phrases found here: "… डुबो दो", not the call form "… डुबो" inside it
    let best: PhraseHit | undefined;
    for (const list of [exact, roman])
      for (const p of list ?? []) {
        const hit = match(post, marks, offensive, p, i);
        if (hit && (!best || hit.end - hit.start > best.end - best.start)) best = hit;
      }
    if (best) out.push(best);
  }
  return out;
}

// "they are all the same", "kick them out of the group": a pronoun is too vague for some phrases
const COMMUNITY: ContextSet[] = ['groups'];
const VIOLENCE_TARGETS: ContextSet[] = ['groups', 'pronounTargets', 'people', 'places'];
const TARGETS: ContextSet[] = ['groups', 'pronounTargets'];

/** Whether the n fixed words from `at` (inside the clause ending at cTo) are `words`. */
function fixedAt(post: Post, p: Pattern, at: number, words: string, n: number, cTo: number): boolean {
  return n === 0 || (at + n <= cTo && (p.roman ? post.skel(at, n) : post.key(at, n)) === words);
}

/** Where the phrase's words lie from token i: the slot [slotFrom, slotTo) and the end of the match. */
function place(post: Post, p: Pattern, i: number, cFrom: number, cTo: number) {
  if (!p.nb) {
    if (!fixedAt(post, p, i, p.after, p.na, cTo)) return undefined;
    return { slotFrom: Math.max(cFrom, i - SLOT_WORDS), slotTo: i, end: i + p.na };
  }
  if (!fixedAt(post, p, i, p.before, p.nb, cTo)) return undefined;
  const slotFrom = i + p.nb;
  if (!p.slot) return { slotFrom: cFrom, slotTo: cTo, end: slotFrom };
  // after the phrase, the first 3 words hold the target ("death to | all Christians")
  if (!p.na) return { slotFrom, slotTo: Math.min(cTo, slotFrom + 3), end: slotFrom };
  for (let n = 1; n <= SLOT_WORDS; n++)
    if (fixedAt(post, p, slotFrom + n, p.after, p.na, cTo))
      return { slotFrom, slotTo: slotFrom + n, end: slotFrom + n + p.na };
  return undefined;
}

/** Where a target that starts at token j ends (a context phrase of up to 3 words, or an offensive word), or -1. */
function targetEnd(
  post: Post,
  lists: ContextSet[],
  offensive: ReadonlySet<number>,
  j: number,
  slotTo: number,
): number {
  const ctx = loadContext();
  // the longest first: "इनकी बस्तियों" (their settlements) is a place, not "इनकी" and a stray word
  for (let k = Math.min(3, slotTo - j); k >= 1; k--)
    for (const l of lists) if (phraseIn(post, j, k, ctx[l])) return j + k;
  return offensive.has(j) ? j + 1 : -1;
}

function match(
  post: Post,
  marks: Marks,
  offensive: ReadonlySet<number>,
  p: Pattern,
  i: number,
): PhraseHit | undefined {
  const { tokens } = post;
  const [cFrom, cTo] = marks.clauseOf(i);
  const at = place(post, p, i, cFrom, cTo);
  if (!at || (p.atEnd && at.end !== cTo)) return undefined;
  const { slotFrom, slotTo, end } = at;
  const s = (tokens[i] as Token).sentence;
  const violence = p.entry.kind === 'violence';
  const lists =
    p.entry.kind === 'generalisation' || p.entry.tags.has('group')
      ? COMMUNITY
      : violence
        ? VIOLENCE_TARGETS
        : TARGETS;
  // a target before the phrase or inside it ends its slot: "all the Biharis | into the sea";
  // "Chinese apps | should be banned" bans apps
  // "throw them all into the sea", "রোহিঙ্গাদের সবাইকে সমুদ্রে ফেলে দাও", "ख्रिश्चन लोक …": words
  // for "all" or "people" may stand between the target and the rest of the phrase
  let target = -1;
  let targetTo = -1;
  for (let j = slotFrom; j < slotTo && target < 0; j++) {
    const tEnd = targetEnd(post, lists, offensive, j, slotTo);
    if (tEnd >= 0 && !(p.slot && p.na && !slotTailTo(post, tEnd, slotTo))) {
      target = j;
      targetTo = tEnd;
    }
  }
  // "बंदरों को भगा दो": बंदर is an insult, but here the monkeys themselves; out of the country,
  // they are people ("इन कीड़ों को देश से बाहर निकालो")
  if (target < 0 || (violence && pestsOnly(marks, cFrom, cTo, s) && !marks.any('nation', cFrom, cTo, s)))
    return undefined;
  // a community, a place of worship or an offensive word, not just "them"
  const named =
    offensive.has(target) ||
    marks.any('groups', target, target + 1, s) ||
    (violence && marks.any('places', target, target + 1, s));
  const [sFrom, sTo] = marks.bounds.get(s) ?? [0, tokens.length];
  // "we will wipe them out in the final": "them" in a match is the other team
  const game = marks.any('games', sFrom, i, s) || marks.any('games', end, sTo, s);
  if (violence && !named && game) return undefined;
  const first = p.slot ? Math.min(i, target) : i;
  const last = p.slot ? Math.max(end - 1, targetTo - 1) : end - 1;
  // "not all X …", "X … नहीं, ये गलत है" in the same clause undoes a generalisation; its own "never" does not
  if (
    p.entry.kind === 'generalisation' &&
    (marks.any('negation', cFrom, first, s) || marks.any('negation', last + 1, cTo, s))
  )
    return undefined;
  let quoted = false;
  for (let k = first; k <= last && !quoted; k++) quoted = (tokens[k] as Token).quoted;
  return {
    entry: p.entry,
    start: (tokens[first] as Token).start,
    end: (tokens[last] as Token).end,
    reported: quoted || marks.any('reported', sFrom, sTo, s) || marks.quotedAfter(last + 1, s),
  };
}

/**
 * Whether tokens [from, to) are all words for "all" or "people" (none at all: true), one phrase
 * after another ("women like her").
 */
function slotTailTo(post: Post, from: number, to: number): boolean {
  const tails = loadContext().slotTail;
  for (let k = from; k < to; ) {
    let n = Math.min(3, to - k);
    while (n > 0 && !phraseIn(post, k, n, tails)) n--;
    if (n === 0) return false;
    k += n;
  }
  return true;
}

/** Whether a pest, game enemy or animal is named in [from, to) of sentence s (not a community). */
export function pestsOnly(marks: Marks, from: number, to: number, s: number): boolean {
  return marks.any('pests', from, to, s) && !marks.any('groups', from, to, s);
}
