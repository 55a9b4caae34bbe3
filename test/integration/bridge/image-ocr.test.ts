// An image crossing a bridge carries its text (OCR), translated into the destination's language,
// where the destination channel has OCR on; a channel with OCR off gets the image with its author.
// A file (not an image) crosses as a file with its author.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import { type BridgeHarness, GROUP, startBridgeHarness, type TgView } from './harness.js';

const WS = 'ocrws';
const EN = 'general';
const TA = 'tamil';
const tgRef: ConversationRef = { platform: 'telegram', workspaceId: String(GROUP), channelId: String(GROUP) };
const taRef: ConversationRef = { platform: 'local', workspaceId: WS, channelId: TA };

/** "good morning" written black on white, as a PNG */
function textImage(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'dubash-bridge-ocr-'));
  const png = join(dir, 'gm.png');
  execFileSync('convert', [
    ...['-size', '600x120', 'xc:white', '-font', '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf'],
    ...['-fill', 'black', '-pointsize', '48', '-annotate', '+20+80', 'good morning', png],
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

const say = async (channel: string, user: string, text: string) => {
  const r = await b.web.post({ workspace: WS, channel, user, text });
  if (!r.body.id) throw new Error(`post refused: ${r.status} ${r.body.error}`);
  return r.body.id;
};
const answer = async (channel: string, asked: string) =>
  b.web.waitFor(WS, channel, (ms) => ms.find((m) => m.bot && m.replyTo === asked));
const tgWait = <T>(pick: (v: TgView) => T | undefined, ms = 30_000) => b.tgWait(pick, ms);

describe('bridge: OCR text of images', () => {
  it('an image crosses with its text translated where the channel has OCR on', async () => {
    const asked = await say(EN, 'admin', '/bridge create');
    const made = await b.web.waitFor(WS, EN, (ms) => ms.find((m) => m.bot && m.replyTo === asked), {
      user: 'admin',
    });
    const code = /Bridge code: ([A-Z0-9]+)/.exec(made.text)?.[1];
    b.tgSay('admin', `/bridge join ${code}`);
    await tgWait(() => b.tgView().find((m) => m.text.startsWith('ब्रिज जुड़ गया')));
    await answer(
      TA,
      await say(
        TA,
        'admin',
        `/bridge join ${await b.nextCode({ platform: 'local', workspaceId: WS, channelId: EN })}`,
      ),
    );

    const r = await b.web.upload(
      { workspace: WS, channel: EN, user: 'alice', text: '' },
      { data: textImage(), name: 'gm.png', type: 'image/png' },
    );
    expect(r.body.id).toBeTruthy();
    const photo = await tgWait(() =>
      b.tgView().find((m) => m.text.startsWith('alice (Web chat) sent an image')),
    );
    expect(photo.text).toBe('alice (Web chat) sent an image\n📄 सुप्रभात');
    // OCR is off in the Tamil channel: the image and its author only
    const ta = await b.web.waitFor(WS, TA, (ms) =>
      ms.find((m) => m.bot && m.text.startsWith('alice (Web chat)')),
    );
    expect(ta.text).toBe('alice (Web chat) sent an image');
    expect(ta.attachments[0]?.kind).toBe('image');
  }, 60_000);
  it('a file crosses as a file with its author, and is not read even where OCR is on', async () => {
    const r = await b.web.upload(
      { workspace: WS, channel: EN, user: 'alice', text: '' },
      { data: Buffer.from('good morning\n'), name: 'notes.txt', type: 'text/plain' },
    );
    expect(r.body.id).toBeTruthy();
    const doc = await tgWait(() =>
      b.emulator.callsOf('sendDocument').find((c) => Number(c.params.chat_id) === GROUP),
    );
    expect(doc.params.caption).toBe('alice (Web chat) sent a file');
    const ta = await b.web.waitFor(WS, TA, (ms) =>
      ms.find((m) => m.bot && m.text === 'alice (Web chat) sent a file'),
    );
    expect(ta.attachments[0]).toMatchObject({ kind: 'document', name: 'notes.txt' });
  }, 60_000);
  it("a file's caption is in the receiving side's workspace language (Tamil)", async () => {
    await b.web.bot.settings.set('workspace', taRef, { language: 'ta' });
    const r = await b.web.upload(
      { workspace: WS, channel: EN, user: 'alice', text: '' },
      { data: Buffer.from('good night\n'), name: 'night.txt', type: 'text/plain' },
    );
    expect(r.body.id).toBeTruthy();
    const ta = await b.web.waitFor(WS, TA, (ms) =>
      ms.find((m) => m.bot && m.text === 'alice (Web chat) ஒரு கோப்பை அனுப்பினார்'),
    );
    expect(ta.attachments[0]).toMatchObject({ kind: 'document', name: 'night.txt' });
    await b.web.bot.settings.set('workspace', taRef, { language: 'en' });
  }, 60_000);
});
