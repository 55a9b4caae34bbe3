// The contract driver of Discord: the whole bot with the Discord adapter on the loopback Discord
// emulator (test/integration/discord/harness.ts), the real discord.js client on its gateway.
// Members post typed messages (a `/command …` typed as text, as Discord sends it when no slash
// command is picked); what a member reads is the emulator's store: the channel's messages they can
// see (mentions drawn as `@Name`, like the Discord client) and their DM channel with the bot.
import type { StoredMessage } from '../fakes/discord-emulator.js';
import { type DiscordHarness, MEMBERS, startDiscordHarness } from '../integration/discord/harness.js';
import type { ContractDriver, MemberView, Seen } from './driver.js';

type Name = keyof typeof MEMBERS;
const member = (name: string) => {
  const m = MEMBERS[name as Name];
  if (!m) throw new Error(`no member ${name}`);
  return m;
};

function seen(m: StoredMessage): Seen {
  const names = new Map<string, string>(Object.values(MEMBERS).map((u) => [u.id, u.global_name]));
  const text = m.content.replace(/<@!?(\d+)>/g, (all, id: string) =>
    names.has(id) ? `@${names.get(id)}` : all,
  );
  const reference = (m.message_reference as { message_id?: string } | undefined)?.message_id;
  const buttons = (m.components as { components?: { label?: string }[] }[]).flatMap((row) =>
    (row.components ?? []).map((b) => b.label ?? ''),
  );
  return { id: m.id, text, ...(reference ? { replyTo: reference } : {}), buttons };
}

export async function discordDriver(): Promise<ContractDriver> {
  const h: DiscordHarness = await startDiscordHarness();
  const channel = h.channels.general;
  // Ravi does not take direct messages from bots (his privacy settings): Discord answers 50007.
  h.emulator.forbidDM(MEMBERS.ravi.id);
  const find = (id: string) =>
    [channel, ...Object.values(MEMBERS).map((u) => h.emulator.dmChannelOf(u.id) ?? '')]
      .flatMap((c) => h.emulator.messages.get(c) ?? [])
      .find((m) => m.id === id);
  return {
    name: 'discord',
    ephemeral: false,
    reportsDeletes: true,
    async say(name, text, opts = {}) {
      const original = opts.replyTo ? find(opts.replyTo) : undefined;
      const reply = original
        ? {
            message_reference: { message_id: original.id, channel_id: channel },
            referenced_message: { ...original, visibleTo: undefined },
          }
        : {};
      return h.emulator.post(channel, member(name), text, reply).id;
    },
    async sayVoice(name, ogg) {
      const attachment = h.emulator.attachment(ogg, {
        filename: 'voice-message.ogg',
        contentType: 'audio/ogg',
        voice: { durationSecs: 3, waveform: Buffer.from([10, 200, 30]).toString('base64') },
      });
      return h.emulator.post(channel, member(name), '', { attachments: [attachment], flags: 8192 }).id;
    },
    async edit(_name, id, text) {
      h.emulator.edit(channel, id, text);
    },
    async remove(_name, id) {
      h.emulator.remove(channel, id);
    },
    async press(name, messageId, label) {
      const m = find(messageId);
      const button = (
        m?.components as { components?: { label?: string; custom_id?: string }[] }[] | undefined
      )
        ?.flatMap((r) => r.components ?? [])
        .find((b) => b.label === label);
      if (!m || !button?.custom_id) throw new Error(`no button "${label}" on ${messageId}`);
      h.emulator.press(m.channel_id, member(name), messageId, button.custom_id);
    },
    async view(name): Promise<MemberView> {
      const u = member(name);
      const mine = (c: string | undefined) =>
        c ? h.emulator.botMessages(c).filter((m) => !m.visibleTo || m.visibleTo === u.id) : [];
      return { channel: mine(channel).map(seen), direct: mine(h.emulator.dmChannelOf(u.id)).map(seen) };
    },
    close: () => h.close(),
  };
}
