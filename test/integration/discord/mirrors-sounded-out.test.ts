// A mirror channel shows one language alone: a translation the local API only sounded out (no
// translation engine for en→hi here, apiStatus 10) is posted there with its reader's note, as in a
// Telegram topic, never passed off as a translation.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DiscordHarness, MEMBERS, modSettings, startDiscordHarness, until } from './harness.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const NOTE =
  '(Sounded out in Devanagari; no translation engine for en→hi here — set LOCAL_MT_URL or use the Language Services API.)';

let h: DiscordHarness;
const settings = (change: string) => modSettings(h, change);

beforeAll(async () => {
  h = await startDiscordHarness();
}, 60_000);
afterAll(() => h?.close());

it('a Hindi mirror post only sounded out carries the note under the text; an edit keeps it', async () => {
  await settings('channel translate hi');
  const set = await settings(`channel mirror hi <#${h.channels.tamil}>`);
  expect(set.content).toContain(`<#${h.channels.tamil}>`);
  const post = h.emulator.post(h.channels.general, MEMBERS.asha, 'good morning everyone');
  const mirror = await until(
    () => h.emulator.botMessages(h.channels.tamil).find((m) => m.webhook_id && DEVANAGARI.test(m.content)),
    'the mirror post',
  );
  const [text, note] = mirror.content.split('\n');
  expect(text).toMatch(/^[\u0900-\u097F ]+$/);
  expect(note).toBe(NOTE);

  const before = mirror.content;
  h.emulator.edit(h.channels.general, post.id, 'good night everyone');
  await until(() => (mirror.content !== before ? true : undefined), 'the edited mirror');
  expect(mirror.content.split('\n')[1]).toBe(NOTE);
}, 40_000);
