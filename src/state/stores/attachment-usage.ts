// What the web chat's attachments take against their quotas, counted once for every process that
// shares DATA_DIR/attachments (adapters/local/attachments.ts keeps the files). A file's bytes are
// reserved before it is written, in one step that checks its workspace's quota and the total (so
// two processes cannot both take the last room), confirmed once it is on disk, and released when
// it is deleted or expires. A reservation never confirmed (its process died mid-write) lapses after
// its TTL; the folder's sweep counts files that exist and are not counted, and releases counted
// files that no longer exist, so a crash at any point leaks nothing for longer than a sweep.
import { keys as dubashKeys, type Keyspace } from '../keys.js';
import type { RedisClient as Redis } from '../redis.js';

/** Where a file's bytes count: its bucket (a workspace's, or `bot`) and its name in it. */
export interface FileRef {
  bucket: string;
  name: string;
}

export interface ReserveLimits {
  /** the bucket's quota; absent: the bucket has none (only the total binds) */
  bucketBytes?: number;
  totalBytes: number;
  /** how long the reservation holds without `confirm` */
  ttlMs: number;
}

export type Reservation = { ok: true } | { ok: false; over: 'bucket' | 'total'; used: number };

export interface AttachmentUsage {
  /** Counts `size` bytes for `file` if its bucket's quota and the total leave room; else says which is full. */
  reserve(file: FileRef, size: number, limits: ReserveLimits): Promise<Reservation>;
  /** The file is on disk: it counts until released (counted again if its reservation had lapsed). */
  confirm(file: FileRef, size: number): Promise<void>;
  /** The file is gone (or was never written): its bytes no longer count. Idempotent. */
  release(file: FileRef): Promise<void>;
  /** Bytes counted in one bucket, or in all. */
  used(bucket?: string): Promise<number>;
  /** What is counted: every file's bytes (`bucket/name` → bytes), and the files not yet confirmed. */
  counted(): Promise<{ files: Map<string, number>; pending: Set<string> }>;
}

const member = (f: FileRef) => `${f.bucket}/${f.name}`;
/** the field of the usage hash that holds the total (a bucket is `bot` or `w<hex>`) */
const TOTAL = 'total';

// KEYS: usage hash (bucket → bytes, `total`), files hash (`bucket/name` → bytes), pending zset
// (`bucket/name` → when the reservation lapses). Lapsed reservations go first (their bytes too).
const DROP_LAPSED = `
local lapsed = redis.call('ZRANGEBYSCORE', KEYS[3], '-inf', ARGV[1], 'LIMIT', 0, 200)
for _, m in ipairs(lapsed) do
  local size = tonumber(redis.call('HGET', KEYS[2], m))
  if size then
    redis.call('HINCRBY', KEYS[1], string.match(m, '^[^/]+'), -size)
    redis.call('HINCRBY', KEYS[1], '${TOTAL}', -size)
    redis.call('HDEL', KEYS[2], m)
  end
  redis.call('ZREM', KEYS[3], m)
end
`;

/**
 * ARGV: now, member, bucket, size, the bucket's quota (-1: none), the total quota, lapse time.
 * Returns {'ok', 0}, or {'bucket' | 'total', bytes used}. A file's name is new at each reserve, so
 * a member counted already is this same call sent again after a dropped connection lost its answer
 * (Redis ran it): it is not counted twice (nor refused for the room it took itself).
 */
const RESERVE_SCRIPT = `${DROP_LAPSED}
if redis.call('HEXISTS', KEYS[2], ARGV[2]) == 1 then return {'ok', 0} end
local size = tonumber(ARGV[4])
local used = tonumber(redis.call('HGET', KEYS[1], ARGV[3]) or '0')
local quota = tonumber(ARGV[5])
if quota >= 0 and used + size > quota then return {'bucket', used} end
local total = tonumber(redis.call('HGET', KEYS[1], '${TOTAL}') or '0')
if total + size > tonumber(ARGV[6]) then return {'total', total} end
redis.call('HINCRBY', KEYS[1], ARGV[3], size)
redis.call('HINCRBY', KEYS[1], '${TOTAL}', size)
redis.call('HSET', KEYS[2], ARGV[2], size)
redis.call('ZADD', KEYS[3], ARGV[7], ARGV[2])
return {'ok', 0}
`;

/** ARGV: member, bucket, size. Confirms a reservation; counts the file again if it had lapsed. */
const CONFIRM_SCRIPT = `
if redis.call('ZREM', KEYS[3], ARGV[1]) == 1 then return 1 end
if redis.call('HEXISTS', KEYS[2], ARGV[1]) == 1 then return 1 end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
redis.call('HINCRBY', KEYS[1], ARGV[2], ARGV[3])
redis.call('HINCRBY', KEYS[1], '${TOTAL}', ARGV[3])
return 0
`;

/** ARGV: member, bucket. Uncounts the file once, however many processes remove it. */
const RELEASE_SCRIPT = `
redis.call('ZREM', KEYS[3], ARGV[1])
local size = tonumber(redis.call('HGET', KEYS[2], ARGV[1]))
if not size then return 0 end
redis.call('HDEL', KEYS[2], ARGV[1])
redis.call('HINCRBY', KEYS[1], ARGV[2], -size)
redis.call('HINCRBY', KEYS[1], '${TOTAL}', -size)
return 1
`;

/** The count in Redis, shared by every process of one DATA_DIR (all its keys under one hash tag). */
export class RedisAttachmentUsage implements AttachmentUsage {
  private readonly k: readonly [string, string, string];

  constructor(
    private readonly redis: Redis,
    keys: Keyspace = dubashKeys,
    private readonly now: () => number = Date.now,
  ) {
    const { usage, files, pending } = keys.attachments;
    this.k = [usage, files, pending];
  }

  async reserve(file: FileRef, size: number, limits: ReserveLimits): Promise<Reservation> {
    const now = this.now();
    const [verdict, used] = (await this.redis.eval(
      RESERVE_SCRIPT,
      3,
      ...this.k,
      now,
      member(file),
      file.bucket,
      size,
      limits.bucketBytes ?? -1,
      limits.totalBytes,
      now + limits.ttlMs,
    )) as [string, number];
    if (verdict === 'ok') return { ok: true };
    return { ok: false, over: verdict === 'bucket' ? 'bucket' : 'total', used: Number(used) };
  }

  async confirm(file: FileRef, size: number): Promise<void> {
    await this.redis.eval(CONFIRM_SCRIPT, 3, ...this.k, member(file), file.bucket, size);
  }

  async release(file: FileRef): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 3, ...this.k, member(file), file.bucket);
  }

  async used(bucket?: string): Promise<number> {
    return Number((await this.redis.hget(this.k[0], bucket ?? TOTAL)) ?? 0);
  }

  async counted(): Promise<{ files: Map<string, number>; pending: Set<string> }> {
    // The files first, then the pending: a file confirmed in between is on disk already.
    const all = await this.redis.hgetall(this.k[1]);
    const pending = await this.redis.zrange(this.k[2], '0', '-1');
    return {
      files: new Map(Object.entries(all).map(([m, size]) => [m, Number(size)])),
      pending: new Set(pending),
    };
  }
}

/** The count in this process alone: a store no other process writes to (tests, a chat without DATA_DIR). */
export class MemoryAttachmentUsage implements AttachmentUsage {
  private readonly files = new Map<string, { bucket: string; size: number; lapses?: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async reserve(file: FileRef, size: number, limits: ReserveLimits): Promise<Reservation> {
    const now = this.now();
    for (const [m, f] of this.files) if (f.lapses !== undefined && f.lapses <= now) this.files.delete(m);
    const used = this.sum(file.bucket);
    if (limits.bucketBytes !== undefined && used + size > limits.bucketBytes)
      return { ok: false, over: 'bucket', used };
    const total = this.sum();
    if (total + size > limits.totalBytes) return { ok: false, over: 'total', used: total };
    this.files.set(member(file), { bucket: file.bucket, size, lapses: now + limits.ttlMs });
    return { ok: true };
  }

  async confirm(file: FileRef, size: number): Promise<void> {
    this.files.set(member(file), { bucket: file.bucket, size });
  }

  async release(file: FileRef): Promise<void> {
    this.files.delete(member(file));
  }

  async used(bucket?: string): Promise<number> {
    return this.sum(bucket);
  }

  async counted(): Promise<{ files: Map<string, number>; pending: Set<string> }> {
    const files = new Map<string, number>();
    const pending = new Set<string>();
    for (const [m, f] of this.files) {
      files.set(m, f.size);
      if (f.lapses !== undefined) pending.add(m);
    }
    return { files, pending };
  }

  private sum(bucket?: string): number {
    let total = 0;
    for (const f of this.files.values()) if (bucket === undefined || f.bucket === bucket) total += f.size;
    return total;
  }
}
