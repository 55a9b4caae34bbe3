// A new Telegram user's first messages, in their app's language (`language_code`): /start, with or
// without a deep-link payload, answers the welcome with buttons for the first steps, and /help
// lists the commands — through grammY against the loopback Bot API emulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../fakes/telegram-emulator.js';
import { startTelegramHarness, type TelegramHarness } from './harness.js';

let h: TelegramHarness;
let updateId = 700_000;

beforeAll(async () => {
  h = await startTelegramHarness('polling');
}, 60_000);

afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h?.close();
});

/** A private message from a new user whose Telegram app is in `lang`. */
function send(chat: number, lang: string, text: string): number {
  const messageId = ++updateId;
  const command = text.split(' ')[0] ?? text;
  h.emulator.pushUpdate({
    update_id: updateId,
    message: {
      message_id: messageId,
      from: { id: chat, is_bot: false, first_name: 'Meena', language_code: lang },
      chat: { id: chat, first_name: 'Meena', type: 'private' },
      date: Math.floor(Date.now() / 1000),
      text,
      entities: [{ offset: 0, length: command.length, type: 'bot_command' }],
    },
  });
  return messageId;
}

const answerTo = (chat: number, messageId: number) => (c: RecordedCall) =>
  c.params.chat_id === chat &&
  (c.params.reply_parameters as { message_id?: number })?.message_id === messageId;

/** Letters of `text` in `script`, of all its letters outside commands (`/settings me language hi`). */
function share(text: string, script: RegExp): number {
  const letters = [...text.replace(/\/[a-z]+[\x20-\x7e]*/g, ' ')].filter((c) => /\p{L}/u.test(c));
  return letters.filter((c) => script.test(c)).length / Math.max(1, letters.length);
}

const buttonsOf = (call: RecordedCall) =>
  (
    call.params.reply_markup as { inline_keyboard: { text: string; callback_data: string }[][] }
  ).inline_keyboard.flat();

describe('Telegram /start and /help in the member’s language', () => {
  it('a member whose app is in Hindi gets the /start welcome in Hindi, with buttons', async () => {
    const id = send(5101, 'hi', '/start');
    const reply = await h.emulator.waitForCall('sendMessage', answerTo(5101, id));
    const text = String(reply.params.text);
    expect(text).toMatch(/^नमस्ते, Meena!/);
    expect(share(text, /\p{Script=Devanagari}/u)).toBeGreaterThan(0.8);
    expect(text).not.toMatch(/I don't know/);
    expect(buttonsOf(reply).map((b) => b.text)).toEqual(['🌐 मेरी भाषा', '📖 सारी कमांड']);
  });

  it('a deep link (/start with a payload) gets the same welcome', async () => {
    const id = send(5102, 'hi-IN', '/start invite-42');
    const reply = await h.emulator.waitForCall('sendMessage', answerTo(5102, id));
    expect(String(reply.params.text)).toMatch(/^नमस्ते, Meena!/);
  });

  it("the welcome's button opens the language menu", async () => {
    const id = send(5103, 'hi', '/start');
    const welcome = await h.emulator.waitForCall('sendMessage', answerTo(5103, id));
    const button = buttonsOf(welcome).find((b) => b.text === '🌐 मेरी भाषा');
    h.emulator.pushUpdate({
      update_id: ++updateId,
      callback_query: {
        id: `cb-${updateId}`,
        from: { id: 5103, is_bot: false, first_name: 'Meena', language_code: 'hi' },
        message: {
          message_id: 1,
          from: { id: 7000001, is_bot: true, first_name: 'dubash' },
          chat: { id: 5103, first_name: 'Meena', type: 'private' },
          date: Math.floor(Date.now() / 1000),
          text: String(welcome.params.text),
        },
        chat_instance: '1',
        data: button?.callback_data,
      },
    });
    const menu = await h.emulator.waitForCall(
      'sendMessage',
      (c) =>
        c.params.chat_id === 5103 && buttonsOf(c).some((b) => b.callback_data.includes('me:language:ta')),
    );
    expect(menu.params.text).toBeTruthy();
    // the languages are named in the reader's language
    const tamil = buttonsOf(menu).find((b) => b.callback_data.includes('me:language:ta'));
    expect(tamil?.text).toBe('तमिल');
  });

  it('a member whose app is in Tamil gets /help in Tamil', async () => {
    const id = send(5104, 'ta', '/help');
    const reply = await h.emulator.waitForCall('sendMessage', answerTo(5104, id));
    const text = String(reply.params.text);
    expect(text).toMatch(/^கட்டளைகள்/);
    expect(text).toContain('/translate');
    expect(share(text, /\p{Script=Tamil}/u)).toBeGreaterThan(0.8);
  });

  it('an English app still gets English', async () => {
    const id = send(5105, 'en', '/start');
    const reply = await h.emulator.waitForCall('sendMessage', answerTo(5105, id));
    expect(String(reply.params.text)).toMatch(/^Namaste, Meena!\nI am dubash/);
  });
});
