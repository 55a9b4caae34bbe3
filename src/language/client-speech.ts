// Speech-to-text operations of the Language Services client: file STT (`POST /` with
// REV-APPNAME stt_file) and batch STT (upload → poll status → transcript).
import { prepareForStt } from './audio.js';
import type { OperationContext } from './client-documents.js';
import { APP_NAMES, type SttFileFormat } from './codes.js';
import { containerDurationS, sttExtraTimeoutMs } from './duration.js';
import { BatchJobError, type LanguageApiError, SpeechRecognitionError } from './errors.js';
import { FormData, fileField, parseJsonBody, sleep, UnexpectedResponseError } from './http.js';
import { BatchStatusResponse, BatchTranscriptResponse, BatchUploadResponse, SttMessage } from './schemas.js';
import type { CallOptions, LanguageClient } from './types.js';
import { validateBatchSubmit, validateJobId, validateTranscribeFile } from './validate.js';

type SpeechOperations = Pick<
  LanguageClient,
  'transcribeFile' | 'submit' | 'status' | 'transcript' | 'transcribeBatch'
>;

const EXTENSIONS: Partial<Record<SttFileFormat, string>> = {
  '16k_int16': 'wav',
  wav: 'wav',
  mp3: 'mp3',
  flac: 'flac',
  ogg_opus: 'ogg',
  ogg_vorbis: 'ogg',
};
const audioName = (format: SttFileFormat) => `audio.${EXTENSIONS[format] ?? 'raw'}`;

/** The upload's filename: the caller's, but with the new format's extension once the audio was converted. */
function uploadName(filename: string | undefined, prepared: { format: SttFileFormat; transcoded?: boolean }) {
  if (!filename) return audioName(prepared.format);
  if (!prepared.transcoded) return filename;
  const stem = filename.replace(/\.[^./\\]*$/, '');
  return `${stem || 'audio'}.${EXTENSIONS[prepared.format] ?? 'raw'}`;
}

/** Batch STT answers errors as `{job_id, code, message}`; a 403 keeps its auth meaning. */
function batchError(status: number, body: unknown): LanguageApiError | undefined {
  if (status === 403 || status === 401) return undefined;
  const parsed = BatchUploadResponse.safeParse(body);
  if (!parsed.success || parsed.data.code === '000') return undefined;
  return new BatchJobError(parsed.data.message, parsed.data.code);
}

/** File STT answers `{success: false, cause}` for a bad upload; a 403 keeps its auth meaning. */
function sttFileError(status: number, body: unknown): LanguageApiError | undefined {
  if (status === 403 || status === 401 || status >= 500) return undefined;
  const parsed = SttMessage.safeParse(body);
  if (!parsed.success || parsed.data.success) return undefined;
  return new SpeechRecognitionError(parsed.data.cause || 'unknown error', 'transcribeFile', status);
}

const STILL_GOING = new Set(['003', '004']);

export function speechOperations({ http, pollIntervalMs }: OperationContext): SpeechOperations {
  async function batchStatus(jobId: string, opts?: CallOptions) {
    const id = validateJobId(jobId);
    const res = await http.call(
      {
        operation: 'transcribeBatch',
        method: 'GET',
        path: 'status',
        query: { job_id: id },
        appName: APP_NAMES.sttBatch,
        mapError: batchError,
      },
      opts,
    );
    const status = parseJsonBody('transcribeBatch', res, BatchStatusResponse);
    if (status.code !== '000' && !STILL_GOING.has(status.code))
      throw new BatchJobError(status.message, status.code);
    return status;
  }

  async function batchTranscript(jobId: string, opts?: CallOptions) {
    const id = validateJobId(jobId);
    const res = await http.call(
      {
        operation: 'transcribeBatch',
        method: 'GET',
        path: 'transcript',
        query: { job_id: id },
        appName: APP_NAMES.sttBatch,
        mapError: batchError,
      },
      opts,
    );
    const body = parseJsonBody('transcribeBatch', res, BatchTranscriptResponse);
    if (STILL_GOING.has(body.code))
      throw new BatchJobError(`transcript not ready yet: ${body.message}`, body.code);
    if (body.code !== '000') throw new BatchJobError(body.message, body.code);
    if (!body.result) {
      throw new UnexpectedResponseError(
        'unexpected response from the Language Services API (transcribeBatch): code 000 without a result',
        'transcribeBatch',
        res.status,
      );
    }
    const result = body.result;
    // A server that only sends the misspelt alias still fills the contract's field.
    if (result.original_transcript === undefined && result.oringal_transcript !== undefined)
      result.original_transcript = result.oringal_transcript;
    return result;
  }

  const ops: SpeechOperations = {
    transcribeFile: async (req, opts) => {
      const v = validateTranscribeFile(req);
      const prepared = v.format ? { audio: v.audio, format: v.format } : await prepareForStt(v.audio);
      const headers: Record<string, string> = {
        src_lang: v.language,
        domain: v.domain,
        format: prepared.format,
      };
      if (v.logging) headers.logging = v.logging;
      if (v.punctuate !== undefined) headers.punctuate = String(v.punctuate);
      // Long audio takes long to recognise: the timeout grows with its length.
      const extraTimeoutMs = sttExtraTimeoutMs(await containerDurationS(prepared.audio));
      const res = await http.call(
        {
          operation: 'transcribeFile',
          method: 'POST',
          path: '/',
          appName: APP_NAMES.sttFile,
          headers,
          extraTimeoutMs,
          mapError: sttFileError,
          body: () => {
            const form = new FormData();
            fileField(form, 'audio_file', prepared.audio, uploadName(v.filename, prepared));
            return form;
          },
        },
        opts,
      );
      const msg = parseJsonBody('transcribeFile', res, SttMessage);
      if (!msg.success)
        throw new SpeechRecognitionError(msg.cause || 'unknown error', 'transcribeFile', res.status);
      return {
        id: msg.id ?? '',
        text: msg.text,
        displayText: msg.display_text ?? msg.text,
        confidence: msg.confidence ?? 0,
        cause: msg.cause,
      };
    },

    submit: async (req, opts) => {
      const v = validateBatchSubmit(req);
      const prepared = v.format
        ? { audio: v.audio, format: v.format }
        : await prepareForStt(v.audio, { batch: true });
      const res = await http.call(
        {
          operation: 'transcribeBatch',
          method: 'POST',
          path: 'upload',
          appName: APP_NAMES.sttBatch,
          headers: {
            src_lang: v.language,
            domain: v.domain,
            format: prepared.format,
            subtitles: String(v.subtitles),
          },
          mapError: batchError,
          body: () => {
            const form = new FormData();
            fileField(form, 'file', prepared.audio, uploadName(v.filename, prepared));
            return form;
          },
        },
        opts,
      );
      const body = parseJsonBody('transcribeBatch', res, BatchUploadResponse);
      if (body.code !== '000') throw new BatchJobError(body.message, body.code);
      if (!body.job_id) {
        throw new UnexpectedResponseError(
          'unexpected response from the Language Services API (transcribeBatch): code 000 without a job_id',
          'transcribeBatch',
          res.status,
        );
      }
      return { jobId: body.job_id };
    },

    status: batchStatus,
    transcript: batchTranscript,
    transcribeBatch: async (req, opts) => {
      const { jobId } = await ops.submit(req, opts);
      for (;;) {
        const status = await batchStatus(jobId, opts);
        req.onStatus?.(status);
        if (status.code === '000' || status.status === 'completed') break;
        await sleep(pollIntervalMs, opts?.signal);
      }
      return batchTranscript(jobId, opts);
    },
  };
  return ops;
}
