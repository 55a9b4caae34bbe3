// The whole bot with the Slack adapter pointed at the loopback Slack emulator: a private
// redis-server, the local Language Services API, the workers and the bot's HTTP server, where
// the emulator delivers signed requests to POST /slack/events.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { SlackAdapter, type SlackAdapterOptions } from '../../../adapters/slack/index.js';
import { type Bot, createBot } from '../../../src/bot.js';
import { createLanguageClient } from '../../../src/language/client.js';
import type { LanguageClient } from '../../../src/language/types.js';
import { type LocalApi, startLocalApi } from '../../../src/local-api/server.js';
import { createHttpServer } from '../../../src/server/http.js';
import { type RedisChild, startRedisChild } from '../../../src/server/redis-child.js';
import { createStores } from '../../../src/state/stores/index.js';
import { SlackEmulator } from '../../fakes/slack-emulator.js';

export interface SlackHarness {
  url: string;
  bot: Bot;
  slack: SlackAdapter;
  emulator: SlackEmulator;
  redis: Redis;
  errors: string[];
  close(): Promise<void>;
}

export const MEMBERS = {
  asha: { id: 'U0ASHA0001', name: 'Asha', locale: 'en-US' },
  ravi: { id: 'U0RAVI0001', name: 'Ravi', locale: 'hi-IN' },
  admin: { id: 'U0ADMIN001', name: 'Admin', is_admin: true, locale: 'en-US' },
};

export interface HarnessOptions {
  language?: (client: LanguageClient) => LanguageClient;
  adapter?: (emulator: SlackEmulator, redis: Redis) => Partial<SlackAdapterOptions>;
  /** the workers run in a bot of their own with its own Slack adapter, like `dubash worker` */
  separateWorkers?: boolean;
}

export async function startSlackHarness(opts: HarnessOptions = {}): Promise<SlackHarness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dubash-slack-test-'));
  let redisChild: RedisChild | undefined;
  let api: LocalApi | undefined;
  let emulator: SlackEmulator | undefined;
  try {
    redisChild = await startRedisChild({ dataDir });
    api = await startLocalApi({ port: 0 });
    emulator = await SlackEmulator.start();
    for (const m of Object.values(MEMBERS)) emulator.addUser(m);
    emulator.addUser({ id: emulator.team().botUserId, name: 'dubash', is_bot: true });
    const account = api.devAccount;
    if (!account) throw new Error('no dev account');
    const client = createLanguageClient({ baseUrl: api.url, wsUrl: api.wsUrl, ...account });
    const language = opts.language ? opts.language(client) : client;
    const redis = new Redis(redisChild.url);
    const errors: string[] = [];
    const slack = new SlackAdapter({
      botToken: emulator.token,
      signingSecret: emulator.signingSecret,
      apiUrl: emulator.apiUrl,
      stores: createStores(redis),
      retries: 2,
      onError: (err, what) => errors.push(`${what}: ${String(err)}`),
      ...opts.adapter?.(emulator, redis),
    });
    const bot = createBot({ redis, redisUrl: redisChild.url, language, adapters: [slack] });
    const app = await createHttpServer({ redis, apiBaseUrl: api.url, adapters: bot.adapters });
    // The worker side: another adapter instance that never starts receiving (as in another process).
    const workerBot = opts.separateWorkers
      ? createBot({
          redis,
          redisUrl: redisChild.url,
          language,
          adapters: [
            new SlackAdapter({
              botToken: emulator.token,
              signingSecret: emulator.signingSecret,
              apiUrl: emulator.apiUrl,
              stores: createStores(redis),
              retries: 2,
              onError: (err, what) => errors.push(`worker ${what}: ${String(err)}`),
            }),
          ],
        })
      : undefined;
    await bot.start();
    await (workerBot ?? bot).startWorkers();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    emulator.eventsUrl = `${url}/slack/events`;
    const child = redisChild;
    const localApi = api;
    const emu = emulator;
    return {
      url,
      bot,
      slack,
      emulator: emu,
      redis,
      errors,
      async close() {
        await bot.stop();
        await workerBot?.stop();
        await app.close();
        await client.close();
        redis.disconnect();
        await emu.close();
        await localApi.close();
        await child.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await emulator?.close();
    await api?.close();
    await redisChild?.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/** Polls until `pick` finds something (the bot and its workers run in the background). */
export async function until<T>(pick: () => T | undefined, what: string, timeoutMs = 25_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = pick();
    if (found !== undefined && found !== false) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}
