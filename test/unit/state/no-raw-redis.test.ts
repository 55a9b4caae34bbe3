// Adapters and features keep their state through the typed stores of src/state/stores/ (composed
// once in src/bot.ts), never through a Redis client: no file under adapters/ or src/features/
// imports the client, ioredis or the keys, nor calls a Redis command. The core may keep the client.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

/** Files that still reach Redis themselves, each with why. */
const ALLOWED = new Set<string>([]);

/** Modules that hand out the client or the keys. */
const FORBIDDEN_IMPORTS = [/(^|\/)state\/redis(\.js)?$/, /^ioredis$/, /(^|\/)state\/keys(\.js)?$/];

/**
 * What reaching Redis looks like: a call on something named redis (and Lua's `redis.call`), the
 * core's helpers that take a client, and commands no store of ours is named like.
 */
const FORBIDDEN_CALLS = [
  /\bredis\??\.\w+\(/i,
  /\bnew RedisUsageMeter\(/,
  /\bduplicateClient\(/,
  /\bclaimOnce\(/,
  /\.(multi|pipeline|eval|evalsha|hgetall|hset|hget|hdel|sadd|smembers|srem|sismember|smismember|zadd|zrem|zrangebyscore|pttl|mget|lrange|rpush|lrem|hincrbyfloat|expire|getBuffer|incr|setex|psubscribe|scanStream)\(/,
];

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (name.endsWith('.ts')) yield path;
  }
}

/** Every module a file imports (static, type-only, dynamic and re-exports). */
function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\b(?:import|export)\s[^'"]*?\sfrom\s+['"]([^'"]+)['"]/g))
    found.push(m[1] as string);
  for (const m of text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1] as string);
  for (const m of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) found.push(m[1] as string);
  return found;
}

/** What `text` does that only a store may: its forbidden imports and calls (one a line). */
function rawRedisUse(text: string): string[] {
  const out = importsOf(text)
    .filter((spec) => FORBIDDEN_IMPORTS.some((re) => re.test(spec)))
    .map((spec) => `imports ${spec}`);
  text.split('\n').forEach((line, i) => {
    // comments may talk about Redis
    const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
    const m = FORBIDDEN_CALLS.map((re) => re.exec(code)).find(Boolean);
    if (m) out.push(`line ${i + 1}: ${m[0]}`);
  });
  return out;
}

function scan(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const top of ['adapters', 'src/features'])
    for (const path of sourceFiles(join(ROOT, top))) {
      const file = relative(ROOT, path);
      if (ALLOWED.has(file)) continue;
      const uses = rawRedisUse(readFileSync(path, 'utf8'));
      if (uses.length) found.set(file, uses);
    }
  return found;
}

describe('adapters and features get typed stores, never raw Redis', () => {
  it('no file under adapters/ or src/features/ imports the client or the keys, or calls Redis', () => {
    expect(Object.fromEntries(scan())).toEqual({});
  });

  it('the allow-list names files that exist and still need it', () => {
    for (const file of ALLOWED)
      expect(rawRedisUse(readFileSync(join(ROOT, file), 'utf8')), file).not.toEqual([]);
  });

  it('the check sees what a raw use looks like', () => {
    expect(rawRedisUse("import type { RedisClient } from '../../src/state/redis.js';")).toHaveLength(1);
    expect(rawRedisUse("import { keys } from '../state/keys.js';")).toHaveLength(1);
    expect(rawRedisUse("import { Redis } from 'ioredis';")).toHaveLength(1);
    expect(
      rawRedisUse("const [{ connectRedis }] = await Promise.all([import('../state/redis.js')]);"),
    ).toHaveLength(1);
    expect(rawRedisUse('await this.opts.redis?.sadd(key, member);')).toHaveLength(1);
    expect(rawRedisUse('await client.multi().sadd(key, m).exec();')).toHaveLength(1);
    expect(rawRedisUse("redis.call('GET', KEYS[1])")).toHaveLength(1);
    // talking about Redis, or calling a store, is fine
    expect(rawRedisUse('// kept in Redis so every process agrees')).toEqual([]);
    expect(rawRedisUse("await stores.marks.first('slackEvent', [id]);")).toEqual([]);
  });
});
