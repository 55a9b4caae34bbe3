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
import { languageName } from '../translation/names.js';
import { UsageError } from './command.js';

export function explainError(err: unknown): string {
  if (err instanceof UsageError) return err.message;
  if (err instanceof UsageExhaustedError)
    return 'The language service credits for this workspace are used up. An admin needs to add credits; I have told them.';
  if (err instanceof KeyExpiredError)
    return 'The language service key has expired. Ask an admin to renew it.';
  if (err instanceof NotAuthorizedError && err.scope === 'language')
    return 'That language or voice is not enabled for this workspace. Pick another, or ask an admin to enable it.';
  if (err instanceof NotAuthorizedError)
    return 'That feature is not enabled for this workspace. Ask an admin to enable it.';
  if (err instanceof AuthError)
    return 'I could not sign in to the language service. Ask an admin to check the key.';
  if (err instanceof InvalidRequestError) return `That did not work: ${err.message}.`;
  if (err instanceof SpeechRecognitionError)
    return `I could not transcribe that audio (${err.reason}). Try a clearer or longer recording.`;
  if (err instanceof BatchJobError) return `Transcription failed (${err.message}). Please try again later.`;
  return 'Something went wrong on my side. Please try again in a minute.';
}

/** Speech to text has no recogniser for the language asked, and the speech is in none it has. */
export const cannotHearMessage = (language: string) =>
  `I could not transcribe that recording: the speech service cannot recognise ${languageName(language)} ` +
  '(the local engine serves English only), and I could not tell which language it is in.';

/** Under a transcript made in the language the speech was identified as, not the one asked for. */
export const heardAsNote = (asked: string, heard: string) =>
  `(Transcribed as ${languageName(heard)}: the speech service cannot recognise ${languageName(asked)}.)`;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * A text longer than a command (or the language service) takes, in one sentence that says what to
 * do instead (issue 18: the length is checked before the text is looked at any further).
 */
export function textTooLong(
  action: string,
  length: number,
  limit: number,
  instead = 'split it into shorter messages',
): string {
  return `That text is too long to ${action} (${count(length)} characters; at most ${count(limit)}): ${instead}.`;
}

/** A message longer than its platform lets anyone send: forged, so not read any further. */
export function messageTooLong(length: number, limit: number): string {
  return `That message is longer than this chat allows (${count(length)} characters; at most ${count(limit)}), so I did not read it: split it into shorter messages.`;
}
