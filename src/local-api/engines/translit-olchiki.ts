// Ol Chiki (Santali) ↔ Devanagari. Sanscript's ol_chiki table writes an inherent vowel after every
// consonant; Ol Chiki is a true alphabet, so this writes vowels explicitly from the phoneme reading
// (schwa deletion applied for Hindi-like sources) and reads them back into aksharas.
import { type Phoneme, type Sound, writeDevanagari } from './translit-devanagari.js';

const ASPIRATE = 'ᱷ';
const CONSONANTS: Record<string, string> = {
  क: 'ᱠ',
  ख: 'ᱠᱷ',
  ग: 'ᱜ',
  घ: 'ᱜᱷ',
  ङ: 'ᱝ',
  च: 'ᱪ',
  छ: 'ᱪᱷ',
  ज: 'ᱡ',
  झ: 'ᱡᱷ',
  ञ: 'ᱧ',
  ट: 'ᱴ',
  ठ: 'ᱴᱷ',
  ड: 'ᱰ',
  ढ: 'ᱰᱷ',
  ण: 'ᱬ',
  त: 'ᱛ',
  थ: 'ᱛᱷ',
  द: 'ᱫ',
  ध: 'ᱫᱷ',
  न: 'ᱱ',
  प: 'ᱯ',
  फ: 'ᱯᱷ',
  ब: 'ᱵ',
  भ: 'ᱵᱷ',
  म: 'ᱢ',
  य: 'ᱭ',
  र: 'ᱨ',
  ल: 'ᱞ',
  व: 'ᱣ',
  श: 'ᱥ',
  ष: 'ᱥ',
  स: 'ᱥ',
  ह: 'ᱦ',
  ड़: 'ᱲ',
  ढ़: 'ᱲᱷ',
  क़: 'ᱠ',
  ख़: 'ᱠᱷ',
  ग़: 'ᱜ',
  ज़: 'ᱡ',
  फ़: 'ᱯᱷ',
};
const VOWELS: Record<string, string> = {
  a: 'ᱚ',
  aa: 'ᱟ',
  i: 'ᱤ',
  ii: 'ᱤ',
  u: 'ᱩ',
  uu: 'ᱩ',
  r: 'ᱨᱤ',
  e: 'ᱮ',
  ae: 'ᱮ',
  ai: 'ᱟᱤ',
  o: 'ᱳ',
  ao: 'ᱳ',
  au: 'ᱟᱩ',
};

export function writeOlChiki(ph: Phoneme[]): string {
  let out = '';
  // Only the word-final schwa is left out: written medial vowels keep the reading reversible (कमला).
  ph.forEach((p, i) => {
    if (p.k === 'C') out += CONSONANTS[p.c] ?? '';
    else if (p.k === 'V') out += p.dropped && i === ph.length - 1 ? '' : (VOWELS[p.v] ?? '');
    else if (p.k === 'N') out += 'ᱸ';
    else out += 'ᱦ';
  });
  return out;
}

// Several Devanagari letters share one Ol Chiki letter; read back the commonest (स, not श or ष).
const READ_CONSONANTS = new Map<string, string>([['ᱥ', 'स']]);
for (const [dev, ol] of Object.entries(CONSONANTS))
  if (!READ_CONSONANTS.has(ol)) READ_CONSONANTS.set(ol, dev);
const READ_VOWELS: Record<string, string> = {
  ᱚ: 'a',
  ᱟ: 'aa',
  ᱤ: 'i',
  ᱩ: 'u',
  ᱮ: 'e',
  ᱳ: 'o',
};

export function isOlChiki(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return c >= 0x1c5a && c <= 0x1c7d;
}

/** Devanagari reading of one Ol Chiki word. */
export function readOlChiki(word: string): string {
  const sounds: Sound[] = [];
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    if (READ_VOWELS[ch]) {
      // ᱟᱤ / ᱟᱩ are the diphthongs ऐ / औ
      const next = chars[i + 1];
      if (ch === 'ᱟ' && (next === 'ᱤ' || next === 'ᱩ')) {
        sounds.push({ k: 'V', v: next === 'ᱤ' ? 'ai' : 'au' });
        i++;
      } else sounds.push({ k: 'V', v: READ_VOWELS[ch] as string });
    } else if (ch === 'ᱸ') sounds.push({ k: 'N' });
    else {
      const key = chars[i + 1] === ASPIRATE ? ch + ASPIRATE : ch;
      const dev = READ_CONSONANTS.get(key) ?? READ_CONSONANTS.get(ch);
      if (key !== ch) i++;
      if (dev) sounds.push({ k: 'C', c: dev });
    }
  }
  // Ol Chiki writes ᱚ after a consonant where Devanagari has the inherent vowel: no sign of its own,
  // unless a vowel follows (गए), where it must stay so the next vowel is written independent.
  const inherentAt = new Set<number>();
  const cleaned: Sound[] = [];
  sounds.forEach((s, i) => {
    const inherent = s.k === 'V' && s.v === 'a' && sounds[i - 1]?.k === 'C' && sounds[i + 1]?.k !== 'V';
    if (inherent) inherentAt.add(cleaned.length - 1);
    else cleaned.push(s);
  });
  // consonant + consonant is a real cluster unless an ᱚ stood between them
  return writeDevanagari(cleaned, (i) => !inherentAt.has(i));
}
