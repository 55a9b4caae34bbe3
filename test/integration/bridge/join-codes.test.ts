// Bridge join codes (issue 18, point 5): a code goes to the admin who asked alone (the web chat's
// ephemeral message, a Telegram private chat; never the channel), takes one channel, and every
// side hears who joined, left or was removed, and how to remove a channel it did not expect.
// Web chat (en, ta, a third channel) and a Telegram group (hi) on the Bot API emulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import { type BridgeHarness, GROUP, startBridgeHarness, TG, type TgView } from './harness.js';

const WS = 'bridge-codes';
const EN = 'general';
const TA = 'tamil';
const OUTSIDE = 'outside';
const CODE = /Bridge code: ([A-Z0-9]+)/;
const tgRef: ConversationRef = { platform: 'telegram', workspaceId: String(GROUP), channelId: String(GROUP) };

let b: BridgeHarness;
beforeAll(async () => {
  b = await startBridgeHarness();
  await b.web.bot.settings.set('channel', tgRef, { language: 'hi' });
  await b.web.bot.settings.set(
    'channel',
    { platform: 'local', workspaceId: WS, channelId: TA },
    {
      language: 'ta',
    },
  );
}, 60_000);
afterAll(() => b?.close(), 60_000);

const say = async (channel: string, user: string, text: string) => {
  const r = await b.web.post({ workspace: WS, channel, user, text });
  if (!r.body.id) throw new Error(`post refused: ${r.status} ${r.body.error}`);
  return r.body.id;
};
/** The bot's answer to a command, as the member who ran it sees it. */
const answer = async (channel: string, user: string, command: string) => {
  const asked = await say(channel, user, command);
  return (await b.web.waitFor(WS, channel, (ms) => ms.find((m) => m.bot && m.replyTo === asked), { user }))
    .text;
};
const tgWait = <T>(pick: (v: TgView) => T | undefined) => b.tgWait(pick);
/** Everything the bot sent into one Telegram chat (a member's private chat with the bot too). */
const tgSent = (chat: number) =>
  b.emulator.calls
    .filter((c) => c.method === 'sendMessage' && Number(c.params.chat_id) === chat && c.status === 200)
    .map((c) => String(c.params.text));

describe('bridge join codes: private, single-use, announced', () => {
  let code = '';

  it('the code is shown to the admin who asked, and to no one else in the channel', async () => {
    const made = await answer(EN, 'admin', '/bridge create');
    code = CODE.exec(made)?.[1] ?? '';
    expect(code, made).toBeTruthy();
    expect(made).toContain('for one channel; only you see it');
    // another member, and the channel as anyone sees it, hold no code
    await b.web.waitFor(WS, EN, (ms) => ms.find((m) => m.user === 'admin'), { user: 'alice' });
    for (const view of [await b.web.messages(WS, EN, 'alice'), await b.web.messages(WS, EN)])
      expect(view.map((m) => m.text).join('\n')).not.toContain(code);
  }, 30_000);

  it('a channel joins with it; the other side hears who joined, from where, and how to remove it', async () => {
    const id = b.tgSay('admin', `/bridge join ${code}`);
    const joined = await tgWait((v) => v.find((m) => m.replyTo === id));
    // Meera's Telegram app is in Hindi: her answer is Hindi; the web side's notice stays English.
    expect(joined.text).toMatch(/^ब्रिज जुड़ गया।/);
    expect(joined.text).toContain('/bridge leave से यह चैनल ब्रिज से बाहर हो जाता है');
    const told = await b.web.waitFor(
      WS,
      EN,
      (ms) => ms.find((m) => m.bot && /joined this bridge/.test(m.text)),
      {
        user: 'alice',
      },
    );
    expect(told.text).toBe(
      `Telegram ${GROUP} joined this bridge, added by Meera (Telegram). Messages now cross with it. ` +
        `If that is not expected, an admin here runs /bridge remove telegram ${GROUP}; /bridge leave takes this channel out.`,
    );
  }, 30_000);

  it('the same code does not let a second channel in', async () => {
    expect(await answer(OUTSIDE, 'admin', `/bridge join ${code}`)).toMatch(
      /That code is unknown, expired or already used/,
    );
    expect(await answer(OUTSIDE, 'admin', '/bridge list')).toMatch(/^This channel is not bridged\./);
    await say(EN, 'alice', 'good morning');
    await tgWait((v) => v.find((m) => m.text === 'alice (Web chat): सुप्रभात'));
    await b.web.bot.local.idle();
    expect((await b.web.messages(WS, OUTSIDE, 'admin')).filter((m) => /alice/.test(m.text))).toEqual([]);
  }, 30_000);

  it('a bridged channel gives a fresh code for one more channel; every side hears of the newcomer', async () => {
    const more = await answer(EN, 'admin', '/bridge create');
    expect(more).toContain('for one more channel; only you see it');
    const fresh = CODE.exec(more)?.[1];
    expect(await answer(TA, 'admin', `/bridge join ${fresh}`)).toMatch(/^Bridged\./);
    await tgWait((v) =>
      v.find((m) => m.text.startsWith(`Web chat ${TA} joined this bridge, added by admin (Web chat).`)),
    );
    await b.web.waitFor(WS, EN, (ms) =>
      ms.find((m) => m.bot && m.text.startsWith(`Web chat ${TA} joined this bridge`)),
    );
  }, 30_000);

  it('on Telegram the code goes to the admin’s private chat, never the group', async () => {
    b.tgSay('admin', '/bridge create');
    // The admin's app is in Hindi: "ब्रिज कोड: …"
    const HI_CODE = /ब्रिज कोड: ([A-Z0-9]+)/;
    const dm = await tgWait(() => tgSent(TG.admin.id).find((t) => HI_CODE.test(t)));
    const tgCode = HI_CODE.exec(dm)?.[1] ?? '';
    expect(dm).toContain('एक और चैनल के लिए'); // the admin's app is in Hindi
    await b.web.bot.local.idle();
    expect(b.tgView().some((m) => m.text.includes(tgCode))).toBe(false);
    // an admin the bot may not write to hears how to fix it, in the group, without the code
    b.emulator.forbid('sendMessage', TG.admin.id, "Forbidden: bot can't initiate conversation with a user");
    const asked = b.tgSay('admin', '/bridge create');
    const instead = await tgWait((v) => v.find((m) => m.replyTo === asked));
    expect(instead.text).toContain('मैं आपको ब्रिज कोड निजी तौर पर नहीं भेज सका');
    expect(instead.text).not.toMatch(HI_CODE);
  }, 30_000);

  it('an admin of any side removes a channel; it and the others are told, and nothing more reaches it', async () => {
    expect(await answer(TA, 'kumar', `/bridge remove telegram ${GROUP}`)).toContain('Only an admin');
    expect(await answer(EN, 'admin', '/bridge remove telegram 42')).toBe(
      'No channel "42" is in this bridge. /bridge list shows them.',
    );
    expect(await answer(EN, 'admin', `/bridge remove telegram ${GROUP}`)).toBe(
      `Removed Telegram ${GROUP} from the bridge. Each side was told.`,
    );
    await tgWait((v) =>
      v.find((m) => m.text.startsWith('admin (Web chat) removed this channel from its bridge')),
    );
    await b.web.waitFor(WS, TA, (ms) =>
      ms.find(
        (m) => m.bot && m.text === `Telegram ${GROUP} was removed from this bridge by admin (Web chat).`,
      ),
    );
    await say(EN, 'alice', 'thank you very much');
    await b.web.waitFor(WS, TA, (ms) => ms.find((m) => m.bot && m.text === 'alice (Web chat): மிக்க நன்றி'));
    await b.web.bot.local.idle();
    expect(b.tgView().some((m) => m.text.includes('बहुत बहुत धन्यवाद'))).toBe(false);
  }, 30_000);
});
