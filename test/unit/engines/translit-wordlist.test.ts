// The native word lists the learned models prefer and search: lookups over the packed list, lists
// merged, shipped files in the form the search reads, and a real word found that the open beam missed.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadModel } from '../../../src/local-api/engines/translit-model.js';
import {
  mergeLists,
  ownWordListPath,
  wordListOf,
  wordListPath,
} from '../../../src/local-api/engines/translit-wordlist.js';
import { DAKSHINA_LANGUAGES } from '../../../src/local-api/translit-train/dakshina.js';

const list = (...w: string[]) => wordListOf(w.map((x) => x.normalize('NFD')).sort());

describe('native word list', () => {
  it('knows its words and only them; a prefix is not a word', () => {
    const l = list('कल', 'कलम', 'किताब', 'नमस्ते');
    expect(l.has('कल')).toBe(true);
    expect(l.has('कलम')).toBe(true);
    expect(l.has('क')).toBe(false);
    expect(l.has('कलमें')).toBe(false);
    expect(l.has('')).toBe(false);
    // the range of words beginning क ल is two words long
    const c0 = 'क'.charCodeAt(0);
    const c1 = 'ल'.charCodeAt(0);
    let lo = l.lowerAt(0, l.size, 0, c0);
    let hi = l.lowerAt(lo, l.size, 0, c0 + 1);
    lo = l.lowerAt(lo, hi, 1, c1);
    hi = l.lowerAt(lo, hi, 1, c1 + 1);
    expect(hi - lo).toBe(2);
  });

  it('merges two sorted lists, each word once', () => {
    const m = mergeLists(list('आम', 'कल', 'घर'), list('कल', 'जल', 'आ'));
    expect(m.size).toBe(5);
    for (const w of ['आ', 'आम', 'कल', 'घर', 'जल']) expect(m.has(w.normalize('NFD'))).toBe(true);
  });

  it('ships every list decomposed (NFD), sorted by code unit, a line feed after each word', () => {
    const files = DAKSHINA_LANGUAGES.map((lang) => wordListPath(lang)).concat(ownWordListPath('hi'));
    for (const file of files) {
      const words = gunzipSync(readFileSync(file)).toString('utf16le').split('\n');
      expect(words.pop()).toBe('');
      expect(words.length).toBeGreaterThan(10_000);
      // counted, not asserted word by word: a million expect calls take 20 s
      let unordered = 0;
      for (let i = 1; i < words.length; i++)
        if ((words[i - 1] as string) >= (words[i] as string)) unordered++;
      expect(unordered).toBe(0);
      for (const w of words.slice(0, 2000)) expect(w).toBe(w.normalize('NFD'));
    }
  });

  it('prefers real words: every candidate of a word the list knows well is checked against it', () => {
    const ta = loadModel('ta');
    expect(ta?.isKnown('வணக்கம்')).toBe(true);
    expect(ta?.isKnown('வனக்கம்')).toBe(false);
    expect(ta?.candidates('vanakkam', 3)[0]?.native).toBe('வணக்கம்');
  });
});
