// The web chat's attachments counted in Redis (src/state/stores/attachment-usage.ts) for every
// process sharing DATA_DIR/attachments: here two AttachmentStores on one folder and one count, on
// the real Redis at 127.0.0.1:6379 under a root of their own, as two processes would hold them.
// A process that dies at any point of filing or removing a file leaks no room for long: a
// reservation never confirmed lapses, and the sweep counts files the count lacks and uncounts
// files the folder lacks.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import { AttachmentStore, StorageFullError } from '../../../adapters/local/attachments.js';
import { keyspace } from '../../../src/state/keys.js';
import { connectRedis } from '../../../src/state/redis.js';
import { RedisAttachmentUsage } from '../../../src/state/stores/attachment-usage.js';

const KB = 1024;
const redis = connectRedis({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }) as Redis;
const root = `test-attachment-usage-${randomUUID()}`;
const keys = keyspace(root);
const meta = { mimeType: 'application/pdf', name: 'plan.pdf', size: 0 };
let dir: string;
let stores: AttachmentStore[] = [];

/** One process's store: the shared folder, the shared count, reservations that lapse after 300 ms. */
function processStore(opts: { ttlMs?: number } = {}): AttachmentStore {
  const store = new AttachmentStore({
    dir,
    usage: new RedisAttachmentUsage(redis, keys),
    workspaceQuotaBytes: 10 * KB,
    totalQuotaBytes: 16 * KB,
    reservationTtlMs: 300,
    ...opts,
  });
  stores.push(store);
  return store;
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dubash-attachment-usage-'));
});

afterEach(async () => {
  for (const s of stores) s.close();
  stores = [];
  await rm(dir, { recursive: true, force: true });
  for (const key of Object.values(keys.attachments)) await redis.del(key);
});

afterAll(() => redis.disconnect());

const put = (store: AttachmentStore, workspace: string, bytes: number) =>
  store.put(Buffer.alloc(bytes, 1), meta, workspace);
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'kept',
    (err: unknown) => (err instanceof StorageFullError ? err.in('en') : String(err)),
  );
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('counts what either process keeps, at once, and what either removes', async () => {
  const [a, b] = [processStore(), processStore()];
  await a.usedBytes(); // both have read the folder
  await b.usedBytes();
  const id = await put(a, 'acme', 6 * KB);
  expect(await b.usedBytes('acme')).toBe(6 * KB);
  expect(await refusal(put(b, 'acme', 6 * KB))).toMatch(/^this workspace already keeps 0 MB of files/);
  await b.remove(id);
  expect(await a.usedBytes('acme')).toBe(0);
  expect(await refusal(put(a, 'acme', 6 * KB))).toBe('kept');
  // removed twice (both processes sweep the same expired file): given back once
  await a.remove(id);
  await b.remove(id);
  expect(await b.usedBytes()).toBe(6 * KB);
});

it('room reserved by a process that died before writing its file comes back after the reservation lapses', async () => {
  const b = processStore();
  // What a process killed between reserving and writing left: room counted, no file.
  const dead = new RedisAttachmentUsage(redis, keys);
  expect(
    await dead.reserve({ bucket: 'w0123456789abcdef', name: 'x'.repeat(16) }, 14 * KB, {
      totalBytes: 16 * KB,
      ttlMs: 300,
    }),
  ).toEqual({ ok: true });
  expect(await refusal(put(b, 'acme', 4 * KB))).toBe(
    'the chat has no room for more files right now: try again later, or ask its operator to make room',
  );
  await sleep(400);
  expect(await refusal(put(b, 'acme', 4 * KB))).toBe('kept');
  expect(await b.usedBytes()).toBe(4 * KB);
});

it('the sweep counts files the count lost, and uncounts files removed without telling it', async () => {
  const a = processStore();
  await put(a, 'acme', 3 * KB);
  await put(a, 'globex', 5 * KB);
  // The count is lost (a Redis without persistence restarted): the sweep counts the files again,
  // once they are older than a reservation (younger ones may be being filed right now).
  for (const key of Object.values(keys.attachments)) await redis.del(key);
  const b = processStore();
  await b.sweep();
  expect(await b.usedBytes()).toBe(0);
  await sleep(400);
  await b.sweep();
  expect(await b.usedBytes()).toBe(8 * KB);
  expect(await a.usedBytes('globex')).toBe(5 * KB);

  // A process killed after removing a file's metadata, before giving back its room.
  const bucket = (await readdir(dir)).find((d) => d !== 'tmp') ?? '';
  const described = (await readdir(join(dir, bucket))).filter((f) => f.endsWith('.json'));
  expect(described).toHaveLength(1);
  await rm(join(dir, bucket, described[0] ?? ''));
  expect(await a.usedBytes()).toBe(8 * KB);
  await Promise.all([a.sweep(), b.sweep()]);
  // the workspace whose file went counts nothing, the other its file
  const left = [await a.usedBytes('acme'), await a.usedBytes('globex')].sort((x, y) => x - y);
  expect([
    [0, 3 * KB],
    [0, 5 * KB],
  ]).toContainEqual(left);
  expect(await b.usedBytes()).toBe(left[1]);
});

it('files expired are given back once, though every process sweeps them', async () => {
  const [a, b] = [processStore({ ttlMs: 200 }), processStore({ ttlMs: 200 })];
  await put(a, 'acme', 6 * KB);
  await put(b, 'globex', 6 * KB);
  await sleep(300);
  await Promise.all([a.sweep(), b.sweep(), a.sweep()]);
  expect(await a.usedBytes()).toBe(0);
  expect(await b.usedBytes('acme')).toBe(0);
  expect(await refusal(put(b, 'acme', 9 * KB))).toBe('kept');
});

it('uploads racing in both processes stay within the total', async () => {
  const [a, b] = [processStore(), processStore()];
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, i) => refusal(put(i % 2 ? b : a, `ws-${i}`, 3 * KB))),
  );
  expect(results.filter((r) => r === 'kept')).toHaveLength(5);
  expect(await a.usedBytes()).toBe(15 * KB);
});
