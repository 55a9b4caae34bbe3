// The texts the Telegram adapter keeps for translate by reaction, in the real Redis on
// 127.0.0.1:6379 under a prefix of its own: read back with the same token, kept a day at most,
// never readable from Redis alone, unreadable under another token.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import { RECENT_TEXT_TTL_S, RecentTexts } from '../../../adapters/telegram/recent-texts.js';
import { keyspace } from '../../../src/state/keys.js';
import { RedisRecentTexts } from '../../../src/state/stores/recent-texts.js';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const prefix = `test:${randomUUID()}:`;
const keys = keyspace(prefix.slice(0, -1));

afterAll(async () => {
  for await (const keys of redis.scanStream({ match: `${prefix}*` }) as AsyncIterable<string[]>)
    if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

it('keeps a text with its topic for a day, sealed: Redis holds no readable text', async () => {
  const texts = new RecentTexts('123:secret-token', new RedisRecentTexts(redis, keys));
  await texts.remember(-100123, 45, { text: 'good morning friends', topic: 7 });
  expect(await texts.get(-100123, 45)).toEqual({ text: 'good morning friends', topic: 7 });
  expect(await texts.get(-100123, 46)).toBeUndefined();
  const key = keys.telegram.text(-100123, 45);
  const ttl = await redis.ttl(key);
  expect(ttl).toBeGreaterThan(0);
  expect(ttl).toBeLessThanOrEqual(RECENT_TEXT_TTL_S);
  const stored = (await redis.get(key)) ?? '';
  expect(stored).not.toContain('good morning');
  expect(Buffer.from(stored, 'base64').toString('utf8')).not.toContain('good morning');
  // another bot (another token) reads nothing, and a damaged value is no text
  expect(
    await new RecentTexts('456:other', new RedisRecentTexts(redis, keys)).get(-100123, 45),
  ).toBeUndefined();
  await redis.set(key, 'not sealed');
  expect(await texts.get(-100123, 45)).toBeUndefined();
});

it('keeps nothing for an empty text, in memory without Redis', async () => {
  const texts = new RecentTexts('123:secret-token');
  await texts.remember(1, 2, { text: '   ' });
  expect(await texts.get(1, 2)).toBeUndefined();
  await texts.remember(1, 3, { text: 'hello' });
  expect(await texts.get(1, 3)).toEqual({ text: 'hello' });
});
