// The last ordering of a transliteration model's candidates (translit-model.ts): a linear score
// over a few features of each candidate, its weights learned by `npm run train:translit` on a
// held-out slice of the train split (translit-train/rerank.ts), one weight vector per language in
// ../data/translit/rerank.json. Without weights a language keeps the hand-set rescoring (the
// pair model's score, the character model's times a weight, a bonus for list words).
import { existsSync, readFileSync } from 'node:fs';

/** What a candidate is scored on; the weights file lists the names in this order. */
export const RERANK_FEATURES = [
  'joint', // log score of the pair model, paths spelling the same word summed
  'chars', // log score of the native-word character model
  'inList', // a word of the language's word list
  'inOwnList', // a word of the language's own lists (Hindi: not only the script-wide list)
  'byListSearch', // found by the search inside the word list
  'byOpenSearch', // found by the open search
  'listNotOwn', // in the list but not the language's own lists
  'charsPerLetter', // the character model's score per native code point
  'lettersPerRoman', // native code points per Latin letter
  'nukta',
  'anusvara', // anusvara, or Gurmukhi's tippi
  'candrabindu',
  'virama',
  'jointBehindBest', // pair-model score behind the best candidate's
] as const;
export const FEATURE_COUNT = RERANK_FEATURES.length;

/** The raw parts of one candidate, as the model's search leaves them. */
export interface CandidateParts {
  native: string;
  joint: number;
  chars: number;
  inList: boolean;
  inOwnList: boolean;
  /** the list holds more than the language's own words (an own list exists apart) */
  ownApart: boolean;
  byList: boolean;
  byOpen: boolean;
}

/** Writes a candidate's features into `out` (FEATURE_COUNT numbers from 0). */
export function candidateFeatures(
  out: Float64Array | number[],
  c: CandidateParts,
  romanLength: number,
  bestJoint: number,
): void {
  let letters = 0;
  let nukta = 0;
  let anusvara = 0;
  let candrabindu = 0;
  let virama = 0;
  for (let i = 0; i < c.native.length; i++) {
    const cp = c.native.charCodeAt(i);
    letters++;
    // the Brahmic blocks share one layout: a sign sits at the same offset in each
    if (cp < 0x900 || cp >= 0xd80) continue;
    const off = cp & 0x7f;
    if (off === 0x3c) nukta++;
    else if (off === 0x02 || cp === 0xa70) anusvara++;
    else if (off === 0x01) candrabindu++;
    else if (off === 0x4d) virama++;
  }
  out[0] = c.joint;
  out[1] = c.chars;
  out[2] = c.inList ? 1 : 0;
  out[3] = c.inOwnList ? 1 : 0;
  out[4] = c.byList ? 1 : 0;
  out[5] = c.byOpen ? 1 : 0;
  out[6] = c.inList && c.ownApart && !c.inOwnList ? 1 : 0;
  out[7] = c.chars / (letters + 1);
  out[8] = letters / Math.max(1, romanLength);
  out[9] = nukta;
  out[10] = anusvara;
  out[11] = candrabindu;
  out[12] = virama;
  out[13] = c.joint - bestJoint;
}

export interface RerankFile {
  features: readonly string[];
  /** how the weights were learned, for the reader of the file */
  note?: string;
  weights: Record<string, number[]>;
}

export function rerankPath(): URL {
  return new URL('../data/translit/rerank.json', import.meta.url);
}

let loaded: RerankFile | null | undefined;

/** A language's weights, or null when none were learned (or the file lists other features). */
export function rerankWeights(lang: string): Float64Array | null {
  if (loaded === undefined) {
    const url = rerankPath();
    loaded = existsSync(url) ? (JSON.parse(readFileSync(url, 'utf8')) as RerankFile) : null;
  }
  const w = loaded?.weights[lang];
  // weights for another feature list would score nonsense: the hand-set rescoring instead
  if (!w || w.length !== FEATURE_COUNT || loaded?.features.join() !== RERANK_FEATURES.join()) return null;
  return Float64Array.from(w);
}
