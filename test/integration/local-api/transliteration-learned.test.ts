// Romanized → native through the learned models (issue 22), over real HTTP: chat lines, several
// distinct suggestions with the known spellings first, spans that must pass through untouched, and
// the translation fallback writing with the same engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startApi, type TestApi } from './helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => {
  await t.api.close();
});

const headers = (to: string, app = 'transliteration') => ({
  ...t.creds,
  'REV-APPNAME': app,
  src_lang: 'en',
  tgt_lang: to,
  domain: 'generic',
});

async function suggest(text: string, to: string, n = 1): Promise<string[]> {
  const r = await post(t.url, headers(to), { data: [text], noOfSuggestions: n });
  expect(r.status).toBe(200);
  return r.body.responseList[0].outString;
}

describe('learned transliteration over the API', () => {
  it('writes a chat line word by word, numbers kept', async () => {
    expect((await suggest('meeting kal 5 baje hai', 'hi'))[0]).toBe('मीटिंग कल 5 बजे है');
    expect((await suggest('kaise ho', 'hi'))[0]).toBe('कैसे हो');
  });

  it('writes each Dakshina language in its own script', async () => {
    expect((await suggest('vanakkam', 'ta'))[0]).toBe('வணக்கம்');
    // both spellings of "good" are current Bengali
    expect(['ভালো', 'ভাল']).toContain((await suggest('bhalo', 'bn'))[0]);
    expect((await suggest('pani', 'pa'))[0]).toBe('ਪਾਣੀ');
    expect((await suggest('dost', 'ur'))[0]).toBe('دوست');
    // Urdu letters (keheh, Farsi yeh), not the Arabic ones a few lexicon spellings carry
    expect((await suggest('aap kaise hain', 'ur'))[0]).toBe('آپ کیسے ہیں');
  });

  it('gives as many distinct suggestions as asked, up to 10, the known spelling first', async () => {
    const sajan = await suggest('sajan', 'hi', 10);
    expect(sajan).toHaveLength(10);
    expect(new Set(sajan).size).toBe(10);
    expect(sajan).toContain('साजन');
    // the chat lexicon's spelling stays first
    const kaise = await suggest('kaise', 'hi', 10);
    expect(kaise[0]).toBe('कैसे');
    expect(new Set(kaise).size).toBe(kaise.length);
    expect(kaise.length).toBe(10);
    // a training-lexicon spelling comes before the model's guesses
    expect((await suggest('agra', 'hi', 3))[0]).toBe('आगरा');
    // outside Hindi, when two annotators or more wrote it so: october, attested 5 times (the model
    // alone says ஒக்டபர்)
    expect((await suggest('october', 'ta', 3))[0]).toBe('அக்டோபர்');
    // a spelling one annotator gave is a weaker witness than the model: acchidum ("prints") is
    // அச்சிடும், not the attested அச்சிட ("to print")
    expect((await suggest('acchidum', 'ta', 3))[0]).toBe('அச்சிடும்');
  });

  it('passes URLs, mentions, code spans and emoji through untouched', async () => {
    const line = 'dekho https://example.com/kal @ravi <@U123> `kal ho` 🙂 kal';
    expect((await suggest(line, 'hi'))[0]).toBe('देखो https://example.com/kal @ravi <@U123> `kal ho` 🙂 कल');
  });

  it('the translation fallback writes with the same engine', async () => {
    const direct = (await suggest('vanakkam nanba', 'ta'))[0];
    const r = await post(
      t.url,
      { ...headers('ta', 'localization'), 'REV-APPVERSION': '3.0' },
      { data: ['vanakkam nanba'] },
    );
    expect(r.status).toBe(200);
    expect(JSON.stringify(r.body)).toContain(direct);
  });
});
