// One web chat channel as signed-in members use it over the HTTP API: post, read what each member
// sees, and wait for the bot's answer to a message. Shared by the tests that ask as several members.
import { afterAll, beforeAll } from 'vitest';
import { type Harness, sessionCookie, signIn, startHarness, type WireMessage } from './harness.js';

export function signedInChat(
  h: Harness,
  cookies: ReadonlyMap<string, string>,
  workspace: string,
  channel: string,
) {
  async function call(user: string, path: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${h.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { cookie: cookies.get(user) ?? '', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return res.json();
  }
  const post = async (user: string, text: string) =>
    (await call(user, '/local/api/messages', { workspace, channel, text })) as { id: string };
  const view = async (user: string) =>
    (await call(user, `/local/api/messages?workspace=${workspace}&channel=${channel}`)) as WireMessage[];
  async function answerTo(user: string, id: string): Promise<WireMessage> {
    for (let i = 0; i < 200; i++) {
      const found = (await view(user)).find((m) => m.bot && m.replyTo === id);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no answer to ${id} for ${user}`);
  }
  return { call, post, view, answerTo };
}

/**
 * A password-protected web chat for the test file (started before its tests, closed after), with
 * `users` signed in; the helpers of `signedInChat` for `workspace`/`channel`.
 */
export function useSignedInChat(opts: {
  password: string;
  users: string[];
  workspace: string;
  channel: string;
}) {
  let h: Harness | undefined;
  const cookies = new Map<string, string>();
  beforeAll(async () => {
    h = await startHarness({ localChat: { password: opts.password } });
    for (const user of opts.users) cookies.set(user, sessionCookie(await signIn(h.url, user, opts.password)));
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  }, 60_000);
  const chat = () => {
    if (!h) throw new Error('the web chat is not started yet');
    return signedInChat(h, cookies, opts.workspace, opts.channel);
  };
  return {
    post: (user: string, text: string) => chat().post(user, text),
    view: (user: string) => chat().view(user),
    answerTo: (user: string, id: string) => chat().answerTo(user, id),
  };
}
