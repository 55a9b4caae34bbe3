// Composition of the bot: Redis, settings, the Language Services client, the job sink, the
// pipeline with its commands and automatic features, the adapters and (optionally) the workers.
// `dispatch(event)` is the one way an event goes: pipeline, then each reply through its adapter.

import type { Logger } from 'pino';
import type { LocalAdapter } from '../adapters/local/index.js';
import { buildAdapters, type PlatformsConfig } from '../adapters/registry.js';
import { commandMap, commands } from '../commands/index.js';
import { commandSpecs } from '../commands/locales/index.js';
import type { PlatformAdapter } from './core/adapter.js';
import { isChannelReply } from './core/audience.js';
import { failureReason, isNetworkFailure, PlatformConnections, platformLabel } from './core/connections.js';
import { deleteAnswer, deliverReplies } from './core/deliver.js';
import type { ChatEvent } from './core/event.js';
import type { ConversationRef } from './core/ids.js';
import { memberViewLanguages } from './core/languages.js';
import { UsageError } from './core/options.js';
import { Pipeline } from './core/pipeline.js';
import type { Reply } from './core/reply.js';
import { SentMap } from './core/sent.js';
import { SettingsStore } from './core/settings-store.js';
import { RedisUsageMeter } from './core/usage.js';
import { createAutomatic } from './features/automatic.js';
import { type Bridge, createBridge } from './features/bridge/index.js';
import { createCaptions } from './features/captions/index.js';
import { LanguageDestinations } from './features/language-destinations/index.js';
import { createReactionTranslate } from './features/reaction-translate.js';
import { BullJobSink } from './jobs/queue.js';
import { startWorkers, stopWorkers } from './jobs/workers.js';
import { createRedactor } from './language/redact.js';
import type { LanguageClient } from './language/types.js';
import { commandsTotal, eventsTotal, instrumentClient } from './server/metrics.js';
import { keys as dubashKeys, type Keyspace } from './state/keys.js';
import {
  bullmqConnection,
  closeConnection,
  type RedisClient as Redis,
  type RedisTarget,
} from './state/redis.js';
import { createStores } from './state/stores/index.js';
import { ChatTranslator } from './translation/translator.js';

export interface BotOptions {
  /** command connection (settings, dedupe, rate limits, the local chat) */
  redis: Redis;
  /** BullMQ opens its own connections from this URL (one Redis; or give `redisTarget`) */
  redisUrl?: string;
  /** where BullMQ's connections go: one Redis or a cluster (wins over `redisUrl`) */
  redisTarget?: RedisTarget;
  language: LanguageClient;
  /** members of the local chat who are admins (LOCAL_ADMINS) */
  localAdmins?: string[];
  /** the platforms' configuration: each configured one gets its adapter (adapters/registry.ts) */
  platforms?: PlatformsConfig;
  /** adapters built elsewhere, added to the registry's (tests point them at emulators) */
  adapters?: PlatformAdapter[];
  /** the Redis keys of settings, the queues and the local chat: default dubash's (src/state/keys.ts) */
  keys?: Keyspace;
  workerConcurrency?: number;
  /** BullMQ lock/stalled-check timings of the workers (tests shorten them; defaults 60 s / 30 s) */
  workerLock?: { lockDurationMs?: number; stalledIntervalMs?: number };
  rateLimitPerMinute?: number;
  /** CAPTIONS_MAX_MINUTES: the longest a voice channel is captioned in one go (default 120) */
  captionsMaxMinutes?: number;
  logger?: Logger;
}

export interface Bot {
  local: LocalAdapter;
  adapters: PlatformAdapter[];
  pipeline: Pipeline;
  settings: SettingsStore;
  jobs: BullJobSink;
  /** source message → the bot's answers (ids only), for edits and deletes */
  sent: SentMap;
  /** the instrumented client every part of the bot uses */
  language: LanguageClient;
  /** the translating bridge's links and relay */
  bridge: Bridge;
  dispatch(event: ChatEvent): Promise<void>;
  /**
   * Starts receiving events on every adapter. With `background`, the local chat is started here
   * and the other platforms connect in the background, retried with backoff (see `connections`).
   */
  start(opts?: { background?: boolean }): Promise<void>;
  /** the platforms' connection states once started in the background (/readyz reads it) */
  connections: PlatformConnections;
  /** runs the job workers in this process */
  startWorkers(): Promise<void>;
  /** stops receiving, waits for events in flight, drains workers, closes queues */
  stop(): Promise<void>;
}

/** Command name for metrics: the command's, `unknown` for a name no command has, `message` for plain messages. */
function commandLabel(event: ChatEvent): string {
  if (!event.command) return 'message';
  const name = event.command.name.toLowerCase();
  return commandMap.has(name) ? name : 'unknown';
}

function outcomeLabel(replies: Reply[]): string {
  return replies.some((r) => r.type === 'error') ? 'error' : 'ok';
}

/**
 * Replies that answer the message itself in the channel (translations, command results, errors)
 * follow its edits and deletes; replies for some people only and moderation actions are one-off.
 */
const followsSource = (r: Reply) => isChannelReply(r) && !(r.type === 'notice' && r.action);

/** A platform adapter's failure as an operator reads it. */
export function logPlatformError(
  log: Logger | undefined,
  platform: string,
  err: unknown,
  what: string,
  /** hides the platforms' secrets in a message */
  redact: (text: string) => string = (text) => text,
): void {
  // An unreachable platform is one line (it is retried), not a stack trace; an ordinary refusal
  // (a deleted message, a channel the bot may not read) is one warning saying what to do.
  if (isNetworkFailure(err))
    log?.warn(`${platformLabel(platform)}: ${what} failed (${redact(failureReason(err))})`);
  else if (err instanceof Error && err.name === 'PlatformRefusal')
    log?.warn(`${platformLabel(platform)}: ${what}: ${redact(err.message)}`);
  else log?.error({ err }, `${platform}: ${what}`);
}

export function createBot(opts: BotOptions): Bot {
  const log = opts.logger;
  const language = instrumentClient(opts.language);
  const keys = opts.keys ?? dubashKeys;
  const settings = new SettingsStore(opts.redis, keys);
  // Adapters and features get typed stores, never the client.
  const stores = createStores(opts.redis, keys);
  const usage = new RedisUsageMeter(opts.redis, keys);
  // One cached translator for commands, features, workers and inline answers.
  const translator = new ChatTranslator(language, opts.redis, { keys });
  const target: RedisTarget | undefined =
    opts.redisTarget ?? (opts.redisUrl ? { url: opts.redisUrl } : undefined);
  if (!target) throw new Error('createBot needs redisTarget or redisUrl');
  const jobs = new BullJobSink(bullmqConnection(target), keys);
  const redact = createRedactor(platformSecrets(opts.platforms));
  const built = buildAdapters({
    stores,
    settings,
    usage,
    language,
    translator,
    platforms: opts.platforms ?? {},
    local: {
      admins: opts.localAdmins,
      onError: (err, what) => log?.error({ err }, `local chat: ${what} failed`),
    },
    onError: (platform, err, what) => logPlatformError(log, platform, err, what, redact),
  });
  const local = built.local;
  const adapters: PlatformAdapter[] = [...built.adapters, ...(opts.adapters ?? [])];
  const byPlatform = new Map(adapters.map((a) => [a.name, a]));
  const sent = new SentMap(opts.redis, keys);
  // Mirror channels and per-language topics: asked first for every channel reply, here and in the workers.
  const destinations = new LanguageDestinations({
    settings,
    store: stores.destinations,
    onError: (err, what) => log?.warn({ err }, `language destinations: ${what} failed`),
  });
  const bridge = createBridge({
    stores,
    settings,
    adapter: (platform) => byPlatform.get(platform),
    onError: (err, what) => log?.error({ err }, `bridge: ${what} failed`),
    memberLanguages,
  });

  /** Each member's view language, their remembered platform locale counted. */
  const viewLanguages = (ref: ConversationRef, members: string[]) =>
    memberViewLanguages(settings, ref, members, opts.redis);
  /** Distinct view languages of the channel's members, for auto-translate into members' languages. */
  async function memberLanguages(ref: ConversationRef): Promise<string[]> {
    const members = (await byPlatform.get(ref.platform)?.members?.(ref)) ?? [];
    return [...new Set((await viewLanguages(ref, members)).values())];
  }
  const captions = createCaptions({
    stores,
    usage,
    viewLanguages,
    settings,
    language,
    adapter: (platform) => byPlatform.get(platform),
    ...(opts.captionsMaxMinutes ? { maxMinutes: opts.captionsMaxMinutes } : {}),
    onError: (err, what) => log?.error({ err }, `captions: ${what} failed`),
  });
  const pipeline = new Pipeline({
    redis: opts.redis,
    keys,
    usage,
    settings,
    language,
    translator,
    jobs,
    commands: commandMap,
    automatic: createAutomatic({
      memberLanguages,
      bridge: (ctx, text) => bridge.relay.relay(ctx, text),
      bridgeMedia: (ctx, media) => bridge.relay.relayMedia(ctx, media),
      bridgeCarries: (ctx, media) => bridge.relay.carries(ctx, media),
    }),
    memberLanguages,
    reactions: createReactionTranslate({
      marks: stores.marks,
      // exactly /translate to LANG on the reacted-to message (ctx.target): the same answer, marks and notes
      translate: (ctx, language) => {
        const translate = commandMap.get('translate');
        if (!translate) return Promise.resolve([]);
        const event = { ...ctx.event, command: { name: 'translate', args: `to ${language}` } };
        return translate.parse({ ...ctx, event }).run();
      },
    }),
    bridges: bridge.control,
    captions,
    rateLimitPerMinute: opts.rateLimitPerMinute,
    onError: (err, event) => {
      const where = { eventId: event.id, platform: event.conversation.platform };
      // A refusal the member is told about (not an admin, a bad value) is routine: no stack.
      if (err instanceof UsageError) log?.info({ ...where, refused: err.message }, 'command refused');
      else log?.error({ err, ...where }, 'event failed');
    },
  });
  let workers: Awaited<ReturnType<typeof startWorkers>> = [];
  let workerConnection: ReturnType<typeof bullmqConnection> | undefined;
  const connections = new PlatformConnections({
    ...(log ? { log: { info: (m) => log.info(m), warn: (m) => log.warn(m) } } : {}),
    redact,
  });

  async function dispatch(event: ChatEvent): Promise<void> {
    eventsTotal.inc({ platform: event.conversation.platform, kind: event.kind });
    const adapter = byPlatform.get(event.conversation.platform);
    if (!adapter) {
      log?.error({ platform: event.conversation.platform }, 'no adapter for this platform');
      return;
    }
    const conv = event.conversation;
    if (event.kind === 'delete') {
      if (event.messageId && !event.author.isSelf) await bridge.relay.remove(conv, event.messageId);
      return removeAnswers(adapter, conv, event.messageId);
    }
    const interaction = event.interaction;
    const outcome = await pipeline.handle(event, async (reply) => {
      // The progress notice answers the interaction when there is one (its deferred response).
      const viaHandle = interaction && (await adapter.respond?.(interaction, reply, { replace: true }));
      return viaHandle || adapter.send(conv, reply);
    });
    const name = commandLabel(event);
    if (outcome.status !== 'handled') {
      if (event.command) commandsTotal.inc({ name, outcome: outcome.status });
      return;
    }
    if (event.command) commandsTotal.inc({ name, outcome: outcomeLabel(outcome.replies) });
    const source = event.messageId;
    // A reaction's answer is not one of the message's own answers: an edit of it leaves it be.
    if (!source || event.kind === 'action' || event.kind === 'reaction') {
      await deliverReplies(adapter, conv, outcome.replies, {
        interaction,
        reader: outcome.reader,
        destinations,
      });
      return;
    }
    const tracked = outcome.replies.filter(followsSource);
    const previous = event.kind === 'edit' ? await sent.get(conv, source) : [];
    const ids: string[] = [];
    /** earlier answers an edit wrote over: the adapter kept or cleared what they showed */
    const replaced = new Set<string>();
    const reader = outcome.reader;
    await deliverReplies(adapter, conv, tracked, {
      previous,
      onSent: (id, over) => {
        ids.push(id);
        if (over) replaced.add(over);
      },
      interaction,
      reader,
      destinations,
      fresh: event.kind !== 'edit',
    });
    await deliverReplies(
      adapter,
      conv,
      outcome.replies.filter((r) => !followsSource(r)),
      { reader, destinations },
    );
    // An edit that needs fewer answers than before (now already in the reader's language, say):
    // the answers left over go, or they would show the old text.
    const stale = previous.filter((id) => !ids.includes(id) && !replaced.has(id));
    await deleteMessages(adapter, conv, stale);
    // A new message's answers are added (its list is new, or holds a job's result posted already).
    if (event.kind !== 'edit') await sent.append(conv, source, ids);
    else if (ids.length || previous.length) await sent.set(conv, source, ids);
  }

  async function deleteMessages(adapter: PlatformAdapter, conv: ConversationRef, ids: string[]) {
    if (!adapter.delete) return;
    for (const id of ids) {
      try {
        await deleteAnswer(adapter, conv, id, destinations);
      } catch (err) {
        // Already gone (deleted by hand) is fine: the rest still go.
        log?.warn({ err, platform: conv.platform }, 'deleting an answer failed');
      }
    }
  }

  /** The source message was deleted: its answers go too, and the map forgets it. */
  async function removeAnswers(adapter: PlatformAdapter, conv: ConversationRef, source?: string) {
    if (!source) return;
    const ids = await sent.get(conv, source);
    // An answer placed elsewhere whose id the sent-map does not have yet (it is being posted).
    const placed = await destinations.answerTo(conv, source);
    if (placed && !ids.includes(placed)) ids.push(placed);
    await deleteMessages(adapter, conv, ids);
    await sent.drop(conv, source);
  }

  return {
    local,
    adapters,
    pipeline,
    settings,
    jobs,
    sent,
    language,
    bridge,
    dispatch,
    connections,
    async start(startOpts = {}) {
      // A process that receives events also tells members of captions a dead process left.
      captions.sweepLeases();
      if (startOpts.background) {
        await local.registerCommands(commandSpecs(commands));
        await local.start(dispatch);
        for (const adapter of adapters)
          if (adapter !== local) connections.connect(adapter, dispatch, commandSpecs(commands));
        return;
      }
      for (const adapter of adapters) {
        // A platform that refuses the command list (rights, rate limit) still receives messages.
        await adapter
          .registerCommands?.(commandSpecs(commands))
          .catch((err) => log?.error({ err, platform: adapter.name }, 'registering commands failed'));
        await adapter.start(dispatch);
      }
    },
    async startWorkers() {
      workerConnection = bullmqConnection(target);
      workers = await startWorkers({
        connection: workerConnection,
        keys,
        redis: opts.redis,
        language,
        translator,
        usage,
        adapters,
        bridge: bridge.relay,
        destinations,
        concurrency: opts.workerConcurrency,
        lockDurationMs: opts.workerLock?.lockDurationMs,
        stalledIntervalMs: opts.workerLock?.stalledIntervalMs,
        logger: log,
      });
    },
    async stop() {
      connections.stop();
      await captions.stopAll();
      await Promise.all(adapters.map((a) => a.stop()));
      if (workers.length)
        await stopWorkers(workers, (queue) =>
          log?.info({ queue }, 'worker idle but its connection did not close; not waited for'),
        );
      if (workerConnection) await closeConnection(workerConnection);
      await jobs.close();
    },
  };
}

/** The platforms' tokens and secrets, cut out of every connection failure that is logged. */
function platformSecrets(p: PlatformsConfig = {}): (string | undefined)[] {
  return [
    p.telegram?.token,
    p.telegram?.webhookSecret,
    p.slack?.botToken,
    p.slack?.appToken,
    p.slack?.signingSecret,
    p.slack?.oauth?.clientSecret,
    p.slack?.oauth?.stateSecret,
    p.discord?.token,
  ];
}
