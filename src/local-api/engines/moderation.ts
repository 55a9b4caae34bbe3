// Content moderation by word lists (src/local-api/data, see its README for sources and licences).
// Matching is whole-word with Unicode-aware boundaries (JavaScript's \b only knows ASCII, so it
// would split Devanagari words at every vowel sign); Latin words are folded for leetspeak and
// repeated letters so "f u c k" stays clean but "fuuuck" and "sh1t" do not.
import { readFileSync } from 'node:fs';

export type ModerationType = 'profanity' | 'hate_speech';
export type ModerationMatch = {
  type: ModerationType;
  text: string;
  start: number;
  end: number;
};
export type ModerationOutcome = {
  moderated_text: string;
  moderation_results: ModerationMatch[];
};

const LISTS: Record<ModerationType, string[]> = {
  profanity: ['profanity-en.txt', 'profanity-hi.txt', 'profanity-hi-latn.txt'],
  hate_speech: ['hate-speech-en.txt', 'hate-speech-hi.txt', 'hate-speech-hi-latn.txt'],
};
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};
/** A word: letters and marks, plus digits and symbols that leetspeak uses inside Latin words. */
const WORD = /[\p{L}\p{M}\p{N}@$!]+/gu;
const MAX_PHRASE_WORDS = 5;

/** The form both list entries and text words are compared in. */
export function foldWord(w: string): string {
  let s = w.normalize('NFC').toLowerCase();
  if (/[a-z]/.test(s)) s = s.replace(/[013457@$!]/g, (c) => LEET[c] ?? c).replace(/(.)\1+/g, '$1');
  return s;
}

function loadList(file: string): string[] {
  const text = readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8');
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

let cached: Map<string, ModerationType> | undefined;
/** Folded phrase (words joined by one space) → its type; hate speech wins over profanity. */
function terms(): Map<string, ModerationType> {
  if (cached) return cached;
  const map = new Map<string, ModerationType>();
  for (const type of ['profanity', 'hate_speech'] as ModerationType[]) {
    for (const file of LISTS[type]) {
      for (const entry of loadList(file)) map.set(entry.split(/\s+/).map(foldWord).join(' '), type);
    }
  }
  cached = map;
  return map;
}

/** Reads the word lists now (sync file reads), so no request pays for them: called at start-up. */
export function warmModerationLists(): void {
  terms();
}

/** Finds listed words and phrases of the asked types (all lists: Hinglish text mixes languages). */
export function findOffensive(text: string, types: readonly ModerationType[]): ModerationMatch[] {
  const wanted = new Set(types);
  const dict = terms();
  const words = [...text.matchAll(WORD)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    key: foldWord(m[0]),
  }));
  const out: ModerationMatch[] = [];
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1; n--) {
      const span = words.slice(i, i + n);
      const type = dict.get(span.map((w) => w.key).join(' '));
      if (type && wanted.has(type)) {
        const start = (span[0] as (typeof span)[0]).start;
        const end = (span[n - 1] as (typeof span)[0]).end;
        out.push({ type, text: text.slice(start, end), start, end });
        matched = n;
        break;
      }
    }
    i += matched || 1;
  }
  return out;
}

/** Masks each character of an offending span (letters only; spaces inside phrases stay). */
export function maskSpans(
  text: string,
  spans: readonly { start: number; end: number }[],
  mask = '*',
): string {
  let out = '';
  let at = 0;
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    if (s.start < at) continue;
    out += text.slice(at, s.start) + text.slice(s.start, s.end).replace(/\S/gu, mask);
    at = s.end;
  }
  return out + text.slice(at);
}

export function moderate(
  text: string,
  types: readonly ModerationType[] = ['profanity', 'hate_speech'],
  _language?: string,
): ModerationOutcome {
  const found = findOffensive(text, types.length ? types : ['profanity', 'hate_speech']);
  return { moderated_text: maskSpans(text, found), moderation_results: found };
}
