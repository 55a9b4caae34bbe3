// The web chat in real headless Chromium (Debian's `chromium`, driven by playwright-core): a
// member sends a message, sees the reply live, plays a TTS reply and uses the settings buttons.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.js';
import { type Harness, startHarness } from './harness.js';

let h: Harness;
let browser: Browser;
let page: Page;
/** What Chromium reported its Content-Security-Policy blocked on the page. */
const violations: string[] = [];

beforeAll(async () => {
  h = await startHarness();
  browser = await launchChromium();
  page = await browser.newPage();
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto(`${h.url}/?workspace=web&channel=lobby&user=asha`);
  await page.waitForSelector('#status:text("live")', { timeout: 15_000 });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
}, 60_000);

async function send(text: string): Promise<void> {
  await page.fill('#text', text);
  await page.click('#send');
}

describe('web chat in Chromium', () => {
  it('sends a message and shows the reply live', async () => {
    await send('/translate to hi hello');
    const mine = page.locator('.msg.mine .text', { hasText: '/translate to hi hello' });
    await mine.waitFor({ timeout: 10_000 });
    const reply = page.locator('.msg.bot .text').filter({ hasText: /[\u0900-\u097F]/ });
    await reply.first().waitFor({ timeout: 15_000 });
    expect(await reply.first().textContent()).toMatch(/[\u0900-\u097F]/);
  });

  it('plays a TTS reply', async () => {
    await send('/speak hello from the browser');
    const audio = page.locator('.msg.bot audio').first();
    await audio.waitFor({ state: 'attached', timeout: 20_000 });
    const duration = await audio.evaluate(
      (el: HTMLAudioElement) =>
        new Promise<number>((resolve, reject) => {
          const done = () => resolve(el.duration);
          if (el.readyState >= 1 && Number.isFinite(el.duration)) return done();
          el.addEventListener('loadedmetadata', done, { once: true });
          el.addEventListener('error', () => reject(new Error(`audio error ${el.error?.code}`)), {
            once: true,
          });
          el.load();
        }),
    );
    expect(duration).toBeGreaterThan(0.3);
    // Actually playing it: muted, so no audio device is needed; time must move.
    const played = await audio.evaluate(async (el: HTMLAudioElement) => {
      el.muted = true;
      await el.play();
      await new Promise((r) => setTimeout(r, 400));
      return el.currentTime;
    });
    expect(played).toBeGreaterThan(0);
  });

  it("a message's buttons show on hover and keyboard focus only", async () => {
    await send('a message with tools');
    const mine = page.locator('.msg.mine', { hasText: 'a message with tools' });
    await mine.waitFor({ timeout: 10_000 });
    await page.mouse.move(0, 0);
    const opacity = () => mine.locator('.tools').evaluate((el) => getComputedStyle(el).opacity);
    expect(await opacity()).toBe('0');
    await mine.hover();
    expect(await opacity()).toBe('1');
    await page.mouse.move(0, 0);
    // reached with the keyboard: Tab from the message before it lands on its reply button
    await mine.locator('.reply-btn').focus();
    expect(await opacity()).toBe('1');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('reply-btn');
  });

  it('edits and deletes a message of its own (edited in place, no dialog)', async () => {
    await send('a message to change');
    const mine = page.locator('.msg.mine', { hasText: 'a message to change' });
    await mine.waitFor({ timeout: 10_000 });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const id = await mine.getAttribute('data-id');
    await mine.locator('.edit-btn').click();
    const box = page.locator(`.msg[data-id="${id}"] .edit-box textarea`);
    expect(await box.inputValue()).toBe('a message to change');
    await box.fill('a message changed');
    await box.press('Enter');
    const edited = page.locator('.msg.mine .text', { hasText: 'a message changed' });
    await edited.waitFor({ timeout: 10_000 });
    await page.locator('.msg.mine', { hasText: 'a message changed' }).locator('.delete-btn').click();
    await edited.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.locator('.msg', { hasText: 'a message changed' }).count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('a message that grows in place (an edit, a notice becoming its result) stays in view', async () => {
    for (let i = 0; i < 12; i++)
      await h.post({ workspace: 'web', channel: 'lobby', user: 'asha', text: `filler ${i}` });
    await page.locator('.msg.mine .text', { hasText: 'filler 11' }).waitFor({ timeout: 10_000 });
    await send('short for now');
    const last = page.locator('.msg.mine', { hasText: 'short for now' });
    await last.waitFor({ timeout: 10_000 });
    const long = Array.from({ length: 40 }, (_, i) => `line ${i + 1}`).join('\n');
    const res = await fetch(`${h.url}/local/api/messages/${await last.getAttribute('data-id')}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'asha', text: long }),
    });
    expect(res.status).toBe(200);
    const end = page.locator('.msg.mine .text', { hasText: 'line 40' });
    await end.waitFor({ timeout: 10_000 });
    const log = await page.locator('#log').boundingBox();
    const box = await end.boundingBox();
    expect(log && box && box.y + box.height).toBeLessThanOrEqual((log?.y ?? 0) + (log?.height ?? 0) + 1);
  });

  it('the file picker offers the documents /localize takes', async () => {
    const accept = (await page.getAttribute('#file', 'accept')) ?? '';
    for (const ext of ['.docx', '.txt', '.srt', '.html']) expect(accept.split(',')).toContain(ext);
  });

  it("a member's language choice is theirs alone; the members line follows joins and choices live", async () => {
    const ravi = await browser.newPage();
    try {
      await ravi.goto(`${h.url}/?workspace=web&channel=lobby&user=ravi`);
      await ravi.waitForSelector('#status:text("live")', { timeout: 15_000 });
      // asha's page learns that ravi joined, without reloading
      await page.waitForFunction(
        () => document.querySelector('#members')?.textContent?.includes('ravi ('),
        undefined,
        {
          timeout: 10_000,
        },
      );
      await ravi.selectOption('#language', 'hi');
      const done = ravi.locator('.msg.bot', { hasText: 'भाषा: हिन्दी' });
      await done.waitFor({ timeout: 15_000 });
      expect(await done.locator('.who').textContent()).toContain('only you see this');
      await page.waitForFunction(
        () => document.querySelector('#members')?.textContent?.includes('ravi (hi'),
        undefined,
        { timeout: 10_000 },
      );
      // a message after it: once asha has it, the choice would have reached her too
      await ravi.fill('#text', 'ravi was here');
      await ravi.click('#send');
      await page.locator('.msg .text', { hasText: 'ravi was here' }).waitFor({ timeout: 10_000 });
      const log = (await page.locator('#log').textContent()) ?? '';
      expect(log).not.toContain('/settings me language hi');
      expect(log).not.toContain('भाषा: हिन्दी');
    } finally {
      await ravi.close();
    }
  });

  it('at 390 × 800 the Send button and the microphone bar lie inside the viewport', async () => {
    const narrow = await browser.newPage({ viewport: { width: 390, height: 800 } });
    try {
      await narrow.goto(`${h.url}/?workspace=web&channel=narrow&user=asha`);
      await narrow.waitForSelector('#status:text("live")', { timeout: 15_000 });
      await narrow.screenshot({ path: '/tmp/dubash-web-chat-390.png' });
      const inside = async (selector: string) => {
        const b = await narrow.locator(selector).boundingBox();
        return !!b && b.x >= 0 && b.y >= 0 && b.x + b.width <= 390 && b.y + b.height <= 800;
      };
      for (const id of ['#send', '#text', '#file', '#mic', '#dictate'])
        expect(await inside(id), id).toBe(true);
      // a long "heard: …" wraps below the buttons instead of squeezing them
      const before = await narrow.locator('#mic').boundingBox();
      await narrow.evaluate(() => {
        const status = document.getElementById('mic-status');
        if (status) status.textContent = `heard: ${'a long sentence heard by the microphone '.repeat(6)}`;
      });
      const after = await narrow.locator('#mic').boundingBox();
      expect(after?.width).toBe(before?.width);
      expect(after?.height).toBe(before?.height);
      for (const id of ['#send', '#mic', '#dictate']) expect(await inside(id), id).toBe(true);
    } finally {
      await narrow.close();
    }
  });

  it('changes the member language from the select box', async () => {
    await page.selectOption('#language', 'ta');
    await page.waitForFunction(
      () => document.querySelector('#members')?.textContent?.includes('asha (ta'),
      undefined,
      { timeout: 15_000 },
    );
    // The page redraws after the answer (a language change), emptying the log for a moment: the
    // confirmation is read in one step of the page once it is there (a locator's wait and then its
    // count could fall either side of a redraw). It is said in the language she chose.
    const confirmation = await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.msg.bot .text')]
          .map((m) => m.textContent ?? '')
          .find((t) => t.includes('மொழி: தமிழ்')) ?? false,
      undefined,
      { timeout: 15_000 },
    );
    expect(await confirmation.jsonValue()).toBe('முடிந்தது. உங்கள் அமைப்பு மாறியது — மொழி: தமிழ்.');
  });

  it('/settings draws its menu as buttons: a click redraws it in place, a choice is saved', async () => {
    // Asha reads Tamil since the test before: her menu is in Tamil; the confirmation is in the
    // language she picks.
    await send('/settings');
    const menu = page
      .locator('.msg.bot', { has: page.locator('button.action', { hasText: '🌐 என் மொழி' }) })
      .last();
    await menu.waitFor({ timeout: 15_000 });
    const id = await menu.getAttribute('data-id');
    const open = menu.locator('button.action', { hasText: '🌐 என் மொழி' });
    await open.click();
    // the languages named in Tamil too
    const hindi = page.locator(`.msg.bot[data-id="${id}"] button.action`, { hasText: 'இந்தி' });
    await hindi.waitFor({ timeout: 15_000 });
    await hindi.click();
    await page
      .locator('.msg.bot .text', { hasText: 'आपकी सेटिंग बदल गई — भाषा: हिन्दी' })
      .waitFor({ timeout: 15_000 });
  });

  it('draws the emoji of answers in colour, not as boxes', async () => {
    // The settings menu's 🌐 drawn with the page's own fonts: a box would be one flat colour.
    const coloured = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      const ctx = canvas.getContext('2d');
      if (!ctx) return 0;
      ctx.font = `48px ${getComputedStyle(document.body).fontFamily}`;
      ctx.fillStyle = '#000';
      ctx.fillText('🌐', 4, 52);
      const px = ctx.getImageData(0, 0, 64, 64).data;
      let n = 0;
      for (let i = 0; i < px.length; i += 4) {
        const [r = 0, g = 0, b = 0, a = 0] = [px[i], px[i + 1], px[i + 2], px[i + 3]];
        if (a > 200 && Math.max(r, g, b) - Math.min(r, g, b) > 60) n++;
      }
      return n;
    });
    expect(coloured, 'apt-get install fonts-noto-color-emoji').toBeGreaterThan(50);
  });

  it('runs under its Content-Security-Policy with nothing blocked', async () => {
    const res = await page.request.get(`${h.url}/`);
    expect(res.headers()['content-security-policy']).toMatch(/script-src 'sha256-/);
    expect(violations).toEqual([]);
    // An injected inline script is refused by the same policy.
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.injected = true';
      document.body.append(s);
    });
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  });
});
