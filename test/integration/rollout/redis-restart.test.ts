// A single Redis (REDIS_URL, appendonly) restarted while web chat commands flow (issue 21,
// point 2): the web process's commands wait for it and go on, instead of failing. Every post is
// taken in (201) and every command answered exactly once; an open live view is told to catch up.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LocalApi, startLocalApi } from '../../../src/local-api/server.js';
import { freePort, type RedisChild, startRedisChild } from '../../../src/server/redis-child.js';
import { RedisWebChatStore } from '../../../src/state/stores/web-chat.js';
import { repliesByMessage } from '../bot/speak-jobs.js';
import { backingEnv, post, startWebProcess, type WebProcess } from './web-process.js';

const COMMANDS = 40;
const WS = 'restart';
const CH = 'web';

let redisDir: string;
let dataDir: string;
let port: number;
let redisChild: RedisChild | undefined;
let api: LocalApi;
let web: WebProcess | undefined;

const startRedis = () => startRedisChild({ dataDir: redisDir, port, tieToParent: false });

beforeAll(async () => {
  redisDir = await mkdtemp(join(tmpdir(), 'dubash-redis-restart-'));
  dataDir = await mkdtemp(join(tmpdir(), 'dubash-redis-restart-data-'));
  port = await freePort();
  redisChild = await startRedis();
  api = await startLocalApi({ port: 0 });
}, 60_000);

afterAll(async () => {
  web?.child.kill('SIGKILL');
  await api?.close();
  await redisChild?.stop();
  await rm(redisDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

it('keeps taking and answering web chat commands through a Redis restart, each once', async () => {
  const redisUrl = `redis://127.0.0.1:${port}`;
  web = await startWebProcess({ ...backingEnv(redisUrl, api), DATA_DIR: dataDir });
  const url = web.url;
  // A page's live view, open through the restart: it is told to read the channel again after.
  const stream = await fetch(`${url}/local/api/stream?workspace=${WS}&channel=${CH}&user=asha`);
  let streamed = '';
  const decoder = new TextDecoder();
  const reading = (async () => {
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      streamed += decoder.decode(value, { stream: true });
    }
  })();
  const posts: Promise<{ status: number; id?: string; error?: string }>[] = [];
  let restarted: Promise<void> | undefined;
  for (let i = 0; i < COMMANDS; i++) {
    posts.push(
      post(url, { workspace: WS, channel: CH, user: 'asha', text: `/translate to hi thank you ${i}` }).then(
        async (res) => ({ status: res.status, ...((await res.json()) as { id?: string; error?: string }) }),
      ),
    );
    // A quarter in: Redis stops (writing its append-only file) and is back 1.5 s later.
    if (i === COMMANDS / 4)
      restarted = (async () => {
        await redisChild?.stop();
        redisChild = undefined;
        await new Promise((r) => setTimeout(r, 1_500));
        redisChild = await startRedis();
      })();
    await new Promise((r) => setTimeout(r, 50));
  }
  await restarted;
  const answers = await Promise.all(posts);
  expect(
    answers.filter((a) => a.status !== 201),
    web.output(),
  ).toEqual([]);
  const ids = answers.map((a) => a.id as string);

  const check = new Redis(redisUrl);
  try {
    const store = new RedisWebChatStore(check);
    const deadline = Date.now() + 30_000;
    let replies = await repliesByMessage(store, WS, CH);
    while (ids.some((id) => !replies.has(id)) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      replies = await repliesByMessage(store, WS, CH);
    }
    expect(ids.map((id) => replies.get(id) ?? 0)).toEqual(ids.map(() => 1));
    expect(replies.size).toBe(COMMANDS);
    expect(streamed).toContain('event: resync\n');
  } finally {
    check.disconnect();
    web.child.kill('SIGTERM');
    await reading;
  }
}, 120_000);
