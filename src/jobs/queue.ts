// BullMQ queues behind the JobSink commands use. The job id derives from the dedupe key (event id +
// step), so a redelivered event never enqueues twice and a retried job keeps its identity.
import { createHash } from 'node:crypto';
import { Queue, type QueueOptions } from 'bullmq';
import type { JobSink } from '../core/command.js';
import type { JobName, JobPayloads } from '../core/jobs.js';
import { keys as dubashKeys, type Keyspace } from '../state/keys.js';
import { closeConnection } from '../state/redis.js';
import { isJobName } from './definitions.js';

/** BullMQ refuses ':' in custom ids; a hash keeps ids short and safe whatever the platform ids hold. */
export function jobIdFor(dedupeKey: string): string {
  return createHash('sha256').update(dedupeKey).digest('base64url').slice(0, 32);
}

export class BullJobSink implements JobSink {
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly connection: NonNullable<QueueOptions['connection']>,
    /** each queue's prefix is `keys.queuePrefix(name)` (one cluster slot per queue); the workers' too */
    private readonly keys: Keyspace = dubashKeys,
  ) {}

  private queue(name: string): Queue {
    if (!isJobName(name)) throw new Error(`unknown queue ${name}`);
    let q = this.queues.get(name);
    if (!q) {
      q = new Queue(name, {
        connection: this.connection,
        prefix: this.keys.queuePrefix(name),
        defaultJobOptions: {
          attempts: 5,
          backoff: { type: 'exponential', delay: 1_000 },
          // Kept for a day so a redelivered event within that time finds its job and adds nothing.
          removeOnComplete: { age: 86_400, count: 10_000 },
          removeOnFail: { age: 7 * 86_400 },
        },
      });
      this.queues.set(name, q);
    }
    return q;
  }

  async enqueue<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    opts: { dedupeKey: string },
  ): Promise<void> {
    await this.queue(name).add(name, payload, { jobId: jobIdFor(opts.dedupeKey) });
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    // A cluster client handed in is shared by the queues (BullMQ leaves it open).
    await closeConnection(this.connection);
  }
}
