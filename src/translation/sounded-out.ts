// When the language service has no translation engine for a pair it answers with a transliteration
// (apiStatus 10): the words sounded out in the target script, not translated. Readers are told so
// beside the text, and admins once per workspace how to get real translation.
import type { TranslationOutcome } from '../core/command.js';
import { nameIn, say } from '../core/i18n.js';
import type { Reply } from '../core/reply.js';
import { languageName } from '../language/names.js';
import { CATALOGS } from '../locales/index.js';

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

/** ISO 15924 code of a language's script, for its name in another language (Intl.DisplayNames). */
const SCRIPT_CODE: Record<string, string> = {
  ...Object.fromEntries(['hi', 'mr', 'ne', 'mai', 'sa', 'doi', 'kok', 'kon', 'brx'].map((l) => [l, 'Deva'])),
  bn: 'Beng',
  mni: 'Beng',
  gu: 'Gujr',
  pa: 'Guru',
  or: 'Orya',
  ta: 'Taml',
  te: 'Telu',
  kn: 'Knda',
  ml: 'Mlym',
  ks: 'Arab',
  sd: 'Arab',
  sat: 'Olck',
  en: 'Latn',
};

/** The catalog `lang` reads (`hi-IN` reads `hi`); English for a language dubash has none for. */
function catalogOf(lang: string): string {
  const base = lang.split(/[-_]/)[0]?.toLowerCase() ?? 'en';
  return base in CATALOGS ? base : 'en';
}

const scriptNames = new Map<string, Intl.DisplayNames | null>();

/**
 * The name of `language`'s script, said in `lang`: "Devanagari" in English; in the other catalogs'
 * languages the script's own name there (देवनागरी), else the language's (उर्दू), which their sentence
 * follows with their word for script.
 */
export function scriptName(language: string, lang = 'en'): string {
  const base = catalogOf(lang);
  if (base === 'en') return SCRIPT_OF[language] ?? `${languageName(language)} script`;
  if (!scriptNames.has(base)) {
    try {
      scriptNames.set(base, new Intl.DisplayNames([base], { type: 'script', fallback: 'none' }));
    } catch {
      scriptNames.set(base, null);
    }
  }
  const code = SCRIPT_CODE[language];
  return (code && scriptNames.get(base)?.of(code)) || nameIn(base, language);
}

/** "sounded out in Devanagari; no translation engine for en→hi here — …", said in `lang`. */
export function soundedOutNote(from: string, to: string, lang = 'en'): string {
  return say(lang, 'soundedOut.note', { script: scriptName(to, lang), from, to });
}

/** The translation apiStatus of an answer only transliterated (sounded out), not translated. */
export const SOUNDED_OUT_STATUS = 10;

/** The compact marker of a line only sounded out, in `lang`: beside a label, or after a conversation line. */
export const soundedOutMark = (lang = 'en'): string => say(lang, 'soundedOut.mark');

/** The marker in English: "(sounded out, not translated)" (the command line's). */
export const SOUNDED_OUT_MARK = soundedOutMark('en');

/** The marker in every catalog's language: a line ending in one is marked already. */
const MARKS = [...new Set(Object.keys(CATALOGS).map((l) => soundedOutMark(l)))];

/** The label of a translation line, in `lang`: "Hindi", or "Hindi (sounded out, not translated)". */
export function translationLabel(
  language: string,
  outcome: Pick<TranslationOutcome, 'transliterated'>,
  lang = 'en',
): string {
  const name = nameIn(catalogOf(lang), language);
  return outcome.transliterated?.includes(language) ? `${name} ${soundedOutMark(lang)}` : name;
}

/**
 * A conversation line in `language` (a bridged copy, a live caption), marked when it was only
 * sounded out: "…text (sounded out, not translated)". A sentence under every line would be noise.
 */
export function markIfSoundedOut(
  text: string,
  language: string,
  outcome: Pick<TranslationOutcome, 'transliterated'>,
  lang = 'en',
): string {
  return outcome.transliterated?.includes(language) ? `${text} ${soundedOutMark(lang)}` : text;
}

/** language → note (said in `lang`), for each target the outcome only sounded out (Reply.soundedOut). */
export function soundedOutNotes(outcome: TranslationOutcome, lang = 'en'): Record<string, string> {
  const from = outcome.source ?? '?';
  return Object.fromEntries((outcome.transliterated ?? []).map((t) => [t, soundedOutNote(from, t, lang)]));
}

/**
 * The reader's note (said in `lang`), written under the translation in the same message: "(Sounded
 * out in Devanagari; no translation engine for en→hi here — …)", one line per such target.
 */
export function soundedOutLine(outcome: TranslationOutcome, lang = 'en'): string | undefined {
  const targets = outcome.transliterated ?? [];
  if (targets.length === 0) return undefined;
  const from = outcome.source ?? '?';
  const notes = targets.map((t) =>
    targets.length > 1
      ? `${nameIn(catalogOf(lang), t)}: ${say(lang, 'soundedOut.sentence', { note: soundedOutNote(from, t, lang) })}`
      : say(lang, 'soundedOut.sentence', { note: capital(soundedOutNote(from, t, lang)) }),
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
      return [lang, note && !MARKS.some((m) => text.endsWith(m)) ? `${text}\n(${sentence(note)})` : text];
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

/** A note (soundedOut.note in some language) as a sentence, with that language's full stop. */
function sentence(note: string): string {
  const lang = NOTE_ENDINGS.find(([, end]) => note.endsWith(end))?.[0] ?? 'en';
  return say(lang, 'soundedOut.sentence', { note: capital(note) });
}

/** Each catalog's note, by how it ends (its words after the last param). */
const NOTE_ENDINGS = Object.keys(CATALOGS).map(
  (l) => [l, say(l, 'soundedOut.note').replace(/^[\s\S]*\}/, '')] as const,
);

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
