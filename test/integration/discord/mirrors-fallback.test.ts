// A language whose mirror channel cannot be posted to (dubash may not manage its webhooks) is not
// dropped: it is in the one reply in the channel, as a reply to the source, and a delete of the
// source deletes that reply.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoredMessage } from '../../fakes/discord-emulator.js';
import { type DiscordHarness, MEMBERS, modSettings, startDiscordHarness, until } from './harness.js';

const TAMIL = /[\u0B80-\u0BFF]/;
const answering = (id: string) => (m: StoredMessage) =>
  (m.message_reference as { message_id?: string } | undefined)?.message_id === id;

let h: DiscordHarness;
const settings = (change: string) => modSettings(h, change);

beforeAll(async () => {
  h = await startDiscordHarness();
}, 60_000);
afterAll(() => h?.close());

it('a Tamil mirror dubash cannot post to leaves Tamil in the reply in the channel', async () => {
  await settings('channel translate ta');
  await settings(`channel mirror ta <#${h.channels.tamil}>`);
  h.emulator.deny(h.channels.tamil, 'MANAGE_WEBHOOKS');

  const post = h.emulator.post(h.channels.general, MEMBERS.asha, 'good morning everyone');
  const reply = await until(
    () => h.emulator.botMessages(h.channels.general).find(answering(post.id)),
    'the reply in #general',
  );
  expect(reply.content).toMatch(TAMIL);
  expect(h.emulator.botMessages(h.channels.tamil)).toEqual([]);

  h.emulator.remove(h.channels.general, post.id);
  await until(
    () => !h.emulator.botMessages(h.channels.general).some((m) => m.id === reply.id) || undefined,
    'the deleted reply',
  );
}, 40_000);
