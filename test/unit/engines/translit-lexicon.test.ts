// The training lexicon a model file carries, read in place (translit-lexicon.ts): spellings by
// attestation, the first one's count, native membership, ill-formed slips never offered.
import { describe, expect, it } from 'vitest';
import { TrainingLexicon } from '../../../src/local-api/engines/translit-lexicon.js';
import { wellFormed } from '../../../src/local-api/engines/translit-model.js';

const TEXT = [
  'kaise\tकैसे|कैसें\t5',
  'mat\tमत|मात\t3',
  'hain\tहैैं|हैं\t2', // the first spelling a typed slip (two vowel signs)
  'old\tपुराना', // a file trained before counts were kept
  'kaisa\tकैसा\t1',
].join('\n');

describe('TrainingLexicon', () => {
  const lexicon = new TrainingLexicon(TEXT, wellFormed);

  it('gives the attested spellings of a romanized word, most attested first', () => {
    expect(lexicon.spellings('kaise')).toEqual(['कैसे', 'कैसें']);
    expect(lexicon.spellings('mat')).toEqual(['मत', 'मात']);
    expect(lexicon.spellings('kaisa')).toEqual(['कैसा']);
    // a prefix or an extension of a word is another word
    expect(lexicon.spellings('kais')).toEqual([]);
    expect(lexicon.spellings('kaisee')).toEqual([]);
  });

  it('never offers a typed slip, and does not count it as a word', () => {
    expect(lexicon.spellings('hain')).toEqual(['हैं']);
    expect(lexicon.has('हैैं')).toBe(false);
    expect(lexicon.has('हैं')).toBe(true);
  });

  it('counts the first spelling’s annotators; 0 unknown, Infinity uncounted', () => {
    expect(lexicon.attestations('kaise')).toBe(5);
    expect(lexicon.attestations('kaisa')).toBe(1);
    expect(lexicon.attestations('nahin')).toBe(0);
    expect(lexicon.attestations('old')).toBe(Number.POSITIVE_INFINITY);
    expect(lexicon.spellings('old')).toEqual(['पुराना']);
  });

  it('knows every native spelling of every line, and lists the romanized words in order', () => {
    for (const n of ['कैसे', 'कैसें', 'मत', 'मात', 'पुराना', 'कैसा']) expect(lexicon.has(n)).toBe(true);
    expect(lexicon.has('कैस')).toBe(false);
    expect([...lexicon.romanWords()]).toEqual(['kaise', 'mat', 'hain', 'old', 'kaisa']);
  });

  it('holds a lexicon of many lines (the tables grow with it)', () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `w${i}\tक${i}|ख${i}\t${(i % 4) + 1}`);
    const big = new TrainingLexicon(lines.join('\n'), wellFormed);
    expect(big.spellings('w4321')).toEqual(['क4321', 'ख4321']);
    expect(big.attestations('w4321')).toBe(2);
    expect(big.has('ख4999')).toBe(true);
    expect(big.has('ख5000')).toBe(false);
  });
});
