// The web chat's reaction control in Chromium: each message carries the workspace's reaction list
// (the page's CSP lets its script run), and choosing 🇮🇳 on an English message brings the Hindi
// answer as a reply to it, drawn in the page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from '../bot/chromium.js';
import { type Harness, startHarness } from '../bot/harness.js';

let h: Harness;
let browser: Browser;

beforeAll(async () => {
  h = await startHarness();
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
}, 60_000);

it('choosing 🇮🇳 in a message’s reaction list posts the Hindi answer as a reply to it', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    // the page has no favicon: that 404 is no error of the page's scripts
    if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) errors.push(m.text());
  });
  await page.goto(`${h.url}/?workspace=react&channel=lobby&user=bela`);
  await page.waitForSelector('#status:text("live")', { timeout: 15_000 });
  const { body } = await h.post({
    workspace: 'react',
    channel: 'lobby',
    user: 'asha',
    text: 'where is the report',
  });
  const id = body.id as string;
  const control = page.locator(`.msg[data-id="${id}"] select.react`);
  await control.waitFor({ timeout: 15_000 });
  expect(await control.locator('option').allTextContents()).toContain('🇮🇳 hi');
  // it sits with the message's other buttons: shown on hover (and keyboard focus), not on every line
  const opacity = () => control.evaluate((e) => getComputedStyle(e.parentElement as Element).opacity);
  await page.mouse.move(0, 0);
  expect(await opacity()).toBe('0');
  await page.locator(`.msg[data-id="${id}"]`).hover();
  expect(await opacity()).toBe('1');
  await control.selectOption('🇮🇳');
  const answer = await h.waitFor('react', 'lobby', (msgs) => msgs.find((m) => m.bot && m.replyTo === id));
  expect(answer.text).toMatch(/[\u0900-\u097F]/);
  expect(answer.text).toMatch(/sounded out/i);
  // drawn in the page too, as a reply
  await page.locator(`.msg[data-id="${answer.id}"]`).waitFor({ timeout: 15_000 });
  expect(await page.locator(`.msg[data-id="${answer.id}"] .who`).textContent()).toContain('reply');
  expect(errors).toEqual([]);
}, 60_000);
