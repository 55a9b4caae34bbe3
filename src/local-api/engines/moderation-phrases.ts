// Hate that names no slur: phrases saying what to do to a community or what it is ("throw {t}
// into the sea", "{t} can never be trusted", "{t} को ज़िंदा मत छोड़ो"), read from
// moderation/phrases-{en,hi}.tsv with their variants, romanized spellings and Hindi call forms.
// {t} is the target's slot (1–4 words holding a community, "them/these people", a place of
// worship or an offensive word); a phrase without a slot needs a target in its clause. Which
// matches count is decided here from context; scoring them is moderation-score.ts's job.
import { type Entry, loadContext, parseLexicon, readData } from './moderation-lexicon.js';
import type { ContextSet, Marks } from './moderation-marks.js';
import { type Post, phraseIn, type Token } from './moderation-match.js';
import { foldWord, romanSkeleton } from './moderation-normalise.js';

const PHRASE_LANGUAGES = ['en', 'hi'] as const;
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

let index: Map<string, Pattern[]> | undefined;
/** Patterns by the key of their first fixed word ("x:" folded, "r:" romanized skeleton). */
function patterns(): Map<string, Pattern[]> {
  if (index) return index;
  index = new Map();
  for (const lang of PHRASE_LANGUAGES) {
    for (const { entry, forms } of parseLexicon(
      lang,
      readData(`phrases-${lang}.tsv`),
      `phrases-${lang}.tsv`,
    )) {
      for (const form of forms) {
        const roman = lang !== 'en' && /^[a-z{]/.test(form) && /[a-z]/.test(form.replace(SLOT, ''));
        const key = (part: string) =>
          part
            .split(/\s+/)
            .filter(Boolean)
            .map((w) => (roman ? romanSkeleton(foldWord(w)) : foldWord(w)))
            .join(' ');
        const atEnd = form.endsWith(' $');
        const [b = '', a = ''] = form.replace(/ \$$/, '').split(SLOT);
        const p: Pattern = {
          entry,
          before: key(b),
          nb: key(b) ? key(b).split(' ').length : 0,
          after: key(a),
          na: key(a) ? key(a).split(' ').length : 0,
          slot: form.includes(SLOT),
          roman,
          atEnd,
        };
        const first = `${roman ? 'r' : 'x'}:${(p.nb ? p.before : p.after).split(' ')[0]}`;
        index.set(first, [...(index.get(first) ?? []), p]);
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
    for (const p of [...(exact ?? []), ...(roman ?? [])]) {
      const hit = match(post, marks, offensive, p, i);
      if (hit && (!best || hit.end - hit.start > best.end - best.start)) best = hit;
    }
    if (best) out.push(best);
  }
  return out;
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
  const fixed = (at: number, words: string, n: number) =>
    n === 0 || (at + n <= cTo && (p.roman ? post.skel(at, n) : post.key(at, n)) === words);
  const violence = p.entry.kind === 'violence';
  // the fixed words [i, fixedEnd) and [afterAt, end); the slot [slotFrom, slotTo)
  let end: number;
  let slotFrom: number;
  let slotTo: number;
  if (p.nb) {
    if (!fixed(i, p.before, p.nb)) return undefined;
    slotFrom = i + p.nb;
    if (!p.slot) [slotFrom, slotTo, end] = [cFrom, cTo, slotFrom];
    else if (!p.na) [slotTo, end] = [Math.min(cTo, slotFrom + SLOT_WORDS), slotFrom];
    else {
      let s = 1;
      while (s <= SLOT_WORDS && !fixed(slotFrom + s, p.after, p.na)) s++;
      if (s > SLOT_WORDS) return undefined;
      slotTo = slotFrom + s;
      end = slotTo + p.na;
    }
  } else {
    if (!fixed(i, p.after, p.na)) return undefined;
    [slotFrom, slotTo, end] = [Math.max(cFrom, i - SLOT_WORDS), i, i + p.na];
  }
  const s = (tokens[i] as Token).sentence;
  if (p.atEnd && end !== cTo) return undefined;
  // "they are all the same", "kick them out of the group": a pronoun is too vague for these
  const lists: ContextSet[] =
    p.entry.kind === 'generalisation' || p.entry.tags.has('group')
      ? ['groups']
      : violence
        ? ['groups', 'pronounTargets', 'people', 'places']
        : ['groups', 'pronounTargets'];
  // the target ends a slot that comes before the phrase or inside it: "all the Biharis | into the
  // sea"; "Chinese apps | should be banned" bans apps. After the phrase, the first 3 words hold it
  // ("death to | all Christians")
  const ctx = loadContext();
  const endOf = (j: number) => {
    for (let k = 1; k <= 3 && j + k <= slotTo; k++)
      if (lists.some((l) => phraseIn(post, j, k, ctx[l]))) return j + k;
    return offensive.has(j) ? j + 1 : -1;
  };
  if (p.slot && p.nb && !p.na) slotTo = Math.min(slotTo, slotFrom + 3);
  let target = -1;
  let named = false; // a community, a place of worship or an offensive word, not just "them"
  for (let j = slotFrom; j < slotTo && target < 0; j++) {
    const end = endOf(j);
    if (end < 0 || (p.slot && p.na && end !== slotTo)) continue;
    named =
      offensive.has(j) || marks.any('groups', j, j + 1, s) || (violence && marks.any('places', j, j + 1, s));
    target = j;
  }
  // "बंदरों को भगा दो": बंदर is an insult, but here the monkeys themselves
  if (target < 0 || (violence && pestsOnly(marks, cFrom, cTo, s))) return undefined;
  const [sFrom, sTo] = marks.bounds.get(s) ?? [0, tokens.length];
  // "we will wipe them out in the final": "them" in a match is the other team
  const game = marks.any('games', sFrom, i, s) || marks.any('games', end, sTo, s);
  if (violence && !named && game) return undefined;
  const first = p.slot ? Math.min(i, target) : i;
  const last = p.slot ? Math.max(end - 1, target) : end - 1;
  if (p.entry.kind === 'generalisation') {
    // "not all X …", "X … नहीं, ये गलत है" in the same clause undoes it; the phrase's own "never" does not
    if (marks.any('negation', cFrom, first, s) || marks.any('negation', last + 1, cTo, s)) return undefined;
  }
  const quoted = tokens.slice(first, last + 1).some((x) => x.quoted);
  return {
    entry: p.entry,
    start: (tokens[first] as Token).start,
    end: (tokens[last] as Token).end,
    reported: quoted || marks.any('reported', sFrom, sTo, s),
  };
}

/** Whether a pest, game enemy or animal is named in [from, to) of sentence s (not a community). */
export function pestsOnly(marks: Marks, from: number, to: number, s: number): boolean {
  return marks.any('pests', from, to, s) && !marks.any('groups', from, to, s);
}
