// Writes on an event's way when the connection drops after Redis ran them but before their answer
// arrived: ioredis sends the same call again on the new connection. The pipeline's admission
// (dedupe) must still take the event as this handling's (answered, not lost as a duplicate), and
// the web chat's add must not list a message twice. Likewise every "first one" marker (a notice
// told once, a bridge crossing, a job's replies) must still be this call's, and counters (usage,
// attachment bytes) must count the call once. A TCP relay in front of the real Redis
// swallows the answer to the first matching call and cuts the connection. dubash's clients send a
// script by its hash (EVALSHA): each test runs its script once first, so that the cut call is one
// Redis ran (not a NOSCRIPT answer, after which nothing ran), and checks the lost answer says so.
import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LocalStore } from '../../../adapters/local/store.js';
import { eventDedupe } from '../../../adapters/slack/dedupe.js';
import type { PlatformAdapter } from '../../../src/core/adapter.js';
import { defineCommand, type TranslationService } from '../../../src/core/command.js';
import type { ChatEvent } from '../../../src/core/event.js';
import type { ConversationRef } from '../../../src/core/ids.js';
import { adminNoticeFor, Pipeline } from '../../../src/core/pipeline.js';
import type { Reply } from '../../../src/core/reply.js';
import { SettingsStore } from '../../../src/core/settings-store.js';
import { RedisUsageMeter } from '../../../src/core/usage.js';
import { BridgeStore } from '../../../src/features/bridge/store.js';
import { BullJobSink } from '../../../src/jobs/queue.js';
import { startWorkers, stopWorkers } from '../../../src/jobs/workers.js';
import { UsageExhaustedError } from '../../../src/language/errors.js';
import type { LanguageClient } from '../../../src/language/types.js';
import { keys, keyspace } from '../../../src/state/keys.js';
import { connectRedis } from '../../../src/state/redis.js';
import { RedisAttachmentUsage } from '../../../src/state/stores/attachment-usage.js';
import { RedisBridgeLinks } from '../../../src/state/stores/bridge-links.js';
import { RedisBridgePosts } from '../../../src/state/stores/bridge-posts.js';
import { RedisOnceMarks } from '../../../src/state/stores/once.js';
import { RedisWebChatStore } from '../../../src/state/stores/web-chat.js';
import { RedisWebSessions } from '../../../src/state/stores/web-sessions.js';
import { ChatTranslator } from '../../../src/translation/translator.js';

const ws = `ws-${randomUUID()}`;
let relay: Server;
let redis: Redis;
const sockets = new Set<Socket>();
/** armed: the next call holding this text (or matching) has its answer swallowed and its connection cut */
let armed: string | ((chunk: Buffer) => boolean) | undefined;
let sent = 0;
/** the answer the relay swallowed last */
let lost = '';

beforeAll(async () => {
  relay = createServer((inbound) => {
    const outbound = tcpConnect(6379, '127.0.0.1');
    let swallow = false;
    for (const s of [inbound, outbound]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    inbound.on('data', (chunk) => {
      if (armed && (typeof armed === 'string' ? chunk.includes(armed) : armed(chunk))) {
        sent++;
        armed = undefined;
        swallow = true;
      }
      outbound.write(chunk);
    });
    outbound.on('data', (chunk) => {
      if (!swallow) return void inbound.write(chunk);
      lost = chunk.toString();
      // Redis ran it; its answer is lost with the connection.
      inbound.destroy();
      outbound.destroy();
    });
    inbound.on('close', () => outbound.destroy());
    outbound.on('close', () => inbound.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  redis = connectRedis({ url: `redis://127.0.0.1:${(relay.address() as { port: number }).port}` }) as Redis;
  await redis.ping();
});

afterAll(async () => {
  // the stores' keys, and the queue's (its prefix is the test root in a hash tag)
  const left = [...(await redis.keys(`test:${ws}:*`)), ...(await redis.keys(`{test:${ws}:*`))];
  if (left.length) await redis.del(...left);
  redis?.disconnect();
  for (const s of sockets) s.destroy();
  await new Promise<void>((resolve) => relay.close(() => resolve()));
});

const echo = defineCommand({
  name: 'echo',
  usage: 'TEXT',
  options: [{ name: 'text', type: 'text' }],
  parse: (v) => ({ text: v.text ?? '' }),
  run: async (_ctx, { text }) => [{ type: 'text', text }],
});

it('answers an event whose admission was run, its answer lost, and sent again', async () => {
  const pipeline = new Pipeline({
    redis,
    settings: new SettingsStore(redis, keyspace(`test:${ws}`)),
    language: {} as LanguageClient,
    translator: {} as TranslationService,
    jobs: { enqueue: async () => {} },
    commands: new Map([['echo', echo]]),
  });
  const event: ChatEvent = {
    id: `e-${randomUUID()}`,
    kind: 'command',
    conversation: { platform: 'local', workspaceId: ws, channelId: 'general' },
    messageId: 'm1',
    author: { id: 'u1', isBot: false, isSelf: false, isAdmin: false },
    command: { name: 'echo', args: 'hello' },
  };
  await pipeline.handle({ ...event, id: `e-${randomUUID()}` });
  sent = 0;
  armed = 'dubash:dedupe:';
  const first = await pipeline.handle(event);
  // The cut call reached Redis (and ran there) before the replay.
  expect(sent).toBe(1);
  expect(lost).not.toMatch(/NOSCRIPT/);
  expect(first).toMatchObject({ status: 'handled', replies: [{ type: 'text', text: 'hello' }] });
  // Another delivery of the same event is still a duplicate.
  expect(await pipeline.handle(event)).toEqual({ status: 'duplicate' });
});

it('lists and announces a web chat message once when its add is sent again', async () => {
  const space = keyspace(`test:${ws}`);
  const store = new LocalStore(new RedisWebChatStore(redis, space));
  const listener = redis.duplicate();
  const heard: string[] = [];
  await listener.subscribe(space.local.events);
  listener.on('message', (_c, raw) => heard.push(raw));
  try {
    const post = {
      workspace: ws,
      channel: 'general',
      user: 'u1',
      bot: true,
      kind: 'text' as const,
      text: 'once',
      replyTo: null,
      attachments: [],
    };
    await store.add({ ...post, channel: 'warm-up' });
    sent = 0;
    armed = space.local.channel(ws, 'general');
    const { message } = await store.add(post);
    expect(sent).toBe(1);
    expect(lost).not.toMatch(/NOSCRIPT/);
    expect((await store.list(ws, 'general')).map((m) => m.id)).toEqual([message.id]);
    await new Promise((r) => setTimeout(r, 100));
    expect(heard.filter((h) => h.includes(message.id))).toHaveLength(1);
  } finally {
    listener.disconnect();
    const left = await redis.keys(`${space.local.prefix}*`);
    if (left.length) await redis.del(...left);
  }
});

it('takes a Slack event sent again after a dropped answer as the first delivery, a retry not', async () => {
  const dedupe = eventDedupe(new RedisOnceMarks(redis));
  const id = `Ev${randomUUID()}`;
  await dedupe.first(`Ev${randomUUID()}`);
  sent = 0;
  armed = keys.slack.event(id);
  expect(await dedupe.first(id)).toBe(true);
  expect(sent).toBe(1);
  expect(lost).not.toMatch(/NOSCRIPT/);
  expect(await dedupe.first(id)).toBe(false);
  await redis.del(`dubash:slack:event:${id}`);
});

/**
 * Runs `call` with the answer of its first Redis call holding `text` swallowed and the connection
 * cut, so that ioredis sends it again; checks that call reached Redis and ran there.
 */
async function replayed<T>(text: string | ((chunk: Buffer) => boolean), call: () => Promise<T>): Promise<T> {
  sent = 0;
  lost = '';
  armed = text;
  const out = await call();
  expect(sent).toBe(1);
  expect(lost).not.toBe('');
  expect(lost).not.toMatch(/NOSCRIPT/);
  return out;
}

const space = keyspace(`test:${ws}`);
const conv: ConversationRef = { platform: 'local', workspaceId: ws, channelId: 'general' };
const other = (c: ConversationRef) => ({ ...c, workspaceId: `${c.workspaceId}-${randomUUID()}` });

it("a once-marker (OAuth state, a notice told once) set by a call sent again is still that call's", async () => {
  const marks = new RedisOnceMarks(redis, space);
  await marks.first('slackOAuthState', [`warm-${randomUUID()}`], { ttlS: 60 });
  // With a TTL (the OAuth state: spent by the redirect that brings it back) and without (for ever).
  const nonce = `n-${randomUUID()}`;
  expect(
    await replayed(space.slack.oauthState(nonce), () =>
      marks.first('slackOAuthState', [nonce], { ttlS: 60 }),
    ),
  ).toBe(true);
  expect(await marks.first('slackOAuthState', [nonce], { ttlS: 60 })).toBe(false);
  const guild = `g-${randomUUID()}`;
  expect(
    await replayed(space.discord.localeDefault(guild), () => marks.first('discordLocaleDefault', [guild])),
  ).toBe(true);
  expect(await marks.first('discordLocaleDefault', [guild])).toBe(false);
  expect(await redis.pttl(space.discord.localeDefault(guild))).toBe(-1);
});

it('tells the admins once that the credits ran out when the marker call is sent again', async () => {
  const err = new UsageExhaustedError('usage exhausted');
  await adminNoticeFor(redis, err, { ...conv, workspaceId: `warm-${ws}` }, 'en', space);
  const first = await replayed(space.noticeExhausted(conv), () =>
    adminNoticeFor(redis, err, conv, 'en', space),
  );
  expect(first).toMatchObject({ type: 'notice', audience: 'admins' });
  expect(await adminNoticeFor(redis, err, conv, 'en', space)).toBeUndefined();
});

it('counts a usage record sent again once', async () => {
  const usage = new RedisUsageMeter(redis, space);
  const budget = { characters: 1_000 } as Parameters<RedisUsageMeter['record']>[1];
  await usage.record(other(conv), budget, 'characters', 10);
  // The count: 300 characters once, not twice.
  expect(
    await replayed(usage.key(conv), () => usage.record(conv, budget, 'characters', 300)),
  ).toBeUndefined();
  expect(await usage.used(conv, 'characters')).toBe(300);
});

it('the 80% warning of a usage record sent again reaches the admins once', async () => {
  const usage = new RedisUsageMeter(redis, space);
  const budget = { characters: 1_000 } as Parameters<RedisUsageMeter['record']>[1];
  const c = other(conv);
  await usage.record(c, budget, 'characters', 300);
  // The call that crosses 80% claims the warning: its replay still warns.
  const warned = await replayed(`:warned:`, () => usage.record(c, budget, 'characters', 550));
  expect(warned).toMatchObject({ type: 'notice', audience: 'admins', text: expect.stringContaining('85') });
  expect(await usage.used(c, 'characters')).toBe(850);
  expect(await usage.record(c, budget, 'characters', 50)).toBeUndefined();
  expect(await usage.used(c, 'characters')).toBe(900);
});

it('tells the admins once that the budget refused automatic work when the marker call is sent again', async () => {
  const usage = new RedisUsageMeter(redis, space);
  const budget = { audioSeconds: 60 } as Parameters<RedisUsageMeter['record']>[1];
  await usage.refused({ ...conv, workspaceId: `warm-${ws}` }, budget, 'audioSeconds');
  const told = await replayed(':refused:', () => usage.refused(conv, budget, 'audioSeconds'));
  expect(told).toMatchObject({ type: 'notice', audience: 'admins' });
  expect(await usage.refused(conv, budget, 'audioSeconds')).toBeUndefined();
});

it('notes the first sounded-out translation of a workspace once when the marker call is sent again', async () => {
  const translator = new ChatTranslator({} as LanguageClient, redis, { keys: space });
  await translator.firstSoundedOut(`warm-${ws}`);
  expect(await replayed(space.translation.soundedOut(ws), () => translator.firstSoundedOut(ws))).toBe(true);
  expect(await translator.firstSoundedOut(ws)).toBe(false);
});

it('a message crosses a bridge when its crossing marker call is sent again, and a redelivery does not', async () => {
  const posts = new RedisBridgePosts(redis, space);
  await posts.firstCrossing('b-warm', conv, 'text:m0', 60);
  const crossed = space.bridge.crossed('b1', conv, 'text:m1');
  expect(await replayed(crossed, () => posts.firstCrossing('b1', conv, 'text:m1', 60))).toBe(true);
  expect(await posts.firstCrossing('b1', conv, 'text:m1', 60)).toBe(false);
});

it('starts a bridge when the link call is sent again: the admin gets a code, the channel is a leg', async () => {
  const links = new RedisBridgeLinks(redis, space);
  const bridges = new BridgeStore(links);
  await bridges.create({ ...conv, channelId: 'warm-up' }, 'u1');
  // The link's write, not the read of the channel's bridge before it.
  const link = (chunk: Buffer) =>
    chunk.includes(space.bridge.of(conv)) && !/^\*2\r\n\$3\r\nget\r\n/i.test(chunk.toString());
  const made = await replayed(link, () => bridges.create(conv, 'u1'));
  expect(made).toMatchObject({ added: false });
  expect(await links.codeBridge(made.code)).toBeDefined();
  const bridge = await bridges.bridgeOf(conv);
  expect(bridge).toBe(await links.codeBridge(made.code));
  expect((await bridges.legs(bridge as string)).map((l) => l.conversation.channelId)).toEqual(['general']);
  // Another admin starting a bridge in that channel now is told it is bridged already.
  await expect(links.link(conv, 'another')).resolves.toBe(false);
});

it('reserves an attachment once when the reservation is sent again: counted once, not refused', async () => {
  const usage = new RedisAttachmentUsage(redis, space);
  const limits = { bucketBytes: 1_500, totalBytes: 10_000, ttlMs: 60_000 };
  try {
    await usage.reserve({ bucket: 'wwarm', name: 'warm' }, 1, limits);
    await usage.release({ bucket: 'wwarm', name: 'warm' });
    const file = { bucket: 'w1', name: randomUUID() };
    // 1,000 bytes of a 1,500-byte quota: counted twice, the replay would find no room for itself.
    expect(await replayed(file.name, () => usage.reserve(file, 1_000, limits))).toEqual({ ok: true });
    expect(await usage.used('w1')).toBe(1_000);
    expect(await usage.used()).toBe(1_000);
    await usage.confirm(file, 1_000);
    await usage.release(file);
    expect(await usage.used('w1')).toBe(0);
    expect(await usage.used()).toBe(0);
  } finally {
    await redis.del(space.attachments.usage, space.attachments.files, space.attachments.pending);
  }
});

it("posts a job's reply at once, and once, when its replied-marker claim is sent again", async () => {
  const posted: Reply[] = [];
  const adapter = {
    name: 'local',
    maxTextLength: 4_000,
    send: async (_c: ConversationRef, reply: Reply) => {
      posted.push(reply);
      return { id: `p${posted.length}` };
    },
  } as unknown as PlatformAdapter;
  const connection = { host: '127.0.0.1', port: 6379 };
  const sink = new BullJobSink(connection, space);
  // A job no retry helps (its payload is not valid): the worker posts the person's error reply.
  // The lock is long: with a SET NX the replay found its own `posting` claim and waited it out.
  const workers = await startWorkers({
    connection,
    keys: space,
    redis,
    language: {} as LanguageClient,
    adapters: [adapter],
    queues: ['ocr'],
    lockDurationMs: 20_000,
  });
  try {
    sent = 0;
    lost = '';
    armed = `test:${ws}:replied:`;
    const t0 = Date.now();
    await sink.enqueue('ocr', { conversation: conv } as never, { dedupeKey: `d-${randomUUID()}` });
    await expect.poll(() => posted.length, { timeout: 8_000, interval: 50 }).toBe(1);
    expect(Date.now() - t0).toBeLessThan(8_000);
    expect(sent).toBe(1);
    expect(lost).not.toBe('');
    expect(lost).not.toMatch(/NOSCRIPT/);
    expect(posted[0]).toMatchObject({ type: 'error' });
    await new Promise((r) => setTimeout(r, 300));
    expect(posted).toHaveLength(1);
  } finally {
    armed = undefined;
    await stopWorkers(workers);
    await sink.close();
  }
}, 15_000);

it('counts a wrong web chat password sent again once', async () => {
  const sessions = new RedisWebSessions(redis, space);
  const address = `10.0.0.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
  expect(await sessions.countAttempt(address, true, 10, 60)).toBe(1);
  // The second wrong password: its count reached Redis, the answer was lost, the call was sent again.
  expect(
    await replayed(space.local.loginFailures(address), () => sessions.countAttempt(address, true, 10, 60)),
  ).toBe(2);
  // The third is the third, not the fourth.
  expect(await sessions.countAttempt(address, true, 10, 60)).toBe(3);
});
