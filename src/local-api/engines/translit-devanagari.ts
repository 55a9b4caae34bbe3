// Devanagari is the pivot of the transliterator: every Brahmic script maps onto it (sanscript), and the
// scripts sanscript renders poorly (Latin for chat, Perso-Arabic, Ol Chiki) are written from one
// phoneme reading of a Devanagari word. This file reads a word into phonemes, applies Hindi schwa
// deletion, and renders plain lower-case ASCII.

export type Phoneme =
  | { k: 'C'; c: string }
  /** inh: the consonant's inherent vowel (not written); dropped: deleted by schwa deletion */
  | { k: 'V'; v: string; indep: boolean; inh?: boolean; dropped?: boolean }
  | { k: 'N'; c: string }
  | { k: 'H' };

const VIRAMA = '\u094D';
const NUKTA = '\u093C';

const MATRAS: Record<string, string> = {
  '\u093E': 'aa',
  '\u093F': 'i',
  '\u0940': 'ii',
  '\u0941': 'u',
  '\u0942': 'uu',
  '\u0943': 'r',
  '\u0944': 'r',
  '\u0945': 'ae',
  '\u0946': 'e',
  '\u0947': 'e',
  '\u0948': 'ai',
  '\u0949': 'ao',
  '\u094A': 'o',
  '\u094B': 'o',
  '\u094C': 'au',
};
const INDEPENDENT: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ii',
  उ: 'u',
  ऊ: 'uu',
  ऋ: 'r',
  ॠ: 'r',
  ऍ: 'ae',
  ऎ: 'e',
  ए: 'e',
  ऐ: 'ai',
  ऑ: 'ao',
  ऒ: 'o',
  ओ: 'o',
  औ: 'au',
};
/** Reverse maps used by the writers of Devanagari (chat, Urdu and Ol Chiki readers). */
export const VOWEL_TO_MATRA: Record<string, string> = {
  a: '',
  aa: 'ा',
  i: 'ि',
  ii: 'ी',
  u: 'ु',
  uu: 'ू',
  r: 'ृ',
  e: 'े',
  ai: 'ै',
  o: 'ो',
  au: 'ौ',
  ae: 'ॅ',
  ao: 'ॉ',
};
export const VOWEL_TO_INDEPENDENT: Record<string, string> = {
  a: 'अ',
  aa: 'आ',
  i: 'इ',
  ii: 'ई',
  u: 'उ',
  uu: 'ऊ',
  r: 'ऋ',
  e: 'ए',
  ai: 'ऐ',
  o: 'ओ',
  au: 'औ',
  ae: 'ऍ',
  ao: 'ऑ',
};

export function isDevanagariConsonant(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (c >= 0x0915 && c <= 0x0939) || (c >= 0x0958 && c <= 0x095f);
}

/** Reads one Devanagari word (NFC: nukta forms decomposed) into phonemes. */
export function readDevanagari(word: string): Phoneme[] {
  // ॐ is said "om" (Gujarati's ૐ and the other scripts' reach it through the pivot); Marathi's ॲ
  // is the ऍ of English loanwords (ॲप, "app")
  const s = word.normalize('NFC').replace(/ॐ/g, 'ओम्').replace(/ॲ/g, 'ऍ');
  const out: Phoneme[] = [];
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] as string;
    if (isDevanagariConsonant(ch)) {
      let c = ch;
      if (s[i + 1] === NUKTA) {
        c += NUKTA;
        i++;
      }
      out.push({ k: 'C', c });
      const next = s[i + 1] ?? '';
      if (next === VIRAMA) i++;
      else if (MATRAS[next]) {
        out.push({ k: 'V', v: MATRAS[next] as string, indep: false });
        i++;
      } else out.push({ k: 'V', v: 'a', indep: false, inh: true });
    } else if (INDEPENDENT[ch]) out.push({ k: 'V', v: INDEPENDENT[ch] as string, indep: true });
    else if (ch === 'ं' || ch === 'ँ') out.push({ k: 'N', c: ch });
    else if (ch === 'ः') out.push({ k: 'H' });
    // avagraha, ZWJ/ZWNJ and stray signs carry no sound of their own
  }
  return out;
}

const alive = (p: Phoneme | undefined): boolean => p?.k === 'V' && !p.dropped;

/**
 * Hindi schwa deletion (Ohala's rule, applied right to left): the word-final inherent vowel goes
 * (unless the word has a single vowel or ends in a cluster + r/y: मित्र = mitra), and a medial
 * inherent vowel goes in V C _ C V.
 */
export function deleteSchwas(ph: Phoneme[]): Phoneme[] {
  const last = ph[ph.length - 1];
  const vowels = ph.filter((p) => p.k === 'V').length;
  if (last?.k === 'V' && last.inh && vowels > 1) {
    const c1 = ph[ph.length - 2];
    const c0 = ph[ph.length - 3];
    const clusterRY = c1?.k === 'C' && c0?.k === 'C' && (c1.c === 'र' || c1.c === 'य');
    if (!clusterRY) last.dropped = true;
  }
  for (let i = ph.length - 2; i >= 2; i--) {
    const p = ph[i];
    if (p?.k !== 'V' || !p.inh || p.dropped) continue;
    if (ph[i - 1]?.k === 'C' && alive(ph[i - 2]) && ph[i + 1]?.k === 'C' && alive(ph[i + 2]))
      p.dropped = true;
  }
  return ph;
}

const LATIN_CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  ऩ: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ऱ: 'r',
  ल: 'l',
  ळ: 'l',
  ऴ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  क़: 'q',
  ख़: 'kh',
  ग़: 'gh',
  ज़: 'z',
  ड़: 'r',
  ढ़: 'rh',
  फ़: 'f',
  य़: 'y',
};
const PLAIN_VOWELS: Record<string, string> = {
  a: 'a',
  aa: 'a',
  i: 'i',
  ii: 'i',
  u: 'u',
  uu: 'u',
  r: 'ri',
  e: 'e',
  ai: 'ai',
  o: 'o',
  au: 'au',
  ae: 'e',
  ao: 'o',
};
/** Second style for suggestions: long vowels spelt the way chat writes them (aa, ee, oo). */
const LONG_VOWELS: Record<string, string> = { ...PLAIN_VOWELS, aa: 'aa', ii: 'ee', uu: 'oo' };
const LABIALS = new Set(['प', 'फ', 'ब', 'भ', 'म']);

/** Plain lower-case ASCII reading of phonemes (after deleteSchwas). */
export function romanize(ph: Phoneme[], style: 'plain' | 'long' = 'plain'): string {
  const vowels = style === 'long' ? LONG_VOWELS : PLAIN_VOWELS;
  let out = '';
  for (let i = 0; i < ph.length; i++) {
    const p = ph[i] as Phoneme;
    if (p.k === 'C') {
      const next = ph[i + 1];
      // ज्ञ is said "gy" in Hindi (ज्ञान = gyan)
      if (p.c === 'ज' && next?.k === 'C' && next.c === 'ञ') {
        out += 'gy';
        i++;
        continue;
      }
      out += LATIN_CONSONANTS[p.c] ?? '';
    } else if (p.k === 'V') {
      if (!p.dropped) out += vowels[p.v] ?? '';
    } else if (p.k === 'N') {
      const next = ph[i + 1];
      out += next?.k === 'C' && LABIALS.has(next.c) ? 'm' : 'n';
    } else out += 'h';
  }
  return out;
}

/** A sound sequence from an alphabetic script (Latin chat, Ol Chiki): vowels are explicit. */
export type Sound = { k: 'C'; c: string } | { k: 'V'; v: string } | { k: 'N' } | { k: 'H' };

/**
 * Writes sounds as Devanagari aksharas: a vowel after a consonant becomes its matra, a consonant
 * before a consonant takes a virama when `virama(i)` says the cluster is real, and a word-final
 * consonant is left bare (its inherent vowel is silent in Hindi).
 */
export function writeDevanagari(sounds: Sound[], virama: (i: number) => boolean): string {
  let out = '';
  for (let i = 0; i < sounds.length; i++) {
    const s = sounds[i] as Sound;
    const prev = sounds[i - 1];
    if (s.k === 'C') {
      out += s.c;
      if (sounds[i + 1]?.k === 'C' && virama(i)) out += VIRAMA;
    } else if (s.k === 'V') {
      out += prev?.k === 'C' ? (VOWEL_TO_MATRA[s.v] ?? '') : (VOWEL_TO_INDEPENDENT[s.v] ?? '');
    } else if (s.k === 'N') out += 'ं';
    else out += 'ः';
  }
  return out;
}

/**
 * Hindi's dotted letters (क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़) without the dot, as Marathi writes them and as
 * people often type Hindi (ऑफिस for ऑफ़िस); ऱ, ऩ and ऴ, letters of their own, keep theirs.
 */
export function undotted(dev: string): string {
  return dev.includes('\u093C')
    ? dev
        .normalize('NFD')
        .replace(/([कखगजडढफय])\u093C/g, '$1')
        .normalize('NFC')
    : dev;
}
