// Shutdown never waits for an idle worker whose close hangs (a connection wedged by a Redis Cluster
// failover): it is left to close on its own and named; a worker that closes is simply awaited.
import type { Worker } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { stopWorkers } from '../../../src/jobs/workers.js';

/** A stand-in with only what stopWorkers uses: a name and a close that ends, or never does. */
const worker = (name: string, closes: boolean) =>
  ({ name, close: () => (closes ? Promise.resolve() : new Promise<void>(() => {})) }) as unknown as Worker;

describe('stopWorkers', () => {
  // a hang here would end in the test's own timeout
  it('leaves an idle worker whose close never ends, and says which', async () => {
    const left: string[] = [];
    await stopWorkers([worker('ocr', true), worker('transcribe', false)], (q) => left.push(q), 50);
    expect(left).toEqual(['transcribe']);
  });

  it('leaves nothing when every worker closes', async () => {
    const left: string[] = [];
    await stopWorkers([worker('ocr', true), worker('speak', true)], (q) => left.push(q), 50);
    expect(left).toEqual([]);
  });
});
