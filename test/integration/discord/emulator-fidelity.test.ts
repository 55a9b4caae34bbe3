// The emulator behaves as Discord does where the bot could tell the difference, seen through the
// real discord.js Client: Execute Webhook refuses the usernames Discord refuses (with its error
// body); @everyone has Discord's default permissions, which an admin may change for the server or
// one channel; GET Guild Member answers (guild.members.fetch); an interaction's answer carries the
// member's own user (so discord.js keeps their name); GUILD_CREATE carries voice states only with
// the GUILD_VOICE_STATES intent.
import { Client, DiscordAPIError, Events, GatewayIntentBits, PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscordEmulator, type EmulatorUser, PERMS } from '../../fakes/discord-emulator.js';

const ASHA: EmulatorUser = { id: '424201000000000001', username: 'asha', global_name: 'Asha' };

let emu: DiscordEmulator;
let client: Client;
let guild = '';
let general = '';
let lounge = '';

async function connect(intents: GatewayIntentBits[]): Promise<Client> {
  const c = new Client({ intents, rest: { api: emu.apiUrl } });
  const ready = new Promise((r) => c.once(Events.ClientReady, r));
  await c.login(emu.token);
  await ready;
  return c;
}

beforeAll(async () => {
  emu = await DiscordEmulator.start();
  const g = emu.addGuild({ name: 'G', channels: [{ name: 'general' }, { name: 'Lounge', type: 2 }] });
  guild = g.id;
  general = g.channels[0] ?? '';
  lounge = g.channels[1] ?? '';
  emu.voice.joinVoice(ASHA, lounge);
  client = await connect([GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages]);
});
afterAll(async () => {
  await client?.destroy();
  await emu?.close();
});

async function until(ok: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(ok()).toBe(true);
}

describe('Discord emulator fidelity', () => {
  it('Execute Webhook refuses "discord" and "clyde" in a username, "everyone" and "here" as one, and over 80 characters', async () => {
    const hook = (await client.rest.post(`/channels/${general}/webhooks`, { body: { name: 'dubash' } })) as {
      id: string;
      token: string;
    };
    const execute = (username: string) =>
      client.rest
        .post(`/webhooks/${hook.id}/${hook.token}`, {
          body: { content: 'hello', username },
          auth: false,
          query: new URLSearchParams({ wait: 'true' }),
        })
        .then(
          () => 'posted',
          (e: unknown) => e,
        );
    const refusal = async (username: string) => {
      const err = await execute(username);
      expect(err, username).toBeInstanceOf(DiscordAPIError);
      const e = err as DiscordAPIError;
      expect([e.status, e.code, e.message.split('\n')[0]]).toEqual([400, 50035, 'Invalid Form Body']);
      return (e.rawError as { errors?: { username?: { _errors?: unknown[] } } }).errors?.username
        ?._errors?.[0];
    };
    expect(await refusal('Kavin (Discord)')).toEqual({
      code: 'USERNAME_INVALID_CONTAINS',
      message: 'Username cannot contain "discord"',
    });
    expect(await refusal('Clydesdale')).toEqual({
      code: 'USERNAME_INVALID_CONTAINS',
      message: 'Username cannot contain "clyde"',
    });
    expect(await refusal('here')).toEqual({ code: 'USERNAME_INVALID', message: 'Username cannot be "here"' });
    expect(await refusal('Everyone')).toEqual({
      code: 'USERNAME_INVALID',
      message: 'Username cannot be "everyone"',
    });
    expect(await refusal('x'.repeat(81))).toMatchObject({ code: 'BASE_TYPE_BAD_LENGTH' });
    for (const ok of ['Kavin (Disc\u043erd)', 'Theresa', 'everyone here', 'x'.repeat(80)])
      expect(await execute(ok), ok).toBe('posted');
    expect(emu.botMessages(general).map((m) => (m.author as { username: string }).username)).toEqual([
      'Kavin (Disc\u043erd)',
      'Theresa',
      'everyone here',
      'x'.repeat(80),
    ]);
  });

  it("@everyone has Discord's defaults (Connect and Speak among them); an admin may deny one for the server or a channel", async () => {
    const g = client.guilds.cache.get(guild);
    const everyone = () => g?.roles.everyone.permissions;
    const { Connect, Speak, ViewChannel, SendMessages, ManageMessages, Administrator } = PermissionFlagsBits;
    expect(everyone()?.has([Connect, Speak, ViewChannel, SendMessages])).toBe(true);
    expect(everyone()?.has(ManageMessages, false)).toBe(false);
    expect(everyone()?.has(Administrator, false)).toBe(false);

    emu.editEveryone(guild, { deny: PERMS.SPEAK });
    await until(() => everyone()?.has(Speak) === false);
    emu.editEveryone(guild, { allow: PERMS.SPEAK });
    await until(() => everyone()?.has(Speak) === true);

    const me = await g?.members.fetchMe();
    const inLounge = () => {
      const c = client.channels.cache.get(lounge);
      return c && me && 'permissionsFor' in c ? c.permissionsFor(me) : undefined;
    };
    expect(inLounge()?.has(Connect)).toBe(true);
    emu.overwriteEveryone(lounge, { deny: PERMS.CONNECT });
    await until(() => inLounge()?.has(Connect) === false);
    expect(inLounge()?.has(ViewChannel)).toBe(true);
    emu.overwriteEveryone(lounge, null);
    await until(() => inLounge()?.has(Connect) === true);
  });

  it('GET Guild Member: the bot, a member who wrote, a member in voice; 10007 for a stranger', async () => {
    const g = client.guilds.cache.get(guild);
    expect((await g?.members.fetchMe())?.id).toBe(emu.applicationId);
    expect((await g?.members.fetch({ user: ASHA.id, force: true }))?.user.username).toBe('asha');
    emu.post(general, { id: '424201000000000002', username: 'ravi', global_name: 'Ravi' }, 'hello');
    expect((await g?.members.fetch({ user: '424201000000000002', force: true }))?.displayName).toBe('Ravi');
    const err = await g?.members.fetch({ user: '424201000000000099', force: true }).catch((e: unknown) => e);
    expect((err as DiscordAPIError).code).toBe(10007);
  });

  it("an interaction's answer carries the member's user, so discord.js keeps their name", async () => {
    const i = emu.slash(general, ASHA, 'help');
    await client.rest.post(`/interactions/${String(i.id)}/${String(i.token)}/callback`, {
      body: { type: 4, data: { content: 'Commands: …' } },
      auth: false,
    });
    const answer = emu.botMessages(general).find((m) => m.content === 'Commands: …');
    const metadata = answer?.interaction_metadata as { user?: { username?: string } } | undefined;
    expect(metadata?.user?.username).toBe('asha');
    // discord.js reads the answer's MESSAGE_CREATE, interaction_metadata.user included, into its user cache.
    await until(() => {
      const c = client.channels.cache.get(general);
      return !!answer && !!c?.isTextBased() && c.messages.cache.has(answer.id);
    });
    expect(client.users.cache.get(ASHA.id)?.username).toBe('asha');
    expect(client.users.cache.get(ASHA.id)?.globalName).toBe('Asha');
  });

  it('GUILD_CREATE carries voice states only to a session with GUILD_VOICE_STATES', async () => {
    const withVoice = await connect([GatewayIntentBits.Guilds, GatewayIntentBits.GuildVoiceStates]);
    try {
      expect(withVoice.guilds.cache.get(guild)?.voiceStates.cache.get(ASHA.id)?.channelId).toBe(lounge);
    } finally {
      await withVoice.destroy();
    }
    expect(client.guilds.cache.get(guild)?.voiceStates.cache.size).toBe(0);
  });
});
