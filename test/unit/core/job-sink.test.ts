// Against the real Redis: the same dedupe key never makes a second job.
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { BullJobSink, jobIdFor } from '../../../src/jobs/queue.js';
import { keyspace } from '../../../src/state/keys.js';

const connection = { host: '127.0.0.1', port: 6379 };
const event = {
  id: 'evt-1',
  kind: 'command' as const,
  conversation: { platform: 'local' as const, workspaceId: 'acme', channelId: 'general' },
  author: { id: 'asha', isBot: false, isSelf: false, isAdmin: false },
};
const keys = keyspace(`test-${randomUUID()}`);
const sink = new BullJobSink(connection, keys);
// the worker side's view of the queue: the same per-queue prefix, `{<root>:ocr}`
const probe = new Queue('ocr', { connection, prefix: keys.queuePrefix('ocr') });

afterAll(async () => {
  await probe.obliterate({ force: true });
  await probe.close();
  await sink.close();
});

describe('BullJobSink', () => {
  it('enqueues one job per dedupe key, however often it is asked', async () => {
    const payload = (n: number) => ({ event, media: { kind: 'image' as const, ref: `photo-${n}` } });
    for (let i = 0; i < 3; i++)
      await sink.enqueue('ocr', payload(i), { dedupeKey: 'local:acme:general:evt-1:ocr' });
    await sink.enqueue('ocr', payload(9), { dedupeKey: 'local:acme:general:evt-2:ocr' });
    const jobs = await probe.getJobs(['waiting', 'prioritized', 'delayed']);
    expect(jobs.map((j) => j.data.media.ref).sort()).toEqual(['photo-0', 'photo-9']);
    expect(jobs.map((j) => j.id)).toContain(jobIdFor('local:acme:general:evt-1:ocr'));
  });

  it('refuses an unknown queue (a name from outside the typed API)', async () => {
    const untyped = sink as unknown as { enqueue(n: string, p: object, o: object): Promise<void> };
    await expect(untyped.enqueue('nope', {}, { dedupeKey: 'x' })).rejects.toThrow('unknown queue nope');
  });
});
