import { describe, expect, it } from 'vitest';
import { analyseSentiment } from '../../../src/local-api/engines/sentiment.js';

describe('sentiment', () => {
  it('scores English with AFINN', () => {
    const pos = analyseSentiment('I love this phone, the camera is excellent!', 'en');
    expect(pos.average.sentiment).toBe('positive');
    expect(pos.average.confidence).toBeGreaterThan(0.5);
    expect(analyseSentiment('This is terrible and I hate it.', 'en').average.sentiment).toBe('negative');
    expect(pos.text).toBe('I love this phone, the camera is excellent!');
  });

  it('scores Hindi and romanized Hindi, with negation', () => {
    expect(analyseSentiment('यह फ़िल्म बहुत अच्छी है', 'hi').average.sentiment).toBe('positive');
    expect(analyseSentiment('खाना बहुत खराब था', 'hi').average.sentiment).toBe('negative');
    expect(analyseSentiment('यह अच्छा नहीं है', 'hi').average.sentiment).toBe('negative');
    expect(analyseSentiment('movie ekdum bakwas thi', 'hi').average.sentiment).toBe('negative');
  });

  it('reports neutral with low confidence where it has no lexicon', () => {
    expect(analyseSentiment('ಇದು ಒಂದು ಪುಸ್ತಕ', 'kn').average).toEqual({
      sentiment: 'neutral',
      confidence: 0.3,
    });
  });
});
