// Threads and direct messages: a thread reads with its parent channel's settings and is answered in
// the thread; in a DM a typed command and a slash command are answered there.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoredMessage } from '../../fakes/discord-emulator.js';
import { type DiscordHarness, MEMBERS, startDiscordHarness, until } from './harness.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const STRING = 3;
const byInteraction = (id: unknown) => (m: StoredMessage) =>
  (m.interaction_metadata as { id?: string } | undefined)?.id === id;

let h: DiscordHarness;
let thread = '';
let secondGuild = '';
beforeAll(async () => {
  h = await startDiscordHarness();
  const i = h.emulator.slash(h.channels.general, MEMBERS.mod, 'settings', [
    { name: 'change', type: STRING, value: 'channel translate hi' },
  ]);
  await until(
    () => h.emulator.visible(h.channels.general, MEMBERS.mod.id).find(byInteraction(i.id)),
    'settings',
  );
  // A second guild carries a thread under its #general (GUILD_CREATE lists threads).
  const parent = h.emulator.snowflake();
  const g = h.emulator.addGuild({
    name: 'with threads',
    preferredLocale: 'hi',
    channels: [
      { name: 'general', id: parent },
      { name: 'a thread', type: 11, parentId: parent },
    ],
  });
  thread = g.channels[1] ?? '';
  secondGuild = g.id;
  const j = h.emulator.slash(parent, MEMBERS.admin, 'settings', [
    { name: 'change', type: STRING, value: 'channel translate hi' },
  ]);
  await until(
    () => h.emulator.visible(parent, MEMBERS.admin.id).find(byInteraction(j.id)),
    'settings in the second guild',
  );
}, 60_000);
afterAll(() => h?.close());

it('a message in a thread is translated with its parent channel’s settings, answered in the thread', async () => {
  const post = h.emulator.post(thread, MEMBERS.asha, 'good morning from the thread');
  const reply = await until(
    () =>
      h.emulator
        .botMessages(thread)
        .find((m) => (m.message_reference as { message_id?: string } | undefined)?.message_id === post.id),
    'the reply in the thread',
  );
  expect(reply.content).toMatch(DEVANAGARI);
}, 30_000);

it('in a DM, a typed command and a slash command are answered there', async () => {
  const dm = h.emulator.openDM(MEMBERS.asha.id);
  const typed = h.emulator.post(dm, MEMBERS.asha, '/translate to hi good evening');
  await until(
    () =>
      h.emulator
        .botMessages(dm)
        .find(
          (m) =>
            (m.message_reference as { message_id?: string } | undefined)?.message_id === typed.id &&
            DEVANAGARI.test(m.content),
        ),
    'the typed answer',
  );
  const i = h.emulator.slash(dm, MEMBERS.asha, 'translate', [
    { name: 'text', type: STRING, value: 'thank you' },
    { name: 'to', type: STRING, value: 'hi' },
  ]);
  await until(
    () =>
      h.emulator
        .visible(dm, MEMBERS.asha.id)
        .find((m) => byInteraction(i.id)(m) && DEVANAGARI.test(m.content)),
    'the slash answer',
  );
}, 30_000);

it('a server’s preferred locale is its workspace language until an admin sets one', async () => {
  const ref = { platform: 'discord' as const, workspaceId: secondGuild, channelId: secondGuild };
  expect((await h.bot.settings.get('workspace', ref)).language).toBe('hi');
  // The first server's locale is en-US: English.
  const first = { platform: 'discord' as const, workspaceId: h.guild, channelId: h.guild };
  expect((await h.bot.settings.get('workspace', first)).language).toBe('en');
});
