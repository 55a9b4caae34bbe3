// A reply with buttons longer than one Telegram message goes out in parts: the buttons belong under
// the whole answer, on its last part only (on every part, a member saw the same menu two or three
// times, and pressing an earlier copy acted on a menu the text had moved past). An edit that moves
// the end to another part takes the buttons off the part that no longer ends the answer.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { telegramConversation } from '../../../adapters/telegram/ids.js';
import type { Reply } from '../../../src/core/reply.js';
import { startTelegramHarness, type TelegramHarness } from './harness.js';

let h: TelegramHarness;
const GROUP = -1005550077;

const sentences = (n: number) =>
  Array.from({ length: n }, (_, i) => `Line ${i + 1} of the settings explained at length for the team.`).join(
    ' ',
  );

const menu = (text: string): Reply => ({
  type: 'text',
  text,
  actions: { command: 'settings', rows: [[{ id: 'settings:lang', label: 'Language', value: 'hi' }]] },
});

type Call = { params: Record<string, unknown> };
const hasButtons = (c: Call) => c.params.reply_markup !== undefined;

beforeAll(async () => {
  h = await startTelegramHarness('polling');
}, 60_000);

afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h?.close();
});

it('buttons under the last part only, also after an edit to more parts', async () => {
  const conversation = telegramConversation(GROUP);
  const before = h.emulator.callsOf('sendMessage').length;
  const sent = await h.telegram.send(conversation, menu(sentences(80)));
  const parts = h.emulator.callsOf('sendMessage').slice(before) as Call[];
  expect(parts.length).toBeGreaterThanOrEqual(2);
  expect(parts.map(hasButtons)).toEqual(parts.map((_, i) => i === parts.length - 1));

  const edits = h.emulator.callsOf('editMessageText').length;
  const sends = h.emulator.callsOf('sendMessage').length;
  await h.telegram.edit(conversation, sent.id, menu(sentences(140)));
  const edited = h.emulator.callsOf('editMessageText').slice(edits) as Call[];
  const added = h.emulator.callsOf('sendMessage').slice(sends) as Call[];
  expect(edited).toHaveLength(parts.length);
  expect(added.length).toBeGreaterThanOrEqual(1);
  // The old last part is a middle part now: edited without buttons (Telegram then removes them).
  expect(edited.some(hasButtons)).toBe(false);
  expect(added.map(hasButtons)).toEqual(added.map((_, i) => i === added.length - 1));
});
