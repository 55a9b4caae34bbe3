// The web chat reachable beyond loopback (LOCAL_CHAT_PASSWORD set): nothing without signing in, and
// a signed-in member acts only as themselves (not as `admin`, not as another member).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, checkExposure, loadBotConfig } from '../../../src/config.js';
import { startDubash } from '../../../src/main.js';
import { type Harness, sessionCookie, signIn, startHarness } from './harness.js';

const PASSWORD = 'correct horse battery';
const ADMIN_PASSWORD = 'admins only, please';
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ localChat: { password: PASSWORD, adminPassword: ADMIN_PASSWORD } });
}, 60_000);

afterAll(async () => {
  await h?.close();
}, 60_000);

async function login(user: string, password: string): Promise<{ status: number; cookie?: string }> {
  const res = await signIn(h.url, user, password);
  const cookie = sessionCookie(res);
  return { status: res.status, ...(cookie ? { cookie } : {}) };
}

function as(cookie: string) {
  return async (path: string, init: RequestInit = {}) =>
    fetch(`${h.url}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), cookie },
      redirect: 'manual',
    });
}
const json = { 'content-type': 'application/json' };

describe('web chat with LOCAL_CHAT_PASSWORD', () => {
  it('answers nothing before signing in', async () => {
    const list = await fetch(`${h.url}/local/api/messages?workspace=w&channel=c&user=admin`);
    expect(list.status).toBe(401);
    expect(((await list.json()) as { error: string }).error).toMatch(/sign in first/);
    const post = await h.post({
      workspace: 'w',
      channel: 'c',
      user: 'admin',
      text: '/settings workspace budget characters 1',
    });
    expect(post.status).toBe(401);
    const page = await fetch(`${h.url}/`, { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/login');
    const form = await fetch(`${h.url}/login`);
    expect(await form.text()).toMatch(/<form method="post" action="\/local\/api\/login">/);
    // Nobody became a member by asking.
    expect(await h.bot.local.store.members('w', 'c')).toEqual([]);
  });

  it('refuses a wrong password', async () => {
    const wrong = await login('asha', 'guess');
    expect(wrong.status).toBe(401);
    expect(wrong.cookie).toBeUndefined();
  });

  it('a signed-in member acts only as themselves', async () => {
    const { status, cookie } = await login('asha', PASSWORD);
    expect(status).toBe(200);
    const asha = as(cookie as string);

    const asAdmin = await asha('/local/api/messages', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        workspace: 'w',
        channel: 'c',
        user: 'admin',
        text: '/settings workspace budget characters 1',
      }),
    });
    expect(asAdmin.status).toBe(403);
    expect(((await asAdmin.json()) as { error: string }).error).toBe(
      'you are signed in as asha: you can only act as yourself',
    );

    const mine = await asha('/local/api/messages', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ workspace: 'w', channel: 'c', text: 'hello' }),
    });
    expect(mine.status).toBe(201);
    const { id } = (await mine.json()) as { id: string };

    const list = await asha('/local/api/messages?workspace=w&channel=c');
    expect(((await list.json()) as { id: string; user: string }[]).find((m) => m.id === id)?.user).toBe(
      'asha',
    );
    expect((await asha('/local/api/messages?workspace=w&channel=c&user=bob')).status).toBe(403);
    expect(await h.bot.local.store.members('w', 'c')).toEqual(['asha']);

    // Another member cannot edit or delete it, even naming asha.
    const bob = as((await login('bob', PASSWORD)).cookie as string);
    const edit = await bob(`/local/api/messages/${id}`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ user: 'asha', text: 'not yours' }),
    });
    expect(edit.status).toBe(403);
    expect((await bob(`/local/api/messages/${id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await asha(`/local/api/messages/${id}`, { method: 'DELETE' })).status).toBe(204);

    // Signing out ends the session.
    expect((await asha('/local/api/logout', { method: 'POST' })).status).toBe(204);
    expect((await asha('/local/api/messages?workspace=w&channel=c')).status).toBe(401);
  });

  it("an admin's name needs the admins' password", async () => {
    expect((await login('admin', PASSWORD)).status).toBe(401);
    const { status, cookie } = await login('admin', ADMIN_PASSWORD);
    expect(status).toBe(200);
    const res = await as(cookie as string)('/local/api/messages', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ workspace: 'w', channel: 'admins', text: 'hello' }),
    });
    expect(res.status).toBe(201);
    // The admins' password is no way in under another name.
    expect((await login('asha', ADMIN_PASSWORD)).status).toBe(401);
  });

  it('takes HTTP Basic from scripts', async () => {
    const basic = `Basic ${Buffer.from(`meera:${PASSWORD}`).toString('base64')}`;
    const res = await fetch(`${h.url}/local/api/messages`, {
      method: 'POST',
      headers: { ...json, authorization: basic },
      body: JSON.stringify({ workspace: 'w', channel: 'c', text: 'from a script' }),
    });
    expect(res.status).toBe(201);
    const bad = await fetch(`${h.url}/local/api/messages?workspace=w&channel=c`, {
      headers: { authorization: `Basic ${Buffer.from('meera:nope').toString('base64')}` },
    });
    expect(bad.status).toBe(401);
  });

  it('the sign-in form sets the session and opens the chat', async () => {
    const res = await fetch(`${h.url}/local/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user: 'john', password: PASSWORD }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/?user=john');
    expect(res.headers.get('set-cookie')).toMatch(
      /^dubash_session=[\w-]+; Path=\/; HttpOnly; SameSite=Strict/,
    );
    const page = await fetch(`${h.url}/`, {
      headers: { cookie: res.headers.get('set-cookie')?.split(';')[0] ?? '' },
    });
    expect(page.status).toBe(200);
  });
});

describe('configuration', () => {
  it('refuses to start exposed beyond loopback without LOCAL_CHAT_PASSWORD', async () => {
    const exposed = startDubash({ HOST: '0.0.0.0', PORT: '0' });
    await expect(exposed).rejects.toBeInstanceOf(ConfigError);
    await expect(exposed).rejects.toThrow(
      /^LOCAL_CHAT_PASSWORD is not set: with HOST 0\.0\.0\.0 the web chat is reachable from other machines/,
    );
    const withPassword = loadBotConfig({ HOST: '0.0.0.0', LOCAL_CHAT_PASSWORD: PASSWORD });
    expect(() => checkExposure(withPassword)).not.toThrow();
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) {
      expect(() => checkExposure(loadBotConfig({ HOST: host }))).not.toThrow();
    }
    // `dubash worker` serves no HTTP: the Docker image's HOST=0.0.0.0 does not stop it.
    expect(loadBotConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
