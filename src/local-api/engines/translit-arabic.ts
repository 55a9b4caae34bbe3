// Perso-Arabic (Urdu; also used for Kashmiri and Sindhi) ↔ Devanagari. Sanscript's `urdu` scheme
// writes every short vowel as a diacritic, which Urdu readers never see; this table writes Urdu the
// way it is printed: consonants, long vowels, and no zer/zabar/pesh. The reverse direction cannot
// know the unwritten short vowels: it gives a consonant skeleton with inherent vowels, helped by a
// word map (common Hindi words rendered to Urdu) for the words it knows.
import type { Phoneme } from './translit-devanagari.js';

const TO_ARABIC: Record<string, string> = {
  क: 'ک',
  ख: 'کھ',
  ग: 'گ',
  घ: 'گھ',
  ङ: 'ن',
  च: 'چ',
  छ: 'چھ',
  ज: 'ج',
  झ: 'جھ',
  ञ: 'ن',
  ट: 'ٹ',
  ठ: 'ٹھ',
  ड: 'ڈ',
  ढ: 'ڈھ',
  ण: 'ن',
  त: 'ت',
  थ: 'تھ',
  द: 'د',
  ध: 'دھ',
  न: 'ن',
  ऩ: 'ن',
  प: 'پ',
  फ: 'پھ',
  ब: 'ب',
  भ: 'بھ',
  म: 'م',
  य: 'ی',
  र: 'ر',
  ऱ: 'ر',
  ल: 'ل',
  ळ: 'ل',
  ऴ: 'ل',
  व: 'و',
  श: 'ش',
  ष: 'ش',
  स: 'س',
  ह: 'ہ',
  क़: 'ق',
  ख़: 'خ',
  ग़: 'غ',
  ज़: 'ز',
  ड़: 'ڑ',
  ढ़: 'ڑھ',
  फ़: 'ف',
  य़: 'ی',
};

/** Urdu spelling of one word's phonemes (schwa deletion does not matter: short vowels are unwritten). */
export function writeArabic(ph: Phoneme[]): string {
  let out = '';
  let prevC = '';
  for (let i = 0; i < ph.length; i++) {
    const p = ph[i] as Phoneme;
    const atEnd = i === ph.length - 1;
    if (p.k === 'C') {
      // a geminate (ल्ल) is written once; the shadda that would mark it is a diacritic too
      if (p.c !== prevC || ph[i - 1]?.k !== 'C') out += TO_ARABIC[p.c] ?? '';
      prevC = p.c;
      continue;
    }
    prevC = '';
    // an anusvara before a labial is said m, and Urdu writes it so: लंबा لمبا, कंप्यूटर کمپیوٹر
    const next = ph[i + 1];
    if (p.k === 'N') out += atEnd ? 'ں' : next?.k === 'C' && /^[पफबभम]/.test(next.c) ? 'م' : 'ن';
    else if (p.k === 'H') out += 'ہ';
    else if (p.indep) {
      const first = i === 0;
      out += first ? INITIAL_VOWEL(p.v, atEnd) : MEDIAL_VOWEL(p.v, atEnd);
    } else out += MATRA_ARABIC(p.v, atEnd);
  }
  return out;
}

function MATRA_ARABIC(v: string, atEnd: boolean): string {
  switch (v) {
    case 'aa':
      return 'ا';
    case 'ii':
      return 'ی';
    case 'uu':
    case 'o':
    case 'au':
    case 'ao':
      return 'و';
    case 'e':
    case 'ai':
    case 'ae':
      return atEnd ? 'ے' : 'ی';
    case 'r':
      return 'ر';
    default:
      return ''; // a, i, u: short vowels are not written
  }
}
function INITIAL_VOWEL(v: string, atEnd: boolean): string {
  switch (v) {
    case 'aa':
      return 'آ';
    case 'ii':
    case 'e':
    case 'ai':
    case 'ae':
      return atEnd ? 'اے' : 'ای';
    case 'uu':
    case 'o':
    case 'au':
    case 'ao':
      return 'او';
    case 'r':
      return 'ر';
    default:
      return 'ا';
  }
}
/** A vowel after a vowel rides on a hamza seat (गए → گئے). */
function MEDIAL_VOWEL(v: string, atEnd: boolean): string {
  switch (v) {
    case 'a':
    case 'aa':
      return 'ا';
    case 'i':
      return 'ئ';
    case 'ii':
      return 'ئی';
    case 'e':
    case 'ai':
    case 'ae':
      return atEnd ? 'ئے' : 'ئی';
    default:
      return 'ؤ';
  }
}

const FROM_ARABIC: Record<string, string> = {
  ب: 'ब',
  پ: 'प',
  ت: 'त',
  ٹ: 'ट',
  ث: 'स',
  ج: 'ज',
  چ: 'च',
  ح: 'ह',
  خ: 'ख़',
  د: 'द',
  ڈ: 'ड',
  ذ: 'ज़',
  ر: 'र',
  ڑ: 'ड़',
  ز: 'ज़',
  ژ: 'ज़',
  س: 'स',
  ش: 'श',
  ص: 'स',
  ض: 'ज़',
  ط: 'त',
  ظ: 'ज़',
  غ: 'ग़',
  ف: 'फ़',
  ق: 'क़',
  ک: 'क',
  ك: 'क',
  گ: 'ग',
  ل: 'ल',
  م: 'म',
  ن: 'न',
  ہ: 'ह',
  ه: 'ह',
  ھ: 'ह',
  ۂ: 'ह',
  ة: 'त',
  ۃ: 'त',
  // hamza below and the wasla are alifs with a mark: إسلام is islam
  إ: 'इ',
  ٱ: 'अ',
  // Sindhi and Kashmiri letters, nearest Devanagari sound (the implosives ٻ ڄ ݙ ڳ as their plain stops)
  ٻ: 'ब',
  ڀ: 'भ',
  ݙ: 'ड',
  ڄ: 'ज',
  ڃ: 'ञ',
  ڇ: 'छ',
  ڊ: 'ड',
  ڌ: 'ध',
  ڍ: 'ड',
  ڏ: 'ड',
  ڦ: 'फ',
  ٺ: 'ठ',
  ٽ: 'ट',
  ٿ: 'थ',
  ڙ: 'ड़',
  ڪ: 'क',
  ڱ: 'ङ',
  ڳ: 'ग',
  ڻ: 'ण',
};
const ASPIRATED: Record<string, string> = {
  क: 'ख',
  ग: 'घ',
  च: 'छ',
  ज: 'झ',
  ट: 'ठ',
  ड: 'ढ',
  त: 'थ',
  द: 'ध',
  प: 'फ',
  ब: 'भ',
  ड़: 'ढ़',
};
const SHORT_VOWEL_MARKS = /[\u064B-\u065F\u0670]/g;

export function isArabicLetter(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (c >= 0x0620 && c <= 0x06d5) || (c >= 0x0750 && c <= 0x077f);
}

/** Best-effort Devanagari reading of one Perso-Arabic word (see the file comment). */
export function readArabic(word: string, known?: ReadonlyMap<string, string>): string {
  const s = word.replace(SHORT_VOWEL_MARKS, '');
  const hit = known?.get(s);
  if (hit) return hit;
  let out = '';
  let afterConsonant = false;
  const chars = [...s];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    const next = chars[i + 1];
    const first = i === 0;
    const last = i === chars.length - 1;
    if (ch === 'ھ' && afterConsonant) {
      // do-chashmi he marks the previous consonant as aspirated
      const prev = [...out].pop() ?? '';
      const prevFull = out.endsWith('़') ? out.slice(-2) : prev;
      const asp = ASPIRATED[prevFull];
      if (asp) out = out.slice(0, out.length - prevFull.length) + asp;
      continue;
    }
    if (ch === 'آ') {
      out += afterConsonant ? 'ा' : 'आ';
      afterConsonant = false;
    } else if (ch === 'ا' || ch === 'أ' || ch === 'ع') {
      if (first) {
        if (next === 'و') {
          out += 'ओ';
          i++;
        } else if (next === 'ی' || next === 'ي') {
          out += 'ई';
          i++;
        } else if (next === 'ے') {
          out += 'ए';
          i++;
        } else out += 'अ';
      } else out += afterConsonant ? 'ा' : 'आ';
      afterConsonant = false;
    } else if (ch === 'و') {
      if (afterConsonant && !(next && isVowelLetter(next))) {
        out += 'ो';
        afterConsonant = false;
      } else {
        out += 'व';
        afterConsonant = true;
      }
    } else if (ch === 'ی' || ch === 'ي' || ch === 'ى') {
      if (afterConsonant && !(next && isVowelLetter(next))) {
        out += 'ी';
        afterConsonant = false;
      } else {
        out += 'य';
        afterConsonant = true;
      }
    } else if (ch === 'ے' || ch === 'ۓ') {
      out += afterConsonant ? 'े' : 'ए';
      afterConsonant = false;
    } else if (ch === 'ئ' || ch === 'ء' || ch === 'ؤ') {
      const nx = chars[i + 1];
      if (nx === 'ی') {
        out += 'ई';
        i++;
      } else if (nx === 'ے') {
        out += 'ए';
        i++;
      } else out += ch === 'ؤ' ? 'ओ' : 'इ';
      afterConsonant = false;
    } else if (ch === 'ں') {
      out += 'ं';
      afterConsonant = false;
    } else if (
      ch === 'ن' &&
      !first &&
      !last &&
      next &&
      !isVowelLetter(next) &&
      next !== 'ھ' &&
      afterConsonant === false
    ) {
      out += 'ं';
    } else if (FROM_ARABIC[ch]) {
      out += FROM_ARABIC[ch];
      afterConsonant = true;
    } else out += ch;
  }
  return out;
}

function isVowelLetter(ch: string): boolean {
  return 'اآویےيئ'.includes(ch);
}
