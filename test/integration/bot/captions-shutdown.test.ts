// The web chat's live captions end once, however many ways they are ended at the same moment
// (adapters/local/captions.ts): a fault that ends them (a spent budget) and a SIGTERM; a page that
// hangs up and a SIGTERM. The member reads one notice, and a session ended here leaves no lease for
// another process to report as lost. Real parts: the local API (pocketsphinx), the real Redis at
// 127.0.0.1:6379 under a root of its own, the web chat's routes over HTTP and a WebSocket page.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { localConversation } from '../../../adapters/local/ids.js';
import { LocalAdapter } from '../../../adapters/local/index.js';
import { localRoutes } from '../../../adapters/local/routes.js';
import { say } from '../../../src/core/i18n.js';
import { SettingsStore } from '../../../src/core/settings-store.js';
import { RedisUsageMeter } from '../../../src/core/usage.js';
import { createLanguageClient } from '../../../src/language/client.js';
import type { LanguageClient } from '../../../src/language/types.js';
import { type LocalApi, startLocalApi } from '../../../src/local-api/server.js';
import { keyspace } from '../../../src/state/keys.js';
import { connectRedis } from '../../../src/state/redis.js';
import { CaptionLeases } from '../../../src/state/stores/caption-leases.js';
import { createStores } from '../../../src/state/stores/index.js';
import { RedisWebChatStore } from '../../../src/state/stores/web-chat.js';

const RECORDING = '/usr/share/pocketsphinx/test/data/goforward.raw';
const LEASE_MS = 600;
const root = `test-captions-shutdown-${randomUUID()}`;
const keys = keyspace(root);
/** the test's own view of Redis (another process's, for the leases) */
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
let api: LocalApi;
let language: LanguageClient;

beforeAll(async () => {
  api = await startLocalApi({ port: 0 });
  const account = api.devAccount;
  if (!account) throw new Error('no dev account');
  language = createLanguageClient({ baseUrl: api.url, wsUrl: api.wsUrl, ...account });
}, 60_000);

afterAll(async () => {
  await language?.close();
  await api?.close();
  for await (const found of redis.scanStream({ match: `${root}:*` }) as AsyncIterable<string[]>)
    for (const key of found) await redis.del(key);
  redis.disconnect();
}, 60_000);

/** One web process's chat: its own Redis connection (closed on stop, as the process does). */
async function webProcess() {
  const conn = connectRedis({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }) as Redis;
  const stores = {
    ...createStores(conn, keys),
    captionLeases: new CaptionLeases(conn, { keys, ttlMs: LEASE_MS }),
  };
  const adapter = new LocalAdapter({
    stores,
    usage: new RedisUsageMeter(conn, keys),
    settings: new SettingsStore(conn, keys),
    language,
    routes: localRoutes,
  });
  const app: FastifyInstance = Fastify();
  app.decorate('localChatAccess', {});
  await adapter.routes(app);
  await adapter.start(async () => undefined);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `ws://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return {
    adapter,
    url,
    /** What SIGTERM does to the web chat, then the process lets go of Redis and exits. */
    async stop() {
      await adapter.stop();
      await app.close();
      conn.disconnect();
    },
  };
}

/** asha's microphone page on `url`: what it hears, and its socket. */
function microphone(url: string, workspace: string, onMessage?: (m: { type: string }) => void) {
  const ws = new WebSocket(
    `${url}/local/api/captions?${new URLSearchParams({ workspace, channel: 'talk', user: 'asha', language: 'en' })}`,
  );
  const heard: { type: string; error?: string }[] = [];
  ws.on('message', (data) => {
    const m = JSON.parse(String(data)) as { type: string; error?: string };
    heard.push(m);
    onMessage?.(m);
  });
  ws.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => ws.on('close', () => resolve()));
  return { ws, heard, closed };
}

/** What asha alone was told in the channel (the notices of why captions ended). */
async function notices(workspace: string): Promise<string[]> {
  const all = await new RedisWebChatStore(redis, keys).list(workspace, 'talk');
  return all.filter((m) => m.bot && m.visibleTo?.join() === 'asha').map((m) => m.text);
}

async function until(what: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!what()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

it('a spent budget and a SIGTERM at the same moment: the member reads one notice', async () => {
  const workspace = `budget-${randomUUID().slice(0, 8)}`;
  const ref = localConversation(workspace, 'talk');
  const budget = { characters: 0, audioSeconds: 5 };
  await new SettingsStore(redis, keys).set('workspace', ref, { budget });
  await new RedisUsageMeter(redis, keys).record(ref, budget, 'audioSeconds', 5);
  const web = await webProcess();
  let stopping: Promise<void> | undefined;
  // The process is told to stop as the page hears that captions ended (the fault's notice on its way).
  const page = microphone(web.url, workspace, (m) => {
    if (m.type === 'error') stopping ??= web.stop();
  });
  await until(() => stopping !== undefined);
  await stopping;
  await page.closed;
  const told = await notices(workspace);
  expect(told, JSON.stringify(told)).toHaveLength(1);
  expect(told[0]).toMatch(/^Live captions stopped\. This workspace has used its monthly budget of 5 seconds/);
  expect(page.heard.filter((m) => m.type === 'error')).toHaveLength(1);
}, 60_000);

it('a page that hangs up as SIGTERM comes: no notice, and no lease left to be reported as lost', async () => {
  const workspace = `hangup-${randomUUID().slice(0, 8)}`;
  const web = await webProcess();
  const page = microphone(web.url, workspace);
  await until(() => page.heard.some((m) => m.type === 'ready'));
  // Speech in flight: its last words are being finalised when the page goes.
  const speech = await readFile(RECORDING);
  for (let i = 0; i < speech.length; i += 8192) page.ws.send(speech.subarray(i, i + 8192));
  await new Promise((r) => setTimeout(r, 300));
  page.ws.terminate();
  await new Promise((r) => setTimeout(r, 100));
  await web.stop();
  // Another process looks for leases whose process died without ending them.
  await new Promise((r) => setTimeout(r, LEASE_MS + 200));
  expect(await new CaptionLeases(redis, { keys, ttlMs: LEASE_MS }).expired()).toEqual([]);
  expect(await notices(workspace)).toEqual([]);
}, 60_000);

it('a SIGTERM while the page hangs up on its notice: one notice, the lease released', async () => {
  const workspace = `term-${randomUUID().slice(0, 8)}`;
  const web = await webProcess();
  // The page closes as soon as it hears why captions ended (as a tab being closed would).
  const page = microphone(web.url, workspace, (m) => {
    if (m.type === 'error') page.ws.close();
  });
  await until(() => page.heard.some((m) => m.type === 'ready'));
  await web.stop();
  await page.closed;
  expect(await notices(workspace)).toEqual([say('en', 'captions.restarting')]);
  await new Promise((r) => setTimeout(r, LEASE_MS + 200));
  expect(await new CaptionLeases(redis, { keys, ttlMs: LEASE_MS }).expired()).toEqual([]);
}, 60_000);
