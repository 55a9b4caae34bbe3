// Mass mentions do not cross the bridge (issue 18, point 4). `<!channel>`, `<!here>`, `<!everyone>`,
// `<@U…>` and `<!subteam^…>` written in the web chat, or in a Telegram member's first name, reach
// Slack's chat.postMessage escaped (shown as typed, notifying nobody); Slack's markup reaches
// Discord with no pings allowed and Telegram HTML-escaped. Every leg reads English, so the words
// cross untranslated; Slack, Telegram, Discord and the web chat each on their emulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import { type BridgeHarness, DISCORD, GROUP, SLACK, startBridgeHarness } from './harness.js';

const WS = 'mentions';
const WEB = 'general';
const SLACK_CHANNEL = 'C0GENERAL1';
const PINGS = '<!channel> <!here> <!everyone> <@U0ADMIN001> <!subteam^S0TEAM01|@team>';

let b: BridgeHarness;
let slack: NonNullable<BridgeHarness['slack']>;
let discord: NonNullable<BridgeHarness['discord']>;

const refs = (): ConversationRef[] => [
  { platform: 'local', workspaceId: WS, channelId: WEB },
  { platform: 'slack', workspaceId: 'T0TEAM0001', channelId: SLACK_CHANNEL },
  { platform: 'telegram', workspaceId: String(GROUP), channelId: String(GROUP) },
  { platform: 'discord', workspaceId: discord.guild, channelId: discord.channel },
];

beforeAll(async () => {
  b = await startBridgeHarness({ all: true });
  if (!b.slack || !b.discord) throw new Error('no Slack or Discord emulator');
  slack = b.slack;
  discord = b.discord;
  // posted as their authors (chat:write.customize) until a test takes the scope away
  slack.team().missingScopes.delete('chat:write.customize');
  const [first, ...others] = refs();
  if (!first) throw new Error('no channels');
  for (const ref of refs()) await b.web.bot.settings.set('channel', ref, { language: 'en' });
  // linked through the bridge's own store: this file is about what crosses, not how joining works
  const store = b.web.bot.bridge.store;
  await store.create(first, 'admin');
  for (const ref of others) await store.join(await b.nextCode(first), ref, 'admin');
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

/** The text of every chat.postMessage that reached Slack with `marker` in it. */
const slackPosts = (marker: string) =>
  slack.calls
    .filter((c) => c.method === 'chat.postMessage' && String(c.params.text).includes(marker))
    .map((c) => ({ text: String(c.params.text), username: c.params.username }));

/** No markup of Slack's that notifies anyone: each shown as typed instead. */
function expectDefused(text: string) {
  expect(text).not.toMatch(/<[@!]/);
  for (const t of ['&lt;!channel&gt;', '&lt;!here&gt;', '&lt;!everyone&gt;', '&lt;@U0ADMIN001&gt;'])
    expect(text).toContain(t);
  expect(text).toContain('&lt;!subteam^S0TEAM01|@team&gt;');
}

describe('bridge: mentions notify nobody on the other side', () => {
  it('web chat → Slack: the markup arrives escaped', async () => {
    const r = await b.web.post({ workspace: WS, channel: WEB, user: 'mallory', text: `${PINGS} web one` });
    expect(r.body.id).toBeTruthy();
    const [post] = await until(() => {
      const p = slackPosts('web one');
      return p.length ? p : undefined;
    }, 'the copy on Slack');
    expectDefused(post?.text ?? '');
    // Slack's own words for mass mentions are not linked either
    await b.web.post({ workspace: WS, channel: WEB, user: 'mallory', text: '@channel @here web two' });
    const [words] = await until(() => {
      const p = slackPosts('web two');
      return p.length ? p : undefined;
    }, 'the second copy on Slack');
    expect(words?.text).toBe('@\u2060channel @\u2060here web two');
  }, 40_000);

  it('Telegram → Slack: a first name made of mentions is escaped too', async () => {
    b.emulator.pushUpdate({
      update_id: 0,
      message: {
        message_id: 9_001,
        from: { id: 515199, first_name: '<!channel>', last_name: '<@U0ADMIN001>', is_bot: false },
        chat: { id: GROUP, title: 'Hindi room', type: 'supergroup' },
        date: Math.floor(Date.now() / 1000),
        text: 'telegram one',
      },
    });
    const [post] = await until(() => {
      const p = slackPosts('telegram one');
      return p.length ? p : undefined;
    }, 'the Telegram copy on Slack');
    // posted as its author (chat:write.customize): the name is the poster's, not parsed by Slack
    expect(post?.text).not.toMatch(/<[@!]/);
    expect(post?.username).toContain('<!channel>');
    // without customize the name is in the text: escaped there as well
    slack.fail('chat.postMessage', { error: 'missing_scope', extra: { needed: 'chat:write.customize' } });
    b.emulator.pushUpdate({
      update_id: 0,
      message: {
        message_id: 9_002,
        from: { id: 515199, first_name: '<!channel>', last_name: '<@U0ADMIN001>', is_bot: false },
        chat: { id: GROUP, title: 'Hindi room', type: 'supergroup' },
        date: Math.floor(Date.now() / 1000),
        text: 'telegram two',
      },
    });
    const named = await until(
      () => slackPosts('telegram two').find((p) => p.text.includes('(Telegram)')),
      'the named copy on Slack',
    );
    expect(named.text).not.toMatch(/<[@!]/);
    expect(named.text).toContain('&lt;!channel&gt;');
  }, 40_000);

  it('Discord → Slack: the markup arrives escaped', async () => {
    discord.emulator.post(discord.channel, DISCORD.kavin, `${PINGS} discord one`);
    const [post] = await until(() => {
      const p = slackPosts('discord one');
      return p.length ? p : undefined;
    }, 'the Discord copy on Slack');
    expectDefused(post?.text ?? '');
  }, 40_000);

  it('Slack → Discord and Telegram: no pings allowed, HTML escaped', async () => {
    const r = await slack.post(SLACK.asha.id, `${PINGS} @everyone slack one`);
    expect(r.delivery.status).toBe(200);
    const toDiscord = await until(
      () =>
        discord.emulator.calls.find(
          (c) =>
            c.method === 'POST' &&
            JSON.stringify(c.body ?? {}).includes('slack one') &&
            /\/(channels|webhooks)\//.test(c.path),
        ),
      'the copy on Discord',
    );
    expect((toDiscord.body as { allowed_mentions?: unknown }).allowed_mentions).toEqual({ parse: [] });
    const toTelegram = await until(
      () =>
        b.emulator.calls.find(
          (c) => c.method === 'sendMessage' && String(c.params.text).includes('slack one'),
        ),
      'the copy on Telegram',
    );
    expect(toTelegram.params.parse_mode).toBe('HTML');
    expect(String(toTelegram.params.text)).toContain('&lt;!channel&gt;');
    expect(String(toTelegram.params.text)).not.toMatch(/<[@!a-z]/);
    // the web chat shows the words as typed (it has no mentions)
    await b.web.waitFor(WS, WEB, (ms) => ms.find((m) => m.bot && m.text.includes('<!channel>')));
  }, 40_000);
});
