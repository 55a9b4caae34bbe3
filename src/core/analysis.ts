// Words about text analysis shared by /analyse and moderation: the language to analyse a chat text
// in, and the kinds of problem found, as people say them.
import { TRANSLATION_LANGUAGES } from '../language/codes.js';
import type { LanguageClient } from '../language/types.js';
import { type MessageKey, say } from './i18n.js';
import { detectLanguage, identifyLanguage, type LanguageGuess } from './langid.js';

const LABEL: Record<string, MessageKey> = {
  profanity: 'moderation.type.profanity',
  hate_speech: 'moderation.type.hate_speech',
  pii: 'moderation.type.pii',
};

/** The analysis language of chat text: its script's language; Latin (English or Hinglish) as English. */
export function analysisLanguage(text: string, fallback = 'en'): string {
  return toAnalysisLanguage(detectLanguage(text), fallback);
}

/** The same, with the language identified by the API (lang_id_text) where it can. */
export async function identifyAnalysisLanguage(
  client: Pick<LanguageClient, 'identifyLanguage'> | undefined,
  text: string,
  fallback = 'en',
): Promise<string> {
  return toAnalysisLanguage(await identifyLanguage(client, text), fallback);
}

function toAnalysisLanguage(detected: LanguageGuess | undefined, fallback: string): string {
  const guess = detected?.language ?? fallback;
  // Romanized text (Hinglish and the like) is analysed as English.
  if (guess.endsWith('-Latn')) return 'en';
  return (TRANSLATION_LANGUAGES as readonly string[]).includes(guess) ? guess : fallback;
}

/** The kinds found, as the reader says them: "profanity and hate speech". */
export function describeTypes(types: string[], lang = 'en'): string {
  const words = types.map((t) => (LABEL[t] ? say(lang, LABEL[t]) : t));
  if (words.length <= 1) return words[0] ?? '';
  return say(lang, 'moderation.and', { list: words.slice(0, -1).join(', '), last: words.at(-1) ?? '' });
}
