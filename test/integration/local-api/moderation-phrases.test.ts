// Hate without a slur, over HTTP as the bot asks for it: phrases with a slot for their target
// (moderation/phrases-{en,hi,ta,bn,te,mr,ur}.tsv) reported as hate speech with their kind and severity, and the
// hard negatives (pest control, sports, quotation, news, a negation in the same clause) clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Json, startApi, type TestApi } from './helpers.js';
import { contentSafety } from './moderation-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(() => t.api.close());

const results = async (text: string, language: string): Promise<Json[]> =>
  (await contentSafety(t, text, language)).moderation_results;

describe('content safety: hate phrases with a target', () => {
  it('a call to throw a community into the sea is violence of high severity, the whole phrase masked', async () => {
    const cm = await contentSafety(t, 'throw all the Biharis into the sea', 'en');
    expect(cm.moderation_results).toEqual([
      {
        type: 'hate_speech',
        text: 'throw all the Biharis into the sea',
        start: 0,
        end: 34,
        kind: 'violence',
        severity: 'high',
        score: 0.85,
      },
    ]);
    expect(cm.moderated_text).toBe('***** *** *** ******* **** *** ***');
  });

  it('Hindi and romanized Hindi call forms of a phrase, the group in its slot', async () => {
    expect(await results('इन पाकिस्तानियों को समुद्र में डुबो दो', 'hi')).toMatchObject([
      { type: 'hate_speech', text: 'पाकिस्तानियों को समुद्र में डुबो दो', kind: 'violence', severity: 'high' },
    ]);
    // डुबो is a stem ending in -ो, not a call form: it takes the call endings with their full vowels
    expect(await results('इन पाकिस्तानियों को समुद्र में डुबोइए', 'hi')).toMatchObject([
      { type: 'hate_speech', text: 'पाकिस्तानियों को समुद्र में डुबोइए', kind: 'violence', severity: 'high' },
    ]);
    expect(await results('musalmano ka qatleaam kar do', 'en')).toMatchObject([
      { type: 'hate_speech', text: 'musalmano ka qatleaam kar do', kind: 'violence', severity: 'high' },
    ]);
    // a place of worship is a community's: "इनकी मस्जिदों को आग लगा दो"
    expect(await results('इनकी मस्जिदों को आग लगा दो', 'hi')).toMatchObject([
      { text: 'मस्जिदों को आग लगा दो', kind: 'violence' },
    ]);
  });

  it('a generalisation phrase is hate speech of medium severity; a negation in another clause leaves it', async () => {
    expect(await results('Christians can never be trusted', 'en')).toMatchObject([
      {
        type: 'hate_speech',
        text: 'Christians can never be trusted',
        kind: 'generalisation',
        severity: 'medium',
      },
    ]);
    expect(await results('ईसाई कभी भरोसे के लायक नहीं होते', 'hi')).toMatchObject([
      { type: 'hate_speech', kind: 'generalisation', severity: 'medium' },
    ]);
    // the negation of another clause does not undo a generalisation
    expect(await results('saare kashmiri gaddar hote hain, inse baat mat karna', 'en')).toMatchObject([
      { text: 'gaddar', kind: 'generalisation' },
    ]);
  });

  it('a phrase that must end its clause: "X don\'t deserve to live" is flagged', async () => {
    expect(await results("Muslims don't deserve to live", 'en')).toMatchObject([{ kind: 'violence' }]);
  });

  it.each([
    ['Kill all the mosquitoes in the room', 'en'],
    ['kill all the rats in the house', 'en'],
    ['घर के सारे मच्छर खत्म कर दो, बहुत काट रहे हैं', 'hi'],
    ['सारे काम खत्म कर दो', 'hi'],
    ['saare kaam khatam kar do', 'en'],
    ['गेम में दुश्मनों को मार डालो तो पॉइंट मिलते हैं', 'hi'],
    ['We will wipe them out in the semi final', 'en'],
    ['बंदरों को भगा दो, छत पर आ गए हैं', 'hi'],
    ['ये चूहे बहुत शोर करते हैं', 'hi'],
    ['"Death to all Christians" was the slogan the court convicted him for', 'en'],
    ['Firefighters said the blaze burned down two churches last night', 'en'],
    ['throw the old phone into the sea', 'en'],
    ["Muslims don't deserve to live in fear", 'en'],
    ['Nobody should say Christians can never be trusted', 'en'],
  ])('clean without a community, or quoted, reported, negated: %s', async (text, language) => {
    expect(await results(text, language)).toEqual([]);
  });

  it('more phrase families: a community ruining the country, camps, a religion called a cancer', async () => {
    expect(await results('Muslims are ruining this country', 'en')).toMatchObject([
      { type: 'hate_speech', kind: 'generalisation', severity: 'medium' },
    ]);
    expect(await results('ये ईसाई देश के दुश्मन हैं', 'hi')).toMatchObject([{ kind: 'generalisation' }]);
    expect(await results('Put all the Rohingyas in camps', 'en')).toMatchObject([
      { type: 'hate_speech', kind: 'violence', severity: 'high' },
    ]);
    expect(await results('Islam is a cancer and Muslims spread it', 'en')).toMatchObject([
      { text: 'a cancer', kind: 'dehumanising' },
    ]);
  });

  it('a call to kill people who are no community (rioters, protesters) is violence too; pests and arrests stay clean', async () => {
    expect(await results('इन दंगाइयों को गोली मार दो', 'hi')).toMatchObject([
      { type: 'hate_speech', text: 'गोली मार दो', kind: 'violence', severity: 'high' },
    ]);
    expect(await results('in dangaiyon ko goli maar do', 'en')).toMatchObject([{ kind: 'violence' }]);
    expect(await results('kill all the protesters', 'en')).toMatchObject([{ kind: 'violence' }]);
    expect(await results('इन मच्छरों को मार दो', 'hi')).toEqual([]);
    expect(await results('पुलिस ने दंगाइयों को गिरफ्तार किया', 'hi')).toEqual([]);
  });

  it('pests driven out of the country are people; a lynching call and women kept at home are phrases too', async () => {
    expect(await results('इन कीड़ों को देश से बाहर निकालो', 'hi')).toMatchObject([{ kind: 'violence' }]);
    expect(await results('इन चूहों को घर से बाहर निकालो', 'hi')).toEqual([]);
    expect(await results('इन दंगाइयों को चौराहे पर लटका दो', 'hi')).toMatchObject([
      { kind: 'violence', severity: 'high' },
    ]);
    expect(await results('ये औरतें घर में बैठें, राजनीति इनके बस की नहीं', 'hi')).toMatchObject([
      { kind: 'generalisation' },
    ]);
    expect(await results('बच्चों को घर में रहना चाहिए', 'hi')).toEqual([]);
    expect(await results('Saari ladkiyan paise ki bhookhi hoti hain', 'en')).toMatchObject([
      { kind: 'generalisation' },
    ]);
    // "like her" may stand between the community and the rest of the phrase
    expect(await results('Women like her are only good for one thing', 'en')).toMatchObject([
      { kind: 'generalisation' },
    ]);
    expect(await results('Tamilians are all thieves, never trust one', 'en')).toMatchObject([
      { kind: 'generalisation', text: 'thieves' },
    ]);
    expect(await results('I love Tamil movies', 'en')).toEqual([]);
  });

  it('hate without a slur: bulldozing places of worship, exclusion, condoning harm, "the only good X is a dead one"', async () => {
    for (const [text, language] of [
      ['Every mosque in this country should be bulldozed', 'en'],
      ['इन मस्जिदों पर बुलडोज़र चलना चाहिए', 'hi'],
      ['Dalits have no business sitting with us at the temple', 'en'],
      ['दलितों को मंदिर में घुसने का कोई हक़ नहीं', 'hi'],
      ['These Bangladeshis multiply like rabbits and take our land', 'en'],
      ['Kashmiris should be locked up until they learn loyalty', 'en'],
      ['Women are too emotional to lead anything, keep them out of politics', 'en'],
      ['औरतों के बस का नहीं है देश चलाना', 'hi'],
      ['The only good Pakistani is a dead one', 'en'],
      ['Hindus deserve everything that happens to them', 'en'],
      ['हिंदुओं के साथ जो हो रहा है वो सही है', 'hi'],
      ['Wipe out the entire community and the problem ends', 'en'],
      ['Sikhs are all Khalistanis at heart', 'en'],
      ['Muslims in this country should be sent back', 'en'],
      // romanized: the oblique without its n, and the phrases' romanized spellings
      ['In Rohingyao ko samundar me phek do', 'en'],
      ['Musalmano pe kabhi bharosa mat karna', 'en'],
      ['Aurton ki jagah ghar me hai', 'en'],
      ['Isaai log humare dharm ko khatam kar rahe hain', 'en'],
      // romanized spellings no variant lists, read from the Devanagari forms
      ['isaiyon ko samudra mein phenk do', 'en'],
      ['musalmanon ko jeene ka koi adhikar nahi', 'en'],
    ] as Array<[string, string]>)
      expect(await results(text, language), text).not.toEqual([]);
    for (const [text, language] of [
      ['The old bridge should be demolished', 'en'],
      ['अवैध निर्माण पर बुलडोज़र चला', 'hi'],
      ['The rioters should be locked up', 'en'],
      ['the parcel should be sent back', 'en'],
      ['ये बीमारी बहुत खतरनाक है', 'hi'],
      ['Sikh volunteers served langar to thousands of stranded travellers', 'en'],
    ] as Array<[string, string]>)
      expect(await results(text, language), text).toEqual([]);
  });

  it('the target heads the slot: "Chinese apps should be banned" bans apps', async () => {
    expect(await results('Chinese apps should be banned, they steal data', 'en')).toEqual([]);
    expect(await results('Muslims should be banned from entering', 'en')).toMatchObject([
      { kind: 'violence' },
    ]);
  });

  it('a community named in its plural oblique (ईसाइयों) is a target; a new dehumanising word needs one', async () => {
    expect(await results('ईसाइयों के घर जला दो', 'hi')).toMatchObject([{ kind: 'violence', severity: 'high' }]);
    expect(await results('ये बांग्लादेशी जोंक हैं, देश का खून चूस रहे हैं', 'hi')).toMatchObject([
      { type: 'hate_speech', text: 'जोंक', kind: 'dehumanising' },
    ]);
    expect(await results('जोंक पानी में रहती है और खून चूसती है', 'hi')).toEqual([]);
  });

  it('Tamil, Bengali, Telugu, Marathi and Urdu phrases: the community with its case ending fills the slot, "all" may follow it', async () => {
    expect(await results('இந்துக்களை நாட்டை விட்டு துரத்தணும்', 'ta')).toMatchObject([
      { type: 'hate_speech', text: 'இந்துக்களை நாட்டை விட்டு துரத்தணும்', kind: 'violence', severity: 'medium' },
    ]);
    expect(await results('ওদের সবাইকে মেরে ফেলতে হবে', 'bn')).toMatchObject([
      { type: 'hate_speech', text: 'ওদের সবাইকে মেরে ফেলতে হবে', kind: 'violence', severity: 'high' },
    ]);
    expect(await results('ముస్లింలు మనుషులే కాదు', 'te')).toMatchObject([
      { type: 'hate_speech', kind: 'dehumanising', severity: 'high' },
    ]);
    expect(await results('बांगलादेशी देशावर ओझं आहेत', 'mr')).toMatchObject([
      { type: 'hate_speech', kind: 'generalisation', severity: 'medium' },
    ]);
    expect(await results('مہاجروں پر کبھی اعتبار مت کرو', 'ur')).toMatchObject([
      { type: 'hate_speech', kind: 'generalisation' },
    ]);
  });

  it('their hard negatives stay clean: no community in the slot, pests, a profession, work to finish', async () => {
    for (const [text, language] of [
      ['சாதியை வேரோடு அழிக்க வேண்டும்', 'ta'],
      ['கொசுக்களை ஒழிக்க வேண்டும், டெங்கு பரவுது', 'ta'],
      ['ওদের কাজ শেষ করে দাও', 'bn'],
      ['রাজনীতিবিদদের বিশ্বাস করা যায় না', 'bn'],
      ['దోమలను తరిమి కొట్టాలి', 'te'],
      ['डासांना हाकलून लावा', 'mr'],
      ['اس بحث کو ختم کر دو', 'ur'],
    ])
      expect(await results(text as string, language as string), text).toEqual([]);
  });
});
