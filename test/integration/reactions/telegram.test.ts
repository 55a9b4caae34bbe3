// Translate by reaction on Telegram: the real grammY runner against the Bot API emulator, which
// sends `message_reaction` as Telegram does — only to a bot that is an admin of the group and asked
// for it in allowed_updates, with no text of the message (the bot remembers what it saw).
// Telegram's emoji reactions have no flags, so the group maps ones it has (/settings).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BridgeHarness, GROUP, startBridgeHarness, TG } from '../bridge/harness.js';

let b: BridgeHarness;
const chat = { id: GROUP, title: 'Hindi room', type: 'supergroup' };

beforeAll(async () => {
  b = await startBridgeHarness();
  // Telegram tells only admins about reactions
  b.emulator.setAdmins(GROUP, [TG.admin.id, b.emulator.botUser.id]);
  const set = b.tgSay('admin', '/settings workspace reactions ✍ hi');
  await b.tgWait((v) => v.find((m) => m.replyTo === set && m.text.startsWith('Done.')));
  const set2 = b.tgSay('admin', '/settings workspace reactions 🤓 ta');
  await b.tgWait((v) => v.find((m) => m.replyTo === set2 && m.text.startsWith('Done.')));
}, 90_000);
afterAll(async () => {
  await b?.close();
}, 60_000);

const react = (who: keyof typeof TG, messageId: number, added: string[], before: string[] = []) =>
  b.emulator.pushReaction({ chat, messageId, user: TG[who], added, before });
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
    react('ravi', answer, ['🤓']);
    await b.tgWait((v) => v.find((m) => m.replyTo === answer));
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

  it('a message the bot never saw (no text to translate) gets no answer', async () => {
    react('admin', 999_999, ['✍']);
    const id = b.tgSay('ravi', 'see you tomorrow');
    react('admin', id, ['✍']);
    await b.tgWait((v) => v.find((m) => m.replyTo === id));
    expect(answersTo(999_999)).toEqual([]);
    expect(answersTo(id)).toEqual(['कल मिलते हैं']);
  });
});
