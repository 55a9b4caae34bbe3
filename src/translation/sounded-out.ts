// When the language service has no translation engine for a pair it answers with a transliteration
// (apiStatus 10): the words sounded out in the target script, not translated. Readers are told so
// beside the text, and admins once per workspace how to get real translation.
import type { TranslationOutcome } from '../core/command.js';
import { nameIn, say } from '../core/i18n.js';
import type { Reply } from '../core/reply.js';
import { languageName } from '../language/names.js';

const SCRIPT_OF: Record<string, string> = {
  hi: 'Devanagari',
  mr: 'Devanagari',
  ne: 'Devanagari',
  mai: 'Devanagari',
  sa: 'Devanagari',
  doi: 'Devanagari',
  kok: 'Devanagari',
  kon: 'Devanagari',
  brx: 'Devanagari',
  bn: 'Bengali script',
  as: 'Assamese script',
  mni: 'Bengali script',
  gu: 'Gujarati script',
  pa: 'Gurmukhi',
  or: 'Odia script',
  ta: 'Tamil script',
  te: 'Telugu script',
  kn: 'Kannada script',
  ml: 'Malayalam script',
  ur: 'Urdu script',
  ks: 'Perso-Arabic script',
  sd: 'Perso-Arabic script',
  sat: 'Ol Chiki',
  en: 'Latin script',
};

export function scriptName(language: string): string {
  return SCRIPT_OF[language] ?? `${languageName(language)} script`;
}

/** "sounded out in Devanagari; no translation engine for en→hi here — …" */
export function soundedOutNote(from: string, to: string): string {
  return (
    `sounded out in ${scriptName(to)}; no translation engine for ${from}→${to} here — ` +
    'set LOCAL_MT_URL or use the Language Services API'
  );
}

/** The translation apiStatus of an answer only transliterated (sounded out), not translated. */
export const SOUNDED_OUT_STATUS = 10;

/** The compact marker of a line only sounded out: beside a label, or after a conversation line. */
export const SOUNDED_OUT_MARK = '(sounded out, not translated)';

/** The label of a translation line: "Hindi", or "Hindi (sounded out, not translated)". */
export function translationLabel(
  language: string,
  outcome: Pick<TranslationOutcome, 'transliterated'>,
): string {
  return outcome.transliterated?.includes(language)
    ? `${languageName(language)} ${SOUNDED_OUT_MARK}`
    : languageName(language);
}

/**
 * A conversation line in `language` (a bridged copy, a live caption), marked when it was only
 * sounded out: "…text (sounded out, not translated)". A sentence under every line would be noise.
 */
export function markIfSoundedOut(
  text: string,
  language: string,
  outcome: Pick<TranslationOutcome, 'transliterated'>,
): string {
  return outcome.transliterated?.includes(language) ? `${text} ${SOUNDED_OUT_MARK}` : text;
}

/** language → note, for each target the outcome only sounded out (Reply.soundedOut). */
export function soundedOutNotes(outcome: TranslationOutcome): Record<string, string> {
  const from = outcome.source ?? '?';
  return Object.fromEntries((outcome.transliterated ?? []).map((t) => [t, soundedOutNote(from, t)]));
}

/**
 * The reader's note, written under the translation in the same message: "(Sounded out in
 * Devanagari; no translation engine for en→hi here — …)", one line per such target.
 */
export function soundedOutLine(outcome: TranslationOutcome): string | undefined {
  const targets = outcome.transliterated ?? [];
  if (targets.length === 0) return undefined;
  const from = outcome.source ?? '?';
  const notes = targets.map((t) =>
    targets.length > 1
      ? `${languageName(t)}: ${soundedOutNote(from, t)}.`
      : `${capital(soundedOutNote(from, t))}.`,
  );
  return `(${notes.join('\n')})`;
}

/**
 * Each language's text with its reader's note under it, for views that show one language alone
 * (a Telegram forum topic per language): "…\n(Sounded out in Devanagari; …)". A line already
 * marked (a live caption, markIfSoundedOut) keeps its mark alone: a note under it would be noise.
 */
export function withSoundedOutNotes(
  translations: Record<string, string>,
  notes: Record<string, string> | undefined,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(translations).map(([lang, text]) => {
      const note = notes?.[lang];
      return [lang, note && !text.endsWith(SOUNDED_OUT_MARK) ? `${text}\n(${capital(note)}.)` : text];
    }),
  );
}

/**
 * The first time in the workspace a target was only sounded out: how to get real translation, said
 * in `lang` (the workspace's language, which its admins read).
 */
export function soundedOutAdminNotice(outcome: TranslationOutcome, lang = 'en'): Reply[] {
  const targets = outcome.transliterated ?? [];
  if (targets.length === 0 || !outcome.firstTransliteration) return [];
  const from = outcome.source ?? '?';
  const pairs = targets.map((t) => `${nameIn(lang, from)} → ${nameIn(lang, t)}`).join(', ');
  return [{ type: 'notice', audience: 'admins', text: say(lang, 'soundedOut.admins', { pairs }) }];
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
