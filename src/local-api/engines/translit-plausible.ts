// Whether a native spelling can be what a romanized word says. The Dakshina lexicons the models
// learn from pair some romanizations with another row's word (Tamil: makkal → நாட்டு six times,
// priya → விஷ்ணு, vendum → அழிக்க; 1,656 of Tamil's 68,218 pairs), and the model learns
// those pairs too (mudiyuma → சொல்ல). A spelling whose own romanization shares little with the
// typed word is such a slip: compared on a skeleton that ignores what romanizations disagree on
// (voicing, which Tamil script does not write; aspiration; vowel length; doubled letters).

/** Letters folded together: voicing (Tamil script does not write it), c/q/k, j/z/s, w/v, f/p, y/i. */
const FOLD: Record<string, string> = {
  b: 'p',
  c: 'k',
  d: 't',
  f: 'p',
  g: 'k',
  j: 's',
  q: 'k',
  w: 'v',
  y: 'i',
  z: 's',
};
const isVowel = (c: string) => c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u';

/**
 * The typed word or a romanization, reduced to what every romanization of a word agrees on: ch, sh
 * are s, zh is l, an h after a stop goes (aspiration), x is ks, tr is r, a run of vowels is its
 * first (length, diphthongs), a doubled letter is one. One pass: it runs for every word judged.
 */
export function skeleton(roman: string): string {
  const s = roman.toLowerCase();
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] as string;
    if (ch < 'a' || ch > 'z') continue;
    let c = ch;
    const next = s[i + 1];
    if (next === 'h' && (ch === 'c' || ch === 's' || ch === 'z' || 'bdgjkpt'.includes(ch))) {
      c = ch === 'z' ? 'l' : ch === 'c' || ch === 's' ? 's' : ch;
      i++;
    } else if (ch === 'p' && next === 'h') i++;
    if (c === 'x') {
      out += out.endsWith('k') ? 's' : 'ks';
      continue;
    }
    // Tamil's ற்ற is typed tr, trtr, tt or rr: a t before an r is not counted
    if (c === 't' && s[i + 1] === 'r') continue;
    c = FOLD[c] ?? c;
    const last = out[out.length - 1];
    // a run of vowels keeps its first; a doubled letter is one
    if (last !== undefined && (last === c || (isVowel(last) && isVowel(c)))) continue;
    out += c;
  }
  return out;
}

/** Edit distance where a vowel costs half a consonant (romanizations differ most in vowels). */
function distance(a: string, b: string): number {
  let prev = new Float64Array(b.length + 1);
  let row = new Float64Array(b.length + 1);
  for (let j = 1; j <= b.length; j++)
    prev[j] = (prev[j - 1] as number) + (isVowel(b[j - 1] as string) ? 0.5 : 1);
  for (let i = 1; i <= a.length; i++) {
    const ca = a[i - 1] as string;
    const va = isVowel(ca);
    row[0] = (prev[0] as number) + (va ? 0.5 : 1);
    for (let j = 1; j <= b.length; j++) {
      const cb = b[j - 1] as string;
      const vb = isVowel(cb);
      const sub = ca === cb ? 0 : va && vb ? 0.5 : 1;
      row[j] = Math.min(
        (prev[j] as number) + (va ? 0.5 : 1),
        (row[j - 1] as number) + (vb ? 0.5 : 1),
        (prev[j - 1] as number) + sub,
      );
    }
    [prev, row] = [row, prev];
  }
  return prev[b.length] as number;
}

/** 0 (the same skeleton) … 1 (nothing shared): how far a spelling's romanization is from the typed word. */
export function implausibility(typed: string, romanized: string): number {
  const a = skeleton(typed);
  const b = skeleton(romanized);
  return distance(a, b) / Math.max(a.length, b.length, 1);
}

/**
 * Above this a spelling is taken for a lexicon slip. Chosen on Tamil's train words of five letters
 * or more that two annotators or more wrote: judging changed the first suggestion of 88 words at
 * 0.6, 136 at 0.5 and 152 at 0.45, all but one (inthnool இந்நூல் → இந்நோல்) from another word to
 * the right one or from one wrong word to another (makkal நாட்டு → மக்கள், ulakam மேற்கு → உலகம்,
 * mudiyuma சொல்ல → முடியுமா, priya விஷ்ணு → பிரியா, murai அமைப்பு → முறை, nilai உண்மை → நிலை).
 */
export const IMPLAUSIBLE = 0.45;

/**
 * Above this, in the consonants alone (a plain edit distance over the skeleton's consonants, of
 * words with two or more), a spelling is a slip too, however many vowels it shares: nilai → நிகர்
 * ("nikar"), celavu → வரவு ("varavu"). Of Tamil's train pairs it took 49 more than the measure
 * above, some six of them real spellings oddly typed (aicing ஐசிங், uhzavu உழவு).
 */
export const CONSONANTS_IMPLAUSIBLE = 0.6;

/** Whether a spelling, romanized so, cannot be what was typed. */
export function isSlip(typed: string, romanized: string): boolean {
  const a = skeleton(typed);
  const b = skeleton(romanized);
  if (distance(a, b) / Math.max(a.length, b.length, 1) > IMPLAUSIBLE) return true;
  const ca = a.replace(/[aeiou]/g, '');
  const cb = b.replace(/[aeiou]/g, '');
  const longer = Math.max(ca.length, cb.length);
  return longer >= 2 && levenshtein(ca, cb) / longer > CONSONANTS_IMPLAUSIBLE;
}

function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    prev = row;
  }
  return prev[b.length] as number;
}

/**
 * Where spellings are judged: Tamil only. Elsewhere judging changed a handful of first suggestions,
 * most for the worse, where the pivot's reading is not how the language says a letter (Bengali
 * যক্ষা is "jokkha", Urdu عوام "awaam").
 */
export const JUDGED_LANGUAGES: ReadonlySet<string> = new Set(['ta']);

/** A word this short may be an acronym said letter by letter: never judged. */
export const JUDGED_FROM_LETTERS = 5;
