// Wire schemas of the Language Services API: request bodies and response bodies exactly as the
// contract and field notes describe them. The client parses responses with these; the local server
// parses requests with these. Responses are loose objects: the real service may add fields.
import { z } from 'zod';
import {
  MODERATION_TYPES,
  SENTIMENT_LEVELS,
  STT_STREAM_FORMATS,
  SUMMARY_TYPES,
  TTS_SAMPLE_RATES,
} from './codes.js';

// ---------- TTS ----------
export const TtsBody = z.object({
  text: z.union([z.string(), z.array(z.string())]).optional(),
  ssml: z.string().optional(),
  speed: z.number().optional(),
  pitch: z.number().optional(),
  sample_rate: z.number().int().optional(),
  format: z.string().optional(),
});
export type TtsBody = z.infer<typeof TtsBody>;
export const TTS_SAMPLE_RATE_SET: ReadonlySet<number> = new Set(TTS_SAMPLE_RATES);

// ---------- Translation ----------
export const TranslationBody = z.object({
  data: z.array(z.string()),
  enableNmt: z.boolean().optional(),
  enableTransliteration: z.boolean().optional(),
  enableLookup: z.boolean().optional(),
  nmtMask: z.boolean().optional(),
  nmtMaskTerms: z.union([z.record(z.string(), z.string()), z.array(z.string())]).optional(),
  filterProfane: z.boolean().optional(),
});
export type TranslationBody = z.infer<typeof TranslationBody>;

export const TranslationItemSingle = z.looseObject({
  inString: z.string(),
  outString: z.string(),
  apiStatus: z.number().int(),
});
export const TranslationItemMulti = z.looseObject({
  inString: z.string(),
  outStrings: z.record(z.string(), z.string()),
  api_statuses: z.record(z.string(), z.number().int()),
  apiStatus: z.number().int().optional(),
});
export const TranslationResponse = z.looseObject({
  responseList: z.array(z.union([TranslationItemSingle, TranslationItemMulti])),
  tokenConsumed: z.number().int().optional(),
});
export type TranslationResponse = z.infer<typeof TranslationResponse>;

// ---------- Transliteration ----------
export const TransliterationBody = z.object({
  data: z.array(z.string()),
  isBulk: z.boolean().optional(),
  ignoreTaggedEntities: z.boolean().optional(),
  abbreviate: z.boolean().optional(),
  convertNumber: z.enum(['local', 'words', 'roman']).optional(),
  noOfSuggestions: z.number().int().min(1).max(10).optional(),
});
export type TransliterationBody = z.infer<typeof TransliterationBody>;

export const TransliterationItem = z.looseObject({
  inString: z.string(),
  // Array of suggestions, best first; tolerate a single string from older servers.
  outString: z.union([z.array(z.string()), z.string().transform((s) => [s])]),
  apiStatus: z.number().int().optional(),
  status: z.number().int().optional(),
});
export const TransliterationResponse = z.looseObject({
  responseList: z.array(TransliterationItem),
});
export type TransliterationResponse = z.infer<typeof TransliterationResponse>;

// ---------- OCR ----------
export const OcrResponse = z.looseObject({
  filename: z.string().optional(),
  languages: z.array(z.string()).optional(),
  text: z.string(),
  processing_time_sec: z.number().optional(),
});
export type OcrResponse = z.infer<typeof OcrResponse>;

// ---------- Text analysis ----------
export const TextAnalysisBody = z.object({
  text: z.string(),
  language: z.string(),
  translation: z
    .object({ target_language: z.string(), translation_domain: z.string().optional() })
    .optional(),
  pii_redaction: z
    .object({
      redact_pii_sub: z.string().optional(),
      redact_pii_types: z.array(z.string()).optional(),
    })
    .optional(),
  summary: z
    .object({ summary_model: z.string().optional(), summary_type: z.enum(SUMMARY_TYPES).optional() })
    .optional(),
  entity_recognition: z.object({ entity_types: z.array(z.string()).optional() }).optional(),
  sentiment: z.object({ level: z.enum(SENTIMENT_LEVELS).optional() }).optional(),
  content_moderation: z.object({ moderation_types: z.array(z.enum(MODERATION_TYPES)).optional() }).optional(),
});
export type TextAnalysisBody = z.infer<typeof TextAnalysisBody>;

export const EntityItem = z.union([
  z.string(),
  z.looseObject({ value: z.string().optional(), text: z.string().optional() }),
]);
export const ModerationResult = z.looseObject({
  type: z.string(),
  text: z.string(),
  start: z.number().int().optional(),
  end: z.number().int().optional(),
  // the local server's additions (issue 23); other servers may not send them
  kind: z.string().optional(),
  severity: z.enum(['low', 'medium', 'high']).optional(),
  score: z.number().optional(),
});
export const TextAnalysisResults = z.looseObject({
  translation: z.looseObject({ translated_text: z.array(z.string()) }).optional(),
  summary: z.looseObject({ summarised_text: z.string() }).optional(),
  entity_recognition: z.looseObject({ entities: z.record(z.string(), z.array(EntityItem)) }).optional(),
  sentiment: z
    .looseObject({
      sentiments: z.looseObject({
        text: z.string().optional(),
        average: z.looseObject({ sentiment: z.string(), confidence: z.number() }),
      }),
    })
    .optional(),
  pii_redaction: z
    .looseObject({
      redacted_text: z.string(),
      redaction_results: z.array(z.looseObject({ pii_type: z.string(), text: z.string() })),
    })
    .optional(),
  content_moderation: z
    .looseObject({ moderated_text: z.string(), moderation_results: z.array(ModerationResult) })
    .optional(),
});
export const TextAnalysisResponse = z.looseObject({ results: TextAnalysisResults });
export type TextAnalysisResponse = z.infer<typeof TextAnalysisResponse>;
export type TextAnalysisResults = z.infer<typeof TextAnalysisResults>;

// ---------- Document localization ----------
export const DocImportResponse = z.looseObject({
  message: z.string().optional(),
  projectId: z.union([z.string(), z.number()]).transform(String),
  wordCount: z.looseObject({ source: z.number(), unique: z.number() }).optional(),
});
export const DocStatusResponse = z.looseObject({
  success: z.boolean(),
  statusCode: z.number().int().optional(),
  message: z.string(),
  data: z.unknown().optional(),
  timestamp: z.union([z.string(), z.number()]).optional(),
});
export const DocExportBody = z.object({
  unitId: z.union([z.string(), z.number()]).transform(String),
  targetLanguages: z.array(z.string()).min(1),
});
export const DocExportResponse = z.looseObject({
  success: z.boolean(),
  statusCode: z.number().int().optional(),
  message: z.string().optional(),
  data: z.looseObject({
    projectId: z.union([z.string(), z.number()]).transform(String),
    targetURLS: z.record(z.string(), z.record(z.string(), z.string())),
  }),
  timestamp: z.union([z.string(), z.number()]).optional(),
});
export type DocExportResponse = z.infer<typeof DocExportResponse>;

// ---------- Speech-to-text ----------
export const BatchCode = z.enum(['000', '001', '002', '003', '004', '005', '999']);
export const BatchUploadResponse = z.looseObject({
  job_id: z.string().optional(),
  code: z.string(),
  message: z.string(),
});
export const BatchStatusResponse = z.looseObject({
  job_id: z.string().optional(),
  code: z.string(),
  message: z.string(),
  status: z.enum(['queued', 'processing', 'failed', 'completed']).optional(),
});
export const SttWord = z.looseObject({
  word: z.string(),
  start: z.number(),
  end: z.number(),
  conf: z.number(),
});
export const BatchTranscriptResult = z.looseObject({
  transcript: z.string(),
  original_transcript: z.string().optional(),
  /** the same value under the misspelt name the Android SDK reads (a server may send either) */
  oringal_transcript: z.string().optional(),
  channel_number: z.number().int().optional(),
  words: z.array(z.array(SttWord)).optional(),
  subtitles: z.string().optional(),
});
export const BatchTranscriptResponse = z.looseObject({
  job_id: z.string().optional(),
  code: z.string(),
  message: z.string(),
  result: BatchTranscriptResult.optional(),
});
export type BatchUploadResponse = z.infer<typeof BatchUploadResponse>;
export type BatchStatusResponse = z.infer<typeof BatchStatusResponse>;
export type BatchTranscriptResponse = z.infer<typeof BatchTranscriptResponse>;
export type BatchTranscriptResult = z.infer<typeof BatchTranscriptResult>;

// ---------- Language identification (field notes; outside the contract) ----------
export const LangIdTextBody = z.object({
  text: z.string(),
  max_length: z.number().int().positive().optional(),
});
export type LangIdTextBody = z.infer<typeof LangIdTextBody>;
export const LangIdTextResponse = z.looseObject({ lang: z.string(), confidence: z.number().optional() });
export const SlidResponse = z.looseObject({
  success: z.boolean(),
  language: z.string().optional(),
  confidence: z.number().optional(),
  cause: z.string().optional(),
});

/** File STT response and every streaming server message share this shape. */
export const SttMessage = z.looseObject({
  id: z.string().optional(),
  success: z.boolean(),
  final: z.boolean(),
  text: z.string().optional().default(''),
  display_text: z.string().optional(),
  confidence: z.number().optional(),
  cause: z.string().optional().default(''),
});
export type SttMessage = z.infer<typeof SttMessage>;

export const StreamQuery = z.object({
  apikey: z.string(),
  appid: z.string(),
  appname: z.string(),
  src_lang: z.string(),
  domain: z.string(),
  timeout: z.string().optional(),
  silence: z.string().optional(),
  format: z.enum(STT_STREAM_FORMATS).optional(),
  logging: z.string().optional(),
  punctuate: z.string().optional(),
  continuous: z.string().optional(),
  no_input_timeout: z.string().optional(),
  debug: z.string().optional(),
});

// ---------- Error bodies (every shape the contract and field notes list) ----------
export const ErrorBody = z.looseObject({
  message: z.string().optional(),
  error: z.string().optional(),
  description: z.string().optional(),
  cause: z.string().optional(),
  success: z.boolean().optional(),
  status: z.union([z.number(), z.string()]).optional(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
