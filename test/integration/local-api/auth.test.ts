// Every 403 row of the contract, in each operation's body shape, over real HTTP and WebSocket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  credsOf,
  form,
  handshakeStatus,
  pcm16kRaw,
  post,
  startApi,
  type TestApi,
  wav16k,
} from './helpers.js';

const good = account({ name: 'good', apiKey: 'good-key-123456', appId: 'good-app' });
const expired = account({
  name: 'old',
  apiKey: 'old-key-1234567',
  appId: 'old-app',
  expiresAt: '2020-01-01T00:00:00Z',
});
const ttsOnly = account({ name: 'tts-only', apiKey: 'tts-key-1234567', appId: 'tts-app', apps: ['tts'] });
const hindiOnly = account({
  name: 'hi-only',
  apiKey: 'hi-key-12345678',
  appId: 'hi-app',
  languages: ['hi', 'en'],
  speakers: ['hi_female'],
});
const tenChars = account({
  name: 'ten',
  apiKey: 'ten-key-1234567',
  appId: 'ten-app',
  // audio: exactly one goforward.raw clip (89,160 bytes of 16 kHz int16)
  credits: { characters: 10, audioSeconds: 89_160 / 32_000 },
});

const tenTts = account({
  name: 'ten-tts',
  apiKey: 'ten-tts-key-1234',
  appId: 'ten-tts-app',
  // characters for one 9-character call; audio for two goforward.raw clips
  credits: { characters: 10, audioSeconds: 6 },
});

const translit = { 'REV-APPNAME': 'transliteration', src_lang: 'hi', tgt_lang: 'en', domain: 'generic' };

let t: TestApi;
beforeAll(async () => {
  t = await startApi({ accounts: [good, expired, ttsOnly, hindiOnly, tenChars, tenTts] });
});
afterAll(() => t.api.close());

describe('403 in the {message, status} shape (translation, transliteration)', () => {
  it('refuses an unknown key, a wrong app id and missing credentials', async () => {
    for (const creds of <Record<string, string>[]>[
      { 'REV-API-KEY': 'nope-nope-nope', 'REV-APP-ID': 'good-app' },
      { 'REV-API-KEY': good.apiKey, 'REV-APP-ID': 'other-app' },
      {},
    ]) {
      const r = await post(t.url, { ...creds, ...translit }, { data: ['भारत'] });
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ message: 'Invalid REV-API-KEY or REV-APP-ID', status: 403 });
    }
  });
  it('reads header names case-insensitively', async () => {
    const lower = { 'rev-api-key': good.apiKey, 'rev-app-id': good.appId, 'rev-appname': 'transliteration' };
    const r = await post(
      t.url,
      { ...lower, src_lang: 'hi', tgt_lang: 'en', domain: 'generic' },
      { data: ['भारत'] },
    );
    expect(r.status).toBe(200);
  });
  it('says API key expired for an expired key', async () => {
    const r = await post(t.url, { ...credsOf(expired), ...translit }, { data: ['भारत'] });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('API key expired');
  });
  it('says unauthorized to use this API when REV-APPNAME is not enabled, unknown or missing', async () => {
    const r = await post(t.url, { ...credsOf(ttsOnly), ...translit }, { data: ['भारत'] });
    expect(r.body).toEqual({ message: 'unauthorized to use this API', status: 403 });
    const unknown = await post(t.url, { ...credsOf(good), 'REV-APPNAME': 'poetry' }, { data: ['x'] });
    expect([unknown.status, unknown.body.message]).toEqual([403, 'unauthorized to use this API']);
    const wrongPath = await post(`${t.url}localization`, { ...credsOf(good), ...translit }, { data: ['x'] });
    expect([wrongPath.status, wrongPath.body.message]).toEqual([403, 'unauthorized to use this API']);
  });
  it('says unauthorized to use this src/tgt language for a language outside the account', async () => {
    const r = await post(t.url, { ...credsOf(hindiOnly), ...translit, tgt_lang: 'ta' }, { data: ['भारत'] });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('unauthorized to use this src/tgt language');
  });
  it('takes characters as they are served, then says usage exhausted', async () => {
    const creds = { ...credsOf(tenChars), ...translit };
    for (let i = 0; i < 3; i++) {
      // 4 characters each: 10 → 6 → 2 → 0
      expect((await post(t.url, creds, { data: ['भारत'] })).status).toBe(200);
    }
    const r = await post(t.url, creds, { data: ['भारत'] });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ message: 'usage exhausted', status: 403 });
  });
});

describe('403 in the {error, description} shape (TTS, OCR)', () => {
  it('TTS: invalid credentials carry the description Entered Invalid credentials', async () => {
    const r = await post(
      t.url,
      { 'REV-API-KEY': 'bad-bad-bad', 'REV-APP-ID': 'x', 'REV-APPNAME': 'tts', speaker: 'hi_female' },
      { text: 'नमस्ते' },
    );
    expect(r.status).toBe(403);
    expect(r.body).toEqual({
      error: 'Invalid REV-API-KEY or REV-APP-ID',
      description: 'Entered Invalid credentials',
      message: 'Invalid REV-API-KEY or REV-APP-ID: Entered Invalid credentials',
      status: 403,
    });
  });
  it('TTS: a speaker outside the account, or unknown, is unauthorized to use this src/tgt language', async () => {
    for (const speaker of ['ta_female', 'hi_male', 'xx_robot']) {
      const r = await post(t.url, { ...credsOf(hindiOnly), 'REV-APPNAME': 'tts', speaker }, { text: 'नमस्ते' });
      expect(r.status).toBe(403);
      expect(r.body.error).toBe('unauthorized to use this src/tgt language');
      expect(typeof r.body.description).toBe('string');
    }
  });
  it('TTS: expired key and API not enabled', async () => {
    const exp = await post(
      t.url,
      { ...credsOf(expired), 'REV-APPNAME': 'tts', speaker: 'hi_female' },
      { text: 'a' },
    );
    expect([exp.status, exp.body.error]).toEqual([403, 'API key expired']);
    const api = await post(
      t.url,
      { ...credsOf(hindiOnly), 'REV-APPNAME': 'tts', speaker: 'hi_female' },
      { text: 'a' },
    );
    expect(api.status).toBe(200); // hindiOnly has every app
    const ocr = await post(`${t.url}process_doc`, { ...credsOf(ttsOnly), 'REV-APPNAME': 'ocr' }, form({}));
    expect([ocr.status, ocr.body.error]).toEqual([403, 'unauthorized to use this API']);
  });
  it('OCR: bad credentials', async () => {
    const r = await post(
      `${t.url}process_doc`,
      { 'REV-API-KEY': 'bad-bad-bad', 'REV-APP-ID': 'x', 'REV-APPNAME': 'ocr' },
      form({ file_type: 'img' }),
    );
    expect(r.status).toBe(403);
    expect(r.body).toEqual({
      error: 'Invalid REV-API-KEY or REV-APP-ID',
      description: 'Entered Invalid credentials',
      message: 'Invalid REV-API-KEY or REV-APP-ID: Entered Invalid credentials',
      status: 403,
    });
  });
});

describe('403 for speech-to-text', () => {
  it('batch: {code, message} with the contract message', async () => {
    const r = await post(
      `${t.url}upload`,
      { ...credsOf(expired), 'REV-APPNAME': 'stt_batch', src_lang: 'en', domain: 'generic' },
      form({}),
    );
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('API key expired');
    expect(r.body.code).toBeTypeOf('string');
    const s = await fetch(`${t.url}status?job_id=x`, {
      headers: { 'REV-API-KEY': 'bad-bad-bad', 'REV-APP-ID': 'x', 'REV-APPNAME': 'stt_batch' },
    });
    expect(s.status).toBe(403);
    expect((await s.json()).message).toBe('Invalid REV-API-KEY or REV-APP-ID');
  });
  it('file: the STT message shape with the reason in cause', async () => {
    const r = await post(
      t.url,
      {
        'REV-API-KEY': 'bad-bad-bad',
        'REV-APP-ID': 'x',
        'REV-APPNAME': 'stt_file',
        src_lang: 'en',
        domain: 'generic',
      },
      form({}),
    );
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({
      success: false,
      final: true,
      text: '',
      cause: 'Invalid REV-API-KEY or REV-APP-ID',
    });
    expect(r.body.id).toBeTypeOf('string');
  });
  it('file: audio seconds go down as served, then usage exhausted', async () => {
    const headers = { ...credsOf(tenChars), 'REV-APPNAME': 'stt_file', src_lang: 'en', domain: 'generic' };
    const audio = wav16k(pcm16kRaw()); // 2.8 s against a credit of exactly 2.8 s
    const first = await post(t.url, headers, form({}, { audio_file: [audio, 'a.wav'] }));
    expect(first.status).toBe(200);
    const second = await post(t.url, headers, form({}, { audio_file: [audio, 'a.wav'] }));
    expect(second.status).toBe(403);
    expect(second.body.cause).toBe('usage exhausted');
  });
  it('stream: the handshake is refused with HTTP 403 for every authorization failure', async () => {
    const q = (a: { apiKey: string; appId: string }, extra = '') =>
      `${t.api.wsUrl}stream?apikey=${a.apiKey}&appid=${a.appId}&appname=stt_stream&src_lang=en&domain=generic${extra}`;
    const cases = [
      q({ apiKey: 'bad-bad-bad', appId: 'x' }),
      q(expired),
      q(ttsOnly),
      `${t.api.wsUrl}stream?apikey=${good.apiKey}&appid=${good.appId}&appname=tts&src_lang=en&domain=generic`,
      q(hindiOnly).replace('src_lang=en', 'src_lang=ta'),
      q(tenChars), // its audio credit was used up above
    ];
    for (const url of cases) expect(await handshakeStatus(url)).toBe(403);
  });
});

describe('credits are reserved before the work, so concurrent calls cannot overdraw (issue 9)', () => {
  it('TTS: of 40 parallel 9-character calls on 10 characters, one is served, 39 get usage exhausted', async () => {
    const headers = { ...credsOf(tenTts), 'REV-APPNAME': 'tts', speaker: 'en_female' };
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => post(t.url, headers, { text: 'ninechars' })),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(39);
    expect(replies.find((r) => r.status === 403)?.body.error).toBe('usage exhausted');
  });

  it('batch STT: 20 parallel uploads of 2.8 s on 6 s of credit queue two jobs and refuse the rest', async () => {
    const headers = { ...credsOf(tenTts), 'REV-APPNAME': 'stt_batch', src_lang: 'en', domain: 'generic' };
    const audio = wav16k(pcm16kRaw());
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => post(`${t.url}upload`, headers, form({}, { file: [audio, 'a.wav'] }))),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 403)).toHaveLength(18);
    expect(replies.find((r) => r.status === 403)?.body.message).toBe('usage exhausted');
  });

  it('TTS: an SSML <voice name> the account may not use is refused like the speaker header', async () => {
    const headers = { ...credsOf(hindiOnly), 'REV-APPNAME': 'tts', speaker: 'hi_female' };
    const ssml = '<speak>नमस्ते <voice name="ta_female">வணக்கம்</voice></speak>';
    const r = await post(t.url, headers, { ssml });
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('unauthorized to use this src/tgt language');
    const allowed = await post(t.url, headers, {
      ssml: '<speak><voice name="hi_female">नमस्ते</voice></speak>',
    });
    expect(allowed.status).toBe(200);
  });
});
