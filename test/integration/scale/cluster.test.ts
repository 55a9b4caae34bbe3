// `npm start` (startDubash) on a real Redis Cluster (3 masters + 3 replicas on loopback) through
// REDIS_CLUSTER_NODES: no private redis-server; the web chat and Telegram answer commands, a /speak
// runs through the BullMQ workers, dubash's keys spread over the masters, and when a master is
// SIGKILLed /readyz says so while the cluster is down, a message sent meanwhile is answered once,
// and /readyz is 200 again after the replica's promotion; after a second failover every queue's
// worker takes jobs again, and the process stops with no work left hanging.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { JOB_NAMES } from '../../../src/jobs/definitions.js';
import { type Running, startDubash } from '../../../src/main.js';
import { keys } from '../../../src/state/keys.js';
import { bullmqConnection, closeConnection } from '../../../src/state/redis.js';
import { TelegramEmulator } from '../../fakes/telegram-emulator.js';
import { type RedisCluster, startRedisCluster } from '../../support/redis-cluster.js';
import { fixture } from '../telegram/harness.js';

const SECRET = 'cluster-test-secret_0123';
let cluster: RedisCluster;
let emulator: TelegramEmulator;
let running: Running;
let dataDir: string;
/** the process's warnings and errors, as an operator reads them */
const logged: string[] = [];

beforeAll(async () => {
  cluster = await startRedisCluster();
  emulator = await TelegramEmulator.start();
  dataDir = await mkdtemp(join(tmpdir(), 'dubash-cluster-'));
  running = await startDubash(
    {
      PATH: process.env.PATH,
      PORT: '0',
      DATA_DIR: dataDir,
      REDIS_CLUSTER_NODES: cluster.seeds,
      TELEGRAM_BOT_TOKEN: emulator.token,
      TELEGRAM_API_ROOT: emulator.apiRoot,
      TELEGRAM_MODE: 'webhook',
      TELEGRAM_WEBHOOK_SECRET: SECRET,
      // A stop that hangs shows as a warning before the test's own time runs out.
      SHUTDOWN_TIMEOUT_S: '20',
    },
    pino({ level: 'warn' }, { write: (line: string) => void logged.push(line) }),
  );
}, 120_000);

afterAll(async () => {
  // Already stopped by the last test, unless it failed: bounded then.
  await Promise.race([running?.stop(), new Promise((r) => setTimeout(r, 15_000))]);
  await emulator?.close();
  await cluster?.stop();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

interface Wire {
  id: string;
  user: string;
  bot: boolean;
  text: string;
  replyTo?: string | null;
  attachments?: { mimeType: string }[];
}

const base = () => running.url.replace(/\/$/, '');
const post = async (text: string) => {
  const res = await fetch(`${base()}/local/api/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ workspace: 'acme', channel: 'general', user: 'asha', text }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};
const channel = async () => {
  const res = await fetch(`${base()}/local/api/messages?workspace=acme&channel=general&user=asha`);
  return (await res.json()) as Wire[];
};
const repliesTo = async (id: string) => (await channel()).filter((m) => m.replyTo === id && m.bot);
async function until<T>(what: string, f: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await f().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const readyz = async () => {
  const res = await fetch(`${base()}/readyz`, { signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: await res.text() };
};

it('starts on the cluster without a private redis-server, and is ready', async () => {
  expect(running.config.redis).toEqual(cluster.target);
  expect(existsSync(join(dataDir, 'redis-child.json'))).toBe(false);
  expect(await readyz()).toEqual({ status: 200, body: 'ready' });
});

it('answers the web chat and Telegram, a /speak through the workers; keys on at least 2 of 3 masters', async () => {
  const tr = await post('/translate to hi good morning');
  const translated = await until('the translation', async () => {
    const r = await repliesTo(tr);
    return r.find((m) => /[\u0900-\u097F]/.test(m.text));
  });
  expect(translated.text).toMatch(/[\u0900-\u097F]/);
  // Past 300 characters /speak is a job for the workers (BullMQ on the cluster).
  const sp = await post(
    `/speak ${'The river rose over the old stone steps before the rice was in. '.repeat(6)}`,
  );
  const voice = await until('the spoken reply', async () =>
    (await repliesTo(sp)).find((m) => m.attachments?.[0]?.mimeType.startsWith('audio/')),
  );
  expect(voice.attachments?.[0]?.mimeType).toMatch(/^audio\//);
  // It was a worker's: the voice queue on the cluster holds the completed job.
  const connection = bullmqConnection(cluster.target);
  const queue = new Queue('speak', { connection, prefix: keys.queuePrefix('speak') });
  expect(await queue.getCompletedCount()).toBe(1);
  await queue.close();
  await closeConnection(connection);

  const message = fixture('private-speak').message as Record<string, unknown>;
  const hook = (update: unknown) =>
    fetch(`${base()}/telegram/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
      body: JSON.stringify(update),
    });
  const long = `/speak ${'Good evening to everyone in the group, and thank you for coming. '.repeat(5)}`;
  expect((await hook({ update_id: 91, message: { ...message, message_id: 201, text: long } })).status).toBe(
    200,
  );
  const sent = await emulator.waitForCall(
    'sendVoice',
    (c) => (c.params.reply_parameters as { message_id?: number } | undefined)?.message_id === 201,
  );
  expect(sent).toBeDefined();

  // Where the data went: the keys of the settings, dedupe, the web chat and each queue hash to
  // different slots, so more than one master holds some.
  const holding: number[] = [];
  for (const port of await cluster.masterPorts()) {
    const node = new Redis({ port, host: '127.0.0.1' });
    const [, found] = await node.scan('0', 'MATCH', '*dubash*', 'COUNT', 10_000);
    const count = found.length ? found.length : (await node.keys('*dubash*')).length;
    node.disconnect();
    if (count > 0) holding.push(port);
  }
  expect(holding.length).toBeGreaterThanOrEqual(2);
}, 90_000);

it('a master SIGKILLed: /readyz 503 while the cluster is down, a message meanwhile answered once, 200 after', async () => {
  // The master that serves the web chat's keys: its loss is felt by the very next message.
  const owner = await cluster.masterOf('{local}');

  const statuses: { status: number; body: string }[] = [];
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      statuses.push(await readyz().catch((err) => ({ status: 0, body: String(err) })));
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  await cluster.kill(owner);
  const during = await post('/translate to hi good evening');
  await cluster.waitUntilOk(30_000);
  // Ready again, and staying so: three answers in a row.
  let inRow = 0;
  await until('/readyz 200 three times in a row after the failover', async () => {
    inRow = (await readyz()).status === 200 ? inRow + 1 : 0;
    return inRow >= 3 ? true : undefined;
  });
  watching = false;
  await watcher;

  const answer = await until('the answer sent during the failover', async () => {
    const r = await repliesTo(during);
    return r.length ? r : undefined;
  });
  await new Promise((r) => setTimeout(r, 1_500));
  expect((await repliesTo(during)).length).toBe(answer.length);
  expect(answer.filter((m) => /[\u0900-\u097F]/.test(m.text))).toHaveLength(1);
  // The outage showed: a 503 that names the cluster (the master, or the cluster state).
  const down = statuses.filter((s) => s.status === 503);
  expect(down.length).toBeGreaterThan(0);
  expect(down[0]?.body).toMatch(/^not ready: redis cluster/);
  expect(statuses[statuses.length - 1]?.status, JSON.stringify(statuses)).toBe(200);
}, 90_000);

// After a master failover, BullMQ's idle workers of the queues on that master were seen to stay in
// their blocking fetch for good (no error, close() never returning): BullMQ's own fetch timeout
// fired while the cluster said cluster_state:fail, and the ioredis Cluster connect() it then awaited
// never settled, its ready check failing (see bullmqConnection in src/state/redis.ts). A second
// failover, of the transcribe queue's master, after the workers sat idle 8 s (how it showed most
// often): every queue's worker takes a job. This test timed out with the ready check on.
it('after the failover the worker of every queue still takes jobs', async () => {
  const nodes = await cluster.topology();
  const withReplica = nodes.filter(
    (m) =>
      m.role === 'master' &&
      m.slots.length > 0 &&
      !m.failed &&
      nodes.some((r) => r.role === 'replica' && r.masterId === m.id && !r.failed),
  );
  const owners = await Promise.all(JOB_NAMES.map((name) => cluster.masterOf(keys.queuePrefix(name))));
  const served = (port: number) => owners.filter((p) => p === port).length;
  // transcribe's master when it can fail over (seen stuck most often), else the busiest.
  const ports = withReplica.map((m) => m.port);
  const victim = ports.includes(owners[0] as number)
    ? owners[0]
    : ports.sort((a, b) => served(b) - served(a))[0];
  expect(victim && served(victim)).toBeGreaterThan(0);
  await new Promise((r) => setTimeout(r, 8_000));
  await cluster.kill(victim as number);
  await cluster.waitUntilOk(30_000);

  const connection = bullmqConnection(cluster.target);
  const queues = JOB_NAMES.map((name) => new Queue(name, { connection, prefix: keys.queuePrefix(name) }));
  try {
    // A job each (a bad payload, refused for good by the worker at once) leaves its queue.
    for (const q of queues) await q.add(q.name, { bogus: true }, { jobId: `after-failover-${q.name}` });
    const left = await until(
      'every queue to take its job',
      async () => {
        const states = await Promise.all(queues.map((q) => q.getJobState(`after-failover-${q.name}`)));
        return states.every((st) => st === 'failed' || st === 'completed') ? states : undefined;
      },
      40_000,
    );
    expect(left).toHaveLength(JOB_NAMES.length);
  } finally {
    for (const q of queues) await q.close();
    await closeConnection(connection);
  }
}, 120_000);

// The stuck workers also never finished closing: a stop after the failovers ends with no work
// still in flight (the process says so when SHUTDOWN_TIMEOUT_S runs out).
it('stops after the failovers with nothing left hanging', async () => {
  await running.stop();
  expect(logged.filter((line) => /still in flight|still running/.test(line))).toEqual([]);
}, 60_000);
