// Language identification operations of the Language Services client (field notes: services the
// real API offers outside the contract): text (`POST /` with REV-APPNAME lang_id_text,
// `{text, max_length}` → `{lang, confidence}`) and speech (REV-APPNAME slid, a multipart upload →
// `{success, language, confidence}`).
import { prepareForStt } from './audio.js';
import type { OperationContext } from './client-documents.js';
import { APP_NAMES } from './codes.js';
import { type LanguageApiError, SpeechRecognitionError } from './errors.js';
import { FormData, fileField, parseJsonBody } from './http.js';
import { LangIdTextResponse, SlidResponse } from './schemas.js';
import type { LanguageClient } from './types.js';
import { validateIdentifyLanguage, validateIdentifySpokenLanguage } from './validate.js';

type LangIdOperations = Pick<LanguageClient, 'identifyLanguage' | 'identifySpokenLanguage'>;

/** slid answers `{success: false, cause}` like file STT; a 403 keeps its auth meaning. */
function slidError(status: number, body: unknown): LanguageApiError | undefined {
  if (status === 403 || status === 401 || status >= 500) return undefined;
  const parsed = SlidResponse.safeParse(body);
  if (!parsed.success || parsed.data.success) return undefined;
  return new SpeechRecognitionError(parsed.data.cause || 'unknown error', 'identifySpokenLanguage', status);
}

export function langIdOperations({ http }: OperationContext): LangIdOperations {
  return {
    identifyLanguage: async (req, opts) => {
      const v = validateIdentifyLanguage(req);
      const res = await http.call(
        {
          operation: 'identifyLanguage',
          method: 'POST',
          path: '/',
          appName: APP_NAMES.langIdText,
          json: { text: v.text, ...(v.maxLength ? { max_length: v.maxLength } : {}) },
        },
        opts,
      );
      const body = parseJsonBody('identifyLanguage', res, LangIdTextResponse);
      return { language: body.lang, confidence: body.confidence ?? 0 };
    },

    identifySpokenLanguage: async (req, opts) => {
      const v = validateIdentifySpokenLanguage(req);
      const prepared = v.format ? { audio: v.audio, format: v.format } : await prepareForStt(v.audio);
      const res = await http.call(
        {
          operation: 'identifySpokenLanguage',
          method: 'POST',
          path: '/',
          appName: APP_NAMES.slid,
          headers: { format: prepared.format },
          mapError: slidError,
          body: () => {
            const form = new FormData();
            fileField(form, 'audio_file', prepared.audio, v.filename ?? 'audio');
            return form;
          },
        },
        opts,
      );
      const body = parseJsonBody('identifySpokenLanguage', res, SlidResponse);
      if (!body.success || !body.language) {
        throw new SpeechRecognitionError(body.cause || 'no language identified', 'identifySpokenLanguage');
      }
      return { language: body.language, confidence: body.confidence ?? 0 };
    },
  };
}
