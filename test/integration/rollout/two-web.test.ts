// Any web process answers any request of the web chat (issue 21, point 3): two web processes on
// one Redis and one DATA_DIR, as behind a load balancer. A page whose live view (SSE) is open on
// process A sees the messages, the bot's answers and the files posted through process B, and A
// serves the file B took in.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LocalApi, startLocalApi } from '../../../src/local-api/server.js';
import { type RedisChild, startRedisChild } from '../../../src/server/redis-child.js';
import { backingEnv, post, startWebProcess, type WebProcess } from './web-process.js';

const WS = 'scale';
const CH = 'general';

interface View {
  id: string;
  user: string;
  text: string;
  replyTo?: string | null;
  attachments: { url: string; name: string }[];
}

let redisDir: string;
let dataDir: string;
let redisChild: RedisChild;
let api: LocalApi;
let a: WebProcess;
let b: WebProcess;

beforeAll(async () => {
  redisDir = await mkdtemp(join(tmpdir(), 'dubash-two-web-redis-'));
  dataDir = await mkdtemp(join(tmpdir(), 'dubash-two-web-data-'));
  redisChild = await startRedisChild({ dataDir: redisDir });
  api = await startLocalApi({ port: 0 });
  const env = { ...backingEnv(redisChild.url, api), DATA_DIR: dataDir };
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

/** The live view of `user` on one process: every message view it is sent, as they arrive. */
async function openStream(url: string, user: string) {
  const controller = new AbortController();
  const res = await fetch(`${url}/local/api/stream?workspace=${WS}&channel=${CH}&user=${user}`, {
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  const views: View[] = [];
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const reading = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        // Plain `data:` blocks are message views; named events (delete, members) are not.
        if (block.startsWith('data: ')) views.push(JSON.parse(block.slice(6)) as View);
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  return {
    views,
    async waitFor(pick: (v: View) => boolean): Promise<View> {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const found = views.find(pick);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`not in the live view: ${JSON.stringify(views.map((v) => [v.user, v.text]))}`);
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

it('shows on process A what was posted through process B, and A serves B’s files', async () => {
  const live = await openStream(a.url, 'asha');
  try {
    // A command through B: the member's message and the bot's answer reach the page on A.
    const res = await post(b.url, {
      workspace: WS,
      channel: CH,
      user: 'ravi',
      text: '/translate to hi thank you',
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await live.waitFor((v) => v.id === id && v.user === 'ravi');
    const answer = await live.waitFor((v) => v.replyTo === id);
    expect(answer.text).toMatch(/[\u0900-\u097F]/);

    // A file uploaded through B: announced on A, and A serves its bytes from the shared DATA_DIR.
    const bytes = new Uint8Array(4096).map((_, i) => (i * 7) % 251);
    const form = new FormData();
    for (const [k, v] of Object.entries({ workspace: WS, channel: CH, user: 'ravi', text: 'the plan' }))
      form.append(k, v);
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'plan.png');
    const upload = await fetch(`${b.url}/local/api/messages`, { method: 'POST', body: form });
    expect(upload.status).toBe(201);
    const uploaded = (await upload.json()) as { id: string };
    const view = await live.waitFor((v) => v.id === uploaded.id);
    expect(view.attachments.map((f) => f.name)).toEqual(['plan.png']);
    const file = await fetch(new URL(view.attachments[0]?.url ?? '', a.url));
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  } finally {
    await live.close();
  }
}, 60_000);
