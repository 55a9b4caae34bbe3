// Whether a member name would pass for another one on screen: `Admin`, `ADMIN`, fullwidth
// `ａｄｍｉｎ` or Cyrillic `аdmin` beside `admin`. Names are compared by a skeleton in the spirit of
// Unicode's confusables (UTS #39), kept small: NFKC (fullwidth and styled letters become plain
// ones), lower case without accents, then Cyrillic and Greek letters that look like Latin ones mapped to those,
// and a few digit and letter-pair look-alikes. No npm package for this is installed.

/** Look-alikes of Latin letters, in lower case (upper-case ones are lowered before or after). */
const LATIN_OF: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  б: '6',
  в: 'b',
  г: 'r',
  е: 'e',
  ё: 'e',
  з: '3',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ь: 'b',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  ζ: 'z',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ϲ: 'c',
  ϳ: 'j',
  // Latin letters that pass for others
  ı: 'i',
  ȷ: 'j',
  ɡ: 'g',
  // digits
  '0': 'o',
  '1': 'l',
};

/** Capital Cyrillic and Greek letters whose small forms look different (Н/н, Ν/ν, Μ/μ, …). */
const LATIN_OF_CAPITAL: Readonly<Record<string, string>> = {
  А: 'a',
  В: 'b',
  Е: 'e',
  К: 'k',
  М: 'm',
  Н: 'h',
  О: 'o',
  Р: 'p',
  С: 'c',
  Т: 't',
  Х: 'x',
  Ѕ: 's',
  І: 'i',
  Ј: 'j',
  Α: 'a',
  Β: 'b',
  Ε: 'e',
  Ζ: 'z',
  Η: 'h',
  Ι: 'i',
  Κ: 'k',
  Μ: 'm',
  Ν: 'n',
  Ο: 'o',
  Ρ: 'p',
  Τ: 't',
  Υ: 'y',
  Χ: 'x',
};

const mapChars = (s: string, table: Readonly<Record<string, string>>) =>
  Array.from(s, (c) => table[c] ?? c).join('');

/** Accents of Latin, Greek and Cyrillic letters (`ádmin`, and `İ` lowered to i + dot) are hard to see. */
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');

/** Letter pairs that read as one letter in most fonts. */
const pairs = (s: string) => s.replace(/rn/g, 'm').replace(/vv/g, 'w');

/** The forms a name is compared by: capitals mapped before lowering, and after. */
export function skeletons(name: string): string[] {
  const n = name.normalize('NFKC');
  const capitalsFirst = pairs(mapChars(plain(mapChars(n, LATIN_OF_CAPITAL).toLowerCase()), LATIN_OF));
  const lowerFirst = pairs(mapChars(plain(n.toLowerCase()), LATIN_OF));
  return capitalsFirst === lowerFirst ? [lowerFirst] : [capitalsFirst, lowerFirst];
}

/** The first of `names` that `name` passes for without being it, if any. */
export function lookAlikeOf(name: string, names: Iterable<string>): string | undefined {
  const mine = new Set(skeletons(name));
  for (const other of names) {
    if (other !== name && skeletons(other).some((s) => mine.has(s))) return other;
  }
  return undefined;
}
