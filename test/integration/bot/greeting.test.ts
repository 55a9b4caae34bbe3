// The web chat no longer opens empty: a member opening a new channel is greeted with what dubash
// does, three examples that work on the engines present, who the admins are and what only they
// turn on, how to connect a translation engine when none is, and the offline engines with the
// languages each serves (from the engines' capability list). Through the HTTP API, and in Chromium.
import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_EXAMPLES, TRANSLATING_EXAMPLES } from '../../../adapters/local/greeting.js';
import { engineCapabilities } from '../../../src/local-api/engines/capabilities.js';
import { launchChromium } from './chromium.js';
import { type Harness, startHarness, type WireMessage } from './harness.js';

let h: Harness;
let browser: Browser;

beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await h?.close();
}, 60_000);

/** What the bot finally answers to `text` (not its progress notice), as `user` sees it. */
async function answer(at: Harness, channel: string, user: string, text: string): Promise<WireMessage> {
  const { body } = await at.post({ workspace: 'greet', channel, user, text });
  return at.waitFor(
    'greet',
    channel,
    (ms) => ms.find((m) => m.bot && m.replyTo === body.id && m.kind !== 'notice'),
    { user },
  );
}

describe('greeting a new channel', () => {
  it('a member opening an empty channel is greeted once, with the engines and their languages', async () => {
    const first = await h.messages('greet', 'fresh', 'asha');
    expect(first).toHaveLength(1);
    const greeting = first[0];
    expect(greeting?.bot).toBe(true);
    expect(greeting?.text).toContain('Welcome to #fresh. I am dubash');
    for (const example of OFFLINE_EXAMPLES) expect(greeting?.text.split('\n')).toContain(example);
    expect(greeting?.text).toContain('Running offline on this machine:');
    // each engine's line lists what the engine itself says it serves
    for (const c of await engineCapabilities())
      expect(greeting?.text).toContain(`• ${c.operation} (${c.engine}): ${c.languages.join(', ')}`);
    expect(greeting?.text).toMatch(/• speech \(espeak-ng\): hi, bn, kn, ml, ta, te, gu, or, as, mr, pa, en/);
    expect(greeting?.text).toMatch(/• speech-to-text \(pocketsphinx\): en/);

    // once: another member, another visit
    const again = await h.messages('greet', 'fresh', 'ravi');
    expect(again.filter((m) => m.bot)).toHaveLength(1);
  });

  it('offline, every example does what it shows: nothing is only sounded out, nothing fails', async () => {
    for (const example of OFFLINE_EXAMPLES) {
      const reply = await answer(h, 'examples', 'asha', example);
      expect(reply.kind, example).toBe('text');
      expect(reply.text, example).not.toMatch(/sounded out/i);
    }
  }, 60_000);

  it('says who the admins are, what only they turn on, and how to connect a translation engine', async () => {
    const text = (await h.messages('greet', 'admins', 'asha'))[0]?.text ?? '';
    const lines = text.split('\n');
    expect(lines).toContain('/settings channel translate members');
    expect(text).toContain('Admins here: admin (LOCAL_ADMINS names them)');
    expect(text).toContain('No translation engine for English and the Indian languages runs here');
    expect(text).toContain('REVERIE_BASE_URL, REVERIE_API_KEY and REVERIE_APP_ID');
    expect(text).toContain('LOCAL_MT_URL=http://127.0.0.1:5000/translate');
    expect(text).toContain('npx dubash serve-api --lookup glossary.csv');
    // what it says works: a member is refused, the named admin turns it on
    expect((await answer(h, 'admins', 'asha', '/settings channel translate members')).text).toMatch(
      /^Only workspace admins/,
    );
    expect((await answer(h, 'admins', 'admin', '/settings channel translate members')).text).toBe(
      "Done. This channel's auto-translate is now into each member's language.",
    );
  }, 30_000);

  it('a channel that already has messages is not greeted', async () => {
    await h.post({ workspace: 'greet', channel: 'busy', user: 'asha', text: 'hello all' });
    const msgs = await h.messages('greet', 'busy', 'ravi');
    expect(msgs.some((m) => m.text.startsWith('Welcome to'))).toBe(false);
  });

  it('in Chromium: the examples are buttons that fill the message box, and one runs', async () => {
    browser = await launchChromium();
    const page = await browser.newPage();
    await page.goto(`${h.url}/?workspace=greet&channel=lobby&user=meera`);
    await page.waitForSelector('#status:text("live")', { timeout: 15_000 });
    const buttons = page.locator('.msg.bot .text button.example');
    await buttons.first().waitFor({ timeout: 10_000 });
    expect(await buttons.allTextContents()).toEqual([
      ...OFFLINE_EXAMPLES,
      '/settings channel translate members',
    ]);
    await page.screenshot({ path: '/tmp/dubash-web-chat-greeting.png' });
    await buttons.nth(0).click();
    expect(await page.inputValue('#text')).toBe('/transliterate to hi kaise ho');
    await page.click('#send');
    const reply = page.locator('.msg.bot .text', { hasText: 'कैसे हो' });
    await reply.first().waitFor({ timeout: 15_000 });
  });
});

describe('greeting with a translation engine (LOCAL_MT_URL)', () => {
  let withMt: Harness;
  let mt: Server;
  const translations: Record<string, string> = {
    hi: 'रिपोर्ट कहाँ है?',
    ta: 'அறிக்கை எங்கே?',
  };

  beforeAll(async () => {
    // A LibreTranslate-compatible server on a real socket: POST {q, source, target} → {translatedText}
    mt = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        const { target } = JSON.parse(body) as { target: string };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ translatedText: translations[target] ?? '' }));
      });
    });
    await new Promise<void>((resolve) => mt.listen(0, '127.0.0.1', resolve));
    const address = mt.address();
    process.env.LOCAL_MT_URL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/translate`;
    withMt = await startHarness();
  }, 60_000);
  afterAll(async () => {
    delete process.env.LOCAL_MT_URL;
    await withMt?.close();
    await new Promise((resolve) => mt?.close(resolve));
  }, 60_000);

  it('translation comes first, it translates, and no recipe for an engine is offered', async () => {
    const text = (await withMt.messages('greet', 'mt', 'asha'))[0]?.text ?? '';
    const lines = text.split('\n');
    const examples = lines.filter((l) => l.startsWith('/') && l !== '/settings channel translate members');
    expect(examples).toEqual([...TRANSLATING_EXAMPLES]);
    expect(text).not.toContain('No translation engine');
    const reply = await answer(withMt, 'mt', 'asha', TRANSLATING_EXAMPLES[0]);
    expect(reply.text).toContain('रिपोर्ट कहाँ है?');
    expect(reply.text).toContain('அறிக்கை எங்கே?');
    expect(reply.text).not.toMatch(/sounded out/i);
  }, 30_000);
});
