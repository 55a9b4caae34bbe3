// Romanized Hindi read through the transliteration engine: a Latin word that is not English and
// matched no romanized entry is written in Devanagari (the chat lexicon and the hi model of
// translit-model.ts) and its readings are looked up among the Devanagari entries, with the folds
// and inflections the Devanagari path uses. So one Devanagari entry covers spellings nobody wrote
// into the lexicon ("kameenay", "jaahiel" → कमीने, जाहिल).
//
// Precision comes first (a false flag hurts a community as much as a miss), so the reading is
// narrow: words of 4 letters or more, not in the English pronunciation dictionary (without it the
// path is off: nothing else tells "randy" from रंडी); a word the chat lexicon or the model's
// training lexicon attests is read only as what it attests (kutiya is कुटिया, a hut); otherwise
// the model's first 3 suggestions, or its first alone when that is a word of the training lexicon (the first
// 3 would read neeche as नीच besides नीचे, "below"). Measured by `npm run bench -- moderation`.
import { type Entry, loadLexicon, romanLookupAllowed } from './moderation-lexicon.js';
import { foldWord } from './moderation-normalise.js';
import { loadPronunciations } from './translit-english.js';
import { loadChatLexicon } from './translit-latin.js';
import { loadModel } from './translit-model.js';

const MIN_LETTERS = 4;
const SUGGESTIONS = 3;
const CACHE_SIZE = 20_000;
const cache = new Map<string, Entry | null>();

/** The model's readings of a word it has no attested spelling for, best first. */
export function guessedReadings(word: string): string[] {
  const model = loadModel('hi');
  const guesses = model?.candidates(word, SUGGESTIONS).map((c) => c.native) ?? [];
  const first = guesses[0];
  // a lexicon word, not any word of the list: the list knows names (कामीनी) that would hide कमीनी
  return first !== undefined && model?.isLexiconWord(first) ? [first] : guesses;
}

/** The spellings the chat lexicon and the model's training lexicon attest for a romanized word. */
export function attestedReadings(word: string): string[] {
  const attested = [...(loadChatLexicon().toNative.get(word) ?? [])];
  for (const d of loadModel('hi')?.dictionary(word) ?? []) if (!attested.includes(d)) attested.push(d);
  return attested;
}

/** Devanagari readings of a romanized word: its attested spellings, else the model's guesses. */
export function devanagariReadings(word: string): string[] {
  const attested = attestedReadings(word);
  return attested.length ? attested : guessedReadings(word);
}

/** The Hindi Devanagari entry a Devanagari word is a form of, if any. */
export function hindiEntryOf(dev: string): Entry | undefined {
  const entry = loadLexicon().exact.get(foldWord(dev));
  return entry?.lang === 'hi' ? entry : undefined;
}

/** Whether a typed word may be read as romanized Hindi here (letters only, long enough, not English). */
export function readableAsHindi(word: string): boolean {
  if (word.length < MIN_LETTERS || !/^[a-z]+$/.test(word) || !romanLookupAllowed(word)) return false;
  const english = loadPronunciations();
  return english !== undefined && !english.has(word);
}

/**
 * Model searches one post may start (about 0.05 ms each once warm, up to 0.4 ms cold): a
 * 5,000-character post of made-up words costs about 2 ms more, not tens.
 */
export const GUESSES_PER_POST = 16;

/**
 * The Hindi Devanagari entry a romanized word (lower case, as typed) reads as, if any. Cached per
 * word: the model's search costs a fraction of a millisecond, a repeated word nothing. A word the
 * model would have to search once the post's `guesses` are spent is not read (nor cached).
 */
export function transliteratedEntry(word: string, guesses: { left: number }): Entry | undefined {
  const hit = cache.get(word);
  if (hit !== undefined) return hit ?? undefined;
  if (!readableAsHindi(word)) return remember(word, undefined);
  // elongation ("kameeeenay"): two of a letter at most, as a writer would spell it
  const spelt = word.replace(/(.)\1{2,}/g, '$1$1');
  let readings = attestedReadings(spelt);
  if (!readings.length) {
    if (guesses.left <= 0) return undefined;
    guesses.left--;
    readings = guessedReadings(spelt);
  }
  for (const dev of readings) {
    const found = hindiEntryOf(dev);
    if (found) return remember(word, found);
  }
  return remember(word, undefined);
}

function remember(word: string, entry: Entry | undefined): Entry | undefined {
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(word, entry ?? null);
  return entry;
}

/** Whether a typed Latin word is a romanized Hindi chat word, English or not ("rat": रात, "night"). */
export function isHindiChatWord(word: string): boolean {
  return loadChatLexicon().toNative.has(word);
}

/**
 * Whether typed Latin words read as romanized Hindi rather than English: one is Hindi chat and no
 * English word, or more are Hindi chat words than are English words only ("tu rat ko aa jana":
 * tu, ko, aa, jana; "you rat, you sold us out": you, sold, out against us).
 */
export function readsAsHindi(words: readonly string[]): boolean {
  if (words.some(isRomanHindi)) return true;
  const english = loadPronunciations();
  const chat = words.filter(isHindiChatWord).length;
  const englishOnly = words.filter((w) => !isHindiChatWord(w) && english?.has(w)).length;
  return chat > englishOnly;
}

/** Whether a typed Latin word is a romanized Hindi chat word and no English one ("kya", "bakwas"; not "main"). */
export function isRomanHindi(word: string): boolean {
  return loadChatLexicon().toNative.has(word) && !loadPronunciations()?.has(word);
}

/** Loads the model, the chat lexicon and the English dictionary now, not inside a request. */
export function warmRomanReading(): void {
  loadPronunciations();
  loadChatLexicon();
  loadModel('hi');
}
