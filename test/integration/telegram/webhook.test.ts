// Webhook mode: the secret token is checked before anything else; a redelivered update_id is
// answered once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('an edited message and a channel post are taken in', async () => {
    expect((await post(fixture('channel-post'), WEBHOOK_SECRET)).status).toBe(200);
    expect((await post(fixture('edited-message'), WEBHOOK_SECRET)).status).toBe(200);
    await h.telegram.idle();
    expect(h.errors).toEqual([]);
  }, 30_000);
});
