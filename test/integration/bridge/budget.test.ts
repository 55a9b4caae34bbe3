// Budgets apply to the bridge once, on the way in: the source workspace's monthly character budget
// pays for one translation call per message (all destination languages at once), its admins hear
// at 80% as for other automatic work (only they), and a message the budget no longer covers does
// not cross (quietly, as auto-translate stops) while the other sides, with budgets of their own,
// still talk; raised, it crosses again. Web chat (en, ta) and a Telegram group (hi).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import { type BridgeHarness, GROUP, startBridgeHarness, type TgView } from './harness.js';

const WS = 'bridge-budget';
const EN = 'general';
const TA = 'tamil';
const tgRef: ConversationRef = { platform: 'telegram', workspaceId: String(GROUP), channelId: String(GROUP) };
const taRef: ConversationRef = { platform: 'local', workspaceId: WS, channelId: TA };
const WARNING = /^Admins: this workspace has used \d+% of its monthly budget/;

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
const answer = async (channel: string, user: string, command: string) => {
  const asked = await say(channel, user, command);
  // /settings answers are the member's own (personal)
  return (await b.web.waitFor(WS, channel, (ms) => ms.find((m) => m.bot && m.replyTo === asked), { user }))
    .text;
};
const botSays = (channel: string, text: string) =>
  b.web.waitFor(WS, channel, (ms) => ms.find((m) => m.bot && m.text === text));
const tgWait = <T>(pick: (v: TgView) => T | undefined, ms = 20_000) => b.tgWait(pick, ms);
const warnings = async (user: string) =>
  (await b.web.messages(WS, EN, user)).filter((m) => m.bot && WARNING.test(m.text));
/** Lets events still in flight finish before checking that something did NOT arrive. */
const settle = async () => {
  await b.web.bot.local.idle();
  await new Promise((r) => setTimeout(r, 1_500));
};

describe('bridge: the source workspace’s character budget', () => {
  it('a bridge of the web chat (en, ta) and Telegram (hi); a budget of 75 characters', async () => {
    const made = await answer(EN, 'admin', '/bridge create');
    const code = /Bridge code: ([A-Z0-9]+)/.exec(made)?.[1];
    expect(code, made).toBeTruthy();
    expect(await answer(TA, 'admin', `/bridge join ${code}`)).toMatch(/^Bridged\./);
    b.tgSay(
      'admin',
      `/bridge join ${await b.nextCode({ platform: 'local', workspaceId: WS, channelId: EN })}`,
    );
    await tgWait((v) => v.find((m) => m.text.startsWith('ब्रिज जुड़ गया')));
    await answer(EN, 'admin', '/settings workspace budget characters 75');
    expect(
      (await b.web.bot.settings.resolve({ platform: 'local', workspaceId: WS, channelId: EN })).budget,
    ).toMatchObject({ characters: 75 });
  }, 40_000);

  it('messages cross metered once; at 80% the source’s admins (only they) hear it once', async () => {
    // 12 characters into two languages: 24 of 75, no warning yet
    await say(EN, 'alice', 'good morning');
    await tgWait((v) => v.find((m) => m.text === 'alice (Web chat): सुप्रभात'));
    await botSays(TA, 'alice (Web chat): காலை வணக்கம்');
    // 19 into two languages: 62 of 75 (82%)
    await say(EN, 'alice', 'thank you very much');
    await tgWait((v) => v.find((m) => m.text === 'alice (Web chat): बहुत बहुत धन्यवाद'));
    await botSays(TA, 'alice (Web chat): மிக்க நன்றி');
    const [warning] = await b.web.waitFor(
      WS,
      EN,
      (ms) => {
        const found = ms.filter((m) => m.bot && WARNING.test(m.text));
        return found.length ? found : undefined;
      },
      { user: 'admin' },
    );
    // one call for both languages, counted once (not again for the destinations)
    expect(warning?.text).toContain('used 82% of its monthly budget (62 of 75 characters)');
    await settle();
    expect(await warnings('admin')).toHaveLength(1);
    expect(await warnings('alice')).toEqual([]);
  }, 40_000);

  it('a message the budget does not cover does not cross; the others still talk; raised, it crosses', async () => {
    // 16 into two languages: 32 needed, 13 left
    await say(EN, 'alice', 'see you tomorrow');
    // Telegram's group has its own (unlimited) budget: it still reaches the web chat
    b.tgSay('ravi', 'सुप्रभात');
    await botSays(EN, 'Ravi (Telegram): good morning');
    await botSays(TA, 'Ravi (Telegram): காலை வணக்கம்');
    await settle();
    expect(b.tgView().filter((m) => m.text.startsWith('alice (Web chat): कल'))).toEqual([]);
    expect((await b.web.messages(WS, TA)).filter((m) => m.text === 'alice (Web chat): நாளை சந்திப்போம்')).toEqual(
      [],
    );
    // quietly for members, as other automatic work over budget: no error in the channel, no second
    // warning; the admins are told once that automatic translation has stopped
    const stopped =
      /^Admins: automatic translation \(and the bridge\) has stopped in this workspace: the monthly budget of 75 characters cannot cover the next message \(62 used\)/;
    await b.web.waitFor(WS, EN, (ms) => ms.find((m) => m.bot && stopped.test(m.text)), { user: 'admin' });
    await say(EN, 'alice', 'see you tomorrow');
    await settle();
    const en = await b.web.messages(WS, EN, 'admin');
    expect(en.filter((m) => m.bot && /budget/.test(m.text) && !WARNING.test(m.text))).toEqual([
      expect.objectContaining({ text: expect.stringMatching(/75/) }), // the /settings answer
      expect.objectContaining({ text: expect.stringMatching(stopped) }), // once, though refused twice
    ]);
    expect((await b.web.messages(WS, EN, 'alice')).filter((m) => m.bot && stopped.test(m.text))).toEqual([]);
    expect(await warnings('admin')).toHaveLength(1);

    await answer(EN, 'admin', '/settings workspace budget characters 1000');
    await say(EN, 'alice', 'see you tomorrow');
    await tgWait((v) => v.find((m) => m.text === 'alice (Web chat): कल मिलते हैं'));
    await botSays(TA, 'alice (Web chat): நாளை சந்திப்போம்');
  }, 40_000);
});
