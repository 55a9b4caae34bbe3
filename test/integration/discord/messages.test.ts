// Messages end to end: auto-translation (one reply carrying the channel's languages) that follows
// edits and deletes, with mentions, emoji, timestamps and code kept; a lost gateway connection
// resumed without handling an event twice; a global 429 waited out; Missing Permissions told to
// the admins once; and an application without the Message Content intent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredMessage } from '../../fakes/discord-emulator.js';
import { type DiscordHarness, MEMBERS, startDiscordHarness, until } from './harness.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const STRING = 3;
const answers = (h: DiscordHarness, channel: string, id: string) =>
  h.emulator
    .botMessages(channel)
    .filter((m) => (m.message_reference as { message_id?: string } | undefined)?.message_id === id);
const byInteraction = (id: unknown) => (m: StoredMessage) =>
  (m.interaction_metadata as { id?: string } | undefined)?.id === id;

describe('with the Message Content intent', () => {
  let h: DiscordHarness;
  beforeAll(async () => {
    h = await startDiscordHarness();
    const i = h.emulator.slash(h.channels.general, MEMBERS.mod, 'settings', [
      { name: 'change', type: STRING, value: 'channel translate hi' },
    ]);
    await until(
      () => h.emulator.visible(h.channels.general, MEMBERS.mod.id).find(byInteraction(i.id)),
      'the settings answer',
    );
  }, 60_000);
  afterAll(() => h?.close());

  it('translates a message in one reply; an edit edits it; a delete deletes it', async () => {
    const post = h.emulator.post(h.channels.general, MEMBERS.asha, 'good morning friends');
    const reply = await until(
      () => answers(h, h.channels.general, post.id).find((m) => DEVANAGARI.test(m.content)),
      'the translation',
    );
    const before = reply.content;
    // The bot records which answer is the message's once it has posted it (then the edit finds it).
    const conversation = {
      platform: 'discord' as const,
      workspaceId: h.guild,
      channelId: h.channels.general,
    };
    for (let i = 0; i < 100 && !(await h.bot.sent.get(conversation, post.id)).length; i++)
      await new Promise((r) => setTimeout(r, 50));
    h.emulator.edit(h.channels.general, post.id, 'good night friends');
    await until(
      () => (reply.content !== before && DEVANAGARI.test(reply.content)) || undefined,
      'the edited translation',
    );
    expect(answers(h, h.channels.general, post.id)).toHaveLength(1);
    h.emulator.remove(h.channels.general, post.id);
    await until(
      () => !h.emulator.botMessages(h.channels.general).some((m) => m.id === reply.id) || undefined,
      'the delete',
    );
  }, 40_000);

  it('mentions, channels, custom emoji, timestamps and code survive translation, and nobody is pinged again', async () => {
    const text =
      'thank you <@424201000000000002> for the help in <#123456789012345678> <:party:112233445566778899> see <t:1700000000:R> and run `npm test` today';
    const post = h.emulator.post(h.channels.general, MEMBERS.asha, text);
    const reply = await until(
      () => answers(h, h.channels.general, post.id).find((m) => DEVANAGARI.test(m.content)),
      'the translation',
    );
    for (const kept of [
      '<@424201000000000002>',
      '<#123456789012345678>',
      '<:party:112233445566778899>',
      '<t:1700000000:R>',
      '`npm test`',
    ])
      expect(reply.content).toContain(kept);
    const call = h.emulator.calls.find(
      (c) => c.method === 'POST' && (c.result as { id?: string } | undefined)?.id === reply.id,
    );
    expect(call?.body.allowed_mentions).toEqual({ parse: [], replied_user: false });
  }, 30_000);

  it('a dropped gateway connection resumes; a message sent meanwhile is answered once', async () => {
    h.emulator.dropConnections();
    const post = h.emulator.post(h.channels.general, MEMBERS.asha, 'we meet again tomorrow');
    await until(
      () => answers(h, h.channels.general, post.id).find((m) => DEVANAGARI.test(m.content)),
      'the translation after resume',
    );
    await until(() => h.emulator.resumes.length > 0 || undefined, 'the resume');
    // Discord replays after RESUME; a duplicate delivery (same event id) is not answered again.
    await new Promise((r) => setTimeout(r, 500));
    expect(answers(h, h.channels.general, post.id)).toHaveLength(1);
    expect(h.emulator.identifies).toHaveLength(1);
  }, 30_000);

  it('a global 429 is waited out and the answer still comes', async () => {
    h.emulator.rateLimitOnce(/^POST \/channels\/\d+\/messages$/, 0.5, true);
    const post = h.emulator.post(h.channels.general, MEMBERS.asha, 'the weather is nice');
    await until(
      () => answers(h, h.channels.general, post.id).find((m) => DEVANAGARI.test(m.content)),
      'the translation after 429',
    );
    expect(h.emulator.calls.filter((c) => c.status === 429)).toHaveLength(1);
  }, 30_000);

  it('without Send Messages in a channel, the admins hear it once (a clear sentence), not a loop', async () => {
    h.emulator.deny(h.channels.general, 'SEND_MESSAGES');
    h.emulator.post(h.channels.general, MEMBERS.asha, 'first message after the change');
    h.emulator.post(h.channels.general, MEMBERS.asha, 'second message after the change');
    const owner = String(h.emulator.guilds.get(h.guild)?.owner_id);
    const dm = await until(() => h.emulator.dmChannelOf(owner), 'a DM to the owner');
    const told = await until(
      () =>
        h.emulator
          .visible(dm, owner)
          .filter((m) => /Missing Permissions/.test(m.content))
          .at(0),
      'the sentence',
    );
    expect(told.content).toMatch(/Send Messages/);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(h.emulator.visible(dm, owner).filter((m) => /Missing Permissions/.test(m.content))).toHaveLength(
      1,
    );
    expect(h.errors.join('\n')).not.toContain(h.emulator.token);
  }, 30_000);
});

describe('without the Message Content intent', () => {
  let h: DiscordHarness;
  beforeAll(async () => {
    h = await startDiscordHarness({ noMessageContent: true });
  }, 60_000);
  afterAll(() => h?.close());

  it('says why at start-up, commands still work, and /help says how to enable it', async () => {
    expect(h.infos.join('\n')).toMatch(/Message Content Intent/);
    expect(h.discord.messageContent).toBe(false);
    const t = h.emulator.slash(h.channels.general, MEMBERS.asha, 'translate', [
      { name: 'text', type: STRING, value: 'good morning' },
      { name: 'to', type: STRING, value: 'hi' },
    ]);
    await until(
      () =>
        h.emulator
          .visible(h.channels.general, MEMBERS.asha.id)
          .find((m) => byInteraction(t.id)(m) && DEVANAGARI.test(m.content)),
      'the translation',
    );
    const help = h.emulator.slash(h.channels.general, MEMBERS.asha, 'help');
    const note = await until(
      () =>
        h.emulator
          .visible(h.channels.general, MEMBERS.asha.id)
          .find((m) => byInteraction(help.id)(m) && /Message Content Intent/.test(m.content)),
      'the note in /help',
    );
    expect(note.flags & 64).toBe(64);
  }, 30_000);
});
