// A captioned voice channel as the core runs it (src/features/captions/room.ts), on a platform
// whose voice side is a stand-in (the Discord one is tested end to end in
// test/integration/discord/captions.test.ts): the join notice, consent asked per utterance, the
// maximum duration, the channel emptying, and a spent budget refusing the start. Real Redis, the
// real local API.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformAdapter } from '../../../src/core/adapter.js';
import type { VoiceJoinRequest } from '../../../src/core/captions.js';
import type { ConversationRef } from '../../../src/core/ids.js';
import type { Reply } from '../../../src/core/reply.js';
import { SettingsStore } from '../../../src/core/settings-store.js';
import { RedisUsageMeter } from '../../../src/core/usage.js';
import { type Captions, createCaptions } from '../../../src/features/captions/index.js';
import { createLanguageClient } from '../../../src/language/client.js';
import type { LanguageClient } from '../../../src/language/types.js';
import { type LocalApi, startLocalApi } from '../../../src/local-api/server.js';
import { keys, keyspace } from '../../../src/state/keys.js';
import { createStores } from '../../../src/state/stores/index.js';

const id = randomUUID();
const here: ConversationRef = { platform: 'discord', workspaceId: `g-${id}`, channelId: 'general' };
const voiceChat: ConversationRef = { ...here, channelId: 'lounge' };
let api: LocalApi;
let language: LanguageClient;
let redis: Redis;
let settings: SettingsStore;
let speech: Buffer;

/** The stand-in platform: posts kept per message id, joins and leaves counted. */
const posted = new Map<string, string>();
let joins: VoiceJoinRequest[] = [];
let leaves = 0;
let next = 0;
const adapter = {
  name: 'discord',
  maxTextLength: 2_000,
  async send(_c: ConversationRef, reply: Reply) {
    const mid = String(++next);
    if ('text' in reply) posted.set(mid, reply.text);
    return { id: mid };
  },
  async edit(_c: ConversationRef, mid: string, reply: Reply) {
    if ('text' in reply) posted.set(mid, reply.text);
  },
  async delete(_c: ConversationRef, mid: string) {
    posted.delete(mid);
  },
  voice: {
    async join(req: VoiceJoinRequest) {
      joins.push(req);
      return {
        conversation: voiceChat,
        name: 'Lounge',
        members: [
          { id: 'asha', name: 'Asha' },
          { id: 'meera', name: 'Meera' },
          { id: 'bot2', name: 'Other bot', bot: true },
        ],
        leave: async () => {
          leaves++;
        },
      };
    },
  },
} as unknown as PlatformAdapter;

function captions(maxMinutes = 120): Captions {
  return createCaptions({
    stores: createStores(redis),
    usage: new RedisUsageMeter(redis),
    settings,
    language,
    adapter: () => adapter,
    maxMinutes,
  });
}

beforeAll(async () => {
  api = await startLocalApi({ port: 0 });
  const dev = api.devAccount as { apiKey: string; appId: string };
  language = createLanguageClient({ baseUrl: api.url, wsUrl: api.wsUrl, ...dev });
  redis = new Redis('redis://127.0.0.1:6379');
  settings = new SettingsStore(redis, keyspace(`test:${id}`));
  speech = await readFile('/usr/share/pocketsphinx/test/data/goforward.raw');
});

afterAll(async () => {
  for await (const keys of redis.scanStream({ match: `*${id}*` }) as AsyncIterable<string[]>)
    if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await language.close();
  await api.close();
});

async function until<T>(pick: () => T | undefined | false, what: string, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const v = pick();
    if (v !== undefined && v !== false) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const texts = () => [...posted.values()];

describe('a captioned voice channel', () => {
  it('posts who is captioned, admits only consenting members, and stops after the maximum duration', async () => {
    const c = captions(0.05); // 3 s
    await c.setConsent(here, 'asha', true);
    joins = [];
    const started = await c.start({
      conversation: here,
      member: { id: 'asha' },
      language: 'en',
      translate: false,
    });
    expect(started).toEqual({
      started: true,
      text: 'Live captions are on in Lounge; they appear in its chat.',
    });
    const notice = texts().find((t) => t.startsWith('🎙️')) ?? '';
    expect(notice).toContain('Captioned: Asha.');
    expect(notice).toContain('Not captioned: Meera.');
    expect(notice).not.toContain('Other bot');
    const req = joins[0] as VoiceJoinRequest;
    expect(await req.admits('meera')).toBe(false);
    expect(await req.admits('asha')).toBe(true);
    const again = await c.start({
      conversation: here,
      member: { id: 'asha' },
      language: 'en',
      translate: false,
    });
    expect(again).toEqual({
      started: false,
      text: 'Live captions are already on in Lounge. `/captions stop` ends them first.',
    });

    const sink = req.utterance({ id: 'asha', name: 'Asha' });
    for (let i = 0; i < speech.length; i += 640) sink.audio(speech.subarray(i, i + 640));
    sink.end();
    const stopped = await until(
      () => texts().find((t) => t.includes('the longest a session runs')),
      'the time limit',
    );
    expect(stopped).toBe(
      'Live captions stopped after 3 seconds, the longest a session runs. `/captions start` starts them again.',
    );
    expect(leaves).toBe(1);
    // The utterance in progress was still finalised before the goodbye.
    expect(texts().some((t) => /^\*\*Asha:\*\* .*forward/i.test(t) && !t.endsWith('…'))).toBe(true);
    expect(await req.admits('asha')).toBe(false);
  }, 60_000);

  it('a member who joins later without having agreed is told once per session; one who agreed is not', async () => {
    const c = captions();
    await c.setConsent(here, 'kiran', true);
    joins = [];
    await c.start({ conversation: here, member: { id: 'asha' }, language: 'en', translate: false });
    const req = joins[0] as VoiceJoinRequest;
    const from = next;
    const present = [
      { id: 'asha', name: 'Asha' },
      { id: 'meera', name: 'Meera' },
    ];
    const told = 'Ravi joined: not captioned. Say `/captions consent on` to be captioned.';
    req.membersChanged?.([...present, { id: 'ravi', name: 'Ravi' }, { id: 'kiran', name: 'Kiran' }]);
    await until(() => texts().includes(told), "Ravi's notice");
    // Ravi leaves and comes back, someone mutes: nothing new is said.
    req.membersChanged?.(present);
    req.membersChanged?.([...present, { id: 'ravi', name: 'Ravi' }, { id: 'bot3', name: 'B', bot: true }]);
    await c.stop(here, 'asha');
    const said = [...posted].filter(([mid]) => Number(mid) > from).map(([, t]) => t);
    expect(said.filter((t) => t.includes('joined'))).toEqual([told]);
  });

  it('an emptied channel ends captions with its message; stop then says they are off', async () => {
    const c = captions();
    joins = [];
    await c.start({ conversation: here, member: { id: 'asha' }, language: 'en', translate: false });
    (joins[0] as VoiceJoinRequest).ended('empty');
    await until(() => texts().includes('Live captions stopped: everyone left Lounge.'), 'the goodbye');
    expect(await c.stop(here, 'asha')).toMatch(/^Live captions are not on here/);
  });

  it('shutting down ends every captioned channel, saying so', async () => {
    const c = captions();
    const before = leaves;
    await c.start({ conversation: here, member: { id: 'asha' }, language: 'en', translate: false });
    // While it runs, a lease says where to tell that it stopped should this process die.
    const leased = async () =>
      (await redis.hvals(keys.captionsLeases.records)).filter((r) =>
        r.includes(JSON.stringify(here.workspaceId)),
      );
    expect(await leased()).toHaveLength(1);
    await c.stopAll();
    // Ended here with its notice: no lease is left for another process to report again.
    expect(await leased()).toEqual([]);
    expect(leaves).toBe(before + 1);
    expect(texts().at(-1)).toBe(
      'Live captions stopped: dubash is restarting. `/captions start` starts them again once it is back.',
    );
  });

  it('a spent audio budget refuses the start', async () => {
    const budget = { characters: 0, audioSeconds: 5 };
    await settings.set('workspace', here, { budget });
    await new RedisUsageMeter(redis).record(here, budget, 'audioSeconds', 5);
    joins = [];
    const res = await captions().start({
      conversation: here,
      member: { id: 'asha' },
      language: 'en',
      translate: false,
    });
    expect(res.started).toBe(false);
    expect(res.text).toMatch(/^No live captions\. This workspace has used its monthly budget of 5 seconds/);
    expect(joins).toEqual([]);
  });
});
