// Names that pass for an admin's (issue 18, point 12): with the members' password, `Admin`,
// `ADMIN`, fullwidth `ａｄｍｉｎ` or Cyrillic `аdmin` would sign in as members distinct from
// `admin` and show in the channel beside it. They are refused, by form, JSON and HTTP Basic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, signIn, startHarness } from './harness.js';

const PASSWORD = 'correct horse battery';
const ADMIN_PASSWORD = 'admins only, please';
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ localChat: { password: PASSWORD, adminPassword: ADMIN_PASSWORD } });
}, 60_000);

afterAll(async () => {
  await h?.close();
}, 60_000);

const login = (user: string, password: string) => signIn(h.url, user, password);

describe('names that look like an admin’s', () => {
  it('are refused at sign-in, with a sentence saying to pick another', async () => {
    for (const user of ['Admin', 'ADMIN', 'ａｄｍｉｎ', '\u0430dmin', '\u0410DMIN', 'adrnin', '𝐚𝐝𝐦𝐢𝐧']) {
      const res = await login(user, PASSWORD);
      expect(res.status, user).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(((await res.json()) as { error: string }).error).toBe(
        `the name ${user} looks like an admin's name: sign in under another name`,
      );
    }
    const form = await fetch(`${h.url}/local/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user: 'Admin', password: PASSWORD }).toString(),
    });
    expect(form.status).toBe(403);
    expect(await form.text()).toMatch(/looks like an admin&#39;s name/);
    const basic = await fetch(`${h.url}/local/api/members?workspace=w&channel=c`, {
      headers: { authorization: `Basic ${Buffer.from(`\u0430dmin:${PASSWORD}`).toString('base64')}` },
    });
    expect(basic.status).toBe(403);
  });

  it('the admin and other members still sign in; none of the look-alikes became members', async () => {
    expect((await login('admin', ADMIN_PASSWORD)).status).toBe(200);
    for (const user of ['asha', 'administrator', 'admin2', 'कमल']) {
      expect((await login(user, PASSWORD)).status, user).toBe(200);
    }
    const res = await fetch(`${h.url}/local/api/members?workspace=w&channel=c`, {
      headers: { authorization: `Basic ${Buffer.from(`asha:${PASSWORD}`).toString('base64')}` },
    });
    expect(((await res.json()) as { user: string }[]).map((m) => m.user)).toEqual(['admin']);
  });
});
