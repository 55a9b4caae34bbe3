// The whole bot with the Telegram adapter pointed at the loopback Bot API emulator: a private
// redis-server, the local Language Services API, the workers and the HTTP server (webhook route).
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { TelegramAdapter } from '../../../adapters/telegram/index.js';
import { type Bot, createBot } from '../../../src/bot.js';
import { SettingsStore } from '../../../src/core/settings-store.js';
import { inlineTranslation } from '../../../src/features/inline.js';
import { createLanguageClient } from '../../../src/language/client.js';
import type { LanguageClient } from '../../../src/language/types.js';
import { type LocalApi, startLocalApi } from '../../../src/local-api/server.js';
import { createHttpServer } from '../../../src/server/http.js';
import { type RedisChild, startRedisChild } from '../../../src/server/redis-child.js';
import { createStores } from '../../../src/state/stores/index.js';
import { ChatTranslator } from '../../../src/translation/translator.js';
import { TelegramEmulator } from '../../fakes/telegram-emulator.js';

export interface TelegramHarness {
  url: string;
  bot: Bot;
  telegram: TelegramAdapter;
  emulator: TelegramEmulator;
  /** the bot's settings (a chat's workspace language, say) */
  settings: SettingsStore;
  /** the bot's Redis (what it keeps, and for how long) */
  redis: Redis;
  errors: string[];
  close(): Promise<void>;
}

export const WEBHOOK_SECRET = 'a-webhook-secret-of-the-test_0123';

export function fixture(name: string): Record<string, unknown> {
  const path = new URL(`../../fixtures/telegram/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

export interface HarnessOptions {
  /** the workers run in a bot of their own with its own Telegram adapter, like `dubash worker` */
  separateWorkers?: boolean;
  /** wraps the language client (a canned transcript, say) */
  language?: (client: LanguageClient) => LanguageClient;
}

export async function startTelegramHarness(
  mode: 'polling' | 'webhook',
  opts: HarnessOptions = {},
): Promise<TelegramHarness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dubash-tg-test-'));
  let redisChild: RedisChild | undefined;
  let api: LocalApi | undefined;
  let emulator: TelegramEmulator | undefined;
  try {
    redisChild = await startRedisChild({ dataDir });
    api = await startLocalApi({ port: 0 });
    emulator = await TelegramEmulator.start();
    const account = api.devAccount;
    if (!account) throw new Error('no dev account');
    const client = createLanguageClient({ baseUrl: api.url, wsUrl: api.wsUrl, ...account });
    const language = opts.language ? opts.language(client) : client;
    const redis = new Redis(redisChild.url);
    const settings = new SettingsStore(redis);
    const errors: string[] = [];
    const telegram = new TelegramAdapter({
      token: emulator.token,
      apiRoot: emulator.apiRoot,
      mode,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: mode === 'webhook' ? 'https://bot.example/telegram/webhook' : undefined,
      // The emulator stands in for the cloud API, with its 20 MB download limit.
      maxDownloadBytes: 20 * 1024 * 1024,
      inline: inlineTranslation({ language, translator: new ChatTranslator(language, redis) }),
      recentTexts: createStores(redis).recentTexts,
      settings,
      onError: (err, what) => errors.push(`${what}: ${String(err)}`),
    });
    const bot = createBot({ redis, redisUrl: redisChild.url, language, adapters: [telegram] });
    const app = await createHttpServer({ redis, apiBaseUrl: api.url, adapters: bot.adapters });
    // The worker side: another adapter instance that never starts receiving (as in another process).
    const workerBot = opts.separateWorkers
      ? createBot({
          redis,
          redisUrl: redisChild.url,
          language,
          adapters: [
            new TelegramAdapter({
              token: emulator.token,
              apiRoot: emulator.apiRoot,
              maxDownloadBytes: 20 * 1024 * 1024,
              recentTexts: createStores(redis).recentTexts,
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
    const child = redisChild;
    const localApi = api;
    const emu = emulator;
    return {
      url,
      bot,
      telegram,
      emulator: emu,
      settings,
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
