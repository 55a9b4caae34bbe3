// A write Redis acknowledged is on the master only: replication is asynchronous, so a master
// killed a moment later takes the write with it and its promoted replica never saw it. For the few
// markers whose loss sends a member something twice (a job's "replied"), the writer waits for one
// replica to confirm (WAIT), on the connection that made the write, as WAIT counts that client's
// writes.

import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import { isCluster, type RedisClient } from './redis.js';

// ioredis' own slot function (the package ships no types; the slot test loads it the same way).
const calculateSlot = createRequire(import.meta.url)('cluster-key-slot') as (key: string) => number;

/** How long a write waits for a replica; a replica down or being promoted must not stall the caller. */
const WAIT_MS = 1_000;

/**
 * Waits until the last write to `key` reached a replica of its master, when the master has one.
 * Returns how many replicas confirmed (0: none known, or none within the wait). Only a cluster's
 * masters are known to have replicas: a single server under REDIS_URL has no failover in dubash,
 * and WAIT there would only add its timeout.
 */
export async function waitForReplica(client: RedisClient, key: string): Promise<number> {
  if (!isCluster(client)) return 0;
  const owners = client.slots[calculateSlot(key)];
  if (!owners || owners.length < 2) return 0;
  const master = client
    .nodes('master')
    .find((n: Redis) => `${n.options.host}:${n.options.port}` === owners[0]);
  if (!master) return 0;
  try {
    return await master.wait(1, WAIT_MS);
  } catch {
    // The master went away: whether the write survived is the promoted replica's to say.
    return 0;
  }
}
