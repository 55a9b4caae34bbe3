// Content safety over real HTTP, as the bot's moderate() asks for it: each result keeps the
// contract's {type, text, start, end} and adds kind, severity and score; context decides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Json, startApi, type TestApi } from './helpers.js';
import { contentSafety } from './moderation-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(() => t.api.close());

const analyse = (text: string, language: string): Promise<Json> => contentSafety(t, text, language);

describe('POST /api/v2/text-analyse content safety', () => {
  it('an inflected, nukta-less insult aimed at someone: masked, with kind, severity and score', async () => {
    const text = 'अबे भडवे, तेरी औकात क्या है';
    const cm = await analyse(text, 'hi');
    // अबे ("hey", rudely) is an address, not an insult of its own
    expect(cm.moderation_results).toEqual([
      {
        type: 'profanity',
        text: 'भडवे',
        start: 4,
        end: 8,
        kind: 'insult',
        severity: 'high',
        score: expect.any(Number),
      },
      {
        type: 'profanity',
        text: 'औकात',
        start: 15,
        end: 19,
        kind: 'insult',
        severity: 'low',
        score: expect.any(Number),
      },
    ]);
    for (const r of cm.moderation_results) expect(r.score).toBeGreaterThanOrEqual(0.5);
    expect(cm.moderated_text).toBe('अबे ****, तेरी **** क्या है');
  });

  it('a call to violence against a group is hate speech of high severity', async () => {
    const cm = await analyse('kill all the jihadis', 'en');
    expect(cm.moderation_results).toMatchObject([
      { type: 'hate_speech', text: 'kill all', kind: 'violence', severity: 'high' },
      { type: 'hate_speech', text: 'jihadis', kind: 'slur', severity: 'medium' },
    ]);
    expect(cm.moderation_results).toHaveLength(2);
  });

  it('romanized Hindi sent as English is read through transliteration: an unlisted spelling is masked, an English word is not', async () => {
    // "kameenay" is in no romanized entry: it is found as कमीने, a form of the Devanagari कमीना
    const cm = await analyse('tu ek number ka kameenay hai', 'en');
    expect(cm.moderated_text).toBe('tu ek number ka ******** hai');
    expect(cm.moderation_results).toMatchObject([{ type: 'profanity', text: 'kameenay', kind: 'insult' }]);
    expect((await analyse('the randy old goat escaped the farm again', 'en')).moderation_results).toEqual([]);
  });

  it('a word opening its sentence before a comma is an address; a list of animals is not', async () => {
    expect((await analyse('सूअर, तेरी हिम्मत कैसे हुई', 'hi')).moderation_results).toMatchObject([
      { type: 'profanity', text: 'सूअर', kind: 'insult' },
    ]);
    expect((await analyse('nalaayak, ek kaam dhang se nahi hota', 'en')).moderation_results).toMatchObject([
      { text: 'nalaayak', kind: 'insult' },
    ]);
    expect((await analyse('कुत्ते, बिल्लियाँ और गायें सब आ गए', 'hi')).moderation_results).toEqual([]);
  });

  it("a short sentence about a dog is not an insult; a vocative form or an insult's tail is", async () => {
    for (const [text, language] of [
      ['కుక్క పడుకుంది', 'te'],
      ['நாய் ஓடுது', 'ta'],
      ['कुत्रा भुंकतो', 'mr'],
      ['कुत्ता सो गया', 'hi'],
    ])
      expect((await analyse(text as string, language as string)).moderation_results, text).toEqual([]);
    expect((await analyse('ఒరేయ్ కుక్కా', 'te')).moderation_results).toMatchObject([{ kind: 'insult' }]);
    expect((await analyse('நாயே வாயை மூடு', 'ta')).moderation_results).toMatchObject([{ text: 'நாயே' }]);
    expect((await analyse('गधा कहीं का', 'hi')).moderation_results).toMatchObject([{ text: 'गधा' }]);
  });

  it('a post about street dogs, and reported speech, come back clean', async () => {
    expect((await analyse('आज गली के कुत्तों को खाना खिलाया #कुत्ते', 'hi')).moderation_results).toEqual([]);
    const reported = await analyse('He called me a bastard and walked off', 'en');
    expect(reported).toEqual({
      moderated_text: 'He called me a bastard and walked off',
      moderation_results: [],
    });
    // sheep said of people is an insult; the animals are not
    expect((await analyse('his followers are brainwashed sheep', 'en')).moderation_results).toMatchObject([
      { text: 'sheep', kind: 'insult' },
    ]);
    expect((await analyse('voters are sheep', 'en')).moderation_results).toMatchObject([{ text: 'sheep' }]);
    expect((await analyse('the sheep are grazing near the highway', 'en')).moderation_results).toEqual([]);
    // what someone admitted or confessed of themselves is reported too; "admit it, you idiot" is not
    expect((await analyse('He admitted he was a coward in his youth', 'en')).moderation_results).toEqual([]);
    expect((await analyse('admit it, you are an idiot', 'en')).moderation_results).toMatchObject([
      { text: 'idiot' },
    ]);
  });

  it('an insult said of someone is flagged; said of oneself, denied, a title or a thing it is not', async () => {
    const flagged: [string, string, string][] = [
      ['ICC officials are a bunch of idiots', 'en', 'idiots'],
      ['Kejriwal is a spineless coward', 'en', 'coward'],
      ['Why is this idiot still the captain?', 'en', 'idiot'],
      ['Stupid idiots blocking the road again', 'en', 'Stupid'],
      ['पप्पू कभी नहीं सुधरेगा, पूरा मूर्ख है', 'hi', 'मूर्ख'],
      ['ये चौकीदार नहीं चोर है', 'hi', 'चोर'],
      ['besharam kahin ka, thoda sharam kar', 'en', 'besharam'],
      ['chup kar bewakoof, kuch bhi bolta hai', 'en', 'bewakoof'],
      ['neta chor hai', 'en', 'chor'],
      ['#FuckModi', 'en', 'Fuck'],
      ['What a lunatic, someone take his phone away', 'en', 'lunatic'],
      ['अबे लल्लू, पहले पढ़ तो ले', 'hi', 'लल्लू'],
      ['ये मंत्री बहुत बड़ा झूठा है', 'hi', 'झूठा'],
      ['Stop spreading lies you dirty rat', 'en', 'rat'],
      ['tu ganda kutta hai', 'en', 'kutta'],
      // a word alone after the last comma is said to someone; "and a liar" is said as "a drama queen" is
      ['besharmi ki had hai, nalayak', 'en', 'nalayak'],
      ['Arvind is a drama queen and a liar', 'en', 'liar'],
      // a noun ending in a nukta consonant takes its plural and oblique endings
      ['तुम जैसे धोखेबाज़ों पर थूकता हूँ', 'hi', 'धोखेबाज़ों'],
      // bc among romanized Hindi is बहनचोद abbreviated; wtf and fkin are profanity
      ['bc kya bakwas hai ye', 'en', 'bc'],
      ['wtf is this', 'en', 'wtf'],
      ['fkin idiots', 'en', 'fkin'],
      // words of WordNet's person nouns for a fool or a cad
      ['Rahul baba is a total nincompoop', 'en', 'nincompoop'],
      ['shut up you loudmouth', 'en', 'loudmouth'],
      ['tu ek number ka kaamchor hai', 'en', 'kaamchor'],
      ['ye buddha sathiya gaya hai', 'en', 'sathiya gaya'],
    ];
    for (const [text, language, word] of flagged) {
      const found = (await analyse(text, language)).moderation_results as { text: string }[];
      expect(
        found.map((r) => r.text),
        text,
      ).toContain(word);
    }
    for (const [text, language] of [
      ['I am such an idiot, forgot my keys again lol', 'en'],
      ['3 Idiots is still my favourite movie', 'en'],
      ['He is not a coward, he stood up for what was right', 'en'],
      ['Not all men are jerks, my dad is lovely', 'en'],
      ['Is it stupid to invest in gold right now?', 'en'],
      ['वो गद्दार नहीं है, उसने देश की सेवा की', 'hi'],
      ['मैं कितना मूर्ख था, टिकट घर पर भूल गया', 'hi'],
      ['पुलिस ने चोर को पकड़ लिया', 'hi'],
      // chor is also how छोड़ ("leave") is typed
      ['tum mujhe chor ke chale gaye', 'en'],
      ['mujhe chor do station pe', 'en'],
      ['kill all the chores today', 'en'],
      // a hashtag is a topic: a word that insults only when aimed says nothing there
      ['Rally in Delhi today #ChowkidarChorHai', 'en'],
      ['main bahut darpok hoon bhai', 'en'],
      ['you saw a rat in the kitchen', 'en'],
      ['you old dog, still got it', 'en'],
      ['we bought eggs, milk, bread and a dog', 'en'],
      // bc in English chat is "because"
      ['bc I was late', 'en'],
      ['BBC news said the match is off', 'en'],
      // a title as a subject, a role in a film
      ['Psycho is a classic Hitchcock film', 'en'],
      ['Creep is a song by Radiohead', 'en'],
      ['Maharaja was a thug in the film', 'en'],
      // git is a tool, bor is "bored"
      ['push this git branch before the demo', 'en'],
      ['main bor ho gaya yaar', 'en'],
      // gaye is "went", not a plural of gay; rat in romanized Hindi is रात, "night"
      ['sab chor bhaag gaye', 'en'],
      ['nautanki dekhne gaye the kal', 'en'],
      ['tu rat ko aa jana', 'en'],
      ['The documentary on liars and con men was fascinating', 'en'],
      // a politician's name and a festival, not लल्लू and मक्कार
      ['Lalu, yahan kya kar rahe ho', 'en'],
      ['Makar Sankranti ki shubhkamnayein', 'en'],
    ])
      expect((await analyse(text as string, language as string)).moderation_results, text).toEqual([]);
  });

  it('a negation undoes a dehumanising word in its own clause only', async () => {
    for (const [text, language, word] of [
      ['ये लोग कीड़े हैं, इनसे बात मत करो', 'hi', 'कीड़े'],
      ['these people are vermin, never trust them', 'en', 'vermin'],
    ])
      expect((await analyse(text as string, language as string)).moderation_results, text).toMatchObject([
        { type: 'hate_speech', text: word, kind: 'dehumanising' },
      ]);
    for (const [text, language] of [
      ['they are not vermin, they are people', 'en'],
      ['ye log keede nahi hain, insaan hain', 'en'],
    ])
      expect((await analyse(text as string, language as string)).moderation_results, text).toEqual([]);
  });

  it("a group's insult that damns the whole community is hate speech; its own idioms are insults", async () => {
    expect((await analyse('saare kashmiri gaddar hote hain', 'en')).moderation_results).toMatchObject([
      { type: 'hate_speech', text: 'gaddar', kind: 'generalisation' },
    ]);
    for (const [text, found] of [
      ['भाड़ में जाओ तुम सब', 'भाड़ में जाओ'],
      ['चमचे अपने मालिक के तलवे चाटते रहो', 'तलवे चाटते'],
      ['इन भक्तों के दिमाग में गोबर भरा है', 'दिमाग में गोबर'],
      ['तू दो कौड़ी का पत्रकार है', 'दो कौड़ी का'],
    ])
      expect((await analyse(text as string, 'hi')).moderation_results, text).toMatchObject([
        { type: 'profanity', text: found, kind: 'insult' },
      ]);
  });
});
