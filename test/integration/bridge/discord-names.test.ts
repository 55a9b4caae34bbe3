// Bridged authors whose names Discord refuses for a webhook post: "Kavin (Discord)" between two
// Discord servers, a web chat member called clydesdale, a Discord member called DiscordFan. Each
// crosses as a post under its author's name (a look-alike letter where Discord refuses the word),
// not as the bot's message with the name in front, and nothing is reported. The emulator refuses
// those names as Discord does (400 Invalid Form Body, USERNAME_INVALID_CONTAINS).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import type { EmulatorUser, StoredMessage } from '../../fakes/discord-emulator.js';
import { type BridgeHarness, DISCORD, startBridgeHarness } from './harness.js';

const WS = 'bridge';
const WEB = 'general';
const FAN: EmulatorUser = { id: '424201000000000031', username: 'discordfan', global_name: 'DiscordFan' };

let b: BridgeHarness;
let discord: NonNullable<BridgeHarness['discord']>;
/** the Tamil server's channel, and the other server's */
let here = '';
let there = '';

beforeAll(async () => {
  b = await startBridgeHarness({ all: true });
  if (!b.discord) throw new Error('no Discord emulator');
  discord = b.discord;
  here = discord.channel;
  const other = discord.emulator.addGuild({ name: 'other server', channels: [{ name: 'english' }] });
  there = other.channels[0] ?? '';
  const refs: ConversationRef[] = [
    { platform: 'discord', workspaceId: discord.guild, channelId: here },
    { platform: 'discord', workspaceId: other.id, channelId: there },
    { platform: 'local', workspaceId: WS, channelId: WEB },
  ];
  for (const ref of refs) await b.web.bot.settings.set('channel', ref, { language: 'en' });
}, 90_000);
afterAll(() => b?.close(), 60_000);

async function until<T>(pick: () => T | undefined, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = pick();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  const seen = (c: string) => discord.emulator.botMessages(c).map((m) => `${poster(m)}: ${m.content}`);
  throw new Error(
    `timed out waiting for ${what}; here: ${JSON.stringify(seen(here))}; there: ${JSON.stringify(seen(there))}; errors: ${b.errors.join(' | ')}`,
  );
}

const poster = (m: StoredMessage) => String((m.author as { username?: string }).username);
/** A name as a member reads it (the Cyrillic о and е look like the Latin letters). */
const read = (s: string) =>
  s
    .replace(/\u043e/g, 'o')
    .replace(/\u0435/g, 'e')
    .replace(/\u0415/g, 'E');
/** A webhook post in `channel` reading as `name` wrote `text`. */
const postedAs = (channel: string, name: string, text: string) => () =>
  discord.emulator
    .botMessages(channel)
    .find((m) => m.webhook_id && read(poster(m)) === name && m.content === text);

describe('bridge: names Discord refuses for a webhook post', () => {
  it('two Discord servers and the web chat in one bridge', async () => {
    discord.emulator.slash(here, DISCORD.admin, 'bridge', [{ name: 'create', type: 1, options: [] }]);
    const made = await until(
      () => discord.emulator.botMessages(here).find((m) => /Bridge code: [A-Z0-9]+/.test(m.content)),
      'the bridge code',
    );
    const code = /Bridge code: ([A-Z0-9]+)/.exec(made.content)?.[1];
    discord.emulator.slash(there, DISCORD.admin, 'bridge', [
      { name: 'join', type: 1, options: [{ name: 'code', type: 3, value: code }] },
    ]);
    await until(
      () => discord.emulator.botMessages(there).find((m) => m.content.startsWith('Bridged.')),
      'the other server joined',
    );
    const fresh = await b.nextCode({ platform: 'discord', workspaceId: discord.guild, channelId: here });
    await b.web.post({ workspace: WS, channel: WEB, user: 'admin', text: `/bridge join ${fresh}` });
    await b.web.waitFor(WS, WEB, (ms) => ms.find((m) => m.bot && m.text.startsWith('Bridged.')));
  }, 60_000);

  it('a Discord member reaches the other Discord server as "Kavin (Discord)", posted as him', async () => {
    discord.emulator.post(here, DISCORD.kavin, 'good morning');
    const copy = await until(postedAs(there, 'Kavin (Discord)', 'good morning'), 'Kavin in the other server');
    // Not the word Discord refuses, yet the same name to a reader; and no copy as the bot.
    expect(poster(copy)).not.toMatch(/discord/i);
    expect(discord.emulator.botMessages(there).some((m) => m.content.includes('Kavin (Discord):'))).toBe(
      false,
    );
    await b.web.waitFor(WS, WEB, (ms) => ms.find((m) => m.bot && m.text === 'Kavin (Discord): good morning'));
  }, 30_000);

  it('a web chat member called clydesdale is posted as clydesdale in both servers', async () => {
    await b.web.post({ workspace: WS, channel: WEB, user: 'clydesdale', text: 'thank you very much' });
    for (const channel of [here, there]) {
      const copy = await until(
        postedAs(channel, 'clydesdale (Web chat)', 'thank you very much'),
        `clydesdale in ${channel}`,
      );
      expect(poster(copy)).not.toMatch(/clyde/i);
    }
  }, 30_000);

  it('a Discord member called DiscordFan is posted as DiscordFan in the other server', async () => {
    discord.emulator.post(there, FAN, 'see you tomorrow');
    await until(postedAs(here, 'DiscordFan (Discord)', 'see you tomorrow'), 'DiscordFan here');
  }, 30_000);

  it('Discord refused no name, and nothing was reported', () => {
    const refused = discord.emulator.calls.filter((c) => c.path.startsWith('/webhooks/') && c.status === 400);
    expect(refused.map((c) => JSON.stringify(c.result))).toEqual([]);
    expect(b.errors).toEqual([]);
  });
});
