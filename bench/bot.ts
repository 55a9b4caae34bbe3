// Two figures of the bot (issue 4):
// 1. Overhead per event through the local adapter: the real bot (createBot, real Redis, local
//    adapter) with the Language Services API on loopback answering at once. Events are dispatched
//    open-loop at 1,000/s for 30 s (plain messages auto-translated into 2 languages, plus /translate
//    and /help) and timed from `deliver` to the replies stored; memory sampled at start/middle/end;
//    the process's CPU time and the Redis commands (the server's commandstats) per event.
//    `--rate N` offers N/s (`--in-flight C` keeps C events in flight instead: the most one process
//    handles, and a CPU per event that depends less on other work on the machine), `--seconds S` measures S s, `--redis URL` picks the Redis (default
//    127.0.0.1:6379; a private one keeps others' commands out of the per-event count), `--no-credits`
//    skips part 2.
// 2. Credits: a generated 600-message multilingual conversation auto-translated for 5 languages
//    through the real ChatTranslator against the real local API: characters sent vs the naive count.
//    Twice: English chatter that repeats (a small team) and English that is mostly new text, since
//    the ratio depends mostly on how much of the chat is new text in one language.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import { BOT_USER } from '../adapters/local/ids.js';
import type { StoredMessage } from '../adapters/local/store.js';
import { createBot } from '../src/bot.js';
import type { ChatEvent } from '../src/core/event.js';
import { needsTranslation } from '../src/core/segments.js';
import { createLanguageClient } from '../src/language/client.js';
import { detectScriptLanguage } from '../src/language/script-langid.js';
import { startLocalApi } from '../src/local-api/server.js';
import { keyspace } from '../src/state/keys.js';
import { connectRedis } from '../src/state/redis.js';
import { ChatTranslator } from '../src/translation/translator.js';
import { generateConversation, CONVERSATION_POOLS as P } from './bot-conversation.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const REDIS_URL = option('redis') ?? 'redis://127.0.0.1:6379';
const RATE = Number(option('rate') ?? 1_000);
/** `--in-flight C`: closed loop instead, C events always in flight (capacity, and CPU per event at it). */
const IN_FLIGHT = Number(option('in-flight') ?? 0);
const WARMUP_MS = 3_000;
const MEASURE_MS = Number(option('seconds') ?? 30) * 1_000;
/** Past this many events in flight the bot is not keeping up: further events are counted as not sent. */
const MAX_IN_FLIGHT = 5_000;
const AUTO_TARGETS: ('hi' | 'ta')[] = ['hi', 'ta'];
const READERS = ['en', 'hi', 'ta', 'bn', 'te'];
const CONVERSATION_LENGTH = 600;

// ---------- the API on loopback, answering at once ----------

export interface LoopbackApi {
  server: Server;
  url: string;
  calls: () => number;
}

/** Valid response bodies of the two text operations, built once per distinct request. */
function buildBody(req: IncomingMessage, raw: string): Buffer {
  if (req.headers['rev-appname'] === 'lang_id_text') {
    // The bot identifies the source language through the API: answer as the local server does.
    const guess = detectScriptLanguage((JSON.parse(raw) as { text: string }).text);
    const lang = guess?.language === 'hi-Latn' ? 'hi' : (guess?.language ?? 'und');
    return Buffer.from(JSON.stringify({ lang, confidence: guess?.confidence ?? 0 }));
  }
  const data = (JSON.parse(raw) as { data: string[] }).data;
  const tgt = String(req.headers.tgt_lang ?? '');
  if (req.headers['rev-appname'] === 'transliteration') {
    return Buffer.from(
      JSON.stringify({ responseList: data.map((s) => ({ inString: s, outString: [s], status: 1 })) }),
    );
  }
  const targets = tgt.split(',');
  const responseList =
    targets.length === 1
      ? data.map((s) => ({ inString: s, outString: `[${tgt}] ${s}`, apiStatus: 3 }))
      : data.map((s) => ({
          inString: s,
          outStrings: Object.fromEntries(targets.map((t) => [t, `[${t}] ${s}`])),
          api_statuses: Object.fromEntries(targets.map((t) => [t, 3])),
        }));
  return Buffer.from(JSON.stringify({ responseList, tokenConsumed: data.join('').length }));
}

/**
 * What a bench's bot talks to: the loopback API stand-in, a language client on it, and a logger
 * that counts the bot's error lines (printing the first three, labelled).
 */
export async function loopbackBotParts(label: string) {
  const api = await startLoopbackApi();
  const language = createLanguageClient({
    baseUrl: api.url,
    wsUrl: api.url.replace('http', 'ws'),
    apiKey: 'bench-key-0000',
    appId: 'bench-app',
  });
  let errors = 0;
  const logger = pino(
    { level: 'error' },
    {
      write: (line: string) => {
        errors++;
        if (errors <= 3) console.error(`  ${label} bot error: ${line.slice(0, 300)}`);
      },
    },
  );
  return { api, language, logger, errors: () => errors };
}

export async function startLoopbackApi(): Promise<LoopbackApi> {
  const prebuilt = new Map<string, Buffer>();
  let calls = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls++;
      const raw = Buffer.concat(chunks).toString('utf8');
      const key = `${req.headers['rev-appname']}|${req.headers.src_lang}|${req.headers.tgt_lang}|${raw}`;
      let body = prebuilt.get(key);
      if (!body) {
        body = buildBody(req, raw);
        prebuilt.set(key, body);
      }
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
      res.end(body);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/`, calls: () => calls };
}

// ---------- helpers ----------

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (n: number) => `${(n / 1_048_576).toFixed(1)} MB`;

interface MemorySample {
  label: string;
  rss: number;
  heapUsed: number;
}
// A full GC before each sample, so the figures are what is retained rather than where the collector
// happened to be (gc is reachable without --expose-gc through a flag set at run time).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const sampleMemory = (label: string): MemorySample => {
  gc();
  const m = process.memoryUsage();
  return { label, rss: m.rss, heapUsed: m.heapUsed };
};

/**
 * Calls per command since the server started (INFO commandstats; commands run by scripts included),
 * and the server's CPU seconds under `cpu` (INFO cpu: its main thread and the rest, user + system).
 */
async function commandStats(redis: Redis): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const info = await redis.info('commandstats');
  for (const m of info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) out.set(m[1] as string, Number(m[2]));
  const cpu = await redis.info('cpu');
  const seconds = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(cpu)?.[1] ?? 0);
  serverCpu.set(out, seconds('used_cpu_user') + seconds('used_cpu_sys'));
  return out;
}
const serverCpu = new WeakMap<Map<string, number>, number>();

/** Per event: each command's calls between two commandstats, most called first. */
function commandsPerEvent(before: Map<string, number>, after: Map<string, number>, events: number) {
  const rows = [...after]
    .map(([cmd, n]) => [cmd, (n - (before.get(cmd) ?? 0)) / events] as const)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  return { total: rows.reduce((t, [, n]) => t + n, 0), rows };
}

async function deleteMatching(redis: Redis, pattern: string): Promise<number> {
  let cursor = '0';
  let deleted = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1_000);
    cursor = next;
    if (keys.length) deleted += await redis.unlink(...keys);
  } while (cursor !== '0');
  return deleted;
}

/**
 * Writes reaching the client's socket (one system call each: a command alone, or a batch of them):
 * round trips started. With the bot sharing the bench's client, they are the bot's and the driver's.
 */
function countWrites(redis: Redis): () => number {
  let n = 0;
  type Sink = { _write: (...a: unknown[]) => void; _writev?: (...a: unknown[]) => void };
  const stream = (redis as unknown as { stream: Sink }).stream;
  for (const name of ['_write', '_writev'] as const) {
    const inner = stream[name]?.bind(stream);
    if (!inner) continue;
    stream[name] = (...a: unknown[]) => {
      n++;
      inner(...a);
    };
  }
  return () => n;
}

/** What members post in the overhead run: every 5th event a /translate, every 20th a /help. */
/** The messages the member posts: every pool of the generated conversation. */
const PLAIN = [...P.ENGLISH, ...P.HINDI, ...P.TAMIL, ...P.HINGLISH, ...P.EMOJI, ...P.LINKS, ...P.CODE];

/** The event mix (also the scale bench's): 75% plain messages, 20% /translate, 5% /help. */
export function eventText(i: number): string {
  if (i % 20 === 19) return '/help';
  if (i % 5 === 4) return `/translate to hi,ta ${P.ENGLISH[i % P.ENGLISH.length]}`;
  return PLAIN[i % PLAIN.length] as string;
}

// ---------- 1. overhead per event ----------

async function benchOverhead(redis: Redis): Promise<void> {
  const run = randomBytes(4).toString('hex');
  const writes = countWrites(redis);
  const workspace = `bench-bot-${run}`;
  const channel = 'general';
  const prefix = `bench-bot-${run}`;
  const { api, language, logger, errors: logged } = await loopbackBotParts('bot');
  let errors = 0;
  const bot = createBot({
    redis,
    redisUrl: REDIS_URL,
    language,
    keys: keyspace(prefix),
    rateLimitPerMinute: 10_000_000,
    logger,
  });
  const conv = { platform: 'local' as const, workspaceId: workspace, channelId: channel };
  await bot.settings.set('channel', conv, { autoTranslate: { mode: 'languages', languages: AUTO_TARGETS } });

  const starts = new Map<string, number>();
  let measuring = false;
  const latencies: number[] = [];
  let completed = 0;
  let completedMeasured = 0;
  let inFlight = 0;
  /** the closed loop waits on this for an event to finish */
  let wake: (() => void) | undefined;
  await bot.local.start(async (event: ChatEvent) => {
    try {
      await bot.dispatch(event);
    } finally {
      const t0 = starts.get(event.id);
      starts.delete(event.id);
      inFlight--;
      completed++;
      if (t0 !== undefined && measuring) {
        latencies.push(performance.now() - t0);
        completedMeasured++;
      }
      wake?.();
    }
  });

  const store = bot.local.store;
  let index = 0;
  const fire = (): void => {
    const i = index++;
    inFlight++;
    const text = eventText(i);
    void store
      .add({
        workspace,
        channel,
        user: `member${i % 10}`,
        bot: false,
        kind: 'text',
        text,
        replyTo: null,
        attachments: [],
      })
      .then(({ message }: { message: StoredMessage }) => {
        starts.set(message.id, performance.now());
        return bot.local.deliver(message);
      })
      .catch((err: unknown) => {
        inFlight--;
        wake?.();
        errors++;
        if (errors <= 3) console.error(`  dispatch failed: ${String(err)}`);
      });
  };

  /** Open loop: events are due at RATE/s whatever the bot's pace; returns [dispatched, dropped]. */
  const drive = async (ms: number, onTick?: (elapsed: number) => void): Promise<[number, number]> => {
    let sent = 0;
    let dropped = 0;
    const t0 = performance.now();
    for (let elapsed = 0; elapsed < ms; elapsed = performance.now() - t0) {
      const due = Math.floor((elapsed * RATE) / 1_000);
      while (sent + dropped < due) {
        if (inFlight >= MAX_IN_FLIGHT) dropped++;
        else {
          fire();
          sent++;
        }
      }
      onTick?.(elapsed);
      await sleep(1);
    }
    return [sent, dropped];
  };

  /** Closed loop: IN_FLIGHT events at all times, the next sent as one finishes. */
  const driveClosed = async (ms: number, onTick?: (elapsed: number) => void): Promise<[number, number]> => {
    let sent = 0;
    const t0 = performance.now();
    for (let elapsed = 0; elapsed < ms; elapsed = performance.now() - t0) {
      for (; inFlight < IN_FLIGHT; sent++) fire();
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      onTick?.(elapsed);
    }
    wake = undefined;
    return [sent, 0];
  };
  const driveFor = IN_FLIGHT > 0 ? driveClosed : drive;

  try {
    const memory: MemorySample[] = [sampleMemory('start')];
    // Every distinct text once, so the measured window's translations come from the cache even
    // when the timed warm-up falls behind on a busy machine (an API call costs far more than an event).
    const texts = [...new Set([...PLAIN, ...P.ENGLISH.map((e) => `/translate to hi,ta ${e}`)])];
    for (let i = 0; i < texts.length; i += 20) {
      await Promise.all(
        texts.slice(i, i + 20).map(async (text) => {
          inFlight++;
          const { message } = await store.add({
            workspace,
            channel,
            user: 'member0',
            bot: false,
            kind: 'text',
            text,
            replyTo: null,
            attachments: [],
          });
          await bot.local.deliver(message);
        }),
      );
      await bot.local.idle();
    }
    await driveFor(WARMUP_MS);
    memory.push(sampleMemory('after warm-up'));
    measuring = true;
    const callsBefore = api.calls();
    const statsBefore = await commandStats(redis);
    const writesBefore = writes();
    const cpuBefore = process.cpuUsage();
    const loopBefore = performance.eventLoopUtilization();
    const tStart = performance.now();
    let middleTaken = false;
    const [sent, dropped] = await driveFor(MEASURE_MS, (elapsed) => {
      if (!middleTaken && elapsed >= MEASURE_MS / 2) {
        memory.push(sampleMemory(`middle (${MEASURE_MS / 2_000} s)`));
        middleTaken = true;
      }
    });
    const dispatchSeconds = (performance.now() - tStart) / 1_000;
    memory.push(sampleMemory(`end (${MEASURE_MS / 1_000} s)`));
    await bot.local.idle();
    const drainSeconds = (performance.now() - tStart) / 1_000;
    const cpu = process.cpuUsage(cpuBefore);
    const loop = performance.eventLoopUtilization(loopBefore);
    const clientWrites = writes() - writesBefore;
    const statsAfter = await commandStats(redis);
    measuring = false;

    // The replies really were stored: auto-translations filed under the last plain messages.
    const recent = (await store.list(workspace, channel, 200)).filter((m) => !m.text.startsWith('/'));
    const users = recent.filter((m) => m.user !== BOT_USER && needsTranslation(m.text));
    const translated = await store.translations(users.map((m) => m.id));
    const bots = recent.filter((m) => m.user === BOT_USER).length;

    latencies.sort((a, b) => a - b);
    const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
    console.log(
      `overhead per event, local adapter, API on loopback answering at once ` +
        `(mix: 75% auto-translated messages into ${AUTO_TARGETS.join('+')}, 20% /translate, 5% /help)`,
    );
    console.log(
      IN_FLIGHT > 0
        ? `  ${IN_FLIGHT} events kept in flight for ${MEASURE_MS / 1_000} s after ${WARMUP_MS / 1_000} s warm-up: ${sent} dispatched`
        : `  offered ${RATE}/s for ${MEASURE_MS / 1_000} s after ${WARMUP_MS / 1_000} s warm-up: ` +
            `${sent} dispatched, ${dropped} not sent (bot ${MAX_IN_FLIGHT} events behind)`,
    );
    console.log(
      `  achieved: ${(sent / dispatchSeconds).toFixed(0)} events/s dispatched, ` +
        `${(completedMeasured / drainSeconds).toFixed(0)} events/s handled ` +
        `(${completedMeasured} handled in ${drainSeconds.toFixed(1)} s incl. drain)`,
    );
    console.log(
      `  dispatch → replies stored: p50 ${fmt(percentile(latencies, 50))}  p99 ${fmt(percentile(latencies, 99))}  ` +
        `max ${fmt(latencies[latencies.length - 1] ?? Number.NaN)}  (target p50 ≤ 2 ms, p99 ≤ 10 ms)`,
    );
    // Everything this process did (the bench's driver and the loopback API included), per event.
    const perEvent = completedMeasured || Number.NaN;
    const cmds = commandsPerEvent(statsBefore, statsAfter, perEvent);
    console.log(
      `  CPU per event handled: ${(((cpu.user + cpu.system) / perEvent) as number).toFixed(0)} µs ` +
        `(user ${(cpu.user / perEvent).toFixed(0)}, system ${(cpu.system / perEvent).toFixed(0)}; the whole process); ` +
        `event loop busy ${((loop.active * 1_000) / perEvent).toFixed(0)} µs per event (${(loop.utilization * 100).toFixed(0)}% of the time)`,
    );
    console.log(
      `  Redis per event: ${cmds.total.toFixed(2)} commands run by the server (${cmds.rows
        .slice(0, 12)
        .map(([c, n]) => `${c} ${n.toFixed(2)}`)
        .join(', ')}), ${(clientWrites / perEvent).toFixed(2)} writes to the socket; ` +
        `the server's CPU ${((((serverCpu.get(statsAfter) ?? 0) - (serverCpu.get(statsBefore) ?? 0)) * 1e6) / perEvent).toFixed(0)} µs per event`,
    );
    console.log(
      `  API calls during the measured window: ${api.calls() - callsBefore} (the rest came from the Redis cache); ` +
        `errors logged: ${errors + logged()}`,
    );
    console.log(
      `  check: of the last ${users.length} member messages with text to translate ${translated.size} carry translations; ` +
        `${bots} bot replies among the last 200 messages`,
    );
    for (const m of memory)
      console.log(`  memory after GC, ${m.label.padEnd(14)} rss ${mb(m.rss)}  heapUsed ${mb(m.heapUsed)}`);
    const middle = memory.find((m) => m.label.startsWith('middle'));
    const end = memory[memory.length - 1] as MemorySample;
    if (middle) {
      console.log(
        `  end − middle: rss ${mb(end.rss - middle.rss)}, heapUsed ${mb(end.heapUsed - middle.heapUsed)} ` +
          `(total events handled: ${completed})`,
      );
    }
  } finally {
    await bot.stop();
    await language.close();
    api.server.close();
    const deleted = await cleanup(redis, prefix);
    console.log(`  cleaned up ${deleted} Redis keys`);
  }
}

async function cleanup(redis: Redis, prefix: string): Promise<number> {
  let deleted = 0;
  // Everything the bot wrote is under its keyspace; the queues' keys start with their hash tag,
  // `{<prefix>:<queue>}`.
  for (const pattern of [`${prefix}:*`, `{${prefix}:*`]) deleted += await deleteMatching(redis, pattern);
  return deleted;
}

// ---------- 2. credits ----------

async function benchCredits(redis: Redis, varied: boolean): Promise<void> {
  const api = await startLocalApi({ port: 0 });
  if (!api.devAccount) throw new Error('the local API started without its development account');
  const client = createLanguageClient({
    baseUrl: api.url,
    wsUrl: api.wsUrl,
    apiKey: api.devAccount.apiKey,
    appId: api.devAccount.appId,
  });
  const prefix = `bench-bot-credits-${randomBytes(4).toString('hex')}`;
  const sent = { translate: 0, transliterate: 0 };
  const translator = new ChatTranslator(client, redis, {
    keys: keyspace(prefix),
    onSend: (info) => {
      sent[info.operation] += info.characters;
    },
  });
  const conversation = generateConversation(CONVERSATION_LENGTH, { varied });
  const naive = conversation.reduce((n, m) => n + m.length, 0) * READERS.length;
  let nothing = 0;
  let unknown = 0;
  let failedPairs = 0;
  let deliveredPairs = 0;
  const t0 = performance.now();
  try {
    for (const message of conversation) {
      const out = await translator.translateDetailed(message, 'auto', READERS);
      if (out.skipped === 'nothing-to-translate') nothing++;
      if (out.skipped === 'unknown-language') unknown++;
      failedPairs += out.failed.length;
      deliveredPairs += out.translations.size;
    }
    const seconds = (performance.now() - t0) / 1_000;
    const { characters, calls, cacheHits } = translator.stats;
    const distinct = new Set(conversation).size;
    console.log(
      `credits, ${varied ? 'varied English' : 'repeating English'}: ${conversation.length}-message conversation ` +
        `(${distinct} distinct) auto-translated for readers of ` +
        `${READERS.join(', ')} via ChatTranslator → local API (${seconds.toFixed(1)} s)`,
    );
    console.log(
      `  characters sent: ${characters} (translate ${sent.translate}, transliterate ${sent.transliterate}) ` +
        `in ${calls} API calls; ${cacheHits} (span, language) pairs from the cache`,
    );
    console.log(
      `  naive count (every message × ${READERS.length} languages): ${naive}; ` +
        `ratio ${(characters / naive).toFixed(3)} (target ≤ 0.35)`,
    );
    console.log(
      `  messages with nothing to translate (emoji/links/code only): ${nothing}; language not detected: ${unknown}; ` +
        `translations delivered: ${deliveredPairs}; failed (message, language) pairs: ${failedPairs}`,
    );
  } finally {
    await client.close();
    await api.close();
    const deleted = await deleteMatching(redis, `${prefix}*`);
    console.log(`  cleaned up ${deleted} Redis keys`);
  }
}

export default async function benchBot(): Promise<void> {
  // Configured as dubash's processes configure theirs (src/state/redis.ts).
  const redis = connectRedis({ url: REDIS_URL }, { maxRetriesPerRequest: 2 }) as Redis;
  await redis.ping();
  try {
    await benchOverhead(redis);
    if (!args.includes('--no-credits')) {
      await benchCredits(redis, false);
      await benchCredits(redis, true);
    }
  } finally {
    redis.disconnect();
  }
}
