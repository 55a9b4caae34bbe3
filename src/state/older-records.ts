// Records an older dubash kept, converted once at start (by migrate-keys.ts, after the keys got
// their tags) into what this version reads, so that no message's path looks for them:
// - Discord mirrors kept in a hash of channel ids (`discord:mirrors`, before they were a setting)
//   go into the channel setting `mirrors` as `<#id>` (a mirror set since wins);
// - Telegram's topic posts (`telegram:topic-posts`, one entry per message) become the answer's
//   `destinations` record (src/state/stores/destinations.ts);
// - Discord's mirror posts (`discord:mirrored` by source, `discord:mirror-of` by channel reply)
//   become the `destinations` record of the answer the sent-map lists for that source: `m:SOURCE`
//   when every language was mirrored, else the channel reply linked to the source.
// A record keeps the time it had left; a newer record of the same answer wins; one that cannot be
// read (or has no answer to go under) is dropped, since nothing reads the old names any more.
import type { ConversationRef, Keyspace } from './keys.js';
import type { RedisClient as Redis } from './redis.js';
import { type PlacedPost, REST_OF } from './stores/destinations.js';

/** Where the mirrors go: the channel settings (src/core/settings-store.ts's SettingsStore). */
export interface ChannelMirrorSettings {
  get(level: 'channel', c: ConversationRef): Promise<{ mirrors?: Record<string, string | undefined> }>;
  set(level: 'channel', c: ConversationRef, patch: { mirrors: Record<string, string> }): Promise<unknown>;
}

export interface OlderRecordsReport {
  /** `done`: the marker says they were converted before */
  skipped?: 'done';
  /** channels whose mirrors went into the setting */
  mirrors: number;
  /** answers whose posts became a `destinations` record (Telegram topics, Discord mirrors) */
  topicPosts: number;
  mirrorPosts: number;
  /** old keys that could not be read or had no answer left to go under */
  dropped: number;
}

export const OLDER_RECORDS = 'older-records-v1';
/** a record without a TTL (never written so) is kept as long as a new one */
const TTL_MS = 48 * 3_600_000;

/** `<root>:<kind>:{a:b:c}:rest` → the tag's parts and the rest's, percent-decoded */
function parse(key: string, head: string): { tag: string[]; rest: string[] } | undefined {
  const m = /^\{([^}]*)\}(?::(.*))?$/.exec(key.slice(head.length));
  if (!key.startsWith(head) || !m) return undefined;
  const parts = (s: string | undefined) => (s ? s.split(':').map(decodeURIComponent) : []);
  return { tag: parts(m[1]), rest: parts(m[2]) };
}

export async function convertOlderRecords(
  redis: Redis,
  keys: Keyspace,
  settings?: ChannelMirrorSettings,
): Promise<OlderRecordsReport> {
  const report: OlderRecordsReport = { mirrors: 0, topicPosts: 0, mirrorPosts: 0, dropped: 0 };
  const marker = keys.migrated(OLDER_RECORDS);
  if (await redis.exists(marker)) return { ...report, skipped: 'done' };
  const head = (kind: string) => `${keys.root}:${kind}:`;
  const found = { mirrors: [] as string[], topicPosts: [] as string[], mirrored: [] as string[] };
  const mirrorOf: string[] = [];
  for await (const key of scan(redis, `${keys.root}:*`)) {
    if (key.startsWith(head('discord:mirrors'))) found.mirrors.push(key);
    else if (key.startsWith(head('telegram:topic-posts'))) found.topicPosts.push(key);
    else if (key.startsWith(head('discord:mirrored'))) found.mirrored.push(key);
    else if (key.startsWith(head('discord:mirror-of'))) mirrorOf.push(key);
  }
  const drop = async (key: string) => {
    report.dropped += await redis.del(key);
  };

  // Without the settings (a test of other parts) the mirrors are left for a start that has them.
  if (settings)
    for (const key of found.mirrors) {
      const c = channelOf(parse(key, head('discord:mirrors'))?.tag);
      try {
        if (!c) throw new Error('no channel');
        const old = await redis.hgetall(key);
        const current = (await settings.get('channel', c)).mirrors ?? {};
        const moved = Object.fromEntries(Object.entries(old).map(([l, id]) => [l, `<#${id}>`]));
        const kept = Object.fromEntries(Object.entries(current).filter(([, v]) => v !== undefined));
        await settings.set('channel', c, { mirrors: { ...moved, ...kept } as Record<string, string> });
        await redis.del(key);
        report.mirrors += 1;
      } catch {
        await drop(key);
      }
    }

  for (const key of found.topicPosts) {
    const parsed = parse(key, head('telegram:topic-posts'));
    const [chat] = parsed?.tag ?? [];
    const [handle] = parsed?.rest ?? [];
    try {
      if (!chat || !handle) throw new Error('no chat');
      const c = { platform: 'telegram', workspaceId: chat, channelId: chat };
      const ttl = await redis.pttl(key);
      const posts = topicPosts(c, JSON.parse((await redis.get(key)) ?? '[]') as OldTopicPost[]);
      if (posts.length) await keep(redis, keys.destinations(c, handle), posts, ttl);
      await redis.del(key);
      report.topicPosts += 1;
    } catch {
      await drop(key);
    }
  }

  // Discord's mirror posts: the answer is found in the sent-map of the source's channel.
  const sources = new Map(
    found.mirrored.map((key) => [parse(key, head('discord:mirrored'))?.tag.join(':') ?? '', key]),
  );
  const converted = new Set<string>();
  if (sources.size)
    for await (const key of scan(redis, `${keys.root}:sent:{discord:*`)) {
      const parsed = parse(key, head('sent'));
      const [, workspaceId] = parsed?.tag ?? [];
      const [channelId, ...more] = parsed?.rest ?? [];
      const source = more.pop();
      const [threadId] = more;
      const mirrored = source === undefined ? undefined : sources.get(source);
      if (!workspaceId || !channelId || !source || !mirrored) continue;
      const c = { platform: 'discord', workspaceId, channelId, ...(threadId ? { threadId } : {}) };
      try {
        const ttl = await redis.pttl(mirrored);
        const posts = mirrorPosts(c, await redis.hgetall(mirrored));
        for (const handle of await redis.lrange(key, 0, -1)) {
          const linked =
            handle === `m:${source}` || (await redis.get(keys.discord.mirrorOf(handle))) === source;
          if (!linked) continue;
          const rest = handle.startsWith('m:') ? [] : [{ lang: REST_OF, where: c, ids: [handle] }];
          await keep(redis, keys.destinations(c, handle), [...posts, ...rest], ttl);
          report.mirrorPosts += 1;
          converted.add(mirrored);
        }
      } catch {
        // dropped below with the rest
      }
    }
  // Every mirror-post key is read now, or has no answer left to go under: they go.
  for (const key of found.mirrored) if (!converted.has(key)) await drop(key);
  for (const key of [...converted, ...mirrorOf]) await redis.del(key);

  // Mirrors left for want of the settings are looked for again at the next start.
  if (settings || !found.mirrors.length)
    await redis.set(marker, JSON.stringify({ at: new Date().toISOString(), ...report }));
  return report;
}

/** Telegram's record before the destinations store: one entry per message. */
interface OldTopicPost {
  lang: string;
  thread?: number;
  message_id: number;
}

function topicPosts(c: ConversationRef, old: OldTopicPost[]): PlacedPost[] {
  const posts: PlacedPost[] = [];
  for (const p of old) {
    const lang = p.lang === '*' ? REST_OF : p.lang;
    const where = p.thread === undefined ? c : { ...c, threadId: String(p.thread) };
    const same = posts.find((q) => q.lang === lang);
    if (same) same.ids.push(String(p.message_id));
    else posts.push({ lang, where, ids: [String(p.message_id)] });
  }
  return posts;
}

/** language → post id; a webhook post's id names its channel (`w:CHANNEL:MESSAGE`). */
function mirrorPosts(c: ConversationRef, mirrored: Record<string, string>): PlacedPost[] {
  return Object.entries(mirrored).map(([lang, id]) => {
    const channelId = /^w:([^:]+):/.exec(id)?.[1] ?? c.channelId;
    return { lang, where: { platform: c.platform, workspaceId: c.workspaceId, channelId }, ids: [id] };
  });
}

/** A channel from a channel key's tag (`platform:workspace:channel`). */
function channelOf(tag: string[] | undefined): ConversationRef | undefined {
  const [platform, workspaceId, channelId] = tag ?? [];
  return platform && workspaceId && channelId ? { platform, workspaceId, channelId } : undefined;
}

/** Writes the record unless a newer one is there, for the time the old one had left. */
async function keep(redis: Redis, key: string, posts: PlacedPost[], ttlMs: number): Promise<void> {
  await redis.set(key, JSON.stringify(posts), 'PX', ttlMs > 0 ? ttlMs : TTL_MS, 'NX');
}

async function* scan(redis: Redis, match: string): AsyncGenerator<string> {
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 1_000);
    cursor = next;
    yield* found;
  } while (cursor !== '0');
}
