// The platform-neutral caption session (src/features/captions/session.ts) against the real local
// Language Services API (pocketsphinx) and real Redis budgets: a voice channel's way (one STT
// session per utterance, ended by the speaker's pause) with a real recording, two utterances, a
// reader of another language, a language the API does not serve, and a spent budget.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import type { Reply } from '../../../src/core/reply.js';
import { RedisUsageMeter } from '../../../src/core/usage.js';
import type { CaptionPoster } from '../../../src/features/captions/caption.js';
import { CaptionSession, notServedMessage } from '../../../src/features/captions/session.js';
import { createLanguageClient } from '../../../src/language/client.js';
import type { LanguageClient } from '../../../src/language/types.js';
import { type LocalApi, startLocalApi } from '../../../src/local-api/server.js';
import { type RedisChild, startRedisChild } from '../../../src/server/redis-child.js';
import { DEFAULT_SETTINGS } from '../../../src/settings/schema.js';

const RECORDING = '/usr/share/pocketsphinx/test/data/goforward.raw';
let dir: string;
let redisChild: RedisChild;
let api: LocalApi;
let redis: Redis;
let language: LanguageClient;
let usage: RedisUsageMeter;
let speech: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dubash-captions-session-'));
  speech = await readFile(RECORDING);
  redisChild = await startRedisChild({ dataDir: dir });
  api = await startLocalApi({ port: 0 });
  const account = api.devAccount;
  if (!account) throw new Error('no dev account');
  language = createLanguageClient({ baseUrl: api.url, wsUrl: api.wsUrl, ...account });
  redis = new Redis(redisChild.url);
  usage = new RedisUsageMeter(redis);
}, 60_000);

afterAll(async () => {
  await language?.close();
  redis?.disconnect();
  await api?.close();
  await redisChild?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
}, 60_000);

/** A channel as the poster leaves it: message id → its latest text, plus every text it showed. */
class Channel implements CaptionPoster {
  readonly messages = new Map<string, string>();
  readonly shown: string[] = [];
  readonly replies: Reply[] = [];
  private next = 1;
  async send(_c: ConversationRef, reply: Reply) {
    const id = String(this.next++);
    this.replies.push(reply);
    if (reply.type === 'text') {
      this.messages.set(id, reply.text);
      this.shown.push(reply.text);
    }
    return { id };
  }
  async edit(_c: ConversationRef, id: string, reply: Reply) {
    if (reply.type === 'text') {
      this.messages.set(id, reply.text);
      this.shown.push(reply.text);
    }
  }
  async delete(_c: ConversationRef, id: string) {
    this.messages.delete(id);
  }
}

const ref = (workspace: string): ConversationRef => ({
  platform: 'discord',
  workspaceId: workspace,
  channelId: 'voice',
});

/** Feeds the recording in 20 ms frames (as a voice channel delivers it), faster than real time. */
async function say(session: CaptionSession): Promise<void> {
  for (let i = 0; i < speech.length; i += 640) {
    session.audio(speech.subarray(i, i + 640));
    if (i % (640 * 25) === 0) await new Promise((r) => setTimeout(r, 5));
  }
  session.endUtterance();
}

async function until<T>(pick: () => T | undefined, what: string, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const v = pick();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const words = (s = ''): string[] => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];
/** The recording's words, as the recognizer writes them (display text has digits). */
const FORWARD = /forward (ten|10) meters/;

describe('a speaker’s caption session', () => {
  it('captions each utterance in a message of its own, finalised, and bills the audio seconds', async () => {
    const channel = new Channel();
    const finals: { text: string; id: string }[] = [];
    const errors: string[] = [];
    const session = new CaptionSession(
      { poster: channel, language, usage, onError: (err, what) => errors.push(`${what}: ${err}`) },
      {
        conversation: ref('g1'),
        speaker: 'Asha',
        language: 'en',
        settings: DEFAULT_SETTINGS,
        events: { final: (text, id) => finals.push({ text, id }) },
      },
    );
    await say(session);
    await until(() => (finals.length >= 1 ? true : undefined), 'the first final');
    await say(session);
    await until(() => (finals.length >= 2 ? true : undefined), 'the second final');
    await session.stop();
    expect(finals[0]?.id).not.toBe(finals[1]?.id);
    for (const f of finals) {
      const text = channel.messages.get(f.id) ?? '';
      expect(text.startsWith('**Asha:** ')).toBe(true);
      expect(text.endsWith('…')).toBe(false);
      expect(words(text).join(' ')).toMatch(FORWARD);
    }
    // No caption is left half-done ("…"), and nothing was posted twice.
    expect([...channel.messages.values()].filter((t) => t.endsWith('…'))).toEqual([]);
    expect(channel.messages.size).toBe(2);
    const used = await usage.used(ref('g1'), 'audioSeconds');
    expect(used).toBeCloseTo((2 * speech.length) / 32_000, 1);
    expect(errors).toEqual([]);
  }, 120_000);

  it('translates the final caption into the readers’ other languages, as a reply to it', async () => {
    const channel = new Channel();
    const session = new CaptionSession(
      { poster: channel, language, usage, readers: async () => ['en', 'hi'] },
      { conversation: ref('g2'), speaker: 'Asha', language: 'en', settings: DEFAULT_SETTINGS },
    );
    await say(session);
    const translated = await until(
      () => channel.replies.find((r) => r.type === 'text' && r.translations),
      'the translation',
    );
    await session.stop();
    expect(translated.type === 'text' && translated.translations?.hi).toMatch(
      /^\*\*Asha:\*\* .*[\u0900-\u097F]/,
    );
    expect(translated.type === 'text' && translated.text).toMatch(/^\*\*Asha\*\* \(hi\): .*[\u0900-\u097F]/);
    // No translation engine for en→hi here: the words are only sounded out, and the caption says so.
    expect(translated.type === 'text' && translated.translations?.hi).toMatch(
      /^\*\*Asha:\*\* .*[\u0900-\u097F].* \(sounded out, not translated\)$/,
    );
    expect(translated.type === 'text' && translated.text).toMatch(/ \(sounded out, not translated\)$/);
    expect(translated.replyTo).toBeDefined();
  }, 120_000);

  it('a language the API does not serve ends the session with one clear sentence', async () => {
    const channel = new Channel();
    const fatal: string[] = [];
    const session = new CaptionSession(
      { poster: channel, language, usage },
      {
        conversation: ref('g3'),
        speaker: 'Asha',
        language: 'ta',
        settings: DEFAULT_SETTINGS,
        events: { fatal: (text) => fatal.push(text) },
      },
    );
    await say(session);
    await until(() => (fatal.length ? true : undefined), 'the end of captions');
    await say(session);
    await session.stop();
    expect(fatal).toEqual([notServedMessage('ta')]);
    expect(session.active).toBe(false);
    expect(channel.messages.size).toBe(0);
  }, 60_000);

  it('a spent audio budget warns the admins and ends the session with the budget sentence', async () => {
    const channel = new Channel();
    const fatal: string[] = [];
    const notices: Reply[] = [];
    const budget = { characters: 0, audioSeconds: 2 };
    const session = new CaptionSession(
      { poster: channel, language, usage, notify: async (n) => void notices.push(n) },
      {
        conversation: ref('g4'),
        speaker: 'Asha',
        language: 'en',
        settings: { ...DEFAULT_SETTINGS, budget },
        events: { fatal: (text) => fatal.push(text) },
      },
    );
    // The recording is 2.8 s: the first utterance passes the 2 s budget, and captions stop after it.
    await say(session);
    await until(() => (fatal.length ? true : undefined), 'the end of captions');
    await session.stop();
    expect(fatal).toHaveLength(1);
    expect(fatal[0]).toMatch(
      /^Live captions stopped\. This workspace has used its monthly budget of 2 seconds/,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'notice', audience: 'admins' });
    expect(notices[0] && 'text' in notices[0] && notices[0].text).toMatch(
      /^Admins: this workspace has used 100% of its monthly budget \(3 of 2 seconds of audio\)/,
    );
    // The utterance that crossed the line still got its caption.
    expect([...channel.messages.values()].some((t) => words(t).includes('forward'))).toBe(true);
  }, 60_000);
});
