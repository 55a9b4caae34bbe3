// On Slack a bridged message is posted as its author (chat.postMessage `username`, with
// chat:write.customize): the name is the poster's and the text is the message alone; an edit keeps
// that. A workspace without the scope gets the "Name (Platform): …" text, asked only once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slackManifest } from '../../../adapters/slack/manifest.js';
import type { ConversationRef } from '../../../src/core/ids.js';
import { type BridgeHarness, GROUP, SLACK, startBridgeHarness } from './harness.js';

const WS = 'bridge';
const WEB = 'english';
const SLACK_CHANNEL = 'C0GENERAL1';
const CUSTOMIZE = 'chat:write.customize';

let b: BridgeHarness;
let slack: NonNullable<BridgeHarness['slack']>;

beforeAll(async () => {
  b = await startBridgeHarness({ all: true });
  if (!b.slack) throw new Error('no Slack emulator');
  slack = b.slack;
  const refs: [ConversationRef, 'hi' | 'en'][] = [
    [{ platform: 'slack', workspaceId: 'T0TEAM0001', channelId: SLACK_CHANNEL }, 'hi'],
    [{ platform: 'local', workspaceId: WS, channelId: WEB }, 'en'],
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
  const seen = slack.botMessages(SLACK_CHANNEL).map((m) => ({ text: m.text, username: m.username }));
  throw new Error(
    `timed out waiting for ${what}; slack: ${JSON.stringify(seen)}; errors: ${b.errors.join(' | ')}`,
  );
}

/** What a Slack member reads from the bot in the channel now. */
const slackView = () => slack.visible(SLACK_CHANNEL, SLACK.asha.id).filter((m) => m.bot_id);
const webSay = async (user: string, text: string) => {
  const r = await b.web.post({ workspace: WS, channel: WEB, user, text });
  if (!r.body.id) throw new Error(`post refused: ${r.status} ${r.body.error}`);
  return r.body.id;
};

describe('bridge on Slack: posted as the author', () => {
  it('the manifest asks for chat:write.customize', () => {
    const m = slackManifest({ url: 'https://dubash.example' }) as {
      oauth_config: { scopes: { bot: string[] } };
    };
    expect(m.oauth_config.scopes.bot).toContain(CUSTOMIZE);
  });

  it('a Slack bridge joined by the web chat and Telegram', async () => {
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
    await webSay('admin', `/bridge join ${code}`);
    await b.web.waitFor(WS, WEB, (ms) => ms.find((m) => m.bot && m.text.startsWith('Bridged.')));
    b.tgSay(
      'admin',
      `/bridge join ${await b.nextCode({ platform: 'slack', workspaceId: 'T0TEAM0001', channelId: SLACK_CHANNEL })}`,
    );
    await until(() => b.tgView().find((m) => m.text.startsWith('ब्रिज जुड़ गया')), 'Telegram joined');
  }, 60_000);

  it('with chat:write.customize: the author as the poster, the message alone as the text; edits keep it', async () => {
    slack.team().missingScopes.delete(CUSTOMIZE);
    const id = await webSay('alice', 'good morning');
    const copy = await until(() => slackView().find((m) => m.text === 'सुप्रभात'), 'the web message on Slack');
    expect(copy.username).toBe('alice (Web chat)');
    expect(slackView().some((m) => m.text.includes('alice (Web chat):'))).toBe(false);

    b.tgSay('ravi', 'सुप्रभात');
    await until(
      () => slackView().find((m) => m.username === 'Ravi (Telegram)' && m.text === 'सुप्रभात'),
      'the Telegram message on Slack',
    );

    const res = await fetch(`${b.web.url}/local/api/messages/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'alice', text: 'thank you very much' }),
    });
    expect(res.ok).toBe(true);
    const edited = await until(
      () => slackView().find((m) => m.ts === copy.ts && m.text !== 'सुप्रभात'),
      'the edit on Slack',
    );
    expect(edited.text).toBe('बहुत बहुत धन्यवाद');
    expect(edited.username).toBe('alice (Web chat)');
  }, 45_000);

  it('without the scope: the name comes back into the text, and the scope is asked for once', async () => {
    slack.team().missingScopes.add(CUSTOMIZE);
    await webSay('alice', 'see you tomorrow');
    const named = await until(
      () => slackView().find((m) => m.text === 'alice (Web chat): कल मिलते हैं'),
      'the prefixed message on Slack',
    );
    expect(named.username).toBeUndefined();
    await webSay('alice', 'good morning');
    await until(
      () => slackView().find((m) => m.text === 'alice (Web chat): सुप्रभात'),
      'the second prefixed message on Slack',
    );
    const refused = slack.calls.filter((c) => c.method === 'chat.postMessage' && c.error === 'missing_scope');
    expect(refused).toHaveLength(1);
    // An admin hears which scope to add, in a DM.
    const dm = await until(
      () => slack.messages.find((m) => m.channel !== SLACK_CHANNEL && m.bot_id && m.text.includes(CUSTOMIZE)),
      'the scope notice to an admin',
    );
    expect(dm.text).toContain('Bot Token Scopes');
  }, 45_000);
});
