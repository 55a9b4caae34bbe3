// The web chat's live view in Chromium when its Redis subscriber was away (a Redis restart or
// failover cuts it): a message announced while it reconnected never reaches the page through
// pub/sub, so the page is told to read the channel again (SSE `resync`) and shows it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from '../bot/chromium.js';
import { type Harness, startHarness } from '../bot/harness.js';

let h: Harness;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  browser = await launchChromium();
  page = await browser.newPage();
  await page.goto(`${h.url}/?workspace=web&channel=lobby&user=asha`);
  await page.waitForSelector('#status:text("live")', { timeout: 15_000 });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
}, 60_000);

it('shows a message announced while the subscriber reconnected', async () => {
  // Cut the web process's subscriber, and post at once: the announcement finds no one listening.
  expect(Number(await h.redis.call('CLIENT', 'KILL', 'TYPE', 'pubsub'))).toBeGreaterThan(0);
  await h.bot.local.store.add({
    workspace: 'web',
    channel: 'lobby',
    user: 'ravi',
    bot: false,
    kind: 'text',
    text: 'posted while the live view was away',
    replyTo: null,
    attachments: [],
  });
  const missed = page.locator('.msg .text', { hasText: 'posted while the live view was away' });
  await missed.waitFor({ timeout: 10_000 });
  expect(await missed.count()).toBe(1);
}, 30_000);
