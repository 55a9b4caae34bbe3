// Lexicon slips (issue 22): Dakshina's Tamil lexicon pairs some romanizations with another row's
// word (makkal → நாட்டு six times, priya → விஷ்ணு), and the model learned them (mudiyuma → சொல்ல).
// A spelling whose romanization shares little with what was typed goes after one that does.
import { describe, expect, it } from 'vitest';
import {
  IMPLAUSIBLE,
  implausibility,
  isSlip,
  skeleton,
} from '../../../src/local-api/engines/translit-plausible.js';
import { createTransliterator } from '../../../src/local-api/engines/transliterate.js';
import { withoutSlips } from '../../../src/local-api/translit-train/slips.js';

describe('plausible spellings', () => {
  it('folds what romanizations disagree on, and keeps what tells words apart', () => {
    expect(skeleton('vanakkam')).toBe(skeleton('vanakam'));
    expect(skeleton('thalaivar')).toBe(skeleton('talaivaar'));
    expect(skeleton('mudiyuma')).toBe(skeleton('mutiyumaa'));
    expect(skeleton('aayitrtru')).toBe(skeleton('ayirru'));
    expect(implausibility('priya', 'piriya')).toBeLessThanOrEqual(IMPLAUSIBLE);
    expect(implausibility('office', 'apis')).toBeLessThanOrEqual(IMPLAUSIBLE);
    expect(implausibility('priya', 'vishnu')).toBeGreaterThan(IMPLAUSIBLE);
    expect(implausibility('makkal', 'nattu')).toBeGreaterThan(IMPLAUSIBLE);
    expect(implausibility('mudiyuma', 'cholla')).toBeGreaterThan(IMPLAUSIBLE);
    // the vowels agree, the consonants do not
    expect(isSlip('nilai', 'nikar')).toBe(true);
    expect(isSlip('celavu', 'varavu')).toBe(true);
    expect(isSlip('nilai', 'nilai')).toBe(false);
    expect(isSlip('vanakkam', 'vanakkam')).toBe(false);
  });

  const t = createTransliterator();
  const first = (w: string, suggestions: number) =>
    t.transliterate(w, { from: 'en', to: 'ta', suggestions })[0];

  it.each([
    ['priya', 'பிரியா'],
    ['makkal', 'மக்கள்'],
    ['mudiyuma', 'முடியுமா'],
    ['ulakam', 'உலகம்'],
    ['ventum', 'வேண்டும்'],
    ['nilai', 'நிலை'],
    ['celavu', 'செலவு'],
    ['ilangai', 'இலங்கை'],
    ['vanakkam', 'வணக்கம்'],
  ])('Tamil %s is %s first, whether one suggestion or three are asked for', (roman, native) => {
    expect(first(roman, 1)).toBe(native);
    expect(first(roman, 3)).toBe(native);
  });

  it('leaves slips out of training, in Tamil only', () => {
    const entries = [
      { native: 'நாட்டு', roman: 'makkal', count: 6 },
      { native: 'மக்கள்', roman: 'makkal', count: 3 },
      { native: 'நிகர்', roman: 'nilai', count: 6 },
      { native: 'நிலை', roman: 'nilai', count: 2 },
    ];
    expect(withoutSlips('ta', entries).map((e) => e.native)).toEqual(['மக்கள்', 'நிலை']);
    expect(withoutSlips('hi', entries)).toHaveLength(4);
  });

  it('leaves short words (perhaps acronyms) and other languages as they were', () => {
    expect(t.transliterate('ceo', { from: 'en', to: 'hi', suggestions: 1 })[0]).toBe('सीईओ');
    expect(t.transliterate('awaam', { from: 'en', to: 'ur', suggestions: 1 })[0]).toBe('عوام');
  });
});
