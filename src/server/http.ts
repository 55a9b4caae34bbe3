// The bot's one HTTP server: health, readiness, metrics, and whatever routes the adapters mount
// (the local web chat, platform webhooks).
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
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
async function redisFull(redis: Redis): Promise<boolean> {
  const info = await redis.info('memory');
  const field = (name: string) => Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(info)?.[1] ?? 0);
  const max = field('maxmemory');
  return max > 0 && field('used_memory') >= max;
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
    const down: string[] = [];
    let full = false;
    await Promise.all([
      withTimeout(opts.redis.ping(), timeoutMs, 'redis')
        .then(async () => {
          full = await withTimeout(redisFull(opts.redis), timeoutMs, 'redis');
        })
        .catch(() => down.push('redis')),
      apiReachable(opts.apiBaseUrl, timeoutMs).catch(() => down.push('language API')),
    ]);
    if (full) {
      return reply
        .code(503)
        .type('text/plain')
        .send('not ready: redis is full (maxmemory reached; it refuses writes until there is room)');
    }
    const platforms = (opts.platformsNotUp?.() ?? []).map((p) => `${p.name} not connected (${p.reason})`);
    if (down.length === 0 && platforms.length === 0) return reply.type('text/plain').send('ready');
    const parts = [...(down.length ? [`${down.sort().join(' and ')} unreachable`] : []), ...platforms];
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
