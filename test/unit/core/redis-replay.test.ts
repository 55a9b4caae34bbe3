// Writes on an event's way when the connection drops after Redis ran them but before their answer
// arrived: ioredis sends the same call again on the new connection. The pipeline's admission
// (dedupe) must still take the event as this handling's (answered, not lost as a duplicate), and
// the web chat's add must not list a message twice. A TCP relay in front of the real Redis
// swallows the answer to the first matching call and cuts the connection. dubash's clients send a
// script by its hash (EVALSHA): each test runs its script once first, so that the cut call is one
// Redis ran (not a NOSCRIPT answer, after which nothing ran), and checks the lost answer says so.
import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LocalStore } from '../../../adapters/local/store.js';
import { eventDedupe } from '../../../adapters/slack/dedupe.js';
import { defineCommand, type TranslationService } from '../../../src/core/command.js';
import type { ChatEvent } from '../../../src/core/event.js';
import { Pipeline } from '../../../src/core/pipeline.js';
import { SettingsStore } from '../../../src/core/settings-store.js';
import type { LanguageClient } from '../../../src/language/types.js';
import { keys, keyspace } from '../../../src/state/keys.js';
import { connectRedis } from '../../../src/state/redis.js';
import { RedisOnceMarks } from '../../../src/state/stores/once.js';
import { RedisWebChatStore } from '../../../src/state/stores/web-chat.js';

const ws = `ws-${randomUUID()}`;
let relay: Server;
let redis: Redis;
const sockets = new Set<Socket>();
/** armed: the next call holding this text has its answer swallowed and its connection cut */
let armed: string | undefined;
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
      if (armed && chunk.includes(armed)) {
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
