// The web chat exposed beyond loopback (LOCAL_CHAT_PASSWORD), in real headless Chromium: the page
// sends a stranger to the sign-in form; after signing in, the member chats live under their name.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.js';
import { type Harness, startHarness } from './harness.js';

const PASSWORD = 'a password for the team';
let h: Harness;
let browser: Browser;

beforeAll(async () => {
  h = await startHarness({ localChat: { password: PASSWORD } });
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
}, 60_000);

describe('signed-in web chat in Chromium', () => {
  it('signs in, then sends a message and sees the reply live', async () => {
    const page = await browser.newPage();
    await page.goto(`${h.url}/`);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.fill('input[name=user]', 'meera');
    await page.fill('input[name=password]', 'not the password');
    await page.click('button[type=submit]');
    await page.locator('.error', { hasText: 'wrong password' }).waitFor({ timeout: 10_000 });

    await page.fill('input[name=password]', PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForSelector('#status:text("live")', { timeout: 15_000 });
    expect(await page.inputValue('#user')).toBe('meera');

    await page.fill('#text', '/translate to hi hello');
    await page.click('#send');
    await page.locator('.msg.mine .text', { hasText: '/translate to hi hello' }).waitFor({ timeout: 10_000 });
    const reply = page.locator('.msg.bot .text').filter({ hasText: /[\u0900-\u097F]/ });
    await reply.first().waitFor({ timeout: 15_000 });
    const posted = (await h.bot.local.store.list('local', 'general')).filter((m) => !m.bot);
    expect(posted.map((m) => m.user)).toEqual(['meera']);
    await page.close();
  });
});
