// The bridge (issue 14): a 4-way bridge (web chat, Telegram, Slack, Discord) with 3 languages —
// Telegram and Slack both read Hindi — carrying 1,000 messages of a generated multilingual chat,
// each from one of the four sides in turn, through the real bot (createBot, a private redis-server,
// the pipeline and the relay) with the API on loopback answering at once and stand-in platforms
// that post at once. Figures:
// 1. API characters the bridge sent, versus translating for each destination separately.
// 2. Added latency per hop: from an event's dispatch to each destination's post (p50, p99).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { createBot } from '../src/bot.js';
import type { PlatformAdapter } from '../src/core/adapter.js';
import type { ChatEvent } from '../src/core/event.js';
import type { ConversationRef, Platform } from '../src/core/ids.js';
import { createLanguageClient } from '../src/language/client.js';
import { detectScriptLanguage } from '../src/language/script-langid.js';
import type { LanguageClient, TranslateRequest } from '../src/language/types.js';
import { startRedisChild } from '../src/server/redis-child.js';
import { startLoopbackApi } from './bot.js';
import { generateConversation } from './bot-conversation.js';

const MESSAGES = 1_000;
const LEGS: [ConversationRef, 'en' | 'hi' | 'ta'][] = [
  [{ platform: 'local', workspaceId: 'bench', channelId: 'general' }, 'en'],
  [{ platform: 'telegram', workspaceId: '-1001', channelId: '-1001' }, 'hi'],
  [{ platform: 'slack', workspaceId: 'T1', channelId: 'C1' }, 'hi'],
  [{ platform: 'discord', workspaceId: '9001', channelId: '9002' }, 'ta'],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** A platform that posts at once and says when (the hop's end). */
function standIn(name: Platform, posted: () => void): PlatformAdapter {
  let n = 0;
  return {
    name,
    maxTextLength: 4_000,
    async start() {},
    async stop() {},
    async send() {
      posted();
      n += 1;
      return { id: `${name}-${n}` };
    },
    async edit() {},
    async delete() {},
    async download() {
      return Buffer.alloc(0);
    },
  };
}

export default async function run(): Promise<void> {
  // New text mostly (the worst case for the cache), then a small team's chatter that repeats.
  await runOnce(true);
  await runOnce(false);
}

async function runOnce(varied: boolean): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dubash-bench-bridge-'));
  const redisChild = await startRedisChild({ dataDir });
  const api = await startLoopbackApi();
  const client = createLanguageClient({
    baseUrl: api.url,
    wsUrl: api.url.replace('http', 'ws'),
    apiKey: 'bench-key-0000',
    appId: 'bench-app',
  });
  // Characters the API is asked to translate: every span × every target of each call.
  let apiCharacters = 0;
  const language: LanguageClient = new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'translate')
        return (req: TranslateRequest, opts?: unknown) => {
          const texts = Array.isArray(req.text) ? req.text : [req.text];
          const targets = Array.isArray(req.to) ? req.to.length : String(req.to).split(',').length;
          apiCharacters += texts.reduce((n, t) => n + t.length, 0) * targets;
          return target.translate(req, opts as never);
        };
      return Reflect.get(target, prop, receiver);
    },
  });
  const redis = new Redis(redisChild.url);
  let t0 = 0;
  const hops: number[] = [];
  const posted = () => hops.push(performance.now() - t0);
  const bot = createBot({
    redis,
    redisUrl: redisChild.url,
    language,
    adapters: LEGS.map(([ref]) => standIn(ref.platform, posted)),
    rateLimitPerMinute: 1_000_000,
  });
  try {
    for (const [ref, lang] of LEGS) await bot.settings.set('channel', ref, { language: lang });
    const [first, ...others] = LEGS;
    if (!first) return;
    const { code } = await bot.bridge.control.create(first[0], 'admin');
    for (const [ref] of others) await bot.bridge.control.join(code, ref, 'admin');

    const texts = generateConversation(MESSAGES, { varied });
    // Translating per destination: each message's characters once for every other side whose
    // language it is not already in (what a bridge without grouping or cache asks for).
    let perDestination = 0;
    for (let i = 0; i < texts.length; i++) {
      const text = texts[i] as string;
      const from = LEGS[i % LEGS.length]?.[0];
      const said = detectScriptLanguage(text)?.language;
      for (const [ref, lang] of LEGS)
        if (ref !== from && lang !== said && !(said === 'hi-Latn' && lang === 'hi'))
          perDestination += text.length;
    }
    // Warm-up (connections, scripts): not counted.
    for (let i = 0; i < 20; i++) await bot.dispatch(event(`w${i}`, LEGS[i % LEGS.length]?.[0], 'warm up'));
    hops.length = 0;
    apiCharacters = 0;
    const started = performance.now();
    for (let i = 0; i < texts.length; i++) {
      t0 = performance.now();
      await bot.dispatch(event(`m${i}`, LEGS[i % LEGS.length]?.[0], texts[i] as string));
    }
    const seconds = (performance.now() - started) / 1000;
    hops.sort((a, b) => a - b);
    console.log(
      `${varied ? 'mostly new text' : 'repeating chatter'}: ${MESSAGES} messages over a 4-way bridge (en, hi, hi, ta); posts: ${hops.length}`,
    );
    console.log(
      `API characters: ${apiCharacters} (translating per destination: ${perDestination}; ratio ${(apiCharacters / perDestination).toFixed(3)})`,
    );
    console.log(
      `latency per hop (dispatch → post, API at once): p50 ${percentile(hops, 50).toFixed(2)} ms, p99 ${percentile(hops, 99).toFixed(2)} ms, max ${percentile(hops, 100).toFixed(2)} ms; ${(MESSAGES / seconds).toFixed(0)} messages/s sequentially`,
    );
  } finally {
    await bot.stop();
    await client.close();
    redis.disconnect();
    api.server.close();
    await redisChild.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function event(id: string, conversation: ConversationRef | undefined, text: string): ChatEvent {
  if (!conversation) throw new Error('no leg');
  return {
    id,
    kind: 'message',
    conversation,
    messageId: id,
    author: { id: 'u1', name: 'Asha', isBot: false, isSelf: false, isAdmin: false },
    text,
  };
}
