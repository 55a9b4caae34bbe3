// Caption leases on the real Redis: a renewed lease never expires, a lapsed one is claimed by
// exactly one of several sweepers, and a released one by none.

import { Redis } from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import { keyspace } from '../../../src/state/keys.js';
import { CaptionLeases } from '../../../src/state/stores/caption-leases.js';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const space = keyspace(`test:leases:${process.pid}:${Date.now()}`);
let clock = 1_000_000;
const leases = (ttlMs = 60_000) => new CaptionLeases(redis, { keys: space, ttlMs, now: () => clock });
const record = {
  conversation: { platform: 'local' as const, workspaceId: 'w', channelId: 'c' },
  to: ['asha'],
  language: 'hi',
};

afterAll(async () => {
  await redis.del(space.captionsLeases.due, space.captionsLeases.records);
  redis.disconnect();
});

it('hands a lapsed lease to one sweeper only, and a released one to none', async () => {
  const holder = leases();
  const kept = await holder.hold(record);
  const lapsed = await holder.hold({ ...record, language: 'ta' });
  await holder.release(kept);
  expect(await leases().expired()).toEqual([]);
  clock += 60_001;
  // The holder "died": its renewals stop (the timers are cleared without removing the lease).
  for (const timer of (holder as unknown as { held: Map<string, NodeJS.Timeout> }).held.values())
    clearInterval(timer);
  const claims = await Promise.all([leases().expired(), leases().expired(), leases().expired()]);
  expect(claims.flat()).toEqual([{ ...record, language: 'ta' }]);
  expect(await leases().expired()).toEqual([]);
  expect(lapsed).toMatch(/^[\w-]{12}$/);
});
