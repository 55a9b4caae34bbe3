// Romanized Hindi read through the transliteration engine: a Latin word that is not English and
// matched no romanized entry is written in Devanagari (the chat lexicon and the hi model of
// translit-model.ts) and its readings are looked up among the Devanagari entries, with the folds
// and inflections the Devanagari path uses. So one Devanagari entry covers spellings nobody wrote
// into the lexicon ("kameenay", "bhadvey" → कमीने, भड़वे).
//
// Precision comes first (a false flag hurts a community as much as a miss), so the reading is
// narrow: words of 4 letters or more, not in the English pronunciation dictionary (without it the
// path is off: nothing else tells "randy" from रंडी); a word the chat lexicon or the model's
// training lexicon attests is read only as what it attests (kutiya is कुटिया, a hut); otherwise
// the model's first 3 suggestions, or its first alone when that is a known Hindi word (neeche is
// नीचे, "below", not नीच). Measured in the data README.
import { type Entry, loadLexicon, romanLookupAllowed } from './moderation-lexicon.js';
import { foldWord } from './moderation-normalise.js';
import { loadPronunciations } from './translit-english.js';
import { loadChatLexicon } from './translit-latin.js';
import { loadModel } from './translit-model.js';

const MIN_LETTERS = 4;
const SUGGESTIONS = 3;
const CACHE_SIZE = 20_000;
const cache = new Map<string, Entry | null>();

/** Devanagari readings of a romanized word, best first (empty without the hi model). */
export function devanagariReadings(word: string): string[] {
  const attested = [...(loadChatLexicon().toNative.get(word) ?? [])];
  const model = loadModel('hi');
  for (const d of model?.dictionary(word) ?? []) if (!attested.includes(d)) attested.push(d);
  if (attested.length || !model) return attested;
  const guesses = model.candidates(word, SUGGESTIONS).map((c) => c.native);
  const first = guesses[0];
  return first !== undefined && model.isKnown(first) ? [first] : guesses;
}

/** Whether a typed word may be read as romanized Hindi here (letters only, long enough, not English). */
function readable(word: string): boolean {
  if (word.length < MIN_LETTERS || !/^[a-z]+$/.test(word) || !romanLookupAllowed(word)) return false;
  const english = loadPronunciations();
  return english !== undefined && !english.has(word);
}

/**
 * The Hindi Devanagari entry a romanized word (lower case, as typed) reads as, if any. Cached per
 * word: the model's search costs a fraction of a millisecond, a repeated word nothing.
 */
export function transliteratedEntry(word: string): Entry | undefined {
  const hit = cache.get(word);
  if (hit !== undefined) return hit ?? undefined;
  let found: Entry | undefined;
  if (readable(word)) {
    const { exact } = loadLexicon();
    // elongation ("kameeeenay"): two of a letter at most, as a writer would spell it
    for (const dev of devanagariReadings(word.replace(/(.)\1{2,}/g, '$1$1'))) {
      const entry = exact.get(foldWord(dev));
      if (entry?.lang === 'hi') {
        found = entry;
        break;
      }
    }
  }
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(word, found ?? null);
  return found;
}

/** Loads the model, the chat lexicon and the English dictionary now, not inside a request. */
export function warmRomanReading(): void {
  loadPronunciations();
  loadChatLexicon();
  loadModel('hi');
}
