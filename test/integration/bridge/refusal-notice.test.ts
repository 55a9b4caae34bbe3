// "A destination that refuses pauses that leg and tells both admins once": a Discord channel that
// loses the bot (web chat and Slack still bridged with it). The web chat's admins (the channel the
// refused message came from) and the Discord server's admins (the owner, by direct message: the
// channel refuses the bot) hear it once; later messages, from either other side, tell nobody again
// and are not tried on the paused leg. Discord joins through the bridge's control (its slash
// command is covered by four-way.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import { type BridgeHarness, DISCORD, SLACK, startBridgeHarness } from './harness.js';

const WS = 'bridge-refusal';
const WEB = 'bangla';
const SLACK_CHANNEL = 'C0GENERAL1';
const PAUSED =
  /^The bridge paused Discord \d+: it refused a message \(.+\)\. The other channels still talk\./;

let b: BridgeHarness;
let slack: NonNullable<BridgeHarness['slack']>;
let discord: NonNullable<BridgeHarness['discord']>;
let botUser = '';

beforeAll(async () => {
  b = await startBridgeHarness({ all: true });
  if (!b.slack || !b.discord) throw new Error('no Slack or Discord emulator');
  slack = b.slack;
  discord = b.discord;
  botUser = slack.team().botUserId;
  const refs: [ConversationRef, 'ta' | 'bn' | 'en'][] = [
    [{ platform: 'discord', workspaceId: discord.guild, channelId: discord.channel }, 'ta'],
    [{ platform: 'local', workspaceId: WS, channelId: WEB }, 'bn'],
    [{ platform: 'slack', workspaceId: 'T0TEAM0001', channelId: SLACK_CHANNEL }, 'en'],
  ];
  for (const [ref, language] of refs) await b.web.bot.settings.set('channel', ref, { language });
}, 90_000);
afterAll(() => b?.close(), 60_000);

async function until<T>(pick: () => T | undefined, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = pick();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}; errors: ${b.errors.join(' | ')}`);
}
const webSays = async (user: string, text: string) => {
  const r = await b.web.post({ workspace: WS, channel: WEB, user, text });
  if (!r.body.id) throw new Error(`post refused: ${r.status} ${r.body.error}`);
  return r.body.id;
};
/** The bridge's pause notices each web chat member sees (the admin's are only theirs). */
const webNotices = async (user: string) =>
  (await b.web.messages(WS, WEB, user)).filter((m) => m.bot && PAUSED.test(m.text));
const slackNotices = (user: string) =>
  slack.visible(SLACK_CHANNEL, user).filter((m) => m.bot_id && /The bridge paused/.test(m.text));
/** The bridge's pause notices the bot sent in direct messages on Discord: recipient → count. */
function discordDmNotices(): Map<string, number> {
  const dms = new Map<string, string>();
  for (const c of discord.emulator.calls)
    if (c.method === 'POST' && c.path === '/users/@me/channels' && c.status === 200)
      dms.set((c.result as { id: string }).id, String(c.body.recipient_id));
  const out = new Map<string, number>();
  for (const c of discord.emulator.calls) {
    const dm = /^\/channels\/(\d+)\/messages$/.exec(c.path)?.[1];
    const to = dm ? dms.get(dm) : undefined;
    if (c.method === 'POST' && c.status === 200 && to && PAUSED.test(String(c.body.content)))
      out.set(to, (out.get(to) ?? 0) + 1);
  }
  return out;
}
/** Calls the bot made into the Discord channel that failed. */
const refusedCalls = () =>
  discord.emulator.calls.filter(
    (c) => c.status >= 400 && (c.path.includes(discord.channel) || c.path.startsWith('/webhooks/')),
  );
/** Lets events still in flight finish before checking that something did NOT happen. */
const settle = async () => {
  await b.web.bot.local.idle();
  await new Promise((r) => setTimeout(r, 1_500));
};

describe('bridge: a refusing destination tells both admins once', () => {
  it('web chat, Slack and Discord hold one conversation', async () => {
    const asked = await webSays('admin', '/bridge create');
    const made = await b.web.waitFor(WS, WEB, (ms) => ms.find((m) => m.bot && m.replyTo === asked), {
      user: 'admin',
    });
    const code = /Bridge code: ([A-Z0-9]+)/.exec(made.text)?.[1] ?? '';
    expect(code, made.text).toBeTruthy();
    const { ts } = await slack.post(SLACK.admin.id, `<@${botUser}> bridge join ${code}`);
    await until(
      () =>
        slack
          .botMessages(SLACK_CHANNEL)
          .find((m) => m.metadata?.event_payload?.reply_to === ts && m.text.startsWith('Bridged.')),
      'Slack joined',
    );
    const discordRef = {
      platform: 'discord' as const,
      workspaceId: discord.guild,
      channelId: discord.channel,
    };
    await b.web.bot.bridge.control.join(
      await b.nextCode({ platform: 'local', workspaceId: WS, channelId: WEB }),
      discordRef,
      DISCORD.admin.id,
    );
    await webSays('alice', 'good morning');
    await until(
      () => discord.emulator.botMessages(discord.channel).find((m) => m.content === 'காலை வணக்கம்'),
      'the message on Discord',
    );
  }, 60_000);

  it('the first refused message pauses the leg and tells the admins of both channels', async () => {
    // dubash removed from the channel, and its webhook with it
    discord.emulator.deny(discord.channel, 'ACCESS');
    discord.emulator.webhooks.clear();
    await webSays('alice', 'thank you very much');
    // the other leg is served
    await until(
      () => slack.botMessages(SLACK_CHANNEL).find((m) => m.text === 'alice (Web chat): thank you very much'),
      'the message on Slack',
    );
    // the web chat's admin hears it there, only they do
    const [notice] = await b.web.waitFor(
      WS,
      WEB,
      (ms) => {
        const found = ms.filter((m) => m.bot && PAUSED.test(m.text));
        return found.length ? found : undefined;
      },
      { user: 'admin' },
    );
    expect(notice?.text).toContain('/bridge resume');
    expect(await webNotices('alice')).toEqual([]);
    // the Discord server's admins (its owner) hear it by direct message
    const dms = await until(
      () => (discordDmNotices().size ? discordDmNotices() : undefined),
      'the Discord DM',
    );
    expect([...dms.values()]).toEqual([1]);
  }, 30_000);

  it('later messages, from either other side, tell nobody again and skip the paused leg', async () => {
    const tried = refusedCalls().length;
    expect(tried).toBeGreaterThan(0);
    await webSays('alice', 'good morning');
    const { delivery } = await slack.post(SLACK.asha.id, 'thank you very much');
    expect(delivery.status).toBe(200);
    await b.web.waitFor(WS, WEB, (ms) => ms.find((m) => m.bot && m.text === 'Asha (Slack): অনেক ধন্যবাদ'));
    await until(
      () =>
        slack.botMessages(SLACK_CHANNEL).filter((m) => m.text === 'alice (Web chat): good morning').length ===
          2 || undefined,
      'the second web message on Slack',
    );
    await settle();
    expect(await webNotices('admin')).toHaveLength(1);
    expect([...discordDmNotices().values()]).toEqual([1]);
    expect(slackNotices(SLACK.admin.id)).toEqual([]);
    expect(refusedCalls()).toHaveLength(tried);
    const { ts } = await slack.post(SLACK.admin.id, `<@${botUser}> bridge list`);
    const list = await until(
      () => slack.botMessages(SLACK_CHANNEL).find((m) => m.metadata?.event_payload?.reply_to === ts),
      'the list on Slack',
    );
    expect(list.text).toMatch(/Discord \d+: Tamil — paused: it refused a message/);
    expect(list.text).not.toMatch(/Bengali — paused/);
  }, 40_000);
});
