// Tamil, Telugu, Bengali, Marathi and Urdu over HTTP as the bot asks: words of their lexicons in the
// forms people write (case endings, plurals, classifiers, vocatives glued on), romanized address
// words, and everyday words that look like entries (a brother-in-law, "remind", "hearts").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers.js';
import { contentSafety } from './moderation-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(() => t.api.close());

const results = async (text: string, language: string) =>
  (await contentSafety(t, text, language)).moderation_results;

describe('content safety in ta, te, bn, mr, ur: inflected forms', () => {
  it.each([
    // Tamil spoken plural and a compound with "fellow"
    ['இந்த துலுக்கனுங்க எல்லாம் வெளிய போங்க', 'ta', 'துலுக்கனுங்க', 'slur'],
    ['சக்கிலிப்பயலுக்கு என்ன தெரியும்', 'ta', 'சக்கிலிப்பயலுக்கு', 'slur'],
    // Telugu "you are X"
    ['నువ్వొక ఎర్రిపూకువి', 'te', 'ఎర్రిపూకువి', 'profanity'],
    // Marathi vocative plural on the oblique
    ['भडव्यांनो, इथून निघा', 'mr', 'भडव्यांनो', 'insult'],
    // Urdu oblique plural
    ['حرامزادوں نے سب لوٹ لیا', 'ur', 'حرامزادوں', 'profanity'],
  ])('%s', async (text, language, word, kind) => {
    expect(await results(text, language)).toMatchObject([{ text: word, kind }]);
  });

  it('a slur in its inflected form (Telugu plural of a -డు noun, Bengali classifier + plural + object ending) fills the slot of a call to drive it out', async () => {
    expect(await results('తురకోళ్లని తరిమి కొట్టండి', 'te')).toMatchObject([
      { type: 'hate_speech', text: 'తురకోళ్లని', kind: 'slur' },
      { type: 'hate_speech', text: 'తురకోళ్లని తరిమి కొట్టండి', kind: 'violence', severity: 'medium' },
    ]);
    expect(await results('মালাউনগুলোকে দেশ থেকে তাড়াও', 'bn')).toMatchObject([
      { type: 'hate_speech', text: 'মালাউনগুলোকে', kind: 'slur' },
      { type: 'hate_speech', text: 'মালাউনগুলোকে দেশ থেকে তাড়াও', kind: 'violence', severity: 'medium' },
    ]);
  });

  it('a call to kill a sect named by a slur: the slur and the call, both hate speech', async () => {
    expect(await results('ان رافضیوں کو مار دو', 'ur')).toMatchObject([
      { type: 'hate_speech', text: 'رافضیوں', kind: 'slur' },
      { type: 'hate_speech', text: 'مار دو', kind: 'violence', severity: 'high' },
    ]);
  });

  it('romanized address words: Telugu "ra", Tamil "nee oru" aim an insult at the reader', async () => {
    expect(await results('ra vedhava, ekkada unnav', 'en')).toMatchObject([
      { text: 'vedhava', kind: 'insult' },
    ]);
    expect(await results('nee oru porukki da', 'en')).toMatchObject([{ text: 'porukki', kind: 'insult' }]);
    // "nee" alone folds to the Hindi "ne": not read as "you" ("us ne chamcha dekha")
    expect(await results('us ne oru', 'en')).toEqual([]);
  });
});

describe('content safety in ta, bn, te, ur: politicians called thieves, a call to kill one person, "you a whole donkey"', () => {
  it.each([
    ['இந்த அரசியல்வாதிகள் எல்லாம் திருட்டு பசங்க', 'ta', 'insult'],
    ['এই নেতারা সব চোর, লজ্জা নেই', 'bn', 'insult'],
    ['ఈ రాజకీయ నాయకులు అందరూ దొంగలు', 'te', 'insult'],
    ['یہ سارے سیاستدان چور ہیں', 'ur', 'insult'],
    ['அவனை அடிச்சு கொல்லுங்கடா', 'ta', 'violence'],
    ['వాడిని చంపేయండి', 'te', 'violence'],
    ['ان غداروں کو پھانسی دو', 'ur', 'violence'],
    ['তুই একটা আস্ত গাধা, কিছুই বুঝিস না', 'bn', 'insult'],
    ['రేయ్ కుక్క, నోరు మూసుకో', 'te', 'insult'],
    ['పోరా వెధవ', 'te', 'insult'],
  ])('%s', async (text, language, kind) => {
    expect((await results(text, language)).map((r: { kind: string }) => r.kind)).toContain(kind);
  });
  it.each([
    ['চোর ধরা পড়েছে, পুলিশ নিয়ে গেছে', 'bn'],
    ['దొంగలు ఇంట్లో పడ్డారు, పోలీసులకు ఫోన్ చేశాం', 'te'],
    ['کل رات چور ہمارے محلے میں آئے', 'ur'],
    ['அவனை நாளைக்கு பார்க்கலாம்', 'ta'],
  ])('stays clean: %s', async (text, language) => {
    expect(await results(text, language)).toEqual([]);
  });
});

describe('content safety in bn: চোদনা ("fucker") and its forms; romanized chodna stays the Hindi छोड़ना but as "you a …"', () => {
  it.each([
    ['তুই একটা চোদনা', 'চোদনা'],
    ['tui ekta chodna', 'chodna'],
    ['ওই চুদনা, এদিকে আয়', 'চুদনা'],
    ['এই চোদনাগুলোকে কে ডেকেছে', 'চোদনাগুলোকে'],
    ['oi chodnata abar esheche', 'chodnata'],
  ])('%s', async (text, word) => {
    expect(await results(text, 'bn')).toMatchObject([
      { type: 'profanity', text: word, kind: 'profanity', severity: 'high', score: expect.any(Number) },
    ]);
  });

  it.each([
    'main ye kaam chodna chahta hu',
    'naukri chodna padega',
    'usko akela chodna mat',
    'tu ek din naukri chodna',
  ])('%s', async (text) => {
    expect(await results(text, 'hi')).toEqual([]);
  });
});

describe('content safety in ta: the quotative என்று / ன்னு reports only the words it follows, when someone else says them', () => {
  it.each([
    // the writer's own insult, with a quotative elsewhere in the sentence or a first-person verb
    ['நீ ஒரு பொறுக்கி, உன்னை நல்லவன் என்று நினைத்தேன்', 'பொறுக்கி'],
    ['டேய் நாயே, நான் வரமாட்டேன் என்று சொல்லு', 'நாயே'],
    ['நீ பொறுக்கி என்று நான் சொல்வேன்', 'பொறுக்கி'],
    // the spoken quotative glued on, "everyone knows you are a scoundrel"
    ['நீ பொறுக்கின்னு எல்லாருக்கும் தெரியும்', 'பொறுக்கின்னு'],
    // a reported insult in one clause, the writer's own in the next
    ['அவன் உன்னை பொறுக்கி என்று சொன்னான், நீ ஒரு நாயே', 'நாயே'],
  ])('%s', async (text, word) => {
    const found = await results(text, 'ta');
    expect(found).toMatchObject([{ type: 'profanity', text: word, kind: 'insult', severity: 'medium' }]);
    expect(found[0].score).toBeGreaterThanOrEqual(0.8);
  });

  it.each([
    // someone else's insult, reported: "he abused me calling me a scoundrel / dog"
    'அவன் என்னை பொறுக்கி என்று திட்டினான்',
    'அவன் என்னை பொறுக்கின்னு திட்டினான்',
    'அவள் அவனை நாய்ன்னு திட்டினாள்',
    'அவர் என்னை முட்டாள் என்று சொன்னார்',
  ])('%s', async (text) => {
    expect(await results(text, 'ta')).toEqual([]);
  });
});

describe('"you a dog" with no copula: a subject you, an indefinite a, the word ending its clause', () => {
  it.each([
    ['நீ ஒரு நாய்', 'ta', 'நாய்'],
    ['நீ ஒரு பன்றி', 'ta', 'பன்றி'],
    ['నువ్వు ఒక కుక్క', 'te', 'కుక్క'],
    ['tu ek kutta', 'hi', 'kutta'],
    // Bengali's everyday word for dog, and the romanized subjects and indefinites
    ['তুই একটা কুকুর', 'bn', 'কুকুর'],
    ['tui ekta kukur', 'bn', 'kukur'],
    ['nee oru naai', 'ta', 'naai'],
    ['nuvvu oka kukka', 'te', 'kukka'],
    // అన్న first is "brother", not "who said": the writer's own insult
    ['అన్న, నువ్వు ఒక కుక్క', 'te', 'కుక్క'],
  ])('%s', async (text, lang, word) => {
    expect(await results(text, lang)).toMatchObject([{ type: 'profanity', text: word, kind: 'insult' }]);
  });

  it.each([
    // "buy a dog", "you saw a dog", "your dog": the clause goes on, or no subject you
    ['நீ ஒரு நாய் வாங்கு', 'ta'],
    ['you saw a dog', 'en'],
    ['உன் நாய் எங்கே', 'ta'],
    ['నువ్వు ఒక కుక్క కొను', 'te'],
    ['আমার কুকুরটা খুব ভালো', 'bn'],
    ['তুমি একটা কুকুর কিনবে?', 'bn'],
    ['ami ekta kukur dekhlam', 'bn'],
    ['nee oru naai vaangu', 'ta'],
  ])('%s', async (text, lang) => {
    expect(await results(text, lang)).toEqual([]);
  });
});

describe('content safety in ta, te, bn, mr, ur: everyday words and literal senses stay clean', () => {
  it.each([
    ['நாய்கள் தெருவில் குரைக்கின்றன', 'ta'],
    ['కుక్కలు వీధిలో మొరుగుతున్నాయి', 'te'],
    ['कुत्र्यांना खायला घातलं', 'mr'],
    // শালা is also a wife's brother; Marathi shala is a school
    ['আমার শালা কাল আসবে', 'bn'],
    ['shala lavkar sutli aaj', 'en'],
    // دلا is also "cause to give" (یاد دلا, remind); دلوں is "hearts"
    ['مجھے یاد دلا دینا', 'ur'],
    ['دلوں میں محبت ہونی چاہیے', 'ur'],
    // "your mother", asked after kindly
    ['nee amma ela undi?', 'en'],
    // romanized Hindi that the Bengali চোদা's romanized spellings caught: "left", "bangle"
    ['usne mujhe station pe chhoda', 'en'],
    ['usne nayi chudi pehni', 'en'],
    // a caste's own name, and the idiom "a foolish deed" (వెధవ పని)
    ['మాదిగ రిజర్వేషన్ ఉద్యమం', 'te'],
    ['వెధవ పని చేశాను', 'te'],
  ])('%s', async (text, language) => {
    expect(await results(text, language)).toEqual([]);
  });
});

describe('reported after the words it reports: Telugu అన్న ("who said") reports only what comes before it', () => {
  it.each(['నన్ను కుక్క అన్న వాడు వెళ్ళిపోయాడు', 'వాడు నన్ను కుక్క అని అన్నాడు'])('%s', async (text) => {
    expect(await results(text, 'te')).toEqual([]);
  });
});

describe('चुद गया ("got screwed"): the vulgar compound, romanized or not', () => {
  it.each([
    ['हम तो चुद गए यार', 'hi', 'चुद गए'],
    ['aaj to hum chud gaye', 'hi', 'chud gaye'],
  ])('%s', async (text, lang, word) => {
    expect(await results(text, lang)).toMatchObject([{ type: 'profanity', text: word, severity: 'medium' }]);
  });
});

describe('everyday insults of ta, bn, te, mr, ur (fool, liar, traitor, coward, shameless): aimed at someone, not when named', () => {
  it.each([
    ['நீ ஒரு மடையன்', 'ta', 'மடையன்'],
    ['போடா மடையா', 'ta', 'மடையா'],
    ['nee oru madaiyan', 'ta', 'madaiyan'],
    ['তুমি একটা মিথ্যুক', 'bn', 'মিথ্যুক'],
    ['tui ekta mitthuk', 'bn', 'mitthuk'],
    ['నువ్వు ఒక మూర్ఖుడివి', 'te', 'మూర్ఖుడివి'],
    ['నువ్వు దద్దమ్మవి', 'te', 'దద్దమ్మవి'],
    ['तू खोटारडा आहेस', 'mr', 'खोटारडा'],
    // ए ("hey") before the insult is an address, as अबे is
    ['ए बिनडोक, गप्प बस', 'mr', 'बिनडोक'],
    ['تم بزدل ہو', 'ur', 'بزدل'],
    ['تم منافق ہو', 'ur', 'منافق'],
  ])('%s', async (text, language, word) => {
    expect(await results(text, language)).toMatchObject([{ text: word, kind: 'insult' }]);
  });

  it.each([
    ['ఆ సినిమాలో విలన్ ఒక ద్రోహి', 'te'],
    ['কাপুরুষ শব্দের অর্থ কী', 'bn'],
    ['غدار کی سزا موت ہے', 'ur'],
    ['ए भाई, इधर आओ', 'mr'],
  ])('%s stays clean', async (text, language) => {
    expect(await results(text, language)).toEqual([]);
  });
});
