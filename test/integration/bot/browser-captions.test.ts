// Live captions from the web chat's microphone, in real headless Chromium with a fake microphone
// playing a real recording ("go forward ten meters", pocketsphinx's test data, looped by Chromium):
// the page streams 16 kHz PCM to the bot, the bot to the local API's /stream (pocketsphinx), and
// the member sees the caption in the channel, then sends it as their own message (dictation).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localConversation } from '../../../adapters/local/ids.js';
import { launchChromium } from './chromium.js';
import { type Harness, startHarness, wavOf } from './harness.js';

const RECORDING = '/usr/share/pocketsphinx/test/data/goforward.raw';
let h: Harness;
let browser: Browser;
let dir: string;
/** What Chromium reported its Content-Security-Policy blocked on the page. */
const violations: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dubash-captions-'));
  // A second of silence either side: each loop of the file is one utterance, ended by a pause.
  const silence = Buffer.alloc(32_000);
  const wav = join(dir, 'goforward.wav');
  await writeFile(wav, wavOf(Buffer.concat([silence, await readFile(RECORDING), silence])));
  h = await startHarness();
  browser = await launchChromium([
    '--autoplay-policy=no-user-gesture-required',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
  ]);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
}, 60_000);

/** Pages still open: closed after each test, so a failed test's microphone does not hold the next. */
const pages: Page[] = [];
afterEach(async () => {
  for (const page of pages.splice(0)) await page.close().catch(() => undefined);
});

async function open(channel: string): Promise<Page> {
  const page = await browser.newPage();
  pages.push(page);
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto(`${h.url}/?workspace=web&channel=${channel}&user=asha`);
  await page.waitForSelector('#status:text("live")', { timeout: 20_000 });
  return page;
}

/** The words of a text, lower case, without punctuation. */
const words = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

describe('web chat microphone in Chromium', () => {
  it("captions the member's speech in the channel, and sends the final as their message", async () => {
    const page = await open('mic');
    await page.click('#mic');
    // A final caption: "**asha:** …" (the name drawn bold, no asterisks shown) without the
    // trailing ellipsis of a partial.
    const final = page
      .locator('.msg.bot .text')
      .filter({ hasText: /^asha: .*forward/i })
      .filter({ hasNotText: /…$/ });
    // The machine is shared and loaded: the engine may take a while for the first final.
    await final.first().waitFor({ timeout: 90_000 });
    const caption = (await final.first().textContent()) ?? '';
    expect(await final.first().locator('strong').first().textContent()).toBe('asha:');
    expect(caption).not.toContain('*');
    const heard = words(caption);
    expect(heard).toContain('forward');
    expect(heard.filter((w) => ['go', 'ten', 'meters', 'metres'].includes(w)).length).toBeGreaterThan(0);

    // Partials ("… …" while speaking) are checked in captions-socket.test.ts, where the test, not
    // the machine's load, decides when the speaker pauses; here the recording's pause may come first.

    // Dictation: the final text becomes the member's own message.
    await page.waitForSelector('#dictate:not([disabled])', { timeout: 30_000 });
    await page.click('#mic'); // stop
    await page.click('#dictate');
    const mine = page.locator('.msg.mine .text').filter({ hasText: /forward/i });
    await mine.first().waitFor({ timeout: 20_000 });
    expect(words((await mine.first().textContent()) ?? '')).toContain('forward');
    const stored = await h.messages('web', 'mic', 'asha');
    expect(stored.some((m) => !m.bot && m.user === 'asha' && /forward/i.test(m.text))).toBe(true);
    // Audio seconds are metered for the workspace like file transcription.
    const month = new Date().toISOString().slice(0, 7);
    const keys = await h.redis.keys(`dubash:usage:{*web*}:${month}`);
    const used = keys.length ? Number(await h.redis.hget(keys[0] as string, 'audioSeconds')) : 0;
    expect(used).toBeGreaterThan(1);
    await page.close();
  }, 180_000);

  it('a language the API does not serve ends captions with one clear message', async () => {
    const page = await open('mic-hi');
    await page.selectOption('#mic-lang', 'ta');
    await page.click('#mic');
    await page.waitForSelector('#mic-status:text("cannot recognise")', { timeout: 30_000 });
    expect(await page.textContent('#mic-status')).toContain('"ta"');
    const notice = page.locator('.msg .text').filter({ hasText: 'Live captions stopped' });
    await notice.first().waitFor({ timeout: 20_000 });
    expect(await notice.count()).toBe(1);
    await expect.poll(() => page.textContent('#mic')).toContain('Start captions');
    await page.close();
  }, 90_000);

  it('a microphone the browser will not give is said in the member’s language (Hindi), like the page', async () => {
    await h.bot.settings.set('member', localConversation('web', 'mic-none'), { language: 'hi' }, 'meera');
    // No fake microphone and no one to allow it: getUserMedia fails, as on a machine without one.
    const bare = await launchChromium();
    try {
      const page = await bare.newPage();
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      await page.goto(`${h.url}/?workspace=web&channel=mic-none&user=meera`);
      // the page itself speaks Hindi to her: its status, its buttons
      await page.waitForSelector('#status:text("जुड़ा है")', { timeout: 20_000 });
      expect(await page.textContent('#mic')).toBe('कैप्शन शुरू करें');
      expect(await page.textContent('#send')).toBe('भेजें');
      await page.click('#mic');
      await page.waitForSelector('#mic-status:text("माइक्रोफ़ोन नहीं मिल रहा")', { timeout: 20_000 });
      expect(await page.textContent('#mic-status')).toMatch(
        /^माइक्रोफ़ोन नहीं मिल रहा: .+ \(इस पेज को माइक्रोफ़ोन की इजाज़त दीजिए\)$/,
      );
      // the browser's own words fill {error}
      expect(await page.textContent('#mic-status')).not.toContain('{error}');
    } finally {
      await bare.close();
    }
  }, 60_000);

  it('runs under its Content-Security-Policy with nothing blocked', () => {
    expect(violations).toEqual([]);
  });
});
