// The records of answers placed elsewhere (src/state/stores/destinations.ts), on the real Redis at
// 127.0.0.1:6379 under a root of its own: a record lives 48 h; and what an older dubash kept
// (Telegram's topic posts, Discord's mirror posts and the channel reply linked to them) becomes the
// same record in the key migration at start (src/state/older-records.ts), keeping the time it had
// left, so the answers posted before an upgrade are still edited and deleted; the old keys go.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import { keyspace } from '../../../src/state/keys.js';
import { migrateKeys } from '../../../src/state/migrate-keys.js';
import { DestinationStore, REST_OF } from '../../../src/state/stores/destinations.js';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const root = `test-destinations-${randomUUID()}`;
const keys = keyspace(root);
const store = new DestinationStore(redis, keys);

afterAll(async () => {
  for await (const found of redis.scanStream({ match: `${root}*` }) as AsyncIterable<string[]>)
    for (const key of found) await redis.del(key);
  redis.disconnect();
});

const forum: ConversationRef = { platform: 'telegram', workspaceId: '-100123', channelId: '-100123' };
const general: ConversationRef = { platform: 'discord', workspaceId: '81', channelId: '82' };

it('a record is kept 48 hours and forgotten when emptied', async () => {
  const posts = [{ lang: 'ta', where: { ...general, channelId: '83' }, ids: ['w:83:9'] }];
  await store.record(general, 'w:83:9', posts);
  expect(await store.posts(general, 'w:83:9')).toEqual(posts);
  const ttl = await redis.ttl(keys.destinations(general, 'w:83:9'));
  expect(ttl).toBeGreaterThan(47 * 3_600);
  await store.record(general, 'w:83:9', []);
  expect(await store.posts(general, 'w:83:9')).toBeUndefined();
});

/** A keyspace of its own (the migration runs once per root) and the store over it. */
function upgraded(name: string) {
  const keys = keyspace(`${root}-${name}`);
  return { keys, store: new DestinationStore(redis, keys) };
}

it("Telegram's topic posts of an older dubash become a record per language and place", async () => {
  const { keys, store } = upgraded('telegram');
  const old = [
    { lang: 'hi', chat: -100123, thread: 901, message_id: 46 },
    { lang: 'hi', chat: -100123, thread: 901, message_id: 47 },
    { lang: 'ta', chat: -100123, thread: 902, message_id: 48 },
    { lang: '*', chat: -100123, message_id: 49 },
  ];
  await redis.set(keys.telegram.topicPosts(-100123, '46'), JSON.stringify(old), 'EX', 600);
  // Not read on a message's path any more.
  expect(await store.posts(forum, '46')).toBeUndefined();
  const report = await migrateKeys(redis, { keys });
  expect(report.older).toMatchObject({ topicPosts: 1, dropped: 0 });
  expect(await store.posts(forum, '46')).toEqual([
    { lang: 'hi', where: { ...forum, threadId: '901' }, ids: ['46', '47'] },
    { lang: 'ta', where: { ...forum, threadId: '902' }, ids: ['48'] },
    { lang: REST_OF, where: forum, ids: ['49'] },
  ]);
  expect(await redis.exists(keys.telegram.topicPosts(-100123, '46'))).toBe(0);
  const ttl = await redis.ttl(keys.destinations(forum, '46'));
  expect(ttl).toBeGreaterThan(590);
  expect(ttl).toBeLessThanOrEqual(600);
  await store.record(forum, '46', []);
  expect(await store.posts(forum, '46')).toBeUndefined();
});

it("Discord's mirror posts of an older dubash become the record of either of its handles", async () => {
  const { keys, store } = upgraded('discord');
  // every language mirrored: the handle was `m:SOURCE`, in the source's sent-map
  await redis.hset(keys.discord.mirrored('501'), 'ta', 'w:83:601');
  await redis.rpush(keys.sent(general, '501'), 'm:501');
  // some mirrored: the channel reply was the handle, linked to its source
  await redis.hset(keys.discord.mirrored('502'), 'hi', 'w:84:602');
  await redis.set(keys.discord.mirrorOf('702'), '502');
  await redis.rpush(keys.sent(general, '502'), '702');
  // a source whose sent-map expired: nothing can reach its posts
  await redis.hset(keys.discord.mirrored('503'), 'hi', 'w:84:603');
  expect(await store.posts(general, 'm:501')).toBeUndefined();

  const report = await migrateKeys(redis, { keys });
  expect(report.older).toMatchObject({ mirrorPosts: 2, dropped: 1 });
  expect(await store.posts(general, 'm:501')).toEqual([
    { lang: 'ta', where: { ...general, channelId: '83' }, ids: ['w:83:601'] },
  ]);
  expect(await store.posts(general, '702')).toEqual([
    { lang: 'hi', where: { ...general, channelId: '84' }, ids: ['w:84:602'] },
    { lang: REST_OF, where: general, ids: ['702'] },
  ]);
  expect(
    await redis.exists(
      keys.discord.mirrored('501'),
      keys.discord.mirrored('502'),
      keys.discord.mirrored('503'),
      keys.discord.mirrorOf('702'),
    ),
  ).toBe(0);
  await store.record(general, '702', []);
  expect(await store.posts(general, '702')).toBeUndefined();
  // Once: a second start converts nothing.
  expect((await migrateKeys(redis, { keys })).older?.skipped).toBe('done');
});
