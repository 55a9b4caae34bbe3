// The sign-in lockout under a burst (issue 18, point 8): 200 wrong passwords sent at once from one
// address get 10 checked (401) and 190 refused (429), and the right password after them is refused
// too, the address being locked. Right passwords at once (a script's parallel HTTP Basic requests)
// do not lock anyone out. Its own bot: the lockout holds for the whole address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, signIn, startHarness } from './harness.js';

const PASSWORD = 'correct horse battery';
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ localChat: { password: PASSWORD } });
}, 60_000);

afterAll(async () => {
  await h?.close();
}, 60_000);

const login = (user: string, password: string) => signIn(h.url, user, password);
const basic = (password: string) => ({
  authorization: `Basic ${Buffer.from(`meera:${password}`).toString('base64')}`,
});

describe('the sign-in lockout', () => {
  it('right passwords at once lock nobody out', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        fetch(`${h.url}/local/api/members?workspace=w&channel=c`, { headers: basic(PASSWORD) }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(40).fill(200));
  });

  it('200 wrong passwords at once: 10 are checked, the rest and then the right one are refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login('asha', `guess number ${i}`)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(190);

    const right = await login('asha', PASSWORD);
    expect(right.status).toBe(429);
    expect(((await right.json()) as { error: string }).error).toBe(
      'too many wrong passwords from this address; wait 10 minutes',
    );
    expect(right.headers.get('set-cookie')).toBeNull();
    // HTTP Basic goes through the same lock.
    const script = await fetch(`${h.url}/local/api/members?workspace=w&channel=c`, {
      headers: basic(PASSWORD),
    });
    expect(script.status).toBe(429);
  });
});
