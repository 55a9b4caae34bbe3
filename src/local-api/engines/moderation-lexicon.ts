// The moderation lexicons (src/local-api/data/moderation/*.tsv) and context word lists, loaded once
// and expanded: each entry's variants and inflected forms (Hindi plural/oblique, verb calls;
// English plurals and verb forms) are folded into one index, so one entry covers its family.
import { readFileSync } from 'node:fs';
import { indicNounForms } from './moderation-inflect.js';
import {
  foldWord,
  isLatinKey,
  romanEntrySkeleton,
  romanSkeleton,
  romanVowelKey,
} from './moderation-normalise.js';
import { loadChatLexicon } from './translit-latin.js';

export type Kind = 'profanity' | 'insult' | 'slur' | 'dehumanising' | 'violence' | 'generalisation';
export type Severity = 'low' | 'medium' | 'high';
export interface Entry {
  term: string;
  lang: string;
  kind: Kind;
  severity: Severity;
  /** n, v, literal, target (see hi.tsv's header) */
  tags: ReadonlySet<string>;
}

export const LEXICON_LANGUAGES = ['hi', 'en', 'ta', 'bn', 'te', 'mr', 'ur'] as const;
const KINDS = new Set<Kind>(['profanity', 'insult', 'slur', 'dehumanising', 'violence', 'generalisation']);
const SEVERITIES = new Set<Severity>(['low', 'medium', 'high']);

/**
 * Words typed exactly so that no entry matches them, folded or read as romanized Indic: English
 * words that an entry's loose key would otherwise catch (saale and "sale" share a key, so do
 * laude/"lode", raand/"rand"), and everyday romanized words that an entry of another language, or of
 * another sense, catches.
 */
const NOT_ENTRIES = new Set([
  'sale',
  'sales',
  'lode',
  'rand',
  'mar',
  'mule',
  'mules',
  'pile',
  'soar',
  'lanza',
  'abbey',
  // English words the romanized chor (चोर) would catch by its loose key
  'chore',
  'chores',
  // names and festivals the loose keys of लल्लू and मक्कार would catch (Lalu Prasad, Makar Sankranti)
  'lalu',
  'makar',
  // the broadcaster, which bc (बहनचोद abbreviated) would catch by its loose key
  'bbc',
  // an English word a Bengali spelling's loose key catches (molla + r)
  'molar',
  // romanized Hindi words that another language's romanized entry catches: denge ("will give")
  // shares its key with the Telugu dengey, paani ("water") with the Tamil panni, naya/nayi
  // ("new") and nai ("no") with the Tamil naaye/naayi/naai ("dog")
  'denge',
  'paani',
  'pani',
  'naya',
  'nayi',
  'naye',
  'nai',
  // a romanized Hindi everyday word the transliteration reads as an entry: chodo is छोड़ो ("leave
  // it") far more often than चोदो (the profanity keeps chodunga, chodna, chod and their kin); chodu,
  // also छोड़ूँ ("shall I drop …"), is an entry tagged verbform instead, read in context
  'chodo',
  // everyday words of the Dakshina sweeps' romanized lexicons and chat that loose keys or the
  // transliteration read as entries: छुट्टी/छूट (holidays, a day off: chutiya's loose key), Tamil
  // salai (road), salugai (concession), solai (grove), chinaavil (in China), paaki (the balance
  // owed), Telugu niyama (rule), the surname Sule, Bengali moda (stool), Sylhet, Salaf, Haramain
  'chutti',
  'chhutti',
  'chuttiyan',
  'chhuttiyan',
  'chuttiyon',
  'chhuttiyon',
  'chhutiyon',
  'chhution',
  'chhut',
  'salai',
  'salaiyin',
  'salugai',
  'soalai',
  'solai',
  'chinaavil',
  'paaki',
  'niyama',
  'sule',
  'moda',
  'silet',
  'salaf',
  'haramain',
  // Marathi mula (a boy: मुला), never मुल्ला; English words and names the cmu sweep flags alone
  'mula',
  'mola',
  'tatty',
  'lunden',
  'lundeen',
  'laudon',
  'zawada',
]);

// Inflection suffixes. Devanagari nouns by their ending; verb stems get only call forms
// (imperative, future, infinitive with चाहिए…), never the past tense a news report uses.
const HI_NOUN: [RegExp, string[]][] = [
  [/ा$/, ['े', 'ों', 'ो', 'ाओं']],
  [/ी$/, ['ियों', 'ियो', 'ियां', 'िये', 'िए']],
  [/ू$/, ['ुओं', 'ुओ']],
  // a final independent ई (ईसाई, भाई): ईसाइयों, भाइयों
  [/ई$/, ['इयों', 'इयो', 'इयां', 'इए']],
  // a final consonant, with its nukta where it has one (धोखेबाज़: ज + ़)
  [/[\u0915-\u0939\u0958-\u095F]\u093C?$/, ['ों', 'ो', 'ें', 'े']],
];
const HI_VERB = ['ो', 'ना', 'ें', 'ेंगे', 'ूंगा', 'िए', ' दो', ' डालो', ' देंगे', ' देना', ' देनी', ' डालेंगे', ' दिया जाए'];
const HI_VERB_VOWEL = ['ओ', 'ना', 'एं', 'एंगे', 'ऊंगा', 'इए', ' दो', ' डालो', ' देंगे', ' देना', ' देनी', ' दिया जाए'];
const ROMAN_NOUN: [RegExp, string[]][] = [
  [/a$/, ['e', 'on', 'o', 'ey', 'aon']],
  [/i$/, ['iyon', 'iyo', 'ion', 'io', 'iya']],
  [/u$/, ['uon', 'uo', 'uaon']],
  [/e$/, ['on']],
  [/[b-df-hj-np-tv-z]$/, ['on', 'o', 'en', 'e', 's']],
];
const ROMAN_VERB = [
  'o',
  'na',
  'en',
  'enge',
  'unga',
  'iye',
  ' do',
  ' dalo',
  ' denge',
  ' dena',
  ' deni',
  ' dalenge',
  ' diya jaye',
];
/** A form that may already be a call (ends like an imperative/future): kept as written. */
const CALL_FORM = /(ो|ओ|ें|ेंगे|ना|ूंगा|िए|िये|एं|दो|डालो)$|(o|en|enge|na|unga|iye)$/;
/** Endings only a call form has (no verb stem ends so): such a form takes no more endings. */
const CALL_ENDING = /(?:ें|ेंगे|ूंगा|िए|िये|ओ|एं|एंगे|ऊंगा|इए)$|(?:en|enge|unga|iye|ao)$/;
/** Helper verbs that end a call ("काट दो", "phansi do", "diya jaye"). */
const CALL_HELPERS = new Set([
  'दो',
  'डालो',
  'देंगे',
  'देना',
  'देनी',
  'डालेंगे',
  'जाए',
  'do',
  'dalo',
  'denge',
  'dena',
  'deni',
  'dalenge',
  'jaye',
]);
/**
 * Endings a call shares with a verb stem: मारो, kaato, मारना are calls, but डुबो ("drown") and बना
 * ("make") are stems; the ending makes a call only when what comes before it is a word of the same
 * entry (मार, kaat), so डुबो still takes its endings (डुबोना, डुबो दो).
 */
const CALL_AFTER_STEM = /(?:ो|ना|o|na)$/;

/** Whether a verb entry's word is a call already (imperative, future, infinitive…), not a stem. */
function isCall(last: string, multiword: boolean, entryWords: ReadonlySet<string> | undefined): boolean {
  if (CALL_ENDING.test(last) || (multiword && CALL_HELPERS.has(last))) return true;
  const m = last.match(CALL_AFTER_STEM);
  if (m === null || !entryWords) return false;
  const stem = last.slice(0, -m[0].length);
  // romanized Hindi drops the stem's last short a before an ending: kuchlo after kuchal, nikalo/niklo
  // after nikal
  const unsyncopated = /^[a-z]+[^aeiou][^aeiou]$/.test(stem) ? `${stem.slice(0, -1)}a${stem.slice(-1)}` : '';
  return entryWords.has(stem) || (unsyncopated !== '' && entryWords.has(unsyncopated));
}

/**
 * The forms a lexicon spelling stands for. `entryWords` (the words of all of an entry's spellings)
 * tells a verb entry's call forms from its stems: a stem takes the call endings, a call form is
 * kept as written (मारो + ना would be the junk मारोना).
 */
export function inflect(
  form: string,
  lang: string,
  tags: ReadonlySet<string>,
  entryWords?: ReadonlySet<string>,
): string[] {
  const words = form.split(' ');
  const last = words.at(-1) ?? '';
  const head = words.slice(0, -1).join(' ');
  const join = (w: string) => (head ? `${head} ${w}` : w).replace(/ {2,}/g, ' ');
  const latin = /^[a-z]/i.test(last);
  const out: string[] = [];
  if (tags.has('v')) {
    if (lang === 'en' && latin) {
      const base = last.endsWith('e') ? last.slice(0, -1) : last;
      out.push(form, join(`${last}s`), join(`${base}ed`), join(`${base}ing`), join(`${last}d`));
    } else {
      if (CALL_FORM.test(form)) out.push(form);
      if (isCall(last, words.length > 1, entryWords)) return out;
      // a stem that ends in a vowel (जला, डुबो) takes the endings' full vowels: डुबोएं, not डुबोें
      const suffixes = latin ? ROMAN_VERB : /[ाो]$/.test(last) ? HI_VERB_VOWEL : HI_VERB;
      // no doubled vowel where a romanized call form meets a suffix: "kaato" + "o" is not
      // "kaatoo", whose long-vowel key (katu) would catch कटु
      const glue = (s: string) => (latin && /^[aeiou]/.test(s) && s[0] === last.at(-1) ? s.slice(1) : s);
      for (const s of suffixes) out.push(join(`${last}${glue(s)}`));
    }
    return out;
  }
  out.push(form);
  if (!tags.has('n')) return out;
  if (lang === 'en' && latin) {
    // -es only where English spells it (bitches, asses): "rat" + "es" would be "rates"
    out.push(join(`${last}s`));
    if (/(s|x|z|ch|sh)$/.test(last)) out.push(join(`${last}es`));
    if (last.endsWith('y')) out.push(join(`${last.slice(0, -1)}ies`));
    return out;
  }
  // Tamil, Telugu, Bengali, Marathi, Urdu: their own endings (moderation-inflect.ts)
  const own = indicNounForms(last, lang, latin, tags.has('literal'));
  if (own) {
    for (const f of own) out.push(join(f));
    return out;
  }
  const rules = latin ? ROMAN_NOUN : HI_NOUN;
  for (const [re, suffixes] of rules) {
    if (!re.test(last)) continue;
    const stem = re.source.startsWith('[') ? last : last.slice(0, -1);
    for (const s of suffixes) out.push(join(stem + s));
    break;
  }
  return out;
}

export interface Lexicon {
  /** folded phrase (words joined by one space) → entry; English and native-script keys */
  exact: Map<string, Entry>;
  /** romanized Indic phrases by their skeleton */
  roman: Map<string, Entry>;
  /** romanized Indic phrases by their long-vowel key (romanVowelKey) */
  romanVowel: Map<string, Entry>;
  /** single-word keys, for words masked with asterisks */
  singles: [string, Entry][];
  /** the first word of every key (exact, skeleton and long-vowel): most words start none */
  firstWords: Set<string>;
  /** single Latin words exactly as the lexicons write them (with their inflections) */
  latinForms: Set<string>;
  maxWords: number;
}

/** The key of a phrase: each word folded; romanized Indic words (not English) skeletonized. */
export function phraseKey(words: string[], roman: boolean): string {
  // a possessive or "is" 's is no part of the word, as the tokenizer reads it ("what's" is "what")
  const bare = words.map((w) => w.replace(/['’]s$/i, ''));
  return bare.map((w) => (roman ? romanSkeleton(foldWord(w)) : foldWord(w))).join(' ');
}

const SEVERITY_RANK: Record<Severity, number> = { low: 1, medium: 2, high: 3 };
export const severityRank = (s: Severity) => SEVERITY_RANK[s];

export function readData(name: string): string {
  return readFileSync(new URL(`../data/moderation/${name}`, import.meta.url), 'utf8');
}

export function parseLexicon(
  lang: string,
  text: string,
  file = `${lang}.tsv`,
): { entry: Entry; forms: string[] }[] {
  const out: { entry: Entry; forms: string[] }[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim() || line.startsWith('#')) return;
    const [term = '', kind = '', severity = '', tags = '', variants = ''] = line.split('\t');
    if (!KINDS.has(kind as Kind) || !SEVERITIES.has(severity as Severity))
      throw new Error(`moderation/${file} line ${i + 1}: bad kind or severity`);
    const entry: Entry = {
      term: term.trim(),
      lang,
      kind: kind as Kind,
      severity: severity as Severity,
      tags: new Set(tags.split(',').filter(Boolean)),
    };
    const raw = [entry.term, ...variants.split('|')].map((v) => v.trim().toLowerCase()).filter(Boolean);
    const words = new Set(raw.flatMap((f) => f.split(/\s+/)));
    out.push({ entry, forms: [...new Set(raw.flatMap((f) => inflect(f, lang, entry.tags, words)))] });
  });
  return out;
}

let lexicon: Lexicon | undefined;
export function loadLexicon(): Lexicon {
  if (lexicon) return lexicon;
  const exact = new Map<string, Entry>();
  const roman = new Map<string, Entry>();
  const romanVowel = new Map<string, Entry>();
  let maxWords = 1;
  const latinForms = new Set<string>();
  // Earlier and more severe entries win a shared key.
  const put = (map: Map<string, Entry>, key: string, e: Entry) => {
    const had = map.get(key);
    if (!had || severityRank(e.severity) > severityRank(had.severity)) map.set(key, e);
  };
  for (const lang of LEXICON_LANGUAGES) {
    for (const { entry, forms } of parseLexicon(lang, readData(`${lang}.tsv`))) {
      for (const form of forms) {
        const words = form.split(/\s+/);
        if (words.length === 1 && /^[a-z'-]+$/.test(form)) latinForms.add(form);
        maxWords = Math.max(maxWords, words.length);
        const isRoman = lang !== 'en' && /^[a-z]/.test(form);
        if (!isRoman) put(exact, phraseKey(words, false), entry);
        else {
          put(roman, words.map(romanEntrySkeleton).join(' '), entry);
          put(romanVowel, words.map(romanVowelKey).join(' '), entry);
        }
      }
    }
  }
  const singles: [string, Entry][] = [];
  for (const map of [exact, roman])
    for (const [k, e] of map) if (!k.includes(' ') && [...k].length >= 3) singles.push([k, e]);
  const firstWords = new Set(
    [...exact.keys(), ...roman.keys(), ...romanVowel.keys()].map((k) => k.split(' ')[0] as string),
  );
  lexicon = { exact, roman, romanVowel, singles, firstWords, latinForms, maxWords };
  return lexicon;
}

/** Whether Latin text may be looked up among the romanized Indic entries (not an English word). */
export const romanLookupAllowed = (word: string) => isLatinKey(word) && !neverAnEntry(word);
/** Whether a typed word is one no entry matches at all, not even folded (paaki is no "paki"). */
export const neverAnEntry = (word: string) => NOT_ENTRIES.has(word);

export interface ContextWords {
  second: Set<string>;
  /** second-person words that are not possessives: "you", "तू" but not "your", "तुम्हारा" */
  secondDirect: Set<string>;
  vocative: Set<string>;
  third: Set<string>;
  copula: Set<string>;
  pronounTargets: Set<string>;
  groups: Set<string>;
  people: Set<string>;
  call: Set<string>;
  reported: Set<string>;
  literal: Set<string>;
  laughter: Set<string>;
  negation: Set<string>;
  quantifier: Set<string>;
  /** words for "all" or "people" that may follow a phrase's target ("throw them all …", "ख्रिश्चन लोक …") */
  slotTail: Set<string>;
  predicates: Set<string>;
  /** places of worship: "burn their mosques" aims at a community */
  places: Set<string>;
  /** pests, game enemies and animals: "kill all the cockroaches" is pest control, not a call */
  pests: Set<string>;
  /** "कहीं का", "kahin ke": after a word with a literal sense, the insult's tail */
  tails: Set<string>;
  /** "and", "और": a comma after the first word starts a list, not an address */
  conjunction: Set<string>;
  /** a match, a final, a game: "we will wipe them out" is about the other side */
  games: Set<string>;
  /** "like", "की तरह": a comparison, so a pest word is said of someone */
  simile: Set<string>;
  idioms: Set<string>;
  /** mother, sister, wife…: the object that makes a romanized kin-tagged verb (chodunga) the profanity */
  kin: Set<string>;
  /** "pe", "ghar", "station": a kin-tagged verb with a place is "drop off" ("maa ko ghar chod dunga") */
  locative: Set<string>;
  /** abe: no insult alone, but it makes a name-word after it ("abe kamini") the insult */
  rudeVocative: Set<string>;
  /** separate genitive postpositions (का, کا, యొక్క): after a listed word, it names a topic */
  genitive: Set<string>;
  /** "community", समुदाय, সম্প্রদায়: after a community's own name (tag identity: hijra), it names the community */
  topicHeads: Set<string>;
  /** the Tamil quotative (என்று, ன்னு): reports only the words just before it (Marks.quotedAfter) */
  quotative: Set<string>;
  /** tu, tum (not tujhe): right before a romanized verbform word ("tu chodu") they make it the insult */
  secondSubject: Set<string>;
  /** a, ek, ஒரு, ఒక, একটা: "நீ ஒரு நாய்" says "you are a dog" with no copula */
  indefinite: Set<string>;
  /**
   * reported-speech words that report only what comes before them, as a verb ending its clause
   * does: Telugu అన్న ("who said …") is also "brother", said first ("అన్న, నువ్వు ఒక కుక్క")
   */
  reportedAfter: Set<string>;
  /** is, are: say a listed noun after them of the clause's subject */
  be: Set<string>;
  /** है, hai: say the listed noun right before them of the clause's subject */
  beAfter: Set<string>;
  /** I, we, मैं, हम: a subject that makes "… is an idiot" said of oneself */
  firstPerson: Set<string>;
  /** it, that, this: "is it stupid to ask" judges a thing, not someone */
  impersonal: Set<string>;
  /** this, ये: right before a listed noun, it points at someone ("this idiot") */
  demonstrative: Set<string>;
  /** am, hoon, हूँ: a first-person "be" that says a word of oneself */
  firstBe: Set<string>;
  /** film, story, character: "is a thug in the film" describes a role */
  fiction: Set<string>;
  /** "my/his/our…" before a word for a relative that is also abuse (tag relative: मेरे साले, my wife's brother) */
  kinPossessive: Set<string>;
  /** dirty, absolute, little: words that may stand between "you" and the insult ("you dirty rat") */
  epithets: Set<string>;
  /** bhai, yaar, "my brother": a mild insult said to or of a friend is banter */
  friendly: Set<string>;
  /** country, देश: pests driven out of one are people */
  nation: Set<string>;
  /** our, हमारा: "these parasites live off our taxes" sets them against us */
  ours: Set<string>;
  /** him, उसे, அவனை: one person a call to violence may be aimed at */
  personObject: Set<string>;
  maxPhraseWords: number;
}

const N: ReadonlySet<string> = new Set(['n']);
/** The language whose noun endings a context word of this script takes (Devanagari: Hindi and Marathi). */
const SCRIPT_LANGS: [RegExp, string[]][] = [
  [/[\u0B80-\u0BFF]/, ['ta']],
  [/[\u0C00-\u0C7F]/, ['te']],
  [/[\u0980-\u09FF]/, ['bn']],
  [/[\u0600-\u06FF]/, ['ur']],
  [/[\u0900-\u097F]/, ['hi', 'mr']],
];
/** A native-script context noun with its plural and case forms (முஸ்லிம்களை, মুসলমানদের, मुसलमानांना). */
function nounForms(word: string): string[] {
  const langs = SCRIPT_LANGS.find(([re]) => re.test(word))?.[1] ?? ['hi'];
  return [...new Set(langs.flatMap((l) => inflect(word, l, N)))];
}
let context: ContextWords | undefined;
/** The context lists, folded like text words; group and people nouns with their plural forms. */
export function loadContext(): ContextWords {
  if (context) return context;
  const raw = JSON.parse(readData('context.json')) as Record<string, string[]>;
  const chatWords = loadChatLexicon().toNative;
  let maxPhraseWords = 1;
  const set = (name: string, nouns = false) => {
    const s = new Set<string>();
    for (const w of raw[name] ?? []) {
      // Latin nouns take both English plurals and romanized Hindi ones (deshdrohi → deshdrohiyon)
      const lower = w.toLowerCase();
      // a romanized Hindi form that is an everyday chat word of its own is not the noun's: gay + e
      // is gaye, "went" (गए)
      const forms = !nouns
        ? [w]
        : /^[a-z]/.test(lower)
          ? [
              ...inflect(lower, 'en', N),
              ...inflect(lower, 'hi', N).filter((f) => f === lower || !chatWords.has(f)),
            ]
          : nounForms(lower);
      for (const f of forms) {
        const words = f.toLowerCase().split(/\s+/);
        maxPhraseWords = Math.max(maxPhraseWords, words.length);
        s.add(phraseKey(words, false));
        // idioms are matched by skeleton too (long phrases: no risk of catching an English word)
        if (name === 'idioms' && /^[a-z]/.test(f)) s.add(phraseKey(words, true));
      }
    }
    return s;
  };
  const second = set('second_person');
  const possessive = set('second_possessive');
  context = {
    second,
    secondDirect: new Set([...second].filter((w) => !possessive.has(w))),
    vocative: set('vocative'),
    third: set('third_person'),
    copula: set('copula'),
    pronounTargets: set('pronoun_targets'),
    groups: set('groups', true),
    people: set('people', true),
    call: set('call'),
    reported: set('reported'),
    reportedAfter: set('reported_after'),
    literal: set('literal'),
    laughter: set('laughter'),
    negation: set('negation'),
    quantifier: set('quantifier'),
    slotTail: set('slot_tail'),
    predicates: set('predicates', true),
    places: set('places', true),
    pests: set('pests', true),
    simile: set('simile'),
    games: set('games'),
    conjunction: set('conjunction'),
    tails: set('tails'),
    idioms: set('idioms'),
    kin: set('kin'),
    locative: set('locative'),
    rudeVocative: set('rude_vocative'),
    genitive: set('genitive'),
    topicHeads: set('topic_heads', true),
    secondSubject: set('second_subject'),
    indefinite: set('indefinite'),
    quotative: set('quotative'),
    be: set('be'),
    beAfter: set('be_after'),
    firstPerson: set('first_person'),
    impersonal: set('impersonal'),
    demonstrative: set('demonstrative'),
    firstBe: set('first_be'),
    epithets: set('epithets'),
    fiction: set('fiction'),
    kinPossessive: set('kin_possessive'),
    friendly: set('friendly'),
    nation: set('nation'),
    ours: set('ours'),
    personObject: set('person_object'),
    maxPhraseWords,
  };
  return context;
}
