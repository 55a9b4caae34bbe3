// DISCORD_SHARDS across processes: two adapters (as two machines) each connect one shard of two;
// each guild's events reach only the process that runs its shard.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DiscordAdapter } from '../../../adapters/discord/index.js';
import type { ChatEvent } from '../../../src/core/event.js';
import { DiscordEmulator } from '../../fakes/discord-emulator.js';
import { MEMBERS, until } from './harness.js';

let emu: DiscordEmulator;
const adapters: DiscordAdapter[] = [];
const seen: ChatEvent[][] = [[], []];
// Snowflakes whose (id >> 22) % 2 names the shard: guild A on shard 0, guild B on shard 1.
const GUILD_A = String(2n << 22n);
const GUILD_B = String(3n << 22n);
let channelA = '';
let channelB = '';

beforeAll(async () => {
  emu = await DiscordEmulator.start();
  emu.shardCount = 2;
  channelA = emu.addGuild({ id: GUILD_A, name: 'A', channels: [{ name: 'general' }] }).channels[0] ?? '';
  channelB = emu.addGuild({ id: GUILD_B, name: 'B', channels: [{ name: 'general' }] }).channels[0] ?? '';
  for (const id of [0, 1]) {
    const adapter = new DiscordAdapter({
      token: emu.token,
      apiUrl: emu.apiUrl,
      shards: { count: 2, ids: [id] },
    });
    await adapter.start(async (e) => {
      seen[id]?.push(e);
    });
    adapters.push(adapter);
  }
}, 30_000);
afterAll(async () => {
  for (const a of adapters) await a.stop();
  await emu?.close();
});

it('each process identifies with its own shard and receives only its guilds', async () => {
  expect(emu.identifies.map((d) => d.shard)).toEqual([
    [0, 2],
    [1, 2],
  ]);
  emu.post(channelA, MEMBERS.asha, 'hello from A');
  emu.post(channelB, MEMBERS.ravi, 'hello from B');
  await until(() => (seen[0]?.length && seen[1]?.length) || undefined, 'both events');
  await new Promise((r) => setTimeout(r, 200));
  expect(seen[0]?.map((e) => [e.conversation.workspaceId, e.text])).toEqual([[GUILD_A, 'hello from A']]);
  expect(seen[1]?.map((e) => [e.conversation.workspaceId, e.text])).toEqual([[GUILD_B, 'hello from B']]);
});
