// Scoring a post's lexicon hits in context, and finding hate that uses no listed slur. A word list
// flags candidates; these rules decide: is the word aimed at someone (second-person address, a
// person or a group named near it), is it literal (#कुत्ते in a post about dogs), reported ("he
// called me a …", quotation marks), banter (laughter with a mild word), a call to violence (an
// imperative or "should" with a target) or a generalisation about a community ("all X are
// terrorists"). Scores are hand-set, not learned: no openly licensed labelled data to learn from.

import {
  amongHindi,
  deniedOf,
  kinObject,
  ofOneself,
  predicateNoun,
  predicative,
  ROMAN_LEAVE,
  readAsHindi,
  saidOfSomeone,
  topic,
  youWithEpithets,
} from './moderation-aim.js';
import { type Kind, loadContext, type Severity, severityRank } from './moderation-lexicon.js';
import { type ContextSet, Marks } from './moderation-marks.js';
import { findHits, type Hit, type Post, phraseIn, type Token } from './moderation-match.js';
import { foldWord } from './moderation-normalise.js';
import { findPhrases, pestsOnly } from './moderation-phrases.js';

export type ResultKind = Kind;
export interface Scored {
  kind: ResultKind;
  severity: Severity;
  /** 0–1: how sure that this span is offensive in this post */
  score: number;
  start: number;
  end: number;
}

/** Results below this score are not reported. */
export const REPORT_AT = 0.5;
/** "had to" after an infinitive (Hindi पड़ा/पड़ी/पड़े, romanized): a report of what was done. */
const HAD_TO: ReadonlySet<string> = new Set(
  ['पड़ा', 'पड़ी', 'पड़े', 'pada', 'padi', 'pade', 'padha', 'padhi', 'padhe'].map(foldWord),
);
const BASE: Record<Severity, number> = { low: 0.55, medium: 0.7, high: 0.85 };
/** Words either side of a hit that count as "near" it. */
const NEAR = 4;
/** Hindi postpositions (and their romanized spellings) that govern the noun before them. */
const POSTPOSITIONS: ReadonlySet<string> = new Set(
  ['पर', 'को', 'से', 'में', 'par', 'pe', 'ko', 'se', 'mein'].map(foldWord),
);
const LAUGHTER = /[😂🤣😆😜😝😁😅😄]/u;

/** A friendly word (bhai, yaar, "my brother") in sentence s, and no people word but those. */
function toFriend(marks: Marks, sFrom: number, sTo: number, s: number): boolean {
  let friend = false;
  for (let k = sFrom; k < sTo; k++) {
    const isFriend = marks.any('friendly', k, k + 1, s);
    friend ||= isFriend;
    if (!isFriend && marks.any('people', k, k + 1, s)) return false;
  }
  return friend;
}

function scoreHit(
  post: Post,
  marks: Marks,
  hit: Hit,
  bounds: [number, number],
  laughing: boolean,
  offensiveNear: boolean,
  /** indices of the tokens some lexicon hit covers */
  offensive: ReadonlySet<number>,
  /** …of those, the tokens of insults and profanity with no literal sense ("stupid idiots") */
  insults: ReadonlySet<number>,
  mention: boolean,
  /** a violent verb in this hit's clause aimed at pests only ("kill all the rats in the house") */
  pestControl: boolean,
  /** the clauses that end with a question mark */
  questions: ReadonlySet<number>,
): Scored | undefined {
  const { tokens } = post;
  const e = hit.entry;
  const first = tokens[hit.i] as Token;
  const s = first.sentence;
  const [sFrom, sTo] = bounds;
  if (readAsHindi(post, hit, sFrom, sTo)) return undefined;
  // a title right after "film": "शाहिद कपूर की फ़िल्म कमीने"
  if (marks.any('fiction', hit.i - 1, hit.i, s)) return undefined;
  // a kinship word too (साला, a wife's brother) after "my/his/our": "मेरे साले की शादी"
  if (e.tags.has('relative') && marks.any('kinPossessive', hit.i - 1, hit.i, s)) return undefined;
  const a = hit.i - NEAR;
  const b = hit.i + hit.n + NEAR;
  const near = (name: ContextSet) => marks.any(name, a, b, s);
  // the word's clause
  const [cFrom, cTo] = marks.clauseOf(hit.i);
  // a dehumanising word is said to "you" in its own clause ("you people are a cancer"), not beside a
  // "your" in the next ("… died of cancer, get your screenings done")
  const second =
    e.kind === 'dehumanising' ? marks.any('second', Math.max(a, cFrom), Math.min(b, cTo), s) : near('second');
  // a word that is also a community's own name, then a "community" noun (हिजड़ा समुदाय): that
  // noun is what the word names, no group it is aimed at
  const j = hit.i + hit.n;
  const names = e.tags.has('identity') && marks.any('topicHeads', j, j + 1, s);
  const group = names
    ? marks.any('groups', hit.i - 6, j, s) || marks.any('groups', j + 1, j + 6, s)
    : marks.any('groups', hit.i - 6, j + 6, s);
  const pronoun = near('pronounTargets');
  // a people word inside the hit is part of it ("con men"), not someone it is aimed at
  const people = marks.any('people', a, hit.i, s) || marks.any('people', hit.i + hit.n, b, s);
  const quantifier = marks.any('quantifier', hit.i - 2, hit.i, s);
  // the word opening its sentence, then a comma: "गधे, इतना भी नहीं पता" (not a list: "dogs,
  // cats and rabbits")
  const next = tokens[hit.i + hit.n];
  const vocativeComma =
    hit.i === sFrom &&
    next !== undefined &&
    next.sentence === s &&
    next.clause !== first.clause &&
    !marks.any('conjunction', sFrom, sTo, s);
  // a short sentence the word opens ("Kamine!", "harami kahin ka"); a word with a literal sense
  // must end it or be followed by an insult's tail ("गधा कहीं का"), since "కుక్క పడుకుంది" (the
  // dog lay down) is about a dog; a word that names a topic is no address ("হিজড়া সম্প্রদায়ের
  // অধিকার", the rights of the hijra community)
  const tail = marks.any('tails', hit.i + hit.n, hit.i + hit.n + 1, s);
  const short =
    hit.i === sFrom &&
    sTo - sFrom <= 3 &&
    (!e.tags.has('literal') || hit.i + hit.n === sTo || tail) &&
    !(topic(post, marks, hit, offensive) && !tail && !marks.any('second', sFrom, sTo, s));
  // the word alone in the clause that ends its sentence, after a comma: "besharmi ki had hai,
  // nalayak" (not a list's last item: "eggs, milk and bread")
  const vocativeLast =
    cFrom === hit.i &&
    cTo === hit.i + hit.n &&
    cTo === sTo &&
    cFrom > sFrom &&
    !marks.any('conjunction', sFrom, sTo, s);
  // addressed: "तू कमीना है", "abe kutte … aukat me reh", "@x …", the word alone, or with an
  // insult's tail ("besharam kahin ka, …")
  // the word ending its sentence right after a Hindi copula: "kya bakwas kar raha hai bewakoof"
  const afterCopula = j === sTo && hit.i > sFrom && marks.any('beAfter', hit.i - 1, hit.i, s);
  const addressed =
    second ||
    vocativeComma ||
    vocativeLast ||
    afterCopula ||
    // a word with a literal sense only in the address's own clause: "चुप कर, कुत्ता सो रहा है" (hush,
    // the dog is asleep)
    marks.any('vocative', e.tags.has('literal') ? cFrom : sFrom, hit.i + hit.n, s) ||
    mention ||
    short ||
    tail;
  // a word with a literal sense is aimed by its own rules below ("ये मेरा कुत्ता है" is no insult)
  const plain = !e.tags.has('literal');
  // ...and a group or people word aims it only when named right before it or linked to it by a
  // copula ("BJP ke clowns", "these party people are clowns"), not anywhere near: "the clown at
  // the birthday party" ("party" is a people word: "the other party")
  const linkedBefore = (name: ContextSet, from: number) => {
    const at = marks.last(name, from, hit.i, s);
    return at >= 0 && (at >= hit.i - 2 || marks.any('copula', at + 1, hit.i, s));
  };
  const groupAim = plain ? group : linkedBefore('groups', hit.i - 6);
  // "X of a Y" names Y by X: "this pig of a politician", "that snake of a man"
  const ofA =
    tokens[j]?.key === 'of' &&
    (tokens[j + 1]?.key === 'a' || tokens[j + 1]?.key === 'an') &&
    marks.any('people', j + 2, j + 3, s);
  const peopleAim = plain ? people : ofA || linkedBefore('people', a);
  const aimed =
    addressed ||
    (near('third') && marks.any('copula', sFrom, sTo, s)) ||
    peopleAim ||
    groupAim ||
    pronoun ||
    quantifier ||
    (plain && e.tags.has('n') && predicative(post, marks, hit, s)) ||
    (plain && (insults.has(hit.i - 1) || insults.has(hit.i + hit.n)));
  // reported speech or a quotation: "he called me a …", "उसने मुझे कमीना कहा" (the verb comes after);
  // a Tamil quotative reports only the words it follows ("பொறுக்கி என்று அவன் திட்டினான்")
  const reported =
    first.quoted ||
    marks.any('reported', sFrom, sTo, s) ||
    marks.any('reportedAfter', hit.i + hit.n, sTo, s) ||
    marks.quotedAfter(hit.i + hit.n, s, hit.quotative === true);
  let severity = e.severity;
  let score = BASE[severity];

  if (e.kind === 'violence') {
    // a call: "should/let's/चाहिए" near it or the verb opening its sentence; Indic forms are calls
    const call =
      e.lang !== 'en' ||
      hit.i === sFrom ||
      // a threat that holds its "you" ("… and I'll break your legs") is said to someone already
      marks.any('second', hit.i, hit.i + hit.n, s) ||
      marks.any('call', a, hit.i, s) ||
      marks.any('call', hit.i + hit.n, b, s);
    // "X को मारो": aimed at X when X is a group or an offensive word (not "मच्छरों को मारो")
    const object =
      marks.any('object', hit.i - 3, hit.i, s) &&
      (offensiveNear || marks.any('predicates', hit.i - 6, hit.i, s) || group);
    // a quantifier alone names no target: "सारे काम खत्म कर दो" is "finish all the work"
    // …or one person: "someone should kill him", "వాడిని చంపేయండి"
    const person = near('personObject');
    if (!call || !(group || pronoun || second || people || object || offensiveNear || person))
      return undefined;
    // "पुलिस को उसे गोली मार देनी पड़ी": an infinitive before "had to" is what was done, not a call
    if (HAD_TO.has(tokens[hit.i + hit.n]?.key ?? '')) return undefined;
    // "kill all the cockroaches", "गेम में सारे ज़ॉम्बी मार दो": pests or a game, no community
    // …unless the pests are a simile: "मुल्लों को कीड़ों की तरह कुचल दो" (crush them like insects)
    if (pestsOnly(marks, cFrom, cTo, s) && !marks.any('simile', cFrom, cTo, s)) return undefined;
    // "we will wipe them out in the final": "them" in a match is the other team
    const game = marks.any('games', sFrom, hit.i, s) || marks.any('games', hit.i + hit.n, sTo, s);
    if (!(group || object || offensiveNear) && game) return undefined;
  } else if (e.kind === 'dehumanising') {
    // "Muslims are a cancer", "ये मुल्ले कीड़े हैं": a target before it, a copula after the target
    const target = Math.max(
      marks.last('groups', hit.i - 6, hit.i, s),
      marks.last('pronounTargets', hit.i - 6, hit.i, s),
      marks.last('quantifier', hit.i - 3, hit.i, s),
    );
    // the word before a postposition is no predicate: "ये जानवरों पर अत्याचार है" (cruelty to animals)
    const governed = POSTPOSITIONS.has(tokens[hit.i + hit.n]?.key ?? '');
    // "ये बीमारी ज़्यादा है": a "these" right before the word is its determiner ("this disease"),
    // so the word is the subject, said of no one unless a copula follows it at once ("ये कीड़े हैं")
    // (not before a simile: in "ये दीमकों की तरह देश को खा रहे हैं" ये is the subject)
    const determiner =
      target === hit.i - 1 &&
      marks.any('quantifier', target, hit.i, s) &&
      !marks.any('groups', target, hit.i, s) &&
      !marks.any('simile', j, j + 2, s);
    const linked =
      target >= 0 &&
      !governed &&
      (determiner ? marks.any('copula', j, j + 1, s) : marks.any('copula', target + 1, sTo, s));
    // a negation undoes the word in its own clause ("Muslims are not a cancer"), not in another
    // ("ये नेता नहीं, … जोंक हैं": not politicians, leeches)
    // "These parasites live off our taxes": a target before it and "our" after it set them against
    // us, unless the sentence is about the creatures ("these parasites in our gut")
    const againstUs =
      target >= 0 &&
      !governed &&
      marks.any('ours', hit.i + hit.n, cTo, s) &&
      !marks.any('literal', sFrom, sTo, s);
    if (!(linked || addressed || againstUs) || marks.any('negation', cFrom, cTo, s)) return undefined;
    // a pest word after a bare "these" is the pest ("ये चूहे बहुत शोर करते हैं"): people must be
    // named, or it must be a simile ("ये दीमकों की तरह देश को खा रहे हैं")
    const simile = marks.any('simile', hit.i - 2, hit.i + hit.n + 3, s);
    // "ईसाई … धर्म बदल रहे हैं, ये एक बीमारी हैं": "these are a …" says it of a community named
    // earlier in the sentence ("ये बीमारी …", this disease, names none)
    const namedEarlier = marks.any('indefinite', hit.i - 1, hit.i, s) && marks.any('groups', sFrom, hit.i, s);
    if (
      marks.any('pests', hit.i, hit.i + hit.n, s) &&
      !(group || pronoun || second || offensiveNear || simile || namedEarlier)
    )
      return undefined;
    if (group) severity = 'high';
  } else {
    // a word with a literal sense (dog, pig): "you dog" / "तू कुत्ता" is aimed, "your dog",
    // "take the dog for a walk" is not; with a literal cue around, only direct address counts
    const you = marks.last('secondDirect', hit.i - NEAR, hit.i, s);
    const direct =
      vocativeComma ||
      // "चुप कर गंदे सूअर, तेरी राय …": a rude command or address word in its own clause
      marks.any('vocative', cFrom, hit.i, s) ||
      marks.any('secondDirect', hit.i - 1, hit.i, s) ||
      marks.any('secondDirect', hit.i + hit.n, hit.i + hit.n + 1, s) ||
      // "you are a pig"; Hindi puts the copula last: "तुम लोग कुत्ते हो"
      (you >= 0 &&
        (marks.any('copula', you + 1, hit.i, s) ||
          marks.any('copula', hit.i + hit.n, hit.i + hit.n + 2, s))) ||
      predicateNoun(marks, hit, s) ||
      youWithEpithets(marks, hit, s, offensive);
    const literal = first.hashtag || pestControl || marks.any('literal', sFrom, sTo, s);
    const aimedLiterally = aimed && (direct || !second || groupAim || peopleAim || quantifier);
    if (e.tags.has('literal') && (!aimedLiterally || (literal && !direct))) return undefined;
    // a hashtag is a topic, not an address: #ChowkidarChorHai tags a campaign, #FuckModi says it
    if (
      e.tags.has('target') &&
      (!aimed || first.hashtag || deniedOf(marks, hit, s) || ofOneself(marks, hit, s))
    )
      return undefined;
    // also a given name (kamini: कामिनी): a comma, a short sentence, "tum" or "ye … hai" address or
    // introduce a person by name too ("Kamini, kal milte hain"); only "you are X" or a group says it
    const youAre =
      you >= 0 &&
      (marks.any('copula', you + 1, hit.i, s) || marks.any('copula', hit.i + hit.n, hit.i + hit.n + 2, s));
    // "abe kamini": a rude vocative, then the word, and nothing else (but an insult's tail)
    const rudeCall =
      hit.i - 1 === sFrom &&
      marks.any('rudeVocative', sFrom, hit.i, s) &&
      (hit.i + hit.n === sTo || marks.any('tails', hit.i + hit.n, hit.i + hit.n + 1, s));
    if (e.tags.has('name') && !(youAre || group || rudeCall)) return undefined;
    // an abbreviation that is also English chat (bc: "because"): only among romanized Hindi words
    // or other listed words ("bc kya bakwas hai ye", "mc bc"; not "bc I was late")
    if (e.tags.has('hinglish') && !amongHindi(post, hit, sFrom, sTo, offensive)) return undefined;
    // a romanized spelling that is also an everyday verb (chodunga: छोड़ूँगा, "I'll drop you"): the
    // profanity only with "your mother/sister…" as its object and no place between them, or said
    // as "you a …" (Bengali "tui ekta chodna": চোদনা, which this entry's key also reads)
    if (
      e.tags.has('kin') &&
      ROMAN_LEAVE.test(first.word) &&
      !kinObject(marks, hit, s) &&
      !predicateNoun(marks, hit, s)
    )
      return undefined;
    // a romanized spelling that is also a form of छोड़ना (chodu: छोड़ूँ, "shall I drop …"): the
    // insult only when said of someone ("tu chodu hai", "abe chodu"), not "main kal ghar chodu?"
    if (
      e.tags.has('verbform') &&
      ROMAN_LEAVE.test(first.word) &&
      !saidOfSomeone(post, marks, hit, s, offensive, questions)
    )
      return undefined;
    if (e.kind === 'slur' && group) severity = 'high';
  }
  if (addressed && e.kind !== 'violence') score += 0.1;
  if (reported) score *= 0.4;
  // banter: a mild word among friends laughing ("saale 😂"), not about a community, nor mockery of
  // someone else ("what a moron this spokesperson is lol", "can't even win his own seat 😂")
  if (
    laughing &&
    severityRank(severity) <= 2 &&
    (e.kind === 'profanity' || e.kind === 'insult') &&
    !group &&
    !people &&
    !someoneElse(marks, sFrom, sTo, s)
  )
    score *= 0.65;
  // …or the mildest insult said to or of a friend ("bhai tu toh pagal hai", "my brother is such a
  // clown"), when nobody else is named ("ye neta pagal hai bhai" stays)
  else if (e.kind === 'insult' && severity === 'low' && !group && toFriend(marks, sFrom, sTo, s))
    score *= 0.65;
  // an insult that also damns a community named near it ("saare kashmiri gaddar hote hain") is a
  // generalisation about that community: hate speech, as generalisations() reports it, not one
  // person's insult
  if (e.kind === 'insult' && group && phraseIn(post, hit.i, hit.n, loadContext().predicates)) {
    const at = severityRank(severity) < severityRank('medium') ? 'medium' : severity;
    return {
      kind: 'generalisation',
      severity: at,
      score: Math.min(0.99, Math.max(score, BASE.medium)),
      start: hit.start,
      end: hit.end,
    };
  }
  return { kind: e.kind, severity, score: Math.min(0.99, score), start: hit.start, end: hit.end };
}

/**
 * Hate without a slur: a community named with a predicate that damns all of it ("Muslims are
 * terrorists", "ये बिहारी सब चोर होते हैं"), unless negated (in the predicate's clause) or reported.
 */
function generalisations(
  post: Post,
  marks: Marks,
  bounds: Map<number, [number, number]>,
  taken: ReadonlySet<number>,
): Scored[] {
  const out: Scored[] = [];
  const ctx = loadContext();
  for (const [s, [from, to]] of bounds) {
    if (!marks.any('groups', from, to, s)) continue;
    if (marks.any('reported', from, to, s) || marks.any('reportedAfter', from, to, s)) continue;
    if (!marks.any('copula', from, to, s) && !marks.any('quantifier', from, to, s)) continue;
    for (let i = from; i < to; i++) {
      if (taken.has(i) || !phraseIn(post, i, 1, ctx.predicates)) continue;
      // a negation undoes the predicate of its own clause only: "X चोर होते हैं, भरोसा मत करना" stands
      const [cFrom, cTo] = marks.clauseOf(i);
      if (marks.any('negation', cFrom, cTo, s)) continue;
      const t = post.tokens[i] as Token;
      out.push({ kind: 'generalisation', severity: 'medium', score: 0.7, start: t.start, end: t.end });
      break;
    }
  }
  return out;
}

/** Every offensive span of a post with its kind, severity and score (only those worth reporting). */
export function scorePost(text: string, post: Post): Scored[] {
  const ctx = loadContext();
  const { tokens } = post;
  const marks = new Marks(post);
  const { bounds } = marks;
  const laughing = LAUGHTER.test(text) || tokens.some((t) => ctx.laughter.has(t.key));
  const out: Scored[] = [];
  const taken = new Set<number>();
  const hits = findHits(post);
  const mentioned = new Set(tokens.filter((t) => t.mention).map((t) => t.sentence));
  const offensive = new Set<number>();
  const insults = new Set<number>();
  for (const h of hits) {
    if (h.entry.kind === 'violence') continue;
    const plain = !h.entry.tags.has('literal') && (h.entry.kind === 'insult' || h.entry.kind === 'profanity');
    for (let m = h.i; m < h.i + h.n; m++) {
      offensive.add(m);
      if (plain) insults.add(m);
    }
  }
  // the clauses a question mark ends ("main kal ghar chodu?")
  const questions = new Set<number>();
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    if ((!next || next.clause !== t.clause) && text.slice(t.end, next?.start ?? text.length).includes('?'))
      questions.add(t.clause);
  });
  const violentClauses = new Set(
    hits.filter((h) => h.entry.kind === 'violence').map((h) => (tokens[h.i] as Token).clause),
  );
  hits.forEach((hit, k) => {
    // another offensive word around a violent verb names its target ("kill all the jihadis");
    // hits are in order, so only the neighbours need looking at
    let offensiveNear = false;
    for (let j = k - 1; j >= 0 && !offensiveNear && (hits[j] as Hit).i >= hit.i - 6; j--)
      offensiveNear = (hits[j] as Hit).entry.kind !== 'violence';
    for (let j = k + 1; j < hits.length && !offensiveNear && (hits[j] as Hit).i <= hit.i + hit.n + NEAR; j++)
      offensiveNear = (hits[j] as Hit).entry.kind !== 'violence';
    const s = (tokens[hit.i] as Token).sentence;
    const bound = bounds.get(s) ?? [0, tokens.length];
    const clause = (tokens[hit.i] as Token).clause;
    const [cFrom, cTo] = marks.clauseOf(hit.i);
    const pestControl = violentClauses.has(clause) && pestsOnly(marks, cFrom, cTo, s);
    const scored = scoreHit(
      post,
      marks,
      hit,
      bound,
      laughing,
      offensiveNear,
      offensive,
      insults,
      mentioned.has(s),
      pestControl,
      questions,
    );
    // a word its own rules leave unflagged may still damn a community ("saare bihari chor hote hain")
    if (!scored || scored.score < REPORT_AT) return;
    for (let m = hit.i; m < hit.i + hit.n; m++) taken.add(m);
    out.push(scored);
  });
  out.push(...generalisations(post, marks, bounds, taken));
  for (const p of findPhrases(post, marks, offensive)) {
    const score = BASE[p.entry.severity] * (p.reported ? 0.4 : 1);
    // a listed word of the same kind inside it ("Hindus should be exterminated") already says so
    const told = out.some((o) => o.kind === p.entry.kind && o.start < p.end && o.end > p.start);
    if (score >= REPORT_AT && !told)
      out.push({ kind: p.entry.kind, severity: p.entry.severity, score, start: p.start, end: p.end });
  }
  return out.sort((x, y) => x.start - y.start);
}

/** A third person in sentence s, not a word that is also "this"/"that" (ये, वो: "saale ye kya hai 😂"). */
function someoneElse(marks: Marks, from: number, to: number, s: number): boolean {
  for (let k = from; k < to; k++)
    if (marks.any('third', k, k + 1, s) && !marks.any('demonstrative', k, k + 1, s)) return true;
  return false;
}
