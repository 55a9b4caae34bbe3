// Whom a listed word in a post is aimed at, read from the words around it (moderation-score.ts
// decides with these): said of the clause's subject, pointed at, denied, said of oneself, said as
// "you a …", a kin object of a romanized verb, a topic rather than an address.
import type { Marks } from './moderation-marks.js';
import type { Hit, Post, Token } from './moderation-match.js';
import { isHindiChatWord, isRomanHindi, readsAsHindi } from './moderation-roman.js';

/** Genitive endings attached to a word: Marathi -चा/-ची/-चे/-च्या after a vowel sign, Tamil -இன்/-உடைய. */
const GENITIVE_ENDING = /(?:[\u093E-\u094C\u0902](?:चा|ची|चे|च्या)|ின்|ுடைய)$/u;
/** A listed Bengali word in the genitive: its entry's word with -(এ)র (হিজড়ার, হিজড়াদের). */
const BN_OWN_GENITIVE = /[\u0980-\u09FF]র$/u;
/** A following Bengali noun in the genitive: -ের after two letters or more (সম্প্রদায়ের, not বের "out"). */
const BN_NEXT_GENITIVE = /[\u0980-\u09FF]{2,}ের$/u;

/**
 * Whether a listed word names a topic rather than someone addressed: it is in the genitive
 * (হিজড়াদের অধিকার) or followed by a genitive (हिजड़ों का हक़, সম্প্রদায়ের), or it is a community's
 * own name (tag identity) followed by a "community" noun (হিজড়া সম্প্রদায়); the next word must
 * not be offensive itself.
 */
export function topic(post: Post, marks: Marks, hit: Hit, offensive: ReadonlySet<number>): boolean {
  const last = post.tokens[hit.i + hit.n - 1] as Token;
  const term = hit.entry.term;
  // the word's own ending, not its entry's (শুয়োর ends so; শুয়োরের বাচ্চা is listed whole)
  const own = (re: RegExp) => re.test(last.key) && !re.test(term);
  if (hit.n === 1 && (own(GENITIVE_ENDING) || own(BN_OWN_GENITIVE))) return true;
  const j = hit.i + hit.n;
  const next = post.tokens[j];
  if (!next || next.sentence !== last.sentence || offensive.has(j)) return false;
  return (
    BN_NEXT_GENITIVE.test(next.key) ||
    GENITIVE_ENDING.test(next.key) ||
    marks.any('genitive', j, j + 1, next.sentence) ||
    (hit.entry.tags.has('identity') && marks.any('topicHeads', j, j + 1, next.sentence))
  );
}

/** A kin-tagged entry's romanized spellings that छोड़- shares (chod-, chhod-); chud- (चुद-) is not it. */
export const ROMAN_LEAVE = /^ch+h?o/;

/**
 * "teri maa ko chodunga": a kin word (maa, behen…) in the clause before the hit with a second-person
 * word near it, and no place ("pe", "ghar", "station") between the kin word and the verb.
 */
export function kinObject(marks: Marks, hit: Hit, s: number): boolean {
  const [cFrom] = marks.clauseOf(hit.i);
  const kin = marks.last('kin', Math.max(cFrom, hit.i - 3), hit.i, s);
  if (kin < 0) return false;
  if (!marks.any('second', kin - 2, kin, s) && !marks.any('second', hit.i + hit.n, hit.i + hit.n + 2, s))
    return false;
  return !marks.any('locative', kin + 1, hit.i, s);
}

/**
 * An English entry's word that is also a Hindi chat word, in a sentence of romanized Hindi: the
 * Hindi word ("tu rat ko aa jana": रात, "night", not a rat).
 */
export function readAsHindi(post: Post, hit: Hit, sFrom: number, sTo: number): boolean {
  if (hit.entry.lang !== 'en' || !isHindiChatWord((post.tokens[hit.i] as Token).word)) return false;
  return readsAsHindi(othersOf(hit, sFrom, sTo).map((k) => (post.tokens[k] as Token).word));
}

/** Another word of the sentence is romanized Hindi chat or a listed word. */
export function amongHindi(
  post: Post,
  hit: Hit,
  sFrom: number,
  sTo: number,
  offensive: ReadonlySet<number>,
): boolean {
  return othersOf(hit, sFrom, sTo).some(
    (k) => offensive.has(k) || isRomanHindi((post.tokens[k] as Token).word),
  );
}

/** The indices of the sentence [sFrom, sTo) outside the hit. */
function othersOf(hit: Hit, sFrom: number, sTo: number): number[] {
  const out: number[] = [];
  for (let k = sFrom; k < sTo; k++) if (k < hit.i || k >= hit.i + hit.n) out.push(k);
  return out;
}

/**
 * "you dirty rat", "you absolute donkey", "तू गंदा कुत्ता": "you", then only epithets (context.json
 * `epithets`: dirty, absolute, uncultured…) or other listed words, then the word; "you saw a rat" and
 * "you fed the dog" have other words between.
 */
export function youWithEpithets(marks: Marks, hit: Hit, s: number, offensive: ReadonlySet<number>): boolean {
  for (let k = hit.i - 1; k >= hit.i - 3; k--) {
    if (marks.any('secondDirect', k, k + 1, s)) return k < hit.i - 1;
    if (!offensive.has(k) && !marks.any('epithets', k, k + 1, s)) return false;
  }
  return false;
}

/**
 * "you a dog" with no copula, as Tamil, Telugu and Bengali say "you are a dog" (நீ ஒரு நாய்,
 * నువ్వు ఒక కుక్క, তুই একটা কুকুর) and Hindi chat may (तू एक कुत्ता): a subject "you", an
 * indefinite "a", an epithet or none ("তুই একটা আস্ত গাধা", a whole donkey), then the word ending its
 * clause ("நீ ஒரு நாய் வாங்கு", "buy a dog", goes on).
 */
export function predicateNoun(marks: Marks, hit: Hit, s: number): boolean {
  const [, cTo] = marks.clauseOf(hit.i);
  const a = marks.any('epithets', hit.i - 1, hit.i, s) ? hit.i - 2 : hit.i - 1;
  return (
    hit.i + hit.n === cTo && marks.any('indefinite', a, a + 1, s) && marks.any('secondSubject', a - 1, a, s)
  );
}

/**
 * A listed noun pointed at someone: after "this" or "what a", an epithet allowed between ("why is
 * this idiot still the captain", "what a lunatic", "what an absolute idiot"), or said of the clause's subject: after "is/are" (up to four words
 * before it, eight for the second of two joined by "and": "ICC officials are a bunch of idiots",
 * "a drama queen and a liar"; not negated: "he is no idiot", "not all men are jerks") or right
 * before "है/hai" ("पूरा मूर्ख है"); not of oneself ("I am such an idiot", "मैं मूर्ख था"), not of
 * "it/that" ("is it stupid"), not a title after a number ("what is 3 Idiots about"), not a role in
 * a film or a story ("Maharaja was a thug in the film").
 */
export function predicative(post: Post, marks: Marks, hit: Hit, s: number): boolean {
  const [cFrom, cTo] = marks.clauseOf(hit.i);
  const before = post.tokens[hit.i - 1];
  if (before && /^\p{N}+$/u.test(before.key)) return false;
  if (marks.any('demonstrative', hit.i - 2, hit.i, s)) return true;
  // …also with an epithet between: "what an absolute idiot", "this useless clown"
  if (marks.any('epithets', hit.i - 1, hit.i, s) && marks.any('demonstrative', hit.i - 3, hit.i - 1, s))
    return true;
  // a role in a film or a story: "Maharaja was a thug in the film"
  const [sFrom, sTo] = marks.bounds.get(s) ?? [cFrom, cTo];
  if (marks.any('fiction', sFrom, sTo, s)) return false;
  const j = hit.i + hit.n;
  // "a drama queen and a liar": the second of two predicates joined by "and" reaches further back
  const reach = marks.any('conjunction', hit.i - 2, hit.i, s) ? 8 : 4;
  const be = marks.last('be', Math.max(cFrom, hit.i - reach), hit.i, s);
  if (be >= 0) {
    if (marks.any('negation', cFrom, hit.i, s) || marks.any('impersonal', be - 1, hit.i, s)) return false;
    return !marks.any('firstPerson', cFrom, be, s);
  }
  return j < cTo && marks.any('beAfter', j, j + 1, s) && !marks.any('firstPerson', cFrom, hit.i, s);
}

/**
 * A word the clause denies of its subject: "he is not a coward", "not all men are jerks" (a
 * negation and "is/are" before it), "वो गद्दार नहीं है" (a noun, then a negation and "है");
 * "ये चौकीदार नहीं चोर है" (not a watchman but a thief) still says it, and so does "तेरी औकात
 * नहीं है" (you have no standing), whose insult is the denial.
 */
export function deniedOf(marks: Marks, hit: Hit, s: number): boolean {
  const [cFrom] = marks.clauseOf(hit.i);
  const j = hit.i + hit.n;
  return (
    (marks.any('negation', cFrom, hit.i, s) && marks.any('be', cFrom, hit.i, s)) ||
    (hit.entry.tags.has('n') && marks.any('negation', j, j + 1, s) && marks.any('beAfter', j + 1, j + 2, s))
  );
}

/**
 * Said of oneself: "main bahut darpok hoon bhai", "I am such a fool" (a first-person "am" in the
 * clause), unless someone is addressed too ("main tujhe bewakoof samajhta tha" has no "am").
 */
export function ofOneself(marks: Marks, hit: Hit, s: number): boolean {
  const [cFrom, cTo] = marks.clauseOf(hit.i);
  return marks.any('firstBe', cFrom, cTo, s) && !marks.any('secondDirect', cFrom, cTo, s);
}

/** Words that may follow a verb at the end of a question ("ghar chodu kya?", "chodu na?"). */
const QUESTION_TAGS: ReadonlySet<string> = new Set(['kya', 'kyaa', 'na', 'naa', 'ya', 'nahi', 'nahin']);

/**
 * Whether a romanized word that is also a verb form (tag verbform: chodu, छोड़ूँ "shall I drop …")
 * is said of someone: a copula right after it ("tu chodu hai", "wo chodu h": the verb form takes
 * none) or a subject "tu/tum" right before it ("tu chodu"; "tujhe chodu" is "shall I drop you");
 * else, unless it ends a question ("main kal ghar chodu?", "station pe chodu kya?"), a rude
 * vocative or another insult right before or after it ("abe chodu", "saala chodu", "chodu saala")
 * or an insult's tail after it ("chodu kahin ka"). An object or a place before it makes none of these.
 */
export function saidOfSomeone(
  post: Post,
  marks: Marks,
  hit: Hit,
  s: number,
  offensive: ReadonlySet<number>,
  questions: ReadonlySet<number>,
): boolean {
  const j = hit.i + hit.n;
  if (marks.any('copula', j, j + 1, s) || marks.any('secondSubject', hit.i - 1, hit.i, s)) return true;
  const { tokens } = post;
  const [, cTo] = marks.clauseOf(hit.i);
  let end = j;
  while (end < cTo && QUESTION_TAGS.has((tokens[end] as Token).key)) end++;
  if (end === cTo && questions.has((tokens[hit.i] as Token).clause)) return false;
  const before = tokens[hit.i - 1];
  const after = tokens[j];
  return (
    marks.any('rudeVocative', hit.i - 1, hit.i, s) ||
    (before?.sentence === s && offensive.has(hit.i - 1)) ||
    (after?.sentence === s && offensive.has(j)) ||
    marks.any('tails', j, j + 1, s)
  );
}
