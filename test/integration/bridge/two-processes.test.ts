// Each process keeps which bridge a channel is in for a second (src/state/stores/bridge-links-cache.ts):
// a `/bridge join` run on another process must still apply here within that second. Two bots on one
// Redis, as two web processes behind a load balancer: the join goes to the second, the member's
// message in the joined channel to the first, which had already seen that channel unbridged.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Bot, createBot } from '../../../src/bot.js';
import type { ChatEvent } from '../../../src/core/event.js';
import { createLanguageClient } from '../../../src/language/client.js';
import { connectRedis, type RedisClient } from '../../../src/state/redis.js';
import { BRIDGE_OF_TTL_MS } from '../../../src/state/stores/bridge-links-cache.js';
import { type Harness, startHarness } from '../bot/harness.js';

const WS = 'bridge-two-processes';
const EN = 'general';
const OTHER = 'second';
const CODE = /Bridge code: ([A-Z0-9]+)/;

let web: Harness;
let second: Bot;
let secondRedis: RedisClient;
beforeAll(async () => {
  web = await startHarness();
  const url = `redis://127.0.0.1:${web.redis.options.port}`;
  secondRedis = connectRedis({ url });
  second = createBot({
    redis: secondRedis,
    redisUrl: url,
    language: createLanguageClient({
      baseUrl: web.apiUrl,
      wsUrl: web.apiUrl.replace('http', 'ws'),
      apiKey: 'unused-0000',
      appId: 'unused',
    }),
    localAdmins: ['admin'],
  });
  await second.local.start((event: ChatEvent) => second.dispatch(event));
}, 60_000);
afterAll(async () => {
  vi.useRealTimers();
  await second?.stop();
  secondRedis?.disconnect();
  await web?.close();
}, 60_000);

const say = async (channel: string, user: string, text: string) => {
  const r = await web.post({ workspace: WS, channel, user, text });
  if (!r.body.id) throw new Error(`post refused: ${r.status} ${r.body.error}`);
  return r.body.id;
};

describe('bridge: a join on another process', () => {
  it('applies on this one within a second', async () => {
    const asked = await say(EN, 'admin', '/bridge create');
    const made = await web.waitFor(WS, EN, (ms) => ms.find((m) => m.bot && m.replyTo === asked), {
      user: 'admin',
    });
    const code = CODE.exec(made.text)?.[1] ?? '';
    expect(code, made.text).toBeTruthy();

    // The first process sees the other channel unbridged (and keeps that answer for a while).
    await say(OTHER, 'bob', 'before the join');
    await web.bot.local.idle();

    // The join reaches the second process.
    const { message } = await second.local.store.add({
      workspace: WS,
      channel: OTHER,
      user: 'admin',
      bot: false,
      kind: 'text',
      text: `/bridge join ${code}`,
      replyTo: null,
      attachments: [],
    });
    await second.local.deliver(message);
    await second.local.idle();
    const joined = await web.waitFor(WS, OTHER, (ms) => ms.find((m) => m.bot && m.replyTo === message.id), {
      user: 'admin',
    });
    expect(joined.text).toMatch(/joined|bridge/i);

    // Past the first process's second, bob's next message crosses from there.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + BRIDGE_OF_TTL_MS + 1);
    await say(OTHER, 'bob', 'after the join');
    const crossed = await web.waitFor(WS, EN, (ms) => ms.find((m) => m.text.includes('after the join')), {
      user: 'alice',
    });
    expect(crossed.text).toContain('after the join');
    vi.useRealTimers();
    // What was said before the join does not follow.
    expect((await web.messages(WS, EN, 'alice')).map((m) => m.text).join('\n')).not.toContain(
      'before the join',
    );
  }, 60_000);
});
