// The web chat no longer opens empty: a member opening a new channel is greeted with what dubash
// does, three examples to click, and the offline engines with the languages each serves (from the
// engines' capability list). Through the HTTP API, and in Chromium.
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../adapters/local/greeting.js';
import { engineCapabilities } from '../../../src/local-api/engines/capabilities.js';
import { type Harness, startHarness } from './harness.js';

const CHROMIUM = '/usr/bin/chromium';
let h: Harness;
let browser: Browser;

beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await h?.close();
}, 60_000);

describe('greeting a new channel', () => {
  it('a member opening an empty channel is greeted once, with the engines and their languages', async () => {
    const first = await h.messages('greet', 'fresh', 'asha');
    expect(first).toHaveLength(1);
    const greeting = first[0];
    expect(greeting?.bot).toBe(true);
    expect(greeting?.text).toContain('Welcome to #fresh. I am dubash');
    for (const example of EXAMPLES) expect(greeting?.text.split('\n')).toContain(example);
    expect(greeting?.text).toContain('Running offline on this machine:');
    // each engine's line lists what the engine itself says it serves
    for (const c of await engineCapabilities())
      expect(greeting?.text).toContain(`• ${c.operation} (${c.engine}): ${c.languages.join(', ')}`);
    expect(greeting?.text).toMatch(/• speech \(espeak-ng\): hi, bn, kn, ml, ta, te, gu, or, as, mr, pa, en/);
    expect(greeting?.text).toMatch(/• speech-to-text \(pocketsphinx\): en/);

    // once: another member, another visit
    const again = await h.messages('greet', 'fresh', 'ravi');
    expect(again.filter((m) => m.bot)).toHaveLength(1);
  });

  it('a channel that already has messages is not greeted', async () => {
    await h.post({ workspace: 'greet', channel: 'busy', user: 'asha', text: 'hello all' });
    const msgs = await h.messages('greet', 'busy', 'ravi');
    expect(msgs.some((m) => m.text.startsWith('Welcome to'))).toBe(false);
  });

  it('in Chromium: the examples are buttons that fill the message box, and one runs', async () => {
    if (!existsSync(CHROMIUM)) throw new Error('chromium is missing: apt-get install -y chromium');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    const page = await browser.newPage();
    await page.goto(`${h.url}/?workspace=greet&channel=lobby&user=meera`);
    await page.waitForSelector('#status:text("live")', { timeout: 15_000 });
    const buttons = page.locator('.msg.bot .text button.example');
    await buttons.first().waitFor({ timeout: 10_000 });
    expect(await buttons.allTextContents()).toEqual([...EXAMPLES]);
    await page.screenshot({ path: '/tmp/dubash-web-chat-greeting.png' });
    await buttons.nth(1).click();
    expect(await page.inputValue('#text')).toBe('/transliterate to hi kaise ho');
    await page.click('#send');
    const reply = page.locator('.msg.bot .text', { hasText: 'कैसे हो' });
    await reply.first().waitFor({ timeout: 15_000 });
  });
});
