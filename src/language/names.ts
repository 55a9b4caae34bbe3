// Language names for people (codes are for machines): "Hindi: …" labels and confirmations.
import { DOC_LANGUAGE_NAMES } from './codes.js';

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
