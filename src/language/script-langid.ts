// Language identification from the text alone: the script decides most Indian languages; Latin
// text is English unless enough common romanized-Hindi words (Hinglish) appear. The local server's
// `lang_id_text` answers with it, and the bot falls back to it when the API cannot answer.

const SCRIPTS: [RegExp, string][] = [
  [/\p{Script=Devanagari}/u, 'hi'],
  [/\p{Script=Bengali}/u, 'bn'],
  [/\p{Script=Gurmukhi}/u, 'pa'],
  [/\p{Script=Gujarati}/u, 'gu'],
  [/\p{Script=Oriya}/u, 'or'],
  [/\p{Script=Tamil}/u, 'ta'],
  [/\p{Script=Telugu}/u, 'te'],
  [/\p{Script=Kannada}/u, 'kn'],
  [/\p{Script=Malayalam}/u, 'ml'],
  [/\p{Script=Arabic}/u, 'ur'],
  [/\p{Script=Latin}/u, 'en'],
];

/** Languages that share a script with the one `detectScriptLanguage` names. */
export const SAME_SCRIPT: Record<string, string[]> = {
  hi: ['hi', 'mr', 'ne', 'mai', 'kok', 'sa', 'doi'],
  bn: ['bn', 'as'],
  ur: ['ur', 'ks', 'sd'],
};

// Frequent romanized Hindi function words and verbs that are not English words.
const HINGLISH = new Set(
  (
    'hai hain tha thi the nahi nahin nhi kya kyu kyun kaise kaisa kaisi kab kahan kaha kidhar main mein mai ' +
    'mujhe mujhko mera meri mere tum tumhe tumhara tera teri aap aapka aapki hum humko hamara ham yeh ye woh wo ' +
    'vo unka uska iska kar karo karna karte karta karti kiya raha rahi rahe hoon hu hun ho hoga hogi gaya gayi ' +
    'ja jao jana chalo chal accha acha achha theek thik bahut bohot bhi bas abhi kal aaj kuch kuchh sab sabko ' +
    'lekin par aur ya toh to na nahi haan ji bhai yaar dost khana pani ghar kaam samajh pata bolo bol dekho ' +
    'dekh suno sun raha chahiye chahta chahti wala wali wale liye kyunki agar matlab'
  ).split(' '),
);
// Words in the list above that are also common English words: they do not count as evidence.
const ENGLISH_TOO = new Set([
  'main',
  'to',
  'the',
  'ho',
  'par',
  'bas',
  'hum',
  'na',
  'ja',
  'ya',
  'sun',
  'chal',
]);

export interface LanguageGuess {
  /** Best code: the script's main language, or 'hi-Latn' for romanized Hindi. */
  language: string;
  /** 0..1, how much of the text's letters are in that script (or Hinglish word share). */
  confidence: number;
}

/** Only ASCII: its letters are A–Z and a–z, all of them Latin. */
const ASCII_ONLY = /^[\0-\x7f]*$/;
const ASCII_LETTER = /[a-z]/i;

export function detectScriptLanguage(text: string): LanguageGuess | undefined {
  let language: string;
  let confidence: number;
  if (ASCII_ONLY.test(text)) {
    // Most chat is plain ASCII: the same answer without testing each letter against every script.
    if (!ASCII_LETTER.test(text)) return undefined;
    language = 'en';
    confidence = 1;
  } else {
    const letters = [...text].filter((c) => /\p{L}/u.test(c));
    if (letters.length === 0) return undefined;
    const counts = new Map<string, number>();
    for (const c of letters) {
      const hit = SCRIPTS.find(([re]) => re.test(c));
      const lang = hit ? hit[1] : 'other';
      counts.set(lang, (counts.get(lang) ?? 0) + 1);
    }
    const [top, n] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] as [string, number];
    language = top;
    confidence = n / letters.length;
  }
  if (language !== 'en') return { language, confidence };
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const hinglish = words.filter((w) => HINGLISH.has(w) && !ENGLISH_TOO.has(w)).length;
  const share = words.length ? hinglish / words.length : 0;
  // Two distinct signals, or a short message that is mostly Hindi words.
  if (hinglish >= 2 && share >= 0.25) return { language: 'hi-Latn', confidence: Math.min(1, share * 2) };
  return { language: 'en', confidence };
}
