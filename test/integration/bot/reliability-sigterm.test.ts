// `dubash worker` stopped with SIGTERM while jobs run: the jobs in flight finish and post their
// replies, the process exits 0, nothing is left active or stalled, and a new worker finishes the rest.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BullJobSink } from '../../../src/jobs/queue.js';
import { type LocalApi, startLocalApi } from '../../../src/local-api/server.js';
import { type RedisChild, startRedisChild } from '../../../src/server/redis-child.js';
import { keys } from '../../../src/state/keys.js';
import { RedisWebChatStore } from '../../../src/state/stores/web-chat.js';
import { enqueueSpeakJobs, repliesByMessage } from './speak-jobs.js';

const CLI = fileURLToPath(new URL('../../../bin/dubash.js', import.meta.url));
const JOBS = 30;
const WS = 'drain';
const CH = 'jobs';

let dataDir: string;
let redisChild: RedisChild;
let api: LocalApi;
let redis: Redis;
let sink: BullJobSink;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dubash-sigterm-test-'));
  redisChild = await startRedisChild({ dataDir });
  api = await startLocalApi({ port: 0 });
  redis = new Redis(redisChild.url);
  sink = new BullJobSink({ url: redisChild.url });
}, 60_000);

afterAll(async () => {
  await sink?.close();
  redis?.disconnect();
  await api?.close();
  await redisChild?.stop();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

function startWorker() {
  const dev = api.devAccount;
  if (!dev) throw new Error('no dev account');
  const child = spawn(process.execPath, [CLI, 'worker'], {
    env: {
      ...process.env,
      REDIS_URL: redisChild.url,
      REVERIE_BASE_URL: api.url,
      REVERIE_API_KEY: dev.apiKey,
      REVERIE_APP_ID: dev.appId,
      // The worker files the web chat's attachments under DATA_DIR: the test's folder.
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (d) => {
    err += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => err };
}

it('drains the jobs in flight on SIGTERM, exits 0, and leaves nothing active', async () => {
  const store = new RedisWebChatStore(redis);
  await enqueueSpeakJobs(sink, JOBS, WS, CH);
  const queue = new Queue('speak', {
    connection: { url: redisChild.url },
    prefix: keys.queuePrefix('speak'),
  });
  try {
    const first = startWorker();
    const deadline = Date.now() + 60_000;
    while ((await repliesByMessage(store, WS, CH)).size < 3 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    first.child.kill('SIGTERM');
    const code = await first.exited;
    expect(code, first.stderr()).toBe(0);
    // Every job the worker had taken finished before it exited: none is left active.
    expect(await queue.getActiveCount()).toBe(0);
    const atStop = await repliesByMessage(store, WS, CH);
    expect(atStop.size).toBe(await queue.getCompletedCount());
    expect(atStop.size).toBeLessThan(JOBS);

    const second = startWorker();
    const until = Date.now() + 90_000;
    while ((await repliesByMessage(store, WS, CH)).size < JOBS && Date.now() < until)
      await new Promise((r) => setTimeout(r, 100));
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const counts = await repliesByMessage(store, WS, CH);
    expect(counts.size).toBe(JOBS);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  } finally {
    await queue.close();
  }
}, 180_000);
