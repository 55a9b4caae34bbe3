// Romanized chat text (Hinglish as typed on phones) → Devanagari. Chat spelling is not a scheme:
// vowel length is loose (a/aa, i/ee), final "a" usually means ा, and medial clusters are written
// without the schwa Hindi drops (kamla = कमला, not कम्ला). So: a lexicon of common words first, then
// rules that undo Hindi schwa deletion, then variants for suggestions.
import { existsSync, readFileSync } from 'node:fs';
import { type Sound, undotted, writeDevanagari } from './translit-devanagari.js';

const CONSONANTS: [string, string][] = [
  ['chh', 'छ'],
  ['ksh', 'क्ष'],
  ['kh', 'ख'],
  ['gh', 'घ'],
  ['ch', 'च'],
  ['jh', 'झ'],
  ['th', 'थ'],
  ['dh', 'ध'],
  ['ph', 'फ'],
  ['bh', 'भ'],
  ['sh', 'श'],
  ['k', 'क'],
  ['g', 'ग'],
  ['c', 'क'],
  ['j', 'ज'],
  ['t', 'त'],
  ['d', 'द'],
  ['n', 'न'],
  ['p', 'प'],
  ['f', 'फ़'],
  ['b', 'ब'],
  ['m', 'म'],
  ['y', 'य'],
  ['r', 'र'],
  ['l', 'ल'],
  ['v', 'व'],
  ['w', 'व'],
  ['s', 'स'],
  ['h', 'ह'],
  ['q', 'क़'],
  ['x', 'क्स'],
  ['z', 'ज़'],
];
const VOWELS: [string, string][] = [
  ['aa', 'aa'],
  ['ee', 'ii'],
  ['ii', 'ii'],
  ['oo', 'uu'],
  ['uu', 'uu'],
  ['ai', 'ai'],
  ['au', 'au'],
  ['ei', 'e'],
  ['ou', 'au'],
  ['a', 'a'],
  ['e', 'e'],
  ['i', 'i'],
  ['o', 'o'],
  ['u', 'u'],
];
const RETROFLEX: Record<string, string> = { त: 'ट', थ: 'ठ', द: 'ड', ध: 'ढ' };
/** Second members that make a written cluster even between vowels (प्यार, शुक्रिया, स्वागत). */
const TIGHT_SECOND = new Set(['य', 'र', 'व']);
/** Nasal + these is written with anusvara (हिंदी, गंगा); before others it stays न (जन्नत, कन्या). */
const NO_ANUSVARA_BEFORE = new Set(['न', 'य', 'र', 'ल', 'व', 'ह', 'म']);
const LABIALS = new Set(['प', 'फ', 'ब', 'भ']);

function readSounds(word: string): Sound[] | undefined {
  const sounds: Sound[] = [];
  let i = 0;
  outer: while (i < word.length) {
    for (const [v, key] of VOWELS) {
      if (word.startsWith(v, i)) {
        sounds.push({ k: 'V', v: key });
        i += v.length;
        continue outer;
      }
    }
    for (const [c, dev] of CONSONANTS) {
      if (word.startsWith(c, i)) {
        sounds.push({ k: 'C', c: dev });
        i += c.length;
        continue outer;
      }
    }
    return undefined; // not a romanized word (digits, symbols): leave it alone
  }
  return sounds;
}

export interface ChatStyle {
  /** write every consonant cluster with a virama (the literal reading) */
  literalClusters?: boolean;
  /** t/th/d/dh as retroflex ट ठ ड ढ */
  retroflex?: boolean;
  /** final "a" as the inherent vowel instead of ा */
  shortFinalA?: boolean;
}

/** Rule-based Devanagari for one lower-case ASCII word, or undefined if it is not one. */
export function chatToDevanagari(word: string, style: ChatStyle = {}): string | undefined {
  const sounds = readSounds(word);
  if (!sounds || sounds.length === 0) return undefined;
  const last = sounds[sounds.length - 1] as Sound;
  const beforeLast = sounds[sounds.length - 2];
  // chat's final a/i after a consonant are long: kya = क्या, bhi = भी
  if (last.k === 'V' && beforeLast?.k === 'C') {
    if (last.v === 'a' && !style.shortFinalA) last.v = 'aa';
    else if (last.v === 'i') last.v = 'ii';
  }
  // nasal before a consonant after a vowel → anusvara
  for (let i = 1; i < sounds.length - 1; i++) {
    const s = sounds[i] as Sound;
    const next = sounds[i + 1];
    if (s.k !== 'C' || next?.k !== 'C' || sounds[i - 1]?.k !== 'V') continue;
    if ((s.c === 'न' && !NO_ANUSVARA_BEFORE.has(next.c)) || (s.c === 'म' && LABIALS.has(next.c)))
      sounds[i] = { k: 'N' };
  }
  if (style.retroflex)
    for (const s of sounds) if (s.k === 'C' && RETROFLEX[s.c]) s.c = RETROFLEX[s.c] as string;
  // a lone vowel "a" after a consonant is the inherent vowel: it has no sign of its own
  const written: Sound[] = [];
  const inherentAfter = new Set<number>();
  // (kept when a vowel follows, so that vowel is written independent: gae = गए)
  sounds.forEach((s, i) => {
    const inherent = s.k === 'V' && s.v === 'a' && sounds[i - 1]?.k === 'C' && sounds[i + 1]?.k !== 'V';
    if (inherent) inherentAfter.add(written.length - 1);
    else written.push(s);
  });
  // a vowel is heard at j if a vowel sign stands there or an inherent vowel follows the consonant there
  const voicedAt = (j: number) => written[j]?.k === 'V' || inherentAfter.has(j);
  const anyVoiced = (from: number, to: number) => {
    for (let j = from; j < to; j++) if (voicedAt(j)) return true;
    return false;
  };
  const virama = (i: number): boolean => {
    if (inherentAfter.has(i)) return false;
    if (style.literalClusters) return true;
    const c1 = written[i] as Sound & { k: 'C' };
    const c2 = written[i + 1] as Sound & { k: 'C' };
    const initial = !anyVoiced(0, i);
    const final = !anyVoiced(i + 1, written.length);
    return (
      initial ||
      final ||
      c1.c === c2.c ||
      TIGHT_SECOND.has(c2.c) ||
      c1.c === 'स' ||
      c1.c === 'श' ||
      c2.c === 'क्ष'
    );
  };
  return writeDevanagari(written, virama);
}

/**
 * The lexicon: romanized spelling → native words, and native word → preferred romanization;
 * `loanwords`: the spellings of English words the language writes so (a third column `en`: wait
 * வெயிட்), which say nothing about whether a line is English or chat.
 */
export interface ChatLexicon {
  toNative: Map<string, string[]>;
  toRoman: Map<string, string>;
  loanwords: Set<string>;
}

export function parseChatLexicon(tsv: string): ChatLexicon {
  const toNative = new Map<string, string[]>();
  const toRoman = new Map<string, string>();
  const loanwords = new Set<string>();
  for (const line of tsv.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [native, romans, mark] = line.split('\t');
    if (!native || !romans) continue;
    const list = romans.split(',').map((r) => r.trim().toLowerCase());
    if (!toRoman.has(native) && list[0]) toRoman.set(native, list[0]);
    // people write Hindi's loanwords with and without the nukta (ऑफ़िस, ऑफिस): both read back so
    const plain = undotted(native);
    if (plain !== native && !toRoman.has(plain) && list[0]) toRoman.set(plain, list[0]);
    for (const r of list) {
      const known = toNative.get(r) ?? [];
      if (!known.includes(native)) known.push(native);
      toNative.set(r, known);
      if (mark?.trim() === 'en') loanwords.add(r);
    }
  }
  return { toNative, toRoman, loanwords };
}

const chatLexicons = new Map<string, ChatLexicon | null>();

/**
 * A language's chat lexicon (data/<lang>-chat-lexicon.tsv: the words people type most in chat, as
 * they type them), read once; null when none ships.
 */
export function loadChatLexiconOf(lang: string): ChatLexicon | null {
  let hit = chatLexicons.get(lang);
  if (hit === undefined) {
    const url = new URL(`../data/${lang}-chat-lexicon.tsv`, import.meta.url);
    // language codes come from the contract's list, never from the path a caller chose
    hit = /^[a-z]{2,3}$/.test(lang) && existsSync(url) ? parseChatLexicon(readFileSync(url, 'utf8')) : null;
    chatLexicons.set(lang, hit);
  }
  return hit;
}

/** Hindi's chat lexicon, which always ships: transliteration and moderation share it. */
export function loadChatLexicon(): ChatLexicon {
  const hi = loadChatLexiconOf('hi');
  if (!hi) throw new Error('data/hi-chat-lexicon.tsv is missing from this install');
  return hi;
}
