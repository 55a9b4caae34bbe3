// Slack Events reaching either of two web processes on one Redis (issue 21, point 3): a retry
// that the balancer sends to the other process, and one delivery sent to both at once, are each
// answered exactly once (the event_id dedupe and the pipeline's are in Redis, not in a process).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LocalApi, startLocalApi } from '../../../src/local-api/server.js';
import { type RedisChild, startRedisChild } from '../../../src/server/redis-child.js';
import { SlackEmulator } from '../../fakes/slack-emulator.js';
import { backingEnv, startWebProcess, type WebProcess } from './web-process.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const ASHA = 'U0ASHA0001';
const CHANNEL = 'C0GENERAL1';

let redisDir: string;
let dataDir: string;
let redisChild: RedisChild;
let api: LocalApi;
let emulator: SlackEmulator;
let a: WebProcess;
let b: WebProcess;

beforeAll(async () => {
  redisDir = await mkdtemp(join(tmpdir(), 'dubash-slack-two-redis-'));
  dataDir = await mkdtemp(join(tmpdir(), 'dubash-slack-two-data-'));
  redisChild = await startRedisChild({ dataDir: redisDir });
  api = await startLocalApi({ port: 0 });
  emulator = await SlackEmulator.start();
  emulator.addUser({ id: ASHA, name: 'Asha', locale: 'en-US' });
  emulator.addUser({ id: emulator.team().botUserId, name: 'dubash', is_bot: true });
  const env = {
    ...backingEnv(redisChild.url, api),
    DATA_DIR: dataDir,
    SLACK_BOT_TOKEN: emulator.token,
    SLACK_SIGNING_SECRET: emulator.signingSecret,
    SLACK_API_URL: emulator.apiUrl,
  };
  [a, b] = await Promise.all([startWebProcess(env), startWebProcess(env)]);
}, 90_000);

afterAll(async () => {
  for (const web of [a, b]) web?.child.kill('SIGTERM');
  await Promise.all([a?.exited, b?.exited]);
  await emulator?.close();
  await api?.close();
  await redisChild?.stop();
  await rm(redisDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

const events = (web: WebProcess) => `${web.url}/slack/events`;
const answersTo = (ts: string) => emulator.botMessages(CHANNEL).filter((m) => m.thread_ts === ts);

async function answeredOnce(ts: string): Promise<void> {
  const deadline = Date.now() + 25_000;
  while (answersTo(ts).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  // Time for a second answer, were one coming.
  await new Promise((r) => setTimeout(r, 1_500));
  expect(answersTo(ts)).toHaveLength(1);
  expect(answersTo(ts)[0]?.text).toMatch(DEVANAGARI);
}

it('a retry that reaches the other process is answered once', async () => {
  const bot = emulator.team().botUserId;
  emulator.eventsUrl = events(a);
  const { ts, body, delivery } = await emulator.post(ASHA, `<@${bot}> translate to hi good morning`);
  expect(delivery.status).toBe(200);
  emulator.eventsUrl = events(b);
  expect((await emulator.deliver(body, { retryNum: 1 })).status).toBe(200);
  await answeredOnce(ts);
}, 60_000);

it('one delivery sent to both processes at once is answered once', async () => {
  const bot = emulator.team().botUserId;
  const ts = emulator.nextTs();
  const body = emulator.eventBody({
    type: 'message',
    user: ASHA,
    text: `<@${bot}> translate to hi thank you`,
    ts,
    team: 'T0TEAM0001',
    channel: CHANNEL,
    channel_type: 'channel',
  });
  // The URL is read when each request starts: one goes to A, the other to B, together.
  emulator.eventsUrl = events(a);
  const toA = emulator.deliver(body);
  emulator.eventsUrl = events(b);
  const toB = emulator.deliver(body);
  expect((await Promise.all([toA, toB])).map((d) => d.status)).toEqual([200, 200]);
  await answeredOnce(ts);
}, 60_000);
