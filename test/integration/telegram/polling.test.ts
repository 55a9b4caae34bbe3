// End to end over long polling: updates in the Bot API's shapes go into the loopback emulator,
// the real bot (pipeline, workers, local Language Services API) answers through grammY.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramConversation } from '../../../adapters/telegram/ids.js';
import type { RecordedCall } from '../../fakes/telegram-emulator.js';
import { fixture, startTelegramHarness, type TelegramHarness } from './harness.js';

let h: TelegramHarness;
let dir: string;
let voice: Buffer;
let photo: Buffer;
let videoNote: Buffer;

const VOICE_ID = 'AwACAgUAAxkBAAIBZWVoiceGoForward';
const PHOTO_ID = 'AgACAgUAAxkBAAIBZmPhotoLarge';

/** Every text the bot showed in a chat: sent messages and edits. */
const textsIn = (chat: number) => (c: RecordedCall) =>
  (c.method === 'sendMessage' || c.method === 'editMessageText') && c.params.chat_id === chat;

function withSize(update: Record<string, unknown>, path: string[], size: number) {
  let node = update as Record<string, unknown>;
  for (const key of path) node = node[key] as Record<string, unknown>;
  node.file_size = size;
  return update;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dubash-tg-media-'));
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
  const mp4 = join(dir, 'note.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=blue:s=240x240:d=3'],
    ...['-f', 's16le', '-ar', '16000', '-ac', '1', '-i', '/usr/share/pocketsphinx/test/data/goforward.raw'],
    ...['-shortest', '-c:v', 'mpeg4', '-c:a', 'aac', '-movflags', '+faststart', mp4],
  ]);
  videoNote = readFileSync(mp4);
  h = await startTelegramHarness('polling');
  h.emulator.addFile(voice, { fileId: VOICE_ID, path: 'voice/file_1.oga' });
  h.emulator.addFile(photo, { fileId: PHOTO_ID, path: 'photos/file_2.jpg' });
}, 60_000);

afterAll(async () => {
  // Only the refusals the tests provoke may be reported; anything else is a bug.
  expect(h.errors.filter((e) => !/lacks the right|not enough rights/.test(e))).toEqual([]);
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('Telegram over long polling', () => {
  it('registers the command registry with setMyCommands', async () => {
    const call = await h.emulator.waitForCall('setMyCommands');
    const names = (call.params.commands as { command: string }[]).map((c) => c.command);
    expect(names).toEqual(
      expect.arrayContaining(['translate', 'speak', 'transcribe', 'ocr', 'settings', 'help']),
    );
    expect(h.emulator.callsOf('deleteWebhook')).toHaveLength(1);
  });

  it('a voice note is downloaded, transcribed, and the transcript answers it', async () => {
    h.emulator.pushUpdate(withSize(fixture('private-voice'), ['message', 'voice'], voice.length));
    const reply = await h.emulator.waitForCall('sendMessage', (c) => /forward/i.test(String(c.params.text)));
    expect(reply.params.chat_id).toBe(424242);
    expect(reply.params.reply_parameters).toMatchObject({ message_id: 101 });
    expect(h.emulator.callsOf('getFile').some((c) => c.params.file_id === VOICE_ID)).toBe(true);
  }, 30_000);

  it("a video note's sound is extracted with ffmpeg and transcribed", async () => {
    const fileId = h.emulator.addFile(videoNote, { path: 'video_notes/file_3.mp4' });
    const base = fixture('private-voice').message as Record<string, unknown>;
    const { voice: _voice, ...rest } = base;
    h.emulator.pushUpdate({
      update_id: 500011,
      message: {
        ...rest,
        message_id: 111,
        video_note: {
          duration: 3,
          length: 240,
          file_id: fileId,
          file_unique_id: 'vn1',
          file_size: videoNote.length,
        },
      },
    });
    const reply = await h.emulator.waitForCall(
      'sendMessage',
      (c) => (c.params.reply_parameters as { message_id?: number })?.message_id === 111,
    );
    expect(reply.params.text).toMatch(/forward/i);
  }, 30_000);

  it('a photo captioned /ocr answers with the text in it', async () => {
    h.emulator.pushUpdate(withSize(fixture('private-photo-ocr'), ['message', 'photo', '1'], photo.length));
    const found = await h.emulator.waitForCall('editMessageText', (c) =>
      /Hello Team/i.test(String(c.params.text)),
    );
    expect(found.params.chat_id).toBe(424242);
    // The largest size was fetched, and the chat showed an action while the job ran.
    expect(h.emulator.callsOf('getFile').some((c) => c.params.file_id === PHOTO_ID)).toBe(true);
    expect(h.emulator.callsOf('sendChatAction').some((c) => c.params.action === 'upload_document')).toBe(
      true,
    );
  }, 30_000);

  it('/speak answers with a real OGG/Opus voice note', async () => {
    h.emulator.pushUpdate(fixture('private-speak'));
    const call = await h.emulator.waitForCall('sendVoice');
    const file = call.files.voice;
    expect(file).toBeDefined();
    expect(file?.data.toString('latin1', 0, 4)).toBe('OggS');
    expect(file?.data.subarray(0, 200).includes('OpusHead')).toBe(true);
    expect(call.params.reply_parameters).toMatchObject({ message_id: 103 });
  }, 30_000);

  it('an inline query is answered with the translation and a transliteration', async () => {
    h.emulator.pushUpdate(fixture('inline-query'));
    const call = await h.emulator.waitForCall('answerInlineQuery');
    expect(call.params.inline_query_id).toBe('4815162342');
    const results = call.params.results as {
      id: string;
      title: string;
      input_message_content: { message_text: string };
    }[];
    expect(results[0]?.id).toBe('tr:hi');
    // no MT engine here: the local API only sounds English out in Devanagari, and the title says so
    expect(results[0]?.title).toMatch(/^Hindi \(sounded out, not translated\): /);
    expect(results[0]?.input_message_content.message_text).toMatch(/[\u0900-\u097F]/);
    expect(results[1]?.input_message_content.message_text).toMatch(/^[\x20-\x7E]+$/);
    expect(results[1]?.title).toMatch(/^In Latin letters: [\x20-\x7E]+$/);
  }, 30_000);

  it('/translate@bot in a forum topic answers in the topic, threaded to the command', async () => {
    h.emulator.pushUpdate(fixture('group-topic-translate'));
    const call = await h.emulator.waitForCall('sendMessage', textsIn(-1001234567890));
    expect(call.params.message_thread_id).toBe(77);
    expect(call.params.reply_parameters).toMatchObject({ message_id: 205 });
    expect(String(call.params.text)).toMatch(/[\u0900-\u097F]/);
  }, 30_000);

  it('a command replying to a voice note acts on that voice note', async () => {
    h.emulator.setAdmins(-1009876543210, [616161]);
    h.emulator.pushUpdate(
      withSize(fixture('group-reply-transcribe'), ['message', 'reply_to_message', 'voice'], voice.length),
    );
    const found = await h.emulator.waitForCall(
      'editMessageText',
      (c) => c.params.chat_id === -1009876543210 && /forward/i.test(String(c.params.text)),
    );
    expect(found.params.text).toMatch(/forward/i);
    expect(h.emulator.callsOf('getChatAdministrators').some((c) => c.params.chat_id === -1009876543210)).toBe(
      true,
    );
  }, 30_000);

  it('a settings button runs /settings and says what changed', async () => {
    h.emulator.pushUpdate(fixture('callback-settings-language'));
    await h.emulator.waitForCall(
      'answerCallbackQuery',
      (c) => c.params.callback_query_id === '987654321012345678',
    );
    const done = await h.emulator.waitForCall('sendMessage', (c) => /தமிழ்/.test(String(c.params.text)));
    // said in the language chosen
    expect(done.params.text).toMatch(/மொழி: தமிழ்/);
  }, 30_000);

  it('/settings opens the inline-keyboard menu', async () => {
    h.emulator.pushUpdate({
      ...fixture('private-speak'),
      update_id: 500020,
      message: {
        ...(fixture('private-speak').message as object),
        message_id: 120,
        text: '/settings',
        entities: [],
      },
    });
    const call = await h.emulator.waitForCall('sendMessage', (c) => c.params.reply_markup !== undefined);
    const keyboard = (call.params.reply_markup as { inline_keyboard: { callback_data: string }[][] })
      .inline_keyboard;
    expect(keyboard.flat().map((b) => b.callback_data)).toContain('a:settings:menu:lang');
  }, 30_000);

  it('a file over the 20 MB cloud limit gets a reply pointing to the local Bot API server', async () => {
    h.emulator.pushUpdate(fixture('private-big-video'));
    const call = await h.emulator.waitForCall('sendMessage', (c) => /20 MB/.test(String(c.params.text)));
    expect(call.params.text).toMatch(/local Bot API server/);
    expect(call.params.reply_parameters).toMatchObject({ message_id: 110 });
  }, 30_000);

  it('a file Telegram refuses to hand over (too big) gets the same clear reply from the worker', async () => {
    h.emulator.addFile(voice, {
      fileId: 'AwACBigVoiceNoSize',
      path: 'voice/big.oga',
      size: 30 * 1024 * 1024,
    });
    const update = fixture('private-voice');
    const message = update.message as Record<string, unknown>;
    const voiceInfo = { ...(message.voice as object), file_id: 'AwACBigVoiceNoSize' };
    delete (voiceInfo as { file_size?: number }).file_size;
    h.emulator.pushUpdate({ update_id: 500025, message: { ...message, message_id: 125, voice: voiceInfo } });
    const call = await h.emulator.waitForCall(
      'sendMessage',
      (c) => (c.params.reply_parameters as { message_id?: number })?.message_id === 125,
    );
    expect(call.params.text).toMatch(/larger than the 20 MB.*local Bot API server/s);
  }, 30_000);

  it('a 429 with retry_after: the send happens after it', async () => {
    h.emulator.failNext('sendMessage', 1);
    const update = fixture('private-speak');
    const message = {
      ...(update.message as object),
      message_id: 130,
      text: '/translate to hi thank you',
      entities: [],
    };
    h.emulator.pushUpdate({ update_id: 500030, message });
    const sent = await h.emulator.waitForCall(
      'sendMessage',
      (c) => (c.params.reply_parameters as { message_id?: number })?.message_id === 130,
    );
    const refused = h.emulator.calls.find((c) => c.method === 'sendMessage' && c.status === 429);
    expect(refused).toBeDefined();
    expect(sent.at - (refused?.at ?? 0)).toBeGreaterThanOrEqual(1000);
  }, 30_000);

  it('a chat where the bot may not send voice notes gets one clear message, not a loop', async () => {
    const chat = 434343;
    h.emulator.forbid('sendVoice', chat, 'Bad Request: not enough rights to send voice notes to the chat');
    const base = fixture('private-speak').message as Record<string, unknown>;
    const from = { id: chat, is_bot: false, first_name: 'Dev' };
    for (const [i, id] of [140, 141].entries())
      h.emulator.pushUpdate({
        update_id: 500040 + i,
        message: { ...base, message_id: id, from, chat: { id: chat, type: 'private', first_name: 'Dev' } },
      });
    await h.emulator.waitForCall(
      'sendMessage',
      (c) => c.params.chat_id === chat && /voice/.test(String(c.params.text)),
    );
    await new Promise((r) => setTimeout(r, 3000));
    const told = h.emulator
      .callsOf('sendMessage')
      .filter((c) => c.params.chat_id === chat && /can't send voice/.test(String(c.params.text)));
    expect(told).toHaveLength(1);
  }, 30_000);

  it("that message is in the chat's workspace language (Tamil)", async () => {
    const chat = 454545;
    await h.settings.set('workspace', telegramConversation(chat), { language: 'ta' });
    h.emulator.forbid('sendVoice', chat, 'Bad Request: not enough rights to send voice notes to the chat');
    const base = fixture('private-speak').message as Record<string, unknown>;
    const from = { id: chat, is_bot: false, first_name: 'Kavin' };
    h.emulator.pushUpdate({
      update_id: 500050,
      message: { ...base, message_id: 150, from, chat: { id: chat, type: 'private', first_name: 'Kavin' } },
    });
    const told = await h.emulator.waitForCall(
      'sendMessage',
      (c) => c.params.chat_id === chat && /குரல் செய்திகளை அனுப்ப/.test(String(c.params.text)),
    );
    expect(String(told.params.text)).toContain(
      'இந்த அரட்டையில் என்னால் குரல் செய்திகளை அனுப்ப முடியாது. அரட்டையின் அமைப்புகளில் நிர்வாகி இதை அனுமதிக்கலாம்.',
    );
  }, 30_000);
});
