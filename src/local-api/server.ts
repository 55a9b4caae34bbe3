// The local Language Services API server: the contract's paths, headers, bodies, codes and
// messages, over the offline engines. `startLocalApi()` is what `dubash serve-api`, `npm start`
// and the integration tests call.
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { APP_NAMES } from '../language/codes.js';
import { type AccountConfig, AccountStore, devAccountConfig, loadAccountsFile } from './accounts.js';
import { header, headerCredentials } from './auth.js';
import { BatchJobs } from './batch-jobs.js';
import type { ServerContext } from './context.js';
import { DocProjects } from './doc-projects.js';
import { createEngineQueue } from './engine-queue.js';
import { createEngines, type Engines } from './engines/index.js';
import { bodyLimitOf, formatBytes, type Limits, resolveLimits } from './limits.js';
import { errorBody, operationOf, sendAuthFailure, sttFailure } from './replies.js';
import { adminLookupRoute } from './routes/admin-lookup.js';
import {
  docDownloadRoute,
  docExportRoute,
  docImportRoute,
  docStatusRoute,
} from './routes/doc-translation.js';
import { langIdTextRoute, slidRoute } from './routes/lang-id.js';
import { ocrRoute } from './routes/ocr.js';
import { streamHandshake, streamRoute } from './routes/stream.js';
import { batchStatusRoute, batchTranscriptRoute, batchUploadRoute } from './routes/stt-batch.js';
import { sttFileRoute } from './routes/stt-file.js';
import { textAnalysisRoute } from './routes/text-analysis.js';
import { translationRoute } from './routes/translation.js';
import { transliterationRoute } from './routes/transliteration.js';
import { ttsRoute } from './routes/tts.js';
import { DEFAULT_STREAM_LIMITS, type StreamLimits, StreamRegistry } from './stream-registry.js';

export type { AccountConfig as LocalApiAccount } from './accounts.js';
export type { Limits } from './limits.js';

export interface LocalApiOptions {
  /** 0 (default) picks a free port */
  port?: number;
  /** default 127.0.0.1 */
  host?: string;
  /** accounts, or the path of an accounts JSON file; absent: one development account */
  accounts?: AccountConfig[] | string;
  limits?: Partial<Limits>;
  /** fastify/pino logger options; default off */
  logger?: boolean | object;
  /** external MT server (e.g. LibreTranslate) for pairs without an offline engine */
  mtUrl?: string;
  /** lookup-store file (JSON or CSV) loaded into every account */
  lookupFile?: string;
  /**
   * Base of the URLs the server hands out (document downloads) when it is reached through a proxy
   * or another name; default LOCAL_API_PUBLIC_URL, else the address it listens on. Never taken
   * from a request's Host header.
   */
  publicUrl?: string;
  /** replaces engines (fault injection in tests, or a custom engine); the rest are the built-in ones */
  engines?: Partial<Engines>;
  /** open streaming STT sessions per account and in all (defaults 10 and 50) */
  streamLimits?: Partial<StreamLimits>;
}

export interface LocalApi {
  /** http://127.0.0.1:PORT/ */
  url: string;
  /** ws://127.0.0.1:PORT/ */
  wsUrl: string;
  port: number;
  /** present when no accounts were given */
  devAccount?: { apiKey: string; appId: string };
  /** engine modules that failed to load (their operations answer 500) */
  missingEngines: string[];
  close(): Promise<void>;
}

/** Query names whose values are credentials (compared after percent-decoding). */
const SECRET_QUERY_NAMES = new Set(['apikey', 'appid', 'api_key', 'app_id', 'rev-api-key', 'rev-app-id']);

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * Request log lines never carry the stream's credentials. Names are compared after decoding, as
 * the query parser decodes them: `api%6Bey=` authenticates, so it is redacted too.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return SECRET_QUERY_NAMES.has(decoded(name).trim().toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${pairs.join('&')}`;
}

/** `//process_doc` → `/process_doc`: a base URL ending in `/` joined with `/path` still routes. */
export function collapseSlashes(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const collapsed = path.replace(/\/{2,}/g, '/');
  return collapsed === path ? url : collapsed + (q < 0 ? '' : url.slice(q));
}

function loggerOptions(logger: LocalApiOptions['logger']): boolean | object {
  if (!logger) return false;
  const base = typeof logger === 'object' ? logger : {};
  return {
    ...base,
    serializers: {
      // The operation (REV-APPNAME) is logged, never a credential header.
      req: (req: { method: string; url: string; headers?: Record<string, unknown> }) => {
        const appName = req.headers?.['rev-appname'];
        return {
          method: req.method,
          url: redactUrl(req.url),
          ...(typeof appName === 'string' ? { appName } : {}),
        };
      },
    },
  };
}

export async function startLocalApi(opts: LocalApiOptions = {}): Promise<LocalApi> {
  const limits = resolveLimits(opts.limits);
  const configs =
    typeof opts.accounts === 'string' ? await loadAccountsFile(opts.accounts) : (opts.accounts ?? undefined);
  const dev = configs ? undefined : devAccountConfig();
  const store = new AccountStore(configs ?? [dev as AccountConfig]);

  const app = Fastify({
    logger: loggerOptions(opts.logger),
    bodyLimit: bodyLimitOf(limits),
    routerOptions: { ignoreTrailingSlash: true },
    rewriteUrl: (req) => collapseSlashes(req.url ?? '/'),
  });
  const queue = createEngineQueue();
  const engines: Engines = {
    ...(await createEngines({
      queue,
      mtUrl: opts.mtUrl ?? (process.env.LOCAL_MT_URL || undefined),
      documentTimeLimitMs: limits.documentSeconds * 1000,
      documentTexts: limits.documentTexts,
      documentBytesInFlight: limits.documentBytesInFlight,
    })),
    ...opts.engines,
  };
  if (engines.missing.length > 0)
    app.log.warn({ missing: engines.missing }, 'some engines are not available');
  const ctx: ServerContext = {
    store,
    limits,
    engines,
    jobs: new BatchJobs(engines, {
      maxPerOwner: limits.batchJobsPerAccount,
      maxTotal: limits.batchJobsTotal,
      log: (msg, err) => app.log.warn({ err }, msg),
    }),
    docs: new DocProjects(),
    streams: new StreamRegistry({ ...DEFAULT_STREAM_LIMITS, ...opts.streamLimits }),
    log: app.log,
    publicUrl: '', // known once listening
  };
  if (opts.lookupFile) {
    // One parse for the file; every account gets its own copy of the index.
    const entries = engines.lookup.parseFile(opts.lookupFile);
    for (const account of store.all) engines.lookup.load(account.id, entries);
  }

  // JSON bodies arrive as bytes and are parsed by the routes, so malformed JSON is answered in
  // each operation's own error shape instead of fastify's.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  await app.register(multipart, { limits: { fileSize: Math.max(limits.audioBytes, limits.documentBytes) } });
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });
  installErrorHandlers(app, limits);
  registerRoutes(app, ctx);

  await app.listen({ port: opts.port ?? 0, host: opts.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (opts.port ?? 0);
  const host = !opts.host || opts.host === '0.0.0.0' || opts.host === '::' ? '127.0.0.1' : opts.host;
  const hostPart = host.includes(':') ? `[${host}]` : host;
  ctx.publicUrl = opts.publicUrl || process.env.LOCAL_API_PUBLIC_URL || `http://${hostPart}:${port}/`;
  return {
    url: `http://${hostPart}:${port}/`,
    wsUrl: `ws://${hostPart}:${port}/`,
    port,
    devAccount: dev ? { apiKey: dev.apiKey, appId: dev.appId } : undefined,
    missingEngines: engines.missing,
    close: async () => {
      await app.close();
    },
  };
}

function installErrorHandlers(app: FastifyInstance, limits: Limits): void {
  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, req, reply) => {
    const kind = operationOf(req);
    const status = err.statusCode && err.statusCode < 500 ? 400 : 500;
    let message = status === 500 ? 'Internal Server Error' : err.message;
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      message = `request body exceeds the limit of ${formatBytes(bodyLimitOf(limits))}`;
    }
    if (status === 500) req.log.error({ err }, 'unhandled error');
    if (kind === 'stt_file') return reply.code(status).send(sttFailure(message, undefined, status));
    return reply.code(status).send(errorBody(kind, status, message));
  });
  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send({ message: `no route ${req.method} ${req.url.split('?')[0]}`, status: 404 }),
  );
}

function registerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const byAppName: Record<string, (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>> = {
    [APP_NAMES.tts]: ttsRoute(ctx),
    [APP_NAMES.translation]: translationRoute(ctx),
    [APP_NAMES.transliteration]: transliterationRoute(ctx),
    [APP_NAMES.sttFile]: sttFileRoute(ctx),
    [APP_NAMES.langIdText]: langIdTextRoute(ctx),
    [APP_NAMES.slid]: slidRoute(ctx),
  };
  app.post('/', async (req, reply) => {
    const handler = byAppName[header(req, 'REV-APPNAME') ?? ''];
    if (handler) return handler(req, reply);
    // Unknown or missing REV-APPNAME: credentials first, as everywhere.
    const creds = headerCredentials(req);
    const account = ctx.store.find(creds.apiKey, creds.appId);
    if (!account) return sendAuthFailure(reply, 'other', 'invalid');
    return sendAuthFailure(reply, 'other', AccountStore.isExpired(account) ? 'expired' : 'api');
  });
  app.post('/localization', translationRoute(ctx));
  app.post('/process_doc', ocrRoute(ctx));
  app.post('/api/v2/text-analyse', textAnalysisRoute(ctx));
  app.post('/translate_doc_import', docImportRoute(ctx));
  app.get('/translate_doc_status', docStatusRoute(ctx));
  app.post('/translate_doc_export', docExportRoute(ctx));
  app.get('/translate_doc_download/:token/:filename', docDownloadRoute(ctx));

  const fileStt = sttFileRoute(ctx);
  const slid = slidRoute(ctx);
  const batchUpload = batchUploadRoute(ctx);
  app.post('/upload', async (req, reply) => {
    const name = header(req, 'REV-APPNAME');
    if (name === APP_NAMES.sttFile) return fileStt(req, reply);
    if (name === APP_NAMES.slid) return slid(req, reply);
    return batchUpload(req, reply);
  });
  app.get('/status', batchStatusRoute(ctx));
  app.get('/transcript', batchTranscriptRoute(ctx));
  app.get('/stream', { websocket: true, preValidation: streamHandshake(ctx) }, streamRoute(ctx));
  app.post('/admin/lookup', adminLookupRoute(ctx));
  app.get('/healthz', async () => ({ ok: true, missingEngines: ctx.engines.missing.length }));
}
