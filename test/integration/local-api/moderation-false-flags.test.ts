// Everyday words that a lexicon entry's key used to catch, over HTTP as the bot asks: English
// words that only the fold of repeated letters made an entry ("as" → ass, "cons" → coon), common
// romanized Hindi words that another language's entry caught (paani, denge, naya, nai), English
// plurals the lexicon made up ("rat" + "es" = rates, "spic" + "es" = spices), and sixes in cricket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers.js';
import { contentSafety } from './moderation-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(() => t.api.close());

describe('content safety: everyday words stay clean', () => {
  it.each([
    ['Women are as good as men at this', 'en'],
    ['you weigh the pros and cons first', 'en'],
    ['Shiites and Sunnis prayed together', 'en'],
    ['the jet landed on time', 'en'],
    ['paani pi lo', 'en'],
    ['kal tak paisa de denge', 'en'],
    ['bhai ne teen chakke maare kal', 'en'],
    ['भाई ने कल तीन छक्के मारे', 'hi'],
    ['naya phone liya', 'en'],
    ['nai yaar', 'en'],
    ['the interest rates, they went up', 'en'],
    ['add more spices to the curry', 'en'],
  ])('%s', async (text, language) => {
    expect((await contentSafety(t, text, language)).moderation_results).toEqual([]);
  });

  it("an entry's own spellings, and spellings no dictionary knows, still match", async () => {
    expect((await contentSafety(t, 'you looser', 'en')).moderation_results).toMatchObject([
      { text: 'looser', kind: 'insult' },
    ]);
    expect((await contentSafety(t, 'you asss', 'en')).moderation_results).toMatchObject([{ text: 'asss' }]);
    expect((await contentSafety(t, 'you panni', 'en')).moderation_results).toMatchObject([{ text: 'panni' }]);
    expect(
      (await contentSafety(t, 'tu chakka hai, ladki jaisa nachta hai', 'en')).moderation_results,
    ).toMatchObject([{ text: 'chakka', kind: 'slur' }]);
  });
});
