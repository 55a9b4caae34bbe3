// Worker thread of document localization: reads and rebuilds documents (HTML/XML parsing, ZIP
// inflate and deflate) off the server's event loop. Stateless: each message is one job.
import { parentPort } from 'node:worker_threads';
import { extractTexts, rebuildDocument } from './documents.js';

export type DocumentJob =
  | { op: 'extract'; file: Uint8Array; filename: string }
  | { op: 'rebuild'; file: Uint8Array; filename: string; translated: string[] };

export type DocumentJobResult =
  | { ok: true; value: unknown }
  | { ok: false; inputError: boolean; message: string };

const toBuffer = (u8: Uint8Array) => Buffer.from(u8.buffer, u8.byteOffset, u8.byteLength);

parentPort?.on('message', async (job: DocumentJob) => {
  let result: DocumentJobResult;
  try {
    const file = toBuffer(job.file);
    const value =
      job.op === 'extract'
        ? await extractTexts(file, job.filename)
        : await rebuildDocument(file, job.filename, job.translated);
    result = { ok: true, value };
  } catch (err) {
    const e = err as Error;
    result = { ok: false, inputError: e?.name === 'EngineInputError', message: String(e?.message ?? e) };
  }
  parentPort?.postMessage(result);
});
