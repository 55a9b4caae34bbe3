// The private redis-server outlives a killed bot; the next start must reuse it, never run a second
// server on the same append-only folder, and the memory ceiling must be in force.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { REDIS_MAXMEMORY_POLICY, startRedisChild } from '../../../src/server/redis-child.js';

const dirs: string[] = [];

/** pids of redis-servers serving `dir`. */
async function serversOn(dir: string): Promise<number[]> {
  const found: number[] = [];
  for (const p of (await readdir('/proc')).filter((x) => /^\d+$/.test(x))) {
    // redis-server retitles itself (`redis-server 127.0.0.1:PORT`) and works in its --dir.
    const title = await readFile(`/proc/${p}/cmdline`, 'latin1').catch(() => '');
    const cwd = await readlink(`/proc/${p}/cwd`).catch(() => '');
    if (title.startsWith('redis-server') && cwd === dir) found.push(Number(p));
  }
  return found;
}

/**
 * A bot-like process that starts the child, writes a key, prints its url, then waits to be killed.
 * `tied: false` leaves the server running when the process dies (no parent-death signal).
 */
function startBotProcess(dataDir: string, tied = true): Promise<{ url: string; kill(): Promise<void> }> {
  const script = `
    import { startRedisChild } from ${JSON.stringify(resolve('src/server/redis-child.ts'))};
    import { Redis } from 'ioredis';
    const child = await startRedisChild({ dataDir: ${JSON.stringify(dataDir)}, tieToParent: ${tied} });
    const r = new Redis(child.url);
    await r.set('before-the-kill', 'kept');
    await r.quit();
    console.log('URL ' + child.url);
    setInterval(() => {}, 1000);
  `;
  const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((ok, fail) => {
    let out = '';
    let err = '';
    proc.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /URL (\S+)/.exec(out);
      if (m)
        ok({
          url: m[1] as string,
          kill: () =>
            new Promise((done) => {
              proc.once('exit', () => done());
              proc.kill('SIGKILL');
            }),
        });
    });
    proc.once('exit', (code) => fail(new Error(`bot process exited ${code}: ${err}`)));
  });
}

afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`still waiting: ${what}`);
}

describe('private redis-server', () => {
  it('dies with a killed bot (after writing its data); the restart starts one server, data kept', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'dubash-redis-child-'));
    dirs.push(dataDir);
    const killed = await startBotProcess(dataDir);
    await killed.kill();
    await until(async () => (await serversOn(dataDir)).length === 0, 'the server to stop');
    const child = await startRedisChild({ dataDir });
    try {
      expect(child.reused).toBe(false);
      expect(await serversOn(dataDir)).toEqual([child.pid]);
      const r = new Redis(child.url);
      expect(await r.get('before-the-kill')).toBe('kept');
      r.disconnect();
    } finally {
      await child.stop();
    }
  }, 60_000);

  it('a server left running on the folder is reused, never joined by a second one', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'dubash-redis-child-'));
    dirs.push(dataDir);
    const killed = await startBotProcess(dataDir, false);
    await killed.kill();
    // The killed bot's server is still there…
    expect(await serversOn(dataDir)).toHaveLength(1);

    const child = await startRedisChild({ dataDir });
    try {
      expect(child.reused).toBe(true);
      expect(child.url).toBe(killed.url);
      // …and no second one was started on the same append-only folder.
      expect(await serversOn(dataDir)).toEqual([child.pid]);
      const r = new Redis(child.url);
      expect(await r.get('before-the-kill')).toBe('kept');
      r.disconnect();
    } finally {
      await child.stop();
    }
    expect(await serversOn(dataDir)).toEqual([]);
  }, 60_000);

  it('a server no record names (an older dubash, a lost record) is found and reused', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'dubash-redis-child-'));
    dirs.push(dataDir);
    const killed = await startBotProcess(dataDir, false);
    await killed.kill();
    await rm(join(dataDir, 'redis-child.json'));
    const child = await startRedisChild({ dataDir });
    try {
      expect(child.reused).toBe(true);
      expect(child.url).toBe(killed.url);
      expect(await serversOn(dataDir)).toEqual([child.pid]);
    } finally {
      await child.stop();
    }
    expect(await serversOn(dataDir)).toEqual([]);
  }, 60_000);

  it('two starts on one folder share one server', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'dubash-redis-child-'));
    dirs.push(dataDir);
    const [a, b] = await Promise.all([startRedisChild({ dataDir }), startRedisChild({ dataDir })]);
    try {
      expect(a.port).toBe(b.port);
      expect(await serversOn(dataDir)).toHaveLength(1);
    } finally {
      await b.stop();
      await a.stop();
    }
    expect(await serversOn(dataDir)).toEqual([]);
  }, 60_000);

  it('runs with a memory ceiling and refuses writes (evicting nothing) when full', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'dubash-redis-child-'));
    dirs.push(dataDir);
    const child = await startRedisChild({ dataDir, maxMemoryMb: 64 });
    const r = new Redis(child.url);
    try {
      expect(await r.config('GET', 'maxmemory')).toEqual(['maxmemory', String(64 * 1024 * 1024)]);
      expect(await r.config('GET', 'maxmemory-policy')).toEqual(['maxmemory-policy', REDIS_MAXMEMORY_POLICY]);
      await r.set('small', 'x');
      await r.config('SET', 'maxmemory', '1');
      await expect(r.set('more', 'y')).rejects.toThrow(/OOM/);
      expect(await r.get('small')).toBe('x');
    } finally {
      r.disconnect();
      await child.stop();
    }
  }, 60_000);
});
