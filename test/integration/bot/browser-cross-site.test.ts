// Another site's page against the web chat on loopback (no sign-in), in real headless Chromium
// (issue 18, point 11): its auto-submitting form posts nothing, and its WebSocket to the captions
// route never hears `ready`. The chat's own page still posts (its Origin and Sec-Fetch-Site say so).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.js';
import { type Harness, startHarness } from './harness.js';

let h: Harness;
let browser: Browser;
let evil: Server;
let evilUrl: string;

/** The attacker's page: a form posting as the admin, and a captions socket. */
const evilPage = (chat: string) => `<!doctype html><html><body>
<form id="f" method="post" action="${chat}/local/api/messages">
  <input name="workspace" value="w"><input name="channel" value="c"><input name="user" value="admin">
  <input name="text" value="/settings workspace budget characters 1">
</form>
<script>
  const ws = new WebSocket('${chat.replace('http:', 'ws:')}/local/api/captions?workspace=w&channel=c&user=admin');
  ws.onmessage = (e) => { document.title = 'socket said ' + e.data; };
  ws.onerror = () => { document.title = 'socket refused'; };
</script>
</body></html>`;

beforeAll(async () => {
  h = await startHarness();
  evil = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(evilPage(h.url)),
  );
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  // Another host name for the same machine: another site to the browser.
  evilUrl = `http://localhost:${(evil.address() as AddressInfo).port}/`;
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => evil?.close(resolve));
  await h?.close();
}, 60_000);

describe('another site in a real browser', () => {
  it("posts nothing through its form and gets no captions socket; the chat's own page posts", async () => {
    const page = await browser.newPage();
    await page.goto(evilUrl);
    await page.waitForFunction(() => document.title.startsWith('socket'), undefined, { timeout: 15_000 });
    expect(await page.title()).toBe('socket refused');
    // The form, submitted: the browser shows the chat's answer, the refusal, not a 201.
    const answer = page.waitForNavigation();
    await page.evaluate(() => (document.getElementById('f') as HTMLFormElement).submit());
    expect((await answer)?.status()).toBe(403);
    expect(await page.textContent('body')).toMatch(/this request came from another site/);
    expect(await h.bot.local.store.list('w', 'c')).toEqual([]);

    // The chat's own page: its fetch() carries its own origin and goes through.
    await page.goto(`${h.url}/`);
    const status = await page.evaluate(async () => {
      const res = await fetch('/local/api/messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ workspace: 'w', channel: 'c', user: 'asha', text: 'from the page' }),
      });
      return res.status;
    });
    expect(status).toBe(201);
    await page.close();
  }, 60_000);
});
