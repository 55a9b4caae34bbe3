// The web chat's file quotas hold across web processes (issue 21, point 3): two web processes on
// one Redis and one DATA_DIR, as behind a load balancer, each already serving. What one process
// keeps counts at once in the other: a workspace past its quota is refused whichever process the
// upload reaches, room freed through one is room on the other, and uploads racing through both
// never take the folder past the total.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LocalApi, startLocalApi } from '../../../src/local-api/server.js';
import { type RedisChild, startRedisChild } from '../../../src/server/redis-child.js';
import { backingEnv, startWebProcess, type WebProcess } from './web-process.js';

const KB = 1024;
const MB = 1024 * KB;
const TOTAL = 3 * MB;

let redisDir: string;
let dataDir: string;
let redisChild: RedisChild;
let api: LocalApi;
let a: WebProcess;
let b: WebProcess;

beforeAll(async () => {
  redisDir = await mkdtemp(join(tmpdir(), 'dubash-quotas-redis-'));
  dataDir = await mkdtemp(join(tmpdir(), 'dubash-quotas-data-'));
  redisChild = await startRedisChild({ dataDir: redisDir });
  api = await startLocalApi({ port: 0 });
  const env = {
    ...backingEnv(redisChild.url, api),
    DATA_DIR: dataDir,
    LOCAL_FILES_WORKSPACE_MB: '1',
    LOCAL_FILES_TOTAL_MB: String(TOTAL / MB),
  };
  [a, b] = await Promise.all([startWebProcess(env), startWebProcess(env)]);
}, 90_000);

afterAll(async () => {
  for (const web of [a, b]) web?.child.kill('SIGTERM');
  await Promise.all([a?.exited, b?.exited]);
  await api?.close();
  await redisChild?.stop();
  await rm(redisDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

/** Uploads `bytes` bytes as ravi's message in `workspace` through one process. */
async function upload(web: WebProcess, workspace: string, bytes: number) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ workspace, channel: 'files', user: 'ravi', text: '' }))
    form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes).fill(7)], { type: 'application/pdf' }), 'plan.pdf');
  const res = await fetch(`${web.url}/local/api/messages`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as { id?: string; error?: string } };
}

/** Bytes of the files kept in DATA_DIR/attachments (not their metadata). */
async function keptOnDisk(): Promise<number> {
  const root = join(dataDir, 'attachments');
  let total = 0;
  for (const bucket of await readdir(root)) {
    if (bucket === 'tmp') continue;
    for (const f of await readdir(join(root, bucket)))
      if (f.endsWith('.bin')) total += (await stat(join(root, bucket, f))).size;
  }
  return total;
}

it('refuses a workspace past its quota through the other process', async () => {
  // Both processes have served a file already (each has read the folder once).
  expect((await upload(a, 'warm', KB)).status).toBe(201);
  expect((await upload(b, 'warm', KB)).status).toBe(201);

  expect((await upload(a, 'shared', 700 * KB)).status).toBe(201);
  const second = await upload(b, 'shared', 700 * KB);
  expect(second.status).toBe(413);
  expect(second.body.error).toMatch(/^this workspace already keeps 1 MB of files \(at most 1 MB\)/);
});

it('room freed through one process is room on the other', async () => {
  const first = await upload(a, 'freed', 700 * KB);
  expect(first.status).toBe(201);
  const del = await fetch(`${b.url}/local/api/messages/${first.body.id}?user=ravi`, { method: 'DELETE' });
  expect(del.status).toBe(204);
  expect((await upload(a, 'freed', 700 * KB)).status).toBe(201);
});

it('uploads racing through both processes never take the folder past the total', async () => {
  // Kept so far: 2 KB + 700 KB + 700 KB; room for four more of 400 KB, not five.
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) => upload(i % 2 ? b : a, `race-${i}`, 400 * KB)),
  );
  const statuses = answers.map((r) => r.status).sort();
  expect(statuses).toEqual([201, 201, 201, 201, 507, 507, 507, 507]);
  for (const r of answers.filter((x) => x.status === 507))
    expect(r.body.error).toBe(
      'the chat has no room for more files right now: try again later, or ask its operator to make room',
    );
  expect(await keptOnDisk()).toBeLessThanOrEqual(TOTAL);
});
