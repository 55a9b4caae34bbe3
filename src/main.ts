// `npm start`: everything on one machine with no configuration — a private redis-server (unless
// REDIS_URL), the local Language Services API (unless REVERIE_BASE_URL), the workers (unless
// WORKERS=0) and the HTTP server with the web chat. SIGINT/SIGTERM shut it down in order.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { AttachmentStore } from '../adapters/local/attachments.js';
import { type Bot, createBot } from './bot.js';
import {
  type BotConfig,
  ConfigError,
  checkExposure,
  LOG_LEVELS,
  loadBotConfig,
  loadClientConfig,
} from './config.js';
import { SettingsStore } from './core/settings-store.js';
import { JOB_NAMES } from './jobs/definitions.js';
import { createLanguageClient } from './language/client.js';
import type { ClientConfig } from './language/types.js';
import { type LocalApi, startLocalApi } from './local-api/server.js';
import { createLogger } from './logger.js';
import { finishedWithin } from './server/drain.js';
import { createHttpServer } from './server/http.js';
import { MissingRedisError, type RedisChild, startRedisChild } from './server/redis-child.js';
import { missingToolLines } from './server/system-tools.js';
import { loadEnvFile } from './setup/env-file.js';
import { ensurePackages } from './setup/packages.js';
import { migrateKeys } from './state/migrate-keys.js';
import {
  closeConnection,
  connectRedis,
  describeTarget,
  type RedisClient,
  type RedisTarget,
} from './state/redis.js';
import { RedisAttachmentUsage } from './state/stores/attachment-usage.js';

export interface Running {
  /** http://127.0.0.1:PORT/ */
  url: string;
  port: number;
  bot: Bot;
  config: BotConfig;
  /** stop accepting, drain workers, close the server, stop the Redis child */
  stop(): Promise<void>;
}

interface Backing {
  redis: RedisTarget;
  redisChild?: RedisChild;
  localApi?: LocalApi;
  client: ClientConfig;
}

/** Redis and the API: the configured ones, or private ones started here. */
async function startBacking(env: NodeJS.ProcessEnv, config: BotConfig, log: Logger): Promise<Backing> {
  let redisChild: RedisChild | undefined;
  // REDIS_URL or REDIS_CLUSTER_NODES: that one; neither: a private redis-server here.
  let redis = config.redis;
  if (redis) log.info(`using ${describeTarget(redis)}`);
  else {
    redisChild = await startRedisChild({
      dataDir: config.dataDir,
      maxMemoryMb: config.redisMaxMemoryMb,
      onUnexpectedExit: (code, lastError) => {
        log.fatal(
          `the private redis-server stopped (exit code ${code}${lastError ? `: ${lastError}` : ''}); dubash cannot go on without it`,
        );
        process.exit(1);
      },
    });
    redis = { url: redisChild.url };
    log.info(
      `${redisChild.reused ? 'reusing the private redis-server left running' : 'started a private redis-server'} on port ${redisChild.port} (data in ${config.dataDir})`,
    );
  }
  try {
    if (config.externalApi) return { redis, redisChild, client: loadClientConfig(env) };
    const localApi = await startLocalApi({ port: 0 });
    if (!localApi.devAccount) throw new Error('the local API started without a development account');
    for (const engine of localApi.missingEngines) log.warn(`local API engine ${engine} is not available`);
    return {
      redis,
      redisChild,
      localApi,
      client: {
        baseUrl: localApi.url,
        wsUrl: localApi.wsUrl,
        apiKey: localApi.devAccount.apiKey,
        appId: localApi.devAccount.appId,
      },
    };
  } catch (err) {
    await redisChild?.stop();
    throw err;
  }
}

/**
 * The web chat's attachments: files under DATA_DIR/attachments, with expiry and quotas, their
 * bytes counted in Redis, so every process sharing the folder counts every file at once.
 */
function localFiles(config: BotConfig, redis: RedisClient): AttachmentStore {
  return new AttachmentStore({
    dir: join(config.dataDir, 'attachments'),
    ...config.localFiles,
    usage: new RedisAttachmentUsage(redis),
  });
}

/** The start-up line about each configured platform (each says `connected` once it is). */
function logPlatforms(config: BotConfig, log: Logger): void {
  const tg = config.telegram;
  if (tg)
    log.info(
      `Telegram: connecting (${tg.mode === 'webhook' ? 'webhook at /telegram/webhook' : 'long polling'})`,
    );
  if (config.slack)
    log.info(`Slack: connecting (${config.slack.appToken ? 'Socket Mode' : 'events at /slack/events'})`);
  if (config.discord) log.info('Discord: connecting');
}

export async function startDubash(env: NodeJS.ProcessEnv = process.env, logger?: Logger): Promise<Running> {
  const config = loadBotConfig(env);
  checkExposure(config);
  const log = logger ?? createLogger(config.logLevel);
  for (const line of missingToolLines(env.PATH)) log.warn(line);

  const backing = await startBacking(env, config, log);
  const redis = connectRedis(backing.redis);
  logRedisErrors(redis, log);
  // Before anything reads: keys of the shape before hash tags move to their tagged names (once).
  await migrateKeys(redis, { queues: JOB_NAMES, settings: new SettingsStore(redis), log });
  const language = createLanguageClient({
    ...backing.client,
    onRetry: (info) => log.warn(info, 'language API call will retry'),
  });
  let draining = false;
  const bot = createBot({
    redis,
    redisTarget: backing.redis,
    language,
    localAdmins: config.localAdmins,
    platforms: config,
    captionsMaxMinutes: config.captionsMaxMinutes,
    workerLock: workerLock(config),
    logger: log,
  });
  logPlatforms(config, log);
  bot.local.store.useFiles(localFiles(config, redis));
  const app = await createHttpServer({
    redis,
    apiBaseUrl: backing.client.baseUrl,
    adapters: bot.adapters,
    logger: log,
    localChat: { password: config.localChatPassword, adminPassword: config.localAdminPassword },
    trustProxy: config.trustProxy,
    platformsNotUp: () => bot.connections.notUp(),
    draining: () => draining,
  });
  // The web chat now; each platform in the background, retried until it answers.
  await bot.start({ background: true });
  if (config.workers) await bot.startWorkers();
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://127.0.0.1:${port}/`;

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      // /readyz and new requests answer 503 from now on; idle keep-alive connections close.
      draining = true;
      app.server.closeIdleConnections();
      // Refuses new messages, waits for events in flight, drains workers: within SHUTDOWN_TIMEOUT_S.
      if (!(await finishedWithin(bot.stop(), config.shutdownTimeoutMs)))
        log.warn(
          `stopping: work still in flight after SHUTDOWN_TIMEOUT_S=${config.shutdownTimeoutMs / 1000}; stopping anyway (a job cut off runs again on another worker)`,
        );
      // The live views (SSE) end here; requests still open get SHUTDOWN_TIMEOUT_S too.
      if (!(await finishedWithin(app.close(), config.shutdownTimeoutMs))) app.server.closeAllConnections();
      await language.close();
      await closeConnection(redis);
      await backing.localApi?.close();
      await backing.redisChild?.stop();
    })();
    return stopping;
  };
  return { url, port, bot, config, stop };
}

/** BullMQ's lock of a running job (JOB_LOCK_SECONDS), and the stalled-job check at half of it. */
const workerLock = (config: BotConfig) => ({
  lockDurationMs: config.jobLockMs,
  stalledIntervalMs: Math.max(1_000, Math.round(config.jobLockMs / 2)),
});

/** One line per connection error, not a flood: a dead cluster node repeats itself many times a second. */
function logRedisErrors(redis: RedisClient, log: Logger): void {
  let last = '';
  let lastAt = 0;
  redis.on('error', (err: Error) => {
    const now = Date.now();
    if (err.message === last && now - lastAt < 10_000) return;
    last = err.message;
    lastAt = now;
    log.error({ err: err.message }, 'redis connection error');
  });
}

/** `dubash worker`: only the workers, on the configured Redis (REDIS_URL or REDIS_CLUSTER_NODES). */
export async function startWorkerProcess(
  env: NodeJS.ProcessEnv = process.env,
  logger?: Logger,
): Promise<{ stop(): Promise<void> }> {
  const config = loadBotConfig(env);
  const log = logger ?? createLogger(config.logLevel);
  if (!config.redis) {
    throw new ConfigError(
      'REDIS_URL is not set (nor REDIS_CLUSTER_NODES): workers must share the Redis of the bot',
      'REDIS_URL',
    );
  }
  log.info(`using ${describeTarget(config.redis)}`);
  const redis = connectRedis(config.redis);
  logRedisErrors(redis, log);
  await migrateKeys(redis, { queues: JOB_NAMES, settings: new SettingsStore(redis), log });
  const language = createLanguageClient(loadClientConfig(env));
  const bot = createBot({
    redis,
    redisTarget: config.redis,
    language,
    localAdmins: config.localAdmins,
    platforms: config,
    workerLock: workerLock(config),
    logger: log,
  });
  // The workers read and write the web chat's attachments: DATA_DIR must be the web process's.
  bot.local.store.useFiles(localFiles(config, redis));
  await bot.startWorkers();
  log.info('dubash workers are running');
  return {
    async stop() {
      // Jobs in flight finish within SHUTDOWN_TIMEOUT_S; one cut off is taken again once its lock expires.
      if (!(await finishedWithin(bot.stop(), config.shutdownTimeoutMs)))
        log.warn(
          `stopping: jobs still running after SHUTDOWN_TIMEOUT_S=${config.shutdownTimeoutMs / 1000}; another worker runs them again`,
        );
      await language.close();
      await closeConnection(redis);
    },
  };
}

/** Runs until SIGINT/SIGTERM; a second signal exits at once. */
export function stopOnSignals(stop: () => Promise<void>, log: Logger): void {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) process.exit(130);
    signalled = true;
    log.info(`${signal}: finishing the work in flight, then stopping`);
    stop().then(
      () => process.exit(0),
      (err) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

async function main(): Promise<void> {
  // Before anything reads the environment; an unreadable .env is reported below like bad config.
  let envFile: ReturnType<typeof loadEnvFile>;
  let envFileError: unknown;
  try {
    envFile = loadEnvFile();
  } catch (err) {
    envFileError = err;
  }
  const wanted = process.env.LOG_LEVEL?.trim().toLowerCase() ?? '';
  // A bad LOG_LEVEL is reported by loadBotConfig below, through a logger that works.
  // readable lines on a terminal, JSON lines otherwise
  const log = createLogger((LOG_LEVELS as readonly string[]).includes(wanted) ? wanted : 'info');
  if (envFileError) {
    log.fatal(envFileError instanceof Error ? envFileError.message : String(envFileError));
    process.exit(1);
  }
  if (envFile) log.info(`read ${envFile.set.length} setting(s) from ${envFile.path}`);
  try {
    // a fresh Debian/Ubuntu machine: name what is missing, install it with consent
    await ensurePackages({ env: process.env, stdin: process.stdin, stdout: process.stdout, log });
    const running = await startDubash(process.env, log);
    stopOnSignals(running.stop, log);
    log.info(`dubash is running: open ${running.url}`);
  } catch (err) {
    if (err instanceof ConfigError || err instanceof MissingRedisError) {
      log.fatal(err.message);
    } else {
      log.fatal({ err }, 'dubash could not start');
    }
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
