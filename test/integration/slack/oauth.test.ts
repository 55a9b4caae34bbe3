// Many workspaces: OAuth install through /slack/install and /slack/oauth_redirect, the
// installation stored in Redis with its token encrypted, the bot answering in the new workspace
// with that workspace's token, and the installation gone after app_uninstalled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../src/state/keys.js';
import { MEMBERS, type SlackHarness, startSlackHarness, until } from './harness.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const STATE_SECRET = 'a-state-secret-of-the-test-0123';

let h: SlackHarness;
beforeAll(async () => {
  h = await startSlackHarness({
    adapter: (emulator) => ({
      botToken: undefined,
      oauth: {
        clientId: emulator.oauthClient.id,
        clientSecret: emulator.oauthClient.secret,
        stateSecret: STATE_SECRET,
        authorizeUrl: `${emulator.base}/oauth/v2/authorize`,
      },
    }),
  });
}, 60_000);
afterAll(() => h?.close());

/** /slack/install as a browser meets it: the state for Slack, and the cookie it keeps. */
async function start(): Promise<{ state: string; cookie: string }> {
  const res = await fetch(`${h.url}/slack/install`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location') ?? '');
  expect(location.searchParams.get('client_id')).toBe(h.emulator.oauthClient.id);
  expect(location.searchParams.get('scope')).toMatch(/chat:write/);
  const setCookie = res.headers.get('set-cookie') ?? '';
  expect(setCookie).toMatch(
    /^dubash_slack_oauth=[\w-]+; Path=\/slack\/oauth_redirect; HttpOnly; SameSite=Lax/,
  );
  return { state: location.searchParams.get('state') ?? '', cookie: setCookie.split(';')[0] ?? '' };
}

/** Slack sending the browser back with a code (the same browser: its cookie). */
const redirect = (query: string, cookie?: string) =>
  fetch(`${h.url}/slack/oauth_redirect?${query}`, { headers: cookie ? { cookie } : {} });

async function install(team: string): Promise<Response> {
  const { state, cookie } = await start();
  const code = h.emulator.issueCode(team);
  return redirect(`code=${code}&state=${encodeURIComponent(state)}`, cookie);
}

describe('Slack OAuth for many workspaces', () => {
  it('installs into a workspace: the installation is in Redis, its token encrypted', async () => {
    const team = h.emulator.addTeam('T0SECOND01');
    const res = await install(team.id);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/dubash is now in Team T0SECOND01/);
    const stored = await h.redis.get(keys.slack.installation('T0SECOND01'));
    expect(stored).toBeTruthy();
    expect(stored).not.toContain(team.token);
    expect(stored).not.toContain('xoxb-');
    expect(JSON.parse(stored ?? '{}').botUserId).toBe(team.botUserId);
  });

  it('answers in each installed workspace with that workspace’s token', async () => {
    await install('T0TEAM0001');
    for (const team of ['T0TEAM0001', 'T0SECOND01']) {
      const { responseUrl } = await h.emulator.slash(MEMBERS.asha.id, 'translate to hi good morning', {
        team,
      });
      await until(
        () => h.emulator.responses.find((r) => r.url === responseUrl && DEVANAGARI.test(String(r.body.text))),
        `the answer in ${team}`,
      );
    }
    const info = h.emulator.calls.filter((c) => c.method === 'users.info');
    expect(new Set(info.map((c) => c.token))).toEqual(
      new Set([h.emulator.team('T0TEAM0001').token, h.emulator.team('T0SECOND01').token]),
    );
  }, 30_000);

  it('refuses a forged or reused state with a page that says to start again', async () => {
    const forged = await fetch(`${h.url}/slack/oauth_redirect?code=x&state=abc.9999999999.bad`);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toMatch(/invalid or expired/);
    const { state, cookie } = await start();
    h.emulator.addTeam('T0THIRD001');
    const first = await redirect(
      `code=${h.emulator.issueCode('T0THIRD001')}&state=${encodeURIComponent(state)}`,
      cookie,
    );
    expect(first.status).toBe(200);
    const again = await redirect(
      `code=${h.emulator.issueCode('T0THIRD001')}&state=${encodeURIComponent(state)}`,
      cookie,
    );
    expect(again.status).toBe(400);
    expect(await again.text()).toMatch(/already used/);
  });

  it('refuses a state brought back by another browser than the one that started', async () => {
    const mine = await start();
    const theirs = await start();
    h.emulator.addTeam('T0FOURTH01');
    const q = `code=${h.emulator.issueCode('T0FOURTH01')}&state=${encodeURIComponent(mine.state)}`;
    for (const cookie of [undefined, theirs.cookie]) {
      const res = await redirect(q, cookie);
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/started in another browser \(or its cookie expired\)\. Start again/);
    }
    // Refused attempts did not spend it: the browser that started still installs.
    expect((await redirect(q, mine.cookie)).status).toBe(200);
    expect(await h.redis.get(keys.slack.installation('T0FOURTH01'))).not.toBeNull();
  });

  it('answers a repeated state, code or error with 400 and no internal message', async () => {
    const { state, cookie } = await start();
    const s = encodeURIComponent(state);
    for (const q of [
      `code=x&state=${s}&state=${s}`,
      `code=x&code=y&state=${s}`,
      'error=access_denied&error=access_denied',
      `error=a&error=b&state=${s}`,
    ]) {
      const res = await redirect(q, cookie);
      expect(res.status, q).toBe(400);
      const text = await res.text();
      expect(text).toMatch(/malformed \(a parameter is repeated\)\. Start again from \/slack\/install/);
      expect(text).not.toMatch(/is not a function|TypeError|statusCode/);
    }
  });

  it("speaks the installing admin's browser language (Accept-Language), English otherwise", async () => {
    const { state, cookie } = await start();
    h.emulator.addTeam('T0FIFTH001');
    const q = `code=${h.emulator.issueCode('T0FIFTH001')}&state=${encodeURIComponent(state)}`;
    const done = await fetch(`${h.url}/slack/oauth_redirect?${q}`, {
      headers: { cookie, 'accept-language': 'fr-FR,hi-IN;q=0.9,en;q=0.8' },
    });
    expect(done.status).toBe(200);
    const page = await done.text();
    expect(page).toContain('<html lang="hi">');
    expect(page).toContain('<h1>dubash इंस्टॉल हो गया</h1>');
    expect(page).toContain(
      'dubash अब Team T0FIFTH001 में है। इसे किसी चैनल में <code>/invite @dubash</code> से बुलाइए, या <code>/dubash help</code> लिखिए।',
    );
    const forged = `${h.url}/slack/oauth_redirect?code=x&state=abc.9999999999.bad`;
    const tamil = await fetch(forged, { headers: { 'accept-language': 'ta' } });
    expect(await tamil.text()).toContain(
      'இந்த நிறுவல் இணைப்பு செல்லாது, அல்லது காலாவதியாகிவிட்டது. /slack/install இலிருந்து மீண்டும் தொடங்குங்கள்.',
    );
    // A language without a catalog (and none at all): English.
    for (const headers of [{ 'accept-language': 'fr-FR,de;q=0.5' }, {}] as Record<string, string>[]) {
      const english = await (await fetch(forged, { headers })).text();
      expect(english).toContain('<html lang="en">');
      expect(english).toContain('This install link is invalid or expired. Start again from /slack/install.');
    }
  });

  it('app_uninstalled removes the installation; tokens_revoked too', async () => {
    await h.emulator.deliver(h.emulator.eventBody({ type: 'app_uninstalled' }, 'T0SECOND01'));
    await h.slack.idle();
    expect(await h.redis.get(keys.slack.installation('T0SECOND01'))).toBeNull();
    await h.emulator.deliver(
      h.emulator.eventBody(
        { type: 'tokens_revoked', tokens: { bot: [h.emulator.team('T0THIRD001').botUserId] } },
        'T0THIRD001',
      ),
    );
    await h.slack.idle();
    expect(await h.redis.get(keys.slack.installation('T0THIRD001'))).toBeNull();
    expect(await h.redis.get(keys.slack.installation('T0TEAM0001'))).not.toBeNull();
  });
});
