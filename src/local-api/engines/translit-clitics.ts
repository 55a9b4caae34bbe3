// Words typed apart in romanized chat that the language writes joined to the word before them.
// Bengali's classifiers: "number ta dao" is আমার নম্বরটা দাও, "boi gulo" বইগুলো; alone, "ta" is তা
// ("ta hole", then). Tamil's -ஆ ("super ah" சூப்பரா, "late ah" லேட்டா, "free ah" ஃப்ரீயா).

/** Bengali classifiers as typed → as written, joined to the word or number before them. */
const BENGALI_CLASSIFIERS: ReadonlyMap<string, string> = new Map([
  ['ta', 'টা'],
  ['ti', 'টি'],
  ['gulo', 'গুলো'],
  ['guli', 'গুলি'],
  ['tuku', 'টুকু'],
]);

/** Bengali: the classifier as written, after any word. */
function bengali(typed: string, before: string): string | undefined {
  const written = BENGALI_CLASSIFIERS.get(typed);
  return written === undefined ? undefined : before + written;
}

const PULLI = '\u0BCD';
/** Tamil's hard consonants (and ஸ), doubled before a vowel a loanword takes: லேட் + ஆ is லேட்டா. */
const TAMIL_DOUBLED = new Set(['க', 'ச', 'ட', 'த', 'ப', 'ற', 'ஸ']);
/** Vowel signs after which Tamil puts the glide ய before a vowel: ஃப்ரீ + ஆ is ஃப்ரீயா. */
const TAMIL_Y_GLIDE = /[\u0BBF\u0BC0\u0BC6\u0BC7\u0BC8]$/u;

/**
 * Tamil: "ah"/"aa" (-ஆ: "super ah irundhuchu", "late ah vandha") joined to a word that ends in a
 * consonant (the pulli goes; a hard one is doubled) or in i, e or ai (with ய); after other
 * endings Tamil's join is less settled, and the clitic is left apart.
 */
function tamil(typed: string, before: string): string | undefined {
  if (typed !== 'ah' && typed !== 'aa') return undefined;
  if (before.endsWith(PULLI)) {
    const c = before.at(-2) ?? '';
    return TAMIL_DOUBLED.has(c) ? `${before}${c}\u0BBE` : `${before.slice(0, -1)}\u0BBE`;
  }
  if (TAMIL_Y_GLIDE.test(before)) return `${before}யா`;
  return undefined;
}

const CLITICS: Readonly<Record<string, (typed: string, before: string) => string | undefined>> = {
  bn: bengali,
  ta: tamil,
};

/**
 * Joins each clitic to the word before it, in place: `typed` holds the source tokens and `tokens`
 * their readings (alternatives, best first), token for token. A clitic is joined only right after a
 * word or a number with one space between (not first, not after punctuation); the word's token
 * then holds both, the space's and the clitic's nothing.
 */
export function joinClitics(lang: string, typed: readonly string[], tokens: string[][]): void {
  const join = CLITICS[lang];
  if (!join) return;
  for (let i = 2; i < typed.length; i++) {
    if (typed[i - 1] !== ' ' || !/^[\p{L}\p{M}\p{Nd}]/u.test(typed[i - 2] as string)) continue;
    const clitic = (typed[i] as string).toLowerCase();
    const joined = join(clitic, tokens[i - 2]?.[0] ?? '');
    if (joined === undefined) continue;
    // the word and its clitic become one token (its other readings joined the same way where they can)
    tokens[i - 2] = [joined, ...(tokens[i - 2] ?? []).slice(1).flatMap((b) => join(clitic, b) ?? [])];
    tokens[i - 1] = [''];
    tokens[i] = [''];
  }
}
