// The one way every process reaches Redis: a single server (REDIS_URL) or a Redis Cluster
// (REDIS_CLUSTER_NODES), with REDIS_PASSWORD and REDIS_TLS. Retries are tuned so that a command in
// flight rides out a restart or a master failover (MOVED/ASK, CLUSTERDOWN, TRYAGAIN, a reset
// connection) instead of failing: the cluster's retries together cover ~20 s, a single server's ~30 s.
import { hash } from 'node:crypto';
import type { Writable } from 'node:stream';
import type { ConnectionOptions } from 'bullmq';
import { Cluster, type ClusterOptions, Redis, type RedisOptions } from 'ioredis';

/** Both clients share the command interface; pub/sub goes through `duplicate()` on either. */
export type RedisClient = Redis | Cluster;

export interface RedisNode {
  host: string;
  port: number;
}

/** Where Redis is: a URL, or a cluster's seed nodes. */
export type RedisTarget =
  | { url: string; password?: string; tls?: boolean }
  | { cluster: RedisNode[]; password?: string; tls?: boolean };

export const isCluster = (client: RedisClient): client is Cluster =>
  (client as { isCluster?: boolean }).isCluster === true;

export const isClusterTarget = (t: RedisTarget): t is Extract<RedisTarget, { cluster: RedisNode[] }> =>
  'cluster' in t;

/** `host:port,host:port` → nodes; throws a short message naming the bad entry. */
export function parseClusterNodes(raw: string): RedisNode[] {
  const nodes = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const m = /^(\[[^\]]+\]|[^:\s]+):(\d{1,5})$/.exec(entry);
      const port = Number(m?.[2]);
      if (!m || port < 1 || port > 65_535) throw new Error(`"${entry}" is not host:port`);
      return { host: (m[1] as string).replace(/^\[|\]$/g, ''), port };
    });
  if (nodes.length === 0) throw new Error('names no node');
  return nodes;
}

/** Short and human: where this process's Redis is (no password). */
export function describeTarget(t: RedisTarget): string {
  if (isClusterTarget(t))
    return `Redis Cluster (seeds ${t.cluster.map((n) => `${n.host}:${n.port}`).join(', ')})`;
  const u = new URL(t.url);
  return `Redis at ${u.host}`;
}

export interface ConnectOptions {
  /** BullMQ's connections: commands wait for Redis as long as it takes (maxRetriesPerRequest null) */
  bullmq?: boolean;
  /** connect at the first command (or connect()) instead of now */
  lazyConnect?: boolean;
  /** reconnects a single command is carried through before it fails; default 20 (~30 s) */
  maxRetriesPerRequest?: number;
  /** a name shown in CLIENT LIST */
  connectionName?: string;
}

/** Reconnect soon, then every 2 s at most: a restart of Redis costs seconds, not minutes. */
const reconnectDelay = (times: number) => Math.min(100 * times, 2_000);

/**
 * After a failover the old master comes back as a replica: a write there answers READONLY.
 * Reconnecting (and re-sending the command) reaches whatever is the master now.
 */
const reconnectOnError = (err: Error) => (err.message.startsWith('READONLY') ? 2 : false);

function commonOptions(t: RedisTarget, opts: ConnectOptions): RedisOptions {
  return {
    ...(t.password ? { password: t.password } : {}),
    ...(t.tls ? { tls: {} } : {}),
    maxRetriesPerRequest: opts.bullmq ? null : (opts.maxRetriesPerRequest ?? 20),
    reconnectOnError,
    ...(opts.connectionName ? { connectionName: opts.connectionName } : {}),
  };
}

/** The cluster client's retries; the per-node ones are left to the cluster (see below). */
export function clusterOptions(t: RedisTarget, opts: ConnectOptions = {}): ClusterOptions {
  return {
    redisOptions: commonOptions(t, opts),
    lazyConnect: opts.lazyConnect ?? false,
    // The whole cluster unreachable: try again soon, then every 2 s, never give up.
    clusterRetryStrategy: (times) => reconnectDelay(times),
    // A dead master: its commands wait, the slot map is refreshed, they go to the promoted replica.
    retryDelayOnFailover: 500,
    retryDelayOnClusterDown: 500,
    retryDelayOnTryAgain: 200,
    // Each of the retries above spends one redirection: 40 × 500 ms outlasts a failover.
    maxRedirections: 40,
    // A master lost to a failover is noticed at the next refresh even with no command failing.
    slotsRefreshInterval: 2_000,
    slotsRefreshTimeout: 2_000,
    // The cluster's own offline queue holds commands while the slots are not known yet.
    enableOfflineQueue: true,
  };
}

const COALESCED = Symbol('dubash.coalescedWrites');

/**
 * Commands issued in one turn of the event loop leave in one write: the socket is corked at the
 * first write and uncorked once the turn's callbacks and promise continuations have run. Each
 * write costs a system call plus the kernel's TCP work for both ends, and Redis a read: an event
 * issues several commands, many events run at once, and under load the write calls held a third
 * of the bot's profile samples. Unlike ioredis' enableAutoPipelining (measured: more CPU per event
 * and a worse p99) no command waits for another batch's answers (it keeps one pipeline per slot in
 * flight) and nothing is allocated per batch. Replies are matched by ioredis' command queue as before.
 */
function coalesceWrites(stream: Writable | undefined): void {
  const s = stream as (Writable & { [COALESCED]?: true }) | undefined;
  if (!s || s[COALESCED]) return;
  s[COALESCED] = true;
  const write = s.write;
  let corked = false;
  const flush = () => {
    corked = false;
    s.uncork();
  };
  s.write = function (this: Writable, ...args: Parameters<Writable['write']>) {
    if (!corked) {
      corked = true;
      s.cork();
      process.nextTick(flush);
    }
    return write.apply(this, args);
  } as Writable['write'];
}

/** Distinct scripts a client remembers the hash of (dubash has a few dozen, all constants). */
const SCRIPT_HASHES_MAX = 256;

/**
 * `eval` sends the script's hash (EVALSHA) instead of its text, and the text only when Redis
 * answers NOSCRIPT (a new server, a restart, a promoted replica): nothing ran then, so sending it
 * again is safe. The scripts on an event's way are hundreds of bytes each, which both ends paid
 * for on every call (building and writing the command, and Redis hashing the text to find it).
 * Callers keep calling `eval` with the text, so the code that proves each script's keys share a
 * slot (test/unit/state/slots.test.ts) still sees every script.
 */
function evalByHash(client: RedisClient): void {
  type Eval = (...args: unknown[]) => Promise<unknown>;
  const plain = client.eval.bind(client) as unknown as Eval;
  const bySha = client.evalsha.bind(client) as unknown as Eval;
  const hashes = new Map<string, string>();
  (client as unknown as { eval: Eval }).eval = (script: unknown, ...rest: unknown[]) => {
    if (typeof script !== 'string' || typeof rest[rest.length - 1] === 'function')
      return plain(script, ...rest);
    let sha = hashes.get(script);
    if (sha === undefined) {
      if (hashes.size >= SCRIPT_HASHES_MAX) return plain(script, ...rest);
      sha = hash('sha1', script, 'hex');
      hashes.set(script, sha);
    }
    return bySha(sha, ...rest).catch((err: unknown) => {
      if (err instanceof Error && err.message.startsWith('NOSCRIPT')) return plain(script, ...rest);
      throw err;
    });
  };
}

/** Each connection of `client` (a reconnect makes a new socket) coalesces its writes. */
function coalesceClientWrites(client: Redis): void {
  client.on('connect', () => coalesceWrites((client as unknown as { stream?: Writable }).stream));
}

/** A new client for the target (each caller owns and closes its own). */
export function connectRedis(t: RedisTarget, opts: ConnectOptions = {}): RedisClient {
  // BullMQ's connections are left as BullMQ expects them (it loads its scripts by hash itself).
  const ours = !opts.bullmq;
  if (isClusterTarget(t)) {
    const cluster = new Cluster(t.cluster, clusterOptions(t, opts));
    if (ours) {
      cluster.on('+node', (node: Redis) => coalesceClientWrites(node));
      evalByHash(cluster);
    }
    return cluster;
  }
  const client = new Redis(t.url, {
    ...commonOptions(t, opts),
    ...(t.tls && !t.url.startsWith('rediss:') ? { tls: {} } : {}),
    lazyConnect: opts.lazyConnect ?? false,
    retryStrategy: reconnectDelay,
  });
  if (ours) {
    coalesceClientWrites(client);
    evalByHash(client);
  }
  return client;
}

/**
 * BullMQ's `connection`: for a single Redis the options (BullMQ opens its connections from them);
 * for a cluster a lazy Cluster client, which BullMQ duplicates for each queue's and worker's
 * connections (it cannot build a cluster client from options).
 *
 * Without the cluster's ready check. When a worker's blocking fetch outlives its timeout (its
 * master died), BullMQ drops that connection and awaits the Cluster's `connect()`. While the
 * cluster says `cluster_state:fail` (until the replica is promoted) the ready check fails and
 * ioredis reconnects on its own, leaving that `connect()` promise pending for good: the worker
 * then never fetches again and never finishes closing. Without the check `connect()` resolves once
 * the slot map is read; commands for the dead master's slots are retried as any others are.
 */
export function bullmqConnection(t: RedisTarget): ConnectionOptions {
  if (isClusterTarget(t))
    return new Cluster(t.cluster, {
      ...clusterOptions(t, { bullmq: true, lazyConnect: true }),
      enableReadyCheck: false,
    });
  const { url, password, tls } = t;
  return {
    ...(password ? { password } : {}),
    ...(tls && !url.startsWith('rediss:') ? { tls: {} } : {}),
    retryStrategy: reconnectDelay,
    reconnectOnError,
    url,
  };
}

/** A second client like this one (a subscriber, say): the two classes' `duplicate` differ in type only. */
export function duplicateClient(client: RedisClient): RedisClient {
  return isCluster(client) ? client.duplicate() : client.duplicate();
}

/**
 * Closes a client, or a BullMQ `connection` that is a client of ours (a cluster template); options
 * need nothing. QUIT is given 2 s: a cluster node that died never answers it, and shutdown must not
 * wait for it.
 */
export async function closeConnection(conn: ConnectionOptions | RedisClient): Promise<void> {
  const client = conn as { quit?: () => Promise<unknown>; disconnect?: () => void; status?: string };
  if (typeof client.quit !== 'function') return;
  // A lazy client that never connected has nothing to say goodbye to.
  if (client.status !== 'wait') {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      client.quit().catch(() => undefined),
      new Promise((r) => {
        timer = setTimeout(r, 2_000);
      }),
    ]);
    clearTimeout(timer);
  }
  client.disconnect?.();
}
