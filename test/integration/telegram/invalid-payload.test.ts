// A Telegram update with a file Telegram would never describe so (`file_size: -1`): the webhook
// answers 400 and nothing is queued; a job whose payload is not valid tells the member what to do,
// in a sentence, never the schema's words (issue 9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateProblem } from '../../../adapters/telegram/update-check.js';
import { fixture, startTelegramHarness, type TelegramHarness, WEBHOOK_SECRET } from './harness.js';

let h: TelegramHarness;

beforeAll(async () => {
  h = await startTelegramHarness('webhook');
}, 60_000);

afterAll(async () => {
  await h?.close();
});

const post = (body: unknown) =>
  fetch(`${h.url}/telegram/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
    body: JSON.stringify(body),
  });

function voiceUpdate(updateId: number, voice: Record<string, unknown>) {
  const base = fixture('private-voice').message as Record<string, unknown>;
  return {
    update_id: updateId,
    message: {
      ...base,
      message_id: 700 + (updateId % 100),
      voice: { duration: 2, mime_type: 'audio/ogg', file_id: 'AwACbad', file_unique_id: 'bad1', ...voice },
    },
  };
}

describe('invalid platform payloads', () => {
  it('a voice note with file_size -1 gets 400 naming the field, and no reply', async () => {
    const res = await post(voiceUpdate(610001, { file_size: -1 }));
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("invalid Telegram update: the voice file's size (-1) is not valid");
    await new Promise((r) => setTimeout(r, 1_000));
    const replies = h.emulator.calls.filter(
      (c) =>
        c.method.startsWith('send') &&
        c.method !== 'sendChatAction' &&
        /payload|event\.media/.test(JSON.stringify(c.params)),
    );
    expect(replies).toEqual([]);
  });

  it('a negative duration in a replied-to message is refused too', () => {
    const update = voiceUpdate(610002, {});
    const message = update.message as Record<string, unknown>;
    message.voice = undefined;
    message.text = '/transcribe';
    message.reply_to_message = {
      ...(voiceUpdate(610003, { duration: -5 }).message as object),
      message_id: 5,
    };
    expect(updateProblem(update as never)).toBe("the voice file's durationS (-5) is not valid");
  });

  it('a good voice note still passes', () => {
    expect(updateProblem(voiceUpdate(610004, { file_size: 1234 }) as never)).toBeUndefined();
  });

  // Issue 18: a 20 MB update (secret known) was parsed and segmented for more than 15 minutes.
  it('an update body over 1 MB gets 413 before it is parsed, and no reply', async () => {
    const base = fixture('private-speak').message as Record<string, unknown>;
    const huge = {
      update_id: 610010,
      message: { ...base, message_id: 790, text: `/translate ${'a'.repeat(2_000_000)}` },
    };
    const res = await post(huge);
    expect(res.status).toBe(413);
    await h.telegram.idle();
    const replies = h.emulator.calls.filter(
      (c) =>
        c.method === 'sendMessage' &&
        (c.params.reply_parameters as { message_id?: number })?.message_id === 790,
    );
    expect(replies).toEqual([]);
    expect(h.errors).toEqual([]);
  });

  it('a text longer than Telegram allows gets 400 saying so, and no reply', async () => {
    const base = fixture('private-speak').message as Record<string, unknown>;
    const long = {
      update_id: 610011,
      message: { ...base, message_id: 791, text: `/translate ${'a'.repeat(5_000)}` },
    };
    const res = await post(long);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(
      "invalid Telegram update: a message's text is at most 4096 characters (this one has 5011)",
    );
    const caption = {
      update_id: 610012,
      message: { ...base, message_id: 792, text: undefined, caption: 'b'.repeat(1_025) },
    };
    expect((await post(caption)).status).toBe(400);
  });
});
