// An image sent in a bridged channel that has auto-OCR on, into a channel that has OCR on too: it
// is read once (the bridge's read is also the source's auto-OCR answer), not once by the source's
// OCR job and again by the bridge. Counted on the bot's /metrics (real API calls).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import { type BridgeHarness, GROUP, startBridgeHarness, type TgView } from './harness.js';

const WS = 'ocroncews';
const EN = 'general';
const enRef: ConversationRef = { platform: 'local', workspaceId: WS, channelId: EN };
const tgRef: ConversationRef = { platform: 'telegram', workspaceId: String(GROUP), channelId: String(GROUP) };

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
  await b.web.bot.settings.set('channel', enRef, { language: 'en', autoOcr: true });
  await b.web.bot.settings.set('channel', tgRef, { language: 'hi', autoOcr: true });
}, 60_000);
afterAll(() => b?.close(), 60_000);

/** Successful OCR calls the bot made so far. */
async function ocrCalls(): Promise<number> {
  const text = await (await fetch(`${b.web.url}/metrics`)).text();
  const m = /^dubash_api_calls_total\{operation="ocr",status="200"\} (\d+)/m.exec(text);
  return Number(m?.[1] ?? 0);
}
const tgWait = <T>(pick: (v: TgView) => T | undefined, ms = 30_000) => b.tgWait(pick, ms);

describe('bridge: an image where both sides have OCR on', () => {
  it('is read once: the text crosses translated and answers the image in the source', async () => {
    const r0 = await b.web.post({ workspace: WS, channel: EN, user: 'admin', text: '/bridge create' });
    const made = await b.web.waitFor(WS, EN, (ms) => ms.find((m) => m.bot && m.replyTo === r0.body.id), {
      user: 'admin',
    });
    const code = /Bridge code: ([A-Z0-9]+)/.exec(made.text)?.[1];
    b.tgSay('admin', `/bridge join ${code}`);
    await tgWait(() => b.tgView().find((m) => m.text.startsWith('ब्रिज जुड़ गया')));

    const before = await ocrCalls();
    const r = await b.web.upload(
      { workspace: WS, channel: EN, user: 'alice', text: '' },
      { data: textImage(), name: 'gm.png', type: 'image/png' },
    );
    const id = r.body.id;
    expect(id).toBeTruthy();
    const photo = await tgWait(() =>
      b.tgView().find((m) => m.text.startsWith('alice (Web chat) sent an image')),
    );
    expect(photo.text).toBe('alice (Web chat) sent an image\n📄 सुप्रभात');
    // auto-OCR's answer in the source, from the same read
    const answer = await b.web.waitFor(WS, EN, (ms) => ms.find((m) => m.bot && m.replyTo === id));
    expect(answer.text).toBe('📄 good morning');
    // long enough for an OCR job to have run, had one been queued
    await new Promise((res) => setTimeout(res, 3_000));
    const answers = (await b.web.messages(WS, EN)).filter((m) => m.bot && m.replyTo === id);
    expect(answers.map((m) => m.text)).toEqual(['📄 good morning']);
    expect(await ocrCalls()).toBe(before + 1);
  }, 60_000);
});
