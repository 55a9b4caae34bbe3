// Language names for people (codes are for machines): "Hindi: …" labels and confirmations.
import { DOC_LANGUAGE_NAMES, OCR_LANGUAGES, STT_LANGUAGES } from '../language/codes.js';

/** code → the document API's language name (`hi` → `hindi`). */
const DOC_NAME_OF: Record<string, string> = Object.fromEntries(
  Object.entries(DOC_LANGUAGE_NAMES).map(([name, code]) => [code, name]),
);

const NAME_OF: Record<string, string> = Object.fromEntries(
  Object.entries(DOC_NAME_OF).map(([code, name]) => [code, name[0]?.toUpperCase() + name.slice(1)]),
);
// Hindi readers who prefer the Latin script (features/automatic.ts HINDI_LATIN).
NAME_OF['hi-Latn'] = 'Hindi (Latin)';
NAME_OF.sa = 'Sanskrit';

export function languageName(code: string): string {
  return NAME_OF[code] ?? code;
}

/** The name the document API uses for a language code (`hi` → `hindi`), undefined if it has none. */
export function docLanguageName(code: string): string | undefined {
  return DOC_NAME_OF[code];
}

/** The STT language for a member's language: itself when the API has it, else English. */
export function sttLanguage(language: string): string {
  return (STT_LANGUAGES as readonly string[]).includes(language) ? language : 'en';
}

/** Languages to read in an image: the reader's (when OCR knows it) and English. */
export function ocrLanguages(reader: string): string[] {
  return (OCR_LANGUAGES as readonly string[]).includes(reader) && reader !== 'en' ? [reader, 'en'] : ['en'];
}
