import { describe, expect, it } from 'vitest';
import { checkName } from '../../../adapters/local/ids.js';

describe('web chat names', () => {
  it('takes Indic names with their vowel signs', () => {
    for (const name of ['आशा', 'கமலா', 'সুমিতা', 'ప్రియ', 'ਗੁਰਪ੍ਰੀਤ', 'asha_k']) {
      expect(checkName(name, 'user')).toBe(name);
    }
  });

  it('refuses a name that starts with a lone vowel sign, and spaces', () => {
    expect(() => checkName('\u093Eअ', 'user')).toThrow(/user must be/);
    expect(() => checkName('a b', 'user')).toThrow(/user must be/);
  });

  it('keeps one spelling of a name typed decomposed', () => {
    expect(checkName('cafe\u0301', 'user')).toBe('café');
  });
});
