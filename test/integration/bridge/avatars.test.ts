// Bridged messages show their author's picture where both platforms allow it: a Discord member's
// CDN avatar as the Slack post's icon_url, a Slack member's profile picture as the Discord webhook
// post's avatar_url. A Telegram member has none (their photo's URL would carry the bot token).
// Slack (en), Discord (ta) and Telegram (hi): each writes and reads their own language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import type { EmulatorUser } from '../../fakes/discord-emulator.js';
import { type BridgeHarness, DISCORD, GROUP, SLACK, startBridgeHarness } from './harness.js';

const SLACK_CHANNEL = 'C0GENERAL1';
const SLACK_REF = { platform: 'slack', workspaceId: 'T0TEAM0001', channelId: SLACK_CHANNEL } as const;
const NILA = {
  id: 'U0NILA0001',
  name: 'Nila',
  locale: 'en-US',
  image_72: 'https://avatars.slack-edge.com/2026-01-05/nila_72.png',
};
const KAVYA: EmulatorUser = {
  id: '424201000000000021',
  username: 'kavya',
  global_name: 'Kavya',
  locale: 'ta',
  avatar: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
};
const KAVYA_AVATAR = `https://cdn.discordapp.com/avatars/${KAVYA.id}/${KAVYA.avatar}.png`;

let b: BridgeHarness;
let slack: NonNullable<BridgeHarness['slack']>;
let discord: NonNullable<BridgeHarness['discord']>;

beforeAll(async () => {
  b = await startBridgeHarness({ all: true });
  if (!b.slack || !b.discord) throw new Error('no Slack or Discord emulator');
  slack = b.slack;
  discord = b.discord;
  slack.addUser(NILA);
  // Posting as the author on Slack needs chat:write.customize.
  slack.team().missingScopes.delete('chat:write.customize');
  const refs: [ConversationRef, 'hi' | 'ta' | 'en'][] = [
    [{ platform: 'slack', workspaceId: 'T0TEAM0001', channelId: SLACK_CHANNEL }, 'en'],
    [{ platform: 'discord', workspaceId: discord.guild, channelId: discord.channel }, 'ta'],
    [{ platform: 'telegram', workspaceId: String(GROUP), channelId: String(GROUP) }, 'hi'],
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

/** What members read from the bot on each side now. */
const view = {
  slack: () => slack.visible(SLACK_CHANNEL, NILA.id).filter((m) => m.bot_id),
  discord: () => discord.emulator.botMessages(discord.channel),
};

describe('bridge: authors keep their picture', () => {
  it('Slack, Discord and Telegram in one bridge', async () => {
    await slack.post(SLACK.admin.id, `<@${slack.team().botUserId}> bridge create`);
    const made = await until(
      () =>
        slack
          .visible(SLACK_CHANNEL, SLACK.admin.id)
          .find((m) => m.visibleTo === SLACK.admin.id && /Bridge code/.test(m.text)),
      'the code on Slack, for the admin alone',
    );
    const code = /Bridge code: ([A-Z0-9]+)/.exec(made.text)?.[1];
    expect(code, made.text).toBeTruthy();
    discord.emulator.slash(discord.channel, DISCORD.admin, 'bridge', [
      { name: 'join', type: 1, options: [{ name: 'code', type: 3, value: code }] },
    ]);
    await until(() => view.discord().find((m) => m.content.startsWith('Bridged.')), 'Discord joined');
    // one code, one channel: Telegram joins with a fresh one
    b.tgSay('admin', `/bridge join ${await b.nextCode(SLACK_REF)}`);
    await until(() => b.tgView().find((m) => m.text.startsWith('ब्रिज जुड़ गया')), 'Telegram joined');
  }, 60_000);

  it("a Discord member's message on Slack carries their Discord avatar as its icon", async () => {
    discord.emulator.post(discord.channel, KAVYA, 'காலை வணக்கம்');
    const copy = await until(
      () => view.slack().find((m) => m.username === 'Kavya (Discord)' && m.text === 'good morning'),
      'the Discord message on Slack',
    );
    expect(copy.icon_url).toBe(KAVYA_AVATAR);
    // the Hindi speaker on Telegram reads it too, in Hindi
    await until(() => b.tgView().find((m) => m.text === 'Kavya (Discord): सुप्रभात'), 'Hindi on Telegram');
  }, 30_000);

  it("a Slack member's message on Discord is posted through the webhook with their Slack picture", async () => {
    await slack.post(NILA.id, 'thank you very much');
    const copy = await until(
      () => view.discord().find((m) => m.content === 'மிக்க நன்றி' && m.webhook_id),
      'the Slack message on Discord',
    );
    expect((copy.author as { username?: string }).username).toBe('Nila (Slack)');
    expect((copy as { avatar_url?: string }).avatar_url).toBe(NILA.image_72);
    await until(() => b.tgView().find((m) => m.text === 'Nila (Slack): बहुत बहुत धन्यवाद'), 'Hindi on Telegram');
  }, 30_000);

  it('a Telegram member has no picture on the other side (never a URL with the bot token)', async () => {
    b.tgSay('ravi', 'सुप्रभात');
    const onSlack = await until(
      () => view.slack().find((m) => m.username === 'Ravi (Telegram)' && m.text === 'good morning'),
      'the Telegram message on Slack',
    );
    expect(onSlack.icon_url).toBeUndefined();
    const onDiscord = await until(
      () => view.discord().find((m) => m.content === 'காலை வணக்கம்' && m.webhook_id),
      'the Telegram message on Discord',
    );
    expect((onDiscord as { avatar_url?: string }).avatar_url).toBeUndefined();
    const posted = JSON.stringify([slack.calls, discord.emulator.calls]);
    expect(posted).not.toContain(b.emulator.token);
  }, 30_000);
});
