import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTransliterator } from '../../../src/local-api/engines/transliterate.js';
import { EngineInputError } from '../../../src/local-api/engines/types.js';

const t = createTransliterator();
const one = (text: string, from: string, to: string, extra: object = {}) =>
  t.transliterate(text, { from, to, ...extra })[0];

describe('transliteration', () => {
  it('reads Devanagari as plain lower-case ASCII with Hindi schwa deletion', () => {
    expect(one('भारत', 'hi', 'en')).toBe('bharat');
    expect(one('नमस्ते', 'hi', 'en')).toBe('namaste');
    expect(one('कमल', 'hi', 'en')).toBe('kamal');
    expect(['dilli', 'delhi']).toContain(one('दिल्ली', 'hi', 'en'));
    expect(one('कमला समझना', 'hi', 'en')).toBe('kamla samajhna');
    const all = t.transliterate('क़लम ज़िंदगी ऋषि', { from: 'hi', to: 'en' }).join(' ');
    expect(all).toMatch(/^[\x20-\x7e]+$/);
  });

  it('writes romanized chat text in native script', () => {
    expect(one('kaise ho', 'en', 'hi')).toBe('कैसे हो');
    expect(one('main theek hoon', 'en', 'hi')).toBe('मैं ठीक हूँ');
    expect(one('namaste', 'en', 'hi')).toBe('नमस्ते');
    // words outside the lexicon go by rule: clusters Hindi writes without virama stay without it
    expect(one('kamla karna', 'en', 'hi')).toBe('कमला करना');
    // Bengali chat as Bengali writers type it (a Hindi phrase asked for in Bengali now reads as
    // Bengali words: kaise → কেইস, "case", a real word of the Bengali list)
    expect(one('dhonnobad', 'en', 'bn')).toBe('ধন্যবাদ');
    expect(one('kemon acho', 'en', 'bn')).toMatch(/^কেমন আছো?$/);
  });

  it('writes everyday chat lines right, English words among them or not', () => {
    // "aa" was आया, "paunga" पोंगा, "mummy" ममी, "bana" बाना; "der" was डर once "call" made the
    // line look English
    expect(one('kal office nahi aa paunga, tabiyat kharab hai', 'en', 'hi')).toBe(
      'कल ऑफ़िस नहीं आ पाऊँगा, तबियत खराब है',
    );
    expect(one('bhai tu kab aa raha hai ghar', 'en', 'hi')).toBe('भाई तू कब आ रहा है घर');
    expect(one('mummy ne khana bana diya hai, jaldi aao', 'en', 'hi')).toBe(
      'मम्मी ने खाना बना दिया है, जल्दी आओ',
    );
    expect(one('main thodi der mein call karti hoon', 'en', 'hi')).toBe('मैं थोड़ी देर में कॉल करती हूँ');
    expect(one('us din kya hua tha', 'en', 'hi')).toBe('उस दिन क्या हुआ था');
    // written as typed: ye ये and wo वो, yeh यह and woh वह
    expect(one('ye wala phone, wo log, yeh kya, woh kaun', 'en', 'hi')).toBe(
      'ये वाला फ़ोन, वो लोग, यह क्या, वह कौन',
    );
    // liya was also listed as a spelling of लिए, before लिया
    expect(one('khana kha liya? nahi abhi bhook nahi hai', 'en', 'hi')).toBe(
      'खाना खा लिया? नहीं अभी भूख नहीं है',
    );
  });

  it('says the English words of an English line as English, and reads a line with a name by its other words', () => {
    // "the", "to" and "me" are also Hindi chat spellings (थे, तो, में): an English line says them as English
    expect(one('thank you so much for the help', 'en', 'hi')).toBe('थैंक यू सो मच फ़ॉर द हेल्प');
    expect(one('happy birthday to you', 'en', 'hi')).toMatch(/ टू यू$/);
    expect(one('please send me the report', 'en', 'hi')).toMatch(/^प्लीज़ सेंड मी द /);
    // one English loanword among Hindi words the English dictionary also lists is no English line
    expect(one('tension mat lo', 'en', 'hi')).toBe('टेंशन मत लो');
    // amar and nam are names in the English dictionary too: the line is Bengali
    expect(one('amar nam rahul', 'en', 'bn')).toBe('আমার নাম রাহুল');
    // a URL's words say nothing about the line's language
    expect(one('dekho https://example.com/the/best/of/english kal', 'en', 'hi')).toMatch(/^देखो .* कल$/);
  });

  it('gives several distinct suggestions when it can', () => {
    const s = t.transliterate('main theek hoon', { from: 'en', to: 'hi', suggestions: 3 });
    expect(s[0]).toBe('मैं ठीक हूँ');
    expect(s.length).toBeGreaterThanOrEqual(2);
    expect(new Set(s).size).toBe(s.length);
  });

  it('writes Urdu without short-vowel marks and reads it back', () => {
    const ur = one('मैं ठीक हूँ, आप कैसे हैं?', 'hi', 'ur') as string;
    expect(ur).toBe('میں ٹھیک ہوں، آپ کیسے ہیں؟');
    expect(ur).not.toMatch(/[\u064B-\u065F\u0670]/);
    expect(one(ur, 'ur', 'hi')).toBe('मैं ठीक हूँ, आप कैसे हैं?');
    expect(one('بھارت', 'ur', 'en')).toBe('bharat');
  });

  it('writes and reads Ol Chiki for Santali', () => {
    const sat = one('भारत कमला', 'hi', 'sat') as string;
    expect(sat).toMatch(/^[\u1C50-\u1C7F ]+$/);
    expect(one(sat, 'sat', 'hi')).toBe('भारत कमला');
  });

  it('converts numbers per convertNumber and keeps them otherwise', () => {
    expect(one('25 लोग', 'hi', 'hi', { convertNumber: 'local' })).toBe('२५ लोग');
    expect(one('२५ लोग', 'hi', 'en', { convertNumber: 'roman' })).toBe('25 log');
    expect(one('25', 'en', 'hi', { convertNumber: 'words' })).toBe('पच्चीस');
    expect(one('123', 'hi', 'en', { convertNumber: 'words' })).toBe('one hundred twenty-three');
    expect(one('1,50,000', 'hi', 'ta', { convertNumber: 'local' })).toBe('௧,௫௦,௦௦௦');
    expect(one('राम 42', 'hi', 'bn')).toBe('রাম 42');
  });

  it('passes punctuation, Latin words and unknown characters through', () => {
    expect(one('राम, श्याम! 🙂 OK', 'hi', 'en')).toBe('ram, shyam! 🙂 OK');
    expect(one('राम। श्याम।', 'hi', 'gu')).toBe('રામ। શ્યામ।');
    expect(one('राम।', 'hi', 'en')).toBe('ram.');
  });

  it('writes Gurmukhi with addak and tippi, Assamese with ৰ', () => {
    expect(one('मिट्टी पंजाब', 'hi', 'pa')).toBe('ਮਿੱਟੀ ਪੰਜਾਬ');
    expect(one('ਮਿੱਟੀ ਪੰਜਾਬ', 'pa', 'hi')).toBe('मिट्टी पंजाब');
    expect(one('राज्य', 'hi', 'as')).toBe('ৰাজ্য');
  });

  it('refuses languages outside the contract', () => {
    expect(() => t.transliterate('x', { from: 'xx', to: 'hi' })).toThrow(EngineInputError);
  });

  it('round-trips Brahmic → Brahmic → Brahmic on the hunspell-hi word list with ≥ 99% identity', () => {
    const words = readFileSync('/usr/share/hunspell/hi_IN.dic', 'utf8')
      .split('\n')
      .slice(1)
      .map((l) => (l.split('/')[0] ?? '').trim())
      .filter(Boolean)
      // ऑ/ॉ/ॅ (English loan vowels) exist only in Devanagari and Gujarati: no other script can
      // carry them, so those words measure the scripts, not the transliterator.
      .filter((w) => !/[ऑॉॅऍ]/.test(w));
    expect(words.length).toBeGreaterThanOrEqual(2000);
    // (Malayalam has no nukta and Bengali one letter for ब/व, so they are lossy by nature: not listed)
    for (const to of ['gu', 'te', 'kn', 'or', 'as']) {
      let same = 0;
      for (const w of words) {
        const there = one(w, 'hi', to) as string;
        if (one(there, to, 'hi')?.normalize('NFC') === w.normalize('NFC')) same++;
      }
      expect(same / words.length, `hi → ${to} → hi`).toBeGreaterThanOrEqual(0.99);
    }
  });

  it('writes Hindi in Tamil as well-formed clusters: no vowel sign after a pulli, none doubled', () => {
    // malformed input (a doubled vowel sign, a vowel sign after a virama) is read for its sounds
    expect(one('हैै', 'hi', 'ta')).toBe('ஹை');
    expect(one('प्ास', 'hi', 'ta')).toBe('ப்ஸ');
    // Hindi's silent final vowel is a pulli; an anusvara is the nasal the next letter takes
    expect(one('रिपोर्ट कहाँ है?', 'hi', 'ta')).toBe('ரிபோர்ட் கஹாம் ஹை?');
    expect(one('गंगा हिंदी', 'hi', 'ta')).toBe('கங்கா ஹிந்தீ');
    expect(one('कृष्ण', 'hi', 'ta')).toBe('க்ருஷ்ண்');
    // read back: the homorganic nasal is Hindi's anusvara, the final pulli is not written
    expect(one('கங்கா ராம்', 'ta', 'hi')).toBe('कंका राम');
    // न is ந first in a word and before த, ன elsewhere, as Tamil writes them; ன reads back as न
    expect(one('नाम मन कहना अंत', 'hi', 'ta')).toBe('நாம் மன் கஹனா அந்த்');
    expect(one('மன் கஹனா', 'ta', 'hi')).toBe('मन कहना');
    // English said as Tamil writes loanwords: a final -ng is one ங் (was மார்னிங்க்)
    expect(one('good morning everyone', 'en', 'ta')).toBe('குட் மார்னிங் ஏவ்ரீவன்');
  });

  it('round-trips Hindi → Tamil on the hunspell-hi word list as far as Tamil script can carry it', () => {
    const words = hunspellHindi();
    // A broken cluster: a vowel sign or pulli not right after a consonant, the Tamil anusvara
    // (unused in Tamil), or anything left over from Devanagari or a transliteration scheme.
    const broken = /(?<![\u0B95-\u0BB9])[\u0BBE-\u0BCD]|[\u0BBE-\u0BCD]{2}|[\u0B82\u0900-\u097F']/u;
    // What Tamil script cannot write, so a trip through it loses: voicing and aspiration (க is
    // क ख ग घ), nukta, ऑ/ॅ, ऋ (ரு), nasal vowels and anusvara against nasal consonants, and a
    // word-final virama.
    const fold = (w: string) =>
      w
        .normalize('NFC')
        .replace(/\u093C/g, '')
        .replace(/[खगघ]/g, 'क')
        .replace(/छ/g, 'च')
        .replace(/झ/g, 'ज')
        .replace(/[ठडढ]/g, 'ट')
        .replace(/[थदध]/g, 'त')
        .replace(/[फबभ]/g, 'प')
        .replace(/ॉ/g, 'ा')
        .replace(/ऑ/g, 'आ')
        .replace(/ॅ/g, 'े')
        .replace(/ऍ/g, 'ए')
        .replace(/ृ/g, '्रु')
        .replace(/ऋ/g, 'रु')
        .replace(/ँ|[ङञणनम]्/g, 'ं')
        .replace(/ं$/, 'म')
        .replace(/्$/, '');
    let wellFormed = 0;
    let fixedPoint = 0;
    let folded = 0;
    for (const w of words) {
      const ta = one(w, 'hi', 'ta') as string;
      if (!broken.test(ta)) wellFormed++;
      const back = one(ta, 'ta', 'hi') as string;
      // the Tamil spelling survives ta → hi → ta: nothing is lost after the first trip
      if (one(back, 'hi', 'ta') === ta) fixedPoint++;
      if (fold(back) === fold(w)) folded++;
    }
    expect(wellFormed, 'words written as well-formed Tamil').toBe(words.length);
    expect(fixedPoint / words.length, 'hi → ta → hi → ta = hi → ta').toBeGreaterThanOrEqual(0.999);
    expect(folded / words.length, 'hi → ta → hi, up to what Tamil cannot write').toBeGreaterThanOrEqual(
      0.995,
    );
  });
});

function hunspellHindi(): string[] {
  return readFileSync('/usr/share/hunspell/hi_IN.dic', 'utf8')
    .split('\n')
    .slice(1)
    .map((l) => (l.split('/')[0] ?? '').trim())
    .filter(Boolean);
}
