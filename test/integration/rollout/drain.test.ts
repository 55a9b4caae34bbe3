// SIGTERM on a web process with commands in flight (issue 21, point 4): /readyz answers 503
// "draining" at once and a new message is refused with 503, every command already taken in is
// answered exactly once, and the process exits 0. The Language Services API answers each of the
// commands' calls after 4 s, so the commands are still in flight when the signal arrives.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LocalApi, startLocalApi } from '../../../src/local-api/server.js';
import { DRAINING_TEXT } from '../../../src/server/drain.js';
import { type RedisChild, startRedisChild } from '../../../src/server/redis-child.js';
import { RedisWebChatStore } from '../../../src/state/stores/web-chat.js';
import { type FaultProxy, startFaultProxy } from '../bot/fault-proxy.js';
import { repliesByMessage } from '../bot/speak-jobs.js';
import { backingEnv, post, startWebProcess } from './web-process.js';

const COMMANDS = 6;
const WS = 'drain';
const CH = 'web';

let dataDir: string;
let redisChild: RedisChild;
let api: LocalApi;
let proxy: FaultProxy;
let redis: Redis;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dubash-drain-test-'));
  redisChild = await startRedisChild({ dataDir });
  api = await startLocalApi({ port: 0 });
  proxy = await startFaultProxy(api.url, () => 'pass', {
    // the calls commands make; /readyz's probe (a GET) is answered at once
    delayMs: (req) => (req.method === 'POST' ? 4_000 : 0),
  });
  redis = new Redis(redisChild.url);
}, 60_000);

afterAll(async () => {
  redis?.disconnect();
  await proxy?.close();
  await api?.close();
  await redisChild?.stop();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

it('says 503 while it drains, answers every command in flight once, and exits 0', async () => {
  const web = await startWebProcess({
    ...backingEnv(redisChild.url, api, proxy.url),
    DATA_DIR: dataDir,
    SHUTDOWN_TIMEOUT_S: '30',
  });
  const store = new RedisWebChatStore(redis);
  const ids: string[] = [];
  for (let i = 0; i < COMMANDS; i++) {
    const res = await post(web.url, {
      workspace: WS,
      channel: CH,
      user: 'asha',
      text: `/translate to hi thank you ${i}`,
    });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  // Every command has reached the (slow) API: all are in flight, none answered yet.
  const deadline = Date.now() + 20_000;
  while (proxy.seen.filter((r) => r.method === 'POST').length < COMMANDS && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
  expect((await repliesByMessage(store, WS, CH)).size).toBe(0);

  web.child.kill('SIGTERM');
  // The balancer's probe hears "draining" first; a new message is refused, not half taken in.
  // (An idle keep-alive connection is closed at the signal: a probe on it fails and is repeated.)
  let ready: Response | undefined;
  for (let i = 0; i < 50; i++) {
    ready = await fetch(`${web.url}/readyz`).catch(() => undefined);
    if (ready?.status === 503) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(ready?.status).toBe(503);
  expect(await ready?.text()).toBe('not ready: draining (shutting down)');
  const late = await post(web.url, {
    workspace: WS,
    channel: CH,
    user: 'asha',
    text: '/translate to hi too late',
  });
  expect(late.status, await late.clone().text()).toBe(503);
  expect(late.headers.get('retry-after')).toBe('5');
  expect(await late.text()).toBe(DRAINING_TEXT);

  expect(await web.exited, web.output()).toBe(0);
  const replies = await repliesByMessage(store, WS, CH);
  expect(ids.map((id) => replies.get(id) ?? 0)).toEqual(ids.map(() => 1));
  const answers = (await store.list(WS, CH)).filter((m) => m.bot && m.replyTo);
  expect(
    answers.every((m) => /[\u0900-\u097F]/.test(m.text)),
    JSON.stringify(answers),
  ).toBe(true);
  // The refused message was never stored.
  expect((await store.list(WS, CH)).some((m) => m.text.includes('too late'))).toBe(false);
}, 120_000);
