// Words typed apart in romanized chat that the language writes joined to the word before them.
// Bengali's classifiers: "number ta dao" is আমার নম্বরটা দাও, "boi gulo" বইগুলো; alone, "ta" is তা
// ("ta hole", then).

/** Bengali classifiers as typed → as written, joined to the word or number before them. */
const BENGALI_CLASSIFIERS: ReadonlyMap<string, string> = new Map([
  ['ta', 'টা'],
  ['ti', 'টি'],
  ['gulo', 'গুলো'],
  ['guli', 'গুলি'],
  ['tuku', 'টুকু'],
]);

const CLITICS: Readonly<Record<string, ReadonlyMap<string, string>>> = { bn: BENGALI_CLASSIFIERS };

/**
 * Joins each clitic to the word before it, in place: `typed` holds the source tokens and `tokens`
 * their readings (alternatives, best first), token for token. A clitic is joined only right after a
 * word or a number with one space between (not first, not after punctuation).
 */
export function joinClitics(lang: string, typed: readonly string[], tokens: string[][]): void {
  const clitics = CLITICS[lang];
  if (!clitics) return;
  for (let i = 2; i < typed.length; i++) {
    const written = clitics.get((typed[i] as string).toLowerCase());
    if (!written || typed[i - 1] !== ' ' || !/^[\p{L}\p{M}\p{Nd}]/u.test(typed[i - 2] as string)) continue;
    tokens[i - 1] = [''];
    tokens[i] = [written];
  }
}
