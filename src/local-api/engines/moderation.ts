// Content moderation: lexicons per language (src/local-api/data/moderation, see the data README for
// sources and licences) matched through spelling folds and inflections (moderation-match.ts), each
// hit scored in context, plus hate that uses no listed word: generalisations (moderation-score.ts)
// and phrases with a slot for their target (moderation-phrases.ts). Each result
// keeps the contract's {type, text, start, end} and adds the kind, a severity and a score.
import { loadContext, loadLexicon } from './moderation-lexicon.js';
import { Post, tokenize } from './moderation-match.js';
import { loadPhrases } from './moderation-phrases.js';
import { warmRomanReading } from './moderation-roman.js';
import { type ResultKind, scorePost } from './moderation-score.js';

export type ModerationType = 'profanity' | 'hate_speech';
export type ModerationMatch = {
  type: ModerationType;
  text: string;
  start: number;
  end: number;
  /** profanity, insult, slur, dehumanising, violence (a call to it) or generalisation */
  kind: ResultKind;
  severity: 'low' | 'medium' | 'high';
  /** 0–1, how sure that the span is offensive here */
  score: number;
};
export type ModerationOutcome = {
  moderated_text: string;
  moderation_results: ModerationMatch[];
};

const TYPE_OF: Record<ResultKind, ModerationType> = {
  profanity: 'profanity',
  insult: 'profanity',
  slur: 'hate_speech',
  dehumanising: 'hate_speech',
  violence: 'hate_speech',
  generalisation: 'hate_speech',
};

/** Reads the lexicons and the transliteration model now (sync file reads), so no request pays for them: called at start-up. */
export function warmModerationLists(): void {
  loadLexicon();
  loadContext();
  loadPhrases();
  warmRomanReading();
}

/** The offensive spans of the asked types (all lexicons at once: Hinglish text mixes languages). */
export function findOffensive(text: string, types: readonly ModerationType[]): ModerationMatch[] {
  const wanted = new Set(types);
  const out: ModerationMatch[] = [];
  for (const s of scorePost(text, new Post(tokenize(text)))) {
    const type = TYPE_OF[s.kind];
    if (!wanted.has(type)) continue;
    out.push({
      type,
      text: text.slice(s.start, s.end),
      start: s.start,
      end: s.end,
      kind: s.kind,
      severity: s.severity,
      score: Math.round(s.score * 100) / 100,
    });
  }
  return out;
}

/** Masks each character of an offending span (letters only; spaces inside phrases stay). */
export function maskSpans(
  text: string,
  spans: readonly { start: number; end: number }[],
  mask = '*',
): string {
  let out = '';
  let at = 0;
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    if (s.start < at) continue;
    out += text.slice(at, s.start) + text.slice(s.start, s.end).replace(/\S/gu, mask);
    at = s.end;
  }
  return out + text.slice(at);
}

export function moderate(
  text: string,
  types: readonly ModerationType[] = ['profanity', 'hate_speech'],
  _language?: string,
): ModerationOutcome {
  const found = findOffensive(text, types.length ? types : ['profanity', 'hate_speech']);
  return { moderated_text: maskSpans(text, found), moderation_results: found };
}
