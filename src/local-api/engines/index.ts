// Composes the offline engines for the server. Every CPU-heavy leaf call (synthesis, OCR,
// recognition, audio decoding, machine translation) goes through the engine queue, so the core
// count bounds concurrent child processes. Composite work (text analysis, document localization)
// is not queued itself: it calls the queued translator, and queuing both could deadlock.
// An engine module that fails to load leaves the server up; its operation answers 500.
import type { TextAnalysisBody, TextAnalysisResults } from '../../language/schemas.js';
import type { EngineQueue } from '../engine-queue.js';
// Type-only imports: erased at run time, so a module that fails to load still only marks its engine missing.
import type { AnalysisFlags } from './analyse.js';
import type { DocumentCount, LocalizedDocument } from './documents.js';
import type { LookupEntry, LookupStore } from './lookup-store.js';
import type { OcrEngine, Recognizer, SpeechSegment, Translator, Transliterator, TtsEngine } from './types.js';

export type { AnalysisFlags, DocumentCount, LocalizedDocument, LookupEntry };

export interface Engines {
  tts: TtsEngine;
  parseSsml(xml: string): SpeechSegment[];
  ocr: OcrEngine;
  recognizer: Recognizer;
  /** `signal` abandons the work (the client went away): a running ffmpeg is killed */
  decodeToPcm16k(buf: Buffer, formatHint?: string, signal?: AbortSignal): Promise<Buffer>;
  transliterator: Transliterator;
  lookup: LookupStore;
  translator: Translator;
  analyseText(
    body: TextAnalysisBody,
    flags: AnalysisFlags,
    deps: { translator: Translator; account: string },
  ): Promise<TextAnalysisResults>;
  localizeDocument(
    file: Buffer,
    filename: string,
    /** each distinct text once; `times[i]` is how often texts[i] occurs (for billing) */
    translate: (texts: string[], times?: number[]) => Promise<string[]>,
  ): Promise<LocalizedDocument>;
  /** validates a document and counts its words, without translating it */
  countDocumentWords(file: Buffer, filename: string): Promise<DocumentCount>;
  /** engine modules that could not be loaded (their operations answer 500) */
  missing: string[];
}

/** Thrown by the stand-in of an engine whose module did not load. */
export class EngineUnavailableError extends Error {
  constructor(readonly engine: string) {
    super(`the ${engine} engine is not available on this server`);
    this.name = 'EngineUnavailableError';
  }
}

function unavailable<T extends object>(engine: string): T {
  const fail = () => {
    throw new EngineUnavailableError(engine);
  };
  return new Proxy({} as T, { get: () => fail });
}

async function load<T>(name: string, missing: string[], importer: () => Promise<T>): Promise<T | undefined> {
  try {
    return await importer();
  } catch (err) {
    missing.push(`${name} (${(err as Error).message.split('\n')[0]})`);
    return undefined;
  }
}

export async function createEngines(opts: {
  queue: EngineQueue;
  mtUrl?: string;
  /** wall time one read or rebuild of a document may take (default 10 s) */
  documentTimeLimitMs?: number;
  /** distinct texts one document may send to translation */
  documentTexts?: number;
  /** bytes of documents read or localized at once */
  documentBytesInFlight?: number;
}): Promise<Engines> {
  const { queue } = opts;
  const missing: string[] = [];
  const [
    ttsMod,
    ssmlMod,
    ocrMod,
    sttMod,
    mediaMod,
    translitMod,
    translateMod,
    lookupMod,
    analyseMod,
    docsMod,
  ] = await Promise.all([
    load('tts', missing, () => import('./tts.js')),
    load('ssml', missing, () => import('./ssml.js')),
    load('ocr', missing, () => import('./ocr.js')),
    load('stt', missing, () => import('./stt.js')),
    load('media', missing, () => import('./media.js')),
    load('transliterate', missing, () => import('./transliterate.js')),
    load('translate', missing, () => import('./translate.js')),
    load('lookup-store', missing, () => import('./lookup-store.js')),
    load('analyse', missing, async () => {
      const mod = await import('./analyse.js');
      mod.warmAnalysis(); // word lists are read with sync I/O: now, not inside the first request
      return mod;
    }),
    load('documents', missing, () => import('./document-runner.js')),
  ]);

  // Documents are read in worker threads under a time limit (document-runner.ts).
  const documents = docsMod?.createDocumentEngine({
    timeLimitMs: opts.documentTimeLimitMs ?? 10_000,
    ...(opts.documentTexts ? { maxTexts: opts.documentTexts } : {}),
    ...(opts.documentBytesInFlight ? { maxBytesInFlight: opts.documentBytesInFlight } : {}),
  });
  const rawTts: TtsEngine = ttsMod ? ttsMod.createTtsEngine() : unavailable('tts');
  const rawOcr: OcrEngine = ocrMod ? ocrMod.createOcrEngine() : unavailable('ocr');
  const rawRecognizer: Recognizer = sttMod ? sttMod.createRecognizer() : unavailable('stt');
  const transliterator: Transliterator = translitMod
    ? translitMod.createTransliterator()
    : unavailable('transliterate');
  const lookup: LookupStore = lookupMod ? new lookupMod.LookupStore() : unavailable('lookup-store');
  const rawTranslator: Translator =
    translateMod && lookupMod && translitMod
      ? translateMod.createTranslator({ transliterator, lookup, mtUrl: opts.mtUrl })
      : unavailable('translate');

  const translator: Translator = {
    translate: (text, o) => queue.run(() => rawTranslator.translate(text, o)),
  };
  return {
    tts: { synthesize: (req) => queue.run(() => rawTts.synthesize(req), req.signal) },
    parseSsml: ssmlMod ? ssmlMod.parseSsml : unavailable<{ f: never }>('ssml').f,
    ocr: {
      text: (file, type, langs) => queue.run(() => rawOcr.text(file, type, langs)),
      layoutDocx: (file, langs) => queue.run(() => rawOcr.layoutDocx(file, langs)),
    },
    recognizer: {
      // supports() is a cheap table look-up; a missing engine supports nothing.
      supports: (lang, domain) => (sttMod ? rawRecognizer.supports(lang, domain) : false),
      // A task abandoned while it waited in the queue never starts (issue 9: closed streams).
      recognize: (pcm, lang, domain, signal) =>
        queue.run(() => rawRecognizer.recognize(pcm, lang, domain, signal), signal),
      // Not queued: a live recognition lasts as long as its stream (stream limits bound them).
      live: (lang, domain, opts) => (sttMod ? rawRecognizer.live?.(lang, domain, opts) : undefined),
    },
    decodeToPcm16k: mediaMod
      ? (buf, hint, signal) => queue.run(() => mediaMod.decodeToPcm16k(buf, hint, signal), signal)
      : () => Promise.reject(new EngineUnavailableError('media')),
    transliterator,
    lookup,
    translator,
    analyseText: analyseMod
      ? analyseMod.analyseText
      : () => Promise.reject(new EngineUnavailableError('analyse')),
    localizeDocument: documents
      ? documents.localizeDocument
      : () => Promise.reject(new EngineUnavailableError('documents')),
    countDocumentWords: documents
      ? documents.countDocumentWords
      : () => Promise.reject(new EngineUnavailableError('documents')),
    missing,
  };
}
