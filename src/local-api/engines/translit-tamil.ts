// Tamil ↔ Devanagari. Tamil is written from the pivot's phoneme reading rather than by sanscript:
// sanscript writes ऋ as "ரு'" and copies malformed Devanagari (a vowel sign after a virama, a
// doubled vowel sign) into broken Tamil clusters ("ப்ா", "ஹைை"). Tamil has one letter per stop
// series (க for क ख ग घ), no anusvara (a nasal consonant with pulli instead, chosen by the next
// consonant), no nasal vowels, and writes a silent final vowel as a pulli (राम → ராம்). Reading
// Tamil back undoes what it can: ங்க → ंक, a word-final pulli → the bare consonant Hindi writes.
import { deleteSchwas, type Phoneme, readDevanagari } from './translit-devanagari.js';

const PULLI = '\u0BCD';

const CONSONANTS: Record<string, string> = {
  क: 'க',
  ख: 'க',
  ग: 'க',
  घ: 'க',
  ङ: 'ங',
  च: 'ச',
  छ: 'ச',
  ज: 'ஜ',
  झ: 'ஜ',
  ञ: 'ஞ',
  ट: 'ட',
  ठ: 'ட',
  ड: 'ட',
  ढ: 'ட',
  ण: 'ண',
  त: 'த',
  थ: 'த',
  द: 'த',
  ध: 'த',
  न: 'ந',
  ऩ: 'ன',
  प: 'ப',
  फ: 'ப',
  ब: 'ப',
  भ: 'ப',
  म: 'ம',
  य: 'ய',
  र: 'ர',
  ऱ: 'ற',
  ल: 'ல',
  ळ: 'ள',
  ऴ: 'ழ',
  व: 'வ',
  श: 'ஶ',
  ष: 'ஷ',
  स: 'ஸ',
  ह: 'ஹ',
};
// ऋ is said "ri/ru": Tamil writes it ரு (कृष्ण → க்ருஷ்ண); ऑ (English "o" of office) as ஆ
const SIGNS: Record<string, string> = {
  a: '',
  aa: 'ா',
  i: 'ி',
  ii: 'ீ',
  u: 'ு',
  uu: 'ூ',
  r: `${PULLI}ரு`,
  e: 'ே',
  ae: 'ே',
  ai: 'ை',
  o: 'ோ',
  ao: 'ா',
  au: 'ௌ',
};
const INDEPENDENT: Record<string, string> = {
  a: 'அ',
  aa: 'ஆ',
  i: 'இ',
  ii: 'ஈ',
  u: 'உ',
  uu: 'ஊ',
  r: 'ரு',
  e: 'ஏ',
  ae: 'ஏ',
  ai: 'ஐ',
  o: 'ஓ',
  ao: 'ஆ',
  au: 'ஔ',
};
/** The nasal an anusvara or candrabindu is said as before each series (labials and the rest: ம). */
const NASAL_BEFORE: [RegExp, string][] = [
  [/^[कखगघङ]/, 'ங'],
  [/^[चछजझञ]/, 'ஞ'],
  [/^[टठडढण]/, 'ண'],
  [/^[तथदधन]/, 'ந'],
];

function nasalBefore(next: Phoneme | undefined): string {
  if (next?.k === 'C') for (const [re, n] of NASAL_BEFORE) if (re.test(next.c)) return n + PULLI;
  return `ம${PULLI}`;
}

const sounded = (p: Phoneme | undefined) => p?.k === 'V' && !(p.inh && p.dropped);
/** English t, k, p: Tamil doubles them between vowels, since a single one there is said d, g, b. */
const VOICELESS = /^[टकप]$/;

/**
 * An English word's pronunciation (in Devanagari) as Tamil writes loanwords: a t, k or p between
 * vowels doubled (मीटिंग → மீட்டிங், not மீடிங்: a single ட there is said d), a final -ng one ங்
 * (மார்னிங், not மார்னிங்க்), a final -y short (லேடி, not லேடீ), English æ as ே (லேப்டாப், not
 * லைப்டாப்), sh as ஷ (ஷாப்பிங்), a glide between two vowels (கோயிங்).
 */
export function englishToTamil(dev: string): string {
  return devanagariToTamil(dev, true, true);
}

/** One Devanagari word in Tamil; `silentFinal`: the source language drops a final inherent vowel. */
export function devanagariToTamil(word: string, silentFinal: boolean, loanword = false): string {
  const ph = readDevanagari(word);
  if (silentFinal) deleteSchwas(ph);
  if (loanword) {
    // English æ: ே after a consonant (ஹேப்பி), ஆ first in a word (am ஆம், app ஆப், apple ஆப்பிள்)
    for (const p of ph) if (p.k === 'V' && p.v === 'ai') p.v = p.indep ? 'aa' : 'ae';
    const last = ph[ph.length - 1];
    if (last?.k === 'V' && last.v === 'ii' && !last.indep) last.v = 'i';
  }
  let out = '';
  for (let i = 0; i < ph.length; i++) {
    const p = ph[i] as Phoneme;
    const next = ph[i + 1];
    if (loanword && p.k === 'N' && next?.k === 'C' && /^[गङ]$/.test(next.c)) {
      const after = ph[i + 2];
      if (!after || (after.k === 'V' && after.inh && after.dropped && i + 3 === ph.length)) {
        out += `ங${PULLI}`;
        break;
      }
    }
    if (p.k === 'C') {
      const doubled =
        loanword &&
        VOICELESS.test(p.c) &&
        sounded(ph[i - 1]) &&
        sounded(next) &&
        next?.k === 'V' &&
        !next.indep;
      if (doubled) out += (CONSONANTS[p.c] as string) + PULLI;
      // a nukta letter is its plain letter in Tamil (ज़ → ஜ), but f is ஃப as Tamil writes it (फ़ोन →
      // ஃபோன்); न is the dental ந only where Tamil writes it, first in a word or before த (ந்த), and
      // the alveolar ன elsewhere (मन → மன், मॉर्निंग → மார்னிங்க்); reading Tamil back, ன is न again
      const dentalNext = next?.k === 'C' && /^[तथदध]/.test(next.c);
      out +=
        p.c === 'न' && i > 0 && !dentalNext
          ? 'ன'
          : p.c === 'फ\u093C'
            ? 'ஃப'
            : loanword && p.c === 'श'
              ? 'ஷ'
              : (CONSONANTS[p.c] ?? CONSONANTS[p.c.replace('\u093C', '')] ?? '');
      // no vowel after it (a virama in the source), or its vowel silent at the end of the word
      const silent = next?.k === 'V' && !next.indep && next.inh && next.dropped && i + 2 === ph.length;
      if (next?.k !== 'V' || next.indep || silent) out += PULLI;
    } else if (p.k === 'V') {
      // English "ai" and "au" in a loanword: I is ஐ, time டைம்; now is நவ், down டவுன் (not நாஉ, டாஉன்)
      const nextV = next?.k === 'V' && next.indep ? next.v : '';
      if (loanword && p.v === 'aa' && (nextV === 'i' || nextV === 'ii')) {
        out += p.indep || ph[i - 1]?.k !== 'C' ? INDEPENDENT.ai : SIGNS.ai;
        i++;
        continue;
      }
      if (loanword && p.v === 'aa' && (nextV === 'u' || nextV === 'uu')) {
        out += `${p.indep || ph[i - 1]?.k !== 'C' ? INDEPENDENT.a : ''}வ${i + 2 === ph.length ? PULLI : SIGNS.u}`;
        i++;
        continue;
      }
      // a vowel after a vowel takes a glide in a loanword: going is கோயிங், not கோஇங்
      if (loanword && p.indep && sounded(ph[i - 1]) && /^(i|ii|e|ae)$/.test(p.v)) out += `ய${SIGNS[p.v]}`;
      else if (p.indep || ph[i - 1]?.k !== 'C') out += INDEPENDENT[p.v] ?? '';
      else if (!(p.inh && p.dropped && i + 1 === ph.length)) out += SIGNS[p.v] ?? '';
    } else if (p.k === 'N')
      // in a loanword a nasal before s, sh, h… is n (cancel கேன்சல்), not the m Tamil writes in Sanskrit words
      out += loanword && next?.k === 'C' && !/^[क-नपफबभम]/.test(next.c) ? `ன${PULLI}` : nasalBefore(next);
    else out += 'ஃ';
  }
  return out;
}

/**
 * Fixes to sanscript's Tamil → Devanagari reading: ன is न; a homorganic nasal cluster is the
 * anusvara Hindi writes (ङ्क → ंक); a word-final virama goes (Hindi leaves a final vowel silent
 * unwritten); ஸ்ரீ is श्री; the aytham before ப or ஜ writes f and z (ஃபோன் is फ़ोन, not ःपोन).
 */
export function fixTamilReading(dev: string): string {
  return dev
    .replace(/ःप/g, 'फ़')
    .replace(/ःज/g, 'ज़')
    .replace(/ऩ/g, 'न')
    .replace(/ङ्(?=[कखगघ])|ञ्(?=[चछजझ])|ण्(?=[टठडढ])/g, 'ं')
    .replace(/^स्री/, 'श्री')
    .replace(/([\u0915-\u0939\u0958-\u095F]\u093C?)\u094D$/, '$1');
}
