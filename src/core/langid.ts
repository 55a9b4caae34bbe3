// The bot's language identification. The API's `lang_id_text` decides (the real service has a
// better model than script rules; the local server answers with the rules of
// src/language/script-langid.ts); when the API cannot answer (not enabled for the account, a
// fault, an old server), the same rules run here. Romanized text the API names as an Indian
// language becomes `<code>-Latn` (hi-Latn is Hinglish, transliterated before translation).
import { hash } from 'node:crypto';
import { AuthError, NotAuthorizedError } from '../language/errors.js';
import { detectScriptLanguage, type LanguageGuess, SAME_SCRIPT } from '../language/script-langid.js';
import type { LanguageClient } from '../language/types.js';

export type { LanguageGuess };
export { SAME_SCRIPT };

/** The script rules alone (no API call). */
export const detectLanguage = detectScriptLanguage;

/** How long a refused `lang_id_text` is not asked again (per client). */
const REFUSED_RETRY_MS = 10 * 60_000;
const refusedAt = new WeakMap<object, number>();
/** Answers per client, by a hash of the text (no readable text kept), newest last. */
const answers = new WeakMap<object, Map<string, LanguageGuess>>();
const MAX_ANSWERS = 5_000;

function remembered(client: object): Map<string, LanguageGuess> {
  let map = answers.get(client);
  if (!map) {
    map = new Map();
    answers.set(client, map);
  }
  return map;
}

/**
 * The language of `text`, from the API's `lang_id_text`, else from the script rules. Never throws:
 * identification is a hint, and a failure must not lose the message.
 */
export async function identifyLanguage(
  client: Pick<LanguageClient, 'identifyLanguage'> | undefined,
  text: string,
): Promise<LanguageGuess | undefined> {
  const local = detectScriptLanguage(text);
  if (!local || !client?.identifyLanguage) return local;
  const refused = refusedAt.get(client);
  if (refused !== undefined && Date.now() - refused < REFUSED_RETRY_MS) return local;
  // A repeated message (the translation cache answers it) costs no identification call either.
  const cache = remembered(client);
  const key = hash('sha256', text, 'base64');
  const known = cache.get(key);
  if (known) {
    cache.delete(key);
    cache.set(key, known);
    return known;
  }
  try {
    const { language, confidence } = await client.identifyLanguage({ text, maxLength: 1000 });
    if (!language) return local;
    // The API names the language; the script says whether it was written in Latin letters.
    const romanized = local.language === 'en' || local.language === 'hi-Latn';
    const code = romanized && language !== 'en' ? `${language}-Latn` : language;
    const guess = { language: code, confidence };
    cache.set(key, guess);
    if (cache.size > MAX_ANSWERS) cache.delete(cache.keys().next().value as string);
    return guess;
  } catch (err) {
    if (err instanceof NotAuthorizedError || err instanceof AuthError) refusedAt.set(client, Date.now());
    return local;
  }
}

/** True when text detected as `detected` needs no translation into `target`. */
export function isAlreadyIn(detected: LanguageGuess | undefined, target: string): boolean {
  if (!detected || detected.confidence < 0.8) return false;
  if (detected.language === target) return true;
  // Script detection cannot tell Hindi from Marathi: only skip when the reader's language is the
  // script's main one, so a Marathi reader still gets Hindi text translated.
  return false;
}
