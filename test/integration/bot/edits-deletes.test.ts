// Edits re-translate and deletes remove the translations (local chat and a platform that posts
// answers as messages of their own); Hindi in Latin script for members who prefer it; the
// workspace's API logging choice reaching the speech API.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformAdapter, SentMessage } from '../../../src/core/adapter.js';
import type { ChatEvent } from '../../../src/core/event.js';
import type { ConversationRef } from '../../../src/core/ids.js';
import type { Reply } from '../../../src/core/reply.js';
import { keys } from '../../../src/state/keys.js';
import { type FaultProxy, startFaultProxy } from './fault-proxy.js';
import { type Harness, startHarness, type WireMessage, wavOf } from './harness.js';

/** A platform without per-member views: every answer is a message of its own. */
class RecordingPlatform implements PlatformAdapter {
  readonly name = 'slack' as const;
  readonly maxTextLength = 4_000;
  readonly posted = new Map<string, string>();
  readonly calls: string[] = [];
  private n = 0;
  async start(): Promise<void> {}
  async stop(): Promise<void> {}
  async send(_c: ConversationRef, reply: Reply): Promise<SentMessage> {
    const id = `s${++this.n}`;
    this.posted.set(id, 'text' in reply ? reply.text : '');
    this.calls.push(`send ${id}`);
    return { id };
  }
  async edit(_c: ConversationRef, id: string, reply: Reply): Promise<void> {
    this.posted.set(id, 'text' in reply ? reply.text : '');
    this.calls.push(`edit ${id}`);
  }
  async delete(_c: ConversationRef, id: string): Promise<void> {
    this.posted.delete(id);
    this.calls.push(`delete ${id}`);
  }
  async download(): Promise<Buffer> {
    return Buffer.alloc(0);
  }
}

let h: Harness;
let proxy: FaultProxy;
const platform = new RecordingPlatform();
const WS = 'edits';
const DEVANAGARI = /[\u0900-\u097F]/;

// Real translations (a glossary), so the replies edited and deleted here are translations: an
// English → Indic pair without one is only sounded out, which adds its own note and admin notice.
let glossaryDir: string;

beforeAll(async () => {
  glossaryDir = await mkdtemp(join(tmpdir(), 'dubash-edits-'));
  const lookupFile = join(glossaryDir, 'glossary.csv');
  await writeFile(
    lookupFile,
    'source,target,src,tgt,domain,moderated\n' +
      'good morning,सुप्रभात,en,hi,generic,true\ngood morning,காலை வணக்கம்,en,ta,generic,true\n' +
      'thank you very much,बहुत बहुत धन्यवाद,en,hi,generic,true\nthank you very much,மிக்க நன்றி,en,ta,generic,true\n',
  );
  h = await startHarness({
    localApi: { lookupFile },
    via: async (apiUrl) => {
      proxy = await startFaultProxy(apiUrl);
      return proxy.url;
    },
    adapters: [platform],
  });
}, 60_000);
afterAll(async () => {
  await h?.close();
  await proxy?.close();
  await rm(glossaryDir, { recursive: true, force: true });
}, 60_000);

const finalReply = (id: string) => (msgs: WireMessage[]) =>
  msgs.find((m) => m.bot && m.replyTo === id && m.kind !== 'notice');

async function call(method: 'PATCH' | 'DELETE', id: string, body: Record<string, string>) {
  const url =
    method === 'DELETE'
      ? `${h.url}/local/api/messages/${id}?${new URLSearchParams(body)}`
      : `${h.url}/local/api/messages/${id}`;
  const res = await fetch(url, {
    method,
    ...(method === 'PATCH'
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : {}),
  });
  return { status: res.status, text: await res.text() };
}

async function say(channel: string, user: string, text: string): Promise<string> {
  const { body } = await h.post({ workspace: WS, channel, user, text });
  return body.id as string;
}

async function settle(channel: string, user: string, text: string): Promise<WireMessage> {
  const id = await say(channel, user, text);
  const reply = await h.waitFor(WS, channel, finalReply(id), { user }); // /settings: personal
  expect(reply.kind).not.toBe('error');
  return reply;
}

describe('edits and deletes in the local chat', () => {
  it('re-translates an edited message in place and removes it everywhere when deleted', async () => {
    const ch = 'auto';
    await settle(ch, 'admin', '/settings channel translate members');
    await settle(ch, 'meera', '/settings me language hi');
    await settle(ch, 'john', '/settings me language en');
    const id = await say(ch, 'john', 'good morning');
    const first = await h.waitFor(WS, ch, (m) => m.find((x) => x.id === id && x.translatedTo === 'hi'), {
      user: 'meera',
    });
    expect(first.text).toMatch(DEVANAGARI);

    expect((await call('PATCH', id, { user: 'meera', text: 'hijacked' })).status).toBe(403);
    expect((await call('PATCH', id, { user: 'john', text: 'thank you very much' })).status).toBe(200);
    const edited = await h.waitFor(
      WS,
      ch,
      (m) => m.find((x) => x.id === id && x.translatedTo === 'hi' && x.original === 'thank you very much'),
      { user: 'meera' },
    );
    expect(edited.text).toMatch(DEVANAGARI);
    expect(edited.text).not.toBe(first.text);
    // Still one entry: the translation is filed under the message, no second message appeared.
    const view = await h.messages(WS, ch, 'meera');
    expect(view.filter((m) => m.id === id)).toHaveLength(1);
    expect(view.filter((m) => m.replyTo === id)).toHaveLength(0);
    // The map keeps ids only, never text.
    const ref = { platform: 'local', workspaceId: WS, channelId: ch } as const;
    const mapped = await h.bot.sent.get(ref, id);
    expect(mapped).toEqual([`tr:${id}`]);

    expect((await call('DELETE', id, { user: 'meera' })).status).toBe(403);
    expect((await call('DELETE', id, { user: 'john' })).status).toBe(204);
    await h.bot.local.idle();
    for (const user of ['meera', 'john', 'admin']) {
      expect((await h.messages(WS, ch, user)).some((m) => m.id === id)).toBe(false);
    }
    expect(await h.redis.exists(keys.local.translations(id))).toBe(0);
    expect(await h.bot.sent.get(ref, id)).toEqual([]);
    expect((await call('DELETE', id, { user: 'john' })).status).toBe(404);
  });

  it('edits the answer of an edited command and deletes it with the command', async () => {
    const ch = 'commands';
    const id = await say(ch, 'asha', '/translate to hi hello');
    const reply = await h.waitFor(WS, ch, finalReply(id));
    expect(reply.text).toMatch(DEVANAGARI);
    expect((await call('PATCH', id, { user: 'asha', text: '/translate to hi good night' })).status).toBe(200);
    const edited = await h.waitFor(WS, ch, (m) => {
      const r = finalReply(id)(m);
      return r && r.text !== reply.text ? r : undefined;
    });
    expect(edited.id).toBe(reply.id);
    expect((await h.messages(WS, ch)).filter((m) => m.bot && m.replyTo === id)).toHaveLength(1);

    // Members delete only their own messages, admins too (issue 9).
    expect((await call('DELETE', id, { user: 'admin' })).status).toBe(403);
    expect((await call('DELETE', id, { user: 'asha' })).status).toBe(204);
    await h.bot.local.idle();
    const left = await h.messages(WS, ch);
    expect(left.some((m) => m.id === id || m.id === reply.id)).toBe(false);
  });
});

describe('edits and deletes on a platform that posts answers as messages', () => {
  it('edits the labelled translation reply, then deletes it', async () => {
    const conversation: ConversationRef = { platform: 'slack', workspaceId: 'T1', channelId: 'C1' };
    await h.bot.settings.set('channel', conversation, {
      autoTranslate: { mode: 'languages', languages: ['hi', 'ta'] },
    });
    const event = (id: string, kind: ChatEvent['kind'], text?: string): ChatEvent => ({
      id,
      kind,
      conversation,
      messageId: 'M1',
      author: { id: 'U1', isBot: false, isSelf: false, isAdmin: false },
      ...(text ? { text } : {}),
    });
    await h.bot.dispatch(event('e1', 'message', 'good morning'));
    expect(platform.calls).toEqual(['send s1']);
    const before = platform.posted.get('s1') as string;
    expect(before).toMatch(/^Hindi: .+\nTamil: .+/);

    await h.bot.dispatch(event('e2', 'edit', 'thank you very much'));
    expect(platform.calls).toEqual(['send s1', 'edit s1']);
    expect(platform.posted.get('s1')).toMatch(/^Hindi: .+\nTamil: .+/);
    expect(platform.posted.get('s1')).not.toBe(before);

    await h.bot.dispatch(event('e3', 'delete'));
    expect(platform.calls).toEqual(['send s1', 'edit s1', 'delete s1']);
    expect(platform.posted.size).toBe(0);
    expect(await h.bot.sent.get(conversation, 'M1')).toEqual([]);
  });

  it("deletes a job's answer (posted later by a worker) with the command that asked for it", async () => {
    const conversation: ConversationRef = { platform: 'slack', workspaceId: 'T1', channelId: 'C2' };
    const long = 'This sentence is long enough to be spoken by a background job. '.repeat(6).trim();
    const base = {
      conversation,
      messageId: 'M2',
      author: { id: 'U1', isBot: false, isSelf: false, isAdmin: false },
    };
    const from = platform.calls.length;
    await h.bot.dispatch({ ...base, id: 'j1', kind: 'command', command: { name: 'speak', args: long } });
    // The progress notice is posted at once; the worker then edits it into the audio answer.
    const deadline = Date.now() + 20_000;
    while (!platform.calls.slice(from).some((c) => c.startsWith('edit')) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const answer = platform.calls
      .slice(from)
      .find((c) => c.startsWith('edit'))
      ?.split(' ')[1];
    expect(answer).toBeDefined();
    expect(await h.bot.sent.get(conversation, 'M2')).toContain(answer);

    await h.bot.dispatch({ ...base, id: 'j2', kind: 'delete' });
    expect(platform.calls.slice(from)).toContain(`delete ${answer}`);
    expect(platform.posted.has(answer as string)).toBe(false);
  });
});

describe('Hindi in Latin script', () => {
  it('shows Hindi romanized to members who prefer the Latin script', async () => {
    const ch = 'scripts';
    await settle(ch, 'admin', '/settings channel translate members');
    await settle(ch, 'ravi', '/settings me language hi');
    await settle(ch, 'ravi', '/settings me script latin');
    await settle(ch, 'meera', '/settings me language hi');
    await settle(ch, 'john', '/settings me language en');

    // (The local API translates by sound: "हाउ आर यू", romanized "hau ar yu".)
    const english = await say(ch, 'john', 'how are you');
    const forRavi = await h.waitFor(WS, ch, (m) => m.find((x) => x.id === english && x.translatedTo), {
      user: 'ravi',
    });
    expect(forRavi.translatedTo).toBe('hi-Latn');
    expect(forRavi.text).not.toMatch(DEVANAGARI);
    expect(forRavi.text).toMatch(/[a-z]/i);
    expect(forRavi.text).not.toBe('how are you');
    const forMeera = (await h.messages(WS, ch, 'meera')).find((m) => m.id === english);
    expect(forMeera?.text).toMatch(DEVANAGARI);

    const devanagari = await say(ch, 'meera', 'नमस्ते दोस्तों');
    const romanized = await h.waitFor(
      WS,
      ch,
      (m) => m.find((x) => x.id === devanagari && x.translatedTo === 'hi-Latn'),
      { user: 'ravi' },
    );
    expect(romanized.text).not.toMatch(DEVANAGARI);
    expect(romanized.text).toMatch(/nam/i);

    const hinglish = await say(ch, 'john', 'main kal office nahi aa raha');
    // Meera gets it in Devanagari; Ravi reads it as written.
    await h.waitFor(WS, ch, (m) => m.find((x) => x.id === hinglish && x.translatedTo === 'hi'), {
      user: 'meera',
    });
    const asWritten = (await h.messages(WS, ch, 'ravi')).find((m) => m.id === hinglish);
    expect(asWritten?.text).toBe('main kal office nahi aa raha');
    expect(asWritten?.translatedTo).toBeUndefined();
  });
});

describe('privacy', () => {
  it("sends the workspace's API logging choice with speech calls (default false)", async () => {
    const pcm = await readFile('/usr/share/pocketsphinx/test/data/goforward.raw');
    const sttCalls = () => proxy.seen.filter((r) => r.headers['rev-appname'] === 'stt_file');
    const voiceNote = async (channel: string) => {
      const { body } = await h.upload(
        { workspace: WS, channel, user: 'pat', text: '' },
        { data: wavOf(pcm), name: 'note.wav', type: 'audio/wav' },
      );
      await h.waitFor(WS, channel, (m) =>
        m.find((x) => x.bot && x.replyTo === body.id && x.text.startsWith('🎙️')),
      );
    };
    await voiceNote('voice');
    expect(sttCalls().at(-1)?.headers.logging).toBe('false');

    await settle('voice', 'admin', '/settings workspace privacy logging no_audio');
    await voiceNote('voice');
    expect(sttCalls().at(-1)?.headers.logging).toBe('no_audio');
  }, 60_000);
});
