// A private redis-server for `npm start` when REDIS_URL is unset: loopback only, a free port,
// data under DATA_DIR with the append-only file on (no RDB snapshots).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { Redis } from 'ioredis';

export interface RedisChild {
  url: string;
  port: number;
  /** Stops the server (it writes its append-only file first). */
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

async function waitForPing(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
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
  /** called if the server exits while still wanted (not through stop()) */
  onUnexpectedExit?: (code: number | null, lastError: string) => void;
}

export async function startRedisChild(opts: RedisChildOptions): Promise<RedisChild> {
  const dir = resolve(opts.dataDir);
  await mkdir(dir, { recursive: true });
  const port = await freePort();
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
  ];
  // Its own process group: a Ctrl-C in the terminal must not stop Redis before the workers drain.
  const child = spawn('redis-server', args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
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
    throw new Error(`${(err as Error).message}${stderr ? `: ${stderr.trim().split('\n').pop()}` : ''}`);
  }
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  let stopping = false;
  child.once('exit', (code) => {
    process.off('exit', killOnExit);
    if (!stopping) opts.onUnexpectedExit?.(code, stderr.trim().split('\n').pop() ?? '');
  });
  return {
    url,
    port,
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
