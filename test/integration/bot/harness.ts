// The whole bot in-process, as `npm start` composes it: a private redis-server, the local
// Language Services API on a free port, the workers, and the HTTP server with the local chat.
// Tests drive it only through HTTP, like the web page does.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { AttachmentStore, type AttachmentStoreOptions } from '../../../adapters/local/attachments.js';
import type { LocalChatAccess } from '../../../adapters/local/auth.js';
import { type Bot, createBot } from '../../../src/bot.js';
import type { PlatformAdapter } from '../../../src/core/adapter.js';
import { wavFromPcm16kMono } from '../../../src/language/audio.js';
import { createLanguageClient } from '../../../src/language/client.js';
import type { ClientConfig } from '../../../src/language/types.js';
import { type LocalApi, type LocalApiOptions, startLocalApi } from '../../../src/local-api/server.js';
import { createHttpServer } from '../../../src/server/http.js';
import { type RedisChild, startRedisChild } from '../../../src/server/redis-child.js';
import { connectRedis } from '../../../src/state/redis.js';
import { RedisAttachmentUsage } from '../../../src/state/stores/attachment-usage.js';

export interface WireMessage {
  id: string;
  user: string;
  bot: boolean;
  kind: string;
  text: string;
  replyTo: string | null;
  attachments: { kind: string; url: string; mimeType: string; name: string }[];
  createdAt: number;
  original?: string;
  translatedTo?: string;
  /** buttons (POST /local/api/actions presses one) */
  actions?: { command: string; rows: { id: string; label: string; value?: string }[][] };
  /** only these members see it (a personal answer, an admins' notice) */
  visibleTo?: string[];
}

export interface Harness {
  url: string;
  bot: Bot;
  redis: Redis;
  apiUrl: string;
  post(body: Record<string, unknown>): Promise<{ status: number; body: { id?: string; error?: string } }>;
  upload(
    fields: Record<string, string>,
    file: { data: Buffer; name: string; type: string },
  ): Promise<{ status: number; body: { id?: string; error?: string } }>;
  messages(workspace: string, channel: string, user?: string): Promise<WireMessage[]>;
  /** polls the channel until `pick` returns something */
  waitFor<T>(
    workspace: string,
    channel: string,
    pick: (msgs: WireMessage[]) => T | undefined,
    opts?: { user?: string; timeoutMs?: number },
  ): Promise<T>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** options of the local API (e.g. accounts with tiny credits) */
  localApi?: LocalApiOptions;
  /** the first account's key, when `localApi.accounts` replaces the development account */
  account?: { apiKey: string; appId: string };
  /** puts something (a fault-injecting proxy) between the client and the API; returns its URL */
  via?: (apiUrl: string) => Promise<string>;
  /** client timings (short timeouts and few retries for fault tests) */
  client?: Partial<Pick<ClientConfig, 'timeoutMs' | 'retries' | 'backoffMs' | 'deadlineMs'>>;
  /** platform adapters besides the local one (a recording stand-in for a platform); a function gets the bot's Redis */
  adapters?: PlatformAdapter[] | ((redis: Redis) => PlatformAdapter[]);
  /** the web chat's sign-in (a password, as when exposed beyond loopback) */
  localChat?: LocalChatAccess;
  /** quotas and expiry of the web chat's attachments (kept under the test's data folder) */
  files?: Omit<AttachmentStoreOptions, 'dir'>;
  /** the bot's logger (a test reads what an operator would see) */
  logger?: Logger;
}

export async function startHarness(opts: HarnessOptions = {}): Promise<Harness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dubash-bot-test-'));
  let redisChild: RedisChild | undefined;
  let api: LocalApi | undefined;
  try {
    redisChild = await startRedisChild({ dataDir });
    api = await startLocalApi({ port: 0, ...opts.localApi });
    const account = opts.account ?? api.devAccount;
    if (!account) throw new Error('no dev account');
    const baseUrl = opts.via ? await opts.via(api.url) : api.url;
    const language = createLanguageClient({
      baseUrl,
      wsUrl: api.wsUrl,
      apiKey: account.apiKey,
      appId: account.appId,
      ...opts.client,
    });
    // Made as dubash's processes make theirs (src/state/redis.ts: scripts by hash, writes coalesced).
    const redis = connectRedis({ url: redisChild.url }) as Redis;
    const bot = createBot({
      redis,
      redisUrl: redisChild.url,
      language,
      localAdmins: ['admin'],
      ...(opts.logger ? { logger: opts.logger } : {}),
      adapters: typeof opts.adapters === 'function' ? opts.adapters(redis) : opts.adapters,
    });
    // Counted in Redis, as npm start counts them.
    bot.local.store.useFiles(
      new AttachmentStore({
        dir: join(dataDir, 'attachments'),
        usage: new RedisAttachmentUsage(redis),
        ...opts.files,
      }),
    );
    const app = await createHttpServer({
      redis,
      apiBaseUrl: api.url,
      adapters: bot.adapters,
      localChat: opts.localChat,
    });
    await bot.start();
    await bot.startWorkers();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const messages = async (workspace: string, channel: string, user?: string) => {
      const q = new URLSearchParams({ workspace, channel, ...(user ? { user } : {}) });
      const res = await fetch(`${url}/local/api/messages?${q}`);
      if (!res.ok) throw new Error(`GET messages: ${res.status} ${await res.text()}`);
      return (await res.json()) as WireMessage[];
    };
    const child = redisChild;
    const localApi = api;
    return {
      url,
      bot,
      redis,
      apiUrl: api.url,
      async post(body) {
        const res = await fetch(`${url}/local/api/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as { id?: string; error?: string } };
      },
      async upload(fields, file) {
        const form = new FormData();
        for (const [k, v] of Object.entries(fields)) form.append(k, v);
        form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
        const res = await fetch(`${url}/local/api/messages`, { method: 'POST', body: form });
        return { status: res.status, body: (await res.json()) as { id?: string; error?: string } };
      },
      messages,
      async waitFor(workspace, channel, pick, opts = {}) {
        const deadline = Date.now() + (opts.timeoutMs ?? 20_000);
        let last: WireMessage[] = [];
        while (Date.now() < deadline) {
          last = await messages(workspace, channel, opts.user);
          const found = pick(last);
          if (found !== undefined) return found;
          await new Promise((r) => setTimeout(r, 100));
        }
        throw new Error(`timed out; channel holds: ${JSON.stringify(last.map((m) => [m.user, m.text]))}`);
      },
      async close() {
        await bot.stop();
        await app.close();
        await language.close();
        redis.disconnect();
        await localApi.close();
        await child.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await api?.close();
    await redisChild?.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/** A canonical 44-byte-header WAV around 16 kHz mono int16 PCM. */
export const wavOf = wavFromPcm16kMono;

/** A member's JSON sign-in to the web chat at `url` (the chat's own page or a script: no Origin). */
export const signIn = (url: string, user: string, password: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/local/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ user, password }),
  });

/** The session cookie a sign-in set (`name=value`), '' when it set none. */
export const sessionCookie = (res: Response): string => res.headers.get('set-cookie')?.split(';')[0] ?? '';
