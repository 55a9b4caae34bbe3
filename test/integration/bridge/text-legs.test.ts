// Text replies, edits and deletes on the legs four-way.test.ts does not take, one bridge of all four
// platforms on their emulators: a web chat reply arrives as a thread on Slack and a reply on
// Discord; edits from the web chat and from Telegram reach the Slack and Discord copies (a bot post
// and a webhook post as the author); deletes on Slack and on the web chat take every copy back
// (Telegram tells bots of no deletes, so it is no source here); a Discord mention of a bridged
// member reads as their name on the other sides. Discord joins through the bridge's control (its
// slash command is covered by four-way.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import { type BridgeHarness, DISCORD, GROUP, SLACK, startBridgeHarness, TG } from './harness.js';

const WS = 'bridge-legs';
const WEB = 'bangla';
const SLACK_CHANNEL = 'C0GENERAL1';

let b: BridgeHarness;
let slack: NonNullable<BridgeHarness['slack']>;
let discord: NonNullable<BridgeHarness['discord']>;
let botUser = '';
let discordRef: ConversationRef;

beforeAll(async () => {
  b = await startBridgeHarness({ all: true });
  if (!b.slack || !b.discord) throw new Error('no Slack or Discord emulator');
  slack = b.slack;
  discord = b.discord;
  botUser = slack.team().botUserId;
  discordRef = { platform: 'discord', workspaceId: discord.guild, channelId: discord.channel };
  const refs: [ConversationRef, 'hi' | 'ta' | 'bn' | 'en'][] = [
    [{ platform: 'telegram', workspaceId: String(GROUP), channelId: String(GROUP) }, 'hi'],
    [discordRef, 'ta'],
    [{ platform: 'local', workspaceId: WS, channelId: WEB }, 'bn'],
    [{ platform: 'slack', workspaceId: 'T0TEAM0001', channelId: SLACK_CHANNEL }, 'en'],
  ];
  for (const [ref, language] of refs) await b.web.bot.settings.set('channel', ref, { language });
}, 90_000);
afterAll(() => b?.close(), 60_000);

const view = {
  slack: () => slack.visible(SLACK_CHANNEL, SLACK.asha.id).filter((m) => m.bot_id),
  discord: () => discord.emulator.botMessages(discord.channel),
};
async function until<T>(pick: () => T | undefined, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = pick();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `timed out waiting for ${what}; discord: ${JSON.stringify(view.discord().map((m) => m.content))}; slack: ${JSON.stringify(view.slack().map((m) => m.text))}; telegram: ${JSON.stringify(b.tgView().map((m) => m.text))}`,
  );
}
const gone = (present: () => boolean, what: string) => until(() => (present() ? undefined : true), what);
const webSays = async (user: string, text: string, replyTo?: string) => {
  const r = await b.web.post({ workspace: WS, channel: WEB, user, text, ...(replyTo ? { replyTo } : {}) });
  if (!r.body.id) throw new Error(`post refused: ${r.status} ${r.body.error}`);
  return r.body.id;
};
const webSees = (text: string) => b.web.waitFor(WS, WEB, (ms) => ms.find((m) => m.bot && m.text === text));
const slackSays = async (user: string, text: string) => {
  const r = await slack.post(user, text);
  expect(r.delivery.status).toBe(200);
  return r.ts;
};
const author = (m: { author: unknown }) => (m.author as { username?: string }).username;

describe('bridge text legs: web chat, Slack, Discord, Telegram', () => {
  // Asha's Slack message and its copies, which the web chat's reply answers
  let ashaTs = '';
  let ashaDiscord = '';
  let ashaTg = 0;
  let ashaWeb = '';
  // alice's web chat reply and its copies
  let aliceReply = '';
  let replySlack = '';
  let replyDiscord = '';
  let replyTg = 0;

  it('one bridge: created on the web chat, joined from Slack, Telegram and Discord', async () => {
    const asked = await webSays('admin', '/bridge create');
    const made = await b.web.waitFor(WS, WEB, (ms) => ms.find((m) => m.bot && m.replyTo === asked), {
      user: 'admin',
    });
    const code = /Bridge code: ([A-Z0-9]+)/.exec(made.text)?.[1] ?? '';
    expect(code, made.text).toBeTruthy();
    const { ts } = await slack.post(SLACK.admin.id, `<@${botUser}> bridge join ${code}`);
    await until(
      () =>
        view.slack().find((m) => m.metadata?.event_payload?.reply_to === ts && m.text.startsWith('Bridged.')),
      'Slack joined',
    );
    b.tgSay(
      'admin',
      `/bridge join ${await b.nextCode({ platform: 'local', workspaceId: WS, channelId: WEB })}`,
    );
    await until(() => b.tgView().find((m) => m.text.startsWith('ब्रिज जुड़ गया')), 'Telegram joined');
    const legs = await b.web.bot.bridge.control.join(
      await b.nextCode({ platform: 'local', workspaceId: WS, channelId: WEB }),
      discordRef,
      DISCORD.admin.id,
    );
    expect(legs).toHaveLength(4);
  }, 60_000);

  it('a Slack message reaches every side', async () => {
    ashaTs = await slackSays(SLACK.asha.id, 'good morning');
    ashaWeb = (await webSees('Asha (Slack): সুপ্রভাত')).id;
    ashaDiscord = (
      await until(
        () => view.discord().find((m) => m.content === 'காலை வணக்கம்' && author(m) === 'Asha (Slack)'),
        'Asha on Discord',
      )
    ).id;
    ashaTg = (
      await until(() => b.tgView().find((m) => m.text === 'Asha (Slack): सुप्रभात'), 'Asha on Telegram')
    ).id;
  }, 30_000);

  it('a web chat reply is a thread on Slack and a reply on Discord and Telegram', async () => {
    aliceReply = await webSays('alice', 'thank you very much', ashaWeb);
    const inSlack = await until(
      () => view.slack().find((m) => m.text === 'alice (Web chat): thank you very much'),
      'the reply on Slack',
    );
    expect(inSlack.thread_ts).toBe(ashaTs);
    replySlack = inSlack.ts;
    const inDiscord = await until(
      () => view.discord().find((m) => m.content === 'alice (Web chat): மிக்க நன்றி'),
      'the reply on Discord',
    );
    expect((inDiscord.message_reference as { message_id?: string } | undefined)?.message_id).toBe(
      ashaDiscord,
    );
    replyDiscord = inDiscord.id;
    const inTg = await until(
      () => b.tgView().find((m) => m.text === 'alice (Web chat): बहुत बहुत धन्यवाद'),
      'the reply on Telegram',
    );
    expect(inTg.replyTo).toBe(ashaTg);
    replyTg = inTg.id;
  }, 30_000);

  it('a web chat edit edits the Slack, Discord and Telegram copies in place', async () => {
    const res = await fetch(`${b.web.url}/local/api/messages/${aliceReply}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'alice', text: 'see you tomorrow' }),
    });
    expect(res.ok).toBe(true);
    const inSlack = await until(
      () => view.slack().find((m) => m.ts === replySlack && m.text === 'alice (Web chat): see you tomorrow'),
      'the edit on Slack',
    );
    expect(inSlack.thread_ts).toBe(ashaTs);
    await until(
      () =>
        view.discord().find((m) => m.id === replyDiscord && m.content === 'alice (Web chat): நாளை சந்திப்போம்'),
      'the edit on Discord',
    );
    await until(
      () => b.tgView().find((m) => m.id === replyTg && m.text === 'alice (Web chat): कल मिलते हैं'),
      'the edit on Telegram',
    );
    // an edit is not a new message anywhere
    expect(view.slack().filter((m) => m.text.startsWith('alice (Web chat)'))).toHaveLength(1);
    expect(view.discord().filter((m) => m.content.startsWith('alice (Web chat)'))).toHaveLength(1);
  }, 30_000);

  it('a Telegram edit reaches the Slack copy and the Discord copy posted as its author', async () => {
    const id = b.tgSay('ravi', 'सुप्रभात');
    const inSlack = await until(
      () => view.slack().find((m) => m.text === 'Ravi (Telegram): good morning'),
      'Ravi on Slack',
    );
    const inDiscord = await until(
      () => view.discord().find((m) => m.content === 'காலை வணக்கம்' && author(m) === 'Ravi (Telegram)'),
      'Ravi on Discord',
    );
    expect(inDiscord.webhook_id).toBeTruthy();
    const inWeb = await webSees('Ravi (Telegram): সুপ্রভাত');
    b.emulator.pushUpdate({
      update_id: 0,
      edited_message: {
        message_id: id,
        from: TG.ravi,
        chat: { id: GROUP, title: 'Hindi room', type: 'supergroup' },
        date: Math.floor(Date.now() / 1000) - 5,
        edit_date: Math.floor(Date.now() / 1000),
        text: 'thank you very much',
      },
    });
    await until(
      () =>
        view.slack().find((m) => m.ts === inSlack.ts && m.text === 'Ravi (Telegram): thank you very much'),
      'the edit on Slack',
    );
    await until(
      () => view.discord().find((m) => m.id === inDiscord.id && m.content === 'மிக்க நன்றி'),
      'the edit on Discord',
    );
    await b.web.waitFor(WS, WEB, (ms) =>
      ms.find((m) => m.id === inWeb.id && m.text === 'Ravi (Telegram): অনেক ধন্যবাদ'),
    );
  }, 40_000);

  it('a Slack delete takes the copies back on every side', async () => {
    const ts = await slackSays(SLACK.asha.id, 'thank you very much');
    const inWeb = await webSees('Asha (Slack): অনেক ধন্যবাদ');
    const inDiscord = await until(
      () => view.discord().find((m) => m.content === 'மிக்க நன்றி' && author(m) === 'Asha (Slack)'),
      'Asha on Discord',
    );
    const inTg = await until(
      () => b.tgView().find((m) => m.text === 'Asha (Slack): बहुत बहुत धन्यवाद'),
      'Asha on Telegram',
    );
    expect((await slack.remove(ts)).status).toBe(200);
    await gone(() => view.discord().some((m) => m.id === inDiscord.id), 'the delete on Discord');
    await gone(() => b.tgView().some((m) => m.id === inTg.id), 'the delete on Telegram');
    await b.web.waitFor(WS, WEB, (ms) => (ms.some((m) => m.id === inWeb.id) ? undefined : true));
    // the first Slack message is untouched
    expect(view.discord().some((m) => m.id === ashaDiscord)).toBe(true);
  }, 30_000);

  it('a web chat delete takes the copies back on every side (a Slack thread reply, a Discord reply)', async () => {
    const del = await fetch(`${b.web.url}/local/api/messages/${aliceReply}?user=alice`, { method: 'DELETE' });
    expect(del.ok).toBe(true);
    await gone(() => view.slack().some((m) => m.ts === replySlack), 'the delete on Slack');
    await gone(() => view.discord().some((m) => m.id === replyDiscord), 'the delete on Discord');
    await gone(() => b.tgView().some((m) => m.id === replyTg), 'the delete on Telegram');
    // what it answered stays
    expect(view.discord().some((m) => m.id === ashaDiscord)).toBe(true);
    expect(b.tgView().some((m) => m.id === ashaTg)).toBe(true);
  }, 30_000);

  it('a Discord mention of a bridged member reads as their name on the other sides', async () => {
    // Kavin's message crosses first: the bridge then knows his name
    discord.emulator.post(discord.channel, DISCORD.kavin, 'காலை வணக்கம்');
    await until(() => view.slack().find((m) => m.text === 'Kavin (Discord): good morning'), 'Kavin on Slack');
    discord.emulator.post(discord.channel, DISCORD.admin, `<@${DISCORD.kavin.id}> good morning`);
    await until(
      () => view.slack().find((m) => m.text === 'Admin (Discord): @Kavin good morning'),
      'the mention on Slack',
    );
    await until(
      () => b.tgView().find((m) => m.text === 'Admin (Discord): @Kavin सुप्रभात'),
      'the mention on Telegram',
    );
    await webSees('Admin (Discord): @Kavin সুপ্রভাত');
    // the nickname form <@!id> too
    discord.emulator.post(discord.channel, DISCORD.admin, `<@!${DISCORD.kavin.id}> thank you very much`);
    await until(
      () => b.tgView().find((m) => m.text === 'Admin (Discord): @Kavin बहुत बहुत धन्यवाद'),
      'the nickname mention on Telegram',
    );
    const raw = [...view.slack().map((m) => m.text), ...b.tgView().map((m) => m.text)];
    expect(raw.filter((t) => t.includes(DISCORD.kavin.id))).toEqual([]);
  }, 30_000);
});
