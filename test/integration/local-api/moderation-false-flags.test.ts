// Everyday words that a lexicon entry's key used to catch, over HTTP as the bot asks: English
// words that only the fold of repeated letters made an entry ("as" → ass, "cons" → coon), common
// romanized Hindi words that another language's entry caught (paani, denge, naya, nai), English
// plurals the lexicon made up ("rat" + "es" = rates, "spic" + "es" = spices), sixes in cricket,
// "chodo" (छोड़ो, "leave it"), the name Kamini (कामिनी; कमीनी is the insult) and Bengali বোকা বাক্স
// ("idiot box", the TV); romanized छोड़- forms (chodunga, chodna), a bare abe, a short sentence that
// names a topic (হিজড়া সম্প্রদায়ের অধিকার).
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
    // scum has a literal sense: the froth on a pot, even in a sentence with a generic "you"
    ['Scum forms on the surface when you boil the dal', 'en'],
    // "like a dog" is an idiom for hard work; a dog barking is a dog
    ['maine kutte ki tarah kaam kiya', 'en'],
    ['कुत्ते की तरह काम किया आज', 'hi'],
    ['kutta raat bhar bhonk raha tha', 'en'],
    ['बच्चे को उल्टी आ रही है', 'hi'],
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

describe('content safety: everyday words an entry or a rule used to catch', () => {
  it.each([
    // छोड़ो, "leave it": the transliteration read it as चोदो
    ['chodo yaar, jane do', 'en'],
    ['arre chodo na, koi baat nahi', 'en'],
    // कामिनी is a woman's name (कमीनी is the insult)
    ['kamini ka birthday hai aaj', 'en'],
    ['Kamini, kal milte hain', 'en'],
    ['mera naam kamini hai', 'en'],
    // "idiot box", the TV: a short sentence opened by বোকা is not an address
    ['বোকা বাক্স', 'bn'],
    ['বোকা বাক্সটা বন্ধ কর', 'bn'],
    // a surname whose long-vowel key was the junk form kaatona (the call form kaato with -na glued on)
    ['Katona, what are you doing here', 'en'],
    // the mildest insult said to or of a friend is banter
    ['Bhai tu toh pagal hai, itni raat ko gym ja raha hai', 'en'],
    ['My brother is such a clown, he made the whole family laugh at dinner', 'en'],
    // a dog that died in an accident
    ['सड़क हादसे में एक कुत्ते की मौत हो गई', 'hi'],
  ])('%s', async (text, language) => {
    expect((await contentSafety(t, text, language)).moderation_results).toEqual([]);
  });

  it('a friend named does not soften an insult aimed at someone else or a strong one', async () => {
    expect((await contentSafety(t, 'ye neta pagal hai bhai', 'en')).moderation_results).toMatchObject([
      { text: 'pagal', kind: 'insult' },
    ]);
    expect((await contentSafety(t, 'bhai tu chutiya hai', 'en')).moderation_results).toMatchObject([
      { text: 'chutiya', kind: 'profanity' },
    ]);
  });

  it('the insults themselves still match: कमीनी and kamini said to someone, বোকা as address, chodunga', async () => {
    expect((await contentSafety(t, 'tu kamini hai', 'en')).moderation_results).toMatchObject([
      { text: 'kamini', kind: 'insult' },
    ]);
    expect((await contentSafety(t, 'tum bahut kamini ho', 'en')).moderation_results).toMatchObject([
      { text: 'kamini', kind: 'insult' },
    ]);
    expect((await contentSafety(t, 'कमीनी', 'hi')).moderation_results).toMatchObject([
      { text: 'कमीनी', kind: 'insult' },
    ]);
    expect((await contentSafety(t, 'বোকা, চুপ কর', 'bn')).moderation_results).toMatchObject([
      { text: 'বোকা', kind: 'insult' },
    ]);
    expect((await contentSafety(t, 'teri maa ko chodunga', 'en')).moderation_results).toMatchObject([
      { kind: 'profanity' },
    ]);
  });
});

describe('content safety: romanized छोड़- forms are not चोद- unless "your mother/sister…" is the object', () => {
  it.each([
    // छोड़ूँगा / छोड़ना ("I'll drop you", "to leave"), romanized like चोदूँगा / चोदना
    'station pe chodunga',
    'akela mat chodna',
    'mujhe ghar chod dena',
    'main tujhe station pe chodunga',
    'mujhe akela mat chhodna',
    'tujhe nahi chodunga',
    'teri maa ko ghar chod dunga',
  ])('%s', async (text) => {
    expect((await contentSafety(t, text, 'en')).moderation_results).toEqual([]);
  });

  it('the obscene uses still match: an addressed kin object, the Devanagari चोद-, chud- spellings', async () => {
    for (const [text, language] of [
      ['teri maa ko chodunga', 'en'],
      ['teri behen chodunga', 'en'],
      ['तेरी माँ को चोदूंगा', 'hi'],
      ['चोदना', 'hi'],
      ['chudwao', 'en'],
    ] as const)
      expect((await contentSafety(t, text, language)).moderation_results, text).toMatchObject([
        { kind: 'profanity', severity: 'high' },
      ]);
  });
});

describe('content safety: romanized chodu is the insult चोदू when said of someone, छोड़ूँ ("shall I drop") otherwise', () => {
  it.each([
    // a copula after it, "tu" before it, a rude vocative or another insult before it, a tail after it
    ['tu chodu hai', 'chodu'],
    ['tu chodu h', 'chodu'],
    ['bhai tu sach me chodu hai', 'chodu'],
    ['abe chodu', 'chodu'],
    ['abe chodu, kya kar raha hai?', 'chodu'],
    ['saala chodu', 'chodu'],
    ['chodu kahin ka', 'chodu'],
    // another insult after it
    ['chodu saala', 'chodu'],
  ])('%s', async (text, word) => {
    const found = (await contentSafety(t, text, 'en')).moderation_results;
    expect(found.filter((r: { text: string }) => r.text === word)).toMatchObject([
      { type: 'profanity', kind: 'profanity', severity: 'high', score: expect.any(Number) },
    ]);
    expect(found.find((r: { text: string }) => r.text === word).score).toBeGreaterThanOrEqual(0.85);
  });

  it.each([
    // the verb: an object or a place before it, a first-person subjunctive, a question
    'main kal ghar chodu?',
    'tujhe station pe chodu?',
    'main tujhe station pe chodu kya',
    'kya main use ghar pe chodu',
    'main use chhodu ya rakhu?',
    'abe chodu?',
    'chodu',
    // and छोड़ना stays the verb in Hindi sentences
    'main ye kaam chodna chahta hu',
    'naukri chodna padega',
    'chudail ki kahani suno',
  ])('%s', async (text) => {
    expect((await contentSafety(t, text, 'en')).moderation_results).toEqual([]);
  });
});

describe('content safety: abe (अबे, a rude "hey") is an address, not an insult', () => {
  it.each([
    ['abe', 'en'],
    ['abe yaar kya kar raha hai', 'en'],
    ['अबे', 'hi'],
  ])('%s', async (text, language) => {
    expect((await contentSafety(t, text, language)).moderation_results).toEqual([]);
  });

  it('abe before an insult: one result, the insult', async () => {
    for (const [text, word] of [
      ['abe kamini', 'kamini'],
      ['abe kamine', 'kamine'],
      ['अबे कमीने', 'कमीने'],
    ] as const) {
      const found = (await contentSafety(t, text, 'en')).moderation_results;
      expect(found, text).toHaveLength(1);
      expect(found[0], text).toMatchObject({ text: word, kind: 'insult' });
    }
    // the name Kamini called with abe in a longer sentence stays a name
    expect((await contentSafety(t, 'abe Kamini, kal milte hain', 'en')).moderation_results).toEqual([]);
  });
});

describe('content safety: a short sentence that names a topic is no address', () => {
  it.each([
    // "rights of the hijra community", "hijras' rights", "the hijras' right"
    ['হিজড়া সম্প্রদায়ের অধিকার', 'bn'],
    ['হিজড়াদের অধিকার', 'bn'],
    ['हिजड़ों का हक़', 'hi'],
    // a longer sentence: समुदाय is the community the word names, no group it is aimed at
    ['हिजड़ा समुदाय के अधिकार', 'hi'],
  ])('%s', async (text, language) => {
    expect((await contentSafety(t, text, language)).moderation_results).toEqual([]);
  });

  it('the short insults still match', async () => {
    for (const [text, language, word] of [
      ['হারামি তুই', 'bn', 'হারামি'],
      ['হারামি কোথাকার', 'bn', 'হারামি'],
      ['কুত্তার বাচ্চা', 'bn', 'কুত্তার বাচ্চা'],
      ['कुत्ते कहीं के', 'hi', 'कुत्ते'],
      ['saala kutta', 'en', 'saala'],
      ['হিজড়া তুই', 'bn', 'হিজড়া'],
      // a slur that is no community's own name stays aimed at the group
      ['जिहादी समुदाय', 'hi', 'जिहादी'],
      ['सारे हिजड़े समुदाय पर बोझ हैं', 'hi', 'हिजड़े'],
      // scum said to someone, and two phrases that insult with no listed word alone
      ['Scum, get out', 'en', 'Scum'],
      ['तेरी शक्ल देख के उल्टी आती है', 'hi', 'शक्ल देख के उल्टी'],
      ['teri shakal dekh ke ulti aati hai', 'en', 'shakal dekh ke ulti'],
      // an entry longer than the idiom it begins with ("kutte ki tarah") is the entry
      ['kutte ki tarah bhonk raha hai ye', 'en', 'kutte ki tarah bhonk'],
      ['कुत्ते की तरह भौंक रहा है ये', 'hi', 'कुत्ते की तरह भौंक'],
    ] as const)
      expect((await contentSafety(t, text, language)).moderation_results, text).toMatchObject([
        { text: word },
      ]);
  });
});
