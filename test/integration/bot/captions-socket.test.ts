// The captions WebSocket (adapters/local/captions.ts) driven from Node with a real recording, the
// real local API (pocketsphinx) and a private Redis. Between the bot and the API's /stream sits
// a TCP relay the test can cut, to show a dropped STT socket is reopened for the next utterance.
// The chat requires sign-in here, as when exposed beyond loopback.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { localConversation } from '../../../adapters/local/ids.js';
import { LocalAdapter } from '../../../adapters/local/index.js';
import { localRoutes } from '../../../adapters/local/routes.js';
import { SettingsStore } from '../../../src/core/settings-store.js';
import { RedisUsageMeter } from '../../../src/core/usage.js';
import { createLanguageClient } from '../../../src/language/client.js';
import type { LanguageClient } from '../../../src/language/types.js';
import { type LocalApi, startLocalApi } from '../../../src/local-api/server.js';
import { type RedisChild, startRedisChild } from '../../../src/server/redis-child.js';
import { createStores } from '../../../src/state/stores/index.js';

const PASSWORD = 'correct horse battery';
const RECORDING = '/usr/share/pocketsphinx/test/data/goforward.raw';
let dir: string;
let redisChild: RedisChild;
let api: LocalApi;
let redis: Redis;
let language: LanguageClient;
let adapter: LocalAdapter;
let settings: SettingsStore;
let app: FastifyInstance;
let url: string;
let speech: Buffer;
const errors: string[] = [];

/** A TCP relay to the API's WebSocket port: counts connections, and can cut them all. */
let relay: Server;
const relayed = new Set<Socket>();
let relayedCount = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dubash-captions-ws-'));
  const silence = Buffer.alloc(32_000 * 1.5);
  speech = Buffer.concat([silence, await readFile(RECORDING), silence]);
  redisChild = await startRedisChild({ dataDir: dir });
  api = await startLocalApi({ port: 0 });
  const target = new URL(api.wsUrl);
  relay = createServer((inbound) => {
    relayedCount++;
    const outbound = tcpConnect(Number(target.port), target.hostname);
    for (const s of [inbound, outbound]) {
      relayed.add(s);
      s.on('close', () => relayed.delete(s));
      s.on('error', () => undefined);
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const port = (relay.address() as { port: number }).port;
  const account = api.devAccount;
  if (!account) throw new Error('no dev account');
  language = createLanguageClient({
    baseUrl: api.url,
    wsUrl: `ws://127.0.0.1:${port}/`,
    apiKey: account.apiKey,
    appId: account.appId,
  });
  redis = new Redis(redisChild.url);
  settings = new SettingsStore(redis);
  adapter = new LocalAdapter({
    stores: createStores(redis),
    usage: new RedisUsageMeter(redis),
    settings,
    language,
    routes: localRoutes,
    onError: (err, what) => errors.push(`${what}: ${(err as Error).message}`),
  });
  app = Fastify();
  app.decorate('localChatAccess', { password: PASSWORD });
  await adapter.routes(app);
  await adapter.start(async () => undefined);
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}, 60_000);

afterAll(async () => {
  await adapter?.stop();
  await app?.close();
  await language?.close();
  redis?.disconnect();
  await new Promise((resolve) => relay?.close(resolve));
  await api?.close();
  await redisChild?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
}, 60_000);

type Event = { type: string; text?: string; error?: string; messageId?: string };

interface Client {
  ws: WebSocket;
  events: Event[];
  /** the first event of this type from `from` on */
  next(type: string, from?: number, timeoutMs?: number): Promise<Event>;
  closed: Promise<void>;
}

const basic = (user: string) => `Basic ${Buffer.from(`${user}:${PASSWORD}`).toString('base64')}`;

function open(query: Record<string, string>, as = 'asha'): Promise<Client> {
  const ws = new WebSocket(`${url}/local/api/captions?${new URLSearchParams(query)}`, {
    headers: { authorization: basic(as) },
  });
  const events: Event[] = [];
  ws.on('message', (data) => events.push(JSON.parse(data.toString()) as Event));
  const closed = new Promise<void>((resolve) => ws.on('close', () => resolve()));
  const next = async (type: string, from = 0, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = events.slice(from).find((e) => e.type === type || e.type === 'error');
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no ${type} event; got ${JSON.stringify(events)}`);
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, events, next, closed }));
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => {
        body += c.toString();
      });
      res.on('end', () => reject(new Error(`HTTP ${res.statusCode}: ${body}`)));
    });
    ws.once('error', reject);
  });
}

/** Sends the recording in 8 KB frames (a quarter second each), faster than real time. */
async function speak(ws: WebSocket): Promise<void> {
  for (let i = 0; i < speech.length; i += 8192) {
    ws.send(speech.subarray(i, i + 8192));
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** 16 kHz int16 PCM from its first to its last 10 ms that is not quiet. */
function withoutQuietEnds(pcm: Buffer): Buffer {
  const loud: number[] = [];
  for (let at = 0; at + 320 <= pcm.length; at += 320) {
    let sum = 0;
    for (let i = at; i < at + 320; i += 2) sum += pcm.readInt16LE(i) ** 2;
    if (Math.sqrt(sum / 160) > 300) loud.push(at);
  }
  const first = loud[0] ?? 0;
  const last = loud.at(-1) ?? pcm.length - 320;
  return pcm.subarray(first, last + 320);
}

const words = (text = '') => text.toLowerCase().match(/[a-z]+/g) ?? [];

async function channel(name: string, user = 'asha') {
  const res = await fetch(
    `${url.replace('ws:', 'http:')}/local/api/messages?${new URLSearchParams({ workspace: 'ws1', channel: name, user })}`,
    { headers: { authorization: basic(user) } },
  );
  return (await res.json()) as {
    user: string;
    bot: boolean;
    text: string;
    translatedTo?: string;
    soundedOut?: string;
  }[];
}

describe('the captions socket', () => {
  it('is inside the sign-in: no session is refused, and a member captions only as themselves', async () => {
    const ws = new WebSocket(`${url}/local/api/captions?workspace=ws1&channel=c&user=asha`);
    const status = await new Promise<number>((resolve) => {
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('open', () => resolve(101));
    });
    expect(status).toBe(401);
    const other = await open({ workspace: 'ws1', channel: 'c', user: 'ravi' }, 'asha');
    const first = await other.next('error');
    expect(first.error).toBe('you are signed in as asha: you can only act as yourself');
    await other.closed;
  });

  it('captions each utterance once, finalised, translated for a Hindi reader; a cut STT socket reopens', async () => {
    const ref = localConversation('ws1', 'talk');
    await adapter.store.addMember('ws1', 'talk', 'ravi');
    await settings.set('member', ref, { language: 'hi' }, 'ravi');
    const c = await open({ workspace: 'ws1', channel: 'talk', user: 'asha', language: 'en' });
    expect((await c.next('ready')).type).toBe('ready');
    await speak(c.ws);
    const first = await c.next('final', 0, 90_000);
    expect(words(first.text)).toContain('forward');

    // The STT socket drops (the relay cuts every connection): the next utterance gets a new one.
    const connections = relayedCount;
    for (const s of relayed) s.destroy();
    await new Promise((r) => setTimeout(r, 200));
    const after = c.events.length;
    await speak(c.ws);
    const second = await c.next('final', after, 90_000);
    expect(second.type).toBe('final');
    expect(words(second.text)).toContain('forward');
    expect(relayedCount).toBeGreaterThan(connections);
    c.ws.send('stop');
    await c.closed;

    const captions = (await channel('talk')).filter((m) => m.bot && m.text.startsWith('**asha:**'));
    expect(captions.length).toBe(2);
    for (const m of captions) {
      expect(words(m.text)).toContain('forward');
      expect(m.text.endsWith('…')).toBe(false);
    }
    // Ravi reads Hindi: the caption is shown to him translated.
    const forRavi = (await channel('talk', 'ravi')).filter((m) => m.bot && m.translatedTo === 'hi');
    expect(forRavi.length).toBeGreaterThan(0);
    expect(forRavi[0]?.text).toMatch(/^\*\*asha:\*\* .*[\u0900-\u097F]/);
    // only sounded out (no translation engine for en→hi here), and marked so
    expect(forRavi[0]?.text).toMatch(/ \(sounded out, not translated\)$/);
    // and the page's header says the same (it shows soundedOut, never "translated to hi")
    expect(forRavi[0]?.soundedOut).toMatch(/^sounded out in Devanagari; no translation engine for en→hi/);
    // The audio seconds went on the workspace's meter.
    const used = await new RedisUsageMeter(redis).used(ref, 'audioSeconds');
    expect(used).toBeGreaterThan((2 * speech.length) / 32_000 - 1);
  }, 240_000);

  it('shows an utterance as a partial caption, ending in "…", while it is still being spoken', async () => {
    const c = await open({ workspace: 'ws1', channel: 'partials', user: 'asha', language: 'en' });
    expect((await c.next('ready')).type).toBe('ready');
    try {
      await partialThenFinal(c);
    } finally {
      c.ws.close();
    }
  }, 240_000);

  async function partialThenFinal(c: Client): Promise<void> {
    // Speech with no pause in it (the recording without its quiet ends, three times): nothing can
    // be final yet, so whatever the member sees is a partial.
    const spoken = withoutQuietEnds(await readFile(RECORDING));
    const talking = Buffer.concat([spoken, spoken, spoken]);
    for (let i = 0; i < talking.length; i += 8192) {
      c.ws.send(talking.subarray(i, i + 8192));
      await new Promise((r) => setTimeout(r, 20));
    }
    const partial = await c.next('partial', 0, 120_000);
    expect(partial.type).toBe('partial');
    expect(words(partial.text).length).toBeGreaterThan(0);
    const shown = (await channel('partials')).filter((m) => m.bot && m.text.startsWith('**asha:**'));
    expect(shown.length).toBe(1);
    expect(shown[0]?.text).toMatch(/^\*\*asha:\*\* \S.* …$/);
    // The pause ends the utterance: the same message becomes the final caption.
    c.ws.send(Buffer.alloc(32_000 * 1.5));
    const final = await c.next('final', 0, 120_000);
    expect(final.type).toBe('final');
    c.ws.send('stop');
    await c.closed;
    const after = (await channel('partials')).filter((m) => m.bot && m.text.startsWith('**asha:**'));
    expect(after.length).toBe(1);
    expect(after[0]?.text.endsWith('…')).toBe(false);
    expect(words(after[0]?.text)).toContain('forward');
  }

  it('a spent audio budget refuses captions with the budget message', async () => {
    const ref = localConversation('ws2', 'talk');
    await settings.set('workspace', ref, { budget: { characters: 0, audioSeconds: 5 } });
    await new RedisUsageMeter(redis).record(ref, { characters: 0, audioSeconds: 5 }, 'audioSeconds', 5);
    const c = await open({ workspace: 'ws2', channel: 'talk', user: 'asha' });
    const ev = await c.next('ready');
    expect(ev.type).toBe('error');
    expect(ev.error).toMatch(
      /^Live captions stopped\. This workspace has used its monthly budget of 5 seconds/,
    );
    await c.closed;
  });

  it('says its refusal in the language the member reads (Tamil)', async () => {
    await settings.set('member', localConversation('ws1', 'tabs-ta'), { language: 'ta' }, 'kamala');
    const first = await open({ workspace: 'ws1', channel: 'tabs-ta', user: 'kamala' }, 'kamala');
    await first.next('ready');
    const second = await open({ workspace: 'ws1', channel: 'tabs-ta', user: 'kamala' }, 'kamala');
    expect((await second.next('ready')).error).toBe(
      'உங்களுக்கு நேரடித் துணைத்தலைப்பு வேறொரு தாவலில் ஏற்கெனவே இயங்குகிறது: முதலில் அதை அங்கே நிறுத்துங்கள்',
    );
    await second.closed;
    first.ws.send('stop');
    await first.closed;
  });

  it('refuses a second captions socket of the same member (another tab) while the first is open', async () => {
    const first = await open({ workspace: 'ws1', channel: 'tabs', user: 'asha' });
    await first.next('ready');
    const second = await open({ workspace: 'ws1', channel: 'tabs', user: 'asha' });
    expect((await second.next('ready')).error).toBe(
      'live captions are already on for you in another tab: stop them there first',
    );
    await second.closed;
    first.ws.send('stop');
    await first.closed;
    // Closed, the member may start again (the server may see the close a moment after the client).
    let started: Event | undefined;
    for (let i = 0; i < 20 && started?.type !== 'ready'; i++) {
      const again = await open({ workspace: 'ws1', channel: 'tabs', user: 'asha' });
      started = await again.next('ready');
      again.ws.close();
      await again.closed;
      if (started.type !== 'ready') await new Promise((r) => setTimeout(r, 100));
    }
    expect(started?.type).toBe('ready');
  });

  it('refuses a malformed language code with a clear message', async () => {
    const c = await open({ workspace: 'ws1', channel: 'talk', user: 'asha', language: 'english!' });
    expect((await c.next('ready')).error).toBe('language: a code such as en or hi');
    await c.closed;
  });
});
