// English words in Devanagari by their pronunciation, not their spelling: "friends" → फ़्रेंड्ज़,
// "morning" → मॉर्निंग. Pronunciations come from the CMU Pronouncing Dictionary that Debian's
// pocketsphinx-en-us package ships (already an engine dependency); ARPAbet phones map to Hindi
// letters the way Hindi writes English loanwords. Without the dictionary, callers fall back to
// spelling rules.
import { existsSync, readFileSync } from 'node:fs';

export const CMUDICT_PATH = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';

/** word (lower case) → ARPAbet phones without stress marks, first pronunciation only */
export type Pronunciations = Map<string, string[]>;

let loaded: Pronunciations | null | undefined;

/** Loads the dictionary once (about 135,000 words); undefined when it is not installed. */
export function loadPronunciations(path?: string): Pronunciations | undefined {
  // Called for every word: the environment (a slow getter) is read only on the first call.
  if (loaded !== undefined) return loaded ?? undefined;
  return readPronunciations(path ?? process.env.LOCAL_CMUDICT ?? CMUDICT_PATH);
}

function readPronunciations(path: string): Pronunciations | undefined {
  if (!existsSync(path)) {
    loaded = null;
    return undefined;
  }
  const map: Pronunciations = new Map();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const space = line.indexOf(' ');
    if (space <= 0) continue;
    const word = line.slice(0, space);
    if (word.endsWith(')')) continue; // "word(2)": an alternative pronunciation
    map.set(
      word,
      line
        .slice(space + 1)
        .trim()
        .split(/\s+/)
        .map((p) => p.replace(/\d$/, '')),
    );
  }
  loaded = map;
  return map;
}

const VOWEL_LETTER: Record<string, [independent: string, sign: string]> = {
  AA: ['आ', 'ा'],
  AE: ['ऐ', 'ै'],
  AH: ['अ', ''],
  AO: ['ऑ', 'ॉ'],
  AW: ['आउ', 'ाउ'],
  AY: ['आइ', 'ाइ'],
  EH: ['ए', 'े'],
  EY: ['ए', 'े'],
  IH: ['इ', 'ि'],
  IY: ['ई', 'ी'],
  OW: ['ओ', 'ो'],
  OY: ['ऑय', 'ॉय'],
  UH: ['उ', 'ु'],
  UW: ['ऊ', 'ू'],
};
const CONSONANT: Record<string, string> = {
  B: 'ब',
  CH: 'च',
  D: 'ड',
  DH: 'द',
  F: 'फ़',
  G: 'ग',
  HH: 'ह',
  JH: 'ज',
  K: 'क',
  L: 'ल',
  M: 'म',
  N: 'न',
  NG: 'ङ',
  P: 'प',
  R: 'र',
  S: 'स',
  SH: 'श',
  T: 'ट',
  TH: 'थ',
  V: 'व',
  W: 'व',
  Y: 'य',
  Z: 'ज़',
  ZH: 'ज़',
};
const HALANT = '्';
const ANUSVARA = 'ं';

/** Consonants before which a nasal keeps its own letter (see phonesToDevanagari). */
const SONORANT_AFTER_NASAL: ReadonlySet<string> = new Set(['L', 'R', 'Y', 'W', 'HH']);

/** ARPAbet phones → Devanagari as Hindi spells English loanwords. */
export function phonesToDevanagari(input: string[]): string {
  // ER is a schwa followed by r: "water" W AO T ER → वॉटर
  const phones = input.flatMap((p) => (p === 'ER' ? ['AH', 'R'] : [p]));
  let out = '';
  let prevConsonant = false;
  for (let i = 0; i < phones.length; i++) {
    const p = phones[i] as string;
    const vowel = VOWEL_LETTER[p];
    if (vowel) {
      out += prevConsonant ? vowel[1] : vowel[0];
      prevConsonant = false;
      continue;
    }
    const next = phones[i + 1];
    const nextIsConsonant = next !== undefined && !VOWEL_LETTER[next] && next !== 'ER';
    // A nasal before another consonant is written as anusvara: "friends" → फ़्रेंड्ज़, "think" → थिंक;
    // before l, r, y, w or h as its own letter in a cluster: ओन्ली, डाउन्लोड (not ओंली), which
    // scripts that say their vowels keep (ఓన్లీ) and Hindi writes without the virama (englishForScript)
    if (
      (p === 'N' || p === 'M' || p === 'NG') &&
      out &&
      !prevConsonant &&
      nextIsConsonant &&
      (p === 'NG' || !SONORANT_AFTER_NASAL.has(next as string))
    ) {
      out += ANUSVARA;
      continue;
    }
    if (p === 'NG') {
      // Word-final -ng: अनुस्वार + ग, as Hindi writes "morning" → मॉर्निंग.
      out += prevConsonant ? `${HALANT}ङ` : `${ANUSVARA}ग`;
      prevConsonant = true;
      continue;
    }
    const letter = CONSONANT[p];
    if (!letter) continue;
    if (prevConsonant) out += HALANT;
    out += letter;
    prevConsonant = true;
  }
  // A final consonant carries no written vowel in Hindi (its schwa is silent anyway): no halant.
  return out;
}

/**
 * Words whose dictionary reading is the American weak form, said in India as spelled: and एंड
 * (not अंड), of ऑफ़, from फ़्रॉम, was वॉज़, a ए, I आई, our आवर, today टुडे, tomorrow टुमॉरो, office
 * ऑफ़िस.
 */
const INDIAN_READINGS: ReadonlyMap<string, readonly string[]> = new Map([
  ['and', ['EH', 'N', 'D']],
  ['a', ['EY']],
  ['i', ['AA', 'IY']],
  ['of', ['AO', 'F']],
  ['from', ['F', 'R', 'AO', 'M']],
  ['was', ['W', 'AO', 'Z']],
  ['our', ['AA', 'W', 'ER']],
  ['today', ['T', 'UH', 'D', 'EY']],
  ['tomorrow', ['T', 'UH', 'M', 'AO', 'R', 'OW']],
  ['together', ['T', 'UH', 'G', 'EH', 'DH', 'ER']],
  ['office', ['AO', 'F', 'IH', 'S']],
]);

/** Devanagari rendering of an English word, or undefined when the dictionary does not know it. */
export function englishToDevanagari(word: string, dict: Pronunciations | undefined): string | undefined {
  const lower = word.toLowerCase();
  const indian = dict?.has(lower) ? INDIAN_READINGS.get(lower) : undefined;
  if (indian) return phonesToDevanagari([...indian]);
  const phones = dict?.get(lower);
  if (!phones) return undefined;
  // the dictionary's American AA where a word spells no a is an o, which Indian English rounds and
  // Hindi writes ॉ: on ऑन, job जॉब, doctor डॉक्टर (not आन, जाब, डाक्टर)
  const rounded = lower.includes('a') ? phones : phones.map((p) => (p === 'AA' ? 'AO' : p));
  // the days of the week end in -day as Indian English says it: Monday मंडे (the dictionary's
  // first reading ends D IY: मंडी)
  const days =
    lower.endsWith('day') && rounded.at(-1) === 'IY' && rounded.at(-2) === 'D'
      ? [...rounded.slice(0, -1), 'EY']
      : rounded;
  return phonesToDevanagari(BATH_EXCEPTIONS.has(lower) ? days : bathVowels(days));
}

/** Words whose a stays short before s or th in Indian English as in British (गैस, मैथ्स). */
const BATH_EXCEPTIONS: ReadonlySet<string> = new Set([
  'gas',
  'mass',
  'math',
  'maths',
  'ass',
  'bass',
  'lass',
  'asp',
]);

/**
 * The dictionary's American æ where Indian English, as British, says a long a: before f or s and a
 * consonant or the end (after आफ़्टर, staff, last लास्ट, class क्लास, password पासवर्ड, plastic
 * प्लास्टिक) and before a final th (bath, path); not before a vowel (traffic ट्रैफ़िक, classic).
 */
function bathVowels(phones: readonly string[]): string[] {
  return phones.map((p, i) => {
    if (p !== 'AE') return p;
    const next = phones[i + 1];
    const after = phones[i + 2];
    const closed = after === undefined || !VOWEL_LETTER[after];
    if ((next === 'F' || next === 'S') && closed && after !== 'ER') return 'AA';
    return next === 'TH' && after === undefined ? 'AA' : p;
  });
}

/**
 * Prefixes and suffixes of four letters or more that the dictionary also lists as words: a word
 * made with one is not split as a compound (inter + net, care + less).
 */
const NOT_FIRST: ReadonlySet<string> = new Set(['anti', 'inter', 'trans']);
// (and age, the one short part in the list below that ends words: pack + age is no compound)
const NOT_SECOND: ReadonlySet<string> = new Set(
  'age ings ions ents ants ness less ment ments able ible tion sion ance ence'.split(' '),
);

/**
 * Three-letter words common as a compound's part (lap + top, birth + day, key + board): a part that
 * short must be one of them, since the dictionary's names would split words that are none (mor +
 * ning in morning); longer parts are any dictionary word but the suffixes below.
 */
const SHORT_PARTS: ReadonlySet<string> = new Set(
  (
    'lap top day box man men end way web app car bus cup key pad law son air fan job net pen pot tea toy bed ' +
    'ear eye sea cab cap dog cat hot pop red zip out off met log sky ice age'
  ).split(' '),
);
const compoundPart = (part: string) => part.length >= 4 || SHORT_PARTS.has(part);

/**
 * A compound of two dictionary words whose sounds are theirs one after the other (lap + top, birth
 * + day, girl + friend), each written alone and joined, as Hindi writes such words: लैपटॉप, बर्थडे,
 * गर्लफ़्रेंड (the whole word's pronunciation joins the parts' letters into one cluster: लैप्टॉप).
 * Undefined when the word is no such compound. For scripts that leave a consonant's vowel unsaid.
 */
export function englishCompoundToDevanagari(
  word: string,
  dict: Pronunciations | undefined,
): string | undefined {
  const lower = word.toLowerCase();
  const whole = dict?.get(lower);
  if (!dict || !whole || lower.length < 6) return undefined;
  const starts = (part: readonly string[], at: number) => part.every((p, i) => p === whole[at + i]);
  for (let k = 3; k <= lower.length - 3; k++) {
    if (!compoundPart(lower.slice(0, k)) || !compoundPart(lower.slice(k))) continue;
    if (NOT_FIRST.has(lower.slice(0, k)) || NOT_SECOND.has(lower.slice(k))) continue;
    const a = dict.get(lower.slice(0, k));
    if (!a || a.length >= whole.length || !starts(a, 0)) continue;
    const b = dict.get(lower.slice(k));
    if (!b || a.length + b.length !== whole.length || !starts(b, a.length)) continue;
    return `${englishToDevanagari(lower.slice(0, k), dict)}${englishToDevanagari(lower.slice(k), dict)}`;
  }
  return undefined;
}
