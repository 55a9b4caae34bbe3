// What dubash says besides command answers, in the language it is read in: a member reading Hindi
// gets the captions answer and the web chat's welcome in Devanagari; a channel's moderation notice
// and the admins' budget warning are in the workspace's language (Tamil here), as every notice to a
// whole channel or its admins is; an English reader of an English workspace still gets English.
// The whole bot over the web chat's HTTP API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type WireMessage } from './harness.js';

const WS = 'notices';
const CH = 'room';
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(async () => {
  await h?.close();
}, 60_000);

/** Posts `text` as `user`; the bot's last message answering it, as `viewer` sees the channel. */
async function answer(user: string, text: string, viewer = user, ws = WS): Promise<WireMessage> {
  const { body } = await h.post({ workspace: ws, channel: CH, user, text });
  return h.waitFor(ws, CH, (ms) => ms.filter((m) => m.bot && m.replyTo === body.id).at(-1), {
    user: viewer,
  });
}

/** Share of the letters outside commands and `code` that are in `script`. */
function shareIn(text: string, script: RegExp): number {
  const prose = text.replace(/`[^`]*`/g, ' ').replace(/\/[a-z]+[\x20-\x7e]*/g, ' ');
  const letters = [...prose].filter((c) => /\p{L}/u.test(c));
  return letters.length ? letters.filter((c) => script.test(c)).length / letters.length : 0;
}
const DEVANAGARI = /\p{Script=Devanagari}/u;
const TAMIL = /\p{Script=Tamil}/u;

describe('notices in the language they are read in', () => {
  beforeAll(async () => {
    await answer('asha', '/settings me language hi');
    await answer('admin', '/settings workspace language ta');
  }, 30_000);

  it('a Hindi reader gets the captions answer in Devanagari', async () => {
    const said = await answer('asha', '/captions start');
    // the microphone button named as a Hindi reader's page labels it
    expect(said.text).toContain('(कैप्शन शुरू करें)');
    expect(shareIn(said.text, DEVANAGARI)).toBeGreaterThan(0.8);
  });

  it('a Hindi reader opening a new channel is welcomed in Devanagari, the examples as typed', async () => {
    const [greeting] = await h.messages(WS, 'fresh', 'asha');
    expect(greeting?.text).toContain('#fresh में आपका स्वागत है। मैं dubash हूँ');
    expect(greeting?.text.split('\n')).toContain('/settings channel translate members');
    expect(greeting?.text).toContain('सारी कमांड देखने के लिए /help लिखिए।');
  });

  it("a channel's moderation notice is in the workspace's language (Tamil)", async () => {
    await answer('admin', '/settings channel moderation flag profanity');
    const flagged = await answer('ravi', 'साले, फिर देर से आया', 'kavin');
    expect(flagged.text).toBe('⚠️ இந்தச் செய்தியில் கெட்ட வார்த்தைகள் இருக்கக்கூடும்.');
    await answer('admin', '/settings channel moderation off');
  });

  it("the admins' 80% budget warning is in the workspace's language (Tamil)", async () => {
    await answer('admin', '/settings workspace budget characters 100');
    await h.post({
      workspace: WS,
      channel: CH,
      user: 'asha',
      text: '/transliterate to hi kal subah das baje office mein milte hain, sab log samay par aana please',
    });
    const warning = await h.waitFor(
      WS,
      CH,
      (ms) => ms.find((m) => m.bot && m.visibleTo?.includes('admin') && m.text.includes('budget characters')),
      { user: 'admin' },
    );
    // the admins' alone: the member who translated does not see it
    expect((await h.messages(WS, CH, 'asha')).filter((m) => m.text === warning.text)).toEqual([]);
    expect(warning.text).toMatch(/^நிர்வாகிகளுக்கு: இந்த வொர்க்ஸ்பேஸ் தன் மாத வரம்பில் \d+%/);
    expect(warning.text).toContain('/settings workspace budget characters N');
    expect(shareIn(warning.text, TAMIL)).toBeGreaterThan(0.8);
  });

  it('in an English workspace the same notices are English', async () => {
    await answer('admin', '/settings channel moderation flag profanity', 'admin', 'english');
    const flagged = await answer('ravi', 'साले, फिर देर से आया', 'ravi', 'english');
    expect(flagged.text).toBe('⚠️ This message may contain profanity.');
    expect((await answer('ravi', '/captions start', 'ravi', 'english')).text).toMatch(
      /^The web chat has no voice channels: live captions here come from your microphone\./,
    );
  });
});
