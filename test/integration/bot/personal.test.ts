// Personal commands in the web chat: a member's /settings (a language change, the menu with their
// usage, a refusal) is seen by that member alone, as Slack's and Discord's ephemeral answers are,
// and marked as theirs. Two signed-in members over the chat's real HTTP API and event stream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, sessionCookie, signIn, startHarness, type WireMessage } from './harness.js';

const PASSWORD = 'two members, one chat';
const WS = 'team';
const CH = 'general';
let h: Harness;
const cookies = new Map<string, string>();

beforeAll(async () => {
  h = await startHarness({ localChat: { password: PASSWORD } });
  for (const user of ['asha', 'ravi']) {
    cookies.set(user, sessionCookie(await signIn(h.url, user, PASSWORD)));
  }
}, 60_000);

afterAll(async () => {
  await h?.close();
}, 60_000);

async function call(user: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${h.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { cookie: cookies.get(user) ?? '', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: await res.json() };
}

const say = async (user: string, text: string) =>
  (await call(user, '/local/api/messages', { workspace: WS, channel: CH, text })).json as { id: string };
const view = async (user: string) =>
  (await call(user, `/local/api/messages?workspace=${WS}&channel=${CH}`)).json as WireMessage[];

async function waitFor<T>(user: string, pick: (msgs: WireMessage[]) => T | undefined): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const found = pick(await view(user));
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing came for ${user}: ${JSON.stringify((await view(user)).map((m) => m.text))}`);
}

/** ravi's event stream, read as it arrives: everything the chat told his page. */
async function openStream(user: string): Promise<{ seen: () => string; close: () => void }> {
  const ctl = new AbortController();
  const res = await fetch(`${h.url}/local/api/stream?workspace=${WS}&channel=${CH}`, {
    headers: { cookie: cookies.get(user) ?? '' },
    signal: ctl.signal,
  });
  let text = '';
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    for (;;) {
      const chunk = await reader?.read().catch(() => undefined);
      if (!chunk || chunk.done) return;
      text += decoder.decode(chunk.value, { stream: true });
    }
  })();
  return { seen: () => text, close: () => ctl.abort() };
}

describe('personal commands in the web chat', () => {
  it("a member's /settings me language hi and its confirmation are in no other member's view", async () => {
    await view('ravi'); // ravi has the channel open (and is greeted)
    const stream = await openStream('ravi');
    try {
      const asked = await say('asha', '/settings me language hi');
      const done = await waitFor('asha', (ms) => ms.find((m) => m.bot && m.replyTo === asked.id));
      // said in the language she chose
      expect(done.text).toBe('हो गया। आपकी सेटिंग बदल गई — भाषा: हिन्दी।');
      // asha sees both, marked as hers alone
      const mine = (await view('asha')).filter((m) => m.id === asked.id || m.id === done.id);
      expect(mine.map((m) => m.visibleTo)).toEqual([['asha'], ['asha']]);

      // a channel message after it: once ravi's stream has it, anything before would have come too
      await say('asha', 'hello everyone');
      for (let i = 0; i < 200 && !stream.seen().includes('hello everyone'); i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(stream.seen()).toContain('hello everyone');
      expect(stream.seen()).not.toContain('/settings me language hi');
      expect(stream.seen()).not.toContain('आपकी सेटिंग बदल गई');
      const ravi = (await view('ravi')).map((m) => m.text);
      expect(ravi).toContain('hello everyone');
      expect(ravi.join('\n')).not.toMatch(/settings me language hi|आपकी सेटिंग बदल गई/);
    } finally {
      stream.close();
    }
  });

  it("a member's settings menu (with their usage) is theirs: another member neither sees nor moves it", async () => {
    const asked = await say('asha', '/settings');
    const menu = await waitFor('asha', (ms) => ms.find((m) => m.bot && m.replyTo === asked.id && m.actions));
    // asha chose Hindi above: her overview is in Hindi, with her usage this month
    expect(menu.text).toContain('• इस महीने:');
    expect((await view('ravi')).some((m) => m.id === menu.id || m.id === asked.id)).toBe(false);
    // ravi presses its "My language" button anyway: refused, and asha's menu stays as it was
    const press = await call('ravi', '/local/api/actions', { messageId: menu.id, id: 'menu', value: 'lang' });
    expect(press.status).toBe(404);
    await h.bot.local.idle();
    expect((await view('asha')).find((m) => m.id === menu.id)?.text).toBe(menu.text);
  });

  it('a refusal is told only to the member who asked', async () => {
    const asked = await say('ravi', '/settings channel translate members');
    const refusal = await waitFor('ravi', (ms) => ms.find((m) => m.bot && m.replyTo === asked.id));
    expect(refusal.text).toMatch(/^Only workspace admins/);
    await say('ravi', 'after the refusal');
    await waitFor('asha', (ms) => ms.find((m) => m.text === 'after the refusal'));
    // (the channel's welcome also names `/settings channel translate members`, so look by message)
    const asha = await view('asha');
    expect(asha.find((m) => m.id === asked.id || m.replyTo === asked.id)).toBeUndefined();
    expect(asha.map((m) => m.text).join('\n')).not.toMatch(/Only workspace admins/);
  });
});
