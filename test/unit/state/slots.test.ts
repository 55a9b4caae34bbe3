// On a Redis Cluster a Lua script, a MULTI, a pipeline sent as one and a multi-key command must touch
// one slot. This lists every such call site in src/, adapters/ and commands/, proves with Redis
// Cluster's own slot function (cluster-key-slot, ioredis' dependency) that the keys each one
// touches share a slot, and fails when the source has a call site it does not know. It also checks
// that the tags spread the data: keys of different workspaces, texts and queues land on many slots.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import { localeKey } from '../../../src/core/languages.js';
import { SentMap } from '../../../src/core/sent.js';
import { SettingsStore } from '../../../src/core/settings-store.js';
import { monthOf, RedisUsageMeter } from '../../../src/core/usage.js';
import { JOB_NAMES } from '../../../src/jobs/definitions.js';
import { keys, keyspace } from '../../../src/state/keys.js';
import { migrateKeys } from '../../../src/state/migrate-keys.js';
import { ChatTranslator } from '../../../src/translation/translator.js';

const calculateSlot = createRequire(import.meta.url)('cluster-key-slot') as (key: string) => number;
const ROOT = join(import.meta.dirname, '../../..');

const noRedis = {} as Redis;
const conv: ConversationRef = {
  platform: 'slack',
  workspaceId: 'T0ACME',
  channelId: 'C0GENERAL',
  threadId: '1700000000.000100',
};
const users = ['U0ASHA', 'U0RAVI', 'U0MEERA', 'U0JOHN'];
/** a DM channel under the workspace every Discord DM shared before each had its own */
const sharedDm: ConversationRef = { platform: 'discord', workspaceId: 'dm', channelId: '83' };
// What tests pass: another root must not change the slot (the tag holds no root).
const settingsStores = [new SettingsStore(noRedis), new SettingsStore(noRedis, keyspace('test:1234'))];
const sessionKey = (n: number) => keys.local.session(n.toString(16).padStart(64, '0'));

interface Site {
  /** file, operation (as the scan below names it), how many times the file does it */
  file: string;
  op: string;
  count: number;
  /** the key groups the call sites touch together: each group must be one slot */
  keys: () => string[][];
}

/** Every Lua script, transaction, pipeline and multi-key command in the code base. */
const SITES: Site[] = [
  {
    // CLAIM_SCRIPT: one key, the claim (once-markers, notices, a job's replies, bridge crossings and links)
    file: 'src/state/stores/claims.ts',
    op: 'eval',
    count: 1,
    keys: () => [
      [keys.slack.event('Ev0123')],
      [keys.reaction(conv, '1700000000.000200', 'hi')],
      [keys.noticeExhausted(conv)],
      [keys.jobReplied('42')],
      [keys.bridge.crossed('b1', conv, 'text:1700000000.000200')],
      [keys.bridge.of(conv)],
    ],
  },
  {
    // ADMIT_SCRIPT: dedupe + rate + remembered locale + the settings documents, one command per event
    file: 'src/core/pipeline.ts',
    op: 'eval',
    count: 1,
    keys: () =>
      settingsStores.map((s) => [
        keys.dedupe(conv, 'Ev0123'),
        keys.rate(conv, 29_000_000),
        localeKey(conv, 'U0ASHA'),
        ...s.resolveKeys(conv, 'U0ASHA'),
      ]),
  },
  {
    // SET_SCRIPT (replace and append): one list
    file: 'src/core/sent.ts',
    op: 'eval',
    count: 2,
    keys: () => [[new SentMap(noRedis).key(conv, '1700000000.000200')]],
  },
  {
    // members' settings documents and their remembered locales, one MGET
    file: 'src/core/languages.ts',
    op: 'mget',
    count: 1,
    keys: () =>
      settingsStores.map((s) => [
        ...users.map((u) => s.resolveKeys(conv, u).at(-1) as string),
        ...users.map((u) => localeKey(conv, u)),
      ]),
  },
  {
    // resolve() and resolveMembers(): workspace, channel and members' documents
    file: 'src/core/settings-store.ts',
    op: 'mget',
    count: 2,
    keys: () =>
      settingsStores.flatMap((s) => [
        s.resolveKeys(conv, 'U0ASHA'),
        [...s.resolveKeys(conv), ...users.map((u) => s.resolveKeys(conv, u).at(-1) as string)],
      ]),
  },
  {
    // RECORD_SCRIPT: the month's hash, the call's token, the month's warned marker
    file: 'src/core/usage.ts',
    op: 'eval',
    count: 1,
    keys: () =>
      [keys, keyspace('test:1234')].map((k) => [
        new RedisUsageMeter(noRedis, k).key(conv),
        k.usageCall(conv, 'tok3n'),
        k.usageMarker(conv, monthOf(), 'warned', 'characters'),
      ]),
  },
  {
    // the cache: one MGET per text, of that text's targets
    file: 'src/translation/translator.ts',
    op: 'mget',
    count: 1,
    keys: () =>
      ['good morning', 'नमस्ते दोस्तों', 'see you at 5'].map((text) =>
        ['hi', 'ta', 'bn', 'hi-Latn'].map((t) =>
          new ChatTranslator({} as never).cacheKey(text, 'en', t, 'generic'),
        ),
      ),
  },
  {
    // names of the members a message mentions, one MGET
    file: 'src/state/stores/bridge-names.ts',
    op: 'mget',
    count: 1,
    keys: () => [users.map((u) => keys.bridge.name(conv, u))],
  },
  {
    // HSET + EXPIRE of an origin's copies
    file: 'src/state/stores/bridge-posts.ts',
    op: 'multi',
    count: 1,
    keys: () => [[keys.bridge.copies(conv, '1700000000.000200')]],
  },
  {
    // SADD + EXPIRE of the channel's seen members
    file: 'src/state/stores/discord-guilds.ts',
    op: 'multi',
    count: 1,
    keys: () => [[keys.discord.seen({ platform: 'discord', workspaceId: '81', channelId: '82' })]],
  },
  {
    // the older DM settings (the shared `dm` workspace): the member's document and the channel's, read
    // together (MGET) and removed together (DEL)
    file: 'src/state/stores/discord-guilds.ts',
    op: 'mget',
    count: 1,
    keys: () => [[keys.settings.member(sharedDm, '84'), keys.settings.channel(sharedDm)]],
  },
  {
    file: 'src/state/stores/discord-guilds.ts',
    op: 'del',
    count: 1,
    keys: () => [[keys.settings.member(sharedDm, '84'), keys.settings.channel(sharedDm)]],
  },
  {
    // a token's sessions under each password (MGET on sign-in, DEL on sign-out)
    file: 'src/state/stores/web-sessions.ts',
    op: 'mget',
    count: 1,
    keys: () => [[sessionKey(1), sessionKey(2)]],
  },
  {
    file: 'src/state/stores/web-sessions.ts',
    op: 'del',
    count: 1,
    keys: () => [[sessionKey(1), sessionKey(2)]],
  },
  {
    // COUNT_ATTEMPT: the counter and the call's kept answer
    file: 'src/state/stores/web-sessions.ts',
    op: 'eval',
    count: 1,
    keys: () => [[keys.local.loginFailures('127.0.0.1'), keys.local.loginAttempt('127.0.0.1', 'tok')]],
  },
  {
    // ADD_SCRIPT: message, channel list, members, events channel, and the messages it trims (their
    // keys built in the script from the prefix); ADD_TRANSLATIONS_SCRIPT: translations, events, the message
    file: 'src/state/stores/web-chat.ts',
    op: 'eval',
    count: 2,
    keys: () => [
      [
        keys.local.message('m1'),
        keys.local.channel('acme', 'general'),
        keys.local.members('acme', 'general'),
        keys.local.events,
        `${keys.local.prefix}msg:m0`,
        `${keys.local.prefix}tr:m0`,
      ],
      [keys.local.translations('m1'), keys.local.events, keys.local.message('m1')],
    ],
  },
  {
    // remove(): DEL message + translations, LREM from the channel; replaceTranslations(): DEL + HSET
    file: 'src/state/stores/web-chat.ts',
    op: 'multi',
    count: 2,
    keys: () => [
      [keys.local.message('m1'), keys.local.translations('m1'), keys.local.channel('acme', 'general')],
      [keys.local.translations('m1')],
    ],
  },
  {
    file: 'src/state/stores/web-chat.ts',
    op: 'del',
    count: 1,
    keys: () => [[keys.local.message('m1'), keys.local.translations('m1')]],
  },
  {
    // a channel's messages, one MGET
    file: 'src/state/stores/web-chat.ts',
    op: 'mget',
    count: 1,
    keys: () => [['m1', 'm2', 'm3'].map((id) => keys.local.message(id))],
  },
  {
    // HGETALL of many messages' translations in one pipeline
    file: 'src/state/stores/web-chat.ts',
    op: 'pipeline',
    count: 1,
    keys: () => [['m1', 'm2', 'm3'].map((id) => keys.local.translations(id))],
  },
  {
    // RESERVE_SCRIPT, CONFIRM_SCRIPT, RELEASE_SCRIPT: the web chat's attachments' bytes per
    // workspace and in total, each file's bytes, the reservations not yet confirmed
    file: 'src/state/stores/attachment-usage.ts',
    op: 'eval',
    count: 3,
    keys: () =>
      [keys, keyspace('test:1234')].map((k) => [
        k.attachments.usage,
        k.attachments.files,
        k.attachments.pending,
      ]),
  },
  // The migration's pipelines and DEL span slots on purpose: it runs only on a single Redis
  // (skipped on a cluster, checked below).
  { file: 'src/state/migrate-keys.ts', op: 'pipeline', count: 2, keys: () => [] },
  { file: 'src/state/migrate-keys.ts', op: 'del', count: 1, keys: () => [] },
  { file: 'src/state/migrate-keys.ts', op: 'renamenx', count: 1, keys: () => [] },
];

/** Operations that always name several keys, or run several commands as one. */
const ALWAYS = [
  'eval',
  'evalsha',
  'multi',
  'pipeline',
  'mget',
  'mset',
  'msetnx',
  'rename',
  'renamenx',
  'copy',
  'smove',
  'lmove',
  'blmove',
  'rpoplpush',
  'brpoplpush',
  'sunionstore',
  'sinterstore',
  'sdiffstore',
  'zunionstore',
  'zinterstore',
  'zdiffstore',
  'zrangestore',
  'georadius',
  'watch',
  'defineCommand',
];
/** Operations that name several keys only when given several arguments. */
const WHEN_SEVERAL = ['del', 'unlink', 'exists', 'touch', 'sunion', 'sinter', 'sdiff', 'pfcount', 'pfmerge'];

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|lua)$/.test(name)) yield path;
  }
}

/** The arguments' text of the call whose `(` is at `open`. */
function argsAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0) return text.slice(open + 1, i);
    }
  }
  return text.slice(open + 1);
}

/** Top-level comma or a spread: more than one key. */
function several(args: string): boolean {
  if (args.trim().startsWith('...')) return true;
  let depth = 0;
  for (const c of args) {
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) return true;
  }
  return false;
}

/** `file op` → count, for every call site in the code base (files that never mention Redis skipped). */
function scan(): Map<string, number> {
  const found = new Map<string, number>();
  const add = (k: string) => found.set(k, (found.get(k) ?? 0) + 1);
  const call = new RegExp(`\\.(${[...ALWAYS, ...WHEN_SEVERAL].join('|')})\\(`, 'g');
  for (const top of ['src', 'adapters', 'commands'])
    for (const path of sourceFiles(join(ROOT, top))) {
      const file = relative(ROOT, path);
      if (file.endsWith('.lua')) {
        add(`${file} lua`);
        continue;
      }
      const text = readFileSync(path, 'utf8');
      if (!/redis|ioredis/i.test(text)) continue;
      for (const m of text.matchAll(call)) {
        const op = m[1] as string;
        if (WHEN_SEVERAL.includes(op) && !several(argsAt(text, (m.index ?? 0) + m[0].length - 1))) continue;
        add(`${file} ${op}`);
      }
    }
  return found;
}

const slots = (group: string[]) => new Set(group.map((k) => calculateSlot(k)));

describe('every script, transaction and multi-key call touches one slot', () => {
  it('the code base has exactly the call sites listed here (a new one must be added, with its proof)', () => {
    const known = new Map(SITES.map((s) => [`${s.file} ${s.op}`, s.count]));
    const found = scan();
    const unknown = [...found].filter(([k, n]) => known.get(k) !== n).map(([k, n]) => `${k} ×${n}`);
    const gone = [...known].filter(([k]) => !found.has(k)).map(([k]) => k);
    expect(unknown, 'call sites not in SITES (or with another count)').toEqual([]);
    expect(gone, 'SITES entries the code no longer has').toEqual([]);
  });

  for (const site of SITES.filter((s) => s.keys().length))
    it(`${site.file}: ${site.op}`, () => {
      for (const group of site.keys()) {
        expect(group.length).toBeGreaterThan(0);
        expect(slots(group).size, group.join('  ')).toBe(1);
      }
    });

  it('the migration, whose batches span slots, does not run on a cluster', async () => {
    const cluster = { isCluster: true } as unknown as Redis;
    expect((await migrateKeys(cluster)).skipped).toBe('cluster');
  });

  it("BullMQ: each queue's keys (as BullMQ itself builds them) share one slot", async () => {
    for (const name of JOB_NAMES) {
      const queue = new Queue(name, {
        connection: { host: '127.0.0.1', port: 6379, lazyConnect: true },
        prefix: keys.queuePrefix(name),
      });
      const names = [
        ...Object.values(queue.keys).filter((k) => k),
        queue.toKey('job-1'),
        `${queue.toKey('job-1')}:lock`,
        `${queue.toKey('job-1')}:logs`,
        queue.toKey('de:dedupe-id'),
      ];
      await queue.close();
      expect(names.every((k) => k.startsWith(`{dubash:${name}}:${name}:`))).toBe(true);
      expect(slots(names).size, names.join('  ')).toBe(1);
    }
  });
});

describe('the data spreads over the masters', () => {
  /** Share of slots in each third of the slot range (3 masters). */
  const thirds = (all: string[]) => {
    const third = (k: string) => Math.floor((calculateSlot(k) * 3) / 16_384);
    return [0, 1, 2].map((t) => all.filter((k) => third(k) === t).length / all.length);
  };

  it('keys of different workspaces land on different slots, on every master', () => {
    const workspaces = Array.from({ length: 300 }, (_, i) => ({
      platform: 'slack' as const,
      workspaceId: `T${String(i).padStart(8, '0')}`,
      channelId: 'C0GENERAL',
    }));
    for (const build of [
      (w: ConversationRef) => keys.settings.workspace(w),
      (w: ConversationRef) => keys.usage(w, '2026-11'),
      (w: ConversationRef) => keys.dedupe(w, 'Ev1'),
      (w: ConversationRef) => keys.sent(w, '1.2'),
    ]) {
      const all = workspaces.map(build);
      expect(slots(all).size).toBeGreaterThan(280);
      for (const share of thirds(all)) expect(share).toBeGreaterThan(0.25);
    }
  });

  it("one workspace's kinds share its slot; the translation cache and the queues spread", () => {
    expect(
      slots([
        keys.settings.channel(conv),
        keys.usage(conv, '2026-11'),
        keys.sent(conv, '1'),
        keys.rate(conv, 1),
      ]).size,
    ).toBe(1);
    const translator = new ChatTranslator({} as never);
    const cache = Array.from({ length: 300 }, (_, i) =>
      translator.cacheKey(`text ${i}`, 'en', 'hi', 'generic'),
    );
    expect(slots(cache).size).toBeGreaterThan(280);
    for (const share of thirds(cache)) expect(share).toBeGreaterThan(0.25);
    // Not one tag for everything: each queue on its own slot.
    expect(slots(JOB_NAMES.map((q) => `${keys.queuePrefix(q)}:${q}:wait`)).size).toBe(JOB_NAMES.length);
  });
});
