// Moderation on Discord: `hide` deletes the message (Manage Messages); `redact` deletes it and
// reposts the cleaned text through the channel's webhook as its author; without Manage Messages the
// admins hear it once, the channel gets no loop of failures.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DiscordHarness, MEMBERS, modSettings, startDiscordHarness, until } from './harness.js';

let h: DiscordHarness;
const settings = async (change: string, channel: string) => {
  await modSettings(h, change, channel);
};

beforeAll(async () => {
  h = await startDiscordHarness();
}, 60_000);
afterAll(() => h?.close());

it('redact: the message goes, its cleaned text comes back through the webhook as its author', async () => {
  await settings('channel moderation redact pii', h.channels.general);
  const post = h.emulator.post(h.channels.general, MEMBERS.asha, 'call me at asha.k@example.com today');
  const repost = await until(
    () =>
      h.emulator.botMessages(h.channels.general).find((m) => m.webhook_id && m.author.username === 'Asha'),
    'the redacted repost',
  );
  expect(repost.content).not.toContain('asha.k@example.com');
  expect(repost.content).toMatch(/call me at/);
  expect(h.emulator.visible(h.channels.general, MEMBERS.ravi.id).some((m) => m.id === post.id)).toBe(false);
}, 30_000);

it('hide without Manage Messages: the admins are told once, the message stays', async () => {
  await settings('channel moderation hide pii', h.channels.tamil);
  h.emulator.deny(h.channels.tamil, 'MANAGE_MESSAGES');
  const first = h.emulator.post(h.channels.tamil, MEMBERS.asha, 'mail me at asha.k@example.com');
  h.emulator.post(h.channels.tamil, MEMBERS.asha, 'or at ravi.k@example.com');
  const owner = String(h.emulator.guilds.get(h.guild)?.owner_id);
  const dm = await until(() => h.emulator.dmChannelOf(owner), 'a DM to the owner');
  await until(
    () => h.emulator.visible(dm, owner).find((m) => /Manage Messages/.test(m.content)),
    'the sentence',
  );
  await new Promise((r) => setTimeout(r, 1_500));
  expect(h.emulator.visible(dm, owner).filter((m) => /Missing Permissions/.test(m.content))).toHaveLength(1);
  expect(h.emulator.visible(h.channels.tamil, MEMBERS.ravi.id).some((m) => m.id === first.id)).toBe(true);
}, 30_000);
