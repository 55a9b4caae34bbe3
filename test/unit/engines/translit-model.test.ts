// The learned romanized → native models: what a chat member reads is a well-formed, composed
// spelling, and the known weak outputs of issue 22 stay fixed.
import { describe, expect, it } from 'vitest';
import { inertPairs, loadModel, wellFormed } from '../../../src/local-api/engines/translit-model.js';
import { createTransliterator } from '../../../src/local-api/engines/transliterate.js';

describe('learned transliteration model', () => {
  it('normalizes only spellings with pairs NFC may touch', () => {
    // ெ + ா compose (ொ); a nukta after a virama is reordered before it; precomposed क़ (U+0958) is
    // no NFC form (it is excluded from composition); plain letters are left alone
    expect([...inertPairs(['க', 'ெ', 'ா', 'ம்'])]).toEqual([1, 0, 0, 1]);
    expect([...inertPairs(['क', 'ा', '\u094D', '\u093C'])]).toEqual([1, 1, 0, 0]);
    expect([...inertPairs(['क', 'ा', '\u0958'])]).toEqual([1, 1, 0]);
  });
  it('refuses spellings no writer produces: two vowel signs in a row, a vowel sign on a vowel', () => {
    expect(wellFormed('அசையாமல்')).toBe(true);
    expect(wellFormed('अंग्रेजों')).toBe(true);
    expect(wellFormed('অসৈাম')).toBe(false);
    expect(wellFormed('அசைாமல்')).toBe(false);
    expect(wellFormed('अाज')).toBe(false);
    expect(wellFormed('ஸ்டீேஷன்')).toBe(false);
  });

  it('gives distinct, composed, well-formed candidates, best first', () => {
    for (const [lang, roman] of [
      ['ta', 'asaiaamal'],
      ['ta', 'stationary'],
      ['bn', 'bhalobasha'],
      ['hi', 'angrejon'],
    ] as const) {
      const got = loadModel(lang)?.candidates(roman, 10) ?? [];
      expect(got.length).toBe(10);
      const words = got.map((c) => c.native);
      expect(new Set(words).size).toBe(words.length);
      for (const w of words) {
        expect(w).toBe(w.normalize('NFC'));
        expect(wellFormed(w)).toBe(true);
      }
      const scores = got.map((c) => c.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    expect(loadModel('ta')?.candidates('asaiaamal', 1)[0]?.native).toBe('அசையாமல்');
  });

  it("prefers Hindi's own spelling to a word only the Devanagari script list holds (Marathi कृषी)", () => {
    // with one bonus for every list word these read कृषी, उपलब्धी, गिता
    const hi = loadModel('hi');
    expect(hi?.candidates('krishi', 3)[0]?.native).toBe('कृषि');
    expect(hi?.candidates('uplabdhi', 3)[0]?.native).toBe('उपलब्धि');
    expect(hi?.candidates('gita', 3)[0]?.native).toBe('गीता');
  });

  it("reads the installed lists of other languages too (aspell-kn, -ml, -ta, apertium-urd's forms)", () => {
    // before them: ಅರ್ಥಟ್, അഭിനയത്തിനു, உபநிடத, اجویاں
    expect(loadModel('kn')?.candidates('arthat', 3)[0]?.native).toBe('ಅರ್ಥಾತ್');
    expect(loadModel('ml')?.candidates('abhinayathinu', 3)[0]?.native).toBe('അഭിനയത്തിന്');
    expect(loadModel('ta')?.candidates('upanidatham', 3)[0]?.native).toBe('உபநிடதம்');
    expect(loadModel('ur')?.candidates('ajwayan', 3)[0]?.native).toBe('اجوائن');
  });

  it('writes "ami bhalo achi" in Bengali with আছি', () => {
    const t = createTransliterator();
    expect(t.transliterate('ami bhalo achi', { from: 'en', to: 'bn' })[0]).toMatch(/^আমি ভাল[ো]? আছি$/);
  });
});
