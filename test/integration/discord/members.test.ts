// `channel translate members` on Discord: the members the bot has seen write in the channel (the
// member list itself needs a privileged intent) are its readers; each message gets one reply in the
// languages they read.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoredMessage } from '../../fakes/discord-emulator.js';
import { type DiscordHarness, MEMBERS, startDiscordHarness, until } from './harness.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const TAMIL = /[\u0B80-\u0BFF]/;
const STRING = 3;
const byInteraction = (id: unknown) => (m: StoredMessage) =>
  (m.interaction_metadata as { id?: string } | undefined)?.id === id;

let h: DiscordHarness;
async function settings(member: (typeof MEMBERS)[keyof typeof MEMBERS], change: string): Promise<void> {
  const i = h.emulator.slash(h.channels.general, member, 'settings', [
    { name: 'change', type: STRING, value: change },
  ]);
  await until(() => h.emulator.visible(h.channels.general, member.id).find(byInteraction(i.id)), change);
}

beforeAll(async () => {
  h = await startDiscordHarness();
}, 60_000);
afterAll(() => h?.close());

it('one reply carrying the languages of the members who write here', async () => {
  await settings(MEMBERS.mod, 'channel translate members');
  await settings(MEMBERS.ravi, 'me language hi');
  await settings(MEMBERS.admin, 'me language ta');
  h.emulator.post(h.channels.general, MEMBERS.ravi, 'नमस्ते सब लोग');
  h.emulator.post(h.channels.general, MEMBERS.admin, 'வணக்கம்');
  await new Promise((r) => setTimeout(r, 500));
  const post = h.emulator.post(h.channels.general, MEMBERS.asha, 'the meeting starts at ten');
  const reply = await until(
    () =>
      h.emulator
        .botMessages(h.channels.general)
        .find((m) => (m.message_reference as { message_id?: string } | undefined)?.message_id === post.id),
    'the reply',
  );
  expect(reply.content).toMatch(DEVANAGARI);
  expect(reply.content).toMatch(TAMIL);
  expect(
    h.emulator
      .botMessages(h.channels.general)
      .filter((m) => (m.message_reference as { message_id?: string } | undefined)?.message_id === post.id),
  ).toHaveLength(1);
}, 40_000);
