// The bridge's admin commands, run by admins in their own channel: `/bridge pause` stops that one
// channel's leg both ways (nothing leaves it, nothing arrives there) while the others still talk;
// `/bridge resume` brings it back (what was said meanwhile does not follow); `/bridge leave` takes
// the channel out of every side's `/bridge list` and out of the conversation; a join code expires.
// Web chat (en, ta) and a Telegram group (hi) on the Bot API emulator, translations from the glossary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import { keys } from '../../../src/state/keys.js';
import type { WireMessage } from '../bot/harness.js';
import { type BridgeHarness, GROUP, startBridgeHarness, type TgView } from './harness.js';

const WS = 'bridge-admin';
const EN = 'general';
const TA = 'tamil';
const SPARE = 'spare';
const tgRef: ConversationRef = { platform: 'telegram', workspaceId: String(GROUP), channelId: String(GROUP) };
const taRef: ConversationRef = { platform: 'local', workspaceId: WS, channelId: TA };

let b: BridgeHarness;
beforeAll(async () => {
  b = await startBridgeHarness();
  await b.web.bot.settings.set('channel', tgRef, { language: 'hi' });
  await b.web.bot.settings.set('channel', taRef, { language: 'ta' });
}, 60_000);
afterAll(() => b?.close(), 60_000);

const say = async (channel: string, user: string, text: string) => {
  const r = await b.web.post({ workspace: WS, channel, user, text });
  if (!r.body.id) throw new Error(`post refused: ${r.status} ${r.body.error}`);
  return r.body.id;
};
/** The bot's answer to a command, in the channel it was run in, as the member who ran it sees it. */
const answer = async (channel: string, user: string, command: string) => {
  const asked = await say(channel, user, command);
  return (await b.web.waitFor(WS, channel, (ms) => ms.find((m) => m.bot && m.replyTo === asked), { user }))
    .text;
};
const botSays = (channel: string, text: string) =>
  b.web.waitFor(WS, channel, (ms) => ms.find((m) => m.bot && m.text === text));
const tgWait = <T>(pick: (v: TgView) => T | undefined, ms = 20_000) => b.tgWait(pick, ms);
/** The Telegram group's answer to a command there (the bot replies to it). */
const tgAnswer = (command: string) => {
  const id = b.tgSay('admin', command);
  return tgWait((v) => v.find((m) => m.replyTo === id)).then((m) => m.text);
};
/** Lets events still in flight finish before checking that something did NOT arrive. */
const settle = async () => {
  await b.web.bot.local.idle();
  await new Promise((r) => setTimeout(r, 1_500));
};
const bridged = (ms: WireMessage[], from: string) => ms.filter((m) => m.bot && m.text.startsWith(from));

describe('bridge admin commands: pause, resume, leave, expiring codes', () => {
  it('three channels hold one conversation', async () => {
    const made = await answer(EN, 'admin', '/bridge create');
    const code = /Bridge code: ([A-Z0-9]+)/.exec(made)?.[1];
    expect(code, made).toBeTruthy();
    expect(await answer(TA, 'admin', `/bridge join ${code}`)).toMatch(/^Bridged\./);
    // one code, one channel: the third joins with a fresh one
    // Meera's Telegram app is in Hindi (language_code hi): dubash answers her in Hindi.
    expect(await tgAnswer(`/bridge join ${code}`)).toMatch(
      /यह कोड अनजान है, इसकी मियाद ख़त्म हो गई या यह पहले ही इस्तेमाल हो चुका है/,
    );
    const more = /Bridge code: ([A-Z0-9]+)/.exec(await answer(EN, 'admin', '/bridge create'))?.[1];
    expect(await tgAnswer(`/bridge join ${more}`)).toMatch(/^ब्रिज जुड़ गया।/);
    await say(EN, 'alice', 'good morning');
    await botSays(TA, 'alice (Web chat): காலை வணக்கம்');
    await tgWait((v) => v.find((m) => m.text === 'alice (Web chat): सुप्रभात'));
  }, 40_000);

  it('only an admin pauses or resumes', async () => {
    expect(await answer(TA, 'kumar', '/bridge pause')).toContain('Only an admin');
    expect(await answer(TA, 'kumar', '/bridge resume')).toContain('Only an admin');
  }, 20_000);

  it('pause: nothing leaves the paused channel and nothing arrives there; the others still talk', async () => {
    expect(await answer(TA, 'admin', '/bridge pause')).toBe(
      'Bridge paused for this channel: nothing crosses to or from it until /bridge resume.',
    );
    const before = bridged(await b.web.messages(WS, TA), 'alice (Web chat)').length;
    await say(TA, 'kumar', 'காலை வணக்கம்');
    await say(EN, 'alice', 'thank you very much');
    b.tgSay('ravi', 'सुप्रभात');
    // the other two still talk, both ways
    await tgWait((v) => v.find((m) => m.text === 'alice (Web chat): बहुत बहुत धन्यवाद'));
    await botSays(EN, 'Ravi (Telegram): good morning');
    await settle();
    const ta = await b.web.messages(WS, TA);
    expect(bridged(ta, 'alice (Web chat)')).toHaveLength(before);
    expect(bridged(ta, 'Ravi (Telegram)')).toEqual([]);
    expect(bridged(await b.web.messages(WS, EN), 'kumar (Web chat)')).toEqual([]);
    expect(b.tgView().filter((m) => m.text.startsWith('kumar (Web chat)'))).toEqual([]);
    // every side's list shows the leg paused by its admin (not refused)
    expect(await answer(EN, 'alice', '/bridge list')).toMatch(/• Web chat tamil: Tamil — paused$/m);
    expect(await tgAnswer('/bridge list')).toMatch(/• वेब चैट tamil: तमिल — रुका हुआ$/m);
  }, 40_000);

  it('resume: messages cross to and from the channel again; what was said meanwhile does not follow', async () => {
    expect(await answer(TA, 'admin', '/bridge resume')).toBe('Bridge resumed for this channel.');
    await say(TA, 'kumar', 'மிக்க நன்றி');
    await say(EN, 'alice', 'see you tomorrow');
    await botSays(EN, 'kumar (Web chat): thank you very much');
    await tgWait((v) => v.find((m) => m.text === 'kumar (Web chat): बहुत बहुत धन्यवाद'));
    await botSays(TA, 'alice (Web chat): நாளை சந்திப்போம்');
    await settle();
    // kumar's message from the pause (good morning) never crossed, and did not on resume
    expect(bridged(await b.web.messages(WS, EN), 'kumar (Web chat)').map((m) => m.text)).toEqual([
      'kumar (Web chat): thank you very much',
    ]);
    expect(bridged(await b.web.messages(WS, TA), 'Ravi (Telegram)')).toEqual([]);
    expect(await answer(EN, 'alice', '/bridge list')).not.toMatch(/paused/);
  }, 40_000);

  it('leave: the channel is out of every side’s list and of the conversation; the others stay bridged', async () => {
    expect(await answer(TA, 'kumar', '/bridge leave')).toContain('Only an admin');
    expect(await answer(TA, 'admin', '/bridge leave')).toBe(
      'This channel left its bridge: messages no longer cross.',
    );
    expect(await answer(TA, 'kumar', '/bridge list')).toBe(
      'This channel is not bridged. An admin starts a bridge with /bridge create.',
    );
    const enList = await answer(EN, 'alice', '/bridge list');
    expect(enList).toContain('• Telegram -1007770001: Hindi');
    expect(enList).not.toContain('tamil');
    const tgList = await tgAnswer('/bridge list');
    expect(tgList).toContain('• वेब चैट general: अंग्रेज़ी');
    expect(tgList).not.toContain('tamil');

    const taBefore = (await b.web.messages(WS, TA)).filter((m) => m.bot).length;
    await say(TA, 'kumar', 'காலை வணக்கம்');
    await say(EN, 'alice', 'good morning');
    b.tgSay('ravi', 'सुप्रभात');
    await tgWait((v) => v.filter((m) => m.text === 'alice (Web chat): सुप्रभात').length === 2 || undefined);
    await b.web.waitFor(WS, EN, (ms) =>
      ms.filter((m) => m.bot && m.text === 'Ravi (Telegram): good morning').length === 2 ? true : undefined,
    );
    await settle();
    // the Tamil channel got nothing new but the answers to its own commands, and sent nothing
    const taNow = (await b.web.messages(WS, TA)).filter((m) => m.bot);
    expect(taNow.slice(taBefore).filter((m) => /\((Web chat|Telegram)\): /.test(m.text))).toEqual([]);
    expect(bridged(await b.web.messages(WS, EN), 'kumar (Web chat)')).toHaveLength(1);
    expect(b.tgView().filter((m) => m.text.startsWith('kumar (Web chat)'))).toHaveLength(1);
    expect(await answer(TA, 'admin', '/bridge leave')).toBe('This channel is not bridged.');
  }, 40_000);

  it('a join code expires: after its time the join is refused; a fresh code works', async () => {
    const made = await answer(SPARE, 'admin', '/bridge create');
    expect(made).toContain('(valid 15 minutes, for one channel; only you see it)');
    const code = /Bridge code: ([A-Z0-9]+)/.exec(made)?.[1] ?? '';
    // Redis expires the code (the store sets no clock of its own): 15 minutes, then it is gone.
    const key = keys.bridge.code(code);
    const ttl = await b.web.redis.ttl(key);
    expect(ttl).toBeGreaterThan(14 * 60);
    expect(ttl).toBeLessThanOrEqual(15 * 60);
    // time passes: the key's own expiry, brought forward
    await b.web.redis.pexpire(key, 1);
    await new Promise((r) => setTimeout(r, 20));
    expect(await answer(TA, 'admin', `/bridge join ${code}`)).toBe(
      'That code is unknown, expired or already used. Ask the other admin to run `bridge create` again.',
    );
    expect(await answer(TA, 'kumar', '/bridge list')).toMatch(/^This channel is not bridged\./);
    // the channel that left may join another bridge
    await answer(SPARE, 'admin', '/bridge leave');
    const again = await answer(SPARE, 'admin', '/bridge create');
    const fresh = /Bridge code: ([A-Z0-9]+)/.exec(again)?.[1];
    expect(await answer(TA, 'admin', `/bridge join ${fresh}`)).toMatch(/^Bridged\./);
    await say(SPARE, 'sam', 'good morning');
    await botSays(TA, 'sam (Web chat): காலை வணக்கம்');
  }, 40_000);
});
