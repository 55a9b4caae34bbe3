// Speech to text in the language a voice note is expected in, and, when the service has no
// recogniser for that language, in the language the speech itself is in (slid): a Hindi channel's
// English voice note comes out in English rather than not at all. Used by auto-transcribe's jobs and
// by the bridge, short notes (file STT) and long ones (batch) alike.
import type { PreparedAudio } from '../language/audio.js';
import type { SttLanguage } from '../language/codes.js';
import { BatchJobError, LanguageApiError, SpeechRecognitionError } from '../language/errors.js';
import type { LanguageClient, TranscribeFileRequest } from '../language/types.js';
import { isSttLanguage } from './languages.js';

export interface RecogniseOptions {
  /** batch STT (a recording longer than file STT takes), else file STT */
  long: boolean;
  logging?: TranscribeFileRequest['logging'];
}

/** The words, and the language they were heard in when it is not the one asked for. */
export type Recognised = { text: string; heardAs?: SttLanguage } | { unheard: true };

/**
 * The service has no recogniser for the language: file STT's `no decoder for given args`, batch
 * upload code 003 ("Language and/or Domain not available").
 */
export const noRecogniserFor = (err: unknown): boolean =>
  (err instanceof BatchJobError && err.code === '003') ||
  (err instanceof LanguageApiError &&
    /no decoder/i.test(err instanceof SpeechRecognitionError ? err.reason : err.message));

async function toText(
  client: LanguageClient,
  prepared: PreparedAudio,
  language: SttLanguage,
  opts: RecogniseOptions,
): Promise<string> {
  const { audio, format } = prepared;
  if (opts.long) return (await client.transcribeBatch({ audio, format, language })).transcript;
  const result = await client.transcribeFile({ audio, format, language, logging: opts.logging });
  return result.displayText || result.text;
}

/**
 * The transcript in `language`; `unheard` when neither that language nor the speech's own has a
 * recogniser (or the speech's language could not be told). Other failures are thrown as they came.
 */
export async function recogniseSpeech(
  client: LanguageClient,
  prepared: PreparedAudio,
  language: SttLanguage,
  opts: RecogniseOptions,
): Promise<Recognised> {
  try {
    return { text: await toText(client, prepared, language, opts) };
  } catch (err) {
    if (!noRecogniserFor(err)) throw err;
  }
  // "could not tell" is an answer; a timeout or a busy service is not: thrown, so the job is tried
  // again rather than told there is no recogniser (a long note's identification on a loaded machine)
  const spoken = await client
    .identifySpokenLanguage({ audio: prepared.audio, format: prepared.format })
    .catch((err: unknown) => {
      if (err instanceof LanguageApiError && err.retryable) throw err;
      return undefined;
    });
  const other = spoken?.language;
  if (!other || other === language || !isSttLanguage(other)) return { unheard: true };
  try {
    return { text: await toText(client, prepared, other, opts), heardAs: other };
  } catch (err) {
    if (noRecogniserFor(err)) return { unheard: true };
    throw err;
  }
}
