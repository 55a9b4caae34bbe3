// False-flag sweeps of the moderation engine (in process): words that are not offensive by
// themselves put through sentence frames, counting the posts that come back flagged. Every word of
// the CMU English pronouncing dictionary (Debian's pocketsphinx copy) alone and in frames, and the
// romanized words of the hi transliteration model's training lexicon in Hindi frames. A change
// should add no flag here that it cannot explain; MODERATION_SWEEP_OUT=FILE writes each flagged
// post's word and spans (frame, word, spans, tab-separated) for diffing two runs. The ta, bn, te,
// mr and ur sweeps put the native and romanized words of the Dakshina train lexicons (DAKSHINA_DIR,
// default ../shared/data/dakshina) through a neutral frame ("yesterday I read about X");
// MODERATION_SWEEP_ONLY=PREFIX runs only the sweeps whose name starts so (e.g. "dakshina").
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { moderate } from '../src/local-api/engines/moderation.js';
import { CMUDICT_PATH } from '../src/local-api/engines/translit-english.js';
import { loadModel } from '../src/local-api/engines/translit-model.js';
import { DEFAULT_DATA_DIR, readLexicon } from '../src/local-api/translit-train/dakshina.js';

/** A neutral frame per language, native and romanized: the word is read about, not said to anyone. */
const NEUTRAL: Record<string, [(w: string) => string, (w: string) => string]> = {
  ta: [(w) => `நேற்று ${w} பற்றி படித்தேன்`, (w) => `nethu ${w} pathi padichen`],
  bn: [(w) => `কাল ${w} নিয়ে পড়লাম`, (w) => `kal ${w} niye porlam`],
  te: [(w) => `నిన్న ${w} గురించి చదివాను`, (w) => `ninna ${w} gurinchi chadivanu`],
  mr: [(w) => `काल ${w} बद्दल वाचलं`, (w) => `kaal ${w} baddal vachla`],
  ur: [(w) => `کل ${w} کے بارے میں پڑھا`, (w) => `kal ${w} ke baare mein padha`],
};

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
  const only = process.env.MODERATION_SWEEP_ONLY ?? '';
  const sweep = (name: string, words: readonly string[], frame: (w: string) => string) => {
    if (!name.startsWith(only)) return;
    let n = 0;
    for (const w of words) {
      const r = moderate(frame(w)).moderation_results;
      if (!r.length) continue;
      n++;
      flagged.push(`${name}\t${w}\t${r.map((x) => `${x.text}:${x.kind}`).join(',')}`);
    }
    console.log(`${name.padEnd(24)} ${String(n).padStart(6)} of ${words.length} flagged`);
  };
  // a family of sweeps whose names start with `prefix` (its words are read only if one may run)
  const wanted = (prefix: string) => prefix.startsWith(only) || only.startsWith(prefix);
  const cmu = wanted('cmu') ? cmuWords() : [];
  sweep('cmu alone', cmu, (w) => w);
  sweep('cmu kill-all-the', cmu, (w) => `kill all the ${w} in the house`);
  sweep('cmu all-are', cmu, (w) => `all the ${w} are in the kitchen`);
  sweep('cmu vocative-comma', cmu, (w) => `${w}, what are you doing here`);
  const roman = wanted('hi') ? [...(loadModel('hi')?.romanWords() ?? [])] : [];
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
  const dir = process.env.DAKSHINA_DIR ?? DEFAULT_DATA_DIR;
  for (const [lang, [nativeFrame, romanFrame]] of Object.entries(NEUTRAL)) {
    if (!existsSync(`${dir}/${lang}/train.tsv`)) {
      console.log(`dakshina ${lang}: no ${dir}/${lang}/train.tsv, not swept`);
      continue;
    }
    const lexicon = readLexicon(dir, lang, 'train');
    sweep(`dakshina ${lang} native`, [...new Set(lexicon.map((e) => e.native))], nativeFrame);
    sweep(`dakshina ${lang} roman`, [...new Set(lexicon.map((e) => e.roman))], romanFrame);
  }
  const out = process.env.MODERATION_SWEEP_OUT;
  if (out) writeFileSync(out, `${flagged.join('\n')}\n`);
}
