// Moderation of bridged images, applied once on the way in by the source channel's policy: a
// caption moderation hides keeps the image home too; an image whose text (OCR) moderation hides
// does not cross, and its caption's copies are taken back; with redact, its text crosses redacted.
// An edit moderation hides takes its message's copies back.
// Web chat (English, the source) → Telegram (Hindi, OCR on) and a Tamil web chat channel (OCR off).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import type { Settings } from '../../../src/settings/schema.js';
import { type BridgeHarness, GROUP, startBridgeHarness, type TgView } from './harness.js';

const WS = 'modws';
const EN = 'general';
const TA = 'tamil';
const enRef: ConversationRef = { platform: 'local', workspaceId: WS, channelId: EN };
const tgRef: ConversationRef = { platform: 'telegram', workspaceId: String(GROUP), channelId: String(GROUP) };
const taRef: ConversationRef = { platform: 'local', workspaceId: WS, channelId: TA };
const EMAIL = 'ravi.k@example.com';

/** `text` written black on white, as a PNG */
function textImage(text: string): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'dubash-bridge-mod-'));
  const png = join(dir, 'text.png');
  execFileSync('convert', [
    ...['-size', '900x120', 'xc:white', '-font', '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf'],
    ...['-fill', 'black', '-pointsize', '48', '-annotate', '+20+80', text, png],
  ]);
  const data = readFileSync(png);
  rmSync(dir, { recursive: true, force: true });
  return data;
}

let b: BridgeHarness;
beforeAll(async () => {
  b = await startBridgeHarness();
  await b.web.bot.settings.set('channel', tgRef, { language: 'hi', autoOcr: true });
  await b.web.bot.settings.set('channel', taRef, { language: 'ta' });
}, 60_000);
afterAll(() => b?.close(), 60_000);

const moderation = (mode: Settings['moderation']['mode']): Partial<Settings> => ({
  moderation: { mode, types: ['pii'], dryRun: false },
});
const say = async (channel: string, user: string, text: string) => {
  const r = await b.web.post({ workspace: WS, channel, user, text });
  if (!r.body.id) throw new Error(`post refused: ${r.status} ${r.body.error}`);
  return r.body.id;
};
const upload = async (text: string, image: Buffer) => {
  const r = await b.web.upload(
    { workspace: WS, channel: EN, user: 'alice', text },
    { data: image, name: 'note.png', type: 'image/png' },
  );
  if (!r.body.id) throw new Error(`upload refused: ${r.status} ${r.body.error}`);
  return r.body.id;
};
const tgWait = <T>(pick: (v: TgView) => T | undefined, ms = 30_000) => b.tgWait(pick, ms);
/** Images the bridge posted: Telegram photos, and image attachments in the Tamil channel. */
const images = async () => ({
  telegram: b.emulator.callsOf('sendPhoto').filter((c) => Number(c.params.chat_id) === GROUP).length,
  tamil: (await b.web.messages(WS, TA)).filter((m) => m.bot && m.attachments.some((a) => a.kind === 'image'))
    .length,
});
/** Waits for one more bot message matching `pattern` in a web chat channel than there is now. */
const oneMore = async (channel: string, pattern: RegExp, act: () => Promise<unknown>) => {
  const count = async () =>
    (await b.web.messages(WS, channel)).filter((m) => m.bot && pattern.test(m.text)).length;
  const had = await count();
  await act();
  await b.web.waitFor(WS, channel, (ms) =>
    ms.filter((m) => m.bot && pattern.test(m.text)).length > had ? true : undefined,
  );
};
/** A clean message crossing to the Tamil side: everything sent before it was handled. */
const sync = (text: string, ta: RegExp) => oneMore(TA, ta, () => say(EN, 'alice', text));
/** Everything members read on the other sides now. */
const elsewhere = async () => [
  ...b.tgView().map((m) => m.text),
  ...(await b.web.messages(WS, TA)).map((m) => m.text),
];

describe('bridge: moderation of images', () => {
  it('one bridge: web chat (en) ↔ Telegram (hi, OCR on) ↔ web chat (ta)', async () => {
    await say(EN, 'admin', '/bridge create');
    const made = await b.web.waitFor(WS, EN, (ms) => ms.find((m) => m.bot && /Bridge code/.test(m.text)), {
      user: 'admin',
    });
    const code = /Bridge code: ([A-Z0-9]+)/.exec(made.text)?.[1];
    b.tgSay('admin', `/bridge join ${code}`);
    await tgWait(() => b.tgView().find((m) => m.text.startsWith('ब्रिज जुड़ गया')));
    await say(
      TA,
      'admin',
      `/bridge join ${await b.nextCode({ platform: 'local', workspaceId: WS, channelId: EN })}`,
    );
    await b.web.waitFor(WS, TA, (ms) => ms.find((m) => m.bot && m.text.startsWith('Bridged.')));
  }, 60_000);

  it('a caption moderation hides keeps its image home', async () => {
    await b.web.bot.settings.set('channel', enRef, moderation('hide'));
    const before = await images();
    await oneMore(EN, /This message was hidden/, () =>
      upload(`write to ${EMAIL}`, textImage('good morning')),
    );
    await sync('thank you very much', /^alice \(Web chat\): மிக்க நன்றி$/);
    expect(await images()).toEqual(before);
    expect((await elsewhere()).filter((t) => t.includes(EMAIL) || /write to/i.test(t))).toEqual([]);
  }, 60_000);

  it('a caption moderation redacts crosses redacted, with its image', async () => {
    await b.web.bot.settings.set('channel', enRef, moderation('redact'));
    const before = await images();
    await upload(`mail me at ${EMAIL}`, textImage('good morning'));
    const photo = await tgWait(() =>
      b
        .tgView()
        .find((m) => m.text.startsWith('alice (Web chat) sent an image') && m.text.includes('सुप्रभात')),
    );
    expect(photo.text).toBe('alice (Web chat) sent an image\n📄 सुप्रभात');
    const caption = await tgWait(() =>
      b.tgView().find((m) => /^alice \(Web chat\): .*(mail|मेल)/i.test(m.text)),
    );
    expect(caption.text).not.toContain(EMAIL);
    await b.web.waitFor(WS, TA, (ms) =>
      ms.find((m) => m.bot && m.text === 'alice (Web chat) sent an image' && m.attachments.length),
    );
    expect(await images()).toEqual({ telegram: before.telegram + 1, tamil: before.tamil + 1 });
  }, 60_000);

  it('an image whose text moderation hides crosses to no side, and its caption is taken back', async () => {
    await b.web.bot.settings.set('channel', enRef, moderation('hide'));
    const before = await images();
    // The source's OCR is off: the bridge read the text, so it tells the source what moderation did.
    await oneMore(EN, /This image was hidden/, () => upload('see you tomorrow', textImage(`mail ${EMAIL}`)));
    await sync('good morning', /^alice \(Web chat\): காலை வணக்கம்$/);
    expect(await images()).toEqual(before);
    const seen = await elsewhere();
    expect(seen.filter((t) => t.includes(EMAIL))).toEqual([]);
    // the caption crossed first; it was deleted on every side when the image's text was hidden
    expect(seen.filter((t) => /நாளை சந்திப்போம்|कल मिलते हैं/.test(t))).toEqual([]);
    const deleted = b.emulator.callsOf('deleteMessage').filter((c) => Number(c.params.chat_id) === GROUP);
    expect(deleted.length).toBeGreaterThan(0);
  }, 60_000);

  it('with redact, the image crosses and its text crosses redacted', async () => {
    await b.web.bot.settings.set('channel', enRef, moderation('redact'));
    await upload('', textImage(`mail ${EMAIL}`));
    const photo = await tgWait(() =>
      b
        .tgView()
        .find((m) => m.text.startsWith('alice (Web chat) sent an image\n📄') && /\[|mail|मेल/i.test(m.text)),
    );
    expect(photo.text).not.toContain(EMAIL);
    expect(photo.text).not.toContain('example.com');
    // the source (OCR off) shows the image as it was: the bridge has nothing to tell it
    await sync('good morning', /^alice \(Web chat\): காலை வணக்கம்$/);
    const source = (await b.web.messages(WS, EN)).filter((m) => m.bot && /This image/.test(m.text));
    expect(source.map((m) => m.text)).toEqual([expect.stringMatching(/This image was hidden/)]);
  }, 60_000);

  it("an image the source's own OCR hides does not cross, though no destination reads text", async () => {
    await b.web.bot.settings.set('channel', enRef, { ...moderation('hide'), autoOcr: true });
    await b.web.bot.settings.set('channel', tgRef, { autoOcr: false });
    const before = await images();
    // the source's auto-OCR hides it there (and says so)
    await oneMore(EN, /This image was hidden/, () => upload('', textImage(`mail ${EMAIL}`)));
    await sync('see you tomorrow', /^alice \(Web chat\): நாளை சந்திப்போம்$/);
    expect(await images()).toEqual(before);
  }, 60_000);
  it('an edit moderation hides takes back the copies of its message', async () => {
    await b.web.bot.settings.set('channel', enRef, { ...moderation('off'), autoOcr: false });
    const thanks = async () =>
      (await b.web.messages(WS, TA)).filter((m) => m.bot && m.text === 'alice (Web chat): மிக்க நன்றி').length;
    let id = '';
    await oneMore(TA, /^alice \(Web chat\): மிக்க நன்றி$/, async () => {
      id = await say(EN, 'alice', 'thank you very much');
    });
    const copy = await tgWait(() =>
      b
        .tgView()
        .filter((m) => m.text === 'alice (Web chat): बहुत बहुत धन्यवाद')
        .at(-1),
    );
    const had = await thanks();
    await b.web.bot.settings.set('channel', enRef, moderation('hide'));
    await oneMore(EN, /This message was hidden/, async () => {
      const res = await fetch(`${b.web.url}/local/api/messages/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user: 'alice', text: `write to ${EMAIL}` }),
      });
      expect(res.ok).toBe(true);
    });
    await tgWait(() => (b.tgView().some((m) => m.id === copy.id) ? undefined : true));
    expect(await thanks()).toBe(had - 1);
    expect((await elsewhere()).filter((t) => t.includes(EMAIL) || /write to/i.test(t))).toEqual([]);
  }, 60_000);
});
