import { describe, expect, it } from 'vitest';
import { moderate } from '../../../src/local-api/engines/moderation.js';

describe('content moderation', () => {
  it('masks English profanity, also in leetspeak and with repeated letters', () => {
    const r = moderate('What the fuuuck, this is sh1t but Scunthorpe is fine', ['profanity'], 'en');
    expect(r.moderated_text).toBe('What the ******, this is **** but Scunthorpe is fine');
    expect(r.moderation_results).toMatchObject([
      { type: 'profanity', text: 'fuuuck', start: 9, end: 15, kind: 'profanity', severity: 'high' },
      { type: 'profanity', text: 'sh1t', start: 25, end: 29, kind: 'profanity', severity: 'medium' },
    ]);
    expect(r.moderation_results).toHaveLength(2);
  });

  it('matches whole Devanagari words only (no ASCII \\b)', () => {
    const r = moderate('तू कमीना है, पर सालाना रिपोर्ट ठीक है', ['profanity'], 'hi');
    expect(r.moderated_text).toBe('तू ***** है, पर सालाना रिपोर्ट ठीक है');
    expect(r.moderation_results).toEqual([
      { type: 'profanity', text: 'कमीना', start: 3, end: 8, kind: 'insult', severity: 'medium', score: 0.8 },
    ]);
  });

  it('finds romanized Hindi and hate speech, and honours the requested types', () => {
    const text = 'tu chutiya hai, maar dalo unko';
    const both = moderate(text, ['profanity', 'hate_speech'], 'hi');
    expect(both.moderation_results.map((m) => [m.type, m.text])).toEqual([
      ['profanity', 'chutiya'],
      ['hate_speech', 'maar dalo'],
    ]);
    expect(both.moderated_text).toBe('tu ******* hai, **** **** unko');
    expect(moderate(text, ['hate_speech'], 'hi').moderation_results).toHaveLength(1);
    expect(moderate('a perfectly nice day', ['profanity', 'hate_speech'], 'en').moderation_results).toEqual(
      [],
    );
  });
});
