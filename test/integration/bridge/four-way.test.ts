// The bridge across all four platforms at once, each on its emulator with the real adapter:
// Slack (English), Telegram (Hindi), Discord (Tamil) and the web chat (Bengali). A message, a
// reply, an edit and a delete cross every leg; a Slack event delivered again crosses once; the
// Discord channel that loses the bot pauses only its leg.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import { type BridgeHarness, DISCORD, GROUP, SLACK, startBridgeHarness } from './harness.js';

const WS = 'bridge';
const WEB = 'bangla';
const SLACK_CHANNEL = 'C0GENERAL1';
const SLACK_REF = { platform: 'slack', workspaceId: 'T0TEAM0001', channelId: SLACK_CHANNEL } as const;

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
  const refs: [ConversationRef, 'hi' | 'ta' | 'bn' | 'en'][] = [
    [{ platform: 'telegram', workspaceId: String(GROUP), channelId: String(GROUP) }, 'hi'],
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
  throw new Error(
    `timed out waiting for ${what}; discord: ${JSON.stringify(view.discord().map((m) => m.content))}; slack: ${JSON.stringify(view.slack().map((m) => m.text))}; errors: ${b.errors.join(' | ')}`,
  );
}

/** What each side's members read from the bot now. */
const view = {
  slack: () => slack.visible(SLACK_CHANNEL, SLACK.asha.id).filter((m) => m.bot_id),
  discord: () => discord.emulator.botMessages(discord.channel),
  web: async () => (await b.web.messages(WS, WEB)).filter((m) => m.bot),
};
const slackSays = async (user: string, text: string, thread?: string) => {
  const r = await slack.post(user, text, thread ? { thread_ts: thread } : {});
  expect(r.delivery.status).toBe(200);
  return r;
};

describe('bridge: Slack (en) ↔ Telegram (hi) ↔ Discord (ta) ↔ web chat (bn)', () => {
  let ashaTs = '';
  let discordCopy = '';

  it('one bridge from a Slack code, joined from Telegram, Discord and the web chat', async () => {
    await slackSays(SLACK.admin.id, `<@${botUser}> bridge create`);
    const made = await until(
      () =>
        slack
          .visible(SLACK_CHANNEL, SLACK.admin.id)
          .find((m) => m.visibleTo === SLACK.admin.id && /Bridge code/.test(m.text)),
      'the code on Slack, for the admin alone',
    );
    const code = /Bridge code: ([A-Z0-9]+)/.exec(made.text)?.[1] ?? '';
    expect(code, made.text).toBeTruthy();
    // the admin's alone: another member of the Slack channel never sees it
    expect(view.slack().some((m) => m.text.includes(code))).toBe(false);
    b.tgSay('admin', `/bridge join ${code}`);
    await until(() => b.tgView().find((m) => m.text.startsWith('ब्रिज जुड़ गया')), 'Telegram joined');
    // Discord tells a channel admin by the slash command's member permissions.
    // one code, one channel: each further channel joins with a fresh one
    const forDiscord = await b.nextCode(SLACK_REF);
    discord.emulator.slash(discord.channel, DISCORD.admin, 'bridge', [
      { name: 'join', type: 1, options: [{ name: 'code', type: 3, value: forDiscord }] },
    ]);
    await until(() => view.discord().find((m) => m.content.startsWith('Bridged.')), 'Discord joined');
    const forWeb = await b.nextCode(SLACK_REF);
    await b.web.post({ workspace: WS, channel: WEB, user: 'admin', text: `/bridge join ${forWeb}` });
    const joined = await b.web.waitFor(WS, WEB, (ms) =>
      ms.find((m) => m.bot && m.text.startsWith('Bridged.')),
    );
    for (const side of ['Slack', 'Telegram', 'Discord', 'Web chat'])
      expect(joined.text).toContain(`• ${side}`);
  }, 60_000);

  it('a Slack message reaches every side in its language', async () => {
    ashaTs = (await slackSays(SLACK.asha.id, 'good morning')).ts;
    await until(() => b.tgView().find((m) => m.text === 'Asha (Slack): सुप्रभात'), 'Hindi on Telegram');
    // On Discord the copy is posted as its author, through the channel's webhook.
    const copy = await until(
      () => view.discord().find((m) => m.content === 'காலை வணக்கம்' && m.webhook_id),
      'Tamil on Discord',
    );
    expect((copy.author as { username?: string }).username).toBe('Asha (Slack)');
    discordCopy = copy.id;
    await b.web.waitFor(WS, WEB, (ms) => ms.find((m) => m.bot && m.text === 'Asha (Slack): সুপ্রভাত'));
  }, 30_000);

  it('a Discord reply stays a reply everywhere (a thread on Slack); its edit and delete follow', async () => {
    const original = discord.emulator.botMessages(discord.channel).find((m) => m.id === discordCopy);
    const reply = discord.emulator.post(discord.channel, DISCORD.kavin, 'காலை வணக்கம்', {
      message_reference: { message_id: discordCopy, channel_id: discord.channel },
      referenced_message: { ...original, visibleTo: undefined },
    });
    const inSlack = await until(
      () =>
        slack.visible(SLACK_CHANNEL, SLACK.asha.id).find((m) => m.text === 'Kavin (Discord): good morning'),
      'the reply on Slack',
    );
    expect(inSlack.thread_ts).toBe(ashaTs);
    const tgAsha = b.tgView().find((m) => m.text === 'Asha (Slack): सुप्रभात');
    const inTg = await until(
      () => b.tgView().find((m) => m.text === 'Kavin (Discord): सुप्रभात'),
      'the reply on Telegram',
    );
    expect(inTg.replyTo).toBe(tgAsha?.id);
    const webAsha = (await view.web()).find((m) => m.text === 'Asha (Slack): সুপ্রভাত');
    const inWeb = await b.web.waitFor(WS, WEB, (ms) => ms.find((m) => m.text === 'Kavin (Discord): সুপ্রভাত'));
    expect(inWeb.replyTo).toBe(webAsha?.id);

    discord.emulator.edit(discord.channel, reply.id, 'மிக்க நன்றி');
    await until(
      () =>
        slack
          .visible(SLACK_CHANNEL, SLACK.asha.id)
          .find((m) => m.ts === inSlack.ts && m.text === 'Kavin (Discord): thank you very much'),
      'the edit on Slack',
    );
    await until(
      () => b.tgView().find((m) => m.id === inTg.id && m.text === 'Kavin (Discord): बहुत बहुत धन्यवाद'),
      'the edit on Telegram',
    );
    await b.web.waitFor(WS, WEB, (ms) =>
      ms.find((m) => m.id === inWeb.id && m.text === 'Kavin (Discord): অনেক ধন্যবাদ'),
    );

    discord.emulator.remove(discord.channel, reply.id);
    await until(
      () => (slack.visible(SLACK_CHANNEL, SLACK.asha.id).some((m) => m.ts === inSlack.ts) ? undefined : true),
      'the delete on Slack',
    );
    await until(
      () => (b.tgView().some((m) => m.id === inTg.id) ? undefined : true),
      'the delete on Telegram',
    );
    await b.web.waitFor(WS, WEB, (ms) => (ms.some((m) => m.id === inWeb.id) ? undefined : true));
  }, 45_000);

  it('a Slack mention of a bridged member reads as their name on the other sides', async () => {
    await slackSays(SLACK.admin.id, `<@${SLACK.asha.id}> good morning`);
    await until(
      () => b.tgView().find((m) => m.text === 'Admin (Slack): @Asha सुप्रभात'),
      'the mention on Telegram',
    );
    await until(
      () =>
        view
          .discord()
          .find(
            (m) =>
              m.content === '@Asha காலை வணக்கம்' &&
              (m.author as { username?: string }).username === 'Admin (Slack)',
          ),
      'the mention on Discord',
    );
  }, 30_000);

  it('a Slack event delivered again crosses once', async () => {
    const first = await slackSays(SLACK.asha.id, 'good morning');
    const again = await slack.deliver(first.body, { retryNum: 1 });
    expect(again.status).toBe(200);
    await until(
      () => (b.tgView().filter((m) => m.text === 'Asha (Slack): सुप्रभात').length === 2 ? true : undefined),
      'the second message on Telegram',
    );
    await new Promise((r) => setTimeout(r, 1_500));
    expect(b.tgView().filter((m) => m.text === 'Asha (Slack): सुप्रभात')).toHaveLength(2);
    const asAsha = view
      .discord()
      .filter(
        (m) => m.content === 'காலை வணக்கம்' && (m.author as { username?: string }).username === 'Asha (Slack)',
      );
    expect(asAsha).toHaveLength(2);
  }, 30_000);

  it('the Discord channel that loses the bot pauses only its leg', async () => {
    // dubash removed from the channel, and its webhook with it (a webhook outlives the bot's access)
    discord.emulator.deny(discord.channel, 'ACCESS');
    discord.emulator.webhooks.clear();
    await slackSays(SLACK.asha.id, 'thank you very much');
    await until(
      () => b.tgView().find((m) => m.text === 'Asha (Slack): बहुत बहुत धन्यवाद'),
      'Telegram still served',
    );
    await b.web.waitFor(WS, WEB, (ms) => ms.find((m) => m.text === 'Asha (Slack): অনেক ধন্যবাদ'));
    const { ts } = await slackSays(SLACK.admin.id, `<@${botUser}> bridge list`);
    const list = await until(
      () => view.slack().find((m) => m.metadata?.event_payload?.reply_to === ts),
      'the list on Slack',
    );
    expect(list.text).toMatch(/Discord \d+: Tamil — paused: it refused a message/);
    expect(list.text).not.toMatch(/Telegram -?\d+: Hindi — paused/);
  }, 30_000);
});
