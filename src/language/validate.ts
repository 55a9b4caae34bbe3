// Client-side validation of every request, before anything is sent. Each rule's message names the
// field (in the client's camelCase terms) and what is allowed, so a person can fix the call without
// reading the contract. Validators return the normalised request the wire mapping needs.
import { z } from 'zod';
import {
  DOC_LANGUAGES,
  type DocLanguageName,
  MODERATION_TYPES,
  OCR_FILE_TYPES,
  OCR_LANGUAGES,
  OCR_TYPES,
  STREAM_DEFAULT_SILENCE_S,
  STREAM_DEFAULT_TIMEOUT_S,
  STREAM_MAX_SILENCE_S,
  STREAM_MAX_TIMEOUT_S,
  STT_BATCH_FORMATS,
  STT_DOMAINS,
  STT_FILE_FORMATS,
  STT_LANGUAGES,
  STT_LOGGING,
  STT_STREAM_FORMATS,
  SUMMARY_TYPES,
  TRANSLATION_APP_VERSIONS,
  TRANSLATION_DOMAINS_V2,
  TRANSLATION_DOMAINS_V3,
  TRANSLATION_LANGUAGES,
  TRANSLITERATION_DOMAINS,
  TRANSLITERATION_LANGUAGES,
  TTS_FORMATS,
  TTS_SAMPLE_RATES,
  TTS_SPEAKERS,
} from './codes.js';
import { InvalidRequestError, type Operation } from './errors.js';

// ---------- building blocks ----------
function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (Array.isArray(value)) return 'a list';
  if (Buffer.isBuffer(value)) return `${value.length} bytes`;
  if (value === null || typeof value !== 'object') return String(value);
  return 'an object';
}

function oneOf<const T extends readonly [string, ...string[]]>(field: string, what: string, values: T) {
  return z.enum(values, {
    error: (iss) =>
      iss.input === undefined
        ? `${field} is required; allowed: ${values.join(', ')}`
        : `${field}: unknown ${what} ${show(iss.input)}; allowed: ${values.join(', ')}`,
  });
}

function between(field: string, min: number, max: number) {
  const message = (iss: { input?: unknown }) =>
    `${field} must be between ${min} and ${max} (got ${show(iss.input)})`;
  return z.number({ error: message }).min(min, { error: message }).max(max, { error: message });
}

/** A number in (0, max]: the service rejects zero and negative durations. */
function positiveUpTo(field: string, max: number) {
  const message = (iss: { input?: unknown }) =>
    `${field} must be greater than 0 and at most ${max} seconds (got ${show(iss.input)})`;
  return z.number({ error: message }).gt(0, { error: message }).max(max, { error: message });
}

function flag(field: string) {
  return z.boolean({ error: (iss) => `${field} must be true or false (got ${show(iss.input)})` });
}

function nonEmptyString(field: string) {
  const message = (iss: { input?: unknown }) =>
    `${field} must be a non-empty string (got ${show(iss.input)})`;
  return z.string({ error: message }).refine((s) => s.trim().length > 0, { error: message });
}

function bytes(field: string) {
  return z.custom<Buffer>((v) => v instanceof Uint8Array && v.byteLength > 0, {
    error: (iss) => `${field} must be non-empty bytes (got ${show(iss.input)})`,
  });
}

/** One code, a comma-separated string of codes, or a list of codes → a non-empty list. */
function codeList<const T extends readonly [string, ...string[]]>(field: string, what: string, values: T) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()) : v),
    z
      .array(oneOf(field, what, values), {
        error: (iss) =>
          `${field} must be one code or a list of codes (got ${show(iss.input)}); allowed: ${values.join(', ')}`,
      })
      .min(1, { error: `${field} must name at least one ${what}; allowed: ${values.join(', ')}` }),
  );
}

const textOrTexts = (field: string) => {
  const message = (iss: { input?: unknown }) =>
    `${field} must be a non-empty string or a list of non-empty strings (got ${show(iss.input)})`;
  return z.union([nonEmptyString(field), z.array(nonEmptyString(field)).min(1, { error: message })], {
    error: message,
  });
};

/** Parses or throws an InvalidRequestError naming the (top-level) field of the first problem. */
function check<S extends z.ZodType>(schema: S, value: unknown, operation: Operation): z.output<S> {
  if (value === null || typeof value !== 'object') {
    throw new InvalidRequestError(`the ${operation} request must be an object`, undefined, operation);
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? String(issue.path[0]) : undefined;
  throw new InvalidRequestError(issue?.message ?? `invalid ${operation} request`, field, operation);
}

function custom(ctx: z.RefinementCtx, field: string, message: string): void {
  ctx.addIssue({ code: 'custom', path: [field], message });
}

// ---------- TTS ----------
const ttsFormat = z.preprocess(
  (v) => (typeof v === 'string' ? v.toLowerCase() : v),
  oneOf('format', 'TTS format', TTS_FORMATS),
);
const sampleRate = z.custom<number>((v) => (TTS_SAMPLE_RATES as readonly unknown[]).includes(v), {
  error: (iss) =>
    `sampleRate: unsupported sample rate ${show(iss.input)}; allowed: ${TTS_SAMPLE_RATES.join(', ')}`,
});

export const TtsRequestSchema = z
  .object({
    text: textOrTexts('text').optional(),
    ssml: nonEmptyString('ssml').optional(),
    speaker: oneOf('speaker', 'TTS speaker', TTS_SPEAKERS),
    speed: between('speed', 0.5, 1.5).default(1),
    pitch: between('pitch', -3, 3).default(0),
    sampleRate: sampleRate.default(22050),
    format: ttsFormat.default('wav'),
  })
  .superRefine((req, ctx) => {
    if ((req.text === undefined) === (req.ssml === undefined)) {
      custom(
        ctx,
        req.text === undefined ? 'text' : 'ssml',
        'give exactly one of text or ssml (not both, not neither)',
      );
    }
  });
export type ValidTtsRequest = z.output<typeof TtsRequestSchema>;
export const validateTts = (req: unknown): ValidTtsRequest => check(TtsRequestSchema, req, 'tts');

// ---------- Translation ----------
export const TranslateRequestSchema = z
  .object({
    text: textOrTexts('text'),
    from: oneOf('from', 'translation language', TRANSLATION_LANGUAGES),
    to: codeList('to', 'translation language', TRANSLATION_LANGUAGES),
    domain: z.string({ error: (iss) => `domain must be a string (got ${show(iss.input)})` }).optional(),
    appVersion: oneOf('appVersion', 'translation API version', TRANSLATION_APP_VERSIONS).default('3.0'),
    enableNmt: flag('enableNmt').optional(),
    enableTransliteration: flag('enableTransliteration').optional(),
    enableLookup: flag('enableLookup').optional(),
    nmtMask: flag('nmtMask').optional(),
    nmtMaskTerms: z
      .union([z.record(z.string(), z.string()), z.array(z.string())], {
        error: (iss) =>
          `nmtMaskTerms must be a map of term to replacement or a list of terms (got ${show(iss.input)})`,
      })
      .optional(),
    filterProfane: flag('filterProfane').optional(),
  })
  .superRefine((req, ctx) => {
    const domains: readonly string[] =
      req.appVersion === '2.0' ? TRANSLATION_DOMAINS_V2 : TRANSLATION_DOMAINS_V3;
    if (req.domain !== undefined && !domains.includes(req.domain)) {
      custom(
        ctx,
        'domain',
        `domain: unknown translation domain ${show(req.domain)} for appVersion ${req.appVersion}; allowed: ${domains.join(', ')}`,
      );
    }
    if (req.from !== 'en') {
      if (req.nmtMask === true)
        custom(ctx, 'nmtMask', `nmtMask is allowed only when from is "en" (got from "${req.from}")`);
      if (req.nmtMaskTerms !== undefined) {
        custom(
          ctx,
          'nmtMaskTerms',
          `nmtMaskTerms is allowed only when from is "en" (got from "${req.from}")`,
        );
      }
    }
  })
  .transform((req) => ({
    ...req,
    texts: typeof req.text === 'string' ? [req.text] : req.text,
    // "hi,hi" would make the service translate twice for one result key.
    to: [...new Set(req.to)],
    domain: req.domain ?? (req.appVersion === '2.0' ? '1' : 'generic'),
  }));
export type ValidTranslateRequest = z.output<typeof TranslateRequestSchema>;
export const validateTranslate = (req: unknown): ValidTranslateRequest =>
  check(TranslateRequestSchema, req, 'translate');

// ---------- Transliteration ----------
export const TransliterateRequestSchema = z
  .object({
    text: textOrTexts('text'),
    from: oneOf('from', 'transliteration language', TRANSLITERATION_LANGUAGES),
    to: oneOf('to', 'transliteration language', TRANSLITERATION_LANGUAGES),
    domain: oneOf('domain', 'transliteration domain', TRANSLITERATION_DOMAINS).default('generic'),
    cntLang: oneOf('cntLang', 'content language', ['en']).optional(),
    isBulk: flag('isBulk').optional(),
    ignoreTaggedEntities: flag('ignoreTaggedEntities').optional(),
    abbreviate: flag('abbreviate').optional(),
    convertNumber: oneOf('convertNumber', 'number conversion', ['local', 'words', 'roman']).optional(),
    noOfSuggestions: z
      .number({
        error: (iss) => `noOfSuggestions must be a whole number from 1 to 10 (got ${show(iss.input)})`,
      })
      .int({ error: (iss) => `noOfSuggestions must be a whole number from 1 to 10 (got ${show(iss.input)})` })
      .min(1, {
        error: (iss) => `noOfSuggestions must be a whole number from 1 to 10 (got ${show(iss.input)})`,
      })
      .max(10, {
        error: (iss) => `noOfSuggestions must be a whole number from 1 to 10 (got ${show(iss.input)})`,
      })
      .optional(),
  })
  .transform((req) => ({ ...req, texts: typeof req.text === 'string' ? [req.text] : req.text }));
export type ValidTransliterateRequest = z.output<typeof TransliterateRequestSchema>;
export const validateTransliterate = (req: unknown): ValidTransliterateRequest =>
  check(TransliterateRequestSchema, req, 'transliterate');

// ---------- OCR ----------
export const OcrRequestSchema = z
  .object({
    file: bytes('file'),
    filename: nonEmptyString('filename').optional(),
    fileType: oneOf('fileType', 'OCR file type', OCR_FILE_TYPES),
    languages: codeList('languages', 'OCR language', OCR_LANGUAGES),
    ocrType: oneOf('ocrType', 'OCR type', OCR_TYPES).default('only_ocr'),
  })
  .superRefine((req, ctx) => {
    // The service refuses layout_ocr on images with a 400 (field notes): say so before sending.
    if (req.ocrType === 'layout_ocr' && req.fileType !== 'pdf') {
      custom(ctx, 'ocrType', 'ocrType layout_ocr works only with fileType pdf; use only_ocr for images');
    }
  });
export type ValidOcrRequest = z.output<typeof OcrRequestSchema>;
export const validateOcr = (req: unknown): ValidOcrRequest => check(OcrRequestSchema, req, 'ocr');

// ---------- Text analysis ----------
const stringList = (field: string) =>
  z.array(z.string(), {
    error: (iss) => `${field} must be true or a list of strings (got ${show(iss.input)})`,
  });

export const AnalyseRequestSchema = z.object({
  text: nonEmptyString('text'),
  language: oneOf('language', 'text-analysis language', TRANSLATION_LANGUAGES),
  translateTo: oneOf('translateTo', 'translation language', TRANSLATION_LANGUAGES).optional(),
  translationDomain: oneOf('translationDomain', 'translation domain', TRANSLATION_DOMAINS_V3).optional(),
  summary: oneOf('summary', 'summary type', SUMMARY_TYPES).optional(),
  summaryModel: nonEmptyString('summaryModel').optional(),
  sentiment: flag('sentiment').optional(),
  entities: z.union([flag('entities'), stringList('entities')]).optional(),
  safety: z
    .union([flag('safety'), z.array(oneOf('safety', 'moderation type', MODERATION_TYPES))], {
      error: (iss) =>
        `safety must be true or a list of: ${MODERATION_TYPES.join(', ')} (got ${show(iss.input)})`,
    })
    .optional(),
  pii: z.union([flag('pii'), stringList('pii')]).optional(),
  piiSub: nonEmptyString('piiSub').optional(),
});
export type ValidAnalyseRequest = z.output<typeof AnalyseRequestSchema>;
export const validateAnalyse = (req: unknown): ValidAnalyseRequest =>
  check(AnalyseRequestSchema, req, 'analyseText');

// ---------- Document localization ----------
const DOC_LANGUAGE_TUPLE = DOC_LANGUAGES as unknown as readonly [DocLanguageName, ...DocLanguageName[]];
export const LocalizeDocumentRequestSchema = z.object({
  file: bytes('file'),
  filename: nonEmptyString('filename'),
  from: z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() : v),
    oneOf('from', 'document language name', DOC_LANGUAGE_TUPLE),
  ),
  to: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v.toLowerCase()
        : Array.isArray(v)
          ? v.map((s) => (typeof s === 'string' ? s.toLowerCase() : s))
          : v,
    codeList('to', 'document language name', DOC_LANGUAGE_TUPLE),
  ),
  onStatus: z
    .custom<(message: string, language: DocLanguageName) => void>((v) => typeof v === 'function')
    .optional(),
});
export type ValidLocalizeDocumentRequest = z.output<typeof LocalizeDocumentRequestSchema>;
export const validateLocalizeDocument = (req: unknown): ValidLocalizeDocumentRequest =>
  check(LocalizeDocumentRequestSchema, req, 'localizeDocument');

// ---------- Speech-to-text ----------
const sttCommon = {
  audio: bytes('audio'),
  filename: nonEmptyString('filename').optional(),
  language: oneOf('language', 'speech language', STT_LANGUAGES),
  domain: oneOf('domain', 'speech domain', STT_DOMAINS).default('generic'),
};

export const TranscribeFileRequestSchema = z.object({
  ...sttCommon,
  format: oneOf('format', 'audio format', STT_FILE_FORMATS).optional(),
  logging: oneOf('logging', 'logging mode', STT_LOGGING).optional(),
  punctuate: flag('punctuate').optional(),
});
export type ValidTranscribeFileRequest = z.output<typeof TranscribeFileRequestSchema>;
export const validateTranscribeFile = (req: unknown): ValidTranscribeFileRequest =>
  check(TranscribeFileRequestSchema, req, 'transcribeFile');

export const BatchSubmitRequestSchema = z.object({
  ...sttCommon,
  format: oneOf('format', 'batch audio format', STT_BATCH_FORMATS).optional(),
  subtitles: flag('subtitles').default(false),
  onStatus: z.custom<(status: unknown) => void>((v) => typeof v === 'function').optional(),
});
export type ValidBatchSubmitRequest = z.output<typeof BatchSubmitRequestSchema>;
export const validateBatchSubmit = (req: unknown): ValidBatchSubmitRequest =>
  check(BatchSubmitRequestSchema, req, 'transcribeBatch');

export const StreamRequestSchema = z.object({
  language: oneOf('language', 'speech language', STT_LANGUAGES),
  domain: oneOf('domain', 'speech domain', STT_DOMAINS).default('generic'),
  timeoutS: positiveUpTo('timeoutS', STREAM_MAX_TIMEOUT_S).default(STREAM_DEFAULT_TIMEOUT_S),
  silenceS: positiveUpTo('silenceS', STREAM_MAX_SILENCE_S).default(STREAM_DEFAULT_SILENCE_S),
  format: oneOf('format', 'stream audio format', STT_STREAM_FORMATS).default('16k_int16'),
  logging: oneOf('logging', 'logging mode', STT_LOGGING).default('true'),
  punctuate: flag('punctuate').default(true),
  continuous: flag('continuous').default(false),
});
export type ValidStreamRequest = z.output<typeof StreamRequestSchema>;
export const validateStream = (req: unknown): ValidStreamRequest => check(StreamRequestSchema, req, 'stream');

const JOB_ID = /^[A-Za-z0-9_.:-]{1,200}$/;
export function validateJobId(jobId: unknown): string {
  if (typeof jobId !== 'string' || !JOB_ID.test(jobId)) {
    throw new InvalidRequestError(
      `jobId must be the job id returned by submit (letters, digits, _ . : -) (got ${show(jobId)})`,
      'jobId',
      'transcribeBatch',
    );
  }
  return jobId;
}

// ---------- Language identification ----------
export const IdentifyLanguageRequestSchema = z.object({
  text: nonEmptyString('text'),
  maxLength: z
    .number({ error: (iss) => `maxLength must be a whole number of characters (got ${show(iss.input)})` })
    .int({ error: 'maxLength must be a whole number of characters' })
    .positive({ error: 'maxLength must be greater than 0' })
    .optional(),
});
export type ValidIdentifyLanguageRequest = z.output<typeof IdentifyLanguageRequestSchema>;
export const validateIdentifyLanguage = (req: unknown): ValidIdentifyLanguageRequest =>
  check(IdentifyLanguageRequestSchema, req, 'identifyLanguage');

export const IdentifySpokenLanguageRequestSchema = z.object({
  audio: bytes('audio'),
  filename: nonEmptyString('filename').optional(),
  format: oneOf('format', 'audio format', STT_FILE_FORMATS).optional(),
});
export type ValidIdentifySpokenLanguageRequest = z.output<typeof IdentifySpokenLanguageRequestSchema>;
export const validateIdentifySpokenLanguage = (req: unknown): ValidIdentifySpokenLanguageRequest =>
  check(IdentifySpokenLanguageRequestSchema, req, 'identifySpokenLanguage');
