// Romanized Hindi matched through the transliteration engine: a spelling no romanized entry lists
// is flagged through its Devanagari entry; English words and harmless romanized Hindi that read
// close to an entry are not.
import { describe, expect, it } from 'vitest';
import { moderate } from '../../../src/local-api/engines/moderation.js';
import { loadLexicon } from '../../../src/local-api/engines/moderation-lexicon.js';
import { foldWord, romanSkeleton } from '../../../src/local-api/engines/moderation-normalise.js';
import { devanagariReadings, GUESSES_PER_POST } from '../../../src/local-api/engines/moderation-roman.js';

/** Whether the lexicon lists a Latin word among its romanized (or English) spellings. */
const listed = (word: string) => {
  const { roman, exact } = loadLexicon();
  const key = foldWord(word);
  return roman.has(romanSkeleton(key)) || exact.has(key);
};

describe('romanized Hindi through transliteration', () => {
  it('flags a spelling no romanized entry lists through its Devanagari entry (कमीना)', () => {
    expect(listed('kameenay')).toBe(false);
    const r = moderate('tu ek number ka kameenay hai', ['profanity', 'hate_speech'], 'en');
    expect(r.moderation_results).toEqual([
      expect.objectContaining({ type: 'profanity', text: 'kameenay', start: 16, end: 24, kind: 'insult' }),
    ]);
    expect(r.moderated_text).toBe('tu ek number ka ******** hai');
  });

  it('reads inflected unlisted spellings with the Devanagari inflections (जाहिल, हरामी)', () => {
    // jaheel itself now reads as जेल (jail), a real word the engine puts first
    expect(listed('jaaheel')).toBe(false);
    expect(listed('haraamee')).toBe(false);
    expect(moderate('tum log poore jaaheel ho').moderation_results.map((m) => m.text)).toEqual(['jaaheel']);
    expect(moderate('haraamee insaan, mera paisa lauta').moderation_results.map((m) => m.text)).toEqual([
      'haraamee',
    ]);
  });

  it('leaves English words alone even where they read as an entry (randy → रंडी)', () => {
    expect(devanagariReadings('randy')).toContain('रंडी');
    expect(moderate('the randy old goat escaped the farm again').moderation_results).toEqual([]);
    expect(moderate('lmao bruh that is so sus, gonna grab chai').moderation_results).toEqual([]);
  });

  it('leaves harmless romanized Hindi alone: a known word is read as itself', () => {
    // attested spellings are read only as what they attest, never as the model's other guesses
    expect(devanagariReadings('neeche')).not.toContain('नीच');
    expect(devanagariReadings('kutiya')).toEqual(['कुटिया']);
    for (const text of [
      'neeche wale kamre mein aa jao', // नीचे "below", not नीच
      'nani ki kutiya nadi ke kinare hai', // कुटिया, a hut
      'Pillay sir ne aaj extra class li', // a surname, not पिल्ले
      'khet mein raat ko jangli soowar ghus aaye', // a literal boar
    ])
      expect(moderate(text).moderation_results, text).toEqual([]);
  });

  it('bounds the model searches of one post; a word left unread is read in the next post', () => {
    // made-up words: no attested spelling, so each needs a search
    const filler = Array.from(
      { length: GUESSES_PER_POST },
      (_, i) => `zorkh${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${'pqrs'[Math.floor(i / 26)]}`,
    );
    expect(listed('kameeni')).toBe(false);
    const late = moderate(`${filler.join(' ')} kameeni aurat, door reh mujhse`);
    expect(late.moderation_results).toEqual([]);
    expect(moderate('kameeni aurat, door reh mujhse').moderation_results.map((m) => m.text)).toEqual([
      'kameeni',
    ]);
  });
});
