// `dubash discord register`: one bulk overwrite to the configured guild through DISCORD_API_URL;
// a refused token is one clear line; bad DISCORD_* variables name what to fix.

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { commands } from '../../../commands/index.js';
import { loadBotConfig } from '../../../src/config.js';
import { DiscordEmulator } from '../../fakes/discord-emulator.js';

const BIN = join(new URL('../../../', import.meta.url).pathname, 'bin/dubash.js');
let emu: DiscordEmulator;

function dubash(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const baseEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('DISCORD_') && k !== 'REDIS_URL'),
  );

beforeAll(async () => {
  emu = await DiscordEmulator.start();
});
afterAll(() => emu?.close());

it('registers the commands to DISCORD_GUILD_ID with one bulk overwrite', async () => {
  const guild = '123456789012345678';
  const r = await dubash(['discord', 'register'], {
    ...baseEnv(),
    DISCORD_TOKEN: emu.token,
    DISCORD_API_URL: emu.apiUrl,
    DISCORD_GUILD_ID: guild,
  });
  expect(r.stderr).toBe('');
  // one per command of the registry (a new command is counted without touching this test)
  expect(r.stdout).toMatch(
    new RegExp(
      `registered ${commands.length} slash commands and the message menus to server 123456789012345678`,
    ),
  );
  expect(r.code).toBe(0);
  const puts = emu.calls.filter((c) => c.method === 'PUT');
  expect(puts.map((c) => c.path)).toEqual([`/applications/${emu.applicationId}/guilds/${guild}/commands`]);
  expect((emu.commands.get(guild) ?? []).map((c) => c.name)).toContain('Read aloud');
  // Subcommands, as typed: `/captions consent on` is a group (2) holding a subcommand (1).
  const captions = (emu.commands.get(guild) ?? []).find((c) => c.name === 'captions');
  const consent = ((captions?.options ?? []) as { name: string; type: number }[]).find(
    (o) => o.name === 'consent',
  );
  expect(consent).toMatchObject({
    type: 2,
    options: [
      { type: 1, name: 'on' },
      { type: 1, name: 'off' },
    ],
  });
}, 30_000);

it('a refused token is one clear line, without the token', async () => {
  const token = 'MTA.not-the-token.aaaaaaaaaaaaaaaaaaaaaaaa';
  const r = await dubash(['discord', 'register'], {
    ...baseEnv(),
    DISCORD_TOKEN: token,
    DISCORD_API_URL: emu.apiUrl,
  });
  expect(r.code).not.toBe(0);
  expect(r.stderr).toMatch(/Discord refused DISCORD_TOKEN \(401\)/);
  expect(r.stderr).not.toContain(token);
}, 30_000);

it('DISCORD_SHARDS and DISCORD_GUILD_ID are checked', () => {
  const env = { DISCORD_TOKEN: 'x'.repeat(30) };
  expect(loadBotConfig({ ...env, DISCORD_SHARDS: '4/1,3' }).discord?.shards).toEqual({
    count: 4,
    ids: [1, 3],
  });
  expect(loadBotConfig({ ...env }).discord?.shards).toBe('auto');
  expect(() => loadBotConfig({ ...env, DISCORD_SHARDS: '2/2' })).toThrow(
    /DISCORD_SHARDS names a shard past its count/,
  );
  expect(() => loadBotConfig({ ...env, DISCORD_SHARDS: 'many' })).toThrow(
    /DISCORD_SHARDS must be auto, a count/,
  );
  expect(() => loadBotConfig({ ...env, DISCORD_GUILD_ID: 'my-server' })).toThrow(
    /DISCORD_GUILD_ID must be a server id/,
  );
});
