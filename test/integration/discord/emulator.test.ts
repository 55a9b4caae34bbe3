// The emulator drives the real discord.js Client: login through GET /gateway/bot, READY and
// GUILD_CREATE, a dispatched message, a dropped connection resumed with the missed event replayed
// once, and REST with Discord's error codes.
import { Client, DiscordAPIError, Events, GatewayIntentBits, type Message } from 'discord.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DiscordEmulator } from '../../fakes/discord-emulator.js';

let emu: DiscordEmulator;
let client: Client;
let channel = '';
const seen: string[] = [];

beforeAll(async () => {
  emu = await DiscordEmulator.start();
  emu.heartbeatIntervalMs = 500;
  channel =
    emu.addGuild({ name: 'G', preferredLocale: 'hi', channels: [{ name: 'general' }] }).channels[0] ?? '';
  client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent],
    rest: { api: emu.apiUrl },
  });
  client.on(Events.MessageCreate, (m: Message) => void seen.push(m.content));
  const ready = new Promise((r) => client.once(Events.ClientReady, r));
  await client.login(emu.token);
  await ready;
});
afterAll(async () => {
  await client?.destroy();
  await emu?.close();
});

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(ok()).toBe(true);
};

it('READY and GUILD_CREATE reach the client: the guild and its preferred locale', () => {
  expect(client.guilds.cache.first()?.preferredLocale).toBe('hi');
  expect(client.user?.id).toBe(emu.applicationId);
});

it('a member message is dispatched; after a dropped connection the client resumes and the missed one comes once', async () => {
  emu.post(channel, { id: '111', username: 'asha' }, 'hello');
  await until(() => seen.includes('hello'));
  emu.dropConnections();
  emu.post(channel, { id: '111', username: 'asha' }, 'while away');
  await until(() => seen.includes('while away'));
  expect(emu.resumes.length).toBe(1);
  expect(seen.filter((s) => s === 'while away')).toHaveLength(1);
});

it('REST: a message is stored; a 429 is waited out; Missing Permissions is 50013', async () => {
  emu.rateLimitOnce(/^POST \/channels\/\d+\/messages$/, 0.2);
  const posted = (await client.rest.post(`/channels/${channel}/messages`, { body: { content: 'hi' } })) as {
    id: string;
  };
  expect(emu.visible(channel, '111').map((m) => m.content)).toContain('hi');
  expect(emu.calls.filter((c) => c.status === 429)).toHaveLength(1);
  const member = emu.visible(channel, '111').find((m) => m.content === 'hello');
  emu.deny(channel, 'MANAGE_MESSAGES');
  const err = await client.rest
    .delete(`/channels/${channel}/messages/${member?.id}`)
    .catch((e: unknown) => e);
  expect(err).toBeInstanceOf(DiscordAPIError);
  expect((err as DiscordAPIError).code).toBe(50013);
  expect(posted.id).toMatch(/^\d+$/);
});
