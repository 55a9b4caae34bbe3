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
});
