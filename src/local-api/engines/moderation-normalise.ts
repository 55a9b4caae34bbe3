// Spelling folds for moderation: a lexicon entry and a word someone typed are compared in a folded
// form, so one entry covers the ways people spell it. Indic scripts share one layout (each block is
// 0x80 long with the same offsets), so vowel length, nukta and chandrabindu fold the same way in
// Devanagari, Bengali, Tamil, Telugu… (a geminate is kept: folding कुत्ता to कुता would make पिल्ला
// पीला, "yellow"); Latin words fold diacritics, homoglyphs, leetspeak and
// repeated letters; romanized Hindi gets a looser "skeleton" (w/v, z/j) on top, a key that
// reads long vowels (ee/oo) as the fold cannot, and for typed words that key with "th" as "t".

/** Zero-width and soft-hyphen characters people slip into words to dodge filters. */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
/** Cyrillic and Greek letters that look like Latin ones. */
const HOMOGLYPH: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
};
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
};

const isIndic = (cp: number) => cp >= 0x0900 && cp <= 0x0dff;
/** Offsets inside an Indic block. */
const II = 0x08;
const UU = 0x0a;
const SIGN_II = 0x40;
const SIGN_UU = 0x42;
const CANDRABINDU = 0x01;
const NUKTA = 0x3c;
const VIRAMA = 0x4d;
const ANUSVARA = 0x02;
/** Nasal consonants (ङ ञ ण न म at offsets 0x19 0x1e 0x23 0x28 0x2e): + virama before a consonant = anusvara. */
const NASALS = new Set([0x19, 0x1e, 0x23, 0x28, 0x2e]);
const isConsonantOffset = (o: number) => o >= 0x15 && o <= 0x39;
/** An Indic consonant or independent vowel (not a vowel sign, nasal sign or virama). */
const isIndicLetter = (c: string) => {
  const cp = c.codePointAt(0) ?? 0;
  const o = cp & 0x7f;
  return isIndic(cp) && o >= 0x05 && o <= 0x39;
};

function foldIndic(s: string): string {
  // NFD splits precomposed nukta letters (ड़ U+095C → ड + ़) so the nukta can go.
  const cps = [...s.normalize('NFD')].map((c) => c.codePointAt(0) ?? 0);
  const out: number[] = [];
  for (let i = 0; i < cps.length; i++) {
    const cp = cps[i] as number;
    if (!isIndic(cp)) {
      out.push(cp);
      continue;
    }
    const base = cp & ~0x7f;
    const o = cp & 0x7f;
    if (o === NUKTA) continue;
    if (o === CANDRABINDU) {
      out.push(base + ANUSVARA);
      continue;
    }
    if (o === II || o === UU || o === SIGN_II || o === SIGN_UU) {
      out.push(cp - 1); // long vowel → its short one (ई→इ, ी→ि, ू→ु)
      continue;
    }
    // half nasal: न्द → ंद (the same word is written both ways)
    const next = cps[i + 1];
    const after = cps[i + 2];
    if (NASALS.has(o) && next === base + VIRAMA && after !== undefined && isConsonantOffset(after & 0x7f)) {
      out.push(base + ANUSVARA);
      i++;
      continue;
    }
    out.push(cp);
  }
  let r = String.fromCodePoint(...out);
  // ये after a vowel sign is often written ए (चुतिये / चुतिए)
  r = r.replace(/([\u093E-\u094C])ये/g, '$1ए');
  return r;
}

/** Urdu: one letter for each family of Arabic-script look-alikes, no short-vowel marks. */
function foldArabic(s: string): string {
  return s
    .replace(/[\u064B-\u065F\u0670\u0654\u0655]/g, '')
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[ہھۃةۂ]/g, 'ه');
}

/** Latin: no diacritics, homoglyphs and leetspeak mapped, lower case; digits-only words stay. */
function foldLatin(s: string): string {
  let r = s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  r = [...r].map((c) => HOMOGLYPH[c] ?? c).join('');
  if (/[a-z]/.test(r)) r = r.replace(/[0134578@$!]/g, (c) => LEET[c] ?? c);
  return r;
}

const cache = new Map<string, string>();
const CACHE_SIZE = 50_000;

/** The general fold of one word: invisible characters out, script folds, repeated letters once. */
export function foldWord(w: string): string {
  // plain ASCII letters (most chat words): lower case and single letters only
  if (/^[A-Za-z]+$/.test(w)) return w.toLowerCase().replace(/(.)\1+/g, '$1');
  let s = cache.get(w);
  if (s === undefined) {
    s = collapseRepeats(foldScripts(w));
    if (cache.size >= CACHE_SIZE) cache.clear();
    cache.set(w, s);
  }
  return s;
}

/** Invisible characters out and the script folds, repeated letters kept. */
function foldScripts(w: string): string {
  let s = w.replace(INVISIBLE, '').normalize('NFC');
  if (/[\u0900-\u0DFF]/.test(s)) s = foldIndic(s);
  if (/[\u0600-\u06FF]/.test(s)) s = foldArabic(s);
  if (/[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF0-9@$!]/.test(s)) s = foldLatin(s);
  return s;
}

// elongation: "fuuuck", "कमीनााा"; Latin doubles too (kutta/kuta, saala/sala). An Indic
// consonant written twice can be a real word (ततैया), so only three or more fold there.
const collapseRepeats = (s: string) =>
  s.replace(/(.)\1+/gu, (run, c: string) => (run.length === 2 && isIndicLetter(c) ? run : c));

/** Loose romanized consonants: w→v, z→j, ph→f, q→k; "iya"→"ia"; a final ey→e. */
const looseConsonants = (s: string) =>
  s
    .replace(/ph/g, 'f')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/iy(?=[aeou])/g, 'i')
    .replace(/ey$/, 'e');

/**
 * Romanized Indic words are spelt freely: a looser key on top of the fold (w→v, z→j, ph→f, q→k,
 * final ey→e, every repeated letter once: kutta/kuta). Only used against the romanized Indic
 * entries, never English ones. The fold has already made "ee" one "e", so long vowels are not read
 * here: romanVowelKey does that.
 */
export function romanSkeleton(folded: string): string {
  return looseConsonants(folded).replace(/(.)\1+/g, '$1');
}

/**
 * The skeleton a romanized lexicon spelling is indexed under: its "oo" and "ee" read as the long u
 * and i they stand for (choot → chut, keeda → kida) before the fold, which would make them one "o"
 * or "e" (choot → chot, चोट "injury"; keeda → keda, which caught the English "kedo"). A typed
 * "oo" or "ee" still reaches it through romanVowelKey.
 */
export function romanEntrySkeleton(word: string): string {
  return romanSkeleton(foldWord(word.replace(/oo/g, 'u').replace(/ee/g, 'i')));
}

/**
 * A second romanized key for long-vowel spellings (jaheel → jahil, chootiya → chutiya, kaato →
 * kato), read from the word as typed since the fold collapses "ee" to "e": ee→i, oo→u, aa/ii/uu
 * once, the same loose consonants as the skeleton, but a doubled consonant is kept. Folding both
 * vowel length and doubled consonants would make peela ("yellow") pilla and sooli (gallows)
 * sulli; the Devanagari fold keeps geminates for the same reason (पीला, पिल्ला).
 */
export function romanVowelKey(word: string): string {
  const s = /^[A-Za-z]+$/.test(word) ? word.toLowerCase() : foldScripts(word);
  // elongation ("jaheeeel", "kuttttaa"): two of a letter at most, as a writer spells a long vowel
  const long = s
    .replace(/(.)\1{2,}/gu, '$1$1')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u');
  return looseConsonants(long).replace(/([aeiou])\1+/g, '$1');
}

/**
 * The long-vowel key with "th" read as "t" (choothiya → chutia, kuththa → kutta), for the typed
 * word only: writers add an h to a dental t, but an entry's own "th" (ठोक thok, Tamil otha) must
 * not be reached from a "t" (token, ota), so the lexicon is not indexed under it. Undefined when
 * the word has no "th". Measured one aspirate at a time (model training words and CMU words in
 * "tu X hai"): dh, kh, bh and chh each brought new false flags (लोधा, खंजर, भंडार, छूट); gh and jh
 * none, but they found nothing more either, so they are not folded.
 */
export function romanAspirateKey(vowelKey: string): string | undefined {
  const loose = vowelKey.replace(/th/g, 't');
  return loose === vowelKey ? undefined : loose;
}

export const isLatinKey = (k: string) => /^[a-z]/.test(k);

/** A word with letters hidden by asterisks (भ**वा, f**k): the folded visible parts as a pattern. */
export function maskedPattern(raw: string): RegExp | undefined {
  const visible = raw.replace(/\*/g, '');
  if (!raw.includes('*') || raw.startsWith('*') || [...visible].length < 2) return undefined;
  const parts = raw.split(/(\*+)/);
  const src = parts
    .map((p) =>
      p.startsWith('*')
        ? `.{1,${p.length + 1}}`
        : foldWord(p)
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
            .replace(/(.)/gu, '$1+'),
    )
    .join('');
  return new RegExp(`^${src}$`, 'u');
}
