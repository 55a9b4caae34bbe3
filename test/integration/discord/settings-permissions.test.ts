// Who may change which settings on Discord, checked on the parsed command (issue 18, points 2 and 3):
// a look-alike of `workspace` (Kelvin sign, fullwidth letters) is still the workspace, so Manage
// Channels alone is refused; a DM's member is admin of their own DM only (each DM a workspace of its
// own), never of workspace settings, so one DM's budget or rate cannot starve another's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import type { EmulatorUser, StoredMessage } from '../../fakes/discord-emulator.js';
import { type DiscordHarness, MEMBERS, startDiscordHarness, until } from './harness.js';

const STRING = 3;
const DEVANAGARI = /[\u0900-\u097F]/;

let h: DiscordHarness;
beforeAll(async () => {
  h = await startDiscordHarness();
}, 60_000);
afterAll(() => h?.close());

/** The answer the member sees to one slash command in a channel (a DM channel too). */
async function slash(channel: string, who: EmulatorUser, name: string, options: object[]) {
  const i = h.emulator.slash(channel, who, name, options as never);
  const mine = (m: StoredMessage) =>
    (m.interaction_metadata as { id?: string } | undefined)?.id === i.id && !!m.content;
  return (await until(() => h.emulator.visible(channel, who.id).find(mine), `the answer to /${name}`))
    .content;
}
const settings = (channel: string, who: EmulatorUser, change: string) =>
  slash(channel, who, 'settings', [{ name: 'change', type: STRING, value: change }]);

describe('settings by look-alike words', () => {
  const ws = (): ConversationRef => ({
    platform: 'discord',
    workspaceId: h.guild,
    channelId: h.channels.general,
  });

  it('Manage Channels alone cannot change workspace settings by a look-alike word', async () => {
    for (const word of ['wor\u212Aspace', 'ｗｏｒｋｓｐａｃｅ', 'WORKSPACE']) {
      const said = await settings(h.channels.general, MEMBERS.mod, `${word} budget characters 5`);
      expect(said).toMatch(/Only workspace admins can change workspace settings/);
      const logging = await settings(h.channels.general, MEMBERS.mod, `${word} privacy logging true`);
      expect(logging).toMatch(/Only workspace admins can change workspace settings/);
    }
    const stored = await h.bot.settings.get('workspace', ws());
    expect(stored.budget).toBeUndefined();
    expect(stored.apiLogging).toBeUndefined();
    // what Manage Channels is for still works, however spelled
    expect(await settings(h.channels.general, MEMBERS.mod, 'ＣＨＡＮＮＥＬ transcribe on')).toMatch(
      /^Done\. This channel's auto-transcribe is now on\./,
    );
  }, 40_000);

  it('Manage Server changes the workspace, look-alike spelling or not', async () => {
    expect(await settings(h.channels.general, MEMBERS.admin, 'wor\u212Aspace budget characters 500')).toMatch(
      /^Done\. The workspace's monthly character budget is now 500\./,
    );
    expect((await h.bot.settings.get('workspace', ws())).budget?.characters).toBe(500);
    await h.bot.settings.set('workspace', ws(), { budget: { characters: 0, audioSeconds: 0 } });
  }, 20_000);
});

describe('direct messages: each member admin of their own DM only', () => {
  it("one member's DM settings reach neither the shared workspace nor another member's DM", async () => {
    const dmA = h.emulator.openDM(MEMBERS.asha.id);
    const dmB = h.emulator.openDM(MEMBERS.ravi.id);
    // the attack of the issue: a budget of 3 characters and Tamil, set from A's DM
    expect(await settings(dmA, MEMBERS.asha, 'workspace budget characters 3')).toMatch(
      /Only workspace admins can change workspace settings \(not from a direct message\)/,
    );
    expect(await settings(dmA, MEMBERS.asha, 'wor\u212Aspace language ta')).toMatch(
      /Only workspace admins can change workspace settings/,
    );
    // A's own DM is A's to set
    expect(await settings(dmA, MEMBERS.asha, 'channel language ta')).toMatch(
      /^Done\. This channel's language is now Tamil\./,
    );
    // B's /translate in B's own DM: not refused for budget, not in A's language
    const answer = await slash(dmB, MEMBERS.ravi, 'translate', [
      { name: 'text', type: STRING, value: 'good morning' },
      { name: 'to', type: STRING, value: 'hi' },
    ]);
    expect(answer).toMatch(DEVANAGARI);
    expect(answer).not.toMatch(/budget/i);
    const shown = await slash(dmB, MEMBERS.ravi, 'settings', []);
    // Ravi's Discord is in Hindi, so his overview is Hindi (the reaction list names तमिल for 🇱🇰:
    // look at the language lines only)
    expect(shown).not.toMatch(/(language|भाषा)[^\n]*(Tamil|तमिल)/i);
    expect(shown).toMatch(/कोई सीमा नहीं/);
  }, 40_000);
});

describe('direct messages: settings an older dubash kept under the one shared DM workspace', () => {
  it("move to the member's own DM the first time they are seen there; a setting made since wins", async () => {
    const keys = h.bot.settings.keys;
    const shared = (channelId: string): ConversationRef => ({
      platform: 'discord',
      workspaceId: 'dm',
      channelId,
    });
    const dm = h.emulator.openDM(MEMBERS.admin.id);
    const own: ConversationRef = { platform: 'discord', workspaceId: `dm-${dm}`, channelId: dm };
    // as the older version wrote them (members not seen in a DM by this process yet): Admin reads
    // Tamil; his DM channel transcribes
    await h.redis.set(keys.settings.member(shared(dm), MEMBERS.admin.id), JSON.stringify({ language: 'ta' }));
    await h.redis.set(keys.settings.channel(shared(dm)), JSON.stringify({ autoTranscribe: true }));
    // and Mod, who chose Bengali since the upgrade: his newer choice stays
    const dmR = h.emulator.openDM(MEMBERS.mod.id);
    await h.redis.set(keys.settings.member(shared(dmR), MEMBERS.mod.id), JSON.stringify({ language: 'ta' }));
    await h.bot.settings.set(
      'member',
      { platform: 'discord', workspaceId: `dm-${dmR}`, channelId: dmR },
      { language: 'bn' },
      MEMBERS.mod.id,
    );

    const help = await slash(dm, MEMBERS.admin, 'help', []);
    expect(help).toMatch(/[\u0B80-\u0BFF]{3}/); // in Tamil
    expect(await h.bot.settings.get('member', own, MEMBERS.admin.id)).toEqual({ language: 'ta' });
    expect((await h.bot.settings.get('channel', own)).autoTranscribe).toBe(true);
    expect(
      await h.redis.exists(
        keys.settings.member(shared(dm), MEMBERS.admin.id),
        keys.settings.channel(shared(dm)),
      ),
    ).toBe(0);

    const ravis = await slash(dmR, MEMBERS.mod, 'help', []);
    expect(ravis).toMatch(/[\u0980-\u09FF]{3}/); // in Bengali
    expect(ravis).not.toMatch(/[\u0B80-\u0BFF]/);
  }, 40_000);
});
