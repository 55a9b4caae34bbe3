// Numbers for transliteration's convertNumber: digits of any supported script read as a value, then
// written as ASCII digits, the target script's digits, or words (Hindi and English; other languages
// fall back to their digits, since a wrong number word is worse than a digit).

/** Zero of each digit block the transliterator meets. */
const DIGIT_ZEROS = [
  0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0x1c50, 0xabf0,
];

export function digitValue(ch: string): number | undefined {
  const cp = ch.codePointAt(0) ?? 0;
  for (const z of DIGIT_ZEROS) if (cp >= z && cp <= z + 9) return cp - z;
  return undefined;
}

/** Rewrites every digit of `s` with the digits whose zero is `zero` (separators kept). */
export function rewriteDigits(s: string, zero: number): string {
  let out = '';
  for (const ch of s) {
    const d = digitValue(ch);
    out += d === undefined ? ch : String.fromCodePoint(zero + d);
  }
  return out;
}

const HI_0_99 =
  'शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चौवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उनासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानवे बानवे तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे'.split(
    ' ',
  );

/** Hindi number words, Indian grouping (हज़ार, लाख, करोड़). */
export function hindiWords(n: number): string {
  if (n < 100) return HI_0_99[n] as string;
  const parts: string[] = [];
  const units: [number, string][] = [
    [10_000_000, 'करोड़'],
    [100_000, 'लाख'],
    [1000, 'हज़ार'],
    [100, 'सौ'],
  ];
  let rest = n;
  for (const [size, name] of units) {
    if (rest >= size) {
      const q = Math.floor(rest / size);
      parts.push(
        `${size === 10_000_000 && q >= 100 ? hindiWords(q) : (HI_0_99[q] ?? hindiWords(q))} ${name}`,
      );
      rest %= size;
    }
  }
  if (rest > 0) parts.push(HI_0_99[rest] as string);
  return parts.join(' ');
}

const EN_0_19 =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const EN_TENS = ' ten twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');

/** English number words, international grouping. */
export function englishWords(n: number): string {
  if (n < 20) return EN_0_19[n] as string;
  if (n < 100) return `${EN_TENS[Math.floor(n / 10)]}${n % 10 ? `-${EN_0_19[n % 10]}` : ''}`;
  if (n < 1000) return `${EN_0_19[Math.floor(n / 100)]} hundred${n % 100 ? ` ${englishWords(n % 100)}` : ''}`;
  const scales: [number, string][] = [
    [1e12, 'trillion'],
    [1e9, 'billion'],
    [1e6, 'million'],
    [1e3, 'thousand'],
  ];
  for (const [size, name] of scales) {
    if (n >= size) {
      const rest = n % size;
      return `${englishWords(Math.floor(n / size))} ${name}${rest ? ` ${englishWords(rest)}` : ''}`;
    }
  }
  return String(n);
}
