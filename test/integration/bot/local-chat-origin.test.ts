// Cross-site requests to the web chat (issue 18, point 11): another site's page posting a form
// with the member's cookie, or opening the captions socket, is refused by its `Origin` (403), with
// sign-in and on loopback without it; the chat's own page and scripts (no Origin) are not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Harness, sessionCookie, signIn, startHarness } from './harness.js';

const PASSWORD = 'correct horse battery';
const EVIL = 'http://evil.example';
let h: Harness;
let open: Harness;
let cookie: string;

beforeAll(async () => {
  [h, open] = await Promise.all([startHarness({ localChat: { password: PASSWORD } }), startHarness()]);
  cookie = sessionCookie(await signIn(h.url, 'asha', PASSWORD));
}, 60_000);

afterAll(async () => {
  await Promise.all([h?.close(), open?.close()]);
}, 60_000);

/** What a form on another site sends: urlencoded fields, the browser adding the cookie and Origin. */
const formPost = (url: string, headers: Record<string, string>, text = 'posted from elsewhere') =>
  fetch(`${url}/local/api/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ workspace: 'w', channel: 'c', user: 'asha', text }).toString(),
    redirect: 'manual',
  });
const texts = async (url: string, headers: Record<string, string>) => {
  const res = await fetch(`${url}/local/api/messages?workspace=w&channel=c`, { headers });
  return ((await res.json()) as { text: string }[]).map((m) => m.text);
};
const refusal = 'refused: this request came from another site; use the chat from its own page';

describe('requests from another site', () => {
  it("a form POST with a foreign Origin and the member's cookie is refused", async () => {
    const res = await formPost(h.url, { cookie, origin: EVIL });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe(refusal);
    for (const origin of ['null', 'http://127.0.0.1.evil.example', `${h.url}.evil.example`]) {
      expect((await formPost(h.url, { cookie, origin })).status).toBe(403);
    }
    // A browser that says cross-site without an Origin.
    expect((await formPost(h.url, { cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(await texts(h.url, { cookie })).not.toContain('posted from elsewhere');

    // The chat's own page, and a script (no Origin), post as before.
    expect((await formPost(h.url, { cookie, origin: h.url }, 'from the page')).status).toBe(201);
    expect((await formPost(h.url, { cookie }, 'from a script')).status).toBe(201);
    expect(await texts(h.url, { cookie })).toEqual(
      expect.arrayContaining(['from the page', 'from a script']),
    );
  });

  it('signing in from another site is refused too', async () => {
    const res = await fetch(`${h.url}/local/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL },
      body: new URLSearchParams({ user: 'asha', password: PASSWORD }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('on loopback without sign-in, a foreign form cannot post as anyone', async () => {
    const res = await formPost(open.url, { origin: EVIL }, '/settings workspace budget characters 1');
    expect(res.status).toBe(403);
    expect(await texts(open.url, {})).toEqual([]);
  });

  it("another site's <img> cannot make a member join a channel with a GET of the API", async () => {
    const get = (headers: Record<string, string>) =>
      fetch(`${open.url}/local/api/messages?workspace=w&channel=lured&user=mallory`, { headers });
    expect((await get({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const members = async () =>
      (
        (await (await fetch(`${open.url}/local/api/members?workspace=w&channel=lured`)).json()) as {
          user: string;
        }[]
      ).map((m) => m.user);
    expect(await members()).not.toContain('mallory');
    // The page itself (same-origin) and a script (no header) still open the channel.
    expect((await get({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect(await members()).toContain('mallory');
  });

  it('the captions socket opened from another site is refused', async () => {
    const status = (origin: string) =>
      new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(
          `${h.url.replace('http:', 'ws:')}/local/api/captions?workspace=w&channel=c`,
          {
            headers: { cookie },
            origin,
          },
        );
        ws.once('unexpected-response', (_req, res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        ws.once('open', () => {
          ws.close();
          resolve(101);
        });
        ws.once('error', reject);
      });
    expect(await status(EVIL)).toBe(403);
    expect(await status(h.url)).toBe(101);
  });
});
