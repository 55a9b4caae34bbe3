// TTS over real HTTP: every 400 row of the contract, and real audio from the engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startApi, type TestApi } from './helpers.js';

let t: TestApi;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await startApi({ limits: { textChars: 200 } });
  headers = { ...t.creds, 'REV-APPNAME': 'tts', speaker: 'en_female' };
});
afterAll(() => t.api.close());

describe('TTS 400s', () => {
  it('no spkr given when the speaker header is missing', async () => {
    const { speaker: _, ...noSpeaker } = headers;
    const r = await post(t.url, noSpeaker, { text: 'hello' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      error: 'no spkr given',
      description: 'Speaker code not entered',
      message: 'no spkr given: Speaker code not entered',
      status: 400,
    });
  });
  it.each([
    [{ text: 'hi', speed: 2 }, 'invalid speed value'],
    [{ text: 'hi', speed: 'fast' }, 'invalid speed value'],
    [{ text: 'hi', pitch: -4 }, 'invalid pitch value'],
    [{ text: 'hi', format: 'aiff' }, 'invalid format value'],
    [{ text: 'hi', format: 3 }, 'invalid format value'],
    [{ text: 'hi', format: { type: 'wav' } }, 'invalid format value'],
    [{ text: 'hi', sample_rate: 11025 }, 'invalid sample_rate value'],
    [{}, 'no text given'],
    [{ text: '   ' }, 'no text given'],
    [{ text: [] }, 'no text given'],
  ])('%j → %s', async (body, error) => {
    const r = await post(t.url, headers, body);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe(error);
    expect(r.body.description).toBeTypeOf('string');
  });
  it('malformed JSON and malformed SSML are 400 in the {error, description} shape', async () => {
    const bad = await post(t.url, headers, '{"text": ');
    expect(bad.status).toBe(400);
    expect(bad.body.description).toMatch(/JSON/);
    const ssml = await post(t.url, headers, { ssml: '<speak>unclosed' });
    expect(ssml.status).toBe(400);
    expect(ssml.body.error).toBe('invalid ssml');
  });
  it('text over the limit is refused with the limit in the message', async () => {
    const r = await post(t.url, headers, { text: 'a'.repeat(201) });
    expect(r.status).toBe(400);
    expect(r.body.description).toContain('200 characters');
  });
});

describe('TTS audio', () => {
  it('returns a WAV at the requested sample rate, shorter when faster', async () => {
    const text = 'The quick brown fox jumps over the lazy dog.';
    const slow = await post(t.url, headers, { text, sample_rate: 16000, speed: 0.5 });
    const fast = await post(t.url, headers, { text, sample_rate: 16000, speed: 1.5 });
    expect(slow.status).toBe(200);
    expect(slow.type).toBe('audio/wav');
    expect(slow.raw.toString('latin1', 0, 4)).toBe('RIFF');
    expect(slow.raw.readUInt32LE(24)).toBe(16000);
    expect(fast.raw.length).toBeLessThan(slow.raw.length);
  });
  it('serves MP3 (format in either case) and SSML and Hindi speakers', async () => {
    const mp3 = await post(t.url, headers, { text: 'hello', format: 'MP3' });
    expect([mp3.status, mp3.type]).toEqual([200, 'audio/mpeg']);
    const ssml = await post(
      t.url,
      { ...headers, speaker: 'hi_male' },
      {
        ssml: '<speak>नमस्ते <break time="300ms"/> दुनिया</speak>',
      },
    );
    expect(ssml.status).toBe(200);
    expect(ssml.raw.readUInt32LE(24)).toBe(22050);
  });
});

describe('TTS requests that used to hog the engines (issue 9)', () => {
  it('a text array over the item limit is a 400 that says the limit', async () => {
    const r = await post(t.url, headers, { text: Array.from({ length: 1_500 }, () => 'a') });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('too many texts');
    expect(r.body.description).toBe('text has 1500 items; send at most 100 per request');
  });
  it('SSML whose pauses add up past the audio limit is a 400, not a 100 MB WAV', async () => {
    const wide = await startApi(); // default text limit: room for 100 breaks
    try {
      // each break between words (back-to-back breaks merge into one of at most 10 s)
      const ssml = `<speak>${'hi <break time="10s"/> '.repeat(100)}there</speak>`;
      const r = await post(wide.url, { ...headers, ...wide.creds }, { ssml });
      expect(r.status).toBe(400);
      expect(r.body.description).toBe(
        'the audio would last more than 600 s; send less text or shorter pauses',
      );
    } finally {
      await wide.api.close();
    }
  });
  it('a 100-item array is spoken as sentences of one WAV', async () => {
    const one = await post(t.url, headers, { text: 'go' });
    const many = await post(t.url, headers, { text: Array.from({ length: 100 }, () => 'go') });
    expect(many.status).toBe(200);
    expect(many.raw.length).toBeGreaterThan(one.raw.length * 50);
  });
});
