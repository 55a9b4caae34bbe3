// The public face of the Language Services client: request options and results in the project's
// own (camelCase) terms. `client.ts` maps these to the wire format of `schemas.ts`.
import type { Readable } from 'node:stream';
import type {
  DocLanguageName,
  MODERATION_TYPES,
  OCR_TYPES,
  SttFileFormat,
  SUMMARY_TYPES,
  TranslationAppVersion,
  TtsFormat,
  TtsSpeaker,
} from './codes.js';
import type { BatchStatusResponse, BatchTranscriptResult, TextAnalysisResults } from './schemas.js';

export interface ClientConfig {
  /** HTTPS base, e.g. https://revapi.reverieinc.com/ or http://127.0.0.1:8080/ */
  baseUrl: string;
  /** WebSocket base, e.g. wss://revapi.reverieinc.com/ */
  wsUrl: string;
  apiKey: string;
  appId: string;
  /** Per-attempt timeout (headers and body), default 30 s. */
  timeoutMs?: number;
  /** Overall deadline across retries, default 90 s. */
  deadlineMs?: number;
  /** Retries after the first attempt for retryable failures, default 3. */
  retries?: number;
  /** Base delay of the exponential backoff, default 250 ms (full jitter). */
  backoffMs?: number;
  /** Polling interval for batch STT and document localization, default 2 s. */
  pollIntervalMs?: number;
  /** Called with a redacted line for each retry (for logs). */
  onRetry?: (info: { operation: string; attempt: number; delayMs: number; error: string }) => void;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the per-attempt timeout for this call. */
  timeoutMs?: number;
}

// ---------- TTS ----------
export interface TtsRequest {
  text?: string | string[];
  ssml?: string;
  speaker: TtsSpeaker;
  /** 0.5 – 1.5, default 1 */
  speed?: number;
  /** -3 – 3 semitones, default 0 */
  pitch?: number;
  /** one of TTS_SAMPLE_RATES, default 22050 */
  sampleRate?: number;
  /** default wav; either case accepted */
  format?: TtsFormat | Uppercase<TtsFormat>;
}
export interface TtsResult {
  audio: Buffer;
  format: TtsFormat;
  contentType: string;
}

// ---------- Translation ----------
export interface TranslateRequest {
  text: string | string[];
  from: string;
  /** One code or several; several go in one call, comma-joined. */
  to: string | string[];
  /** 3.0: generic … medical; 2.0: '0' … '8'. Default 'generic' with version 3.0. */
  domain?: string;
  appVersion?: TranslationAppVersion;
  enableNmt?: boolean;
  enableTransliteration?: boolean;
  enableLookup?: boolean;
  nmtMask?: boolean;
  nmtMaskTerms?: Record<string, string> | string[];
  filterProfane?: boolean;
}
export interface TranslationItem {
  input: string;
  /** target language → translated text */
  outputs: Record<string, string>;
  /** target language → apiStatus (positive is success) */
  statuses: Record<string, number>;
}
export interface TranslateResult {
  items: TranslationItem[];
  tokenConsumed: number;
}

// ---------- Transliteration ----------
export interface TransliterateRequest {
  text: string | string[];
  from: string;
  to: string;
  /** default generic */
  domain?: string;
  cntLang?: 'en';
  isBulk?: boolean;
  ignoreTaggedEntities?: boolean;
  abbreviate?: boolean;
  convertNumber?: 'local' | 'words' | 'roman';
  noOfSuggestions?: number;
}
export interface TransliterationItem {
  input: string;
  /** suggestions, best first */
  outputs: string[];
  status: number;
}
export interface TransliterateResult {
  items: TransliterationItem[];
}

// ---------- OCR ----------
export interface OcrRequest {
  file: Buffer;
  filename?: string;
  fileType: 'pdf' | 'img';
  languages: string[];
  /** default only_ocr; layout_ocr (PDF only) returns a DOCX */
  ocrType?: (typeof OCR_TYPES)[number];
}
export type OcrResult =
  | { kind: 'text'; text: string; languages: string[]; filename?: string; processingTimeSec?: number }
  | { kind: 'docx'; document: Buffer };

// ---------- Text analysis ----------
export interface AnalyseRequest {
  text: string;
  language: string;
  translateTo?: string;
  translationDomain?: string;
  summary?: (typeof SUMMARY_TYPES)[number];
  summaryModel?: string;
  sentiment?: boolean;
  /** true for every type, or the entity types wanted */
  entities?: boolean | string[];
  /** true for every type, or the moderation types wanted */
  safety?: boolean | (typeof MODERATION_TYPES)[number][];
  /** true for every type, or the PII types wanted */
  pii?: boolean | string[];
  piiSub?: string;
}
export type AnalyseResult = TextAnalysisResults;

// ---------- Document localization ----------
export interface LocalizeDocumentRequest {
  file: Buffer;
  filename: string;
  from: DocLanguageName;
  to: DocLanguageName | DocLanguageName[];
  /** called with each status message while polling ("applying", …) and the target language it is for */
  onStatus?: (message: string, language: DocLanguageName) => void;
}
export interface LocalizedFile {
  sourceName: string;
  language: string;
  url: string;
  content: Buffer;
  /** passages only sounded out in the target script, not translated (the local API says so; the service never) */
  soundedOut?: { passages: number; of: number };
}
export interface LocalizeDocumentResult {
  /** the first target language's project (the contract makes one project per target language) */
  projectId: string;
  /** one project per target language, in the order of `to` */
  projectIds: string[];
  files: LocalizedFile[];
}

// ---------- Speech-to-text ----------
export interface TranscribeFileRequest {
  audio: Buffer;
  filename?: string;
  language: string;
  /** default generic */
  domain?: string;
  /** default: detected from the bytes (see audio.ts) */
  format?: SttFileFormat;
  logging?: 'true' | 'no_audio' | 'no_transcript' | 'false';
  punctuate?: boolean;
}
export interface TranscribeFileResult {
  id: string;
  text: string;
  displayText: string;
  confidence: number;
  cause: string;
}

export interface BatchSubmitRequest {
  audio: Buffer;
  filename?: string;
  language: string;
  domain?: string;
  format?: SttFileFormat;
  subtitles?: boolean;
}
export interface TranscribeBatchRequest extends BatchSubmitRequest {
  onStatus?: (status: BatchStatusResponse) => void;
}
export type BatchTranscript = BatchTranscriptResult;

export interface StreamRequest {
  language: string;
  domain?: string;
  /** seconds, default 15, at most 180 */
  timeoutS?: number;
  /** seconds, default 1, at most 30 */
  silenceS?: number;
  format?: string;
  logging?: 'true' | 'no_audio' | 'no_transcript' | 'false';
  punctuate?: boolean;
  continuous?: boolean;
}
export type StreamEvent =
  | { type: 'ready'; id?: string }
  | { type: 'partial'; id?: string; text: string; confidence?: number }
  | { type: 'final'; id?: string; text: string; displayText: string; confidence: number; cause: string };

/** A streaming STT session: iterate it for events; feed it audio with `write`/`end` or `pipe`. */
export interface SttStream extends AsyncIterable<StreamEvent> {
  /** Sends one chunk of 16 kHz mono int16 PCM; resolves once the socket has room again. */
  write(pcm: Buffer): Promise<void>;
  /** Sends `--EOF--`: the service answers with the final transcript. */
  end(): Promise<void>;
  /** Sends every chunk of the source, then `--EOF--`. */
  pipe(source: Readable | AsyncIterable<Buffer>): Promise<void>;
  close(): void;
}

// ---------- Language identification ----------
export interface IdentifyLanguageRequest {
  text: string;
  /** characters the service looks at (max_length), default all */
  maxLength?: number;
}
export interface IdentifySpokenLanguageRequest {
  audio: Buffer;
  filename?: string;
  /** default: detected from the bytes (see audio.ts) */
  format?: SttFileFormat;
}
export interface LanguageIdentification {
  /** language code, e.g. hi */
  language: string;
  /** 0 to 1 */
  confidence: number;
}

export interface LanguageClient {
  tts(req: TtsRequest, opts?: CallOptions): Promise<TtsResult>;
  translate(req: TranslateRequest, opts?: CallOptions): Promise<TranslateResult>;
  transliterate(req: TransliterateRequest, opts?: CallOptions): Promise<TransliterateResult>;
  ocr(req: OcrRequest, opts?: CallOptions): Promise<OcrResult>;
  analyseText(req: AnalyseRequest, opts?: CallOptions): Promise<AnalyseResult>;
  localizeDocument(req: LocalizeDocumentRequest, opts?: CallOptions): Promise<LocalizeDocumentResult>;
  transcribeFile(req: TranscribeFileRequest, opts?: CallOptions): Promise<TranscribeFileResult>;
  transcribeBatch(req: TranscribeBatchRequest, opts?: CallOptions): Promise<BatchTranscript>;
  submit(req: BatchSubmitRequest, opts?: CallOptions): Promise<{ jobId: string }>;
  status(jobId: string, opts?: CallOptions): Promise<BatchStatusResponse>;
  transcript(jobId: string, opts?: CallOptions): Promise<BatchTranscript>;
  openStream(req: StreamRequest, opts?: CallOptions): Promise<SttStream>;
  /** REV-APPNAME lang_id_text: `{text, max_length}` → `{lang, confidence}` */
  identifyLanguage(req: IdentifyLanguageRequest, opts?: CallOptions): Promise<LanguageIdentification>;
  /** REV-APPNAME slid: an upload → `{success, language, confidence}` */
  identifySpokenLanguage(
    req: IdentifySpokenLanguageRequest,
    opts?: CallOptions,
  ): Promise<LanguageIdentification>;
  close(): Promise<void>;
}
