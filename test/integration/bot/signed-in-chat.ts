// One web chat channel as signed-in members use it over the HTTP API: post, read what each member
// sees, and wait for the bot's answer to a message. Shared by the tests that ask as several members.
import type { Harness, WireMessage } from './harness.js';

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
