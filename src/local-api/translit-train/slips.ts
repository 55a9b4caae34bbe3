// Lexicon slips left out of training: a pair whose native word's romanization shares too little
// with its romanized side is another row's word (Tamil: makkal → நாட்டு six times), and a model
// learning it writes that word for the typed one (mudiyuma → சொல்ல). Judged as the engine judges
// its candidates (engines/translit-plausible.ts), in the languages it judges.
import { isSlip, JUDGED_LANGUAGES } from '../engines/translit-plausible.js';
import { plainLatin } from '../engines/transliterate.js';
import type { LexiconEntry } from './dakshina.js';

/** The entries that can be what their romanized side says (all of them outside the judged languages). */
export function withoutSlips(lang: string, entries: LexiconEntry[]): LexiconEntry[] {
  if (!JUDGED_LANGUAGES.has(lang)) return entries;
  const romans = new Map<string, string>();
  return entries.filter((e) => {
    let r = romans.get(e.native);
    if (r === undefined) {
      r = plainLatin(e.native, lang);
      romans.set(e.native, r);
    }
    return !isSlip(e.roman, r);
  });
}
