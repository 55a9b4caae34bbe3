// Indian scripts in the web chat as Chromium draws them. A Tamil line inside a multi-language reply
// used to come out as boxes: Chromium drew it with a font that has no Tamil glyphs. Here the fonts
// Chromium actually used for each line (DevTools' platform fonts) must each hold every letter of
// the line, by fontconfig's own coverage tables; a screenshot is kept for a person to look at.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.js';
import { type Harness, startHarness } from './harness.js';

const run = promisify(execFile);
let h: Harness;
let browser: Browser;
let page: Page;
let cdp: CDPSession;

beforeAll(async () => {
  h = await startHarness();
  browser = await launchChromium();
  page = await browser.newPage();
  await page.goto(`${h.url}/?workspace=scripts&channel=lobby&user=asha`);
  await page.waitForSelector('#status:text("live")', { timeout: 15_000 });
  cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
}, 60_000);

/** The families Chromium drew the element `selector` with. */
async function platformFonts(selector: string): Promise<string[]> {
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((f) => f.familyName);
}

/** Whether fontconfig says `family` has a glyph for every one of `text`'s letters and signs. */
async function covers(family: string, text: string): Promise<boolean> {
  const points = [...new Set([...text].filter((c) => /[\p{L}\p{M}]/u.test(c)))].map((c) =>
    (c.codePointAt(0) as number).toString(16),
  );
  const { stdout } = await run('fc-list', [`${family}:charset=${points.join(' ')}`, 'family']);
  return stdout.split('\n').some((l) => l.split(',').includes(family));
}

describe('Indian scripts in Chromium', () => {
  it('draws the Tamil line of a multi-language reply with a font that has Tamil glyphs', async () => {
    await page.fill('#text', '/translate to hi,ta Where is the report?');
    await page.click('#send');
    const reply = page.locator('.msg.bot .text').filter({ hasText: /[\u0B80-\u0BFF]/ });
    await reply.first().waitFor({ timeout: 15_000 });
    // each Tamil word in its own span, so Chromium reports the fonts of that word alone
    const words = await reply.first().evaluate((el) => {
      const text = el.textContent ?? '';
      const found: string[] = [];
      el.innerHTML = text.replace(/[\u0B80-\u0BFF]+/g, (w) => {
        found.push(w);
        return `<span class="ta-word" id="ta-${found.length - 1}">${w}</span>`;
      });
      return found;
    });
    await page.screenshot({ path: '/tmp/dubash-web-chat-scripts.png' });
    expect(words.length).toBeGreaterThan(2);
    for (const [i, word] of words.entries()) {
      const fonts = await platformFonts(`#ta-${i}`);
      for (const family of fonts) expect(await covers(family, word), `${family} drew "${word}"`).toBe(true);
    }
  });
});
