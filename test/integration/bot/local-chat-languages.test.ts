// The web chat's refusals in the reader's language (issue 19 point 4): before anyone is signed in,
// the browser's (Accept-Language: only dubash's six catalogs, English otherwise); once the route
// knows the member, theirs (their choice, else their browser's). The page's microphone line too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localConversation } from '../../../adapters/local/ids.js';
import { type Harness, sessionCookie, signIn, startHarness } from './harness.js';

const PASSWORD = 'correct horse battery';
let h: Harness;
let ravi: string;
let asha: string;

beforeAll(async () => {
  h = await startHarness({ localChat: { password: PASSWORD } });
  [ravi = '', asha = ''] = await Promise.all(
    ['ravi', 'asha'].map(async (u) => sessionCookie(await signIn(h.url, u, PASSWORD))),
  );
  // Ravi reads Hindi (his own choice); Asha chose nothing
  await h.bot.settings.set('member', localConversation('w', 'c'), { language: 'hi' }, 'ravi');
}, 60_000);

afterAll(async () => {
  await h?.close();
}, 60_000);

const error = async (res: Response) => ((await res.json()) as { error: string }).error;
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${h.url}${path}`, { headers, redirect: 'manual' });
const send = (
  path: string,
  method: string,
  cookie: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  fetch(`${h.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie, ...headers },
    body: JSON.stringify(body),
  });

describe('before sign-in: the browser’s language', () => {
  it('"sign in first" in Bengali for a Bengali browser; English for others', async () => {
    const path = '/local/api/messages?workspace=w&channel=c';
    const bengali = await get(path, { 'accept-language': 'bn-IN,bn;q=0.9,en;q=0.5' });
    expect(bengali.status).toBe(401);
    expect(await error(bengali)).toBe('আগে সাইন ইন করুন: POST /local/api/login, {user, password} সহ');
    for (const headers of [{ 'accept-language': 'fr-FR,de;q=0.8' }, {}] as Record<string, string>[])
      expect(await error(await get(path, headers))).toBe(
        'sign in first: POST /local/api/login with {user, password}',
      );
  });

  it('another site’s request is refused in the browser’s language', async () => {
    const res = await send(
      '/local/api/messages',
      'POST',
      asha,
      { workspace: 'w', channel: 'c', text: 'x' },
      {
        origin: 'http://evil.example',
        'accept-language': 'hi',
      },
    );
    expect(res.status).toBe(403);
    expect(await error(res)).toBe(
      'मना कर दिया: यह अनुरोध किसी दूसरी साइट से आया है; चैट को उसी के पेज से इस्तेमाल कीजिए',
    );
  });

  it('the sign-in page and a wrong password, in Tamil', async () => {
    const page = await (await get('/login', { 'accept-language': 'ta-IN' })).text();
    expect(page).toContain('<html lang="ta">');
    expect(page).toContain('<strong>dubash — உள்நுழைவு</strong>');
    expect(page).toMatch(/<label>உறுப்பினர் <input[^>]*><\/label>\s*<label>கடவுச்சொல் <input/);
    expect(page).toContain('<button type="submit">உள்நுழை</button>');
    const wrong = await fetch(`${h.url}/local/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'ta' },
      body: new URLSearchParams({ user: 'kamala', password: 'guess' }).toString(),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('<p class="error" role="alert">கடவுச்சொல் தவறு</p>');
  });

  it('a file that is gone, in the browser’s language', async () => {
    const res = await get('/local/api/files/bot-AAAAAAAAAAAAAAAA', { cookie: asha, 'accept-language': 'mr' });
    expect(res.status).toBe(404);
    expect(await error(res)).toBe('bot-AAAAAAAAAAAAAAAA ही फाइल नाही (ती हटवली गेली, किंवा तिची मुदत संपली)');
  });
});

describe('signed in: the member’s language', () => {
  it('an edit of another’s message is refused in Hindi to Ravi, in his browser’s language to Asha', async () => {
    const mine = await send('/local/api/messages', 'POST', asha, {
      workspace: 'w',
      channel: 'c',
      text: 'hello',
    });
    const { id } = (await mine.json()) as { id: string };
    // Ravi chose Hindi: his English browser does not matter
    const refused = await send(
      `/local/api/messages/${id}`,
      'PATCH',
      ravi,
      { text: 'changed' },
      { 'accept-language': 'en' },
    );
    expect(refused.status).toBe(403);
    expect(await error(refused)).toBe('संदेश को सिर्फ़ उसे लिखने वाला ही बदल सकता है');
    // Asha chose nothing: her browser's Telugu; deleting Ravi's message
    const his = await send('/local/api/messages', 'POST', ravi, {
      workspace: 'w',
      channel: 'c',
      text: 'namaste',
    });
    const theirs = (await his.json()) as { id: string };
    const gone = await fetch(`${h.url}/local/api/messages/${theirs.id}`, {
      method: 'DELETE',
      headers: { cookie: asha, 'accept-language': 'te-IN' },
    });
    expect(gone.status).toBe(403);
    expect(await error(gone)).toBe('సందేశాన్ని రాసినవారు మాత్రమే దాన్ని తొలగించగలరు');
    // and acting as someone else
    const other = await send('/local/api/messages', 'POST', ravi, {
      workspace: 'w',
      channel: 'c',
      user: 'asha',
      text: 'x',
    });
    expect(await error(other)).toBe('आप ravi के नाम से साइन इन हैं: आप सिर्फ़ अपने नाम से ही कुछ कर सकते हैं');
  });

  it('a full Redis on an edit is said in the editor’s language', async () => {
    const posted = await send('/local/api/messages', 'POST', ravi, {
      workspace: 'w',
      channel: 'c',
      text: 'draft',
    });
    const { id } = (await posted.json()) as { id: string };
    const [, was] = (await h.redis.config('GET', 'maxmemory')) as string[];
    await h.redis.config('SET', 'maxmemory', '1');
    let res: Response;
    try {
      res = await send(`/local/api/messages/${id}`, 'PATCH', ravi, { text: 'final' });
    } finally {
      await h.redis.config('SET', 'maxmemory', was ?? '0');
    }
    expect(res.status).toBe(507);
    expect(await error(res)).toBe(
      'चैट की स्टोरेज भर गई है, इसलिए अब कुछ भी नया सहेजा नहीं जा सकता: इसे चलाने वाले से जगह बनाने को कहिए',
    );
  });

  it('a button or message that is gone, in the member’s language', async () => {
    const button = await send('/local/api/actions', 'POST', ravi, { messageId: 'm0-none', id: 'menu' });
    expect(button.status).toBe(404);
    // no message: no channel to read Ravi's choice in; his browser's language (none: English)
    expect(await error(button)).toBe('that button is no longer there');
    const posted = await send('/local/api/messages', 'POST', asha, {
      workspace: 'w',
      channel: 'c',
      text: 'hi',
    });
    const { id } = (await posted.json()) as { id: string };
    const pressed = await send('/local/api/actions', 'POST', ravi, { messageId: id, id: 'menu' });
    expect(await error(pressed)).toBe('वह बटन अब यहाँ नहीं है');
  });

  it('the microphone’s sentences come in the language of the member who opens the page', async () => {
    const hindi = await (await get('/?workspace=w&channel=c', { cookie: ravi })).text();
    expect(hindi).toContain(
      '"unavailable":"माइक्रोफ़ोन नहीं मिल रहा: {error} (इस पेज को माइक्रोफ़ोन की इजाज़त दीजिए)"',
    );
    const bengali = await (
      await get('/?workspace=w&channel=c', { cookie: asha, 'accept-language': 'bn' })
    ).text();
    expect(bengali).toContain(
      '"unavailable":"মাইক্রোফোন পাওয়া যাচ্ছে না: {error} (এই পেজকে মাইক্রোফোন ব্যবহারের অনুমতি দিন)"',
    );
    const english = await (await get('/?workspace=w&channel=c', { cookie: asha })).text();
    expect(english).toContain(
      '"unavailable":"the microphone is not available: {error} (allow it for this page)"',
    );
  });
});

describe('the browser’s language is the web chat’s platform locale', () => {
  /** The bot's answer to message `id`, as `cookie`'s member reads the channel. */
  async function answerTo(cookie: string, channel: string, id: string): Promise<string> {
    for (let i = 0; i < 200; i++) {
      const res = await get(`/local/api/messages?workspace=w&channel=${channel}`, { cookie });
      const found = ((await res.json()) as { bot: boolean; replyTo: string | null; text: string }[]).find(
        (m) => m.bot && m.replyTo === id,
      );
      if (found) return found.text;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no answer to ${id} in ${channel}`);
  }

  /** Asha (who chose nothing) asks `text` from a browser reading `lang`; the bot's answer. */
  async function askFrom(lang: string, channel: string, text: string): Promise<string> {
    const posted = await send(
      '/local/api/messages',
      'POST',
      asha,
      { workspace: 'w', channel, text },
      { 'accept-language': lang },
    );
    const { id } = (await posted.json()) as { id: string };
    return answerTo(asha, channel, id);
  }

  it('a member who chose nothing gets /help in their browser’s language, as Telegram’s language_code gives', async () => {
    expect(await askFrom('ta-IN,ta;q=0.9,en;q=0.5', 'help-ta', '/help')).toMatch(/\p{Script=Tamil}{4,}/u);
    const english = await askFrom('en-GB,en;q=0.9', 'help-en', '/help');
    expect(english).not.toMatch(/\p{Script=Tamil}|\p{Script=Devanagari}/u);
    expect(english).toMatch(/translate/i);
  });

  it('a choice of their own still wins over the browser', async () => {
    // Ravi chose Hindi; his browser says Bengali
    const posted = await send(
      '/local/api/messages',
      'POST',
      ravi,
      { workspace: 'w', channel: 'help-hi', text: '/help' },
      { 'accept-language': 'bn' },
    );
    const { id } = (await posted.json()) as { id: string };
    const answer = await answerTo(ravi, 'help-hi', id);
    expect(answer).toMatch(/\p{Script=Devanagari}{4,}/u);
    expect(answer).not.toMatch(/\p{Script=Bengali}/u);
  });
});
