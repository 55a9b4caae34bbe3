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
