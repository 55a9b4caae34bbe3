// Composition of the bot: Redis, settings, the Language Services client, the job sink, the
// pipeline with its commands and automatic features, the adapters and (optionally) the workers.
// `dispatch(event)` is the one way an event goes: pipeline, then each reply through its adapter.
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { LocalAdapter } from '../adapters/local/index.js';
import { commandMap } from '../commands/index.js';
import type { PlatformAdapter } from './core/adapter.js';
import { deliverReplies } from './core/deliver.js';
import type { ChatEvent } from './core/event.js';
import { Pipeline } from './core/pipeline.js';
import type { Reply } from './core/reply.js';
import { createAutomatic } from './features/automatic.js';
import { BullJobSink } from './jobs/queue.js';
import { startWorkers, stopWorkers } from './jobs/workers.js';
import type { LanguageClient } from './language/types.js';
import { commandsTotal, eventsTotal, instrumentClient } from './server/metrics.js';
import { SettingsStore } from './settings/store.js';

export interface BotOptions {
  /** command connection (settings, dedupe, rate limits, the local chat) */
  redis: Redis;
  /** BullMQ opens its own connections from this URL */
  redisUrl: string;
  language: LanguageClient;
  /** members of the local chat who are admins (LOCAL_ADMINS) */
  localAdmins?: string[];
  /** platform adapters besides the local one (Slack, Discord, Telegram) */
  adapters?: PlatformAdapter[];
  /** BullMQ prefix, default `dubash` */
  queuePrefix?: string;
  /** Redis prefix of the local chat, default `dubash:local:` */
  localPrefix?: string;
  /** Redis prefix of settings, default `dubash:settings:` */
  settingsPrefix?: string;
  workerConcurrency?: number;
  /** BullMQ lock/stalled-check timings of the workers (tests shorten them; defaults 60 s / 30 s) */
  workerLock?: { lockDurationMs?: number; stalledIntervalMs?: number };
  rateLimitPerMinute?: number;
  logger?: Logger;
}

export interface Bot {
  local: LocalAdapter;
  adapters: PlatformAdapter[];
  pipeline: Pipeline;
  settings: SettingsStore;
  jobs: BullJobSink;
  /** the instrumented client every part of the bot uses */
  language: LanguageClient;
  dispatch(event: ChatEvent): Promise<void>;
  /** starts receiving events on every adapter */
  start(): Promise<void>;
  /** runs the job workers in this process */
  startWorkers(): Promise<void>;
  /** stops receiving, waits for events in flight, drains workers, closes queues */
  stop(): Promise<void>;
}

/** Command name for metrics: the command's, or `message` for plain messages. */
const commandLabel = (event: ChatEvent) => (event.command ? event.command.name.toLowerCase() : 'message');

function outcomeLabel(replies: Reply[]): string {
  return replies.some((r) => r.type === 'error') ? 'error' : 'ok';
}

export function createBot(opts: BotOptions): Bot {
  const log = opts.logger;
  const language = instrumentClient(opts.language);
  const settings = new SettingsStore(opts.redis, opts.settingsPrefix);
  const prefix = opts.queuePrefix ?? 'dubash';
  const jobs = new BullJobSink({ url: opts.redisUrl }, prefix);
  const local = new LocalAdapter({
    redis: opts.redis,
    settings,
    admins: opts.localAdmins,
    prefix: opts.localPrefix,
    onError: (err, what) => log?.error({ err }, `local chat: ${what} failed`),
  });
  const adapters: PlatformAdapter[] = [local, ...(opts.adapters ?? [])];
  const byPlatform = new Map(adapters.map((a) => [a.name, a]));

  /** Distinct languages the channel's members read, for auto-translate into members' languages. */
  async function memberLanguages(ref: ChatEvent['conversation']): Promise<string[]> {
    const members = (await byPlatform.get(ref.platform)?.members?.(ref)) ?? [];
    const byMember = await settings.memberLanguages(ref, members);
    return [...new Set(byMember.values())];
  }
  const pipeline = new Pipeline({
    redis: opts.redis,
    settings,
    language,
    jobs,
    commands: commandMap,
    automatic: createAutomatic({ memberLanguages }),
    rateLimitPerMinute: opts.rateLimitPerMinute,
    onError: (err, event) =>
      log?.error({ err, eventId: event.id, platform: event.conversation.platform }, 'event failed'),
  });
  let workers: Awaited<ReturnType<typeof startWorkers>> = [];

  async function dispatch(event: ChatEvent): Promise<void> {
    eventsTotal.inc({ platform: event.conversation.platform, kind: event.kind });
    const adapter = byPlatform.get(event.conversation.platform);
    if (!adapter) {
      log?.error({ platform: event.conversation.platform }, 'no adapter for this platform');
      return;
    }
    const conv = event.conversation;
    const outcome = await pipeline.handle(event, (reply) => adapter.send(conv, reply));
    const name = commandLabel(event);
    if (outcome.status !== 'handled') {
      if (event.command) commandsTotal.inc({ name, outcome: outcome.status });
      return;
    }
    if (event.command) commandsTotal.inc({ name, outcome: outcomeLabel(outcome.replies) });
    await deliverReplies(adapter, conv, outcome.replies);
  }

  return {
    local,
    adapters,
    pipeline,
    settings,
    jobs,
    language,
    dispatch,
    async start() {
      for (const adapter of adapters) await adapter.start(dispatch);
    },
    async startWorkers() {
      workers = await startWorkers({
        connection: { url: opts.redisUrl },
        prefix,
        redis: opts.redis,
        language,
        adapters,
        concurrency: opts.workerConcurrency,
        lockDurationMs: opts.workerLock?.lockDurationMs,
        stalledIntervalMs: opts.workerLock?.stalledIntervalMs,
        logger: log,
      });
    },
    async stop() {
      await Promise.all(adapters.map((a) => a.stop()));
      if (workers.length) await stopWorkers(workers);
      await jobs.close();
    },
  };
}
