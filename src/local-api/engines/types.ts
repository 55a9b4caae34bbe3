// The offline engines behind the local Language Services server. Routes (src/local-api/routes)
// speak the contract; engines do the language work. Each engine throws EngineInputError for input
// it cannot use (the route turns it into the operation's 400) and anything else for a fault (500).

export class EngineInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineInputError';
  }
}

/** Work refused for now because the engine has as much as it may take at once (a 503). */
export class EngineBusyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineBusyError';
  }
}

/** One span of speech to synthesize, after SSML has been flattened. */
export interface SpeechSegment {
  text: string;
  /** pause before this segment, milliseconds */
  breakBeforeMs?: number;
  /** relative rate multiplier from <prosody rate> (1 = as requested) */
  rate?: number;
  /** semitone offset from <prosody pitch> */
  pitch?: number;
  /** speaker code from <voice name> */
  speaker?: string;
}
export interface TtsEngine {
  /** Returns the audio in the requested container/codec at the requested sample rate. */
  synthesize(req: {
    segments: SpeechSegment[];
    speaker: string;
    speed: number;
    pitch: number;
    sampleRate: number;
    format: 'wav' | 'mp3' | 'flac' | 'ogg' | 'opus' | 'pcm';
    /** abandons the work (the client went away): a running child process is killed */
    signal?: AbortSignal;
  }): Promise<Buffer>;
}

export interface OcrEngine {
  /** only_ocr: plain text in reading order. */
  text(file: Buffer, fileType: 'pdf' | 'img', languages: string[]): Promise<string>;
  /** layout_ocr (PDF only): a DOCX whose paragraphs follow the page's reading order. */
  layoutDocx(file: Buffer, languages: string[]): Promise<Buffer>;
}

export interface RecognizedWord {
  word: string;
  start: number;
  end: number;
  conf: number;
}
export interface Recognition {
  text: string;
  words: RecognizedWord[];
  confidence: number;
}
/** One recognizer fed audio as it arrives (streaming): it has heard almost everything by the end. */
export interface LiveRecognition {
  /** 16 kHz mono int16 PCM, in order */
  write(pcm: Buffer): void;
  /** No more audio: the recognition of everything written. */
  end(): Promise<Recognition>;
}
export interface LiveOptions {
  /** abandons the work (a closed stream): the child process is killed */
  signal?: AbortSignal;
  /**
   * the text recognized so far, each time it grows (a pause ended a segment); `decodedS`: seconds
   * of the audio written that the text accounts for (where the segment ended)
   */
  onText?(text: string, decodedS?: number): void;
}
/** Speech recognizer over 16 kHz mono int16 PCM. */
export interface Recognizer {
  supports(language: string, domain: string): boolean;
  /** `signal` abandons the work (a closed stream): a running child process is killed. */
  recognize(pcm: Buffer, language: string, domain: string, signal?: AbortSignal): Promise<Recognition>;
  /** A live recognition, or undefined where the engine has none (or has too many running). */
  live?(language: string, domain: string, opts?: LiveOptions): LiveRecognition | undefined;
}

export interface TransliterateOptions {
  from: string;
  to: string;
  suggestions?: number;
  convertNumber?: 'local' | 'words' | 'roman';
  abbreviate?: boolean;
}
export interface Transliterator {
  /** Suggestions, best first (at least one). */
  transliterate(text: string, opts: TransliterateOptions): string[];
}

export interface TranslationOutcome {
  text: string;
  /** apiStatus code (codes.ts API_STATUS) */
  status: number;
  /** characters served by machine translation (tokenConsumed) */
  machineChars: number;
}
export interface TranslateOptions {
  from: string;
  to: string;
  domain: string;
  account: string;
  enableNmt: boolean;
  enableTransliteration: boolean;
  enableLookup: boolean;
  maskTerms?: Record<string, string> | string[];
  filterProfane: boolean;
}
export interface Translator {
  translate(text: string, opts: TranslateOptions): Promise<TranslationOutcome>;
}
