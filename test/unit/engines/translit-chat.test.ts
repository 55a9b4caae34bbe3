// Romanized chat in each language's own words: the greetings and questions people type most are
// written as a native speaker writes them (chat lexicons, data/<lang>-chat-lexicon.tsv), and come
// back in Latin as people type them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { wellFormed } from '../../../src/local-api/engines/translit-model.js';
import { createTransliterator } from '../../../src/local-api/engines/transliterate.js';

const LEXICON_LANGS = ['ta', 'bn', 'te', 'gu', 'pa', 'kn', 'ml', 'mr', 'ur'] as const;
const SCRIPT: Record<(typeof LEXICON_LANGS)[number], RegExp> = {
  ta: /^[\u0B80-\u0BFF]+$/,
  bn: /^[\u0980-\u09FF]+$/,
  te: /^[\u0C00-\u0C7F]+$/,
  gu: /^[\u0A80-\u0AFF]+$/,
  pa: /^[\u0A00-\u0A7F]+$/,
  kn: /^[\u0C80-\u0CFF]+$/,
  ml: /^[\u0D00-\u0D7F]+$/,
  mr: /^[\u0900-\u097F]+$/,
  ur: /^[\u0600-\u06FF]+$/,
};

describe('chat lexicons', () => {
  it('hold composed, well-formed words of their own script and lower-case ASCII spellings', () => {
    for (const lang of LEXICON_LANGS) {
      const lines = readFileSync(
        new URL(`../../../src/local-api/data/${lang}-chat-lexicon.tsv`, import.meta.url),
        'utf8',
      )
        .split('\n')
        .filter((l) => l && !l.startsWith('#'));
      expect(lines.length).toBeGreaterThan(25);
      for (const line of lines) {
        const [native = '', romans = ''] = line.split('\t');
        expect(native).toBe(native.normalize('NFC'));
        for (const w of native.split(' ')) {
          expect(w, `${lang} ${w}`).toMatch(SCRIPT[lang]);
          expect(wellFormed(w), `${lang} ${w}`).toBe(true);
        }
        // Urdu's own letters, never the Arabic kaf, yeh or heh the lexicons must not carry
        if (lang === 'ur') expect(native).not.toMatch(/[\u0643\u064A\u0647]/);
        for (const r of romans.split(',')) expect(r).toMatch(/^[a-z]+$/);
      }
    }
  });

  it('writes the chat phrases of every language as its speakers do', () => {
    const t = createTransliterator();
    const cases: Array<[string, string, string]> = [
      ['ta', 'vanakkam nanba', 'வணக்கம் நண்பா'],
      ['ta', 'enna panra', 'என்ன பண்ற'],
      ['bn', 'tumi kothay', 'তুমি কোথায়'],
      ['bn', 'ami bhalo achi', 'আমি ভালো আছি'],
      // nam was read as English (নৈম) beside the name rahul; bari was বারি, khawa খাবা
      ['bn', 'amar nam', 'আমার নাম'],
      ['bn', 'ami bari jacchi', 'আমি বাড়ি যাচ্ছি'],
      ['bn', 'khawa hoyeche', 'খাওয়া হয়েছে'],
      ['ta', 'enakku theriyathu', 'எனக்கு தெரியாது'],
      ['ta', 'sapadu aachu', 'சாப்பாடு ஆச்சு'],
      // everyday lines read by hand: poiten was பாட்டன், wait வைத், super ஸூபர், love லாவே,
      // makkal நாட்டு (a Dakshina slip), hoye হযে, wait বাইট, aste আসতে ("slowly" is আস্তে)
      ['ta', 'veetuku poiten', 'வீட்டுக்கு போயிட்டேன்'],
      ['ta', 'konjam wait pannu', 'கொஞ்சம் வெயிட் பண்ணு'],
      ['ta', 'amma samayal super ah irundhuchu', 'அம்மா சமையல் சூப்பரா இருந்துச்சு'],
      ['ta', 'naan unna love panren', 'நான் உன்ன லவ் பண்றேன்'],
      ['ta', 'yen late ah vandha', 'ஏன் லேட்டா வந்த'],
      // Tamil's -ஆ joins the word before it: a hard consonant doubled, ய after i/e/ai
      ['ta', 'free ah iruka', 'ஃப்ரீயா இருக்க'],
      ['ta', 'correct ah sonna', 'கரெக்ட்டா சொன்னா'],
      ['ta', 'bus ah miss panniten', 'பஸ்ஸா மிஸ் பண்ணிட்டேன்'],
      ['ta', 'phone ah eduthu', 'ஃபோனா எடுத்து'],
      ['ta', 'pongal vaazhthukkal', 'பொங்கல் வாழ்த்துக்கள்'],
      ['ta', 'makkal ellam vanga', 'மக்கள் எல்லாம் வாங்க'],
      // office words in a Tamil or Bengali line (the model read cancel as கன்சில், deadline டேட்லாயின்)
      ['ta', 'inniki meeting cancel aachu', 'இன்னிக்கி மீட்டிங் கேன்சல் ஆச்சு'],
      ['bn', 'project er deadline kal', 'প্রজেক্ট এর ডেডলাইন কাল'],
      ['bn', 'chinta koro na shob thik hoye jabe', 'চিন্তা করো না সব ঠিক হয়ে যাবে'],
      ['bn', 'ektu wait koro', 'একটু ওয়েট করো'],
      ['bn', 'aste aste bolo', 'আস্তে আস্তে বলো'],
      ['bn', 'amar mon kharap', 'আমার মন খারাপ'],
      ['bn', 'durga pujor shubhechha', 'দুর্গা পুজোর শুভেচ্ছা'],
      // malai was சோலை (a Dakshina slip), thanni தன்னை, peru பெரு, velai வேளை; dao was said as
      // English (ডাউ) beside number, mach ম্যাচ, jol জ্বল, ghor ঘোর
      ['ta', 'un peru enna', 'உன் பேரு என்ன'],
      ['ta', 'thanni kudi', 'தண்ணி குடி'],
      ['ta', 'malai mela velai', 'மலை மேல வேலை'],
      ['bn', 'amar number ta dao', 'আমার নম্বরটা দাও'],
      // Bengali writes its classifiers joined to the word; "ta" alone is তা (then)
      ['bn', 'boi gulo kothay', 'বইগুলো কোথায়'],
      ['bn', '5 ta baje aso', '5টা বাজে আসো'],
      ['bn', 'ta hole kal dekha hobe', 'তা হলে কাল দেখা হবে'],
      ['bn', 'ta hole', 'তা হলে'],
      ['bn', 'mach bhat khabo', 'মাছ ভাত খাবো'],
      ['bn', 'ghor e jol nei', 'ঘর এ জল নেই'],
      ['te', 'ela unnavu', 'ఎలా ఉన్నావు'],
      // peru was పరూ, wait వేట, undi ఉండి; പേര് was പെറു, കാണാം കാനം; ಥ್ಯಾಂಕ್ಸ್ ತನ್ಕ್ಸ್; Marathi थोड़ा
      ['te', 'nee peru enti', 'నీ పేరు ఏంటి'],
      ['te', 'meeting 5 ki undi', 'మీటింగ్ 5 కి ఉంది'],
      ['ml', 'ninte peru entha', 'നിന്റെ പേര് എന്താ'],
      ['ml', 'nale kaanam', 'നാളെ കാണാം'],
      ['kn', 'thumba thanks', 'ತುಂಬಾ ಥ್ಯಾಂಕ್ಸ್'],
      ['mr', 'thoda wait kar', 'थोडा वेट कर'],
      // Marathi writes no nukta (प्लीज़ फ़ोन, ज़रा were Hindi's), but keeps ऱ
      ['mr', 'please phone kar', 'प्लीज फोन कर'],
      ['mr', 'zara thamb', 'जरा थांब'],
      ['mr', 'coffee ghe', 'कॉफी घे'],
      ['mr', 'dusrya divshi', 'दुसऱ्या दिवशी'],
      // મળીએ was માળીએ, ਲਈ ਲਾਈ, ਮੈਨੂੰ ਮੈਨੂ, کھانا کھنا
      ['gu', 'kale maliye', 'કાલે મળીએ'],
      ['pa', 'mainu nahi pata', 'ਮੈਨੂੰ ਨਹੀਂ ਪਤਾ'],
      ['ur', 'khana khaya', 'کھانا کھایا'],
      ['gu', 'kem cho', 'કેમ છો'],
      // mane was ಮಣೆ (a plank, not a house), veetil വിറ്റ്, thai read as English ટાઇ, kal ਕਲ
      ['kn', 'yenu maadtha idiya', 'ಏನು ಮಾಡ್ತಾ ಇದ್ದೀಯಾ'],
      ['kn', 'mane', 'ಮನೆ'],
      ['ml', 'njan veetil aanu', 'ഞാൻ വീട്ടിൽ ആണ്'],
      ['gu', 'jamvanu thai gayu', 'જમવાનું થઈ ગયું'],
      ['pa', 'kal milange', 'ਕੱਲ੍ਹ ਮਿਲਣਗੇ'],
      ['pa', 'ki haal hai', 'ਕੀ ਹਾਲ ਹੈ'],
      ['kn', 'hegiddira', 'ಹೇಗಿದ್ದೀರಾ'],
      ['ml', 'sughamano', 'സുഖമാണോ'],
      ['mr', 'kasa aahes', 'कसा आहेस'],
      ['ur', 'aap kaise hain', 'آپ کیسے ہیں'],
      // pata was پاتا ("gets")
      ['ur', 'mujhe nahi pata', 'مجھے نہیں پتا'],
    ];
    for (const [lang, roman, native] of cases)
      expect(t.transliterate(roman, { from: 'en', to: lang })[0], `${lang}: ${roman}`).toBe(native);
  });

  it('gives a chat word back in Latin as people type it', () => {
    const t = createTransliterator();
    expect(t.transliterate('வணக்கம் நண்பா', { from: 'ta', to: 'en' })[0]).toBe('vanakkam nanba');
    expect(t.transliterate('তুমি কোথায়', { from: 'bn', to: 'en' })[0]).toBe('tumi kothay');
    expect(t.transliterate('ಹೇಗಿದ್ದೀರಾ', { from: 'kn', to: 'en' })[0]).toBe('hegiddira');
    expect(t.transliterate('آپ کیسے ہیں', { from: 'ur', to: 'en' })[0]).toBe('aap kaise hain');
  });
});
