// Environment → configuration, validated with zod. Every variable is listed in CONFIG_VARIABLES,
// which the README's configuration table is written from. Errors name the variable and what is
// allowed; values of secret variables are never echoed.
import { isIP } from 'node:net';
import { z } from 'zod';
import type { ClientConfig } from './language/types.js';
import { parseClusterNodes, type RedisTarget } from './state/redis.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_BASE_URL = 'https://revapi.reverieinc.com/';

export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
  secret?: boolean;
}

export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'REVERIE_BASE_URL',
    default: DEFAULT_BASE_URL,
    description:
      'HTTP(S) base of the Language Services API; `http://127.0.0.1:8080/` for a local `dubash serve-api`.',
  },
  {
    name: 'REVERIE_WS_URL',
    default: 'derived from REVERIE_BASE_URL (https→wss, http→ws)',
    description: 'WebSocket base for streaming speech-to-text.',
  },
  {
    name: 'REVERIE_API_KEY',
    default: '(required)',
    description: 'API key (header REV-API-KEY). Never logged or printed.',
    secret: true,
  },
  {
    name: 'REVERIE_APP_ID',
    default: '(required)',
    description: 'Application id (header REV-APP-ID). Never logged or printed.',
    secret: true,
  },
  {
    name: 'REVERIE_TIMEOUT_MS',
    default: '30000',
    description: 'Timeout of one attempt of an HTTP call, in milliseconds.',
  },
  {
    name: 'REVERIE_RETRIES',
    default: '3',
    description: 'Retries after the first attempt for server errors, network failures and timeouts (0–10).',
  },
  {
    name: 'PORT',
    default: '3000',
    description: "Port of the bot's HTTP server (web chat, /healthz, /readyz, /metrics, webhooks).",
  },
  {
    name: 'HOST',
    default: '127.0.0.1',
    description:
      "Address the bot's HTTP server listens on; 0.0.0.0 to accept connections from other machines.",
  },
  {
    name: 'REDIS_URL',
    default: '(a private redis-server child)',
    description:
      'Redis for settings, dedupe, jobs and the local chat, e.g. `redis://127.0.0.1:6379/0`. Unset: `npm start` runs its own `redis-server` with data under DATA_DIR.',
  },
  {
    name: 'REDIS_CLUSTER_NODES',
    default: '(unset: one Redis, REDIS_URL)',
    description:
      'A Redis Cluster instead of REDIS_URL: seed nodes as `host:port,host:port,…` (a few masters are enough; the rest are discovered). Every process (`npm start`, `dubash worker`, `dubash discord register`) must get the same value.',
  },
  {
    name: 'REDIS_PASSWORD',
    default: '(unset: none, or the one in REDIS_URL)',
    description: 'Password of Redis or of every node of the cluster (AUTH). Never logged.',
    secret: true,
  },
  {
    name: 'REDIS_TLS',
    default: '0',
    description: '1: talk TLS to Redis or to every cluster node (`rediss://` in REDIS_URL does the same).',
  },
  {
    name: 'JOB_LOCK_SECONDS',
    default: '60',
    description:
      "How long a worker's claim on a running job lasts without renewal: a worker that dies (SIGKILL, a lost machine) has its jobs taken over by another after at most this plus half of it. Lower means faster takeover, but a worker stalled that long (CPU starved) loses its job to another.",
  },
  {
    name: 'LOCAL_ADMINS',
    default: 'admin',
    description: 'Comma-separated members of the local web chat who are workspace admins.',
  },
  {
    name: 'LOCAL_CHAT_PASSWORD',
    default: '(unset: no sign-in, loopback only)',
    description:
      'Password members sign in to the web chat with (any member name). Required when HOST is not a loopback address: dubash refuses to start exposed without it. Never logged.',
    secret: true,
  },
  {
    name: 'LOCAL_ADMIN_PASSWORD',
    default: '(unset: admins sign in with LOCAL_CHAT_PASSWORD)',
    description:
      'With LOCAL_CHAT_PASSWORD, the password the names in LOCAL_ADMINS sign in with (the shared one no longer works for them). Never logged.',
    secret: true,
  },
  {
    name: 'TRUST_PROXY',
    default: '(unset: no proxy)',
    description:
      "Behind a reverse proxy: whom to believe in X-Forwarded-Proto/-For/-Host. The proxy's addresses or CIDR ranges, comma-separated (`127.0.0.1`, `10.0.0.0/8`), a number of proxy hops, or `true` (any sender; only when nothing but the proxy reaches PORT). Then the web chat's session cookie is `Secure` when the proxy says https, and the sign-in lockout counts each client's address, not the proxy's.",
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Where the private redis-server keeps its append-only file, and the web chat its attachments (`attachments/`).',
  },
  {
    name: 'REDIS_MAX_MEMORY_MB',
    default: '512',
    description:
      'Memory ceiling of the private redis-server (policy `noeviction`: when full, new messages are refused with 507 and nothing is evicted); 0: none.',
  },
  {
    name: 'LOCAL_FILES_TTL_DAYS',
    default: '7',
    description: "Days the web chat keeps an attachment (uploads and the bot's audio and documents).",
  },
  {
    name: 'LOCAL_FILES_WORKSPACE_MB',
    default: '200',
    description:
      "Megabytes of files (uploads and the bot's replies) one web chat workspace may keep; past it, uploads are refused (413).",
  },
  {
    name: 'LOCAL_FILES_TOTAL_MB',
    default: '2048',
    description:
      "Megabytes all web chat attachments (the bot's audio and documents too) may take together; past it, uploads are refused (507) and the bot's files are not kept.",
  },
  {
    name: 'CAPTIONS_MAX_MINUTES',
    default: '120',
    description:
      'The longest one live-captions session of a voice channel runs (`/captions start`); then the bot leaves and says so.',
  },
  {
    name: 'SHUTDOWN_TIMEOUT_S',
    default: '30',
    description:
      'On SIGTERM/SIGINT: `/readyz` answers 503 and new requests get 503 at once; the events and jobs in flight get this many seconds to finish, then the process exits (0). A job cut off is run again by another worker.',
  },
  {
    name: 'WORKERS',
    default: '1',
    description: 'Run the job workers inside `npm start` (1) or not (0, when `dubash worker` runs them).',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: `Log level: ${LOG_LEVELS.join(', ')}.`,
  },
  {
    name: 'TELEGRAM_BOT_TOKEN',
    default: '(unset: no Telegram)',
    description:
      'Token of the Telegram bot from @BotFather; set it to connect dubash to Telegram. Never logged.',
    secret: true,
  },
  {
    name: 'TELEGRAM_MODE',
    default: 'polling',
    description:
      '`polling` (long polling, works behind NAT) or `webhook` (Telegram posts to `/telegram/webhook`).',
  },
  {
    name: 'TELEGRAM_WEBHOOK_SECRET',
    default: '(required in webhook mode)',
    description:
      'Secret Telegram sends in `X-Telegram-Bot-Api-Secret-Token`; 1–256 of A–Z, a–z, 0–9, `_`, `-`. Never logged.',
    secret: true,
  },
  {
    name: 'TELEGRAM_WEBHOOK_URL',
    default: '(unset: register the webhook yourself)',
    description: 'Public HTTPS URL of `/telegram/webhook`; set, dubash calls setWebhook with it at start.',
  },
  {
    name: 'TELEGRAM_API_ROOT',
    default: 'https://api.telegram.org',
    description:
      'Bot API server; point it at a local Bot API server for files up to 2 GB (the cloud API stops at 20 MB).',
  },
  {
    name: 'SLACK_BOT_TOKEN',
    default: '(unset: no Slack, unless OAuth is on)',
    description:
      'Bot token (`xoxb-…`) of the Slack app in one workspace; set it to connect dubash to Slack. Never logged.',
  },
  {
    name: 'SLACK_SIGNING_SECRET',
    default: '(required with Slack over HTTP)',
    description:
      'Signing secret of the Slack app: every request to `/slack/events` is checked with it. Never logged.',
  },
  {
    name: 'SLACK_APP_TOKEN',
    default: '(unset: HTTP mode)',
    description:
      'App-level token (`xapp-…`, scope connections:write): Socket Mode, no public URL needed. Never logged.',
  },
  {
    name: 'SLACK_API_URL',
    default: 'https://slack.com/api/',
    description: "Base URL of Slack's Web API (the tests point it at an emulator).",
  },
  {
    name: 'SLACK_CLIENT_ID',
    default: '(unset: one workspace)',
    description:
      'With SLACK_CLIENT_SECRET and SLACK_STATE_SECRET: OAuth for many workspaces (`/slack/install`).',
  },
  {
    name: 'SLACK_CLIENT_SECRET',
    default: '(unset)',
    description: "The Slack app's client secret, for OAuth. Never logged.",
  },
  {
    name: 'SLACK_STATE_SECRET',
    default: '(unset)',
    description:
      'Secret that signs the OAuth state and encrypts the stored bot tokens (16+ characters). Never logged.',
  },
  {
    name: 'DISCORD_TOKEN',
    default: '(unset: no Discord)',
    description:
      'Bot token of the Discord application (Developer Portal → Bot); set it to connect dubash to Discord. Never logged.',
    secret: true,
  },
  {
    name: 'DISCORD_API_URL',
    default: 'https://discord.com/api',
    description: 'Discord REST base; the gateway URL is whatever `GET /gateway/bot` answers there.',
  },
  {
    name: 'DISCORD_GUILD_ID',
    default: '(unset: global commands)',
    description: 'Registers the commands to this one server only (instant; for development).',
  },
  {
    name: 'DISCORD_SHARDS',
    default: 'auto',
    description: '`auto`, a shard count (`4`), or the count and the shards this process runs (`4/0,1`).',
  },
];

/** A missing or bad environment variable; `variable` names it. The message never holds a secret. */
export class ConfigError extends Error {
  constructor(
    message: string,
    readonly variable: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

const SECRET_NAMES: ReadonlySet<string> = new Set(
  CONFIG_VARIABLES.filter((v) => v.secret).map((v) => v.name),
);

/** Empty strings count as "not set": `FOO= cmd` should fall back to the default. */
const unset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .transform((u) => new URL(u).toString());
const wsUrl = z
  .url({ protocol: /^wss?$/, error: 'must be a ws:// or wss:// URL' })
  .transform((u) => new URL(u).toString());
const credential = z
  .string({ error: 'is not set' })
  .trim()
  .min(1, { error: 'is not set' })
  .refine((s) => !/\s/.test(s), { error: 'must not contain whitespace' });
const intFrom = (min: number, max: number, what: string) =>
  z.coerce
    .number({ error: `must be ${what}` })
    .int({ error: `must be ${what}` })
    .min(min, { error: `must be ${what}` })
    .max(max, { error: `must be ${what}` });

const logLevel = z.preprocess(
  (v) => (typeof unset(v) === 'string' ? (v as string).trim().toLowerCase() : undefined),
  z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
);

// Secrets, and REDIS_URL (it may carry a password): their values are never echoed in an error.
const NEVER_ECHOED: ReadonlySet<string> = new Set([
  ...SECRET_NAMES,
  'REDIS_URL',
  'REDIS_PASSWORD',
  'SLACK_BOT_TOKEN',
  'SLACK_SIGNING_SECRET',
  'SLACK_APP_TOKEN',
  'SLACK_CLIENT_SECRET',
  'SLACK_STATE_SECRET',
]);

/** The first bad variable as a ConfigError (one clear thing to fix at a time), its value shown unless secret. */
function configError(error: z.ZodError, env: NodeJS.ProcessEnv): ConfigError {
  const issue = error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  const shown =
    !NEVER_ECHOED.has(name) && typeof env[name] === 'string' ? ` (got ${JSON.stringify(env[name])})` : '';
  let message = `${name} ${issue?.message ?? 'is invalid'}${shown}`;
  if (issue?.message === 'is not set' && SECRET_NAMES.has(name)) {
    message +=
      '. Get a key and app id from the Language Services portal dashboard, or run `npx dubash serve-api` ' +
      'for a local server and use the exports it prints.';
  }
  return new ConfigError(message, name);
}

const EnvSchema = z.object({
  REVERIE_BASE_URL: z.preprocess(unset, httpUrl.default(DEFAULT_BASE_URL)),
  REVERIE_WS_URL: z.preprocess(unset, wsUrl.optional()),
  REVERIE_API_KEY: z.preprocess(unset, credential),
  REVERIE_APP_ID: z.preprocess(unset, credential),
  REVERIE_TIMEOUT_MS: z.preprocess(
    unset,
    intFrom(1, 3_600_000, 'a whole number of milliseconds from 1 to 3600000').default(30_000),
  ),
  REVERIE_RETRIES: z.preprocess(unset, intFrom(0, 10, 'a whole number from 0 to 10').default(3)),
  LOG_LEVEL: logLevel,
});

export interface BotConfig {
  port: number;
  host: string;
  /** REDIS_URL; undefined (and no cluster): run a private redis-server */
  redisUrl?: string;
  /** REDIS_URL or REDIS_CLUSTER_NODES with REDIS_PASSWORD and REDIS_TLS; undefined: a private redis-server */
  redis?: RedisTarget;
  /** JOB_LOCK_SECONDS in ms: a dead worker's jobs are taken over after this (plus half) */
  jobLockMs: number;
  localAdmins: string[];
  /** the web chat's shared password (required when HOST is not loopback) */
  localChatPassword?: string;
  /** the password admins' names sign in with, when set */
  localAdminPassword?: string;
  /** TRUST_PROXY: Fastify's `trustProxy` (addresses/CIDRs, a hop count, or true); false: no proxy */
  trustProxy: TrustProxy;
  dataDir: string;
  /** maxmemory of the private redis-server, MB (0: none) */
  redisMaxMemoryMb: number;
  /** the web chat's attachments: kept this long, under these quotas */
  localFiles: { ttlMs: number; workspaceQuotaBytes: number; totalQuotaBytes: number };
  workers: boolean;
  /** CAPTIONS_MAX_MINUTES: the longest a voice channel is captioned in one go */
  captionsMaxMinutes: number;
  /** SHUTDOWN_TIMEOUT_S in ms: how long a stopping process waits for the work in flight */
  shutdownTimeoutMs: number;
  logLevel: LogLevel;
  /** true when REVERIE_BASE_URL is set: use that API, else run the local one in-process */
  externalApi: boolean;
  /** set when TELEGRAM_BOT_TOKEN is */
  telegram?: TelegramConfig;
  /** set when SLACK_BOT_TOKEN (or OAuth, or SLACK_APP_TOKEN) is */
  slack?: SlackConfig;
  /** set when DISCORD_TOKEN is */
  discord?: DiscordConfig;
}

export interface DiscordConfig {
  token: string;
  apiUrl?: string;
  guildId?: string;
  shards: 'auto' | { count: number; ids?: number[] };
}

export interface SlackConfig {
  botToken?: string;
  signingSecret: string;
  appToken?: string;
  apiUrl?: string;
  oauth?: { clientId: string; clientSecret: string; stateSecret: string };
}

export interface TelegramConfig {
  token: string;
  mode: 'polling' | 'webhook';
  webhookSecret?: string;
  webhookUrl?: string;
  apiRoot?: string;
}

/** Who may say, in X-Forwarded-*, what the client's address and scheme were (Fastify `trustProxy`). */
export type TrustProxy = boolean | number | string[];

/** `true`/`false`, a hop count, or comma-separated IP addresses and CIDR ranges. */
function parseTrustProxy(raw: string, ctx: z.RefinementCtx): TrustProxy {
  const v = raw.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const bad = list.find((x) => {
    const [address = '', bits, extra] = x.split('/');
    const family = isIP(address);
    const max = family === 6 ? 128 : 32;
    return (
      family === 0 ||
      extra !== undefined ||
      (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= max))
    );
  });
  if (list.length === 0 || bad !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message:
        "must be the proxy's IP addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1), a number of hops, or true/false",
    });
    return false;
  }
  return list;
}

const BotEnvSchema = z.object({
  PORT: z.preprocess(unset, intFrom(0, 65_535, 'a port number from 0 to 65535').default(3000)),
  HOST: z.preprocess(unset, z.string().min(1).default('127.0.0.1')),
  REDIS_URL: z.preprocess(
    unset,
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  REDIS_CLUSTER_NODES: z.preprocess(
    unset,
    z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return undefined;
        try {
          return parseClusterNodes(v);
        } catch (err) {
          ctx.addIssue({
            code: 'custom',
            message: `must be host:port,host:port,… (${(err as Error).message})`,
          });
          return undefined;
        }
      }),
  ),
  REDIS_PASSWORD: z.preprocess(unset, z.string().optional()),
  REDIS_TLS: z.preprocess(
    (v) => (typeof unset(v) === 'string' ? (v as string).trim().toLowerCase() : undefined),
    z.enum(['0', '1', 'true', 'false', 'yes', 'no'], { error: 'must be 1 or 0' }).default('0'),
  ),
  JOB_LOCK_SECONDS: z.preprocess(
    unset,
    intFrom(2, 3_600, 'a whole number of seconds from 2 to 3600').default(60),
  ),
  LOCAL_ADMINS: z.preprocess(
    unset,
    z
      .string()
      .default('admin')
      .transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
  ),
  DATA_DIR: z.preprocess(unset, z.string().default('./data')),
  LOCAL_CHAT_PASSWORD: z.preprocess(
    unset,
    z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  ),
  LOCAL_ADMIN_PASSWORD: z.preprocess(
    unset,
    z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  ),
  TRUST_PROXY: z
    .preprocess(unset, z.string().optional())
    .transform((v, ctx) => (v === undefined ? false : parseTrustProxy(v, ctx))),
  REDIS_MAX_MEMORY_MB: z.preprocess(
    unset,
    intFrom(0, 1_048_576, 'a whole number of megabytes (0: no ceiling)').default(512),
  ),
  LOCAL_FILES_TTL_DAYS: z.preprocess(unset, intFrom(1, 3650, 'a whole number of days from 1').default(7)),
  LOCAL_FILES_WORKSPACE_MB: z.preprocess(
    unset,
    intFrom(1, 1_048_576, 'a whole number of megabytes').default(200),
  ),
  LOCAL_FILES_TOTAL_MB: z.preprocess(
    unset,
    intFrom(1, 16_777_216, 'a whole number of megabytes').default(2048),
  ),
  TELEGRAM_BOT_TOKEN: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^\d+:[A-Za-z0-9_-]+$/, { error: 'must look like 123456789:AA… (the token @BotFather gave)' })
      .optional(),
  ),
  TELEGRAM_MODE: z.preprocess(
    (v) => (typeof unset(v) === 'string' ? (v as string).trim().toLowerCase() : undefined),
    z.enum(['polling', 'webhook'], { error: 'must be polling or webhook' }).default('polling'),
  ),
  TELEGRAM_WEBHOOK_SECRET: z.preprocess(
    unset,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,256}$/, { error: 'must be 1–256 of A–Z, a–z, 0–9, _ and -' })
      .optional(),
  ),
  TELEGRAM_WEBHOOK_URL: z.preprocess(
    unset,
    z
      .url({ protocol: /^https$/, error: 'must be an https:// URL (Telegram only posts to HTTPS)' })
      .optional(),
  ),
  TELEGRAM_API_ROOT: z.preprocess(unset, httpUrl.optional()),
  SLACK_BOT_TOKEN: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^xoxb-[\w-]+$/, { error: 'must be a bot token (xoxb-…)' })
      .optional(),
  ),
  SLACK_SIGNING_SECRET: z.preprocess(unset, z.string().trim().min(8).optional()),
  SLACK_APP_TOKEN: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^xapp-[\w-]+$/, { error: 'must be an app-level token (xapp-…)' })
      .optional(),
  ),
  SLACK_API_URL: z.preprocess(unset, httpUrl.optional()),
  SLACK_CLIENT_ID: z.preprocess(unset, z.string().trim().min(1).optional()),
  SLACK_CLIENT_SECRET: z.preprocess(unset, z.string().trim().min(1).optional()),
  SLACK_STATE_SECRET: z.preprocess(
    unset,
    z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ),
  DISCORD_TOKEN: z.preprocess(
    unset,
    z.string().trim().min(20, { error: 'is too short to be a bot token' }).optional(),
  ),
  DISCORD_API_URL: z.preprocess(unset, httpUrl.optional()),
  DISCORD_GUILD_ID: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^\d{5,20}$/, {
        error: 'must be a server id (a number: Developer Mode → right-click the server → Copy Server ID)',
      })
      .optional(),
  ),
  DISCORD_SHARDS: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^(auto|[1-9]\d{0,4}(\/\d{1,5}(,\d{1,5})*)?)$/, {
        error: 'must be auto, a count (4), or COUNT/IDS (4/0,1)',
      })
      .default('auto'),
  ),
  CAPTIONS_MAX_MINUTES: z.preprocess(
    unset,
    intFrom(1, 24 * 60, 'a whole number of minutes from 1 to 1440').default(120),
  ),
  SHUTDOWN_TIMEOUT_S: z.preprocess(
    unset,
    intFrom(1, 3_600, 'a whole number of seconds from 1 to 3600').default(30),
  ),
  WORKERS: z.preprocess(
    (v) => (typeof unset(v) === 'string' ? (v as string).trim().toLowerCase() : undefined),
    z.enum(['0', '1', 'true', 'false', 'yes', 'no'], { error: 'must be 1 or 0' }).default('1'),
  ),
  LOG_LEVEL: logLevel,
});

/** The bot's own settings from the environment (the client's come from loadClientConfig). */
export function loadBotConfig(env: NodeJS.ProcessEnv = process.env): BotConfig {
  const result = BotEnvSchema.safeParse(env);
  if (!result.success) throw configError(result.error, env);
  const e = result.data;
  if (e.TELEGRAM_BOT_TOKEN && e.TELEGRAM_MODE === 'webhook' && !e.TELEGRAM_WEBHOOK_SECRET) {
    throw new ConfigError(
      'TELEGRAM_WEBHOOK_SECRET is not set: webhook mode needs it, so only Telegram can post updates',
      'TELEGRAM_WEBHOOK_SECRET',
    );
  }
  const telegram: TelegramConfig | undefined = e.TELEGRAM_BOT_TOKEN
    ? {
        token: e.TELEGRAM_BOT_TOKEN,
        mode: e.TELEGRAM_MODE,
        webhookSecret: e.TELEGRAM_WEBHOOK_SECRET,
        webhookUrl: e.TELEGRAM_WEBHOOK_URL,
        apiRoot: e.TELEGRAM_API_ROOT?.replace(/\/+$/, ''),
      }
    : undefined;
  const slack = slackConfig(e);
  return {
    port: e.PORT,
    host: e.HOST,
    redisUrl: e.REDIS_URL,
    ...redisTarget(e),
    jobLockMs: e.JOB_LOCK_SECONDS * 1_000,
    localAdmins: e.LOCAL_ADMINS,
    ...(e.LOCAL_CHAT_PASSWORD ? { localChatPassword: e.LOCAL_CHAT_PASSWORD } : {}),
    ...(e.LOCAL_ADMIN_PASSWORD ? { localAdminPassword: e.LOCAL_ADMIN_PASSWORD } : {}),
    trustProxy: e.TRUST_PROXY,
    dataDir: e.DATA_DIR,
    redisMaxMemoryMb: e.REDIS_MAX_MEMORY_MB,
    localFiles: {
      ttlMs: e.LOCAL_FILES_TTL_DAYS * 86_400_000,
      workspaceQuotaBytes: e.LOCAL_FILES_WORKSPACE_MB * 1024 * 1024,
      totalQuotaBytes: e.LOCAL_FILES_TOTAL_MB * 1024 * 1024,
    },
    workers: ['1', 'true', 'yes'].includes(e.WORKERS),
    captionsMaxMinutes: e.CAPTIONS_MAX_MINUTES,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_S * 1000,
    logLevel: e.LOG_LEVEL,
    externalApi: typeof unset(env.REVERIE_BASE_URL) === 'string',
    ...(telegram ? { telegram } : {}),
    ...(slack ? { slack } : {}),
    ...(e.DISCORD_TOKEN ? { discord: discordConfig(e, e.DISCORD_TOKEN) } : {}),
  };
}

/** REDIS_URL or REDIS_CLUSTER_NODES (not both), with REDIS_PASSWORD and REDIS_TLS. */
function redisTarget(e: z.infer<typeof BotEnvSchema>): { redis?: RedisTarget } {
  const tls = ['1', 'true', 'yes'].includes(e.REDIS_TLS);
  const auth = { ...(e.REDIS_PASSWORD ? { password: e.REDIS_PASSWORD } : {}), ...(tls ? { tls } : {}) };
  if (e.REDIS_CLUSTER_NODES && e.REDIS_URL)
    throw new ConfigError(
      'REDIS_CLUSTER_NODES and REDIS_URL are both set: set REDIS_CLUSTER_NODES for a Redis Cluster or REDIS_URL for one Redis, not both',
      'REDIS_CLUSTER_NODES',
    );
  if (e.REDIS_CLUSTER_NODES) return { redis: { cluster: e.REDIS_CLUSTER_NODES, ...auth } };
  if (e.REDIS_URL) return { redis: { url: e.REDIS_URL, ...auth } };
  return {};
}

/** DISCORD_SHARDS: `auto`, `4`, or `4/0,1` (this process runs shards 0 and 1 of 4). */
function discordConfig(e: z.infer<typeof BotEnvSchema>, token: string): DiscordConfig {
  const [count, ids] = e.DISCORD_SHARDS.split('/');
  const n = Number(count);
  const list = ids?.split(',').map(Number);
  if (list?.some((id) => id >= n))
    throw new ConfigError(
      `DISCORD_SHARDS names a shard past its count (ids go from 0 to ${n - 1})`,
      'DISCORD_SHARDS',
    );
  return {
    token,
    ...(e.DISCORD_API_URL ? { apiUrl: e.DISCORD_API_URL.replace(/\/+$/, '') } : {}),
    ...(e.DISCORD_GUILD_ID ? { guildId: e.DISCORD_GUILD_ID } : {}),
    shards: e.DISCORD_SHARDS === 'auto' ? 'auto' : { count: n, ...(list ? { ids: list } : {}) },
  };
}

/** Slack is on with a bot token, or OAuth's three variables; HTTP mode needs the signing secret. */
function slackConfig(e: z.infer<typeof BotEnvSchema>): SlackConfig | undefined {
  const oauthVars = [e.SLACK_CLIENT_ID, e.SLACK_CLIENT_SECRET, e.SLACK_STATE_SECRET];
  if (oauthVars.some(Boolean) && !oauthVars.every(Boolean))
    throw new ConfigError(
      'OAuth for many Slack workspaces needs all of SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_STATE_SECRET',
      e.SLACK_CLIENT_ID
        ? e.SLACK_CLIENT_SECRET
          ? 'SLACK_STATE_SECRET'
          : 'SLACK_CLIENT_SECRET'
        : 'SLACK_CLIENT_ID',
    );
  const oauth =
    e.SLACK_CLIENT_ID && e.SLACK_CLIENT_SECRET && e.SLACK_STATE_SECRET
      ? {
          clientId: e.SLACK_CLIENT_ID,
          clientSecret: e.SLACK_CLIENT_SECRET,
          stateSecret: e.SLACK_STATE_SECRET,
        }
      : undefined;
  if (!e.SLACK_BOT_TOKEN && !oauth) return undefined;
  // Socket Mode needs no signing secret: nothing is posted to the bot.
  if (!e.SLACK_SIGNING_SECRET && !e.SLACK_APP_TOKEN)
    throw new ConfigError(
      'SLACK_SIGNING_SECRET is not set: Slack needs it (Basic Information → Signing Secret) to check requests',
      'SLACK_SIGNING_SECRET',
    );
  return {
    ...(e.SLACK_BOT_TOKEN ? { botToken: e.SLACK_BOT_TOKEN } : {}),
    signingSecret: e.SLACK_SIGNING_SECRET ?? '',
    ...(e.SLACK_APP_TOKEN ? { appToken: e.SLACK_APP_TOKEN } : {}),
    ...(e.SLACK_API_URL ? { apiUrl: e.SLACK_API_URL } : {}),
    ...(oauth ? { oauth } : {}),
  };
}

/**
 * The HTTP server may listen on `host`: beyond loopback only with a web chat password, or anyone
 * who reaches it could post as any member, admins too. (Workers serve no HTTP: not checked there.)
 */
export function checkExposure(config: Pick<BotConfig, 'host' | 'localChatPassword'>): void {
  if (isLoopbackHost(config.host) || config.localChatPassword) return;
  throw new ConfigError(
    `LOCAL_CHAT_PASSWORD is not set: with HOST ${config.host} the web chat is reachable from other machines, where anyone could post as any member (admins too). Set LOCAL_CHAT_PASSWORD, or HOST=127.0.0.1`,
    'LOCAL_CHAT_PASSWORD',
  );
}

/** 127.0.0.0/8, ::1 and localhost: only this machine reaches a server listening there. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || h === '::ffff:127.0.0.1';
}

/** https://host/ → wss://host/, http://host/ → ws://host/ (same host, port and path). */
export function deriveWsUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

function parseEnv(env: NodeJS.ProcessEnv, only?: readonly (keyof z.infer<typeof EnvSchema>)[]) {
  const schema = only ? EnvSchema.pick(Object.fromEntries(only.map((k) => [k, true])) as never) : EnvSchema;
  const result = schema.safeParse(env);
  if (result.success) return result.data as z.infer<typeof EnvSchema>;
  throw configError(result.error, env);
}

/** The Language Services client's configuration from the environment. Throws ConfigError. */
export function loadClientConfig(env: NodeJS.ProcessEnv = process.env): ClientConfig {
  const e = parseEnv(env, [
    'REVERIE_BASE_URL',
    'REVERIE_WS_URL',
    'REVERIE_API_KEY',
    'REVERIE_APP_ID',
    'REVERIE_TIMEOUT_MS',
    'REVERIE_RETRIES',
  ]);
  return {
    baseUrl: e.REVERIE_BASE_URL,
    wsUrl: e.REVERIE_WS_URL ?? deriveWsUrl(e.REVERIE_BASE_URL),
    apiKey: e.REVERIE_API_KEY,
    appId: e.REVERIE_APP_ID,
    timeoutMs: e.REVERIE_TIMEOUT_MS,
    retries: e.REVERIE_RETRIES,
  };
}

/** LOG_LEVEL from the environment (default info). Throws ConfigError. */
export function loadLogLevel(env: NodeJS.ProcessEnv = process.env): LogLevel {
  return parseEnv(env, ['LOG_LEVEL']).LOG_LEVEL;
}

/** The README's configuration table, as Markdown. */
export function configTableMarkdown(): string {
  const rows = CONFIG_VARIABLES.map((v) => `| \`${v.name}\` | ${v.default} | ${v.description} |`);
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
}
