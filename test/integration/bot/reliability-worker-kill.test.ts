// A worker process killed with SIGKILL while 100 jobs are queued or running: a new worker takes
// over the stalled jobs, and every job's reply is posted exactly once.
import { type ChildProcess, spawn } from 'node:child_process';
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

const CHILD = fileURLToPath(new URL('./fixtures/worker-child.ts', import.meta.url));
const JOBS = 100;
const WS = 'kill';
const CH = 'jobs';

let dataDir: string;
let redisChild: RedisChild;
let api: LocalApi;
let redis: Redis;
let sink: BullJobSink;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dubash-kill-test-'));
  redisChild = await startRedisChild({ dataDir });
  api = await startLocalApi({ port: 0 });
  redis = new Redis(redisChild.url);
  sink = new BullJobSink({ url: redisChild.url });
}, 60_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await sink?.close();
  redis?.disconnect();
  await api?.close();
  await redisChild?.stop();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

function startWorkerChild(): Promise<ChildProcess> {
  const dev = api.devAccount;
  if (!dev) throw new Error('no dev account');
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: {
      ...process.env,
      REDIS_URL: redisChild.url,
      REVERIE_BASE_URL: api.url,
      REVERIE_API_KEY: dev.apiKey,
      REVERIE_APP_ID: dev.appId,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let err = '';
  child.stderr?.on('data', (d) => {
    err += String(d);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start: ${err}`)), 30_000);
    child.stdout?.on('data', (d) => {
      if (String(d).includes('ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited (${code}): ${err}`));
    });
  });
}

it('after a SIGKILL with 100 jobs in flight, a new worker posts every reply exactly once', async () => {
  const store = new RedisWebChatStore(redis);
  await enqueueSpeakJobs(sink, JOBS, WS, CH);

  const first = await startWorkerChild();
  // Kill mid-way: some replies posted, jobs running, most still waiting.
  const deadline = Date.now() + 60_000;
  let before = 0;
  while (Date.now() < deadline) {
    before = [...(await repliesByMessage(store, WS, CH)).values()].reduce((a, b) => a + b, 0);
    if (before >= 15) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  first.kill('SIGKILL');
  await new Promise((r) => first.once('exit', r));
  const atKill = await repliesByMessage(store, WS, CH);
  expect(before).toBeGreaterThanOrEqual(15);
  expect(atKill.size).toBeLessThan(JOBS);
  // Jobs the dead worker held: only stalled-job detection can bring these back.
  const queue = new Queue('speak', {
    connection: { url: redisChild.url },
    prefix: keys.queuePrefix('speak'),
  });
  const orphaned = await queue.getActiveCount();
  await queue.close();
  expect(orphaned).toBeGreaterThan(0);

  await startWorkerChild();
  let counts = new Map<string, number>();
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    counts = await repliesByMessage(store, WS, CH);
    if (counts.size >= JOBS) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  // Give a duplicate (a re-run of a job that had already posted) the time to show up.
  await new Promise((r) => setTimeout(r, 3_000));
  counts = await repliesByMessage(store, WS, CH);
  expect(counts.size).toBe(JOBS);
  expect([...counts.entries()].filter(([, n]) => n !== 1)).toEqual([]);
  const replies = (await store.list(WS, CH, 1_000)).filter((m) => m.bot);
  expect(replies).toHaveLength(JOBS);
  expect(replies.every((m) => m.attachments[0]?.mimeType.startsWith('audio/'))).toBe(true);
}, 240_000);
