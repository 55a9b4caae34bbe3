// A bot without a platform: the real Pipeline with the real commands, real Redis (keys under a
// unique prefix) and a real client against the local API on a free port. Events go in, the
// replies a person would see come out; jobs are recorded as the pipeline enqueued them.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { commandMap } from '../../../commands/index.js';
import type { JobSink } from '../../../src/core/command.js';
import type { ChatEvent } from '../../../src/core/event.js';
import { Pipeline } from '../../../src/core/pipeline.js';
import type { Reply } from '../../../src/core/reply.js';
import { SettingsStore } from '../../../src/core/settings-store.js';
import { RedisUsageMeter } from '../../../src/core/usage.js';
import { createAutomatic } from '../../../src/features/automatic.js';
import { createLanguageClient } from '../../../src/language/client.js';
import type { LanguageClient } from '../../../src/language/types.js';
import { type LocalApi, startLocalApi } from '../../../src/local-api/server.js';
import { keyspace } from '../../../src/state/keys.js';
import { connectRedis } from '../../../src/state/redis.js';
import { ChatTranslator } from '../../../src/translation/translator.js';

export interface Harness {
  api: LocalApi;
  client: LanguageClient;
  redis: Redis;
  translator: ChatTranslator;
  usage: RedisUsageMeter;
  settings: SettingsStore;
  pipeline: Pipeline;
  workspace: string;
  jobs: { name: string; payload: Record<string, unknown>; dedupeKey: string }[];
  /** request log lines of the local API (method and url) */
  requests: { method: string; url: string; appName?: string }[];
  send(text: string, over?: Partial<ChatEvent>): Promise<Reply[]>;
  loadLookup(entries: { source: string; target: string; src: string; tgt: string }[]): Promise<void>;
  close(): Promise<void>;
}

export async function startHarness(opts: { memberLanguages?: string[] } = {}): Promise<Harness> {
  const requests: Harness['requests'] = [];
  const api = await startLocalApi({
    port: 0,
    logger: {
      level: 'info',
      stream: {
        write(line: string) {
          const entry = JSON.parse(line);
          if (entry.req?.method)
            requests.push({ method: entry.req.method, url: entry.req.url, appName: entry.req.appName });
        },
      },
    },
  });
  const dev = api.devAccount as { apiKey: string; appId: string };
  const client = createLanguageClient({ baseUrl: api.url, wsUrl: api.wsUrl, ...dev, retries: 0 });
  // Made as dubash's processes make theirs (src/state/redis.ts: scripts by hash, writes coalesced).
  const redis = connectRedis({ url: 'redis://127.0.0.1:6379' }) as Redis;
  const id = randomUUID();
  const workspace = `ws-${id}`;
  const keys = keyspace(`test:${id}`);
  const translator = new ChatTranslator(client, redis, { keys });
  const settings = new SettingsStore(redis, keys);
  const usage = new RedisUsageMeter(redis, keys);
  const jobs: Harness['jobs'] = [];
  const sink: JobSink = {
    async enqueue(name, payload, { dedupeKey }) {
      jobs.push({ name, payload: JSON.parse(JSON.stringify(payload)), dedupeKey });
    },
  };
  const pipeline = new Pipeline({
    redis,
    settings,
    language: client,
    jobs: sink,
    commands: commandMap,
    automatic: createAutomatic({ memberLanguages: async () => opts.memberLanguages ?? [] }),
    translator,
    usage,
  });
  let n = 0;
  return {
    api,
    client,
    redis,
    translator,
    usage,
    settings,
    pipeline,
    workspace,
    jobs,
    requests,
    async send(text, over = {}) {
      n++;
      const command = text.startsWith('/')
        ? { name: text.slice(1).split(/\s/)[0] as string, args: text.replace(/^\/\S+\s*/, '') }
        : undefined;
      const event: ChatEvent = {
        id: `${id}-e${n}`,
        kind: command ? 'command' : 'message',
        conversation: { platform: 'local', workspaceId: workspace, channelId: 'general' },
        messageId: `m${n}`,
        author: { id: 'asha', isBot: false, isSelf: false, isAdmin: false },
        text,
        command,
        ...over,
      };
      const outcome = await pipeline.handle(event, async () => ({ id: `progress-${n}` }));
      if (outcome.status !== 'handled') throw new Error(`event not handled: ${outcome.status}`);
      return outcome.replies;
    },
    async loadLookup(entries) {
      const res = await fetch(new URL('admin/lookup', api.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'REV-API-KEY': dev.apiKey, 'REV-APP-ID': dev.appId },
        body: JSON.stringify(entries),
      });
      if (!res.ok) throw new Error(`lookup load failed: ${res.status} ${await res.text()}`);
    },
    async close() {
      for (const pattern of [`test:${id}:*`, `*${workspace}*`]) {
        // SCAN, not KEYS: KEYS blocks the Redis every other test shares.
        for await (const keys of redis.scanStream({ match: pattern, count: 1_000 }) as AsyncIterable<
          string[]
        >)
          if (keys.length) await redis.del(...keys);
      }
      redis.disconnect();
      await client.close();
      await api.close();
    },
  };
}

/** The text of every reply, for assertions on what a person reads. */
export const texts = (replies: Reply[]) => replies.map((r) => ('text' in r ? r.text : `[${r.type}]`));

/** What runJob needs, over the harness's client, cache and usage; files by MediaRef.ref. */
export function jobDeps(h: Harness, files: Map<string, Buffer>, language: LanguageClient = h.client) {
  return {
    language,
    translator: h.translator,
    usage: h.usage,
    download: async (m: { ref: string }) => {
      const buf = files.get(m.ref);
      if (!buf) throw new Error(`no such file ${m.ref}`);
      return buf;
    },
  };
}
