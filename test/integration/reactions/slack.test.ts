// Translate by reaction on Slack: the real Bolt app and Web API client against the loopback Slack
// emulator, which sends `reaction_added` as Slack does (channel and ts only: the bot reads the
// message with conversations.replies). Translations from the local API's glossary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlackAdapter } from '../../../adapters/slack/index.js';
import { type BridgeHarness, SLACK, startBridgeHarness } from '../bridge/harness.js';

let b: BridgeHarness;
let slack: NonNullable<BridgeHarness['slack']>;
let adapter: SlackAdapter;
const CHANNEL = 'C0GENERAL1';

beforeAll(async () => {
  b = await startBridgeHarness({ all: true });
  if (!b.slack) throw new Error('no Slack emulator');
  slack = b.slack;
  adapter = b.web.bot.adapters.find((a) => a.name === 'slack') as SlackAdapter;
}, 90_000);
afterAll(async () => {
  await b?.close();
}, 60_000);

/** The bot's answers in the channel (thread replies included), once every event has been handled. */
async function answers() {
  await adapter.idle();
  return slack.visible(CHANNEL, SLACK.asha.id).filter((m) => m.bot_id);
}
const inThread = async (ts: string) => (await answers()).filter((m) => m.thread_ts === ts).map((m) => m.text);

describe('translate by reaction on Slack', () => {
  it(':flag-in: on an English message answers in its thread with the Hindi translation', async () => {
    const { ts } = await slack.post(SLACK.asha.id, 'good morning');
    expect((await slack.react(SLACK.admin.id, ts, 'flag-in')).status).toBe(200);
    expect(await inThread(ts)).toEqual(['सुप्रभात']);
  });

  it('a reaction on a reply in a thread is answered in that thread', async () => {
    const { ts: parent } = await slack.post(SLACK.asha.id, 'see you tomorrow');
    const { ts: reply } = await slack.post(SLACK.admin.id, 'thank you very much', { thread_ts: parent });
    await slack.react(SLACK.asha.id, reply, 'flag-lk');
    expect(await inThread(parent)).toEqual(['மிக்க நன்றி']);
  });

  it('the same flag twice, and :us: after :flag-gb:, answer once; an unmapped emoji answers nothing', async () => {
    const { ts } = await slack.post(SLACK.asha.id, 'சுப்ரபாதம்');
    const { ts: hindi } = await slack.post(SLACK.asha.id, 'सुप्रभात');
    await slack.react(SLACK.admin.id, hindi, 'flag-gb');
    await slack.react(SLACK.admin.id, hindi, 'flag-gb');
    await slack.react(SLACK.asha.id, hindi, 'us');
    await slack.react(SLACK.asha.id, ts, 'thumbsup');
    await slack.react(SLACK.asha.id, ts, 'flag-fr');
    expect(await inThread(hindi)).toEqual(['good morning']);
    expect(await inThread(ts)).toEqual([]);
  });

  it('/settings workspace reactions from Slack (where 🙏 arrives as :pray:) takes effect', async () => {
    const bot = slack.team().botUserId;
    const { ts: set } = await slack.post(SLACK.admin.id, `<@${bot}> settings workspace reactions :pray: ta`);
    expect((await inThread(set)).join()).toMatch(/^Done\./);
    const { ts } = await slack.post(SLACK.asha.id, 'good morning');
    await slack.react(SLACK.asha.id, ts, 'pray');
    expect(await inThread(ts)).toEqual(['காலை வணக்கம்']);
  });

  it('a reaction to a deleted message answers nothing and is one warning for the operator, not an error', async () => {
    const { ts } = await slack.post(SLACK.asha.id, 'this will be gone');
    await slack.remove(ts);
    const before = b.errors.length;
    await slack.react(SLACK.admin.id, ts, 'flag-in');
    await adapter.idle();
    expect(b.warnings.filter((w) => w.includes('reacted-to'))).toEqual([
      'Slack: reading a reacted-to message: the message is gone (deleted), nothing to translate',
    ]);
    expect(b.errors.slice(before)).toEqual([]);
    expect(await inThread(ts)).toEqual([]);
  });
});
