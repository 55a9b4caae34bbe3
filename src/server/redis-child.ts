// A private redis-server for `npm start` when REDIS_URL is unset: loopback only, a free port,
// data under DATA_DIR with the append-only file on (no RDB snapshots), and a memory ceiling.
//
// One folder, one server. The server dies with the bot (a parent-death signal, even when the bot
// is SIGKILLed). Where that cannot be set, or a server was left running anyway, its pid and port
// in DATA_DIR/redis-child.json (or its working folder, in /proc) let the next start find it and
// reuse it instead of starting a second server on the same append-only files. A lock file keeps
// two bots starting at the same moment from both spawning one.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, readlink, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';

export interface RedisChild {
  url: string;
  port: number;
  /** pid of the redis-server */
  pid: number;
  /** true when a server left running on this folder by an earlier bot was taken over */
  reused: boolean;
  /** Stops the server (it writes its append-only file first), unless another live bot shares it. */
  stop(): Promise<void>;
}

/** redis-server is not installed: the one line to show. */
export class MissingRedisError extends Error {
  constructor() {
    super(
      'redis-server was not found: install the Debian package redis-server (apt-get install redis-server), or set REDIS_URL to a running Redis',
    );
    this.name = 'MissingRedisError';
  }
}

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => ok(port));
    });
  });
}

/** Waits until the redis-server `child` answers PING at `url` (it failing to start is said at once). */
export async function waitForPing(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') return;
    } catch {
      // not up yet
    } finally {
      probe.disconnect();
    }
    if (Date.now() > deadline) throw new Error('redis-server did not answer PING within the time allowed');
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface RedisChildOptions {
  dataDir: string;
  /** how long to wait for the first PONG, default 10 s */
  timeoutMs?: number;
  /** memory ceiling in MB (maxmemory), default 512; 0: none */
  maxMemoryMb?: number;
  /** called if the server exits while still wanted (not through stop()) */
  onUnexpectedExit?: (code: number | null, lastError: string) => void;
  /** stop the server when this process dies, even by SIGKILL (default true, where setpriv exists) */
  tieToParent?: boolean;
  /** listen on this port instead of a free one (a test restarts a server where its clients expect it) */
  port?: number;
}

/** util-linux's setpriv, which sets the parent-death signal of the server it runs. */
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => existsSync(p));

/**
 * When full, Redis refuses writes (an OOM error) and evicts nothing: BullMQ's job and lock keys and
 * the dedupe keys must never vanish silently (an evicted dedupe key answers an event twice, an
 * evicted lock re-runs a job), so `noeviction` is the only safe policy for this Redis.
 */
export const REDIS_MAXMEMORY_POLICY = 'noeviction';
const DEFAULT_MAX_MEMORY_MB = 512;

/** What DATA_DIR/redis-child.json records about the server running on that folder. */
interface ChildRecord {
  pid: number;
  port: number;
  /** the bot process that runs it */
  owner: number;
}

const RECORD = 'redis-child.json';
const LOCK = 'redis-child.lock';

function alive(pid: number): boolean {
  // 0 and negative pids name process groups, not a process.
  if (!(pid > 0)) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid is a redis-server (not a new process that got a dead server's pid). */
async function isRedisServer(pid: number): Promise<boolean> {
  try {
    return (
      (await readFile(`/proc/${pid}/cmdline`, 'latin1')).split('\0')[0]?.includes('redis-server') ?? false
    );
  } catch {
    // No /proc (not Linux): trust the pid and the PING that follows.
    return alive(pid);
  }
}

async function readRecord(dir: string): Promise<ChildRecord | undefined> {
  try {
    const r = JSON.parse(await readFile(join(dir, RECORD), 'utf8')) as Partial<ChildRecord>;
    if (Number.isInteger(r.pid) && Number.isInteger(r.port) && Number.isInteger(r.owner))
      return r as ChildRecord;
  } catch {
    // none, or unreadable: as if none
  }
  return undefined;
}

async function writeRecord(dir: string, record: ChildRecord): Promise<void> {
  const tmp = join(dir, `${RECORD}.${process.pid}.tmp`);
  await writeFile(tmp, JSON.stringify(record));
  await rename(tmp, join(dir, RECORD));
}

/** The folder's start-up lock (held only while a server is found or started); stale after 60 s. */
async function lockFolder(dir: string, timeoutMs: number): Promise<() => Promise<void>> {
  const path = join(dir, LOCK);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(path, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
      const age = Date.now() - ((await stat(path).catch(() => undefined))?.mtimeMs ?? Date.now());
      if ((Number.isInteger(holder) && holder > 0 && !alive(holder)) || age > 60_000) {
        await rm(path, { force: true });
        continue;
      }
      if (Date.now() > deadline) {
        throw new Error(`another dubash is starting the redis-server of ${dir} (lock ${path}); try again`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * A redis-server working in DIR that no record names (the record was lost, or an older dubash
 * started it): found in /proc (redis-server works in its `--dir`, and titles itself
 * `redis-server HOST:PORT`), so it is not joined by a second one.
 */
async function scanProcesses(dir: string): Promise<ChildRecord | undefined> {
  let pids: string[];
  try {
    pids = (await readdir('/proc')).filter((p) => /^\d+$/.test(p));
  } catch {
    return undefined;
  }
  for (const p of pids) {
    const title = await readFile(`/proc/${p}/cmdline`, 'latin1').catch(() => '');
    if (!title.startsWith('redis-server')) continue;
    if ((await readlink(`/proc/${p}/cwd`).catch(() => '')) !== dir) continue;
    const port = Number.parseInt(/:(\d+)/.exec(title)?.[1] ?? '', 10);
    if (port > 0) return { pid: Number(p), port, owner: 0 };
  }
  return undefined;
}

/** The server an earlier bot left on this folder, if it is running and serves this folder. */
async function findRunning(dir: string, timeoutMs: number): Promise<ChildRecord | undefined> {
  let record = await readRecord(dir);
  if (!record || !alive(record.pid) || !(await isRedisServer(record.pid))) record = await scanProcesses(dir);
  if (!record) return undefined;
  const url = `redis://127.0.0.1:${record.port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      const served = (await probe.config('GET', 'dir')) as string[];
      if (served[1] !== dir) return undefined;
      if ((await probe.ping()) === 'PONG') return record;
    } catch {
      // loading its append-only file, or not a redis on that port any more
    } finally {
      probe.disconnect();
    }
    if (!alive(record.pid)) return undefined;
    if (Date.now() > deadline) {
      throw new Error(
        `a redis-server (pid ${record.pid}) is running on ${dir} but does not answer on port ${record.port}; stop it, then start dubash again`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function applyMemoryLimit(url: string, maxMemoryMb: number): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    await redis.config('SET', 'maxmemory', `${maxMemoryMb}mb`, 'maxmemory-policy', REDIS_MAXMEMORY_POLICY);
  } finally {
    redis.disconnect();
  }
}

/** A server left running on this folder, taken over: stop() shuts it down unless its bot still runs. */
function adopted(record: ChildRecord, dir: string): RedisChild {
  const url = `redis://127.0.0.1:${record.port}`;
  return {
    url,
    port: record.port,
    pid: record.pid,
    reused: true,
    async stop() {
      const current = await readRecord(dir);
      if (current && current.owner !== process.pid && alive(current.owner)) return;
      const redis = new Redis(url, { maxRetriesPerRequest: 0, retryStrategy: () => null });
      redis.on('error', () => undefined);
      // SHUTDOWN writes the append-only file and exits; the connection closing is its answer.
      await redis.shutdown().catch(() => undefined);
      redis.disconnect();
      const deadline = Date.now() + 10_000;
      while (alive(record.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      if (alive(record.pid)) process.kill(record.pid, 'SIGKILL');
      await rm(join(dir, RECORD), { force: true });
    },
  };
}

export async function startRedisChild(opts: RedisChildOptions): Promise<RedisChild> {
  const dir = resolve(opts.dataDir);
  await mkdir(dir, { recursive: true });
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const maxMemoryMb = opts.maxMemoryMb ?? DEFAULT_MAX_MEMORY_MB;
  const unlock = await lockFolder(dir, timeoutMs);
  try {
    const running = await findRunning(dir, timeoutMs);
    if (running) {
      // Its bot is gone (killed): this one owns the server now. A live bot sharing it keeps it.
      if (!alive(running.owner)) await writeRecord(dir, { ...running, owner: process.pid });
      if (maxMemoryMb > 0) await applyMemoryLimit(`redis://127.0.0.1:${running.port}`, maxMemoryMb);
      return adopted(running, dir);
    }
    const child = await spawnChild(dir, opts, maxMemoryMb);
    return child;
  } finally {
    await unlock();
  }
}

async function spawnChild(dir: string, opts: RedisChildOptions, maxMemoryMb: number): Promise<RedisChild> {
  const port = opts.port ?? (await freePort());
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--appendonly',
    'yes',
    '--save',
    '',
    ...(maxMemoryMb > 0
      ? ['--maxmemory', `${maxMemoryMb}mb`, '--maxmemory-policy', REDIS_MAXMEMORY_POLICY]
      : []),
  ];
  // Its own process group: a Ctrl-C in the terminal must not stop Redis before the workers drain.
  // Its life is tied to the bot's: `setpriv --pdeathsig TERM` (util-linux) has the kernel send it
  // SIGTERM when the bot dies, even by SIGKILL, so it writes its append-only file and exits.
  const tied = (opts.tieToParent ?? true) && SETPRIV !== undefined;
  const child = tied
    ? spawn(SETPRIV as string, ['--pdeathsig', 'TERM', 'redis-server', ...args], {
        stdio: ['ignore', 'ignore', 'pipe'],
        detached: true,
      })
    : spawn('redis-server', args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-2_000);
  });
  const spawned = new Promise<void>((ok, fail) => {
    child.once('spawn', ok);
    child.once('error', (err: NodeJS.ErrnoException) =>
      fail(err.code === 'ENOENT' ? new MissingRedisError() : err),
    );
  });
  await spawned;
  const url = `redis://127.0.0.1:${port}`;
  try {
    await waitForPing(url, child, opts.timeoutMs ?? 10_000);
  } catch (err) {
    child.kill('SIGKILL');
    process.off('exit', killOnExit);
    // setpriv's "failed to execute": no redis-server on PATH.
    if (tied && child.exitCode === 127) throw new MissingRedisError();
    throw new Error(`${(err as Error).message}${stderr ? `: ${stderr.trim().split('\n').pop()}` : ''}`);
  }
  const pid = child.pid as number;
  await writeRecord(dir, { pid, port, owner: process.pid });
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  let stopping = false;
  child.once('exit', (code) => {
    process.off('exit', killOnExit);
    if (!stopping) opts.onUnexpectedExit?.(code, stderr.trim().split('\n').pop() ?? '');
  });
  return {
    url,
    port,
    pid,
    reused: false,
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      await rm(join(dir, RECORD), { force: true });
    },
  };
}
