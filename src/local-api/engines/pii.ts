// Personal-data detectors for text analysis: regex candidates, then checksums where the format has
// one (Aadhaar's Verhoeff digit, card numbers' Luhn digit, IP addresses parsed by node:net), so a
// random 12-digit number is not called an Aadhaar number. Redaction turns each character into '#'.
import { isIPv4, isIPv6 } from 'node:net';

export const PII_TYPES = [
  'email',
  'upi',
  'card_number',
  'aadhaar',
  'pan',
  'ifsc',
  'passport',
  'ip_address',
  'phone',
] as const;
export type PiiType = (typeof PII_TYPES)[number];
export type PiiMatch = {
  pii_type: PiiType;
  text: string;
  start: number;
  end: number;
};

const ALIASES: Record<string, PiiType> = {
  phone_number: 'phone',
  mobile: 'phone',
  card: 'card_number',
  credit_card: 'card_number',
  debit_card: 'card_number',
  ip: 'ip_address',
  ipv4: 'ip_address',
  ipv6: 'ip_address',
  aadhar: 'aadhaar',
  upi_id: 'upi',
  pan_number: 'pan',
  passport_number: 'passport',
  email_address: 'email',
};

// ---- checksums ----
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** True when the last digit is the Verhoeff check digit of the others (Aadhaar uses it). */
export function verhoeffValid(digits: string): boolean {
  let c = 0;
  const ds = [...digits].reverse();
  for (let i = 0; i < ds.length; i++) {
    const row = VERHOEFF_P[i % 8] as number[];
    c = (VERHOEFF_D[c] as number[])[row[Number(ds[i])] as number] as number;
  }
  return c === 0;
}

/** The Verhoeff check digit for a digit string (used by tests to build valid numbers). */
export function verhoeffCheckDigit(digits: string): string {
  for (let d = 0; d <= 9; d++) if (verhoeffValid(digits + d)) return String(d);
  throw new Error('unreachable');
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

// ---- detectors, in priority order: an earlier type wins an overlap ----
const onlyDigits = (s: string) => s.replace(/\D/g, '');
interface Detector {
  type: PiiType;
  re: RegExp;
  valid?: (m: string) => boolean;
}
const DETECTORS: Detector[] = [
  { type: 'email', re: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g },
  // a UPI id is name@handle with no dot-TLD after the handle (ramesh@okaxis, 9876543210@ybl)
  { type: 'upi', re: /(?<![\w.+-])[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}(?![\w@-]|\.[A-Za-z0-9])/g },
  {
    type: 'card_number',
    re: /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g,
    valid: (m) => {
      const d = onlyDigits(m);
      return d.length >= 13 && d.length <= 19 && luhnValid(d);
    },
  },
  {
    type: 'aadhaar',
    re: /(?<![\d-])[2-9]\d{3}([ -]?)\d{4}\1\d{4}(?![\d-])/g,
    valid: (m) => verhoeffValid(onlyDigits(m)),
  },
  // 4th letter is the holder type: Person, Company, HUF, Firm, AOP, Trust, BOI, Local authority,
  // artificial Juridical person, Government
  { type: 'pan', re: /\b[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]\b/g },
  { type: 'ifsc', re: /\b[A-Z]{4}0[A-Z0-9]{6}\b/g },
  { type: 'passport', re: /\b[A-PR-WY][1-9]\d ?\d{4}[1-9]\b/g },
  { type: 'ip_address', re: /(?<![\w:.])(?:\d{1,3}\.){3}\d{1,3}(?![\w.])/g, valid: (m) => isIPv4(m) },
  {
    type: 'ip_address',
    re: /(?<![\w:])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?![\w:])/g,
    valid: (m) => isIPv6(m) && m.includes(':'),
  },
  // Indian mobiles: +91 / 0091 / 0 prefix optional, 10 digits starting 6-9, optionally 5+5
  { type: 'phone', re: /(?<![\w+])(?:(?:\+|00)91[ -]?|0)?[6-9]\d{4}[ -]?\d{5}(?!\d)/g },
  // Indian landlines: STD code with its 0, then the subscriber number (011-23456789, 022 2345 6789)
  {
    type: 'phone',
    re: /(?<![\w+])(?:(?:\+|00)91[ -]?)?0?[1-9]\d{1,3}[ -]\d{3,4}[ -]?\d{3,4}(?!\d)/g,
    valid: (m) => {
      const d = onlyDigits(m).replace(/^(?:0091|91)/, '');
      return d.length >= 10 && d.length <= 11;
    },
  },
  // other international numbers: +CC then 7-12 more digits in groups
  {
    type: 'phone',
    re: /(?<![\w+])\+\d{1,3}[ -]?\(?\d{1,4}\)?(?:[ -]?\d{2,4}){2,4}(?!\d)/g,
    valid: (m) => onlyDigits(m).length >= 8 && onlyDigits(m).length <= 15,
  },
];

function resolveTypes(types?: readonly string[]): Set<PiiType> {
  if (!types || types.length === 0) return new Set(PII_TYPES);
  const out = new Set<PiiType>();
  for (const t of types) {
    const k = t.trim().toLowerCase();
    const type = (PII_TYPES as readonly string[]).includes(k) ? (k as PiiType) : ALIASES[k];
    if (type) out.add(type);
  }
  return out;
}

/** Every personal-data span of the asked types (all when none are given), in text order. */
export function findPii(text: string, types?: readonly string[]): PiiMatch[] {
  const wanted = resolveTypes(types);
  const taken: PiiMatch[] = [];
  const overlaps = (s: number, e: number) => taken.some((t) => s < t.end && e > t.start);
  for (const det of DETECTORS) {
    // lower-priority types still claim their spans, so a card number is not re-read as a phone
    for (const m of text.matchAll(det.re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (det.valid && !det.valid(m[0])) continue;
      if (overlaps(start, end)) continue;
      taken.push({ pii_type: det.type, text: m[0], start, end });
    }
  }
  return taken.filter((t) => wanted.has(t.pii_type)).sort((a, b) => a.start - b.start);
}

export function redactPii(
  text: string,
  types?: readonly string[],
): { redacted_text: string; redaction_results: PiiMatch[] } {
  const found = findPii(text, types);
  let out = '';
  let at = 0;
  for (const f of found) {
    out += text.slice(at, f.start) + f.text.replace(/\S/g, '#');
    at = f.end;
  }
  return { redacted_text: out + text.slice(at), redaction_results: found };
}
