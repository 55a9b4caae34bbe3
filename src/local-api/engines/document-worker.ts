// Worker thread of document localization: reads documents into their distinct texts and rebuilds
// them with the translations (HTML/XML parsing, trimming and deduplicating, putting spaces back,
// ZIP inflate and deflate), all off the server's event loop. Stateless: each message is one job.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { extractDistinct, rebuildDistinct } from './documents.js';

export type DocumentJob =
  | { op: 'extract'; file: Uint8Array; filename: string; maxTexts: number }
  /** `translated`: one per distinct text of 'extract', in its order */
  | { op: 'rebuild'; file: Uint8Array; filename: string; translated: string[] };

export type DocumentJobResult =
  | { ok: true; value: unknown }
  | { ok: false; inputError: boolean; message: string };

// Like the engines' child processes, this thread runs at nice 10, so under a busy CPU the
// server's event loop is served first. Linux names a thread's own id in /proc/thread-self, and
// setpriority() on that id changes this thread alone; elsewhere the thread keeps its priority.
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) setPriority(tid, 10);
} catch {
  // not Linux, or not permitted
}

/** A rebuilt document moves to the main thread without a copy there (its memory is handed over). */
function transferable(out: Buffer): Uint8Array {
  const whole = out.byteOffset === 0 && out.byteLength === out.buffer.byteLength;
  return new Uint8Array(
    whole ? out.buffer : out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength),
  );
}

parentPort?.on('message', async (job: DocumentJob) => {
  let result: DocumentJobResult;
  const transfer: ArrayBuffer[] = [];
  try {
    // The file arrives in shared memory; a private copy made here keeps every decoder happy.
    const file = Buffer.from(job.file);
    if (job.op === 'extract') {
      result = { ok: true, value: await extractDistinct(file, job.filename, job.maxTexts) };
    } else {
      const content = transferable(await rebuildDistinct(file, job.filename, job.translated));
      transfer.push(content.buffer as ArrayBuffer);
      result = { ok: true, value: content };
    }
  } catch (err) {
    const e = err as Error;
    result = { ok: false, inputError: e?.name === 'EngineInputError', message: String(e?.message ?? e) };
  }
  parentPort?.postMessage(result, transfer);
});
