// The bot's one HTTP server: health, readiness, metrics, and whatever routes the adapters mount
// (the local web chat, platform webhooks).
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { Redis as SingleRedis } from 'ioredis';
import type { Logger } from 'pino';
import { isCluster, type RedisClient as Redis } from '../state/redis.js';
import { DRAINING_TEXT, PROBE_ROUTES } from './drain.js';
import { registry } from './metrics.js';

/**
 * How the HTTP server exposes the local chat (decorated on the Fastify instance as
 * `localChatAccess`; adapters/local/auth.ts reads it): the server's, so it names no adapter.
 */
export interface LocalChatAccess {
  /** the shared password (LOCAL_CHAT_PASSWORD); unset: no sign-in (loopback only) */
  password?: string;
  /** with it, admins' names (LOCAL_ADMINS) sign in only with this one (LOCAL_ADMIN_PASSWORD) */
  adminPassword?: string;
  /** the admins' names */
  admins?: readonly string[];
}

/** An adapter (or anything) that serves HTTP routes on the bot's server. */
export interface RouteProvider {
  routes?(app: FastifyInstance): void | Promise<void>;
}

export interface HttpServerOptions {
  redis: Redis;
  /** base URL of the Language Services API, probed by /readyz */
  apiBaseUrl: string;
  /** adapters; those with `routes(app)` mount their routes (webhooks, the local chat) */
  adapters: readonly object[];
  /** pino logger for request errors; default none */
  logger?: Logger;
  /** per-probe timeout of /readyz, default 2 s */
  readyTimeoutMs?: number;
  /** largest request body (uploads), default 25 MB */
  bodyLimit?: number;
  /** how the local web chat is exposed: with a password, members sign in (LOCAL_CHAT_PASSWORD) */
  localChat?: LocalChatAccess;
  /** TRUST_PROXY: whose X-Forwarded-Proto/-For/-Host to believe (Fastify `trustProxy`); default none */
  trustProxy?: boolean | number | string[];
  /** platforms connecting in the background that are not up yet, each with why (/readyz names them) */
  platformsNotUp?: () => { name: string; reason: string }[];
  /** true once the process is stopping (SIGTERM): /readyz and new requests answer 503 */
  draining?: () => boolean;
}

const withTimeout = <T>(p: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} timed out`)), ms).unref()),
  ]);

/** Redis at its maxmemory refuses every write (policy noeviction): as good as down for the bot. */
async function redisFull(redis: SingleRedis): Promise<boolean> {
  const info = await redis.info('memory');
  const field = (name: string) => Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(info)?.[1] ?? 0);
  const max = field('maxmemory');
  return max > 0 && field('used_memory') >= max;
}

/**
 * What is wrong with Redis, or undefined when it serves. A cluster serves when a node says
 * `cluster_state:ok` and every master the client routes to answers: between a master's death and
 * its replica's promotion the state may still read ok while that master's slots are unanswered.
 */
async function redisProblem(redis: Redis, timeoutMs: number): Promise<string | undefined> {
  if (!isCluster(redis)) {
    try {
      await withTimeout(redis.ping(), timeoutMs, 'redis');
    } catch {
      return 'redis unreachable';
    }
    const full = await withTimeout(redisFull(redis), timeoutMs, 'redis').catch(() => false);
    return full ? 'redis is full (maxmemory reached; it refuses writes until there is room)' : undefined;
  }
  let state: string | undefined;
  try {
    const info = String(await withTimeout(redis.cluster('INFO'), timeoutMs, 'redis'));
    state = /^cluster_state:(\w+)/m.exec(info)?.[1];
  } catch {
    return 'redis cluster unreachable';
  }
  if (state !== 'ok') return `redis cluster down (cluster_state:${state ?? 'unknown'})`;
  // The masters the cluster itself names for the slots (the client's pool forgets a node whose
  // connection ended, so its own list would read healthy while a dead master still holds slots).
  let owners: string[];
  try {
    const slots = await withTimeout(redis.cluster('SLOTS'), timeoutMs, 'redis');
    // each range: [from, to, master, ...replicas], a node as [host, port, id, …]
    owners = [...new Set(slots.flatMap(([, , master]) => (master ? [`${master[0]}:${master[1]}`] : [])))];
  } catch {
    return 'redis cluster unreachable';
  }
  if (owners.length === 0) return 'redis cluster down (no slot has a master)';
  const pool = new Map(redis.nodes('all').map((n) => [`${n.options.host}:${n.options.port}`, n]));
  const answers = await Promise.all(
    owners.map(async (where) => {
      const node = pool.get(where);
      if (!node) return `master ${where} unreachable`;
      try {
        await withTimeout(node.ping(), timeoutMs, 'redis');
      } catch {
        return `master ${where} unreachable`;
      }
      const full = await withTimeout(redisFull(node), timeoutMs, 'redis').catch(() => false);
      return full ? `master ${where} is full (maxmemory reached)` : undefined;
    }),
  );
  const bad = answers.filter((a): a is string => a !== undefined);
  return bad.length ? `redis cluster: ${bad.join(', ')}` : undefined;
}

/** Any HTTP answer (even 404) means the API's server is up; only a network failure means down. */
async function apiReachable(baseUrl: string, timeoutMs: number): Promise<void> {
  const res = await fetch(baseUrl, { method: 'GET', signal: AbortSignal.timeout(timeoutMs) });
  await res.arrayBuffer().catch(() => undefined);
}

export async function createHttpServer(opts: HttpServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger as FastifyBaseLogger } : { logger: false }),
    bodyLimit: opts.bodyLimit ?? 25 * 1024 * 1024,
    // Behind a proxy: req.protocol, req.ip and req.host as the client used them (cookie Secure,
    // sign-in lockout per client, the web chat's same-origin check).
    // A hop count trusts that many proxies nearest to the server.
    trustProxy:
      typeof opts.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (opts.trustProxy as number)
        : (opts.trustProxy ?? false),
    // Health probes and SSE streams are not worth a log line each.
    logController: new LogController({ disableRequestLogging: true }),
  });
  const timeoutMs = opts.readyTimeoutMs ?? 2_000;
  // Read by the local chat's routes when they mount.
  app.decorate('localChatAccess', opts.localChat ?? {});

  const draining = opts.draining ?? (() => false);
  // A stopping process takes no new work; `connection: close` ends a keep-alive connection, so
  // the balancer's next request opens one to another process.
  app.addHook('onRequest', async (req, reply) => {
    if (!draining() || PROBE_ROUTES.has(req.url.split('?')[0] ?? '')) return;
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .type('text/plain')
      .send(DRAINING_TEXT);
  });

  app.get('/healthz', async (_req, reply) => reply.type('text/plain').send('ok'));

  app.get('/readyz', async (_req, reply) => {
    if (draining()) return reply.code(503).type('text/plain').send('not ready: draining (shutting down)');
    const [redis, api] = await Promise.all([
      redisProblem(opts.redis, timeoutMs),
      apiReachable(opts.apiBaseUrl, timeoutMs).then(
        () => undefined,
        () => 'language API unreachable',
      ),
    ]);
    if (redis?.includes('full')) return reply.code(503).type('text/plain').send(`not ready: ${redis}`);
    const platforms = (opts.platformsNotUp?.() ?? []).map((p) => `${p.name} not connected (${p.reason})`);
    const down = [api, redis].filter((p): p is string => p !== undefined);
    if (down.length === 0 && platforms.length === 0) return reply.type('text/plain').send('ready');
    // "language API and redis unreachable" when both are simply unreachable, as before
    const joined =
      down.length === 2 && down.every((d) => d.endsWith(' unreachable') && !d.includes(':'))
        ? [`${down.map((d) => d.replace(/ unreachable$/, '')).join(' and ')} unreachable`]
        : down;
    const parts = [...joined, ...platforms];
    return reply
      .code(503)
      .type('text/plain')
      .send(`not ready: ${parts.join('; ')}`);
  });

  app.get('/metrics', async (_req, reply) => reply.type(registry.contentType).send(await registry.metrics()));

  for (const adapter of opts.adapters) {
    const provider = adapter as RouteProvider;
    if (typeof provider.routes === 'function') await provider.routes(app);
  }
  return app as unknown as FastifyInstance;
}
