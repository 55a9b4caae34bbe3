// Webhook mode: the secret token is checked before anything else; a redelivered update_id is
// answered once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../src/state/keys.js';
import { fixture, startTelegramHarness, type TelegramHarness, WEBHOOK_SECRET } from './harness.js';

let h: TelegramHarness;

beforeAll(async () => {
  h = await startTelegramHarness('webhook');
}, 60_000);

afterAll(async () => {
  await h?.close();
});

const post = (body: unknown, secret?: string) =>
  fetch(`${h.url}/telegram/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret !== undefined ? { 'x-telegram-bot-api-secret-token': secret } : {}),
    },
    body: JSON.stringify(body),
  });

describe('Telegram webhook', () => {
  it('registers the webhook with its secret at start, and no polling', () => {
    expect(h.emulator.webhook).toEqual({
      url: 'https://bot.example/telegram/webhook',
      secret: WEBHOOK_SECRET,
    });
    expect(h.emulator.callsOf('getUpdates')).toHaveLength(0);
  });

  it('a wrong or missing secret gets 401 and nothing is processed', async () => {
    const update = { ...fixture('private-speak'), update_id: 600001 };
    expect((await post(update, 'wrong-secret')).status).toBe(401);
    expect((await post(update)).status).toBe(401);
    await new Promise((r) => setTimeout(r, 1500));
    expect(h.emulator.callsOf('sendVoice')).toHaveLength(0);
    expect(h.emulator.callsOf('sendMessage')).toHaveLength(0);
  });

  it('the same update_id twice gets one reply', async () => {
    const base = fixture('private-speak');
    const update = {
      update_id: 600002,
      message: {
        ...(base.message as object),
        message_id: 150,
        text: '/translate to hi good night',
        entities: [],
      },
    };
    expect((await post(update, WEBHOOK_SECRET)).status).toBe(200);
    expect((await post(update, WEBHOOK_SECRET)).status).toBe(200);
    await h.emulator.waitForCall(
      'sendMessage',
      (c) => (c.params.reply_parameters as { message_id?: number })?.message_id === 150,
    );
    await h.telegram.idle();
    await new Promise((r) => setTimeout(r, 1500));
    const replies = h.emulator
      .callsOf('sendMessage')
      .filter((c) => (c.params.reply_parameters as { message_id?: number })?.message_id === 150);
    // One answer, however it is made up (a translation may come with a note saying it is only sounded out).
    const texts = replies.map((c) => String(c.params.text));
    expect(texts.filter((t) => /[\u0900-\u097F]/.test(t))).toHaveLength(1);
    expect(new Set(texts).size).toBe(texts.length);
  }, 30_000);

  it('asks for message_reaction at setWebhook; a reaction through the webhook is answered', async () => {
    const set = h.emulator.callsOf('setWebhook')[0];
    expect(set?.params.allowed_updates).toContain('message_reaction');
    const base = fixture('private-speak').message as { from: object; chat: { id: number } };
    const say = (update_id: number, message_id: number, text: string) =>
      post(
        {
          update_id,
          message: {
            ...base,
            message_id,
            text,
            entities: text.startsWith('/')
              ? [{ offset: 0, length: text.indexOf(' '), type: 'bot_command' }]
              : [],
          },
        },
        WEBHOOK_SECRET,
      );
    // Telegram's reactions have no flags: the chat maps one it has
    await say(600010, 160, '/settings workspace reactions ✍ hi');
    await say(600011, 161, 'good morning');
    await h.telegram.idle();
    const reaction = {
      update_id: 600012,
      message_reaction: {
        chat: base.chat,
        message_id: 161,
        user: base.from,
        date: 1763780100,
        old_reaction: [],
        new_reaction: [{ type: 'emoji', emoji: '✍' }],
      },
    };
    expect((await post(reaction, WEBHOOK_SECRET)).status).toBe(200);
    const answer = await h.emulator.waitForCall(
      'sendMessage',
      (c) => (c.params.reply_parameters as { message_id?: number })?.message_id === 161,
    );
    expect(String(answer.params.text)).toMatch(/[\u0900-\u097F]/);
  }, 30_000);

  it("a message's text is kept for the hours its workspace retains texts, 24 h when unset", async () => {
    // the chat of the reaction above, whose workspace never set `retain`: 24 h
    const chat = (fixture('private-speak').message as { chat: { id: number } }).chat.id;
    const unset = await h.redis.ttl(keys.telegram.text(chat, 161));
    expect(unset).toBeGreaterThan(23 * 3_600);
    expect(unset).toBeLessThanOrEqual(24 * 3_600);

    // A chat of its own (whose settings this process has not read yet) retains texts 2 hours.
    const meena = { id: 515253, is_bot: false, first_name: 'Meena', language_code: 'en' };
    const say = (update_id: number, message_id: number, text: string) =>
      post(
        {
          update_id,
          message: {
            message_id,
            from: meena,
            chat: { id: meena.id, first_name: 'Meena', type: 'private' },
            date: Math.floor(Date.now() / 1000),
            text,
            entities: text.startsWith('/')
              ? [{ offset: 0, length: text.indexOf(' '), type: 'bot_command' }]
              : [],
          },
        },
        WEBHOOK_SECRET,
      );
    await say(600020, 170, '/settings workspace privacy retain 2');
    await h.emulator.waitForCall(
      'sendMessage',
      (c) => c.params.chat_id === meena.id && /2 hours/.test(String(c.params.text)),
    );
    await say(600021, 171, 'see you at the station');
    await h.telegram.idle();
    const kept = await h.redis.ttl(keys.telegram.text(meena.id, 171));
    expect(kept).toBeGreaterThan(2 * 3_600 - 60);
    expect(kept).toBeLessThanOrEqual(2 * 3_600);
  }, 30_000);

  it('an edited message and a channel post are taken in', async () => {
    expect((await post(fixture('channel-post'), WEBHOOK_SECRET)).status).toBe(200);
    expect((await post(fixture('edited-message'), WEBHOOK_SECRET)).status).toBe(200);
    await h.telegram.idle();
    expect(h.errors).toEqual([]);
  }, 30_000);
});
