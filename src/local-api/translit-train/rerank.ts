// Learning the reranking weights of a transliteration model (engines/translit-rerank.ts): a model
// trained on nine tenths of the train split lists its candidates for each romanized word of the
// other tenth; the weights are those of a softmax over each word's candidates that gives the
// attested spellings the most probability (listwise logistic loss, L2, Adam on standardized
// features, a fixed number of steps: deterministic). Nothing of the dev split is used.
import type { TranslitModel } from '../engines/translit-model.js';
import { FEATURE_COUNT } from '../engines/translit-rerank.js';

/** One romanized word: its candidates' features and which candidates are attested spellings. */
export interface RerankExample {
  features: number[][];
  right: boolean[];
}

/** The examples of held-out cases (romanized word → attested spellings), from a model asked for features. */
export function rerankExamples(model: TranslitModel, cases: Map<string, Set<string>>): RerankExample[] {
  const out: RerankExample[] = [];
  for (const [roman, natives] of cases) {
    const cs = model.candidates(roman, CANDIDATES);
    // a word none of whose candidates is right teaches nothing about their order
    if (!cs.some((c) => natives.has(c.native))) continue;
    out.push({ features: cs.map((c) => c.features ?? []), right: cs.map((c) => natives.has(c.native)) });
  }
  return out;
}

/** Candidates looked at per word: more than any caller asks for, all the search usually keeps. */
const CANDIDATES = 20;
const STEPS = 300;
const L2 = 1e-3;
const RATE = 0.05;

/** Weights over the raw features (standardization folded in), one per feature. */
export function fitWeights(examples: readonly RerankExample[]): number[] {
  const D = FEATURE_COUNT;
  const mean = new Array<number>(D).fill(0);
  const spread = new Array<number>(D).fill(0);
  let n = 0;
  for (const e of examples)
    for (const x of e.features) {
      n++;
      for (let k = 0; k < D; k++) mean[k] = (mean[k] as number) + (x[k] as number);
    }
  for (let k = 0; k < D; k++) mean[k] = (mean[k] as number) / Math.max(1, n);
  for (const e of examples)
    for (const x of e.features)
      for (let k = 0; k < D; k++)
        spread[k] = (spread[k] as number) + ((x[k] as number) - (mean[k] as number)) ** 2;
  for (let k = 0; k < D; k++) spread[k] = Math.sqrt((spread[k] as number) / Math.max(1, n)) || 1;
  const xs = examples.map((e) =>
    e.features.map((x) => x.map((v, k) => (v - (mean[k] as number)) / (spread[k] as number))),
  );

  const w = new Array<number>(D).fill(0);
  const m1 = new Array<number>(D).fill(0);
  const m2 = new Array<number>(D).fill(0);
  for (let step = 1; step <= STEPS; step++) {
    const grad = new Array<number>(D).fill(0);
    xs.forEach((cands, i) => {
      const right = (examples[i] as RerankExample).right;
      const z = cands.map((x) => x.reduce((a, v, k) => a + v * (w[k] as number), 0));
      const top = Math.max(...z);
      const e = z.map((q) => Math.exp(q - top));
      const all = e.reduce((a, b) => a + b, 0);
      const good = e.reduce((a, q, j) => a + (right[j] ? q : 0), 0);
      // d(−log Σ_right p)/dz_j = p_j − (right_j ? e_j / good : 0)
      cands.forEach((x, j) => {
        const coef = (e[j] as number) / all - (right[j] ? (e[j] as number) / good : 0);
        for (let k = 0; k < D; k++) grad[k] = (grad[k] as number) + coef * (x[k] as number);
      });
    });
    for (let k = 0; k < D; k++) {
      const g = (grad[k] as number) / Math.max(1, xs.length) + L2 * (w[k] as number);
      m1[k] = 0.9 * (m1[k] as number) + 0.1 * g;
      m2[k] = 0.999 * (m2[k] as number) + 0.001 * g * g;
      const mh = (m1[k] as number) / (1 - 0.9 ** step);
      const vh = (m2[k] as number) / (1 - 0.999 ** step);
      w[k] = (w[k] as number) - (RATE * mh) / (Math.sqrt(vh) + 1e-8);
    }
  }
  // a constant added to every candidate changes no order: the means are dropped
  return w.map((v, k) => Number((v / (spread[k] as number)).toPrecision(6)));
}
