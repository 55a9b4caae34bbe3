// `npm start` restarted on the same DATA_DIR (its private Redis keeps the sessions) with the web
// chat's passwords changed (issue 18, point 9): sessions opened with an old password are refused,
// members' and admins' alike. And TRUST_PROXY (point 10): behind an HTTPS proxy the session cookie
// is Secure only when the proxy is trusted.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadBotConfig } from '../../../src/config.js';
import { type Running, startDubash } from '../../../src/main.js';
import { signIn } from './harness.js';

let dataDir: string;
let running: Running | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dubash-chat-restart-'));
});
afterAll(async () => {
  await running?.stop();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

/** Stops the bot that runs, if any, and starts it again on the same data with these variables. */
async function restart(env: Record<string, string>): Promise<string> {
  await running?.stop();
  running = undefined;
  running = await startDubash(
    { PATH: process.env.PATH, PORT: '0', DATA_DIR: dataDir, ...env },
    pino({ level: 'silent' }),
  );
  return running.url.replace(/\/$/, '');
}

async function login(
  url: string,
  user: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; cookie: string; setCookie: string }> {
  const res = await signIn(url, user, password, headers);
  const setCookie = res.headers.get('set-cookie') ?? '';
  return { status: res.status, cookie: setCookie.split(';')[0] ?? '', setCookie };
}

const setBudget = (url: string, cookie: string) =>
  fetch(`${url}/local/api/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ workspace: 'w', channel: 'c', text: '/settings workspace budget characters 5' }),
  });
const members = (url: string, cookie: string) =>
  fetch(`${url}/local/api/members?workspace=w&channel=c`, { headers: { cookie } });

describe('restarting with new passwords', () => {
  it('refuses the sessions opened with the old ones', async () => {
    let url = await restart({
      LOCAL_CHAT_PASSWORD: 'the first password',
      LOCAL_ADMIN_PASSWORD: 'admins first',
    });
    const asha = await login(url, 'asha', 'the first password');
    const admin = await login(url, 'admin', 'admins first');
    expect([asha.status, admin.status]).toEqual([200, 200]);
    expect((await members(url, asha.cookie)).status).toBe(200);
    expect((await setBudget(url, admin.cookie)).status).toBe(201);

    // Only the members' password changes: members sign in again, the admin's session holds.
    url = await restart({ LOCAL_CHAT_PASSWORD: 'the second password', LOCAL_ADMIN_PASSWORD: 'admins first' });
    const stale = await members(url, asha.cookie);
    expect(stale.status).toBe(401);
    expect(((await stale.json()) as { error: string }).error).toMatch(/^sign in first/);
    expect((await members(url, admin.cookie)).status).toBe(200);

    // The admins' password changes: the old admin cookie changes nothing.
    url = await restart({
      LOCAL_CHAT_PASSWORD: 'the second password',
      LOCAL_ADMIN_PASSWORD: 'admins second',
    });
    const budget = await setBudget(url, admin.cookie);
    expect(budget.status).toBe(401);
    const fresh = await login(url, 'asha', 'the second password');
    expect(fresh.status).toBe(200);
    expect((await members(url, fresh.cookie)).status).toBe(200);
  }, 120_000);
});

describe('TRUST_PROXY', () => {
  const viaHttpsProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };

  it('without it, X-Forwarded-Proto is not believed: the cookie is not Secure', async () => {
    const url = await restart({ LOCAL_CHAT_PASSWORD: 'the second password' });
    const { status, setCookie } = await login(url, 'asha', 'the second password', viaHttpsProxy);
    expect(status).toBe(200);
    expect(setCookie).not.toMatch(/Secure/);
  }, 60_000);

  it('with the proxy trusted, a sign-in through HTTPS gets a Secure cookie', async () => {
    const url = await restart({ LOCAL_CHAT_PASSWORD: 'the second password', TRUST_PROXY: '127.0.0.1' });
    const { status, setCookie } = await login(url, 'asha', 'the second password', viaHttpsProxy);
    expect(status).toBe(200);
    expect(setCookie).toMatch(/; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/);
    // Plain http through it stays without.
    const plain = await login(url, 'asha', 'the second password', { 'x-forwarded-proto': 'http' });
    expect(plain.setCookie).not.toMatch(/Secure/);
    // The lockout counts each client behind the proxy, not the proxy: one client locked, not another.
    for (let i = 0; i < 10; i++) {
      expect((await login(url, 'asha', `guess ${i}`, { 'x-forwarded-for': '203.0.113.66' })).status).toBe(
        401,
      );
    }
    expect(
      (await login(url, 'asha', 'the second password', { 'x-forwarded-for': '203.0.113.66' })).status,
    ).toBe(429);
    expect(
      (await login(url, 'asha', 'the second password', { 'x-forwarded-for': '203.0.113.67' })).status,
    ).toBe(200);
  }, 60_000);

  it('takes addresses, CIDR ranges, a hop count or true, and names itself when wrong', () => {
    expect(loadBotConfig({}).trustProxy).toBe(false);
    expect(loadBotConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(loadBotConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadBotConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    for (const bad of ['proxy.example.com', '10.0.0.0/33', 'yes']) {
      expect(() => loadBotConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
      expect(() => loadBotConfig({ TRUST_PROXY: bad })).toThrow(
        /^TRUST_PROXY must be the proxy's IP addresses/,
      );
    }
  });
});
