// Errors as people should read them: short, and saying what to do next. Never a stack trace,
// never a secret.

import {
  AuthError,
  BatchJobError,
  InvalidRequestError,
  KeyExpiredError,
  NotAuthorizedError,
  SpeechRecognitionError,
  UsageExhaustedError,
} from '../language/errors.js';
import { UsageError } from './command.js';
import { say } from './i18n.js';

/** `err` as `lang`'s reader should read it (English by default). */
export function explainError(err: unknown, lang = 'en'): string {
  if (err instanceof UsageError) return say(lang, err.key, err.params);
  if (err instanceof UsageExhaustedError) return say(lang, 'error.exhausted');
  if (err instanceof KeyExpiredError) return say(lang, 'error.keyExpired');
  if (err instanceof NotAuthorizedError && err.scope === 'language')
    return say(lang, 'error.languageNotEnabled');
  if (err instanceof NotAuthorizedError) return say(lang, 'error.featureNotEnabled');
  if (err instanceof AuthError) return say(lang, 'error.auth');
  if (err instanceof InvalidRequestError) return say(lang, 'error.invalid', { reason: err.message });
  if (err instanceof SpeechRecognitionError) return say(lang, 'error.speech', { reason: err.reason });
  if (err instanceof BatchJobError) return say(lang, 'error.batch', { reason: err.message });
  return say(lang, 'error.unexpected');
}

/** Speech to text has no recogniser for the language asked, and the speech is in none it has. */
export const cannotHearMessage = (language: string, lang = 'en') =>
  say(lang, 'transcribe.cannotHear', { language: { language } });

/** Under a transcript made in the language the speech was identified as, not the one asked for. */
export const heardAsNote = (asked: string, heard: string, lang = 'en') =>
  say(lang, 'transcribe.heardAs', { heard: { language: heard }, asked: { language: asked } });

const count = (n: number) => n.toLocaleString('en-US');

/**
 * A text longer than a command (or the language service) takes, in one sentence that says what to
 * do instead (issue 18: the length is checked before the text is looked at any further).
 */
export function textTooLong(
  action: 'translate' | 'speak' | 'transliterate',
  length: number,
  limit: number,
): UsageError {
  const key =
    action === 'translate'
      ? 'translate.tooLong'
      : action === 'speak'
        ? 'speak.tooLong'
        : 'transliterate.tooLong';
  return new UsageError(key, { length: count(length), limit: count(limit) });
}

/** A message longer than its platform lets anyone send: forged, so not read any further. */
export function messageTooLong(length: number, limit: number, lang = 'en'): string {
  return say(lang, 'pipeline.messageTooLong', { length: count(length), limit: count(limit) });
}
