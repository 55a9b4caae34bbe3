// A view showing one language alone (a Telegram topic, a Discord mirror channel) puts the reader's
// note under a sounded-out translation, unless the line is already marked (a live caption).
import { describe, expect, it } from 'vitest';
import type { TranslationOutcome } from '../../../src/core/command.js';
import {
  markIfSoundedOut,
  SOUNDED_OUT_MARK,
  scriptName,
  soundedOutLine,
  soundedOutNote,
  translationLabel,
  withSoundedOutNotes,
} from '../../../src/translation/sounded-out.js';

describe('withSoundedOutNotes', () => {
  const notes = { hi: soundedOutNote('en', 'hi') };

  it('adds the note under an unmarked line', () => {
    expect(withSoundedOutNotes({ hi: 'गुड मॉर्निंग' }, notes).hi).toBe(
      'गुड मॉर्निंग\n(Sounded out in Devanagari; no translation engine for en→hi here — set LOCAL_MT_URL or use the Language Services API.)',
    );
  });

  it('leaves a line that carries the mark as it is', () => {
    const caption = `**asha:** गो फॉरवर्ड ${SOUNDED_OUT_MARK}`;
    expect(withSoundedOutNotes({ hi: caption }, notes).hi).toBe(caption);
  });
});

describe("the note in the reader's language", () => {
  const outcome = (...transliterated: string[]): TranslationOutcome =>
    ({ source: 'en', translations: new Map(), already: [], transliterated }) as unknown as TranslationOutcome;

  it('English readers read it as before', () => {
    expect(soundedOutNote('en', 'ta')).toBe(
      'sounded out in Tamil script; no translation engine for en→ta here — set LOCAL_MT_URL or use the Language Services API',
    );
    expect(soundedOutLine(outcome('hi'), 'en-US')).toBe(`(S${soundedOutNote('en', 'hi').slice(1)}.)`);
    expect(translationLabel('hi', outcome('hi'), 'fr')).toBe('Hindi (sounded out, not translated)');
  });

  it('a Hindi reader reads it in Devanagari, the script named in Hindi', () => {
    expect(scriptName('ta', 'hi')).toBe('तमिल');
    expect(soundedOutLine(outcome('ta'), 'hi-IN')).toBe(
      '(सिर्फ़ तमिल लिपि में उच्चारण लिखा गया है, अनुवाद नहीं; यहाँ en→ta के लिए अनुवाद इंजन नहीं है — LOCAL_MT_URL सेट कीजिए या Language Services API इस्तेमाल कीजिए।)',
    );
    expect(translationLabel('ta', outcome('ta'), 'hi')).toBe('तमिल (सिर्फ़ लिप्यंतरण, अनुवाद नहीं)');
    expect(translationLabel('ta', outcome(), 'hi')).toBe('तमिल');
  });

  it('a Tamil reader reads it in Tamil script, one line per language', () => {
    const line = soundedOutLine(outcome('hi', 'te'), 'ta') ?? '';
    expect(line).toMatch(/^\(இந்தி: தேவநாகரி எழுத்தில் ஒலிபெயர்ப்பு மட்டுமே, /);
    expect(line).toContain('\nதெலுங்கு: தெலுங்கு எழுத்தில் ஒலிபெயர்ப்பு மட்டுமே');
    expect(line.replace(/[\s\d(),.;:→—-]|en|hi|te|LOCAL_MT_URL|Language Services API/g, '')).toMatch(
      /^[\u0B80-\u0BFF]+$/,
    );
  });

  it("a line marked in the reader's language is not noted twice", () => {
    const marked = markIfSoundedOut('गुड मॉर्निंग', 'hi', outcome('hi'), 'ta');
    expect(marked).toBe('गुड मॉर्निंग (ஒலிபெயர்ப்பு மட்டும், மொழிபெயர்ப்பு அல்ல)');
    const notes = { hi: soundedOutNote('en', 'hi', 'ta') };
    expect(withSoundedOutNotes({ hi: marked }, notes).hi).toBe(marked);
  });
});
