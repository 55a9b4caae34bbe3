import { describe, expect, it } from 'vitest';
import { detectLanguage, isAlreadyIn } from '../../../src/core/langid.js';

describe('detectLanguage', () => {
  it('names the language of each Indian script', () => {
    expect(detectLanguage('नमस्ते दुनिया')?.language).toBe('hi');
    expect(detectLanguage('வணக்கம் உலகம்')?.language).toBe('ta');
    expect(detectLanguage('ನಮಸ್ಕಾರ')?.language).toBe('kn');
    expect(detectLanguage('ہیلو دنیا')?.language).toBe('ur');
    expect(detectLanguage('হ্যালো')?.language).toBe('bn');
  });
  it('tells Hinglish from English', () => {
    expect(detectLanguage('kaise ho bhai, sab theek hai?')?.language).toBe('hi-Latn');
    expect(detectLanguage('main kal office nahi aa raha')?.language).toBe('hi-Latn');
    expect(detectLanguage('The main office is open today')?.language).toBe('en');
    expect(detectLanguage('Good morning team, standup at ten')?.language).toBe('en');
  });
  it('returns nothing for text without letters', () => {
    expect(detectLanguage('👍 123')).toBeUndefined();
  });
});

describe('isAlreadyIn', () => {
  it('skips only confident matches', () => {
    expect(isAlreadyIn(detectLanguage('नमस्ते सब लोग'), 'hi')).toBe(true);
    expect(isAlreadyIn(detectLanguage('नमस्ते सब लोग'), 'mr')).toBe(false);
    expect(isAlreadyIn(detectLanguage('hello नमस्ते'), 'hi')).toBe(false);
  });
});
