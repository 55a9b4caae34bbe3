// Body limits of the local server. The contract shows none; these defaults keep one request from
// eating the machine, and every refusal says the limit so the caller knows what to change.

export interface Limits {
  /** characters of text per request (translation, transliteration, TTS, text analysis) */
  textChars: number;
  /** bytes of one uploaded audio file (file and batch STT) */
  audioBytes: number;
  /** bytes of one uploaded document or image (OCR, document localization) */
  documentBytes: number;
  /** bytes of audio one streaming session may send */
  streamBytes: number;
  /** unfinished batch STT jobs one account may have; each waiting job holds its audio in memory */
  batchJobsPerAccount: number;
  /** unfinished batch STT jobs over all accounts */
  batchJobsTotal: number;
  /** seconds one document may take to read (or to rebuild once translated); longer is a 400 */
  documentSeconds: number;
  /** distinct texts one document may send to translation; more is a 400 */
  documentTexts: number;
  /** bytes of documents read or localized at once; past it a new one is a 503 */
  documentBytesInFlight: number;
  /** items of one TTS `text` array (1,500 items held an engine slot for 19 s) */
  ttsItems: number;
}

export const DEFAULT_LIMITS: Limits = {
  textChars: 5_000,
  audioBytes: 25 * 1024 * 1024,
  documentBytes: 20 * 1024 * 1024,
  // 180 s (the maximum timeout) of 16 kHz int16 audio, with room for framing.
  streamBytes: 8 * 1024 * 1024,
  // 100 uploads of up to 25 MB is at most 2.5 GB held at once; one account cannot take it all.
  batchJobsPerAccount: 20,
  batchJobsTotal: 100,
  // A 20 MB document reads in well under a second; this bounds only pathological ones.
  documentSeconds: 10,
  // A long book has ~50,000 paragraphs; each distinct text is one translation on the event loop.
  documentTexts: 100_000,
  // two documents at the size limit
  documentBytesInFlight: 40 * 1024 * 1024,
  ttsItems: 100,
};

/**
 * Defaults, then the environment (LOCAL_MAX_TEXT_CHARS, LOCAL_MAX_AUDIO_MB, LOCAL_MAX_DOCUMENT_MB,
 * LOCAL_MAX_DOCUMENT_SECONDS, LOCAL_MAX_DOCUMENT_TEXTS, LOCAL_MAX_DOCUMENTS_IN_FLIGHT_MB), then `partial`.
 */
export function resolveLimits(partial: Partial<Limits> = {}, env: NodeJS.ProcessEnv = process.env): Limits {
  const num = (name: string, scale: number): number | undefined => {
    const v = Number(env[name]);
    return env[name] && Number.isFinite(v) && v > 0 ? Math.round(v * scale) : undefined;
  };
  const fromEnv: Partial<Limits> = {};
  const text = num('LOCAL_MAX_TEXT_CHARS', 1);
  const audio = num('LOCAL_MAX_AUDIO_MB', 1024 * 1024);
  const doc = num('LOCAL_MAX_DOCUMENT_MB', 1024 * 1024);
  if (text) fromEnv.textChars = text;
  if (audio) fromEnv.audioBytes = audio;
  if (doc) fromEnv.documentBytes = doc;
  const docSeconds = num('LOCAL_MAX_DOCUMENT_SECONDS', 1);
  if (docSeconds) fromEnv.documentSeconds = docSeconds;
  const docTexts = num('LOCAL_MAX_DOCUMENT_TEXTS', 1);
  if (docTexts) fromEnv.documentTexts = docTexts;
  const inFlight = num('LOCAL_MAX_DOCUMENTS_IN_FLIGHT_MB', 1024 * 1024);
  if (inFlight) fromEnv.documentBytesInFlight = inFlight;
  return { ...DEFAULT_LIMITS, ...fromEnv, ...partial };
}

/** Human size: 25 MB, 512 KB, 300 bytes. */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${+(n / (1024 * 1024)).toFixed(1)} MB`;
  if (n >= 1024) return `${+(n / 1024).toFixed(1)} KB`;
  return `${n} bytes`;
}

export function textLimitMessage(limits: Limits): string {
  return `text exceeds the limit of ${limits.textChars} characters; split it into smaller requests`;
}
export function fileLimitMessage(max: number): string {
  return `file exceeds the limit of ${formatBytes(max)}; send a smaller file`;
}

/** Largest body any route accepts; fastify refuses bigger ones before a handler runs. */
export function bodyLimitOf(limits: Limits): number {
  // multipart framing and form fields ride on top of the file itself
  return Math.max(limits.audioBytes, limits.documentBytes) + 1024 * 1024;
}
