// Keys written before src/state/keys.ts gave each key a hash tag (`dubash:settings:slack:T1:C1`)
// move to their tagged names (`dubash:settings:{slack:T1}:C1`) once, at start on a single Redis,
// before anything reads them: RENAMENX keeps value and TTL; a tagged key that exists already (a newer
// process wrote it) wins and the old one goes. A marker key makes later starts skip the scan, and a
// second process migrating at the same time only finds keys already moved. Then the records an
// older dubash kept are converted to what this version reads (older-records.ts, a marker of its
// own), so that no message's path reads them. A Redis Cluster never held the old names (they were
// never cluster-safe), so it is skipped.

import { keys as dubashKeys, type Keyspace, tag } from './keys.js';
import { type ChannelMirrorSettings, convertOlderRecords, type OlderRecordsReport } from './older-records.js';
import type { RedisClient as Redis } from './redis.js';
import { isCluster, type RedisClient } from './redis.js';

/** The kinds of the old shapes, and how many `:` parts after `<root>:<kind>:` became the tag. */
const RULES: readonly (readonly [kind: string, parts: number])[] = [
  // workspace (`platform:workspace`)
  ['settings', 2],
  ['locale', 2],
  ['usage', 2],
  ['dedupe', 2],
  ['rate', 2],
  ['notice:exhausted', 2],
  ['sent', 2],
  ['reaction', 2],
  ['captions:consent', 2],
  ['bridge:name', 2],
  ['tx:sounded-out', 2],
  ['discord:admins', 2],
  // channel (`platform:workspace:channel`)
  ['bridge:of', 3],
  ['bridge:copies', 3],
  ['bridge:origin', 3],
  ['discord:seen', 3],
  ['discord:rights', 3],
  ['discord:mirrors', 3],
  // one entity (a text's hash, a bridge, a code, a guild, a chat, a team, a nonce, a job)
  ['tx', 1],
  ['bridge:legs', 1],
  ['bridge:code', 1],
  ['bridge:crossed', 1],
  ['discord:locale-default', 1],
  ['discord:commands-hash', 1],
  ['discord:author', 1],
  ['discord:mirrored', 1],
  ['discord:mirror-of', 1],
  ['discord:webhook', 1],
  ['telegram:topic', 1],
  ['telegram:text', 1],
  ['telegram:topic-posts', 1],
  ['slack:oauth-state', 1],
  ['slack:scope', 1],
  ['slack:nocustomize', 1],
  ['slack:installation', 1],
  ['slack:event', 1],
  ['replied', 1],
  // the web chat: one constant tag in front of what followed `local:`
  ['local', 0],
];

// Longest kind first: `tx:sounded-out:` before `tx:`.
const ORDERED = [...RULES].sort((a, b) => b[0].length - a[0].length);

export const MIGRATION = 'hash-tags-v1';

/** The tagged name of a key of the old shape; undefined for a key that is tagged already or not dubash's. */
export function taggedName(old: string, root = 'dubash'): { kind: string; key: string } | undefined {
  for (const [kind, parts] of ORDERED) {
    const head = `${root}:${kind}:`;
    if (!old.startsWith(head)) continue;
    const rest = old.slice(head.length);
    if (rest.startsWith('{')) return undefined;
    if (parts === 0) return { kind, key: `${head}${tag('local')}:${rest}` };
    const split = rest.split(':');
    if (split.length < parts || split.slice(0, parts).some((p) => p === '')) return undefined;
    const tail = split.slice(parts).join(':');
    return { kind, key: `${head}${tag(split.slice(0, parts).join(':'))}${tail ? `:${tail}` : ''}` };
  }
  return undefined;
}

export interface MigrationReport {
  /** `cluster`: not run on a Redis Cluster; `done`: the marker says it ran before */
  skipped?: 'cluster' | 'done';
  /** keys renamed, by kind */
  moved: Record<string, number>;
  /** old keys dropped because their tagged name existed already */
  superseded: number;
  /** jobs still waiting under the queues' old prefix `<root>:<queue>` (not run by this version) */
  oldJobs: number;
  /** the records of an older dubash converted (not on a cluster) */
  older?: OlderRecordsReport;
}

export interface MigrateOptions {
  keys?: Keyspace;
  /** the BullMQ queue names, to count jobs left under their old prefix */
  queues?: readonly string[];
  /** where Discord mirrors kept before they were a setting go; without it they are left */
  settings?: ChannelMirrorSettings;
  log?: { info(msg: string): void; warn(msg: string): void };
}

export async function migrateKeys(redis: RedisClient, opts: MigrateOptions = {}): Promise<MigrationReport> {
  const keys = opts.keys ?? dubashKeys;
  const report: MigrationReport = { moved: {}, superseded: 0, oldJobs: 0 };
  if (isCluster(redis)) return { ...report, skipped: 'cluster' };
  report.oldJobs = await oldQueueJobs(redis, keys.root, opts.queues ?? []);
  if (report.oldJobs > 0)
    opts.log?.warn(
      `${report.oldJobs} jobs wait under the queues' old prefix "${keys.root}" and this version does not run them: ` +
        'let the previous version drain its queues before upgrading (README: "Redis keys")',
    );
  if (await redis.exists(keys.migrated(MIGRATION))) report.skipped = 'done';
  else await renameOldShapes(redis, keys, report, opts.log);
  report.older = await convertOlderRecords(redis, keys, opts.settings);
  const { mirrors, topicPosts, mirrorPosts, dropped } = report.older;
  if (mirrors || topicPosts || mirrorPosts || dropped)
    opts.log?.info(
      `Records of an older dubash converted: mirror settings of ${mirrors} channels, ` +
        `posts of ${topicPosts + mirrorPosts} answers (${dropped} unreadable or unanswered dropped)`,
    );
  return report;
}

/** Every key of the old shape to its tagged name, then the marker. */
async function renameOldShapes(
  redis: Redis,
  keys: Keyspace,
  report: MigrationReport,
  log: MigrateOptions['log'],
): Promise<void> {
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${keys.root}:*`, 'COUNT', 1_000);
    cursor = next;
    const moves = found.flatMap((old) => {
      const to = taggedName(old, keys.root);
      return to ? [{ old, ...to }] : [];
    });
    if (moves.length === 0) continue;
    // A single Redis (checked above): one pipeline per page of the scan.
    const pipe = redis.pipeline();
    for (const m of moves) pipe.renamenx(m.old, m.key);
    const results = (await pipe.exec()) ?? [];
    const superseded: string[] = [];
    results.forEach(([err, renamed], i) => {
      const m = moves[i] as (typeof moves)[number];
      // `no such key`: another process starting at the same time moved it first.
      if (err) return;
      if (renamed === 1) report.moved[m.kind] = (report.moved[m.kind] ?? 0) + 1;
      else superseded.push(m.old);
    });
    if (superseded.length) report.superseded += await redis.del(...superseded);
  } while (cursor !== '0');

  await redis.set(
    keys.migrated(MIGRATION),
    JSON.stringify({ at: new Date().toISOString(), moved: report.moved }),
  );
  const total = Object.values(report.moved).reduce((n, c) => n + c, 0);
  const byKind = Object.entries(report.moved)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  log?.info(
    total || report.superseded
      ? `Redis keys moved to their hash-tagged names: ${total}${byKind ? ` (${byKind})` : ''}` +
          (report.superseded ? `; ${report.superseded} old keys dropped, newer ones existed` : '')
      : 'Redis keys: none of the old shape to move',
  );
}

/** Jobs BullMQ would still run under the old prefix: waiting, delayed, prioritized, paused, active. */
async function oldQueueJobs(redis: Redis, root: string, queues: readonly string[]): Promise<number> {
  if (queues.length === 0) return 0;
  const pipe = redis.pipeline();
  for (const q of queues) {
    const base = `${root}:${q}`;
    pipe.llen(`${base}:wait`).llen(`${base}:paused`).llen(`${base}:active`);
    pipe.zcard(`${base}:delayed`).zcard(`${base}:prioritized`);
  }
  const results = (await pipe.exec()) ?? [];
  return results.reduce((n, [err, v]) => n + (err ? 0 : Number(v)), 0);
}
