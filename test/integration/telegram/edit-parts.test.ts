// An answer longer than one Telegram message (4,096 characters) goes out in parts: an edit of its
// source rewrites every part (more parts, fewer), and a delete of the source removes them all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramConversation } from '../../../adapters/telegram/ids.js';
import { fixture, startTelegramHarness, type TelegramHarness } from './harness.js';

let h: TelegramHarness;

const GROUP = -1005550001;
const RAVI = 515151;
const DEVANAGARI = /[\u0900-\u097F]/;

/** Sentences of a long message, each different so none is left out as a repeat. */
const sentences = (n: number) =>
  Array.from({ length: n }, (_, i) => `Item ${i + 1} on the list is the weekly report of the team.`).join(
    ' ',
  );

function groupMessage(id: number, text: string) {
  const base = fixture('group-topic-translate').message as Record<string, unknown>;
  const { reply_to_message: _r, message_thread_id: _t, is_topic_message: _i, ...rest } = base;
  const command = text.startsWith('/')
    ? [{ offset: 0, length: text.split(' ')[0]?.length ?? 0, type: 'bot_command' }]
    : [];
  return {
    ...rest,
    chat: { id: GROUP, title: 'Team', type: 'supergroup' },
    message_id: id,
    text,
    entities: command,
  };
}

/** the bot's last message before the source: its settings confirmation */
let mark = 0;
/** The bot's messages in the group after its settings confirmation: the answer's parts. */
const translationParts = () => h.emulator.botMessagesIn(GROUP).filter((m) => m.id > mark);

async function until(what: string, done: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) {
      const parts = translationParts().map((m) => `${m.id}: ${m.text.length} chars`);
      throw new Error(`timed out waiting for ${what}; parts shown: ${parts.join(', ')}; ${h.errors}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  h = await startTelegramHarness('polling');
}, 60_000);

afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h?.close();
});

describe('Telegram: an answer in parts follows its source', () => {
  it('an edit to more parts, then to one, then a delete: no part of the answer is left', async () => {
    h.emulator.setAdmins(GROUP, [RAVI]);
    h.emulator.pushUpdate({ message: groupMessage(401, '/settings channel translate hi,ta,bn') });
    const confirmed = await h.emulator.waitForCall('sendMessage', (c) => c.params.chat_id === GROUP);
    mark = (confirmed.result as { message_id: number }).message_id;

    h.emulator.pushUpdate({ message: groupMessage(402, sentences(40)) });
    await until('the answer in 2 parts', () => translationParts().length >= 2);
    const first = translationParts();
    expect(first).toHaveLength(2);
    expect(first.every((m) => m.text.length <= 4096)).toBe(true);
    expect(first.some((m) => DEVANAGARI.test(m.text))).toBe(true);

    const edit = (text: string) =>
      h.emulator.pushUpdate({
        edited_message: { ...groupMessage(402, text), edit_date: Math.floor(Date.now() / 1000) },
      });
    // Longer: one more part, the ones there edited.
    edit(sentences(62));
    await until('the answer in 3 parts', () => translationParts().length >= 3);
    expect(translationParts()).toHaveLength(3);
    expect(
      translationParts()
        .map((m) => m.id)
        .slice(0, first.length),
    ).toEqual(first.map((m) => m.id));

    // Shorter: one part, the others deleted.
    const before = h.emulator.calls.length;
    edit('The report is due on Friday.');
    await until('the answer edited into one message', () =>
      h.emulator.calls.slice(before).some((c) => c.method === 'editMessageText'),
    );
    await until('one part left', () => translationParts().length === 1);
    expect(translationParts()[0]?.text).toMatch(DEVANAGARI);
    expect(translationParts()[0]?.text.length).toBeLessThan(400);

    // Telegram tells bots of no deletes: the bot's delete event stands in for one.
    await h.bot.dispatch({
      id: 'tg:delete:402',
      kind: 'delete',
      conversation: telegramConversation(GROUP),
      messageId: '402',
      author: { id: String(RAVI), name: 'Ravi', isBot: false, isSelf: false, isAdmin: true },
    });
    expect(translationParts()).toEqual([]);
  }, 120_000);
});
