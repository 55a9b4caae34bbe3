// Per-language mirror channels, a channel setting: `/settings change:channel mirror ta #tamil-chat`
// posts the Tamil translation of each message into #tamil-chat through a channel webhook, as its
// author (name and avatar); an edit of the source edits the mirror, a delete deletes it. Only
// channel managers set it; it shows in /settings. Mirrors kept by an older dubash are moved into
// the setting by the key migration at start.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { discordConversation } from '../../../adapters/discord/ids.js';
import { SettingsStore } from '../../../src/core/settings-store.js';
import { keys } from '../../../src/state/keys.js';
import { migrateKeys } from '../../../src/state/migrate-keys.js';
import type { StoredMessage } from '../../fakes/discord-emulator.js';
import { type DiscordHarness, MEMBERS, startDiscordHarness, until } from './harness.js';

const TAMIL = /[\u0B80-\u0BFF]/;
const STRING = 3;
const byInteraction = (id: unknown) => (m: StoredMessage) =>
  (m.interaction_metadata as { id?: string } | undefined)?.id === id;

let h: DiscordHarness;
async function settings(
  member: (typeof MEMBERS)[keyof typeof MEMBERS],
  change: string,
): Promise<StoredMessage> {
  const i = h.emulator.slash(h.channels.general, member, 'settings', [
    { name: 'change', type: STRING, value: change },
  ]);
  return until(
    () => h.emulator.visible(h.channels.general, member.id).find(byInteraction(i.id)),
    `settings ${change}`,
  );
}

beforeAll(async () => {
  h = await startDiscordHarness();
}, 60_000);
afterAll(() => h?.close());

it('a member without Manage Channels cannot set a mirror (ephemeral refusal)', async () => {
  const answer = await settings(MEMBERS.asha, `channel mirror ta <#${h.channels.tamil}>`);
  expect(answer.content).toMatch(/Only workspace admins can change channel settings/);
  expect(answer.flags & 64).toBe(64);
});

it('translations into Tamil go to #tamil-chat as their author; edits and deletes follow', async () => {
  await settings(MEMBERS.mod, 'channel translate ta');
  const set = await settings(MEMBERS.mod, `channel mirror ta <#${h.channels.tamil}>`);
  expect(set.content).toContain(`<#${h.channels.tamil}>`);
  const post = h.emulator.post(h.channels.general, MEMBERS.asha, 'good morning everyone', {
    author: { ...h.emulator.user(MEMBERS.asha), avatar: 'a1b2c3' },
  });
  const mirror = await until(
    () => h.emulator.botMessages(h.channels.tamil).find((m) => m.webhook_id && TAMIL.test(m.content)),
    'the mirror post',
  );
  expect(mirror.author.username).toBe('Asha');
  expect(mirror.avatar_url).toBe(`https://cdn.discordapp.com/avatars/${MEMBERS.asha.id}/a1b2c3.png`);
  // Every language went to a mirror: nothing is posted in the source channel.
  await new Promise((r) => setTimeout(r, 300));
  expect(
    h.emulator
      .botMessages(h.channels.general)
      .filter((m) => (m.message_reference as { message_id?: string } | undefined)?.message_id === post.id),
  ).toEqual([]);
  const before = mirror.content;
  h.emulator.edit(h.channels.general, post.id, 'good night everyone');
  await until(
    () => (mirror.content !== before && TAMIL.test(mirror.content)) || undefined,
    'the edited mirror',
  );
  expect(h.emulator.botMessages(h.channels.tamil).filter((m) => m.webhook_id)).toHaveLength(1);
  h.emulator.remove(h.channels.general, post.id);
  await until(
    () => !h.emulator.botMessages(h.channels.tamil).some((m) => m.id === mirror.id) || undefined,
    'the deleted mirror',
  );
  // One webhook for the channel, made once.
  expect(h.emulator.calls.filter((c) => c.method === 'POST' && /\/webhooks$/.test(c.path))).toHaveLength(1);
}, 40_000);

it('the mirror is a setting: /settings lists it, off removes it, and mirrors kept by an older dubash are moved into it', async () => {
  const overview = await settings(MEMBERS.mod, '');
  expect(overview.content).toContain(`• Mirror channels: Tamil → <#${h.channels.tamil}>`);
  const off = await settings(MEMBERS.mod, 'channel mirror ta off');
  expect(off.content).toMatch(/mirror channel for Tamil is now off/);
  expect((await settings(MEMBERS.mod, '')).content).not.toContain('Mirror channels');

  // Before mirrors were a setting, the adapter kept them in a hash of its own (under the name the
  // key migration gives it); the migration at start moves them into the setting.
  const general = discordConversation(h.guild, h.channels.general);
  await h.redis.hset(keys.discord.mirrors(general), 'ta', h.channels.tamil);
  const report = await migrateKeys(h.redis, { settings: new SettingsStore(h.redis) });
  expect(report.older?.mirrors).toBe(1);
  h.emulator.post(h.channels.general, MEMBERS.asha, 'see you tomorrow');
  await until(
    () =>
      h.emulator
        .botMessages(h.channels.tamil)
        .find((m) => m.webhook_id && TAMIL.test(m.content) && m.author.username === 'Asha'),
    'the mirror post from the old setting',
  );
  expect((await settings(MEMBERS.mod, '')).content).toContain(
    `• Mirror channels: Tamil → <#${h.channels.tamil}>`,
  );
  expect(await h.redis.exists(keys.discord.mirrors(general))).toBe(0);
}, 40_000);
