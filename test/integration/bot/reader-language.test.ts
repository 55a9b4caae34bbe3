// dubash answers each member in the language they read: members who chose Hindi, Tamil or Bengali
// (`/settings me language …`) get /help, a usage error, an unknown-voice refusal and an admin-only
// refusal in their own script; an English reader still gets the English sentences. The web chat
// over its real HTTP API, signed in with a password, as the page does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, sessionCookie, signIn, startHarness, type WireMessage } from './harness.js';

const PASSWORD = 'members reading four languages';
const WS = 'team';
const CH = 'languages';
let h: Harness;
const cookies = new Map<string, string>();

/** member → the language they choose, and the letters of its script */
const READERS = {
  asha: { lang: 'hi', script: /\p{Script=Devanagari}/u },
  kavin: { lang: 'ta', script: /\p{Script=Tamil}/u },
  rupa: { lang: 'bn', script: /\p{Script=Bengali}/u },
} as const;

beforeAll(async () => {
  h = await startHarness({ localChat: { password: PASSWORD } });
  for (const user of [...Object.keys(READERS), 'ravi']) {
    cookies.set(user, sessionCookie(await signIn(h.url, user, PASSWORD)));
  }
}, 60_000);

afterAll(async () => {
  await h?.close();
}, 60_000);

async function call(user: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${h.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { cookie: cookies.get(user) ?? '', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return res.json();
}

/** Posts `text` as `user` and returns the bot's answer to it, as that member's page shows it. */
async function ask(user: string, text: string): Promise<string> {
  const { id } = (await call(user, '/local/api/messages', { workspace: WS, channel: CH, text })) as {
    id: string;
  };
  for (let i = 0; i < 200; i++) {
    const msgs = (await call(user, `/local/api/messages?workspace=${WS}&channel=${CH}`)) as WireMessage[];
    const answer = msgs.find((m) => m.bot && m.replyTo === id);
    if (answer) return answer.text;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer to ${text}`);
}

/**
 * The letters a member reads, without what stays as typed in every language: a command with its
 * ASCII arguments (`/settings me language ta`), `code`, identifiers such as voice names, and the
 * member's own words quoted back ("robot").
 */
function prose(text: string): string {
  return text
    .replace(/`[^`]*`/g, ' ')
    .replace(/"[^"]*"/g, ' ')
    .replace(/\/[a-z]+[\x20-\x7e]*/g, ' ')
    .replace(/\b[a-z]+(_[a-z0-9]+)+\b/g, ' ');
}

/** Share of the prose's letters in `script` (Latin and the script counted; digits and marks not). */
function shareIn(text: string, script: RegExp): number {
  const letters = [...prose(text)].filter((c) => /\p{L}/u.test(c));
  const native = letters.filter((c) => script.test(c)).length;
  return letters.length ? native / letters.length : 0;
}

describe("the reader's language on the web chat", () => {
  for (const [user, { lang, script }] of Object.entries(READERS)) {
    describe(`${user}, reading ${lang}`, () => {
      beforeAll(async () => {
        await ask(user, `/settings me language ${lang}`);
      }, 30_000);

      it('gets /help in their script', async () => {
        const help = await ask(user, '/help');
        expect(shareIn(help, script)).toBeGreaterThan(0.8);
        expect(help).toContain('/translate');
      });

      it('gets /help of one command, its options explained, in their script', async () => {
        const help = await ask(user, '/help translate');
        expect(help).toMatch(/^\/translate \[to hi,ta\] \[from en\] TEXT\n/);
        expect(shareIn(help, script)).toBeGreaterThan(0.8);
      });

      it('gets a usage error (/translate with no text) in their script', async () => {
        const error = await ask(user, '/translate');
        expect(shareIn(error, script)).toBeGreaterThan(0.8);
        expect(error).toContain('/translate [to hi,ta]');
      });

      it('gets the unknown-voice refusal in their script, the voices as typed', async () => {
        const error = await ask(user, '/speak voice robot hello');
        expect(shareIn(error, script)).toBeGreaterThan(0.8);
        expect(error).toContain('"robot"');
        expect(error).toContain('ta_female');
      });

      it("gets main's newer sentences in their script: the long-text refusal, the reactions level", async () => {
        const long = await ask(user, `/transliterate ${'word '.repeat(1300)}`);
        expect(shareIn(long, script)).toBeGreaterThan(0.8);
        expect(long).toContain('6,499');
        const reactions = await ask(user, '/settings me reactions 🇮🇳 hi');
        // (its first line: the usage line under it names the settings as typed)
        expect(shareIn(reactions.split('\n')[0] ?? '', script)).toBeGreaterThan(0.8);
        expect(reactions).toContain('/settings workspace reactions 🇮🇳 hi');
      });

      it('gets the admin-only refusal in their script', async () => {
        const error = await ask(user, '/settings channel translate members');
        expect(shareIn(error, script)).toBeGreaterThan(0.8);
        expect(error).toContain('/settings me language ta');
      });
    });
  }

  it("a job's refusal (/ocr of a file that is no image) is in the reader's language too", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ workspace: WS, channel: CH, text: '/ocr' })) form.append(k, v);
    form.append(
      'file',
      new Blob([new Uint8Array(Buffer.from('just some notes'))], { type: 'image/png' }),
      'notes.png',
    );
    const res = await fetch(`${h.url}/local/api/messages`, {
      method: 'POST',
      headers: { cookie: cookies.get('asha') ?? '' },
      body: form,
    });
    const { id } = (await res.json()) as { id: string };
    let answer = '';
    for (let i = 0; i < 300 && !/PDF/.test(answer); i++) {
      const msgs = (await call('asha', `/local/api/messages?workspace=${WS}&channel=${CH}`)) as WireMessage[];
      answer = msgs.find((m) => m.bot && m.replyTo === id)?.text ?? '';
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(answer).toBe('यह फ़ाइल तस्वीर या PDF नहीं है, इसलिए इसका लिखा मैं नहीं पढ़ सकता। PNG, JPEG या PDF भेजिए।');
  }, 40_000);

  it('an English reader still gets the English sentences', async () => {
    expect(await ask('ravi', '/help')).toMatch(/^Commands \(each works on its text/);
    expect(await ask('ravi', '/translate')).toBe(
      'Give me some text to translate, or reply to a message with the command.\n' +
        'Usage: /translate [to hi,ta] [from en] TEXT',
    );
    expect(await ask('ravi', '/speak voice robot hello')).toMatch(/^There is no voice "robot"\. Voices: /);
    expect(await ask('ravi', '/settings channel translate members')).toMatch(
      /^Only workspace admins can change channel settings\. You can change your own/,
    );
  });
});
