// Live captions of a web process that stops (issue 21, point 3): two web processes on one Redis.
// SIGKILLed, process A cannot say anything: its lease in Redis expires and process B gives the
// member the one notice; the member starts captions again on B. SIGTERMed, B ends them itself:
// the page hears why, the member gets the one notice, no lease is left for another process to
// report again, and B exits 0.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { say } from '../../../src/core/i18n.js';
import { type LocalApi, startLocalApi } from '../../../src/local-api/server.js';
import { type RedisChild, startRedisChild } from '../../../src/server/redis-child.js';
import { keys } from '../../../src/state/keys.js';
import { RedisWebChatStore } from '../../../src/state/stores/web-chat.js';
import { backingEnv, startWebProcess, type WebProcess } from './web-process.js';

const WS = 'captions';
const CH = 'talk';
const DUE = keys.captionsLeases.due;

let redisDir: string;
let dataDir: string;
let redisChild: RedisChild;
let api: LocalApi;
let redis: Redis;
let a: WebProcess;
let b: WebProcess;

beforeAll(async () => {
  redisDir = await mkdtemp(join(tmpdir(), 'dubash-captions-handover-redis-'));
  dataDir = await mkdtemp(join(tmpdir(), 'dubash-captions-handover-data-'));
  redisChild = await startRedisChild({ dataDir: redisDir });
  api = await startLocalApi({ port: 0 });
  redis = new Redis(redisChild.url);
  const env = { ...backingEnv(redisChild.url, api), DATA_DIR: dataDir };
  [a, b] = await Promise.all([startWebProcess(env), startWebProcess(env)]);
}, 90_000);

afterAll(async () => {
  for (const web of [a, b]) web?.child.kill('SIGKILL');
  redis?.disconnect();
  await api?.close();
  await redisChild?.stop();
  await rm(redisDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

/** The microphone of asha's page on one process: what the page hears, and when it closes. */
async function microphone(url: string) {
  const ws = new WebSocket(
    `${url.replace('http', 'ws')}/local/api/captions?workspace=${WS}&channel=${CH}&user=asha&language=en`,
  );
  const heard: { type: string; error?: string }[] = [];
  ws.on('message', (data) => heard.push(JSON.parse(String(data))));
  ws.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const deadline = Date.now() + 20_000;
  while (!heard.some((m) => m.type === 'ready')) {
    if (Date.now() > deadline || heard.some((m) => m.type === 'error'))
      throw new Error(`captions did not start: ${JSON.stringify(heard)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { ws, heard, closed };
}

/** The notices asha alone sees in the channel with this text. */
async function notices(text: string): Promise<number> {
  const all = await new RedisWebChatStore(redis).list(WS, CH);
  return all.filter((m) => m.bot && m.text === text && m.visibleTo?.join() === 'asha').length;
}

it('a SIGKILLed process: another gives the one notice, and captions start again there', async () => {
  const lost = say('en', 'captions.lost');
  const onA = await microphone(a.url);
  expect(await redis.zcard(DUE)).toBe(1);
  a.child.kill('SIGKILL');
  await a.exited;
  await onA.closed;
  // The lease lives 15 s; B looks every 5 s.
  const deadline = Date.now() + 40_000;
  while ((await notices(lost)) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  expect(await notices(lost)).toBe(1);
  expect(await redis.zcard(DUE)).toBe(0);

  const onB = await microphone(b.url);
  expect(onB.heard.map((m) => m.type)).toEqual(['ready']);
  expect(await redis.zcard(DUE)).toBe(1);

  // SIGTERM: B ends them itself, once, and leaves nothing for a sweeper.
  b.child.kill('SIGTERM');
  expect(await onB.closed).toBe(1001);
  const restarting = say('en', 'captions.restarting');
  expect(onB.heard.at(-1)).toEqual({ type: 'error', error: restarting });
  expect(await b.exited, b.output()).toBe(0);
  expect(await notices(restarting)).toBe(1);
  expect(await redis.zcard(DUE)).toBe(0);
  expect(await notices(lost)).toBe(1);
}, 120_000);
