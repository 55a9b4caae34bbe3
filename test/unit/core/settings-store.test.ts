// Runs against the real Redis on 127.0.0.1:6379, under a key prefix of its own.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import { SettingsError, SettingsStore } from '../../../src/settings/store.js';
import { keyspace } from '../../../src/state/keys.js';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: false });
const prefix = `test:${randomUUID()}:`;
const store = new SettingsStore(redis, keyspace(prefix.slice(0, -1)));
const ref: ConversationRef = { platform: 'local', workspaceId: 'acme', channelId: 'general' };
const other: ConversationRef = { ...ref, channelId: 'random' };

afterAll(async () => {
  for await (const keys of redis.scanStream({ match: `${prefix}*` }) as AsyncIterable<string[]>)
    if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

describe('SettingsStore', () => {
  it('resolves workspace → channel → member, lower levels winning', async () => {
    await store.set('workspace', ref, { language: 'hi', voice: 'hi_female' });
    await store.set('channel', ref, { autoTranslate: { mode: 'members' } });
    await store.set('member', ref, { language: 'ta' }, 'u1');

    const forU1 = await store.resolve(ref, 'u1');
    expect(forU1.language).toBe('ta');
    expect(forU1.voice).toBe('hi_female');
    expect(forU1.autoTranslate).toEqual({ mode: 'members' });

    const elsewhere = await store.resolve(other, 'u2');
    expect(elsewhere.language).toBe('hi');
    expect(elsewhere.autoTranslate).toEqual({ mode: 'off' });
  });

  it('refuses keys a level may not set and invalid values', async () => {
    await expect(
      store.set('member', ref, { budget: { characters: 1, audioSeconds: 1 } }, 'u1'),
    ).rejects.toThrow(SettingsError);
    await expect(store.set('member', ref, { language: 'xx' as never }, 'u1')).rejects.toThrow();
    await expect(store.set('channel', ref, { speed: 3 })).rejects.toThrow();
  });

  it("resolves several members at once; one with no settings gets the channel's", async () => {
    await store.set('member', ref, { language: 'bn' }, 'u2');
    const channel = (await store.resolve(ref)).language;
    const resolved = await store.resolveMembers(ref, ['u1', 'u2', 'u3']);
    const langs = Object.fromEntries([...resolved].map(([u, s]) => [u, s.language]));
    expect(langs).toEqual({ u1: 'ta', u2: 'bn', u3: channel });
  });
});
