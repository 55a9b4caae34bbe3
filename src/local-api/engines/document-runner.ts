// Document localization off the event loop: each document is read into its distinct texts (and
// later rebuilt) in a worker thread, under a time limit; a document that takes longer is refused
// with a 400 and its worker is terminated, so no document can stall the server's other requests.
// Translation runs between the two steps on the main thread, through the queued translator, with
// no worker held meanwhile: each distinct text once, a slice at a time with the event loop served
// in between. Bounded per document (distinct texts) and in flight (bytes of documents at once):
// issue 18, where 2.5 million short text nodes stalled the event loop for 13 s.
import { availableParallelism } from 'node:os';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import PQueue from 'p-queue';
import { formatBytes } from '../limits.js';
import type { DocumentJob, DocumentJobResult } from './document-worker.js';
import type { DocumentCount, LocalizedDocument, TranslateTexts } from './documents.js';
import { EngineBusyError, EngineInputError } from './types.js';

export interface DocumentEngineOptions {
  /** wall time one read or rebuild of a document may take */
  timeLimitMs: number;
  /** documents read at once (each in its own worker thread) */
  concurrency?: number;
  /** heap of one worker; a document needing more is refused */
  memoryMb?: number;
  /** distinct texts one document may send to translation; more is a 400 */
  maxTexts?: number;
  /** bytes of documents read or localized at once; past it a new one is refused as busy */
  maxBytesInFlight?: number;
}

export const DEFAULT_MAX_TEXTS = 100_000;
export const DEFAULT_MAX_BYTES_IN_FLIGHT = 40 * 1024 * 1024;
/** Distinct texts translated per turn of the event loop. */
const TRANSLATE_SLICE = 200;

export interface DocumentEngine {
  localizeDocument(file: Buffer, filename: string, translate: TranslateTexts): Promise<LocalizedDocument>;
  countDocumentWords(file: Buffer, filename: string): Promise<DocumentCount>;
  close(): Promise<void>;
}

// Same extension as this module: .ts under tsx and the tests, .js once compiled.
const WORKER_ENTRY = new URL(`./document-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);
const WORKER_BOOT = new URL('./worker-boot.js', import.meta.url);
const SHARE_SLICE_BYTES = 1024 * 1024;
const IDLE_WORKER_MS = 30_000;

export function createDocumentEngine(opts: DocumentEngineOptions): DocumentEngine {
  const queue = new PQueue({ concurrency: opts.concurrency ?? Math.max(1, availableParallelism() - 1) });
  const idle: Worker[] = [];
  const retire = new Map<Worker, NodeJS.Timeout>();
  const all = new Set<Worker>();
  const seconds = +(opts.timeLimitMs / 1000).toFixed(3);

  const spawn = (): Worker => {
    const worker = new Worker(WORKER_BOOT, {
      workerData: { entry: WORKER_ENTRY.href },
      resourceLimits: { maxOldGenerationSizeMb: opts.memoryMb ?? 768 },
    });
    worker.unref(); // an idle worker never keeps the process alive
    all.add(worker);
    worker.once('exit', () => {
      all.delete(worker);
      clearTimeout(retire.get(worker));
      retire.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
    });
    return worker;
  };

  const inWorker = (job: DocumentJob): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const worker = idle.pop() ?? spawn();
      clearTimeout(retire.get(worker));
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const timer = setTimeout(() => {
        done();
        void worker.terminate();
        reject(
          new EngineInputError(
            `document took longer than ${seconds} s to read; split it into smaller files and send them one by one`,
          ),
        );
      }, opts.timeLimitMs);
      const onMessage = (result: DocumentJobResult) => {
        done();
        idle.push(worker);
        // a worker left idle for a while is ended: it holds a V8 heap of its own
        const retireIdle = () => {
          const at = idle.indexOf(worker); // out of the pool before it is ended
          if (at >= 0) idle.splice(at, 1);
          void worker.terminate();
        };
        retire.set(worker, setTimeout(retireIdle, IDLE_WORKER_MS).unref());
        if (result.ok) resolve(result.value);
        else reject(result.inputError ? new EngineInputError(result.message) : new Error(result.message));
      };
      const onError = (err: Error & { code?: string }) => {
        done();
        void worker.terminate();
        reject(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new EngineInputError('document needs too much memory to read; split it into smaller files')
            : err,
        );
      };
      const onExit = () => {
        done();
        reject(new Error('the document worker exited'));
      };
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.postMessage(job);
    });

  /**
   * The file in shared memory, copied a megabyte per turn of the event loop: both jobs of a
   * document reach it without postMessage cloning 20 MB on the main thread each time.
   */
  const shared = async (file: Buffer): Promise<Uint8Array> => {
    const view = new Uint8Array(new SharedArrayBuffer(file.length));
    for (let at = 0; at < file.length; at += SHARE_SLICE_BYTES) {
      view.set(file.subarray(at, at + SHARE_SLICE_BYTES), at);
      if (at + SHARE_SLICE_BYTES < file.length) await new Promise<void>((r) => setImmediate(r));
    }
    return view;
  };

  const run = <T>(job: DocumentJob) => queue.add(() => inWorker(job), { throwOnTimeout: true }) as Promise<T>;
  const maxTexts = opts.maxTexts ?? DEFAULT_MAX_TEXTS;
  const extract = (file: Uint8Array, filename: string) =>
    run<{ unique: string[]; times: number[]; count: DocumentCount }>({
      op: 'extract',
      file,
      filename,
      maxTexts,
    });

  // Bytes of the documents being read or localized now: each holds its file (and a shared copy).
  const maxInFlight = opts.maxBytesInFlight ?? DEFAULT_MAX_BYTES_IN_FLIGHT;
  let inFlight = 0;
  // Counted before the first await, so two documents at once cannot both take the last room.
  const admitted = async <T>(bytes: number, work: () => Promise<T>): Promise<T> => {
    if (inFlight > 0 && inFlight + bytes > maxInFlight) {
      throw new EngineBusyError(
        `the server is busy with other documents (${formatBytes(inFlight)} at once, at most ${formatBytes(maxInFlight)}); try again in a minute`,
      );
    }
    inFlight += bytes;
    try {
      return await work();
    } finally {
      inFlight -= bytes;
    }
  };

  /** Each distinct text once, a slice per turn of the event loop, so other requests are served meanwhile. */
  const translateInSlices = async (unique: string[], times: number[], translate: TranslateTexts) => {
    const out: string[] = [];
    for (let at = 0; at < unique.length; at += TRANSLATE_SLICE) {
      const slice = unique.slice(at, at + TRANSLATE_SLICE);
      const done = await translate(slice, times.slice(at, at + TRANSLATE_SLICE));
      if (done.length !== slice.length) throw new Error('translation returned a different number of texts');
      out.push(...done);
      await new Promise<void>((r) => setImmediate(r));
    }
    return out;
  };

  return {
    localizeDocument: (upload, filename, translate) =>
      admitted(upload.length, async () => {
        const file = await shared(upload);
        const { unique, times, count } = await extract(file, filename);
        const translated = await translateInSlices(unique, times, translate);
        const content = await run<Uint8Array>({ op: 'rebuild', file, filename, translated });
        return {
          content: Buffer.from(content.buffer, content.byteOffset, content.byteLength),
          filename,
          words: { source: count.source, unique: count.unique },
        };
      }),
    countDocumentWords: (file, filename) =>
      admitted(file.length, async () => (await extract(await shared(file), filename)).count),
    async close() {
      queue.clear();
      await Promise.all([...all].map((w) => w.terminate()));
    },
  };
}
