// `/captions` typed as text, through the real pipeline and the captions feature, on platforms
// without voice channels: consent is remembered per workspace; `start` says where captions come
// from instead (the web chat's microphone button); wrong input gets the usage.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandMap } from '../../../commands/index.js';
import type { PlatformAdapter } from '../../../src/core/adapter.js';
import type { ChatEvent } from '../../../src/core/event.js';
import type { ConversationRef } from '../../../src/core/ids.js';
import { Pipeline } from '../../../src/core/pipeline.js';
import type { Reply } from '../../../src/core/reply.js';
import { SettingsStore } from '../../../src/core/settings-store.js';
import { RedisUsageMeter } from '../../../src/core/usage.js';
import { createCaptions } from '../../../src/features/captions/index.js';
import { createLanguageClient } from '../../../src/language/client.js';
import type { LanguageClient } from '../../../src/language/types.js';
import { type LocalApi, startLocalApi } from '../../../src/local-api/server.js';
import { keys, keyspace } from '../../../src/state/keys.js';
import { createStores } from '../../../src/state/stores/index.js';
import { ChatTranslator } from '../../../src/translation/translator.js';

const id = randomUUID();
let api: LocalApi;
let language: LanguageClient;
let redis: Redis;
let pipeline: Pipeline;
let n = 0;

beforeAll(async () => {
  api = await startLocalApi({ port: 0 });
  const dev = api.devAccount as { apiKey: string; appId: string };
  language = createLanguageClient({ baseUrl: api.url, wsUrl: api.wsUrl, ...dev });
  redis = new Redis('redis://127.0.0.1:6379');
  const settings = new SettingsStore(redis, keyspace(`test:${id}`));
  // Platforms as they are: none of these has voice channels (no `voice` capability).
  const adapter = (name: ConversationRef['platform']) => ({ name }) as PlatformAdapter;
  pipeline = new Pipeline({
    redis,
    settings,
    language,
    jobs: { enqueue: async () => undefined },
    translator: new ChatTranslator(language, redis, { keys: keyspace(`test:${id}`) }),
    commands: commandMap,
    captions: createCaptions({
      stores: createStores(redis),
      usage: new RedisUsageMeter(redis),
      settings,
      language,
      adapter,
    }),
  });
});

afterAll(async () => {
  for await (const keys of redis.scanStream({ match: `*${id}*` }) as AsyncIterable<string[]>)
    if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await language.close();
  await api.close();
});

async function send(platform: ConversationRef['platform'], text: string): Promise<Reply[]> {
  n++;
  const event: ChatEvent = {
    id: `${id}-${n}`,
    kind: 'command',
    conversation: { platform, workspaceId: `ws-${id}`, channelId: 'general' },
    messageId: `m${n}`,
    author: { id: 'asha', isBot: false, isSelf: false, isAdmin: false },
    text,
    command: { name: 'captions', args: text.replace(/^\/captions\s*/, '') },
  };
  const outcome = await pipeline.handle(event);
  if (outcome.status !== 'handled') throw new Error(outcome.status);
  return outcome.replies;
}

const text = (r: Reply | undefined) => (r && 'text' in r ? r.text : '');

describe('/captions', () => {
  it('remembers consent per workspace, and says so only to the member', async () => {
    const [on] = await send('local', '/captions consent on');
    expect(text(on)).toMatch(/^You will be captioned/);
    expect(on?.audience).toEqual({ member: 'asha' });
    const key = keys.captionsConsent({ platform: 'local', workspaceId: `ws-${id}` });
    expect(await redis.sismember(key, 'asha')).toBe(1);
    const [off] = await send('local', '/captions consent off');
    expect(text(off)).toMatch(/^You will no longer be captioned/);
    expect(await redis.sismember(key, 'asha')).toBe(0);
  });

  it('start in the web chat points to its microphone button; elsewhere says there are no voice channels', async () => {
    const [web] = await send('local', '/captions start');
    expect(web?.type).toBe('error');
    expect(text(web)).toMatch(/microphone button \(Start captions\)/);
    const [telegram] = await send('telegram', '/captions start language hi translate');
    expect(text(telegram)).toMatch(/^This platform has no voice channels I can join/);
    const [stop] = await send('local', '/captions stop');
    expect(text(stop)).toMatch(/^Live captions are not on here/);
  });

  it('wrong input gets what to type', async () => {
    expect(text((await send('local', '/captions'))[0])).toMatch(/^Say `consent on`/);
    expect(text((await send('local', '/captions consent'))[0])).toMatch(/`\/captions consent on`/);
    expect(text((await send('local', '/captions start language xx'))[0])).toMatch(
      /I don't know the language "xx"[\s\S]*Usage: \/captions consent on\|off/,
    );
  });
});
