// The client every process makes (src/state/redis.ts) sends scripts by their hash and writes the
// commands of one turn of the event loop together. Against a private redis-server (its script
// cache is flushed, a thing not to do to a shared one): a script runs whether Redis knows it or not,
// answers come back to their callers in order, and all of it holds on the new connection after one
// is cut.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RedisChild, startRedisChild } from '../../../src/server/redis-child.js';
import { connectRedis } from '../../../src/state/redis.js';

let dataDir: string;
let child: RedisChild;
let redis: Redis;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dubash-redis-client-'));
  child = await startRedisChild({ dataDir });
  redis = connectRedis({ url: child.url }) as Redis;
});

afterAll(async () => {
  redis?.disconnect();
  await child?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const COUNT_SCRIPT = `return redis.call('INCRBY', KEYS[1], ARGV[1])`;

/** How many times the server ran a command, by name (INFO commandstats). */
async function calls(name: string): Promise<number> {
  const m = new RegExp(`^cmdstat_${name}:calls=(\\d+)`, 'm').exec(await redis.info('commandstats'));
  return Number(m?.[1] ?? 0);
}

it('runs a script Redis does not know (its text follows a NOSCRIPT), then by its hash alone', async () => {
  await redis.script('FLUSH');
  await redis.del('counter');
  expect(await redis.eval(COUNT_SCRIPT, 1, 'counter', 5)).toBe(5);
  const [evals, shas] = [await calls('eval'), await calls('evalsha')];
  expect(await redis.eval(COUNT_SCRIPT, 1, 'counter', 2)).toBe(7);
  // the second call went by hash, and its text was not sent again
  expect(await calls('evalsha')).toBe(shas + 1);
  expect(await calls('eval')).toBe(evals);
  // Redis forgets its scripts (a restart, a promoted replica): the text goes again, once.
  await redis.script('FLUSH');
  expect(await redis.eval(COUNT_SCRIPT, 1, 'counter', 1)).toBe(8);
  expect(await calls('eval')).toBe(evals + 1);
});

it('passes a script error to the caller (not taken for a missing script)', async () => {
  await expect(redis.eval(`return redis.call('NOSUCHCOMMAND')`, 0)).rejects.toThrow(/Unknown Redis command/i);
});

it('answers many commands issued at once, each to its caller, in order', async () => {
  await redis.del('seq', 'list');
  const n = 2_000;
  const answers = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      i % 2 ? redis.incr('seq') : redis.eval(COUNT_SCRIPT, 1, 'seq', 1).then(Number),
    ),
  );
  expect(answers).toEqual(Array.from({ length: n }, (_, i) => i + 1));
  await Promise.all(Array.from({ length: 100 }, (_, i) => redis.rpush('list', String(i))));
  expect(await redis.lrange('list', 0, -1)).toEqual(Array.from({ length: 100 }, (_, i) => String(i)));
});

it('keeps working on the connection that replaces a cut one', async () => {
  const id = await redis.client('ID');
  const watcher = connectRedis({ url: child.url }) as Redis;
  try {
    await watcher.client('KILL', 'ID', String(id));
  } finally {
    watcher.disconnect();
  }
  await redis.del('after');
  const answers = await Promise.all(
    Array.from({ length: 50 }, () => redis.eval(COUNT_SCRIPT, 1, 'after', 1).then(Number)),
  );
  expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  expect(await redis.client('ID')).not.toBe(id);
});
