// Romanized Hindi read through transliteration (src/local-api/engines/moderation-roman.ts), word
// by word: how many of the romanized spellings written by hand into moderation/hi.tsv it finds on
// its own (recall), and how many romanized words of the hi model's training lexicon that are no
// offensive word it reads as one when they are treated as unseen, by the model's guesses alone
// (false hits; in use an attested word is read only as what it attests).
import { readFileSync } from 'node:fs';
import { loadLexicon } from '../src/local-api/engines/moderation-lexicon.js';
import { foldWord, romanSkeleton } from '../src/local-api/engines/moderation-normalise.js';
import {
  guessedReadings,
  hindiEntryOf,
  readableAsHindi,
  transliteratedEntry,
} from '../src/local-api/engines/moderation-roman.js';
import { loadModel } from '../src/local-api/engines/translit-model.js';

export function romanWordFigures(): void {
  const model = loadModel('hi');
  if (!model) {
    console.log('\nromanized words through transliteration: no hi model, not measured');
    return;
  }
  const tsv = readFileSync(new URL('../src/local-api/data/moderation/hi.tsv', import.meta.url), 'utf8');
  let written = 0;
  let found = 0;
  for (const line of tsv.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [term, , , , variants = ''] = line.split('\t');
    for (const v of variants.split('|').filter((x) => /^[a-z]+$/.test(x))) {
      written++;
      if (transliteratedEntry(v, { left: 1 })?.term === term) found++;
    }
  }
  const { roman } = loadLexicon();
  let words = 0;
  const falseHits: string[] = [];
  for (const w of model.romanWords()) {
    if (!readableAsHindi(w) || roman.has(romanSkeleton(foldWord(w)))) continue;
    if (model.dictionary(w).some((d) => hindiEntryOf(d))) continue;
    words++;
    const e = guessedReadings(w).map(hindiEntryOf).find(Boolean);
    if (e) falseHits.push(`${w} → ${e.term}`);
  }
  console.log('\nromanized words through transliteration (word by word)');
  console.log(`  hand-written romanized spellings of hi.tsv found through it: ${found} of ${written}`);
  console.log(
    `  model training words (4+ letters, not English, no entry) read as an entry when unseen: ${falseHits.length} of ${words}${falseHits.length ? ` (${falseHits.slice(0, 10).join(', ')})` : ''}`,
  );
}
