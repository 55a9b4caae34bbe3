// The commands as a person meets them: real pipeline, real Redis, real client, local API server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '../../../src/core/reply.js';
import { type Harness, startHarness, texts } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await h.loadLookup([
    { source: 'good morning', target: 'सुप्रभात', src: 'en', tgt: 'hi' },
    { source: 'good morning', target: 'காலை வணக்கம்', src: 'en', tgt: 'ta' },
    { source: 'see you tomorrow', target: 'कल मिलते हैं', src: 'en', tgt: 'hi' },
  ]);
});
afterAll(() => h?.close());

// Translation and transliteration calls (language identification is not a translation).
const translateCalls = () =>
  h.requests.filter((r) => r.method === 'POST' && r.url === '/' && r.appName !== 'lang_id_text').length;

describe('/translate', () => {
  it('translates into several languages in one API call, labelled by language', async () => {
    const before = h.translator.stats.calls;
    const replies = await h.send('/translate to hi,ta good morning');
    expect(texts(replies)).toEqual(['Hindi: सुप्रभात\nTamil: காலை வணக்கம்']);
    expect(h.translator.stats.calls - before).toBe(1);
  });

  it('apiStatus 2: the lookup entry is what the API served', async () => {
    const res = await h.client.translate({ text: 'good morning', from: 'en', to: 'hi' });
    expect(res.items[0]?.statuses.hi).toBe(2);
  });

  it('never pays twice for the same text: the second request makes no API call', async () => {
    const first = translateCalls();
    await h.send('/translate to hi see you tomorrow');
    const served = translateCalls();
    expect(served).toBe(first + 1);
    const chars = h.translator.stats.characters;
    const replies = await h.send('/translate to hi see you tomorrow');
    expect(texts(replies)).toEqual(['कल मिलते हैं']);
    expect(translateCalls()).toBe(served);
    expect(h.translator.stats.characters).toBe(chars);
  });

  it('keeps links and emoji out of the API and puts them back', async () => {
    const replies = await h.send('/translate to hi good morning 🌞 https://example.com/x');
    expect(texts(replies)).toEqual(['सुप्रभात 🌞 https://example.com/x']);
  });

  it('does not translate an emoji-only message', async () => {
    const served = translateCalls();
    const replies = await h.send('/translate to hi 🎉🎉 👍');
    expect(replies).toMatchObject([
      { type: 'notice', text: expect.stringMatching(/only emoji, links or code/) },
    ]);
    expect(translateCalls()).toBe(served);
  });

  it('does not translate what is already in the target language', async () => {
    const replies = await h.send('/translate to hi नमस्ते दोस्तों');
    expect(texts(replies)).toEqual(['That is already in Hindi.']);
  });

  it('answers an unknown language code with the codes it knows', async () => {
    const replies = await h.send('/translate to xx hello');
    expect(replies).toHaveLength(1);
    expect(replies[0]?.type).toBe('error');
    expect(texts(replies)[0]).toMatch(/^I don't know the language "xx"\. Use a code: hi, en, /);
    expect(texts(replies)[0]).toMatch(/Usage: \/translate/);
  });

  it('translates the replied-to message into the member’s own language by default', async () => {
    await h.settings.set(
      'member',
      { platform: 'local', workspaceId: h.workspace, channelId: 'general' },
      { language: 'ta' },
      'ravi',
    );
    const replies = await h.send('/translate', {
      author: { id: 'ravi', isBot: false, isSelf: false, isAdmin: false },
      replyTo: { messageId: 'm0', text: 'good morning' },
    });
    expect(texts(replies)).toEqual(['காலை வணக்கம்']);
  });
});

describe('the shared translator', () => {
  it('shows romanized Hindi in Devanagari to a Hindi reader (transliterated, not translated)', async () => {
    expect(texts(await h.send('/translate to hi kaise ho bhai'))).toEqual(['कैसे हो भाई']);
  });
  it('counts the characters it sends: each uncached span × each target, once', async () => {
    const before = h.translator.stats.characters;
    const out = await h.translator.translate('Deploy at noon `npm run deploy` 🚀', 'auto', [
      'hi',
      'ta',
      'en',
    ]);
    // "Deploy at noon" (14) to hi and ta; English is skipped, code and emoji never leave.
    expect(h.translator.stats.characters - before).toBe(28);
    expect([...out.keys()].sort()).toEqual(['hi', 'ta']);
    expect(out.get('hi')).toMatch(/`npm run deploy` 🚀$/);
  });
  it('answers a 10,000-character message with a clear sentence', async () => {
    const replies = await h.send(`/translate to hi ${'word '.repeat(2_000)}`);
    expect(replies).toMatchObject([
      {
        type: 'error',
        text: 'That text is too long to translate (9,999 characters; at most 5,000): split it, or send it as a .txt file with /localize.',
      },
    ]);
  });
});

// Issue 18: the length is checked first, against the platform's own maximum and then the API's.
describe('texts longer than allowed', () => {
  const slack = { platform: 'slack' as const, workspaceId: 'T-long', channelId: 'C1' };
  it('a command longer than its platform allows is answered with one sentence, unread', async () => {
    const before = h.translator.stats.calls;
    const replies = await h.send(`/translate to hi ${'word '.repeat(8_100)}`, { conversation: slack });
    expect(texts(replies)).toEqual([
      'That message is longer than this chat allows (40,517 characters; at most 40,000), so I did not read it: split it into shorter messages.',
    ]);
    expect(h.translator.stats.calls).toBe(before);
  });
  it('a plain message longer than its platform allows is left alone', async () => {
    expect(await h.send('word '.repeat(8_100), { conversation: slack })).toEqual([]);
  });
  it('/transliterate says how long is too long', async () => {
    expect(texts(await h.send(`/transliterate to hi ${'kaise ho '.repeat(700)}`))).toEqual([
      'That text is too long to transliterate (6,299 characters; at most 5,000): split it into shorter messages.',
    ]);
  });
});

describe('/transliterate', () => {
  it('writes romanized Hindi in Devanagari', async () => {
    expect(texts(await h.send('/transliterate to hi kaise ho'))).toEqual(['कैसे हो']);
  });
  it('detects the script when only the text is given', async () => {
    const replies = await h.send('/transliterate to en कैसे हो');
    expect(texts(replies)[0]).toMatch(/^kais/i);
  });
  it('writes a romanized chat line in any Dakshina language with the learned models', async () => {
    expect(texts(await h.send('/transliterate to hi meeting kal 5 baje hai'))).toEqual(['मीटिंग कल 5 बजे है']);
    expect(texts(await h.send('/transliterate to ta vanakkam @ravi'))).toEqual(['வணக்கம் @ravi']);
  });
});

describe('/speak', () => {
  const wavRate = (r: Reply) => (r.type === 'audio' ? r.audio.readUInt32LE(24) : -1);
  it('answers with WAV audio at the API default rate', async () => {
    const [reply] = await h.send('/speak good morning everyone');
    expect(reply?.type).toBe('audio');
    if (reply?.type !== 'audio') return;
    expect(reply.audio.toString('latin1', 0, 4)).toBe('RIFF');
    expect(reply.mimeType).toBe('audio/wav');
    expect(wavRate(reply)).toBe(22050);
  });
  it('speaks at the requested rate with the requested voice', async () => {
    const [reply] = await h.send('/speak voice hi_female rate 16000 नमस्ते');
    expect(wavRate(reply as Reply)).toBe(16000);
    expect(reply).toMatchObject({ filename: 'speech-hi_female.wav' });
  });
  it('hands long text to the speak job with a progress notice', async () => {
    const text = 'This is a long announcement. '.repeat(12);
    const replies = await h.send(`/speak ${text}`);
    expect(replies).toEqual([]);
    const job = h.jobs.at(-1);
    expect(job?.name).toBe('speak');
    expect(job?.payload).toMatchObject({ voice: 'en_female', speed: 1, text: text.trim() });
    expect(job?.payload.progressMessageId).toMatch(/^progress-/);
  });
  it('refuses an unknown voice clearly', async () => {
    expect(texts(await h.send('/speak voice xx_robot hello'))[0]).toMatch(/^There is no voice "xx_robot"/);
  });
});

describe('/analyse', () => {
  it('redacts an e-mail address', async () => {
    const [reply] = await h.send('/analyse pii Write to asha.k@example.com before Friday');
    expect(reply?.type).toBe('text');
    const text = texts([reply as Reply])[0] as string;
    expect(text).toMatch(/^Personal data \(.*email.*\) redacted: /i);
    expect(text).not.toContain('asha.k@example.com');
  });
  it('reports sentiment in words', async () => {
    expect(texts(await h.send('/analyse sentiment I love this wonderful team'))[0]).toMatch(
      /^Sentiment: positive/,
    );
  });
});

describe('/settings', () => {
  const admin = { id: 'boss', isBot: false, isSelf: false, isAdmin: true };
  it('refuses channel changes from a member who is not an admin', async () => {
    const replies = await h.send('/settings channel translate hi,ta');
    expect(replies).toMatchObject([
      { type: 'error', text: expect.stringMatching(/^Only workspace admins can change channel settings/) },
    ]);
    const s = await h.settings.resolve({ platform: 'local', workspaceId: h.workspace, channelId: 'general' });
    expect(s.autoTranslate.mode).toBe('off');
  });
  it('lets anyone change their own language, and answers and shows it in that language', async () => {
    // the confirmation is the first thing said in the new language
    expect(texts(await h.send('/settings me language ta'))).toEqual([
      'முடிந்தது. உங்கள் அமைப்பு மாறியது — மொழி: தமிழ்.',
    ]);
    expect(texts(await h.send('/settings'))[0]).toMatch(
      /^இங்கே உங்களுக்குப் பொருந்தும் அமைப்புகள்:\n• உங்கள் மொழி: தமிழ்/,
    );
    expect(texts(await h.send('/settings me language en'))).toEqual(['Done. Your language is now English.']);
  });
  it('lets an admin set moderation with types and dry run', async () => {
    const replies = await h.send('/settings channel moderation redact pii,profanity dry-run', {
      author: admin,
    });
    expect(texts(replies)).toEqual([
      "Done. This channel's moderation is now redact (pii, profanity), dry run.",
    ]);
    await h.send('/settings channel moderation off', { author: admin });
  });
  it('says how long message texts are kept: on Telegram 24 hours while retain is 0, elsewhere never', async () => {
    const telegram = { platform: 'telegram' as const, workspaceId: `${h.workspace}-tg`, channelId: '-100' };
    const privacy = async (over: Parameters<Harness['send']>[1] = {}) =>
      texts(await h.send('/settings', over))[0]
        ?.split('\n')
        .find((l) => l.includes('Privacy'));
    expect(await privacy({ conversation: telegram })).toBe(
      '• Privacy: API logging false; message text kept 24 hours (the default, for translate by reaction)',
    );
    await h.send('/settings workspace privacy retain 48', { author: admin, conversation: telegram });
    expect(await privacy({ conversation: telegram })).toBe(
      '• Privacy: API logging false; message text kept 48 hours',
    );
    // the web chat keeps no texts for reactions (nor do Slack and Discord), whatever retain says
    await h.send('/settings workspace privacy retain 48', { author: admin });
    expect(await privacy()).toBe('• Privacy: API logging false; message text kept never');
    await h.send('/settings workspace privacy retain 0', { author: admin });
  });
  it('explains a bad value', async () => {
    expect(texts(await h.send('/settings channel transcribe maybe', { author: admin }))[0]).toMatch(
      /^Say on or off/,
    );
  });
});

describe('automatic features', () => {
  const admin = { id: 'boss', isBot: false, isSelf: false, isAdmin: true };
  it('auto-translates into the channel languages in one labelled reply', async () => {
    await h.send('/settings channel translate hi,ta', { author: admin });
    const replies = await h.send('good morning');
    expect(replies).toMatchObject([
      {
        type: 'text',
        text: 'Hindi: सुप्रभात\nTamil: காலை வணக்கம்',
        translations: { hi: 'सुप्रभात', ta: 'காலை வணக்கம்' },
      },
    ]);
    expect(await h.send('👍🎉')).toEqual([]);
    await h.send('/settings channel translate off', { author: admin });
  });
  it('hides a message with personal data under a hide policy', async () => {
    await h.send('/settings channel moderation hide pii', { author: admin });
    const replies = await h.send('call me at asha.k@example.com');
    expect(replies).toMatchObject([{ type: 'notice', action: { type: 'delete' } }]);
    expect(texts(replies)[0]).toMatch(/hidden because it contains personal data/);
    await h.send('/settings channel moderation off', { author: admin });
  });
});

describe('monthly budget', () => {
  it('warns admins once at 80% and refuses at 100%', async () => {
    // a workspace of its own, so nothing else has been counted this month
    const conversation = { platform: 'local' as const, workspaceId: `${h.workspace}-budget`, channelId: 'c' };
    const admin = { id: 'boss', isBot: false, isSelf: false, isAdmin: true };
    await h.send('/settings workspace budget characters 40', { author: admin, conversation });
    // 34 characters of text (of 40): past 80%
    const first = await h.send('/transliterate to hi kaise ho bhai, sab theek hai na?', { conversation });
    expect(first).toHaveLength(2);
    expect(first[1]).toMatchObject({ type: 'notice', audience: 'admins' });
    expect(texts(first)[1]).toMatch(/^Admins: this workspace has used 8\d% of its monthly budget/);
    const second = await h.send('/transliterate to hi kaise ho', { conversation });
    expect(second).toEqual([{ type: 'text', text: 'कैसे हो', replyTo: expect.any(String) }]);
    const refused = await h.send('/transliterate to hi bahut accha', { conversation });
    expect(refused).toMatchObject([{ type: 'error' }]);
    expect(texts(refused)[0]).toMatch(/budget/);
    await h.send('/settings workspace budget characters 0', { author: admin, conversation });
  });
});

describe('/help', () => {
  it('lists every command with its usage', async () => {
    const text = texts(await h.send('/help'))[0] as string;
    for (const name of [
      'translate',
      'transliterate',
      'speak',
      'transcribe',
      'ocr',
      'analyse',
      'localize',
      'settings',
      'help',
    ])
      expect(text).toContain(`/${name} `);
  });
});
