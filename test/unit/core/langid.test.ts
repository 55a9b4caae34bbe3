import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identifyAnalysisLanguage } from '../../../src/core/analysis.js';
import { detectLanguage, identifyLanguage, isAlreadyIn } from '../../../src/core/langid.js';
import { ChatTranslator } from '../../../src/translation/translator.js';
import { clientFor, json, type Loopback, type RecordedRequest, startLoopback } from '../language/loopback.js';

describe('detectLanguage', () => {
  it('names the language of each Indian script', () => {
    expect(detectLanguage('नमस्ते दुनिया')?.language).toBe('hi');
    expect(detectLanguage('வணக்கம் உலகம்')?.language).toBe('ta');
    expect(detectLanguage('ನಮಸ್ಕಾರ')?.language).toBe('kn');
    expect(detectLanguage('ہیلو دنیا')?.language).toBe('ur');
    expect(detectLanguage('হ্যালো')?.language).toBe('bn');
  });
  it('tells Hinglish from English', () => {
    expect(detectLanguage('kaise ho bhai, sab theek hai?')?.language).toBe('hi-Latn');
    expect(detectLanguage('main kal office nahi aa raha')?.language).toBe('hi-Latn');
    expect(detectLanguage('The main office is open today')?.language).toBe('en');
    expect(detectLanguage('Good morning team, standup at ten')?.language).toBe('en');
  });
  it('returns nothing for text without letters', () => {
    expect(detectLanguage('👍 123')).toBeUndefined();
  });
});

describe('isAlreadyIn', () => {
  it('skips only confident matches', () => {
    expect(isAlreadyIn(detectLanguage('नमस्ते सब लोग'), 'hi')).toBe(true);
    expect(isAlreadyIn(detectLanguage('नमस्ते सब लोग'), 'mr')).toBe(false);
    expect(isAlreadyIn(detectLanguage('hello नमस्ते'), 'hi')).toBe(false);
  });
});

describe('identifyLanguage: the API decides, the script rules stand in', () => {
  let server: Loopback;
  let answer: (req: RecordedRequest, res: ServerResponse) => void;
  beforeAll(async () => {
    server = await startLoopback((req, res) => answer(req, res));
  });
  afterAll(() => server.close());

  it("asks lang_id_text and takes the API's answer over the script rules", async () => {
    answer = (req, res) => {
      expect(req.headers['rev-appname']).toBe('lang_id_text');
      expect(JSON.parse(req.body.toString())).toEqual({ text: 'माझे नाव', max_length: 1000 });
      json(res, 200, { lang: 'mr', confidence: 0.91 });
    };
    const client = clientFor(server, { retries: 0 });
    // The script rules alone say Hindi; a better model knows Marathi.
    expect(detectLanguage('माझे नाव')?.language).toBe('hi');
    expect(await identifyLanguage(client, 'माझे नाव')).toEqual({ language: 'mr', confidence: 0.91 });
  });
  it('romanized text the API names Hindi is Hinglish (hi-Latn); English stays en', async () => {
    answer = (req, res) =>
      json(res, 200, { lang: req.body.toString().includes('kaise') ? 'hi' : 'en', confidence: 0.8 });
    const client = clientFor(server, { retries: 0 });
    expect((await identifyLanguage(client, 'kaise ho'))?.language).toBe('hi-Latn');
    expect((await identifyLanguage(client, 'Good morning'))?.language).toBe('en');
  });
  it('falls back to the script rules when the API refuses, and stops asking for a while', async () => {
    let asked = 0;
    answer = (_req, res) => {
      asked++;
      json(res, 403, { message: 'unauthorized to use this API', status: 403 });
    };
    const client = clientFor(server, { retries: 0 });
    expect((await identifyLanguage(client, 'வணக்கம் உலகம்'))?.language).toBe('ta');
    expect((await identifyLanguage(client, 'kaise ho bhai, sab theek hai?'))?.language).toBe('hi-Latn');
    expect(asked).toBe(1);
    answer = (_req, res) => json(res, 500, { message: 'Internal Server Error', status: 500 });
    expect((await identifyLanguage(clientFor(server, { retries: 0 }), 'नमस्ते'))?.language).toBe('hi');
  });
  it('asks once for a repeated text', async () => {
    let asked = 0;
    answer = (_req, res) => {
      asked++;
      json(res, 200, { lang: 'mr', confidence: 0.9 });
    };
    const client = clientFor(server, { retries: 0 });
    for (let i = 0; i < 3; i++) expect((await identifyLanguage(client, 'माझे नाव'))?.language).toBe('mr');
    expect(asked).toBe(1);
  });
  it('the analysis language follows the API too; romanized text is analysed as English', async () => {
    answer = (req, res) =>
      json(res, 200, { lang: req.body.toString().includes('kaise') ? 'hi' : 'mr', confidence: 0.9 });
    const client = clientFor(server, { retries: 0 });
    expect(await identifyAnalysisLanguage(client, 'माझे नाव')).toBe('mr');
    expect(await identifyAnalysisLanguage(client, 'kaise ho bhai')).toBe('en');
  });
  it('the translator translates from the language the API identified', async () => {
    const seen: string[] = [];
    answer = (req, res) => {
      const app = String(req.headers['rev-appname']);
      seen.push(app === 'localization' ? `localization ${req.headers.src_lang}` : app);
      if (app === 'lang_id_text') return json(res, 200, { lang: 'mr', confidence: 0.9 });
      json(res, 200, { responseList: [{ inString: 'माझे नाव', outString: 'my name', apiStatus: 3 }] });
    };
    const translator = new ChatTranslator(clientFor(server, { retries: 0 }));
    const out = await translator.translateDetailed('माझे नाव', 'auto', ['en']);
    expect(out.source).toBe('mr');
    expect(out.translations.get('en')).toBe('my name');
    expect(seen).toEqual(['lang_id_text', 'localization mr']);
  });
});
