// A browser no member is known behind (an install page, a request before sign-in) is answered in
// the first language of its Accept-Language that dubash has a catalog for, else English.
import { describe, expect, it } from 'vitest';
import { acceptedLanguage, fromAcceptLanguage } from '../../../src/core/i18n.js';

describe('Accept-Language', () => {
  it('takes the most preferred language that has a catalog', () => {
    expect(fromAcceptLanguage('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hi');
    expect(fromAcceptLanguage('fr-FR,fr;q=0.9,ta;q=0.8,en;q=0.5')).toBe('ta');
    // by q, not by order
    expect(fromAcceptLanguage('en;q=0.4, bn;q=0.9')).toBe('bn');
    expect(fromAcceptLanguage('te_IN')).toBe('te');
    // English first is English, though Marathi follows
    expect(fromAcceptLanguage('en-GB, mr')).toBe('en');
  });

  it('English when no language of the header has a catalog, or there is none', () => {
    expect(fromAcceptLanguage('fr-FR,de;q=0.5,*;q=0.1')).toBe('en');
    expect(fromAcceptLanguage(undefined)).toBe('en');
    expect(fromAcceptLanguage('')).toBe('en');
    // q=0 means "not this one"; a language with commands only (kn) has no catalog of sentences
    expect(fromAcceptLanguage('hi;q=0, kn')).toBe('en');
    expect(acceptedLanguage('fr')).toBeUndefined();
    // a tag that is an object's own property name is no catalog
    expect(fromAcceptLanguage('constructor, __proto__')).toBe('en');
  });
});
