// The web chat's store (src/state/stores/web-chat.ts) on the real Redis at 127.0.0.1:6379 under a
// root of its own: a channel keeps its newest 2,000 messages and those pushed out go with their
// translations (a hundred or so at a time); translations are filed only under a message that is still there.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import { keyspace } from '../../../src/state/keys.js';
import { RedisWebChatStore, type StoredMessage } from '../../../src/state/stores/web-chat.js';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const root = `test-web-chat-${randomUUID()}`;
const keys = keyspace(root);
const store = new RedisWebChatStore(redis, keys);

afterAll(async () => {
  for await (const found of redis.scanStream({ match: `${root}:*` }) as AsyncIterable<string[]>)
    for (const key of found) await redis.del(key);
  redis.disconnect();
});

const message = (n: number): StoredMessage => ({
  id: `m${n}`,
  workspace: 'acme',
  channel: 'general',
  user: `member${n % 3}`,
  bot: false,
  kind: 'text',
  text: `message ${n}`,
  replyTo: null,
  attachments: [],
  createdAt: n,
});

it('keeps the newest 2,000 messages, dropping the oldest 100 or so at a time with their translations', async () => {
  for (let n = 1; n <= 2_100; n++) await store.add(message(n));
  expect(await store.addTranslations(message(1), { hi: 'संदेश 1' })).toBe(true);
  expect(await store.addTranslations(message(102), { hi: 'संदेश 102' })).toBe(true);
  // up to 100 over the length wait for the next batch
  expect(await store.list('acme', 'general', 5_000)).toHaveLength(2_100);
  await store.add(message(2_101));
  const listed = await store.list('acme', 'general', 5_000);
  expect(listed).toHaveLength(2_000);
  expect(listed[0]?.id).toBe('m102');
  expect(listed.at(-1)?.id).toBe('m2101');
  expect(await store.get('m1')).toBeUndefined();
  expect(await store.get('m101')).toBeUndefined();
  expect(await redis.exists(keys.local.translations('m1'))).toBe(0);
  expect((await store.translations(['m102'])).get('m102')).toEqual({ hi: 'संदेश 102' });
});

it('files no translations under a message that is gone', async () => {
  const gone = { ...message(9_999), channel: 'other' };
  expect(await store.addTranslations(gone, { ta: 'செய்தி' })).toBe(false);
  expect(await redis.exists(keys.local.translations(gone.id))).toBe(0);
});
