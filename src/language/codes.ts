// Value sets of the Language Services API contract (spec/language-services-api.md) and its field
// notes (spec/api-field-notes.md). Shared by the client and the local server: one list, one truth.

export const TRANSLATION_LANGUAGES = [
  'hi',
  'en',
  'as',
  'bn',
  'gu',
  'kn',
  'kok',
  'ml',
  'mr',
  'mai',
  'or',
  'pa',
  'ta',
  'te',
  'ne',
  'ur',
] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

export const TRANSLITERATION_LANGUAGES = [
  'hi',
  'as',
  'bn',
  'gu',
  'kn',
  'ml',
  'mr',
  'or',
  'pa',
  'ta',
  'te',
  'en',
  'ur',
  'sd',
  'doi',
  'kon',
  'brx',
  'ks',
  'mai',
  'mni',
  'sa',
  'sat',
] as const;
export type TransliterationLanguage = (typeof TRANSLITERATION_LANGUAGES)[number];

export const TRANSLITERATION_DOMAINS = [
  'generic',
  'pii_names',
  'pii_addresses',
  'OnlyEnglish',
  'bfsi',
  'ecommerce',
  'food',
  'infotainment',
  // A contract sample sends the numeric value 1.
  '1',
] as const;

export const TTS_SPEAKERS = [
  'hi_male',
  'hi_male_2',
  'hi_male_3',
  'hi_male_4',
  'hi_female',
  'hi_female_2',
  'hi_female_3',
  'bn_male',
  'bn_male_2',
  'bn_female',
  'bn_female_2',
  'kn_male',
  'kn_male_2',
  'kn_female',
  'kn_female_2',
  'ml_male',
  'ml_female',
  'ta_male',
  'ta_female',
  'te_male',
  'te_male_2',
  'te_female',
  'te_female_2',
  'gu_male',
  'gu_female',
  'or_male',
  'or_female',
  'as_male',
  'as_female',
  'mr_male',
  'mr_male_2',
  'mr_male_3',
  'mr_female',
  'mr_female_2',
  'mr_female_3',
  'pa_male',
  'pa_female',
  'en_male',
  'en_male_2',
  'en_female',
  'en_female_2',
] as const;
export type TtsSpeaker = (typeof TTS_SPEAKERS)[number];

export const TTS_SAMPLE_RATES = [8000, 16000, 22050, 24000, 44100, 48000] as const;
export type TtsSampleRate = (typeof TTS_SAMPLE_RATES)[number];

/** Canonical (lower-case) TTS formats; the API takes either case. */
export const TTS_FORMATS = ['wav', 'mp3', 'flac', 'ogg', 'opus', 'pcm'] as const;
export type TtsFormat = (typeof TTS_FORMATS)[number];

export const TTS_CONTENT_TYPES: Record<TtsFormat, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  flac: 'audio/flac',
  ogg: 'audio/ogg',
  opus: 'audio/opus',
  pcm: 'application/octet-stream',
};

export const TRANSLATION_DOMAINS_V3 = [
  'generic',
  'government',
  'travel',
  'ecommerce',
  'infotainment',
  'bfsi',
  'food',
  'education',
  'medical',
] as const;
export const TRANSLATION_DOMAINS_V2 = ['0', '1', '2', '3', '4', '5', '6', '7', '8'] as const;
export const TRANSLATION_APP_VERSIONS = ['2.0', '3.0'] as const;
export type TranslationAppVersion = (typeof TRANSLATION_APP_VERSIONS)[number];

/** apiStatus codes of a translation response item (field notes). */
export const API_STATUS = {
  lookupModerated: 2,
  machineTranslated: 3,
  lookupUnmoderated: 4,
  lookupInProgress: 5,
  lookupPartial: 6,
  transliterated: 10,
  unlocalized: -2,
  lookupError: -3,
  mtError: -4,
  mtTimeout: -5,
  localizationManagerError: -6,
  segmentationError: -7,
} as const;

export const OCR_LANGUAGES = [
  'en',
  'as',
  'bn',
  'gu',
  'hi',
  'kn',
  'ml',
  'or',
  'pa',
  'sa',
  'ta',
  'te',
] as const;
export const OCR_FILE_TYPES = ['pdf', 'img'] as const;
export const OCR_TYPES = ['only_ocr', 'layout_ocr'] as const;

export const SUMMARY_TYPES = ['bullets', 'bullets_verbose', 'gist', 'headline', 'paragraph'] as const;
export const MODERATION_TYPES = ['hate_speech', 'profanity'] as const;
export const SENTIMENT_LEVELS = ['whole'] as const;

export const STT_LANGUAGES = [
  'en',
  'hi',
  'bn',
  'gu',
  'kn',
  'ml',
  'mr',
  'pa',
  'ta',
  'te',
  'as',
  'or',
  'hi_en',
  'ta_en',
  'te_en',
  'ml_en',
  'kn_en',
  'mr_en',
] as const;
export type SttLanguage = (typeof STT_LANGUAGES)[number];

export const STT_DOMAINS = [
  'generic',
  'bfsi',
  'ecomm',
  'healthcare',
  'voice-search',
  'alphanumeric',
  'names',
  'address',
  'language',
  'yes-no',
  'email',
] as const;

/** Raw-stream formats (streaming and uploads). */
export const STT_STREAM_FORMATS = [
  '16k_int16',
  '16k_uint8',
  '8k_int16',
  '8k_uint8',
  'opus_16k',
  'opus_8k',
  'ogg_opus',
  '16k_ulaw',
  '8k_ulaw',
] as const;
/** File and batch uploads take the stream formats plus container formats. */
export const STT_FILE_FORMATS = [...STT_STREAM_FORMATS, 'wav', 'mp3', 'flac', 'ogg_vorbis'] as const;
export type SttFileFormat = (typeof STT_FILE_FORMATS)[number];
/** Batch upload types (contract Limits: wav, flac, mp3; 16k_int16 is WAV). */
export const STT_BATCH_FORMATS = ['16k_int16', 'wav', 'flac', 'mp3'] as const;

export const STT_LOGGING = ['true', 'no_audio', 'no_transcript', 'false'] as const;

export const STREAM_MAX_TIMEOUT_S = 180;
export const STREAM_DEFAULT_TIMEOUT_S = 15;
export const STREAM_MAX_SILENCE_S = 30;
export const STREAM_DEFAULT_SILENCE_S = 1;
export const STREAM_EOF = '--EOF--';

/** Language names accepted by document localization (lower case), with their codes. */
export const DOC_LANGUAGE_NAMES = {
  english: 'en',
  hindi: 'hi',
  assamese: 'as',
  bengali: 'bn',
  gujarati: 'gu',
  kannada: 'kn',
  konkani: 'kok',
  malayalam: 'ml',
  marathi: 'mr',
  maithili: 'mai',
  odia: 'or',
  punjabi: 'pa',
  tamil: 'ta',
  telugu: 'te',
  nepali: 'ne',
  urdu: 'ur',
} as const satisfies Record<string, TranslationLanguage>;
export type DocLanguageName = keyof typeof DOC_LANGUAGE_NAMES;
export const DOC_LANGUAGES = Object.keys(DOC_LANGUAGE_NAMES) as DocLanguageName[];

/** REV-APPNAME values. */
export const APP_NAMES = {
  tts: 'tts',
  translation: 'localization',
  transliteration: 'transliteration',
  ocr: 'ocr',
  textAnalysis: 'text-analysis',
  docTranslation: 'nmt',
  docTranslationNew: 'doc_translation',
  sttBatch: 'stt_batch',
  sttFile: 'stt_file',
  sttStream: 'stt_stream',
  /** text language identification (field notes: optional, outside the contract) */
  langIdText: 'lang_id_text',
  /** spoken language identification (field notes: optional, outside the contract) */
  slid: 'slid',
} as const;

/** Batch STT message codes and their messages (contract Errors). */
export const BATCH_UPLOAD_MESSAGES = {
  '000': 'Success. Request accepted',
  '001': 'Language code is required',
  '002': 'File type not supported (only wav, flac or mp3)',
  '003': 'Language and/or Domain not available',
  '004': 'File type not supported (only wav, flac or mp3)',
  '005': 'file is required',
  '999': 'Unknown error',
} as const;
export const BATCH_JOB_MESSAGES = {
  '000': 'Transcript ready',
  '001': 'Invalid JOB ID',
  '002': 'Invalid JOB ID',
  '003': 'Request is queued',
  '004': 'Request is being processed',
  '005': 'Job failed',
  '999': 'Unknown error',
} as const;

/** The exact 403 messages of the contract. */
export const AUTH_MESSAGES = {
  invalid: 'Invalid REV-API-KEY or REV-APP-ID',
  exhausted: 'usage exhausted',
  expired: 'API key expired',
  api: 'unauthorized to use this API',
  language: 'unauthorized to use this src/tgt language',
} as const;
export type AuthFailure = keyof typeof AUTH_MESSAGES;
