// The web chat in real headless Chromium (Debian's `chromium`, driven by playwright-core): a
// member sends a message, sees the reply live, plays a TTS reply and uses the settings buttons.
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';

const CHROMIUM = '/usr/bin/chromium';
let h: Harness;
let browser: Browser;
let page: Page;
/** What Chromium reported its Content-Security-Policy blocked on the page. */
const violations: string[] = [];

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error('chromium is missing: apt-get install -y chromium');
  h = await startHarness();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
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

  it('edits and deletes a message of its own', async () => {
    await send('a message to change');
    const mine = page.locator('.msg.mine', { hasText: 'a message to change' });
    await mine.waitFor({ timeout: 10_000 });
    page.once('dialog', (d) => d.accept('a message changed'));
    await mine.locator('.edit-btn').click();
    const edited = page.locator('.msg.mine .text', { hasText: 'a message changed' });
    await edited.waitFor({ timeout: 10_000 });
    await page.locator('.msg.mine', { hasText: 'a message changed' }).locator('.delete-btn').click();
    await edited.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.locator('.msg', { hasText: 'a message changed' }).count()).toBe(0);
  });

  it('changes the member language from the select box', async () => {
    await page.selectOption('#language', 'ta');
    const confirmation = page.locator('.msg.bot').last();
    await page.waitForFunction(
      () => document.querySelector('#members')?.textContent?.includes('asha (ta'),
      undefined,
      { timeout: 15_000 },
    );
    expect(await confirmation.count()).toBe(1);
  });

  it('/settings draws its menu as buttons: a click redraws it in place, a choice is saved', async () => {
    await send('/settings');
    const menu = page
      .locator('.msg.bot', { has: page.locator('button.action', { hasText: '🌐 My language' }) })
      .last();
    await menu.waitFor({ timeout: 15_000 });
    const id = await menu.getAttribute('data-id');
    const open = menu.locator('button.action', { hasText: '🌐 My language' });
    await open.click();
    const hindi = page.locator(`.msg.bot[data-id="${id}"] button.action`, { hasText: 'Hindi' });
    await hindi.waitFor({ timeout: 15_000 });
    await hindi.click();
    await page
      .locator('.msg.bot .text', { hasText: 'Your language is now Hindi' })
      .waitFor({ timeout: 15_000 });
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
