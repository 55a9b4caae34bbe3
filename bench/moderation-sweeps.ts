// False-flag sweeps of the moderation engine (in process): words that are not offensive by
// themselves put through sentence frames, counting the posts that come back flagged. Every word of
// the CMU English pronouncing dictionary (Debian's pocketsphinx copy) alone and in frames, and the
// romanized words of the hi transliteration model's training lexicon in Hindi frames. A change
// should add no flag here that it cannot explain; MODERATION_SWEEP_OUT=FILE writes each flagged
// post's word and spans (frame, word, spans, tab-separated) for diffing two runs.
import { readFileSync, writeFileSync } from 'node:fs';
import { moderate } from '../src/local-api/engines/moderation.js';
import { CMUDICT_PATH } from '../src/local-api/engines/translit-english.js';
import { loadModel } from '../src/local-api/engines/translit-model.js';

function cmuWords(): string[] {
  const words = new Set<string>();
  for (const line of readFileSync(CMUDICT_PATH, 'utf8').split('\n')) {
    const w = line.split(' ')[0]?.replace(/\(\d+\)$/, '');
    if (w && /^[a-z']+$/.test(w)) words.add(w);
  }
  return [...words];
}

export default async function benchModerationSweeps(): Promise<void> {
  const flagged: string[] = [];
  const sweep = (name: string, words: readonly string[], frame: (w: string) => string) => {
    let n = 0;
    for (const w of words) {
      const r = moderate(frame(w)).moderation_results;
      if (!r.length) continue;
      n++;
      flagged.push(`${name}\t${w}\t${r.map((x) => `${x.text}:${x.kind}`).join(',')}`);
    }
    console.log(`${name.padEnd(24)} ${String(n).padStart(6)} of ${words.length} flagged`);
  };
  const cmu = cmuWords();
  sweep('cmu alone', cmu, (w) => w);
  sweep('cmu kill-all-the', cmu, (w) => `kill all the ${w} in the house`);
  sweep('cmu all-are', cmu, (w) => `all the ${w} are in the kitchen`);
  sweep('cmu vocative-comma', cmu, (w) => `${w}, what are you doing here`);
  const roman = [...(loadModel('hi')?.romanWords() ?? [])];
  sweep('hi tu-X-hai', roman, (w) => `tu ${w} hai`);
  sweep(
    'hi saare-X-khatam',
    roman.filter((_, i) => i % 4 === 0),
    (w) => `saare ${w} khatam kar do`,
  );
  sweep(
    'hi X-comma',
    roman.filter((_, i) => i % 2 === 0),
    (w) => `${w}, yahan kya kar raha hai`,
  );
  const out = process.env.MODERATION_SWEEP_OUT;
  if (out) writeFileSync(out, `${flagged.join('\n')}\n`);
}
