// Live-captions sessions held by a process, as leases in Redis: the process renews each lease
// while the session runs and drops it when the session ends. A process that dies without ending
// them (SIGKILL, a crash) stops renewing; another process's sweep finds the expired lease, claims
// it (only one sweeper wins) and gives the one notice that captions stopped.
import { randomBytes } from 'node:crypto';
import { type ConversationRef, type Keyspace, keys } from '../keys.js';
import type { RedisClient as Redis } from '../redis.js';

export interface LeaseRecord {
  /** where the notice goes */
  conversation: ConversationRef;
  /** the members who see it (an ephemeral notice); absent: the whole conversation */
  to?: string[];
  /** the language the notice is written in */
  language: string;
}

export interface CaptionLeasesOptions {
  /** how long a lease lives without renewal, default 15 s (a dead process is noticed within it) */
  ttlMs?: number;
  now?: () => number;
  /** the keys (both under one hash tag, so the sweep's script is one slot); tests keep theirs apart */
  keys?: Keyspace;
}

/** Leases of running live-captions sessions, and the sweep of those whose process died. */
export interface CaptionLeaseStore {
  /** Takes a lease for a running session and renews it until `release(id)`; returns its id. */
  hold(record: LeaseRecord): Promise<string>;
  release(id: string): Promise<void>;
  /** Leases not renewed in time, each claimed by this caller alone. */
  expired(limit?: number): Promise<LeaseRecord[]>;
}

export class CaptionLeases implements CaptionLeaseStore {
  readonly ttlMs: number;
  private readonly now: () => number;
  private readonly held = new Map<string, NodeJS.Timeout>();
  private readonly due: string;
  private readonly records: string;

  constructor(
    private readonly redis: Redis,
    opts: CaptionLeasesOptions = {},
  ) {
    this.ttlMs = opts.ttlMs ?? 15_000;
    this.now = opts.now ?? Date.now;
    const { due, records } = (opts.keys ?? keys).captionsLeases;
    this.due = due;
    this.records = records;
  }

  /** Takes a lease for a running session and renews it until `release(id)`; returns its id. */
  async hold(record: LeaseRecord): Promise<string> {
    const id = randomBytes(9).toString('base64url');
    await this.redis.hset(this.records, id, JSON.stringify(record));
    await this.redis.zadd(this.due, this.now() + this.ttlMs, id);
    const timer = setInterval(() => {
      // XX: a lease already swept (this process was stalled past the TTL) is not brought back.
      void this.redis.zadd(this.due, 'XX', this.now() + this.ttlMs, id).catch(() => undefined);
    }, this.ttlMs / 3);
    timer.unref();
    this.held.set(id, timer);
    return id;
  }

  /** The session ended here (its notice given by this process): the lease goes. */
  async release(id: string): Promise<void> {
    clearInterval(this.held.get(id));
    this.held.delete(id);
    await this.redis.zrem(this.due, id);
    await this.redis.hdel(this.records, id);
  }

  /** Leases not renewed in time, each claimed by this caller alone (ZREM answers 1 once). */
  async expired(limit = 50): Promise<LeaseRecord[]> {
    const ids = await this.redis.zrangebyscore(this.due, '-inf', this.now(), 'LIMIT', 0, limit);
    const out: LeaseRecord[] = [];
    for (const id of ids) {
      if ((await this.redis.zrem(this.due, id)) !== 1) continue;
      const raw = await this.redis.hget(this.records, id);
      await this.redis.hdel(this.records, id);
      if (raw) out.push(JSON.parse(raw) as LeaseRecord);
    }
    return out;
  }
}
