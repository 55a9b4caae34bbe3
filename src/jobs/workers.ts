// BullMQ workers for the bot's queues. A job runs its handler, then posts the replies through the
// adapter of the job's conversation, editing the progress notice. A retried job never replies twice
// (`SET NX` on the job id before posting); bad input fails at once; SIGTERM drains in-flight jobs.
import { type ConnectionOptions, type Job, UnrecoverableError, Worker } from 'bullmq';
import type { Logger } from 'pino';
import type { PlatformAdapter, WorkingKind } from '../core/adapter.js';
import type { BridgeTranscripts } from '../core/bridge-transcripts.js';
import type { TranslationService, UsageMeter } from '../core/command.js';
import { deliverReplies, type ReplyPlacer } from '../core/deliver.js';
import { PermanentError } from '../core/errors.js';
import { Interaction, type MediaRef } from '../core/event.js';
import { render } from '../core/i18n.js';
import { ConversationRef, decodeConversation } from '../core/ids.js';
import { explainError } from '../core/messages.js';
import { adminNoticeFor } from '../core/pipeline.js';
import { errorReply, type Reply } from '../core/reply.js';
import { SentMap } from '../core/sent.js';
import { RedisUsageMeter } from '../core/usage.js';
import type { LanguageClient } from '../language/types.js';
import { jobsTotal } from '../server/metrics.js';
import { keys as dubashKeys, type Keyspace } from '../state/keys.js';
import type { RedisClient as Redis } from '../state/redis.js';
import { waitForReplica } from '../state/replicated.js';
import { claim } from '../state/stores/claims.js';
import { ChatTranslator } from '../translation/translator.js';
import { isJobName, JOB_NAMES, JOBS, type JobName, runJob } from './definitions.js';

export interface WorkerDeps {
  /** BullMQ connection, e.g. `{url: 'redis://127.0.0.1:6379'}` */
  connection: ConnectionOptions;
  /** the Redis keys (queue prefixes, replied markers); must be the BullJobSink's (default dubash's) */
  keys?: Keyspace;
  /** for the replied-once markers */
  redis: Redis;
  language: LanguageClient;
  /** default: a ChatTranslator over `language`, cached in `redis` (the pipeline's cache) */
  translator?: TranslationService;
  /** default: the monthly usage counters in `redis` (the pipeline's) */
  usage?: UsageMeter;
  adapters: PlatformAdapter[];
  /** the translating bridge, for the transcripts of long voice notes it carried */
  bridge?: BridgeTranscripts;
  /** where an answer's languages go besides the channel (src/features/language-destinations) */
  destinations?: ReplyPlacer;
  /** jobs run at once per queue, default 2 */
  concurrency?: number;
  queues?: readonly JobName[];
  /** how long a job's lock lasts before another worker may take it over, default 60 s (tests: short) */
  lockDurationMs?: number;
  /** how often stalled jobs (of killed workers) are looked for, default 30 s (tests: short) */
  stalledIntervalMs?: number;
  logger?: Logger;
}

/**
 * Failures a retry cannot fix, so the person gets a reply at once instead of after five attempts.
 * The job definitions decide (definitions.ts `classify`); an adapter's download may throw one too.
 */
const isPermanent = (err: unknown): boolean =>
  err instanceof PermanentError || err instanceof UnrecoverableError;

/** The conversation a job answers: the payload's event's (or an explicit `conversation`). */
export function conversationOf(payload: Record<string, unknown>): ConversationRef {
  const event = payload.event as { conversation?: unknown } | undefined;
  const c = payload.conversation ?? event?.conversation;
  const parsed = typeof c === 'string' ? decodeOrUndefined(c) : ConversationRef.safeParse(c).data;
  if (!parsed) throw new UnrecoverableError('job payload has no valid conversation');
  return parsed;
}

function decodeOrUndefined(id: string): ConversationRef | undefined {
  try {
    return decodeConversation(id);
  } catch {
    return undefined;
  }
}

/** The message the job answers, for threading an error reply. */
function replyToOf(payload: Record<string, unknown>): string | undefined {
  const event = payload.event as { messageId?: unknown } | undefined;
  const v = payload.replyTo ?? event?.messageId;
  return typeof v === 'string' && v ? v : undefined;
}

/** Handlers put a sentence for the person in PermanentError; API errors get explained. */
function sentenceFor(err: unknown, payload: Record<string, unknown>): string {
  const reader = typeof payload.reader === 'string' ? payload.reader : 'en';
  if (err instanceof PermanentError && err.said) return render(reader, err.said);
  if (isPermanent(err) && err instanceof Error && err.message) return err.message;
  return explainError(err, reader);
}

/** The API error behind a handler's PermanentError, when there is one. */
const cause = (err: unknown): unknown =>
  isPermanent(err) && err instanceof Error && err.cause !== undefined ? err.cause : err;

/** Platforms show a chat action for about 5 s: it is repeated this often while the job runs. */
export const WORKING_EVERY_MS = 4_000;

/**
 * Shows the chat action now and every few seconds until the returned stop() — which also waits for
 * an action in flight, so none lands after the result.
 */
function keepWorking(adapter: PlatformAdapter, conv: ConversationRef, kind: WorkingKind) {
  const working = adapter.working;
  if (!working) return async () => {};
  let pending: Promise<void> = Promise.resolve();
  // Failing to show "typing…" must never fail the job.
  const ping = () => {
    pending = working.call(adapter, conv, kind).catch(() => undefined);
  };
  ping();
  const timer = setInterval(ping, WORKING_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await pending;
  };
}

let running: Worker[] = [];
/** Jobs each worker is running now: a close waits for these, never for an idle worker's connection. */
const held = new WeakMap<Worker, number>();

async function holding<T>(worker: Worker, work: Promise<T>): Promise<T> {
  held.set(worker, (held.get(worker) ?? 0) + 1);
  try {
    return await work;
  } finally {
    held.set(worker, (held.get(worker) ?? 1) - 1);
  }
}

/** How long a worker with no job in flight is given to close before it is left to close alone. */
const IDLE_CLOSE_MS = 5_000;

export async function startWorkers(deps: WorkerDeps): Promise<Worker[]> {
  const adapters = new Map(deps.adapters.map((a) => [a.name, a]));
  const keys = deps.keys ?? dubashKeys;
  const log = deps.logger;

  const lockMs = deps.lockDurationMs ?? 60_000;
  const sent = new SentMap(deps.redis, keys);
  const translator = deps.translator ?? new ChatTranslator(deps.language, deps.redis, { keys });
  const usage = deps.usage ?? new RedisUsageMeter(deps.redis, keys);

  /**
   * Posts once per job, whatever the retries. The marker is `posting:<token>` (expiring with the
   * job lock) while replies go out, then `done` for a week. The token tells this call's own claim,
   * sent again by ioredis after a dropped connection lost its answer, from another worker's: with a
   * plain SET NX the replay found its own `posting` and waited out the lock (a minute) to post.
   * A worker killed mid-post leaves a `posting` claim: BullMQ hands the stalled job to another
   * worker only after the lock ran out, and that worker waits for the claim to expire and posts.
   * So a kill loses no reply; a duplicate needs a kill between the platform's acknowledgement and
   * the one Redis write that follows it (a platform without idempotency keys cannot do better than
   * that).
   */
  /** `done` on a replica too: a master failover right after must not forget that the job replied. */
  async function markDone(key: string) {
    await deps.redis.set(key, 'done', 'EX', 7 * 86_400);
    await waitForReplica(deps.redis, key);
  }

  async function post(job: Job, adapter: PlatformAdapter, conv: ConversationRef, replies: Reply[]) {
    const key = keys.jobReplied(String(job.id));
    for (;;) {
      if (await claim(deps.redis, key, { ttlMs: lockMs, prefix: 'posting:' })) break;
      if ((await deps.redis.get(key)) === 'done') {
        log?.info({ queue: job.queueName, jobId: job.id }, 'job already replied; not posting again');
        return;
      }
      const left = await deps.redis.pttl(key);
      await new Promise((r) => setTimeout(r, Math.min(Math.max(left, 50), lockMs)));
    }
    const progress = job.data.progressMessageId;
    let posted = 0;
    const ids: string[] = [];
    try {
      const interaction = Interaction.safeParse(
        (job.data?.event as { interaction?: unknown })?.interaction,
      ).data;
      await deliverReplies(adapter, conv, replies, {
        interaction,
        editMessageId: typeof progress === 'string' && progress ? progress : undefined,
        idempotencyKey: `job:${job.queueName}:${job.id}`,
        ...(typeof job.data?.reader === 'string' ? { reader: job.data.reader } : {}),
        onPosted: () => {
          posted += 1;
        },
        onSent: (id) => ids.push(id),
        ...(deps.destinations ? { destinations: deps.destinations } : {}),
      });
    } catch (err) {
      // Nothing reached the platform: let the retry post it.
      if (posted === 0) await deps.redis.del(key);
      else await markDone(key);
      throw err;
    }
    // Marked done first, the moment the platform took the replies: a kill after this posts nothing twice.
    await markDone(key);
    // So that deleting the source message deletes the job's answer too.
    const source = (job.data?.event as { messageId?: unknown } | undefined)?.messageId;
    if (typeof source === 'string') await sent.append(conv, source, ids);
  }

  async function processJob(job: Job): Promise<void> {
    const queue = job.queueName;
    const payload = (job.data ?? {}) as Record<string, unknown>;
    const conv = conversationOf(payload);
    const adapter = adapters.get(conv.platform);
    if (!adapter) throw new UnrecoverableError(`no ${conv.platform} adapter in this process`);
    if (!isJobName(job.name)) throw new UnrecoverableError(`unknown job ${job.name}`);
    let replies: Reply[];
    const stopWorking = keepWorking(adapter, conv, JOBS[job.name].working);
    try {
      replies = await runJob(job.name, payload, {
        language: deps.language,
        download: (media: MediaRef) => adapter.download(media),
        translator,
        usage,
        ...(deps.bridge ? { bridge: deps.bridge } : {}),
      });
    } catch (err) {
      await stopWorking();
      const attempts = job.opts.attempts ?? 1;
      const last = isPermanent(err) || job.attemptsMade + 1 >= attempts;
      if (!last) {
        jobsTotal.inc({ queue, outcome: 'retried' });
        log?.warn(
          { queue, jobId: job.id, attempt: job.attemptsMade + 1, err: String(err) },
          'job will retry',
        );
        throw err;
      }
      log?.warn({ queue, jobId: job.id, err: String(err) }, 'job failed; telling the person');
      const notice = await adminNoticeFor(deps.redis, cause(err), conv, undefined, keys);
      await post(job, adapter, conv, [
        errorReply(sentenceFor(err, payload), replyToOf(payload)),
        ...(notice ? [notice] : []),
      ]);
      jobsTotal.inc({ queue, outcome: 'failed' });
      throw new UnrecoverableError(err instanceof Error ? err.message : String(err));
    }
    await stopWorking();
    try {
      await post(job, adapter, conv, replies);
    } catch (err) {
      // The platform refused for good (no rights in the chat): no retry into the same wall.
      if (err instanceof PermanentError) throw new UnrecoverableError(err.message);
      throw err;
    }
    jobsTotal.inc({ queue, outcome: 'completed' });
  }

  const concurrency = deps.concurrency ?? 2;
  const workers = (deps.queues ?? JOB_NAMES).map((name) => {
    const worker: Worker = new Worker(name, (job: Job) => holding(worker, processJob(job)), {
      connection: deps.connection,
      prefix: keys.queuePrefix(name),
      concurrency,
      // A killed worker's jobs come back after the lock runs out; the replied marker keeps them single.
      lockDuration: lockMs,
      stalledInterval: deps.stalledIntervalMs ?? 30_000,
      maxStalledCount: 3,
    });
    worker.on('error', (err) => log?.error({ queue: name, err: String(err) }, 'worker error'));
    return worker;
  });
  await Promise.all(workers.map((w) => w.waitUntilReady()));
  running.push(...workers);
  return workers;
}

/**
 * Stops taking jobs and waits for the ones in flight (graceful shutdown; SHUTDOWN_TIMEOUT_S bounds it).
 * An idle worker's close can wait for ever after a Redis Cluster failover: BullMQ awaits the end of
 * its blocking connection, which a connection wedged by the failover never reports (seen about one
 * stop in six in test/integration/scale/cluster). Such a worker, holding no job, is left to close
 * on its own after IDLE_CLOSE_MS, and `onLeft` says so; a worker running a job is always waited for.
 */
export async function stopWorkers(
  workers: Worker[] = running,
  onLeft?: (queue: string) => void,
  idleCloseMs = IDLE_CLOSE_MS,
): Promise<void> {
  await Promise.all(
    workers.map(async (w) => {
      const closed = w.close().then(() => true);
      for (;;) {
        let timer: NodeJS.Timeout | undefined;
        const done = await Promise.race([
          closed,
          new Promise<boolean>((r) => {
            timer = setTimeout(() => r(false), idleCloseMs);
          }),
        ]);
        clearTimeout(timer);
        if (done) return;
        if ((held.get(w) ?? 0) === 0) {
          onLeft?.(w.name);
          return;
        }
      }
    }),
  );
  running = running.filter((w) => !workers.includes(w));
}
