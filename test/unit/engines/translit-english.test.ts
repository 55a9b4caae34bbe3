// English written in Devanagari by its pronunciation (Debian's CMU dictionary), and chat text
// still read as romanized Hindi.
import { describe, expect, it } from 'vitest';
import { phonesToDevanagari } from '../../../src/local-api/engines/translit-english.js';
import { createTransliterator } from '../../../src/local-api/engines/transliterate.js';

const t = createTransliterator();
const hi = (text: string) => t.transliterate(text, { from: 'en', to: 'hi' })[0];

describe('English → Devanagari by pronunciation', () => {
  it('writes English words the way Hindi spells loanwords', () => {
    expect(hi('Good morning team')).toBe('गुड मॉर्निंग टीम');
    expect(hi('Hello friends')).toContain('फ़्रेंड्ज़');
    expect(hi('thinking about water')).toBe('थिंकिंग अबाउट वॉटर');
  });

  it('keeps reading romanized Hindi chat through the lexicon, English words inside it by sound', () => {
    expect(hi('kaise ho')).toBe('कैसे हो');
    expect(hi('main theek hoon')).toBe('मैं ठीक हूँ');
    expect(hi('kal meeting hai')).toBe('कल मीटिंग है');
  });

  it('maps ARPAbet phones: nasal before a consonant as anusvara, final -ng as ंग, ER as schwa + r', () => {
    expect(phonesToDevanagari(['F', 'R', 'EH', 'N', 'D', 'Z'])).toBe('फ़्रेंड्ज़');
    expect(phonesToDevanagari(['S', 'IH', 'NG', 'ER'])).toBe('सिंगर');
    expect(phonesToDevanagari(['AY'])).toBe('आइ');
  });
});
