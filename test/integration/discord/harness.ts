// The whole bot with the Discord adapter pointed at the loopback Discord emulator: a private
// redis-server, the local Language Services API, the workers (in their own bot with their own
// adapter, like `dubash worker`, when asked) and the real discord.js client on the emulator's gateway.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { DiscordAdapter, type DiscordAdapterOptions } from '../../../adapters/discord/index.js';
import { type Bot, createBot } from '../../../src/bot.js';
import { SettingsStore } from '../../../src/core/settings-store.js';
import { createLanguageClient } from '../../../src/language/client.js';
import type { LanguageClient } from '../../../src/language/types.js';
import { type LocalApi, startLocalApi } from '../../../src/local-api/server.js';
import { type RedisChild, startRedisChild } from '../../../src/server/redis-child.js';
import { createStores } from '../../../src/state/stores/index.js';
import {
  DiscordEmulator,
  type EmulatorUser,
  PERMS,
  type StoredMessage,
} from '../../fakes/discord-emulator.js';

export const MEMBERS = {
  asha: { id: '424201000000000001', username: 'asha', global_name: 'Asha', locale: 'en-US' },
  ravi: { id: '424201000000000002', username: 'ravi', global_name: 'Ravi', locale: 'hi' },
  admin: {
    id: '424201000000000003',
    username: 'admin',
    global_name: 'Admin',
    locale: 'en-US',
    permissions: String(PERMS.MANAGE_GUILD | PERMS.VIEW_CHANNEL | PERMS.SEND_MESSAGES),
  },
  mod: {
    id: '424201000000000004',
    username: 'mod',
    global_name: 'Mod',
    locale: 'en-US',
    permissions: String(PERMS.MANAGE_CHANNELS | PERMS.VIEW_CHANNEL | PERMS.SEND_MESSAGES),
  },
} satisfies Record<string, EmulatorUser>;

export function fixture(name: string): Record<string, unknown> {
  const path = new URL(`../../fixtures/discord/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

export interface DiscordHarness {
  emulator: DiscordEmulator;
  bot: Bot;
  discord: DiscordAdapter;
  guild: string;
  /** #general, #tamil-chat */
  channels: { general: string; tamil: string };
  redis: Redis;
  errors: string[];
  infos: string[];
  close(): Promise<void>;
}

export interface HarnessOptions {
  separateWorkers?: boolean;
  /** the application without the privileged Message Content intent */
  noMessageContent?: boolean;
  adapter?: Partial<DiscordAdapterOptions>;
  language?: (client: LanguageClient) => LanguageClient;
  /** events per workspace per minute (the bench lifts it) */
  rateLimitPerMinute?: number;
  /** the longest captions session (fractions allowed here: tests use seconds) */
  captionsMaxMinutes?: number;
  /** the streaming STT address the bot dials, given the local API's (a test's relay in between) */
  wsUrl?: (apiWsUrl: string) => string;
}

export async function startDiscordHarness(opts: HarnessOptions = {}): Promise<DiscordHarness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dubash-discord-test-'));
  let redisChild: RedisChild | undefined;
  let api: LocalApi | undefined;
  let emulator: DiscordEmulator | undefined;
  try {
    redisChild = await startRedisChild({ dataDir });
    api = await startLocalApi({ port: 0 });
    emulator = await DiscordEmulator.start();
    if (opts.noMessageContent) emulator.messageContentEnabled = false;
    const g = emulator.addGuild({
      name: 'dubash test',
      preferredLocale: 'en-US',
      channels: [{ name: 'general' }, { name: 'tamil-chat' }],
    });
    const account = api.devAccount;
    if (!account) throw new Error('no dev account');
    const wsUrl = opts.wsUrl ? opts.wsUrl(api.wsUrl) : api.wsUrl;
    const client = createLanguageClient({ baseUrl: api.url, wsUrl, ...account });
    const language = opts.language ? opts.language(client) : client;
    const redis = new Redis(redisChild.url);
    const errors: string[] = [];
    const infos: string[] = [];
    const adapterOpts = (tag: string): DiscordAdapterOptions => ({
      token: emulator?.token ?? '',
      apiUrl: emulator?.apiUrl,
      stores: createStores(redis),
      settings: new SettingsStore(redis),
      onError: (err, what) => errors.push(`${tag}${what}: ${String(err)}`),
      onInfo: (m) => infos.push(m),
      ...opts.adapter,
    });
    const discord = new DiscordAdapter(adapterOpts(''));
    const bot = createBot({
      redis,
      redisUrl: redisChild.url,
      language,
      adapters: [discord],
      ...(opts.rateLimitPerMinute ? { rateLimitPerMinute: opts.rateLimitPerMinute } : {}),
      ...(opts.captionsMaxMinutes ? { captionsMaxMinutes: opts.captionsMaxMinutes } : {}),
    });
    const workerBot = opts.separateWorkers
      ? createBot({
          redis,
          redisUrl: redisChild.url,
          language,
          adapters: [new DiscordAdapter(adapterOpts('worker '))],
        })
      : undefined;
    await bot.start();
    await (workerBot ?? bot).startWorkers();
    const child = redisChild;
    const localApi = api;
    const emu = emulator;
    return {
      emulator: emu,
      bot,
      discord,
      guild: g.id,
      channels: { general: g.channels[0] ?? '', tamil: g.channels[1] ?? '' },
      redis,
      errors,
      infos,
      async close() {
        await bot.stop();
        await workerBot?.stop();
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

/** Polls until `pick` finds something. */
export async function until<T>(pick: () => T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = pick();
    if (found !== undefined && found !== false) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The moderator's `/settings change:…` in `channel` (default #general); its answer, as they see it. */
export async function modSettings(
  h: DiscordHarness,
  change: string,
  channel = h.channels.general,
): Promise<StoredMessage> {
  const i = h.emulator.slash(channel, MEMBERS.mod, 'settings', [{ name: 'change', type: 3, value: change }]);
  return until(
    () =>
      h.emulator
        .visible(channel, MEMBERS.mod.id)
        .find((m) => (m.interaction_metadata as { id?: string } | undefined)?.id === i.id),
    `settings ${change}`,
  );
}
