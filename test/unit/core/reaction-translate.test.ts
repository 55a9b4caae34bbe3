// The reaction feature's bookkeeping, against the real Redis on 127.0.0.1:6379 under a prefix of
// its own: one answer per message and language, a failed translation tried again on the next
// reaction, a refusal about the message said once. `translate` stands in for /translate here.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import { type CommandContext, UsageError } from '../../../src/core/command.js';
import { createReactionTranslate } from '../../../src/features/reaction-translate.js';
import { DEFAULT_SETTINGS } from '../../../src/settings/schema.js';
import { keyspace } from '../../../src/state/keys.js';
import { RedisOnceMarks } from '../../../src/state/stores/once.js';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const prefix = `test:${randomUUID()}:`;

afterAll(async () => {
  for await (const keys of redis.scanStream({ match: `${prefix}*` }) as AsyncIterable<string[]>)
    if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

const ctx = (messageId: string, emoji: string, text = 'good morning') =>
  ({
    event: {
      id: randomUUID(),
      kind: 'reaction',
      conversation: { platform: 'local', workspaceId: 'w', channelId: 'c' },
      messageId,
      author: { id: 'bela', isBot: false, isSelf: false, isAdmin: false },
      reaction: { emoji },
      replyTo: { messageId, text },
    },
    target: { messageId, text },
    settings: DEFAULT_SETTINGS,
  }) as unknown as CommandContext;

it('answers once per message and language; another language is another answer', async () => {
  const asked: string[] = [];
  const on = createReactionTranslate({
    marks: new RedisOnceMarks(redis, keyspace(prefix.slice(0, -1))),
    translate: async (_c, lang) => {
      asked.push(lang);
      return [{ type: 'text', text: lang }];
    },
  });
  expect(await on(ctx('m1', '🇺🇸'))).toEqual([{ type: 'text', text: 'en' }]);
  expect(await on(ctx('m1', '🇬🇧'))).toEqual([]);
  expect(await on(ctx('m1', '🇮🇳'))).toHaveLength(1);
  expect(await on(ctx('m1', '👍'))).toEqual([]);
  expect(await on(ctx('m2', '🇮🇳', '  '))).toEqual([]);
  expect(asked).toEqual(['en', 'hi']);
});

it('a failed translation is tried again on the next reaction; a refusal is said once', async () => {
  let calls = 0;
  const failing = createReactionTranslate({
    marks: new RedisOnceMarks(redis, keyspace(prefix.slice(0, -1))),
    translate: async () => {
      calls++;
      if (calls === 1) throw new Error('service down');
      return [{ type: 'text', text: 'ok' }];
    },
  });
  await expect(failing(ctx('m3', '🇮🇳'))).rejects.toThrow('service down');
  expect(await failing(ctx('m3', '🇮🇳'))).toEqual([{ type: 'text', text: 'ok' }]);

  let refusals = 0;
  const refusing = createReactionTranslate({
    marks: new RedisOnceMarks(redis, keyspace(prefix.slice(0, -1))),
    translate: async () => {
      refusals++;
      throw new UsageError('translate.unknownLanguage');
    },
  });
  await expect(refusing(ctx('m4', '🇮🇳'))).rejects.toThrow(UsageError);
  expect(await refusing(ctx('m4', '🇮🇳'))).toEqual([]);
  expect(refusals).toBe(1);
});
