// `bridge mode members`: a bridged web chat channel whose members read English and Tamil gets a
// Telegram member's Hindi message in both, one labelled line each, while a channel in the default
// mode gets its one language; `bridge mode channel` brings the one language back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import { type BridgeHarness, GROUP, startBridgeHarness, type TgView } from './harness.js';

const WS = 'members';
const EN = 'general';
const MIXED = 'mixed';
const tgRef: ConversationRef = { platform: 'telegram', workspaceId: String(GROUP), channelId: String(GROUP) };
const mixedRef: ConversationRef = { platform: 'local', workspaceId: WS, channelId: MIXED };

let b: BridgeHarness;
beforeAll(async () => {
  b = await startBridgeHarness();
  await b.web.bot.settings.set('channel', tgRef, { language: 'hi' });
  await b.web.bot.settings.set('member', mixedRef, { language: 'ta' }, 'kavin');
}, 60_000);
afterAll(() => b?.close(), 60_000);

const say = async (channel: string, user: string, text: string) => {
  const r = await b.web.post({ workspace: WS, channel, user, text });
  if (!r.body.id) throw new Error(`post refused: ${r.status} ${r.body.error}`);
  return r.body.id;
};
const answer = async (channel: string, asked: string) =>
  b.web.waitFor(WS, channel, (ms) => ms.find((m) => m.bot && m.replyTo === asked));
const tgWait = <T>(pick: (v: TgView) => T | undefined, ms = 20_000) => b.tgWait(pick, ms);

describe('bridge: members mode', () => {
  it('an admin sets a bridged channel to its members’ languages', async () => {
    const asked = await say(EN, 'admin', '/bridge create');
    const made = await b.web.waitFor(WS, EN, (ms) => ms.find((m) => m.bot && m.replyTo === asked), {
      user: 'admin',
    });
    const code = /Bridge code: ([A-Z0-9]+)/.exec(made.text)?.[1];
    b.tgSay('admin', `/bridge join ${code}`);
    await tgWait(() => b.tgView().find((m) => m.text.startsWith('ब्रिज जुड़ गया')));
    await answer(
      MIXED,
      await say(
        MIXED,
        'admin',
        `/bridge join ${await b.nextCode({ platform: 'local', workspaceId: WS, channelId: EN })}`,
      ),
    );
    // kavin (Tamil) is a member of the mixed channel from his first message
    await answer(MIXED, await say(MIXED, 'kavin', '/bridge list'));

    const refused = await answer(MIXED, await say(MIXED, 'admin', '/bridge mode everyone'));
    expect(refused.text).toContain('/bridge mode members');
    const set = await answer(MIXED, await say(MIXED, 'admin', '/bridge mode members'));
    expect(set.text).toContain('languages this channel’s members read');
    const list = await answer(MIXED, await say(MIXED, 'kavin', '/bridge list'));
    // kavin reads Tamil: the list is in Tamil, channel names as they are
    expect(list.text).toContain('வலை அரட்டை mixed (இந்தச் சேனல்): அதன் உறுப்பினர்களின் மொழிகள்');
  }, 40_000);

  it('a message crosses in each language its members read; other channels get their one language', async () => {
    b.tgSay('ravi', 'सुप्रभात');
    const mixed = await b.web.waitFor(WS, MIXED, (ms) =>
      ms.find((m) => m.bot && m.text.startsWith('Ravi (Telegram):')),
    );
    expect(mixed.text).toBe('Ravi (Telegram):\nEnglish: good morning\nTamil: காலை வணக்கம்');
    const en = await b.web.waitFor(WS, EN, (ms) =>
      ms.find((m) => m.bot && m.text.startsWith('Ravi (Telegram):')),
    );
    expect(en.text).toBe('Ravi (Telegram): good morning');
  }, 30_000);

  it('`bridge mode channel` brings back the channel’s one language', async () => {
    const set = await answer(MIXED, await say(MIXED, 'admin', '/bridge mode channel'));
    expect(set.text).toContain('in this channel’s language');
    b.tgSay('ravi', 'सुप्रभात');
    const plain = await b.web.waitFor(WS, MIXED, (ms) =>
      ms.find((m) => m.bot && m.text === 'Ravi (Telegram): good morning'),
    );
    expect(plain.text).toBe('Ravi (Telegram): good morning');
  }, 30_000);
});
