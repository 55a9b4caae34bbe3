// The learned last ordering of the transliteration models' candidates (issue 22): every language
// has its weights, a spelling's traits are read in every Brahmic script, the weights put the right
// word first where the hand-set rescoring did not, and learning them is deterministic.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { modelPath, parseModel } from '../../../src/local-api/engines/translit-model.js';
import {
  type CandidateParts,
  candidateFeatures,
  FEATURE_COUNT,
  RERANK_FEATURES,
  rerankWeights,
} from '../../../src/local-api/engines/translit-rerank.js';
import { DAKSHINA_LANGUAGES } from '../../../src/local-api/translit-train/dakshina.js';
import { fitWeights, type RerankExample } from '../../../src/local-api/translit-train/rerank.js';

const parts = (native: string, over: Partial<CandidateParts> = {}): CandidateParts => ({
  native,
  joint: -10,
  chars: -12,
  inList: true,
  inOwnList: false,
  ownApart: false,
  byList: false,
  byOpen: true,
  ...over,
});

describe('transliteration reranking', () => {
  it('ships weights for the current features for each of the 12 languages', () => {
    for (const lang of DAKSHINA_LANGUAGES) expect(rerankWeights(lang)?.length, lang).toBe(FEATURE_COUNT);
    expect(rerankWeights('xx')).toBeNull();
  });

  it("reads nukta, anusvara, candrabindu and virama at the same offset in each script's block", () => {
    const f = new Array<number>(FEATURE_COUNT).fill(0);
    const at = (name: (typeof RERANK_FEATURES)[number]) => f[RERANK_FEATURES.indexOf(name)];
    candidateFeatures(f, parts('ज़िंदगी'), 7, -10);
    expect([at('nukta'), at('anusvara'), at('virama')]).toEqual([1, 1, 0]);
    candidateFeatures(f, parts('வணக்கம்'), 8, -10);
    expect([at('nukta'), at('anusvara'), at('virama')]).toEqual([0, 0, 2]);
    candidateFeatures(f, parts('ਪੰਜਾਬ'), 6, -10);
    expect(at('anusvara')).toBe(1);
    candidateFeatures(f, parts('माँ', { joint: -14 }), 3, -10);
    expect([at('candrabindu'), at('jointBehindBest'), at('lettersPerRoman')]).toEqual([1, -4, 1]);
  });

  it('puts the right word first where the hand-set rescoring did not', () => {
    const bytes = readFileSync(modelPath('hi'));
    const learned = parseModel(bytes);
    const handSet = parseModel(bytes, undefined, { rerank: null });
    // dev words the hand-set rescoring got wrong: अरस्तु, कचुरी, कैलरी, नस
    for (const [roman, right] of [
      ['arastu', 'अरस्तू'],
      ['kachuri', 'कचौरी'],
      ['calorie', 'कैलोरी'],
      ['nsa', 'एनएसए'],
    ] as const) {
      expect(learned.candidates(roman, 3)[0]?.native, roman).toBe(right);
      expect(handSet.candidates(roman, 3)[0]?.native, roman).not.toBe(right);
    }
  });

  it('learns weights that rank by the feature marking the right candidates, the same each time', () => {
    const examples: RerankExample[] = [];
    for (let i = 0; i < 60; i++) {
      // feature 2 (in the word list) marks the right one; feature 0 is noise
      const features = [0, 1, 2].map((j) => {
        const x = new Array<number>(FEATURE_COUNT).fill(0);
        x[0] = ((i * 7 + j * 13) % 11) - 5;
        x[2] = j === i % 3 ? 1 : 0;
        return x;
      });
      examples.push({ features, right: [0, 1, 2].map((j) => j === i % 3) });
    }
    const w = fitWeights(examples);
    expect(w[2]).toBeGreaterThan(Math.abs(w[0] as number) * 3);
    expect(fitWeights(examples)).toEqual(w);
  });
});
