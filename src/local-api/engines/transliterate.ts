// Transliteration among the contract's scripts and Latin. Devanagari is the pivot: Brahmic scripts
// go through sanscript (plus fixes for nukta and Gurmukhi's addak/tippi), Latin output is a plain
// ASCII reading with Hindi schwa deletion, chat Latin input goes through a lexicon and, for the
// Dakshina languages, a model learned from data (translit-model.ts; rules for the others),
// Perso-Arabic and Ol Chiki have their own tables. Text is handled word by word so digits,
// punctuation and anything unknown pass through untouched.
//
// Script choices: mni (Manipuri) is written in Bengali script here (its Meetei Mayek form is the
// newer official one, but most existing text and keyboards use Bengali script); ks and sd use
// Perso-Arabic; doi, kon, brx, mai, sa, ne use Devanagari; sat uses Ol Chiki.

import { createRequire } from 'node:module';
import { isArabicLetter, readArabic, writeArabic } from './translit-arabic.js';
import { joinClitics } from './translit-clitics.js';
import { deleteSchwas, readDevanagari, romanize, undotted } from './translit-devanagari.js';
import { englishCompoundToDevanagari, englishToDevanagari, loadPronunciations } from './translit-english.js';
import { chatToDevanagari, loadChatLexicon, loadChatLexiconOf } from './translit-latin.js';
import { englishForScript } from './translit-loanwords.js';
import { loadModel } from './translit-model.js';
import { englishWords, hindiWords, rewriteDigits } from './translit-numbers.js';
import { isOlChiki, readOlChiki, writeOlChiki } from './translit-olchiki.js';
import { isSlip, JUDGED_FROM_LETTERS, JUDGED_LANGUAGES } from './translit-plausible.js';
import { devanagariToTamil, englishToTamil, fixTamilReading } from './translit-tamil.js';
import { EngineInputError, type TransliterateOptions, type Transliterator } from './types.js';

// sanscript is CommonJS whose typings describe an ES default export: load it as what it is
const Sanscript = createRequire(import.meta.url)('@indic-transliteration/sanscript') as {
  t(data: string, from: string, to: string): string;
};

type Script =
  | 'deva'
  | 'beng'
  | 'asm'
  | 'guru'
  | 'gujr'
  | 'orya'
  | 'taml'
  | 'telu'
  | 'knda'
  | 'mlym'
  | 'arab'
  | 'olck'
  | 'latn';

export const LANGUAGE_SCRIPT: Record<string, Script> = {
  hi: 'deva',
  mr: 'deva',
  mai: 'deva',
  sa: 'deva',
  ne: 'deva',
  doi: 'deva',
  kon: 'deva',
  kok: 'deva',
  brx: 'deva',
  bn: 'beng',
  mni: 'beng',
  as: 'asm',
  gu: 'gujr',
  pa: 'guru',
  or: 'orya',
  ta: 'taml',
  te: 'telu',
  kn: 'knda',
  ml: 'mlym',
  ur: 'arab',
  ks: 'arab',
  sd: 'arab',
  sat: 'olck',
  en: 'latn',
};

const SANSCRIPT: Partial<Record<Script, string>> = {
  deva: 'devanagari',
  beng: 'bengali',
  asm: 'assamese',
  guru: 'gurmukhi',
  gujr: 'gujarati',
  orya: 'oriya',
  taml: 'tamil',
  telu: 'telugu',
  knda: 'kannada',
  mlym: 'malayalam',
};
/** Start of each Brahmic Unicode block: signs sit at the same offsets (nukta +0x3C, digits +0x66). */
const BLOCK: Partial<Record<Script, number>> = {
  deva: 0x900,
  beng: 0x980,
  asm: 0x980,
  guru: 0xa00,
  gujr: 0xa80,
  orya: 0xb00,
  taml: 0xb80,
  telu: 0xc00,
  knda: 0xc80,
  mlym: 0xd00,
};
const DIGIT_ZERO: Record<Script, number> = {
  deva: 0x966,
  beng: 0x9e6,
  asm: 0x9e6,
  guru: 0xa66,
  gujr: 0xae6,
  orya: 0xb66,
  taml: 0xbe6,
  telu: 0xc66,
  knda: 0xce6,
  mlym: 0xd66,
  arab: 0x6f0,
  olck: 0x1c50,
  latn: 0x30,
};
/** Where Hindi-like schwa deletion applies when reading a word aloud in Latin. */
const SCHWA_DELETING = new Set([
  'hi',
  'mr',
  'mai',
  'ne',
  'doi',
  'kon',
  'kok',
  'brx',
  'bn',
  'as',
  'mni',
  'gu',
  'pa',
  'ur',
  'ks',
  'sd',
  'en',
]);

/** Languages whose word-final anusvara is read "m". */
const FINAL_ANUSVARA_M = new Set(['ml', 'te', 'kn']);

function scriptOf(ch: string): Script | undefined {
  const cp = ch.codePointAt(0) ?? 0;
  if ((cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a)) return 'latn';
  if (cp >= 0x900 && cp < 0x980) return 'deva';
  if (cp >= 0x980 && cp < 0xa00) return 'beng';
  if (cp >= 0xa00 && cp < 0xa80) return 'guru';
  if (cp >= 0xa80 && cp < 0xb00) return 'gujr';
  if (cp >= 0xb00 && cp < 0xb80) return 'orya';
  if (cp >= 0xb80 && cp < 0xc00) return 'taml';
  if (cp >= 0xc00 && cp < 0xc80) return 'telu';
  if (cp >= 0xc80 && cp < 0xd00) return 'knda';
  if (cp >= 0xd00 && cp < 0xd80) return 'mlym';
  if (isArabicLetter(ch)) return 'arab';
  if (isOlChiki(ch)) return 'olck';
  return undefined;
}

// Gurmukhi writes a doubled consonant with addak (ੱ) and a nasal after a short vowel with tippi (ੰ).
const GURU_ASPIRATE_PAIRS: Record<string, string> = {
  ਖ: 'ਕ',
  ਘ: 'ਗ',
  ਛ: 'ਚ',
  ਝ: 'ਜ',
  ਠ: 'ਟ',
  ਢ: 'ਡ',
  ਥ: 'ਤ',
  ਧ: 'ਦ',
  ਫ: 'ਪ',
  ਭ: 'ਬ',
};
function toGurmukhiSpelling(s: string): string {
  return (
    s
      .replace(/([\u0A15-\u0A39])\u0A4D(?=\1)/g, '\u0A71')
      .replace(/([\u0A15-\u0A39])\u0A4D([\u0A15-\u0A39])/g, (m, a: string, b: string) =>
        GURU_ASPIRATE_PAIRS[b] === a ? `\u0A71${b}` : m,
      )
      .replace(/([\u0A05\u0A07\u0A09\u0A15-\u0A39\u0A3F\u0A41])\u0A02/g, '$1\u0A70')
      // Gurmukhi writes no half letters: a ya after a consonant is i + a vowel (प्यार ਪਿਆਰ, व्यक्ति
      // ਵਿਅਕਤੀ, computer ਕੰਪਿਊਟਰ), and other clusters drop the virama (कर्म ਕਰਮ, स्कूल ਸਕੂਲ) but
      // for the subjoined ra, va and ha it keeps (ਪ੍ਰ, ਸ੍ਵ, ਪ੍ਹ); none ends a word
      .replace(/\u0A4D\u0A2F([\u0A3E-\u0A4C]?)/g, (_m, v: string) => `\u0A3F${GURU_AFTER_I[v] ?? 'ਅ'}`)
      .replace(/\u0A4D(?![\u0A30\u0A35\u0A39])(?=[\u0A15-\u0A39])/g, '')
      .replace(/\u0A4D(?![\u0A15-\u0A39])/g, '')
  );
}
/** The independent vowel that follows ਿ where a ya with this vowel sign stood (੍ਯਾ → ਿਆ). */
const GURU_AFTER_I: Record<string, string> = {
  '\u0A3E': 'ਆ',
  '\u0A41': 'ਉ',
  '\u0A42': 'ਊ',
  '\u0A47': 'ਏ',
  '\u0A48': 'ਐ',
  '\u0A4B': 'ਓ',
  '\u0A4C': 'ਔ',
};
function fromGurmukhiSpelling(s: string): string {
  return s
    .replace(/\u0A71([\u0A15-\u0A39])/g, (_m, b: string) => `${GURU_ASPIRATE_PAIRS[b] ?? b}\u0A4D${b}`)
    .replace(/\u0A70/g, '\u0A02');
}

// Readings sanscript gets wrong for spoken use: Bengali ব is /b/ (sanscript reads व), and Tamil's
// single stop letters are unvoiced unaspirated (sanscript reads the last of each series: த → ध).
const READ_FIXES: Partial<Record<Script, Record<string, string>>> = {
  beng: { व: 'ब' },
  taml: { घ: 'क', झ: 'च', ढ: 'ट', ध: 'त', भ: 'प' },
};

/** Devanagari offsets of signs some scripts lack, and the nearest sign to use instead. */
const NEAREST: Record<number, number | undefined> = {
  17: 0x13, // ऑ → ओ
  73: 0x4b, // ॉ → ो
  13: 0x0f, // ऍ → ए
  69: 0x47, // ॅ → े
  1: 0x02, // ँ → ं
  60: undefined, // nukta: dropped where the script has none
};
const ASSIGNED = /[\p{L}\p{M}\p{N}\p{P}]/u;

/**
 * Sanscript passes through signs its tables lack (nukta, candrabindu, ऑ/ॉ, …), leaving characters of
 * the source block in the output. The Brahmic blocks share one layout, so move each to the same
 * offset in the target block, or to the nearest sign the target has.
 */
function moveLeftovers(s: string, to: Script): string {
  const base = BLOCK[to] as number;
  return s.replace(/[\u0900-\u0D7F]/g, (ch) => {
    const cp = ch.codePointAt(0) as number;
    if (cp >= base && cp < base + 0x80) return ch;
    let off: number | undefined = cp & 0x7f;
    // Malayalam has no nukta (its U+0D3C is a virama)
    if (off === 0x3c && to === 'mlym') return '';
    for (let hop = 0; hop < 2 && off !== undefined; hop++) {
      const moved = String.fromCharCode(base + off);
      if (ASSIGNED.test(moved)) return moved;
      off = off in NEAREST ? NEAREST[off] : undefined;
    }
    // a sign with no counterpart is dropped; a letter is kept as written rather than lost
    return (cp & 0x7f) in NEAREST ? '' : ch;
  });
}

function brahmicToBrahmic(word: string, from: Script, to: Script): string {
  if (from === to) return word;
  const fixes = READ_FIXES[from];
  if (fixes && to !== 'deva') return brahmicToBrahmic(brahmicToBrahmic(word, from, 'deva'), 'deva', to);
  let src = word.normalize('NFC');
  if (from === 'guru') src = fromGurmukhiSpelling(src);
  if (from === 'mlym') src = fromMalayalamChillu(src);
  const unread = UNREAD_LETTERS[from];
  if (unread) src = src.replace(unread[0], unread[1]);
  // Assamese text typed with the Bengali ra (র) still means ৰ
  if (from === 'asm') src = src.replace(/\u09B0/g, '\u09F0');
  // Gurmukhi has no ष or ऋ: Punjabi writes them ਸ਼ and ਰਿ
  if (to === 'guru') src = src.replace(/ष/g, 'श').replace(/ृ/g, '्रि').replace(/ऋ/g, 'रि');
  let out = Sanscript.t(src, SANSCRIPT[from] as string, SANSCRIPT[to] as string);
  if (fixes) out = out.replace(/[वघझढधभ]/g, (c) => fixes[c] ?? c);
  out = moveLeftovers(out, to);
  if (from === 'guru' && to === 'deva') out = out.replace(/स\u093C/g, 'श');
  if (to === 'guru') out = toGurmukhiSpelling(out);
  if (to === 'mlym') out = toMalayalamChillu(out);
  return out;
}

/**
 * Letters of modern text that Sanscript's tables lack (it dropped them, or left a sign of another
 * script's block): Bengali's khanda ta ৎ (উৎসব was "usab", হঠাৎ "hatha"), read as ত্; Odia's wa ୱ
 * (ୱେବ was "ba"); Marathi's ॲ for English æ (ॲप was "pa"), read as ऍ.
 */
const UNREAD_LETTERS: Partial<Record<Script, [RegExp, string]>> = {
  beng: [/\u09CE/g, '\u09A4\u09CD'],
  asm: [/\u09CE/g, '\u09A4\u09CD'],
  orya: [/\u0B71/g, '\u0B35'],
  deva: [/\u0972/g, '\u090D'],
};

/**
 * Malayalam writes a vowel-less ṇ, n, r, l, ḷ, k as one letter, a chillu (അവൻ, ജോർജ്), or in older
 * text as the consonant, a virama and a zero-width joiner; the dot reph ൎ is an r before a consonant.
 * Sanscript knows none of them: it dropped them or made them Devanagari letters of other sounds
 * (അവൻ read as अवॻ, "ava" in Latin). Read each as its consonant and a virama.
 */
const CHILLU: Record<string, string> = {
  '\u0D7A': '\u0D23\u0D4D',
  '\u0D7B': '\u0D28\u0D4D',
  '\u0D7C': '\u0D30\u0D4D',
  '\u0D7D': '\u0D32\u0D4D',
  '\u0D7E': '\u0D33\u0D4D',
  '\u0D7F': '\u0D15\u0D4D',
  '\u0D4E': '\u0D30\u0D4D',
};
function fromMalayalamChillu(s: string): string {
  return s.replace(/[\u0D7A-\u0D7F\u0D4E]/g, (c) => CHILLU[c] ?? c).replace(/\u0D4D\u200D/g, '\u0D4D');
}

/**
 * A word-final vowel-less ṇ, n, r, l or ḷ as modern Malayalam writes it: its chillu (अवन् → അവൻ);
 * and an r before a consonant (कर्म → കർമ, not കര്മ).
 */
function toMalayalamChillu(s: string): string {
  return s
    .replace(/\u0D30\u0D4D(?=[\u0D15-\u0D39])/g, '\u0D7C')
    .replace(/[\u0D23\u0D28\u0D30\u0D32\u0D33]\u0D4D(?![\u0D00-\u0D7F])/g, (m) => CHILLU_OF[m] ?? m);
}
/** Consonant + virama → its chillu, for the word-final ṇ, n, r, l, ḷ (not k, nor the dot reph). */
const CHILLU_OF: Record<string, string> = Object.fromEntries(
  Object.entries(CHILLU)
    .filter(([chillu]) => chillu !== '\u0D7F' && chillu !== '\u0D4E')
    .map(([chillu, spelled]) => [spelled, chillu]),
);

const LETTER_NAMES_HI: Record<string, string> = {
  a: 'ए',
  b: 'बी',
  c: 'सी',
  d: 'डी',
  e: 'ई',
  f: 'एफ़',
  g: 'जी',
  h: 'एच',
  i: 'आई',
  j: 'जे',
  k: 'के',
  l: 'एल',
  m: 'एम',
  n: 'एन',
  o: 'ओ',
  p: 'पी',
  q: 'क्यू',
  r: 'आर',
  s: 'एस',
  t: 'टी',
  u: 'यू',
  v: 'वी',
  w: 'डब्ल्यू',
  x: 'एक्स',
  y: 'वाई',
  z: 'ज़ेड',
};

const PUNCT_TO: Partial<Record<Script, Record<string, string>>> = {
  latn: { '।': '.', '॥': '.', '؟': '?', '،': ',', '۔': '.', '᱾': '.', '᱿': '.' },
  arab: { '?': '؟', ',': '،', '।': '۔', '॥': '۔', '.': '۔', '᱾': '۔' },
  olck: { '।': '᱾', '॥': '᱿', '۔': '᱾', '؟': '?', '،': ',' },
  taml: { '।': '.', '॥': '.', '۔': '.', '؟': '?', '،': ',', '᱾': '.' },
  telu: { '।': '.', '॥': '.', '۔': '.', '؟': '?', '،': ',', '᱾': '.' },
  knda: { '।': '.', '॥': '.', '۔': '.', '؟': '?', '،': ',', '᱾': '.' },
  mlym: { '।': '.', '॥': '.', '۔': '.', '؟': '?', '،': ',', '᱾': '.' },
};
const PUNCT_BRAHMIC: Record<string, string> = { '۔': '।', '؟': '?', '،': ',', '᱾': '।', '᱿': '॥' };

const TOKEN = /(\p{Nd}+(?:[.,]\p{Nd}+)*)|([\p{L}\p{M}\u200C\u200D]+)|([^\p{L}\p{M}\p{Nd}]+)/gu;
const MAX_CACHE = 50_000;
/**
 * Spans of a chat line that are not words to transliterate: code spans, URLs, e-mail addresses,
 * platform mentions (<@U1>, <#C1>), @names and #channels, :emoji_codes:.
 */
const PROTECTED =
  /(`[^`]*`|\b(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+\.[\w.-]+|<[@#!][^>\s]*>|(?<![\w@])[@#][\w.-]+|:[a-z0-9_+-]+:)/giu;
/** Scripts whose readers leave a consonant's vowel unsaid mid-word, as Hindi's do. */
const VOWEL_UNSAID: ReadonlySet<Script> = new Set(['deva', 'gujr', 'guru', 'beng']);
/** Cheap test for a character every protected span contains. */
const MAY_PROTECT = /[`@#<:]|www\./;
/** Candidates searched for when the model's first is a lexicon slip (translit-plausible.ts). */
const SLIP_SEARCH = 5;
/** Most suggestions a caller may ask for. */
const MAX_SUGGESTIONS = 10;
/**
 * Attestations of a training-lexicon spelling that put it before the model's candidates (see
 * learned()): two, but one in Hindi, whose one-off spellings are everyday words the model misses
 * (accha अच्छा, thik ठीक, kese कैसे, wo वो: 16 chat-lexicon words right by them against 4 by the
 * model), where in the other nine languages with a chat lexicon they are more often slips
 * (vaanga பழி, dada ডোডো, kab كعب: 11 right by them against 23 by the model). In Tamil and
 * Bengali even two annotators' spelling loses to the model: four or more there (dev top-1 ta 70.0
 * → 70.6, bn 58.9 → 59.4; their chat-lexicon words right first ta 26 → 28 of 33, bn 45 → 49 of 55;
 * in the other languages four would win on dev and lose on their chat words).
 */
const ATTESTED_FIRST: Readonly<Record<string, number>> = { hi: 1, ta: 4, bn: 4 };
export const attestedFirst = (lang: string) => ATTESTED_FIRST[lang] ?? 2;

/**
 * Hindi writes an English "wh" as व्ह, and "wha" said with a short a as व्हा, as Indian English says
 * it: what व्हाट, which व्हिच, WhatsApp व्हाट्सऐप (the pronunciation alone gave वट, विच).
 */
export function devanagariWh(word: string, said: string): string {
  if (!word.startsWith('wh') || !said.startsWith('व') || said.startsWith('व्')) return said;
  const rest = said.slice(1);
  const sign = rest.codePointAt(0) ?? 0;
  // no vowel sign after व: the inherent a of "what"
  const vowelSign = (sign >= 0x093e && sign <= 0x094c) || sign === 0x0962 || sign === 0x0963;
  return `व्ह${word.startsWith('wha') && !vowelSign ? 'ा' : ''}${rest}`;
}

/**
 * A native word's plain Latin reading: the pivot's phonemes, no chat lexicon's spelling (which
 * changes as the lexicons grow). What lexicon slips are judged on, by the engine and by training
 * alike, so a model rebuilds the same. Brahmic scripts only ('' for the others, never judged).
 */
export function plainLatin(native: string, lang: string): string {
  const script = LANGUAGE_SCRIPT[lang];
  if (!script || script === 'arab' || script === 'olck' || script === 'latn') return '';
  return romanize(readDevanagari(brahmicToPivot(native, script)));
}

/** A word of a Brahmic script (Tamil's with its reading fixed) in Devanagari, the pivot. */
function brahmicToPivot(word: string, script: Script): string {
  const dev = brahmicToBrahmic(word, script, 'deva');
  return script === 'taml' ? fixTamilReading(dev) : dev;
}

export function createTransliterator(): Transliterator {
  const lexicon = loadChatLexicon();
  // Parsing the pronunciation dictionary takes a few hundred ms of CPU: do it at start-up, never
  // inside a request where it would stall the event loop.
  loadPronunciations();
  // Urdu spellings of the lexicon's words, so Perso-Arabic input can recover unwritten vowels
  const urduKnown = new Map<string, string>();
  for (const native of lexicon.toRoman.keys()) {
    const urdu = writeArabic(readDevanagari(native));
    if (!urduKnown.has(urdu)) urduKnown.set(urdu, native);
  }
  const cache = new Map<string, string[]>();

  /**
   * Whether a Latin-script text reads as English rather than romanized chat (Hindi's words, or the
   * target language's): 0 no; 1 yes, and words no chat lexicon spells are written by their
   * pronunciation ("friends" → फ़्रेंड्ज़); 2 clearly (see below), and
   * English words are said as English even where a chat lexicon spells them (the द, not थे).
   */
  function readsAsEnglish(text: string, toLang: string): 0 | 1 | 2 {
    const dict = loadPronunciations();
    if (!dict) return 0;
    // the words of URLs, mentions and code spans are passed through, not read: they say nothing
    const read = MAY_PROTECT.test(text) ? text.replace(PROTECTED, ' ') : text;
    const latin = read.toLowerCase().match(/[a-z]+/g) ?? [];
    // One word alone says too little: Indian names fill the CMU dictionary ("agra" is आगरा, not ऐग्र)
    if (latin.length < 2) return 0;
    let chat = 0;
    let english = 0;
    const target = loadChatLexiconOf(toLang);
    // Words that are both ("main", "is", "the") say nothing either way; but a chat word of a target
    // other than Hindi is that language's even when the English dictionary lists it, mostly as a
    // name (amar আমার, nam নাম: "amar nam rahul" is Bengali), where Hindi's list holds English
    // function words on purpose (the थे, to तो, me में)
    for (const w of latin) {
      const inTarget = Boolean(target?.toNative.has(w));
      // a loanword the target writes (please ப்ளீஸ், cancel) is no vote for the target's chat
      const own = inTarget && toLang !== 'hi' && !target?.loanwords.has(w);
      const inChat = inTarget || lexicon.toNative.has(w);
      const inEnglish = dict.has(w);
      if (own || (inChat && !inEnglish)) chat++;
      else if (inEnglish && !inChat) english++;
    }
    if (english <= chat) return 0;
    // clearly: two English words more than twice the chat words ("please send me the report"), not
    // "tension mat lo", where one loanword outvotes Hindi words the English dictionary also lists
    return english >= 2 * chat + 2 ? 2 : 1;
  }

  /** Devanagari readings of one word, best first. */
  function toDevanagari(word: string, script: Script, english = false): string[] {
    switch (script) {
      case 'deva':
        return [word];
      case 'arab':
        return [readArabic(word, urduKnown)];
      case 'olck':
        return [readOlChiki(word)];
      case 'latn': {
        const lower = word.toLowerCase();
        const spoken = englishToDevanagari(lower, loadPronunciations());
        const chat = lexicon.toNative.get(lower) ?? [];
        // English text: pronunciation first. Chat text: the lexicon first, then pronunciation
        // for the English words mixed into it ("kal meeting hai").
        const ordered = english || chat.length === 0 ? [spoken, ...chat] : [...chat, spoken];
        const out = ordered.filter((x): x is string => Boolean(x));
        for (const style of [{}, { shortFinalA: true }, { literalClusters: true }, { retroflex: true }]) {
          const d = chatToDevanagari(lower, style);
          if (d) out.push(d);
        }
        return out.length ? out : [word];
      }
      default:
        return [brahmicToPivot(word, script)];
    }
  }

  /** Renderings of one Devanagari word in the target script, best first. */
  function fromDevanagari(dev: string, to: Script, from: string, silentFinal = false): string[] {
    switch (to) {
      case 'deva':
        return [dev];
      case 'latn': {
        // Bengali য is said j (যাব jabo, যে je, after a reph too: কার্য karjo); য় and the য-ফলা of a
        // cluster (বাক্য) are y. The Hindi lexicon is asked for the word as said (যে is not ये, "ye")
        const said =
          from === 'bn' ? dev.replace(/(?<!\u094D)\u092F(?!\u093C)|(?<=र\u094D)\u092F/g, '\u091C') : dev;
        const ph = readDevanagari(said);
        if (from === 'sat') {
          // Ol Chiki writes every vowel: a vowel the pivot implies is not said (ᱫᱟᱜ is "dag")
          for (const p of ph) if (p.k === 'V' && p.inh) p.dropped = true;
        } else if (SCHWA_DELETING.has(from)) deleteSchwas(ph);
        else if (silentFinal) {
          // Tamil marks a vowel-less final consonant with a pulli: வணக்கம் is "vanakkam", not "…ma"
          const last = ph[ph.length - 1];
          if (last?.k === 'V' && last.inh) last.dropped = true;
        }
        const out: string[] = [];
        const known = lexicon.toRoman.get(said.normalize('NFC'));
        if (known && from !== 'sa') out.push(known);
        // a word-final anusvara in the southern scripts is said "m": മലയാളം is "malayalam"
        const finalM = FINAL_ANUSVARA_M.has(from) && dev.endsWith('\u0902');
        for (const r of [romanize(ph), romanize(ph, 'long')]) out.push(finalM ? r.replace(/n$/, 'm') : r);
        return out;
      }
      case 'arab':
        return [writeArabic(readDevanagari(dev))];
      case 'olck': {
        const ph = readDevanagari(dev);
        if (SCHWA_DELETING.has(from)) deleteSchwas(ph);
        return [writeOlChiki(ph)];
      }
      case 'taml':
        return [devanagariToTamil(dev, SCHWA_DELETING.has(from))];
      default:
        return [brahmicToBrahmic(dev, 'deva', to)];
    }
  }

  /** Each Devanagari reading written in the target script, without repeats. */
  function spell(readings: string[], to: Script, from: string, silentFinal = false): string[] {
    const outs: string[] = [];
    for (const dev of readings)
      for (const o of fromDevanagari(dev, to, from, silentFinal)) if (!outs.includes(o)) outs.push(o);
    return outs;
  }

  /** An English word's pronunciation (Devanagari) in the target script, as its writers spell loanwords. */
  function sayEnglish(spoken: string, to: Script, word: string): string | undefined {
    if (to === 'taml') return englishToTamil(spoken);
    // a compound is written part by part where the script leaves a vowel unsaid (लैपटॉप)
    const compound = VOWEL_UNSAID.has(to)
      ? englishCompoundToDevanagari(word, loadPronunciations())
      : undefined;
    const said = compound && to === 'deva' ? devanagariWh(word, compound) : (compound ?? spoken);
    return fromDevanagari(englishForScript(said, to), to, 'hi')[0];
  }

  /**
   * A romanized word in a language with a learned model: (in an English text) the pronunciation, then
   * the chat lexicons' spellings (the language's, and Hindi's in Devanagari), then the training lexicon's attested spellings
   * when annotators wrote the first of them so often enough (ATTESTED_FIRST), then the model's
   * candidates, then the attested spellings of a rarer romanization (a weaker witness than the
   * model: outside Hindi, right first more often on the chat lexicons' words, and 0.4–2.6 points
   * more often on Dakshina's dev words). The rules fill in when the model has nothing.
   */
  function learned(w: string, lang: string, to: Script, english: 0 | 1 | 2, wanted: number): string[] {
    const model = loadModel(lang);
    const lower = w.toLowerCase();
    const outs: string[] = [];
    // Urdu writes keheh and Farsi yeh; a few lexicon spellings carry the Arabic letters (كيسے).
    // Marathi writes no nukta but ऱ's: Hindi's थोड़ा, ज़रा and फ़ोन are थोडा, जरा and फोन there
    const norm =
      lang === 'ur'
        ? (x: string) => x.replace(/\u0643/g, '\u06A9').replace(/\u064A/g, '\u06CC')
        : lang === 'mr'
          ? undotted
          : (x: string) => x;
    const add = (x: string | undefined) => {
      const y = x && norm(x);
      if (y && !outs.includes(y)) outs.push(y);
    };
    const chat = loadChatLexiconOf(lang);
    const said = english ? englishToDevanagari(lower, loadPronunciations()) : undefined;
    const spoken = to === 'deva' && said ? devanagariWh(lower, said) : said;
    // in a clearly English text an English word is said as English first ("for the help": द, not
    // the chat lexicon's थे), but a loanword the language's chat lexicon spells is written so
    // (please ப்ளீஸ், not ப்லீஜ்)
    if (spoken && english === 2 && !chat?.loanwords.has(lower)) add(sayEnglish(spoken, to, lower));
    // the language's chat words (nanba is நண்பா, kothay কোথায়), then Hindi's in Devanagari
    for (const x of chat?.toNative.get(lower) ?? []) add(x);
    if (to === 'deva' && lang !== 'hi') for (const x of lexicon.toNative.get(lower) ?? []) add(x);
    if (spoken) add(sayEnglish(spoken, to, lower));
    // a spelling that cannot be what was typed (a lexicon slip, or the model learning one) goes last
    const judged = JUDGED_LANGUAGES.has(lang) && lower.length >= JUDGED_FROM_LETTERS;
    let heard: string | null | undefined;
    const plausible = (x: string) => {
      if (!judged) return true;
      const r = romanOf(x, lang);
      if (!isSlip(lower, r)) return true;
      // an English word is judged by its sound too: റൈറ്റ് reads "rait", which "right" is
      if (heard === undefined) {
        const said = englishToDevanagari(lower, loadPronunciations());
        heard = said ? (fromDevanagari(said, 'latn', 'hi')[0] ?? null) : null;
      }
      return heard !== null && !isSlip(heard, r);
    };
    const listed = model?.dictionary(lower) ?? [];
    const attested = judged ? listed.filter(plausible) : listed;
    const witnessed = attested[0] === listed[0] && (model?.attestations(lower) ?? 0) >= attestedFirst(lang);
    if (witnessed) for (const x of attested) add(x);
    // only as many as the caller reads: a search for 10 keeps a wider final beam than one for 3, and
    // a word the lexicons already spell as often as asked (most chat words, one suggestion) needs none
    const slips: string[] = [];
    if (outs.length < wanted) {
      let candidates = model?.candidates(lower, wanted) ?? [];
      // the model's first judged alone unless it is a slip: one romanization per word as a rule;
      // a slip first, and a few more candidates are searched for one that is not
      const first = candidates[0];
      const firstOk = !first || plausible(first.native);
      if (!firstOk && wanted < SLIP_SEARCH) candidates = model?.candidates(lower, SLIP_SEARCH) ?? [];
      for (const c of candidates) {
        if (firstOk || plausible(c.native)) add(c.native);
        else slips.push(c.native);
      }
    }
    if (!witnessed) for (const x of attested) add(x);
    for (const x of slips) add(x);
    for (const x of listed) if (!attested.includes(x)) add(x);
    if (outs.length === 0) return spell(toDevanagari(w, 'latn', english > 0), to, 'en');
    return outs;
  }

  /**
   * How a native word of `lang` reads in Latin, to judge it against what was typed: the plain
   * reading alone (no chat spelling, no second style), as the judge ignores what those change.
   */
  const romans = new Map<string, string>();
  function romanOf(native: string, lang: string): string {
    let r = romans.get(native);
    if (r === undefined) {
      r = plainLatin(native, lang);
      if (romans.size >= MAX_CACHE) romans.clear();
      romans.set(native, r);
    }
    return r;
  }

  function word(
    w: string,
    from: string,
    to: Script,
    opts: TransliterateOptions,
    english: 0 | 1 | 2,
    wanted: number,
  ): string[] {
    const detected = scriptOf(w);
    // Bengali and Assamese share one Unicode block: the source language says which one it is
    const fromScript = LANGUAGE_SCRIPT[from];
    const script = detected === 'beng' && fromScript === 'asm' ? 'asm' : detected;
    if (!script || script === to) return [w];
    // Latin words inside Indic text are names or English: only a Latin-script source is read as chat
    if (script === 'latn' && LANGUAGE_SCRIPT[from] !== 'latn') return [w];
    const key = `${from}>${to}>${wanted}>${opts.abbreviate ? 'A' : ''}${english ? `E${english}` : ''}${w}`;
    const hit = cache.get(key);
    if (hit) return hit;
    let outs: string[];
    if (script === 'latn' && opts.abbreviate && /^[A-Z]{2,6}$/.test(w)) {
      outs = spell([[...w.toLowerCase()].map((c) => LETTER_NAMES_HI[c] ?? c).join('')], to, from);
    } else if (script === 'latn' && loadModel(opts.to)) {
      outs = learned(w, opts.to, to, english, wanted);
    } else {
      outs = spell(toDevanagari(w, script, english > 0), to, from, script === 'taml' && w.endsWith('\u0BCD'));
      // a chat word back in Latin as people type it (நண்பா → nanba, not nannpaa); Hindi's lexicon
      // is read on the Devanagari pivot already
      const typed =
        to === 'latn' && from !== 'hi' && loadChatLexiconOf(from)?.toRoman.get(w.normalize('NFC'));
      if (typed) outs = [typed, ...outs.filter((o) => o !== typed)];
    }
    if (cache.size >= MAX_CACHE) cache.clear();
    cache.set(key, outs);
    return outs;
  }

  function number(
    token: string,
    to: Script,
    toLang: string,
    mode: TransliterateOptions['convertNumber'],
  ): string {
    if (!mode) return token; // default: digits stay as the writer wrote them
    const ascii = rewriteDigits(token, 0x30);
    if (mode === 'roman') return ascii;
    if (mode === 'words' && /^\d{1,15}$/.test(ascii)) {
      const n = Number(ascii);
      if (toLang === 'hi') return hindiWords(n);
      if (toLang === 'en') return englishWords(n);
    }
    return rewriteDigits(token, DIGIT_ZERO[to]);
  }

  function punct(token: string, to: Script): string {
    const table = PUNCT_TO[to] ?? PUNCT_BRAHMIC;
    let out = '';
    for (const ch of token) out += table[ch] ?? ch;
    return out;
  }

  return {
    transliterate(text: string, opts: TransliterateOptions): string[] {
      const to = LANGUAGE_SCRIPT[opts.to];
      if (!LANGUAGE_SCRIPT[opts.from])
        throw new EngineInputError(`unsupported source language: ${opts.from}`);
      if (!to) throw new EngineInputError(`unsupported target language: ${opts.to}`);
      const wanted = Math.max(1, Math.min(MAX_SUGGESTIONS, opts.suggestions ?? 1));
      // each token's alternatives, best first
      const english = LANGUAGE_SCRIPT[opts.from] === 'latn' ? readsAsEnglish(text, opts.to) : 0;
      const tokens: string[][] = [];
      // what each token was, as typed
      const typed: string[] = [];
      // odd parts are protected spans (URLs, mentions, code): they pass through as written
      const parts = MAY_PROTECT.test(text) ? text.split(PROTECTED) : [text];
      parts.forEach((part, i) => {
        if (i % 2 === 1) {
          tokens.push([part]);
          typed.push(part);
          return;
        }
        for (const m of part.matchAll(TOKEN)) {
          if (m[1]) tokens.push([number(m[1], to, opts.to, opts.convertNumber)]);
          else if (m[2]) tokens.push(word(m[2], opts.from, to, opts, english, wanted));
          else tokens.push([punct(m[3] ?? '', to)]);
          typed.push(m[0]);
        }
      });
      if (LANGUAGE_SCRIPT[opts.from] === 'latn') joinClitics(opts.to, typed, tokens);
      // the best reading first, then each word's next alternatives in turn, one word changed at a time
      const best = tokens.map((t) => t[0] ?? '');
      const out = [best.join('')];
      const depth = Math.max(1, ...tokens.map((t) => t.length));
      for (let k = 1; k < depth && out.length < wanted; k++)
        for (let i = 0; i < tokens.length && out.length < wanted; i++) {
          const alt = tokens[i]?.[k];
          if (alt === undefined) continue;
          const s = [...best.slice(0, i), alt, ...best.slice(i + 1)].join('');
          if (!out.includes(s)) out.push(s);
        }
      return out;
    },
  };
}
