// Where no translation engine serves English → Hindi, the local API only sounds the words out in
// Devanagari. The results of jobs (/ocr translate, /localize) and Telegram's inline answers and
// per-language topic posts say so, never passing the transliteration off as a translation. The
// whole bot runs: real local API, real Redis, real workers (and the Telegram emulator).
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, startTelegramHarness, type TelegramHarness } from '../telegram/harness.js';
import { type Harness, startHarness, type WireMessage } from './harness.js';

const NOTE =
  'sounded out in Devanagari; no translation engine for en→hi here — set LOCAL_MT_URL or use the Language Services API';
/** The reader's line under a sounded-out translation, as /translate writes it. */
const LINE = `(${NOTE[0]?.toUpperCase()}${NOTE.slice(1)}.)`;
const DEVANAGARI = /[\u0900-\u097F]/;

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dubash-sounded-out-jobs-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('job results in the web chat', () => {
  let h: Harness;
  const WS = 'sounded-out-jobs';

  beforeAll(async () => {
    const glossary = join(dir, 'glossary.csv');
    await writeFile(
      glossary,
      'source,target,src,tgt,domain,moderated\nthank you,धन्यवाद,en,hi,generic,true\n',
    );
    h = await startHarness({ localApi: { lookupFile: glossary } });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  }, 60_000);

  /** Posts a file with a command and waits for the bot's final answer to it (not the progress notice). */
  async function sendFile(
    channel: string,
    user: string,
    text: string,
    file: Buffer,
    name: string,
    type: string,
  ) {
    const { status, body } = await h.upload(
      { workspace: WS, channel, user, text },
      { data: file, name, type },
    );
    expect(status).toBe(201);
    return h.waitFor(
      WS,
      channel,
      (msgs: WireMessage[]) =>
        msgs.find(
          (m) => m.bot && m.replyTo === body.id && m.kind !== 'notice' && !m.text.startsWith('Admins:'),
        ),
      { user, timeoutMs: 60_000 },
    );
  }

  async function say(channel: string, user: string, text: string): Promise<void> {
    const { body } = await h.post({ workspace: WS, channel, user, text });
    await h.waitFor(WS, channel, (msgs) => msgs.find((m) => m.bot && m.replyTo === body.id), { user });
  }

  it('/ocr translate into Hindi says the Hindi was sounded out, not translated', async () => {
    const png = join(dir, 'hello.png');
    execFileSync('convert', [
      ...['-size', '600x120', 'xc:white', '-font', '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf'],
      ...['-fill', 'black', '-pointsize', '48', '-annotate', '+20+80', 'Hello Team', png],
    ]);
    await say('scans', 'admin', '/settings me language hi');
    const reply = await sendFile(
      'scans',
      'admin',
      '/ocr translate',
      await readFile(png),
      'hello.png',
      'image/png',
    );
    const lines = reply.text.split('\n');
    expect(lines[0]).toMatch(/^📄 Hello Team/i);
    const hindi = lines.findIndex((l) => l.startsWith('(hi) '));
    expect(lines[hindi]).toMatch(DEVANAGARI);
    // right under the Hindi, in the same message: what it is, in Hindi (the member reads Hindi)
    expect(lines[hindi + 1]).toBe(
      '(सिर्फ़ देवनागरी लिपि में उच्चारण लिखा गया है, अनुवाद नहीं; यहाँ en→hi के लिए अनुवाद इंजन नहीं है — LOCAL_MT_URL सेट कीजिए या Language Services API इस्तेमाल कीजिए।)',
    );
    // and the admins hear once how to get real translation
    const admins = await h.waitFor(
      WS,
      'scans',
      (msgs) => msgs.find((m) => m.bot && m.text.startsWith('Admins:')),
      { user: 'admin' },
    );
    expect(admins.text).toContain('English → Hindi was only sounded out');
  }, 90_000);

  it('a document sounded out into Hindi comes with a note saying it was not translated', async () => {
    const doc = Buffer.from('Good morning team\nThe report is ready\n');
    const reply = await sendFile('docs', 'asha', '/localize to hi', doc, 'notes.txt', 'text/plain');
    expect(reply.attachments.map((a) => a.name)).toEqual(['notes.hi.txt']);
    const file = await fetch(new URL(reply.attachments[0]?.url ?? '', h.url));
    expect(await file.text()).toMatch(DEVANAGARI);
    expect(reply.text).toBe(`notes.txt in hindi\n(Not translated: the whole text was ${NOTE}.)`);
  }, 90_000);

  it('a document partly translated (a glossary entry) says how much was only sounded out', async () => {
    const doc = Buffer.from('thank you\n\nThe report is ready\n');
    const reply = await sendFile('docs', 'asha', '/localize to hi', doc, 'mixed.txt', 'text/plain');
    const file = await (await fetch(new URL(reply.attachments[0]?.url ?? '', h.url))).text();
    expect(file).toContain('धन्यवाद');
    expect(reply.text).toMatch(
      /^mixed\.txt in hindi\n\(Not translated: 1 of 2 passages were sounded out in Devanagari; /,
    );
  }, 90_000);

  it('a document really translated (every passage in the glossary) carries no note', async () => {
    const reply = await sendFile(
      'docs',
      'asha',
      '/localize to hi',
      Buffer.from('thank you\n'),
      'thanks.txt',
      'text/plain',
    );
    const file = await (await fetch(new URL(reply.attachments[0]?.url ?? '', h.url))).text();
    expect(file).toContain('धन्यवाद');
    expect(reply.text).toBe('thanks.txt in hindi');
  }, 90_000);

  it("a document's caption is in the member's language, naming the language in it (Tamil)", async () => {
    await say('docs', 'meena', '/settings me language ta');
    const reply = await sendFile(
      'docs',
      'meena',
      '/localize to hi',
      Buffer.from('thank you\n'),
      'thanks.txt',
      'text/plain',
    );
    expect(reply.text).toBe('thanks.txt (இந்தி மொழியில்)');
  }, 90_000);
});

describe('Telegram', () => {
  let t: TelegramHarness;
  const FORUM = -1001234567890;
  const RAVI = 515151;

  beforeAll(async () => {
    t = await startTelegramHarness('polling');
  }, 60_000);
  afterAll(async () => {
    expect(t.errors).toEqual([]);
    await t?.close();
  }, 60_000);

  it('an inline query answered in Hindi is labelled as sounded out, not translated', async () => {
    const update = fixture('inline-query');
    t.emulator.pushUpdate({
      inline_query: { ...(update.inline_query as object), id: 'so-1', query: 'hi good morning' },
    });
    const call = await t.emulator.waitForCall(
      'answerInlineQuery',
      (c) => c.params.inline_query_id === 'so-1',
    );
    const [hindi] = call.params.results as {
      id: string;
      title: string;
      description: string;
      input_message_content: { message_text: string };
    }[];
    expect(hindi?.id).toBe('tr:hi');
    expect(hindi?.title).toMatch(/^Hindi \(sounded out, not translated\): [\u0900-\u097F]/);
    expect(hindi?.description).toBe(`good morning\n${LINE}`);
    // what is sent into the chat is the Devanagari text itself
    expect(hindi?.input_message_content.message_text).toMatch(DEVANAGARI);
  }, 30_000);

  it("an inline query's transliteration is titled in the asker's Telegram language (Tamil)", async () => {
    const update = fixture('inline-query');
    const q = update.inline_query as { from: object };
    t.emulator.pushUpdate({
      inline_query: { ...q, id: 'so-ta', query: 'hi good morning', from: { ...q.from, language_code: 'ta' } },
    });
    const call = await t.emulator.waitForCall(
      'answerInlineQuery',
      (c) => c.params.inline_query_id === 'so-ta',
    );
    const results = call.params.results as { id: string; title: string }[];
    const latin = results.find((r) => r.id === 'tl:hi');
    expect(latin?.title).toMatch(/^லத்தீன் எழுத்துகளில்: [\x20-\x7E]+$/);
  }, 30_000);

  it('a post in the Hindi forum topic carries the note under the sounded-out text', async () => {
    t.emulator.setForum(FORUM);
    t.emulator.setAdmins(FORUM, [RAVI]);
    const base = fixture('group-topic-translate').message as Record<string, unknown>;
    const { reply_to_message: _r, message_thread_id: _t, is_topic_message: _i, ...rest } = base;
    const send = (id: number, text: string) =>
      t.emulator.pushUpdate({
        message: {
          ...rest,
          message_id: id,
          text,
          entities: text.startsWith('/')
            ? [{ offset: 0, length: text.split(' ')[0]?.length ?? 0, type: 'bot_command' }]
            : [],
        },
      });
    const said = (pick: (text: string) => boolean) =>
      t.emulator.waitForCall('sendMessage', (c) => c.params.chat_id === FORUM && pick(String(c.params.text)));
    // Ravi's Telegram is in Hindi: the confirmations are in Hindi
    send(401, '/settings channel translate hi');
    await said((s) => /अपने-आप अनुवाद: हिन्दी में/.test(s));
    send(402, '/settings channel translate topics on');
    await said((s) => /प्रति-भाषा टॉपिक में अपने-आप अनुवाद: on/.test(s));
    send(403, 'The meeting starts at ten.');
    const post = await said((s) => DEVANAGARI.test(s) && s.includes('/403'));
    expect(post.params.message_thread_id).toBeGreaterThan(900);
    const text = String(post.params.text);
    expect(text).toContain(LINE);
    expect(text.indexOf(LINE)).toBeGreaterThan(text.search(DEVANAGARI));
  }, 60_000);
});
