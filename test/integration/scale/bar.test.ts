// Issue 21's bar, as an operator runs it on one machine: a real Redis Cluster (3 masters + 3
// replicas on loopback), 2 web processes (`npm start` with WORKERS=0) behind one Telegram webhook,
// 2 `dubash worker` processes and one local Language Services API. Telegram updates go to either
// web process, a third of them to both; one worker is SIGKILLed while voice jobs run, then the
// master of the voice queue is SIGKILLed (its replica takes over). Every command is answered
// exactly once, /readyz says 503 while the cluster is down (if the probe catches it) and 200 after,
// and dubash's keys lie on at least 2 of the 3 masters.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LocalApi, startLocalApi } from '../../../src/local-api/server.js';
import { keys } from '../../../src/state/keys.js';
import { bullmqConnection, closeConnection } from '../../../src/state/redis.js';
import { TelegramEmulator } from '../../fakes/telegram-emulator.js';
import { type RedisCluster, startRedisCluster } from '../../support/redis-cluster.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CLI = join(ROOT, 'bin/dubash.js');
const MAIN = join(ROOT, 'src/main.ts');
const SECRET = 'bar-test-secret_0123';
/** Past 300 characters /speak goes to the workers' queue instead of being spoken at once. */
const LONG =
  'The rains came early this year, and the river rose over the old stone steps before the farmers had brought in the last of the rice. ' +
  'In the evening the whole village gathered at the temple to listen to the news on the radio, and nobody wanted to go home before the storm had passed. ' +
  'By morning the water had gone down again.';

let cluster: RedisCluster;
let emulator: TelegramEmulator;
let api: LocalApi;
let dataDir: string;
const procs: { name: string; child: ChildProcess; output: () => string }[] = [];

function env(extra: Record<string, string>): NodeJS.ProcessEnv {
  const dev = api.devAccount;
  if (!dev) throw new Error('no dev account');
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
    DUBASH_INSTALL_PACKAGES: '0',
    REDIS_CLUSTER_NODES: cluster.seeds,
    REVERIE_BASE_URL: api.url,
    REVERIE_API_KEY: dev.apiKey,
    REVERIE_APP_ID: dev.appId,
    TELEGRAM_BOT_TOKEN: emulator.token,
    TELEGRAM_API_ROOT: emulator.apiRoot,
    TELEGRAM_MODE: 'webhook',
    TELEGRAM_WEBHOOK_SECRET: SECRET,
    // A SIGKILLed worker's jobs are taken over within seconds, not a minute.
    JOB_LOCK_SECONDS: '4',
    ...extra,
  };
}

/** Starts a process; resolves with the first match of `ready` in its output. */
function start(name: string, args: string[], extra: Record<string, string>, ready: RegExp) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: env(extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const proc = { name, child, output: () => out };
  procs.push(proc);
  return new Promise<{ child: ChildProcess; match: RegExpMatchArray }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${out.slice(-3000)}`)), 60_000);
    const onData = (d: Buffer) => {
      out += String(d);
      const m = ready.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, match: m });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code ?? signal}):\n${out.slice(-3000)}`));
    });
  });
}

const webs: string[] = [];
const workers: ChildProcess[] = [];

beforeAll(async () => {
  [cluster, emulator, api] = await Promise.all([
    startRedisCluster(),
    TelegramEmulator.start(),
    startLocalApi({ port: 0 }),
  ]);
  dataDir = await mkdtemp(join(tmpdir(), 'dubash-bar-'));
  const running = /dubash is running: open (http:\/\/127\.0\.0\.1:\d+)\//;
  const [a, b] = await Promise.all([
    start('web A', ['--import', 'tsx', MAIN], { PORT: '0', WORKERS: '0' }, running),
    start('web B', ['--import', 'tsx', MAIN], { PORT: '0', WORKERS: '0' }, running),
  ]);
  webs.push(a.match[1] as string, b.match[1] as string);
  const started = /workers running/;
  const [w1, w2] = await Promise.all([
    start('worker 1', [CLI, 'worker'], {}, started),
    start('worker 2', [CLI, 'worker'], {}, started),
  ]);
  workers.push(w1.child, w2.child);
}, 180_000);

afterAll(async () => {
  for (const p of procs)
    if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  await emulator?.close();
  await api?.close();
  await cluster?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

type Kind = 'speak' | 'translate';
interface Sent {
  messageId: number;
  kind: Kind;
}
let nextUpdate = 1_000;
let nextMessage = 1;

/** Posts one update to a web process as Telegram does: a non-200 is sent again a second later. */
async function deliver(url: string, update: unknown): Promise<void> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const res = await fetch(`${url}/telegram/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
      body: JSON.stringify(update),
    }).catch(() => undefined);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error('a web process refused an update 30 times');
}

/** One command from its own chat (no per-chat throttling between them), to web A, B or both. */
async function send(kind: Kind, route: number): Promise<Sent> {
  const messageId = nextMessage++;
  const chat = 700_000 + messageId;
  const text =
    kind === 'speak' ? `/speak ${messageId}. ${LONG}` : `/translate to hi good morning ${messageId}`;
  const update = {
    update_id: nextUpdate++,
    message: {
      message_id: messageId,
      from: { id: chat, is_bot: false, first_name: 'Asha', language_code: 'en' },
      chat: { id: chat, first_name: 'Asha', type: 'private' },
      date: Math.floor(Date.now() / 1_000),
      text,
      entities: [{ offset: 0, length: kind === 'speak' ? 6 : 10, type: 'bot_command' }],
    },
  };
  const targets = route % 3 === 2 ? webs : [webs[route % 3] as string];
  await Promise.all(targets.map((url) => deliver(url, update)));
  return { messageId, kind };
}

const repliedTo = (c: { params: Record<string, unknown> }) =>
  (c.params.reply_parameters as { message_id?: number } | undefined)?.message_id;

/** The answers each command got: voices for /speak, Devanagari texts for /translate. */
function answers(sent: Sent[]): Map<number, number> {
  const counts = new Map<number, number>(sent.map((s) => [s.messageId, 0]));
  const kinds = new Map(sent.map((s) => [s.messageId, s.kind]));
  for (const c of emulator.callsOf('sendVoice')) {
    const id = repliedTo(c);
    if (id !== undefined && kinds.get(id) === 'speak') counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  for (const c of emulator.callsOf('sendMessage')) {
    const id = repliedTo(c);
    if (id !== undefined && kinds.get(id) === 'translate' && /[\u0900-\u097F]/.test(String(c.params.text)))
      counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

async function readyz(url: string) {
  const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
  return { status: res?.status ?? 0, body: res ? await res.text() : 'no answer' };
}

it('every command answered exactly once through a worker SIGKILL and a master failover', async () => {
  expect(await Promise.all(webs.map(readyz))).toEqual([
    { status: 200, body: 'ready' },
    { status: 200, body: 'ready' },
  ]);
  const sent: Sent[] = [];
  // Phase 1: voice jobs queue up behind the two workers, translations answered by the web processes.
  for (let i = 0; i < 24; i++) sent.push(await send(i % 3 === 0 ? 'translate' : 'speak', i));
  const deadline = Date.now() + 60_000;
  while (emulator.callsOf('sendVoice').length < 3 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  // Killed while jobs synthesise, not at the instant a voice arrives: between Telegram taking a
  // reply and the worker's next Redis write no platform without idempotency keys can be exactly-once.
  await new Promise((r) => setTimeout(r, 120));
  const victim = workers[0] as ChildProcess;
  victim.kill('SIGKILL');
  await new Promise((r) => victim.once('exit', r));
  const voicesAtKill = emulator.callsOf('sendVoice').length;
  // Jobs the dead worker held: only the lock's expiry brings them back to the other worker.
  const connection = bullmqConnection(cluster.target);
  const queue = new Queue('speak', { connection, prefix: keys.queuePrefix('speak') });
  const orphaned = await queue.getActiveCount();
  await queue.close();
  await closeConnection(connection);
  expect(orphaned).toBeGreaterThan(0);
  const speaks = sent.filter((s) => s.kind === 'speak').length;
  expect(voicesAtKill).toBeGreaterThanOrEqual(3);
  expect(voicesAtKill).toBeLessThan(speaks);

  // Phase 2: the master of the voice queue dies mid-run; commands keep coming.
  const master = await cluster.masterOf('{dubash:speak}');
  const statuses: { status: number; body: string }[] = [];
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      statuses.push(await readyz(webs[0] as string));
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  await cluster.kill(master);
  for (let i = 0; i < 12; i++) sent.push(await send(i % 2 === 0 ? 'translate' : 'speak', i));
  await cluster.waitUntilOk(30_000);

  const until = Date.now() + 120_000;
  let counts = answers(sent);
  while ([...counts.values()].some((n) => n === 0) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 250));
    counts = answers(sent);
  }
  // Time for a second answer to show up, if any would.
  await new Promise((r) => setTimeout(r, 4_000));
  watching = false;
  await watcher;
  counts = answers(sent);
  const wrong = [...counts.entries()].filter(([, n]) => n !== 1);
  expect(wrong, procs.map((p) => `${p.name}: ${p.output().slice(-1500)}`).join('\n')).toEqual([]);
  expect(counts.size).toBe(36);

  // /readyz: a 503 during the outage names the cluster; both web processes ready again after.
  for (const s of statuses.filter((x) => x.status === 503))
    expect(s.body).toMatch(/^not ready: redis cluster/);
  expect(statuses[statuses.length - 1]?.status).toBe(200);
  expect((await Promise.all(webs.map(readyz))).map((r) => r.status)).toEqual([200, 200]);
  console.log(
    `bar: ${sent.length} commands, ${voicesAtKill} voices before the worker SIGKILL, ${orphaned} jobs it held; ` +
      `/readyz during the failover: ${statuses.filter((s) => s.status === 503).length} × 503 of ${statuses.length}`,
  );

  // Where the data went.
  const holding: number[] = [];
  for (const port of await cluster.masterPorts()) {
    const node = new Redis({ port, host: '127.0.0.1' });
    if ((await node.keys('*dubash*')).length > 0) holding.push(port);
    node.disconnect();
  }
  expect(holding.length).toBeGreaterThanOrEqual(2);
}, 240_000);
