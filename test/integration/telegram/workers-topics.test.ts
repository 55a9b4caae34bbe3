// The workers in a bot of their own (like `dubash worker` in another process), against the emulator:
// per-language command menus, chat actions that stop with the result, a long transcript as a .txt
// file too, and auto-translation into per-language forum topics.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramConversation } from '../../../adapters/telegram/ids.js';
import type { LanguageClient } from '../../../src/language/types.js';
import { fixture, startTelegramHarness, type TelegramHarness } from './harness.js';

let h: TelegramHarness;
let dir: string;
let voice: Buffer;
let photo: Buffer;

const FORUM = -1001234567890;
/** a forum of its own, for a test that would wait out FORUM's 20 messages a minute */
const OTHER_FORUM = -1009876543210;
const DEVANAGARI = /[\u0900-\u097F]/;
const TAMIL = /[\u0B80-\u0BFF]/;
const RAVI = 515151;
/** A transcript longer than one Telegram message (4,096 characters). */
const LONG_TRANSCRIPT = Array.from(
  { length: 120 },
  (_, i) => `Point ${i + 1} of the weekly meeting was discussed at length.`,
).join(' ');

/**
 * The real client, except that every transcribeFile "says" the long transcript (only the voice
 * note of chat 434343 is transcribed in this file).
 */
function longTranscripts(client: LanguageClient): LanguageClient {
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'transcribeFile')
        return async (...args: Parameters<LanguageClient['transcribeFile']>) => {
          const result = await target.transcribeFile(...args);
          return { ...result, text: LONG_TRANSCRIPT, displayText: LONG_TRANSCRIPT };
        };
      const v = Reflect.get(target, prop, receiver);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
}

function groupMessage(id: number, text: string, chat = FORUM) {
  const base = fixture('group-topic-translate').message as Record<string, unknown>;
  const { reply_to_message: _r, message_thread_id: _t, is_topic_message: _i, ...rest } = base;
  const command = text.startsWith('/')
    ? [{ offset: 0, length: text.split(' ')[0]?.length ?? 0, type: 'bot_command' }]
    : [];
  const where = { ...(base.chat as Record<string, unknown>), id: chat };
  return { message: { ...rest, chat: where, message_id: id, text, entities: command } };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dubash-tg-workers-'));
  const ogg = join(dir, 'goforward.ogg');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 's16le', '-ar', '16000', '-ac', '1'],
    ...['-i', '/usr/share/pocketsphinx/test/data/goforward.raw', '-c:a', 'libopus', '-b:a', '32k', ogg],
  ]);
  voice = readFileSync(ogg);
  const png = join(dir, 'hello.png');
  execFileSync('convert', [
    ...['-size', '600x120', 'xc:white', '-font', '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf'],
    ...['-fill', 'black', '-pointsize', '48', '-annotate', '+20+80', 'Hello Team', png],
  ]);
  photo = readFileSync(png);
  h = await startTelegramHarness('polling', { separateWorkers: true, language: longTranscripts });
  h.emulator.addFile(photo, { fileId: 'AgACAgUAAxkBAAIBZmPhotoLarge', path: 'photos/file_2.jpg' });
}, 60_000);

afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('Telegram with the workers in another bot', () => {
  it('registers a command list per language: Hindi in Devanagari, Tamil in Tamil script', async () => {
    const hi = await h.emulator.waitForCall('setMyCommands', (c) => c.params.language_code === 'hi');
    const hiList = hi.params.commands as { command: string; description: string }[];
    expect(hiList.find((c) => c.command === 'translate')?.description).toMatch(/^[\u0900-\u097F]/);
    expect(hiList.every((c) => /[\u0900-\u097F]/.test(c.description))).toBe(true);
    const ta = await h.emulator.waitForCall('setMyCommands', (c) => c.params.language_code === 'ta');
    expect((ta.params.commands as { description: string }[])[0]?.description).toMatch(/[\u0B80-\u0BFF]/);
    const plain = h.emulator.callsOf('setMyCommands').find((c) => c.params.language_code === undefined);
    expect((plain?.params.commands as { description: string }[] | undefined)?.[0]?.description).toMatch(
      /^[\x20-\x7E]+$/,
    );
    expect(new Set(h.emulator.callsOf('setMyCommands').map((c) => c.params.language_code))).toEqual(
      new Set([undefined, 'hi', 'ta', 'bn', 'te', 'mr', 'kn', 'ml', 'gu', 'pa']),
    );
  });

  it('the chat action shows while the job runs and stops once the result is posted', async () => {
    const chat = 424242;
    h.emulator.pushUpdate(fixture('private-photo-ocr'));
    const result = await h.emulator.waitForCall(
      'editMessageText',
      (c) => c.params.chat_id === chat && /Hello Team/i.test(String(c.params.text)),
    );
    const actions = () => h.emulator.callsOf('sendChatAction').filter((c) => c.params.chat_id === chat);
    expect(actions().some((c) => c.params.action === 'upload_document' && c.at <= result.at)).toBe(true);
    // Telegram's action lasts ~5 s and the worker repeats it every 4 s: wait past one more round.
    await new Promise((r) => setTimeout(r, 5_500));
    expect(actions().filter((c) => c.at > result.at)).toEqual([]);
  }, 30_000);

  it('a transcript longer than one message comes split and as a .txt file', async () => {
    const chat = 434343;
    const fileId = h.emulator.addFile(voice, { path: 'voice/long.oga' });
    const base = fixture('private-voice').message as Record<string, unknown>;
    h.emulator.pushUpdate({
      message: {
        ...base,
        message_id: 141,
        chat: { id: chat, first_name: 'Meena', type: 'private' },
        from: { id: chat, is_bot: false, first_name: 'Meena', language_code: 'en' },
        voice: {
          duration: 2,
          mime_type: 'audio/ogg',
          file_id: fileId,
          file_unique_id: 'lv1',
          file_size: voice.length,
        },
      },
    });
    const doc = await h.emulator.waitForCall('sendDocument', (c) => c.params.chat_id === chat);
    expect(doc.files.document?.name).toBe('transcript.txt');
    expect(doc.files.document?.data.toString('utf8')).toContain(LONG_TRANSCRIPT);
    expect(doc.params.reply_parameters).toMatchObject({ message_id: 141 });
    const texts = h.emulator.calls
      .filter(
        (c) => (c.method === 'sendMessage' || c.method === 'editMessageText') && c.params.chat_id === chat,
      )
      .map((c) => String(c.params.text))
      .filter((t) => /weekly meeting/.test(t));
    expect(texts.length).toBeGreaterThanOrEqual(2);
    expect(texts.every((t) => t.length <= 4096)).toBe(true);
    expect(texts.join(' ')).toContain('Point 120 of the weekly meeting');
  }, 30_000);

  it('in a forum group, translations go to one topic per language, each made once', async () => {
    h.emulator.setForum(FORUM);
    h.emulator.setAdmins(FORUM, [RAVI]);
    const said = (re: RegExp) =>
      h.emulator.waitForCall(
        'sendMessage',
        (c) => c.params.chat_id === FORUM && re.test(String(c.params.text)),
      );
    h.emulator.pushUpdate(groupMessage(301, '/settings channel translate hi,ta'));
    // Ravi's Telegram is in Hindi: the confirmations are in Hindi
    await said(/अपने-आप अनुवाद: हिन्दी, तमिल में/);
    h.emulator.pushUpdate(groupMessage(302, '/settings channel translate topics on'));
    await said(/प्रति-भाषा टॉपिक में अपने-आप अनुवाद: on/);

    h.emulator.pushUpdate(groupMessage(303, 'Good morning everyone, the meeting starts at ten.'));
    // the Hindi post (not the Hindi confirmations above)
    const hindi = await said(/^(?!हो गया)[\s\S]*[\u0900-\u097F]/);
    const tamil = await said(/[\u0B80-\u0BFF]/);
    const topics = h.emulator.callsOf('createForumTopic');
    expect(topics.map((c) => c.params.name).sort()).toEqual(['Hindi', 'Tamil']);
    expect(hindi.params.message_thread_id).not.toBe(tamil.params.message_thread_id);
    expect(hindi.params.message_thread_id).toBeGreaterThan(900);
    expect(String(hindi.params.text)).toContain('https://t.me/c/1234567890/303');
    // No combined "Hindi: … Tamil: …" reply in the general topic.
    expect(
      h.emulator
        .callsOf('sendMessage')
        .some((c) => c.params.chat_id === FORUM && /Hindi:/.test(String(c.params.text))),
    ).toBe(false);

    h.emulator.pushUpdate(groupMessage(304, 'Please send the report before lunch.'));
    await h.emulator.waitForCall(
      'sendMessage',
      (c) =>
        c.params.message_thread_id === hindi.params.message_thread_id && /\/304/.test(String(c.params.text)),
    );
    expect(h.emulator.callsOf('createForumTopic')).toHaveLength(2);
  }, 60_000);

  it('an edit rewrites each topic post in its own language, and a delete removes them all', async () => {
    const posted = (re: RegExp, source: number) =>
      h.emulator.waitForCall(
        'sendMessage',
        (c) =>
          c.params.chat_id === FORUM &&
          re.test(String(c.params.text)) &&
          String(c.params.text).includes(`/${source}`),
      );
    const idOf = (call: { result?: unknown }) => (call.result as { message_id: number }).message_id;
    h.emulator.pushUpdate(groupMessage(305, 'The train leaves at nine tomorrow morning.'));
    const hindi = await posted(DEVANAGARI, 305);
    const tamil = await posted(TAMIL, 305);

    const edited = groupMessage(305, 'The bus leaves at eight in the evening.').message;
    h.emulator.pushUpdate({ edited_message: { ...edited, edit_date: Math.floor(Date.now() / 1000) } });
    const editOf = (call: { result?: unknown }) =>
      h.emulator.waitForCall('editMessageText', (c) => c.params.message_id === idOf(call));
    const hindiEdit = await editOf(hindi);
    const tamilEdit = await editOf(tamil);
    expect(String(hindiEdit.params.text)).toMatch(DEVANAGARI);
    expect(String(hindiEdit.params.text)).not.toMatch(TAMIL);
    expect(String(hindiEdit.params.text)).not.toBe(hindi.params.text);
    expect(String(hindiEdit.params.text)).toContain('https://t.me/c/1234567890/305');
    expect(String(tamilEdit.params.text)).toMatch(TAMIL);
    expect(String(tamilEdit.params.text)).not.toMatch(DEVANAGARI);
    // The combined "Hindi: … / Tamil: …" text never lands in a topic post.
    const edits = h.emulator.callsOf('editMessageText').filter((c) => c.params.chat_id === FORUM);
    expect(edits.some((c) => /Hindi:|Tamil:/.test(String(c.params.text)))).toBe(false);

    // Telegram tells bots of no deletes: the bot's delete event stands in for one.
    await h.bot.dispatch({
      id: 'tg:delete:305',
      kind: 'delete',
      conversation: telegramConversation(FORUM),
      messageId: '305',
      author: { id: String(RAVI), isBot: false, isSelf: false, isAdmin: true },
    });
    const deleted = h.emulator
      .callsOf('deleteMessage')
      .filter((c) => c.params.chat_id === FORUM)
      .map((c) => c.params.message_id);
    expect(deleted).toEqual(expect.arrayContaining([idOf(hindi), idOf(tamil)]));
  }, 60_000);

  it('a topic post deleted by hand comes back on an edit, and the delete of the source removes it', async () => {
    const chat = OTHER_FORUM;
    h.emulator.setForum(chat);
    h.emulator.setAdmins(chat, [RAVI]);
    const idOf = (call: { result?: unknown }) => (call.result as { message_id: number }).message_id;
    const sentIn = (re: RegExp, after = 0) =>
      h.emulator.waitForCall(
        'sendMessage',
        (c) =>
          c.params.chat_id === chat &&
          c.at >= after &&
          re.test(String(c.params.text)) &&
          String(c.params.text).includes('/12'),
      );
    h.emulator.pushUpdate(groupMessage(10, '/settings channel translate hi,ta', chat));
    h.emulator.pushUpdate(groupMessage(11, '/settings channel translate topics on', chat));
    await h.emulator.waitForCall(
      'sendMessage',
      (c) => c.params.chat_id === chat && /प्रति-भाषा टॉपिक में अपने-आप अनुवाद: on/.test(String(c.params.text)),
    );
    h.emulator.pushUpdate(groupMessage(12, 'The library opens at noon on Sunday.', chat));
    const hindi = await sentIn(DEVANAGARI);
    const tamil = await sentIn(TAMIL);
    // A member deletes the Hindi post; Telegram tells the bot nothing.
    h.emulator.deleteByHand(chat, idOf(hindi));

    const editedAt = Date.now();
    const edited = groupMessage(12, 'The library opens at one on Saturday.', chat).message;
    h.emulator.pushUpdate({ edited_message: { ...edited, edit_date: Math.floor(editedAt / 1000) } });
    await h.emulator.waitForCall('editMessageText', (c) => c.params.message_id === idOf(tamil));
    // The Hindi post cannot be edited: it is posted again in the Hindi topic.
    const again = await sentIn(DEVANAGARI, editedAt);
    expect(again.params.message_thread_id).toBe(hindi.params.message_thread_id);
    expect(idOf(again)).not.toBe(idOf(hindi));

    await h.bot.dispatch({
      id: 'tg:delete:12',
      kind: 'delete',
      conversation: telegramConversation(chat),
      messageId: '12',
      author: { id: String(RAVI), isBot: false, isSelf: false, isAdmin: true },
    });
    const deleted = h.emulator
      .callsOf('deleteMessage')
      .filter((c) => c.params.chat_id === chat)
      .map((c) => c.params.message_id);
    // Nothing of the source stays in the chat: the post made again goes with the rest.
    expect(deleted).toEqual(expect.arrayContaining([idOf(again), idOf(tamil)]));
  }, 60_000);

  it('a language whose topic cannot be made goes out in the chat instead of being dropped', async () => {
    h.emulator.forbid('createForumTopic', FORUM);
    h.emulator.pushUpdate(groupMessage(306, '/settings channel translate hi,ta,bn'));
    await h.emulator.waitForCall(
      'sendMessage',
      (c) => c.params.chat_id === FORUM && /अपने-आप अनुवाद: हिन्दी, तमिल, बंगाली में/.test(String(c.params.text)),
    );
    h.emulator.pushUpdate(groupMessage(307, 'The office is closed on Friday.'));
    // Labelled as the whole reply labels it, for the chat's (the workspace's) reader: English here.
    const bengali = await h.emulator.waitForCall(
      'sendMessage',
      (c) =>
        c.params.chat_id === FORUM &&
        /^Bengali \(sounded out, not translated\): /.test(String(c.params.text)),
    );
    expect(String(bengali.params.text)).toMatch(/[ঀ-৿]/);
    expect(String(bengali.params.text)).not.toMatch(/Hindi|Tamil/);
    expect(bengali.params.message_thread_id).toBeUndefined();
    expect(bengali.params.reply_parameters).toMatchObject({ message_id: 307 });
    // Hindi and Tamil still go to their topics.
    await h.emulator.waitForCall(
      'sendMessage',
      (c) =>
        c.params.chat_id === FORUM &&
        DEVANAGARI.test(String(c.params.text)) &&
        // the link back to the source, in the topic's language
        /\/307">↩ मूल संदेश</.test(String(c.params.text)),
    );
  }, 60_000);
});
