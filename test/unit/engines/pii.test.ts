import { describe, expect, it } from 'vitest';
import {
  findPii,
  luhnValid,
  redactPii,
  verhoeffCheckDigit,
  verhoeffValid,
} from '../../../src/local-api/engines/pii.js';

const PARAGRAPH =
  'Contact Ravi at ravi.kumar@example.com or +91 98765 43210, office 011-23456789. Pay ravi@okaxis. ' +
  'Aadhaar 2341 2341 2346 and 4987 1234 5670. Card 4111 1111 1111 1111, not 4111 1111 1111 1112. ' +
  'PAN ABCPE1234F, IFSC SBIN0001234, passport J8369854, IP 192.168.1.10 and 2001:db8::1. Call 09876543210. ' +
  'मेरा नंबर 9123456780 है।';

describe('PII', () => {
  it('implements Verhoeff and Luhn', () => {
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
    expect(verhoeffCheckDigit('23412341234')).toBe('6');
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });

  it('finds every kind in a mixed paragraph and tells valid from invalid checksums', () => {
    const found = findPii(PARAGRAPH).map((f) => [f.pii_type, f.text]);
    expect(found).toEqual([
      ['email', 'ravi.kumar@example.com'],
      ['phone', '+91 98765 43210'],
      ['phone', '011-23456789'],
      ['upi', 'ravi@okaxis'],
      ['aadhaar', '2341 2341 2346'],
      ['card_number', '4111 1111 1111 1111'],
      ['pan', 'ABCPE1234F'],
      ['ifsc', 'SBIN0001234'],
      ['passport', 'J8369854'],
      ['ip_address', '192.168.1.10'],
      ['ip_address', '2001:db8::1'],
      ['phone', '09876543210'],
      ['phone', '9123456780'],
    ]);
  });

  it("redacts each character with '#' and leaves invalid numbers alone", () => {
    const { redacted_text, redaction_results } = redactPii(PARAGRAPH);
    expect(redacted_text).toContain('Contact Ravi at ###################### or ### ##### #####,');
    expect(redacted_text).toContain('Aadhaar #### #### #### and 4987 1234 5670.');
    expect(redacted_text).toContain('Card #### #### #### ####, not 4111 1111 1111 1112.');
    expect(redacted_text).toContain('मेरा नंबर ########## है।');
    expect(redacted_text).toHaveLength(PARAGRAPH.length);
    expect(redaction_results).toHaveLength(13);
  });

  it('filters by type, accepting common aliases', () => {
    const r = redactPii(PARAGRAPH, ['aadhaar', 'credit_card']);
    expect(r.redaction_results.map((x) => x.pii_type)).toEqual(['aadhaar', 'card_number']);
    expect(r.redacted_text).toContain('ravi.kumar@example.com');
  });

  it('does not take a UPI id for an email or the reverse, nor a PAN with a bad holder letter', () => {
    expect(findPii('mail a.b@mail.co.in, pay 98765@ybl.').map((f) => f.pii_type)).toEqual(['email', 'upi']);
    expect(findPii('ABCXE1234F')).toEqual([]);
  });
});
