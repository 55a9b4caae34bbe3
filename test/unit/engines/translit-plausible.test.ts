// Lexicon slips (issue 22): Dakshina's Tamil lexicon pairs some romanizations with another row's
// word (makkal → நாட்டு six times, priya → விஷ்ணு), and the model learned them (mudiyuma → சொல்ல).
// A spelling whose romanization shares little with what was typed goes after one that does.
import { describe, expect, it } from 'vitest';
import { IMPLAUSIBLE, implausibility, skeleton } from '../../../src/local-api/engines/translit-plausible.js';
import { createTransliterator } from '../../../src/local-api/engines/transliterate.js';

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
    ['vanakkam', 'வணக்கம்'],
  ])('Tamil %s is %s first, whether one suggestion or three are asked for', (roman, native) => {
    expect(first(roman, 1)).toBe(native);
    expect(first(roman, 3)).toBe(native);
  });

  it('keeps a slip among the suggestions, after the spellings that can be the word', () => {
    const all = t.transliterate('priya', { from: 'en', to: 'ta', suggestions: 10 });
    expect(all[0]).toBe('பிரியா');
    expect(all.indexOf('விஷ்ணு')).toBeGreaterThan(0);
  });

  it('leaves short words (perhaps acronyms) and other languages as they were', () => {
    expect(t.transliterate('ceo', { from: 'en', to: 'hi', suggestions: 1 })[0]).toBe('सीईओ');
    expect(t.transliterate('awaam', { from: 'en', to: 'ur', suggestions: 1 })[0]).toBe('عوام');
  });
});
