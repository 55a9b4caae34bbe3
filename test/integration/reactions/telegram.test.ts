// Translate by reaction on Telegram: the real grammY runner against the Bot API emulator, which
// sends `message_reaction` as Telegram does — only to a bot that is an admin of the group and asked
// for it in allowed_updates, with no text of the message (the bot remembers what it saw).
// Telegram's emoji reactions have no flags, so the group maps ones it has (/settings).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BridgeHarness, GROUP, startBridgeHarness, TG } from '../bridge/harness.js';

let b: BridgeHarness;
const chat = { id: GROUP, title: 'Hindi room', type: 'supergroup' };

beforeAll(async () => {
  b = await startBridgeHarness();
  // Telegram tells only admins about reactions; the admin's app is in Hindi, so "Done." is "हो गया।"
  b.emulator.setAdmins(GROUP, [TG.admin.id, b.emulator.botUser.id]);
  const set = b.tgSay('admin', '/settings workspace reactions ✍ hi');
  await b.tgWait((v) => v.find((m) => m.replyTo === set && m.text.startsWith('हो गया।')));
  const set2 = b.tgSay('admin', '/settings workspace reactions 🤓 ta');
  await b.tgWait((v) => v.find((m) => m.replyTo === set2 && m.text.startsWith('हो गया।')));
}, 90_000);
afterAll(async () => {
  await b?.close();
}, 60_000);

const react = (who: keyof typeof TG, messageId: number, added: string[], before: string[] = []) =>
  b.emulator.pushReaction({ chat, messageId, user: TG[who], added, before });
/**
 * The bot's own message is remembered just after Telegram answered its send, so a test that reacts
 * the instant it sees the message may come first (no text yet: no answer); as in a chat, another
 * member then reacts.
 */
async function reactToAnswer(id: number, emoji: string) {
  for (const who of ['admin', 'ravi'] as const) {
    react(who, id, [emoji]);
    const found = await b.tgWait((v) => v.find((m) => m.replyTo === id), 5_000).catch(() => undefined);
    if (found) return found;
  }
  throw new Error(`no answer to a reaction on ${id}`);
}
const answersTo = (id: number) =>
  b
    .tgView()
    .filter((m) => m.replyTo === id)
    .map((m) => m.text);

describe('translate by reaction on Telegram', () => {
  it('a mapped reaction on an English message is answered with the Hindi translation, as a reply', async () => {
    const id = b.tgSay('ravi', 'good morning');
    react('admin', id, ['✍']);
    await b.tgWait((v) => v.find((m) => m.replyTo === id));
    expect(answersTo(id)).toEqual(['सुप्रभात']);
    // the bot's own answer can be reacted to too (Telegram sent the bot no update of it)
    const answer = b.tgView().find((m) => m.replyTo === id)?.id ?? 0;
    await reactToAnswer(answer, '🤓');
    expect(answersTo(answer)).toEqual(['காலை வணக்கம்']);
  });

  it('the same reaction again, by another member too, answers once; an unmapped one answers nothing', async () => {
    const id = b.tgSay('ravi', 'thank you very much');
    react('admin', id, ['✍']);
    react('admin', id, ['✍']); // removed and added again
    react('ravi', id, ['✍']);
    react('ravi', id, ['👍'], ['✍']);
    // updates of one chat are handled in order: once the Tamil answer is there, the rest were handled
    react('admin', id, ['🤓'], ['✍']);
    await b.tgWait((v) => v.find((m) => m.replyTo === id && m.text === 'மிக்க நன்றி'));
    expect(answersTo(id)).toEqual(['बहुत बहुत धन्यवाद', 'மிக்க நன்றி']);
  });

  it('a message in a forum topic is answered in that topic (the reaction does not name it)', async () => {
    const id = 5_001;
    b.emulator.pushUpdate({
      update_id: 0,
      message: {
        message_id: id,
        message_thread_id: 77,
        is_topic_message: true,
        from: TG.ravi,
        chat: { ...chat, is_forum: true },
        date: Math.floor(Date.now() / 1000),
        text: 'good morning',
        reply_to_message: { message_id: 77, chat, date: 0, forum_topic_created: { name: 'news' } },
      },
    });
    react('admin', id, ['✍']);
    await b.tgWait((v) => v.find((m) => m.replyTo === id));
    const sent = b.emulator.calls.find(
      (c) =>
        c.method === 'sendMessage' &&
        (c.params.reply_parameters as { message_id?: number })?.message_id === id,
    );
    expect(sent?.params.text).toBe('सुप्रभात');
    expect(sent?.params.message_thread_id).toBe(77);
  });

  it('a voice note’s transcripts, posted or edited into a progress notice, can be reacted to', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dubash-reaction-voice-'));
    const ogg = join(dir, 'goforward.ogg');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 's16le', '-ar', '16000', '-ac', '1'],
      ...['-i', '/usr/share/pocketsphinx/test/data/goforward.raw', '-c:a', 'libopus', '-b:a', '32k', ogg],
    ]);
    const data = readFileSync(ogg);
    rmSync(dir, { recursive: true, force: true });
    const fileId = b.emulator.addFile(data, { path: 'voice/reaction.oga' });
    const id = 6_001;
    // an English speaker (the local engine hears English)
    const eve = { id: 515199, first_name: 'Eve', is_bot: false, language_code: 'en' };
    b.emulator.pushUpdate({
      update_id: 0,
      message: {
        message_id: id,
        from: eve,
        chat,
        date: Math.floor(Date.now() / 1000),
        voice: {
          duration: 3,
          mime_type: 'audio/ogg',
          file_id: fileId,
          file_unique_id: fileId,
          file_size: data.length,
        },
      },
    });
    // the automatic transcript is posted as a new message
    const auto = await b.tgWait((v) => v.find((m) => m.replyTo === id && /go forward/i.test(m.text)), 40_000);
    const answer = await reactToAnswer(auto.id, '✍');
    expect(answer.text).toMatch(/[\u0900-\u097F]/);
    // /transcribe's answer is its progress notice edited into the transcript
    const ask = 6_002;
    const voice = {
      duration: 3,
      mime_type: 'audio/ogg',
      file_id: fileId,
      file_unique_id: fileId,
      file_size: data.length,
    };
    b.emulator.pushUpdate({
      update_id: 0,
      message: {
        message_id: ask,
        from: eve,
        chat,
        date: Math.floor(Date.now() / 1000),
        text: '/transcribe language en',
        entities: [{ offset: 0, length: 11, type: 'bot_command' }],
        reply_to_message: { message_id: id, from: eve, chat, date: 0, voice },
      },
    });
    const edited = await b.tgWait(
      (v) => v.find((m) => m.replyTo === ask && /go forward/i.test(m.text)),
      40_000,
    );
    expect(
      b.emulator.calls.some(
        (c) => c.method === 'editMessageText' && Number(c.params.message_id) === edited.id,
      ),
    ).toBe(true);
    const tamil = await reactToAnswer(edited.id, '🤓');
    expect(tamil.text).toMatch(/[\u0B80-\u0BFF]/);
  }, 90_000);

  it('a message the bot never saw (no text to translate) gets no answer', async () => {
    react('admin', 999_999, ['✍']);
    const id = b.tgSay('ravi', 'see you tomorrow');
    react('admin', id, ['✍']);
    await b.tgWait((v) => v.find((m) => m.replyTo === id));
    expect(answersTo(999_999)).toEqual([]);
    expect(answersTo(id)).toEqual(['कल मिलते हैं']);
  });
});
