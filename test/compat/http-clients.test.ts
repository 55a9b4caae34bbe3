// Compatibility: HTTP requests in the shapes the real service's public clients send (issue 12),
// answered so those clients can read them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wavFromPcm16kMono } from '../../src/language/audio.js';
import {
  type Api,
  androidHeaders,
  clientErrorText,
  goforwardPcm,
  goforwardWav,
  jsHeaders,
  STAR_CONTENT_TYPE,
  send,
  starBoundaryBody,
  startApi,
} from './helpers.js';

let t: Api;
beforeAll(async () => {
  t = await startApi();
});
afterAll(() => t.api.close());

describe('1. every error body carries message and a numeric status', () => {
  it('TTS 400 and 403 keep error/description and add message/status', async () => {
    const noSpeaker = await send(t.base, {
      headers: { ...jsHeaders(t, 'tts'), 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'hello' }),
    });
    expect(noSpeaker.status).toBe(400);
    expect(noSpeaker.body).toMatchObject({ error: 'no spkr given', description: 'Speaker code not entered' });
    expect(clientErrorText(noSpeaker.body)).toEqual({
      message: 'no spkr given: Speaker code not entered',
      status: 400,
    });
    const badKey = await send(t.base, {
      headers: { ...jsHeaders(t, 'tts', { speaker: 'en_female' }), 'rev-api-key': 'wrong-key-123' },
      body: JSON.stringify({ text: 'hello' }),
    });
    expect(clientErrorText(badKey.body)).toEqual({
      message: 'Invalid REV-API-KEY or REV-APP-ID: Entered Invalid credentials',
      status: 403,
    });
  });
  it('file STT without a file keeps cause and adds message/status', async () => {
    const r = await send(t.base, {
      headers: {
        ...androidHeaders(t, 'stt_file', { src_lang: 'en', domain: 'generic' }),
        'content-type': STAR_CONTENT_TYPE,
      },
      body: starBoundaryBody({ note: 'x' }),
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, final: true, cause: 'no file given' });
    expect(clientErrorText(r.body)).toEqual({ message: 'no file given', status: 400 });
  });
  it('OCR and batch errors too', async () => {
    const ocr = await send(`${t.base}process_doc`, {
      headers: { ...androidHeaders(t, 'ocr'), 'content-type': STAR_CONTENT_TYPE },
      body: starBoundaryBody({ file_type: 'doc', languages: 'en', ocr_type: 'only_ocr' }),
    });
    expect(ocr.status).toBe(400);
    expect(typeof ocr.body.message).toBe('string');
    expect(ocr.body.status).toBe(400);
    const job = await send(`${t.base}status?job_id=nope`, {
      method: 'GET',
      headers: androidHeaders(t, 'stt_batch'),
    });
    expect(job.body).toMatchObject({ code: '001', message: 'Invalid JOB ID', status: 400 });
  });
});

describe('TTS as the JavaScript SDK sends it', () => {
  it('null speed and pitch mean the defaults', async () => {
    const r = await send(t.base, {
      headers: { ...jsHeaders(t, 'tts', { speaker: 'en_female' }), 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'hello', speed: null, pitch: null, sample_rate: 16000, format: 'WAV' }),
    });
    expect(r.status).toBe(200);
    expect(r.raw.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(r.raw.readUInt32LE(24)).toBe(16000);
  });
});

describe('2. text analysis from the official JavaScript SDK', () => {
  const query =
    'translate=true&summary=false&sentiment=true&detect_entities=false&content_safety=false&pii_redaction=false';
  it('accepts the `traslation` block spelling', async () => {
    const r = await send(`${t.base}api/v2/text-analyse?${query}`, {
      headers: { ...jsHeaders(t, 'text-analysis'), 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'namaste', language: 'en', traslation: { target_language: 'hi' } }),
    });
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body.results.translation.translated_text)).toBe(true);
    expect(r.body.results.translation.translated_text[0]).toMatch(/\p{Script=Devanagari}/u);
  });
  it('translate=true without a usable block analyses the rest and notes the skipped translation', async () => {
    for (const body of [{}, { traslation: {} }, { translation: { target_language: '' } }]) {
      const r = await send(`${t.base}api/v2/text-analyse?${query}`, {
        headers: { ...jsHeaders(t, 'text-analysis'), 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'What a wonderful day', language: 'en', ...body }),
      });
      expect(r.status).toBe(200);
      expect(r.body.results.sentiment.sentiments.average.sentiment).toBe('positive');
      expect(r.body.results.translation.translated_text).toEqual([]);
      expect(r.body.results.translation.note).toMatch(/translation skipped.*target_language/);
    }
  });
});

describe('3. a base URL ending in / joined with /path', () => {
  it('//process_doc and //api/v2/text-analyse route like their single-slash paths', async () => {
    const ocr = await send(`${t.base}/process_doc`, {
      headers: { ...androidHeaders(t, 'ocr'), 'REV-API-KEY': 'wrong-key-123' },
      body: starBoundaryBody({}),
    });
    expect([ocr.status, ocr.body.error]).toEqual([403, 'Invalid REV-API-KEY or REV-APP-ID']);
    const ta = await send(
      `${t.base}/api//v2/text-analyse?translate=false&summary=false&sentiment=true&detect_entities=false&content_safety=false&pii_redaction=false`,
      {
        headers: { ...jsHeaders(t, 'text-analysis'), 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'good', language: 'en' }),
      },
    );
    expect(ta.status).toBe(200);
    expect(ta.body.results.sentiment).toBeDefined();
  });
});

describe('5. language identification', () => {
  it('lang_id_text: {text, max_length} → {lang, confidence}', async () => {
    const ask = (text: string) =>
      send(t.base, {
        headers: { ...androidHeaders(t, 'lang_id_text'), 'content-type': 'application/json' },
        body: JSON.stringify({ text, max_length: 100 }),
      });
    const hi = await ask('नमस्ते, आप कैसे हैं?');
    expect(hi.status).toBe(200);
    expect(hi.body.lang).toBe('hi');
    expect(hi.body.confidence).toBeGreaterThan(0.8);
    expect((await ask('வணக்கம் உலகம்')).body.lang).toBe('ta');
    expect((await ask('kaise ho bhai, sab theek hai?')).body.lang).toBe('hi');
    expect((await ask('Good morning, the meeting is at ten')).body.lang).toBe('en');
    const empty = await send(t.base, {
      headers: { ...androidHeaders(t, 'lang_id_text'), 'content-type': 'application/json' },
      body: JSON.stringify({ max_length: 10 }),
    });
    expect(clientErrorText(empty.body)).toEqual({ message: 'text is required', status: 400 });
  });
  it('slid: an upload → {success, language, confidence}; what no local recognizer knows is an error', async () => {
    const r = await send(t.base, {
      headers: { ...androidHeaders(t, 'slid'), 'content-type': STAR_CONTENT_TYPE },
      body: starBoundaryBody(
        {},
        { audio_file: { data: goforwardWav(), filename: 'a.wav', type: 'audio/wav' } },
      ),
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, language: 'en' });
    expect(r.body.confidence).toBeGreaterThanOrEqual(0.5);
    // The recording played backwards: speech-like, but in no language a recognizer here knows.
    const pcm = goforwardPcm();
    const reversed = Buffer.alloc(pcm.length);
    for (let i = 0; i < pcm.length / 2; i++)
      reversed.writeInt16LE(pcm.readInt16LE(pcm.length - 2 - i * 2), i * 2);
    const unknown = await send(t.base, {
      headers: { ...androidHeaders(t, 'slid'), 'content-type': STAR_CONTENT_TYPE },
      body: starBoundaryBody({}, { audio_file: { data: wavFromPcm16kMono(reversed), filename: 'r.wav' } }),
    });
    expect(unknown.body.success).toBe(false);
    expect(unknown.body.cause).toMatch(/language not identified: this server recognizes only en/);
  });
});

describe('6. transliteration and translation without a domain, or with an Int one', () => {
  it('no domain header is the generic domain', async () => {
    const r = await send(t.base, {
      headers: {
        ...jsHeaders(t, 'transliteration', { src_lang: 'hi', tgt_lang: 'en' }),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ data: ['नमस्ते'], isBulk: false }),
    });
    expect(r.status).toBe(200);
    expect(r.body.responseList[0].outString[0]).toBe('namaste');
  });
  it('the Android SDK sends domain as an Int (1)', async () => {
    const tl = await send(t.base, {
      headers: {
        ...androidHeaders(t, 'transliteration', { src_lang: 'en', tgt_lang: 'hi', domain: String(1) }),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ data: ['kaise ho'] }),
    });
    expect([tl.status, tl.body.responseList[0].outString[0]]).toEqual([200, 'कैसे हो']);
    const tr = await send(t.base, {
      headers: {
        ...androidHeaders(t, 'localization', { src_lang: 'hi', tgt_lang: 'ur', domain: String(1) }),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ data: ['नमस्ते'] }),
    });
    expect(tr.status).toBe(200);
    expect(tr.body.responseList[0].apiStatus).toBeGreaterThan(0);
  });
});

describe('header spellings', () => {
  it("Go's canonical header names (Rev-Api-Key, Src_lang, …) are the same headers", async () => {
    const r = await send(t.base, {
      headers: {
        'Rev-Api-Key': t.key,
        'Rev-App-Id': t.appId,
        'Rev-Appname': 'localization',
        'Rev-Appversion': '3.0',
        Src_lang: 'hi',
        Tgt_lang: 'ur',
        Domain: 'generic',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ data: ['नमस्ते'] }),
    });
    expect(r.status).toBe(200);
    expect(r.body.responseList[0].outString).toMatch(/\p{Script=Arabic}/u);
  });
});

describe('7. batch transcript read by the Android SDK', () => {
  it('result.oringal_transcript beside original_transcript', async () => {
    const up = await send(`${t.base}upload`, {
      headers: {
        ...androidHeaders(t, 'stt_batch', { src_lang: 'en', domain: 'generic' }),
        'content-type': STAR_CONTENT_TYPE,
      },
      body: starBoundaryBody({}, { file: { data: goforwardWav(), filename: 'talk.wav', type: 'audio/wav' } }),
    });
    expect(up.body.code).toBe('000');
    let transcript: Awaited<ReturnType<typeof send>> | undefined;
    for (let i = 0; i < 120; i++) {
      transcript = await send(`${t.base}transcript?job_id=${up.body.job_id}`, {
        method: 'GET',
        headers: androidHeaders(t, 'stt_batch'),
      });
      if (transcript.body.code === '000') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(transcript?.body.result.oringal_transcript).toMatch(/forward/);
    expect(transcript?.body.result.oringal_transcript).toBe(transcript?.body.result.original_transcript);
  });
});

describe('8. file_url as the Python SDK sends it', () => {
  let audioServer: Server;
  let audioUrl: string;
  beforeAll(async () => {
    const wav = goforwardWav();
    audioServer = createServer((req, res) => {
      if (req.url === '/hop') return res.writeHead(302, { location: '/talk.wav' }).end();
      if (req.url === '/big') {
        res.writeHead(200, { 'content-type': 'audio/wav' });
        return res.end(Buffer.alloc(64 * 1024));
      }
      res.writeHead(200, { 'content-type': 'audio/wav' }).end(wav);
    });
    await new Promise<void>((r) => audioServer.listen(0, '127.0.0.1', r));
    audioUrl = `http://127.0.0.1:${(audioServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => audioServer.close(() => r())));

  const fileUrlForm = (url: string) => {
    const form = new FormData();
    form.set('file_url', url);
    return form;
  };
  const headers = (api: Api) => androidHeaders(api, 'stt_file', { src_lang: 'en', domain: 'generic' });
  /** Python's `requests.post(url, data={'file_url': …})`: the field urlencoded, no file. */
  const urlencoded = (api: Api, url: string) => ({
    headers: { ...headers(api), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ file_url: url }).toString(),
  });

  it('refuses loopback and private addresses unless the account allows them', async () => {
    const r = await send(t.base, { headers: headers(t), body: fileUrlForm(`${audioUrl}/talk.wav`) });
    expect(r.status).toBe(400);
    expect(r.body.cause).toMatch(/private or loopback address/);
    const named = await send(t.base, { headers: headers(t), body: fileUrlForm('http://localhost:9/a.wav') });
    expect(named.body.cause).toMatch(/private or loopback address/);
    // IPv6 spellings that carry 127.0.0.1 (issue 18): refused before any connection is tried.
    const port = new URL(audioUrl).port;
    for (const host of ['[::127.0.0.1]', '[64:ff9b::7f00:1]', '[::ffff:0:7f00:1]']) {
      const r6 = await send(t.base, {
        headers: headers(t),
        body: fileUrlForm(`http://${host}:${port}/talk.wav`),
      });
      expect(r6.status, host).toBe(400);
      expect(r6.body.cause, host).toBe(
        'file_url points to a private or loopback address, which this account may not fetch',
      );
    }
    const ftp = await send(t.base, { headers: headers(t), body: fileUrlForm('ftp://example.com/a.wav') });
    expect(ftp.body.cause).toBe('file_url must be an http:// or https:// address');
    // Sent urlencoded (issue 18), it goes through the same guard.
    const form = await send(t.base, urlencoded(t, `${audioUrl}/talk.wav`));
    expect(form.status).toBe(400);
    expect(form.body.cause).toMatch(/private or loopback address/);
    const none = await send(t.base, { ...urlencoded(t, ''), body: 'note=x' });
    expect(none.body.cause).toBe('no file given');
  });
  it('fetches it (redirects too) for an account that allows loopback, within the size limit', async () => {
    const api = await startApi({
      accounts: [
        {
          name: 'ci',
          apiKey: 'ci-key-0123456789',
          appId: 'ci-app',
          apps: ['*'],
          languages: ['*'],
          credits: { characters: null, audioSeconds: null },
          allowPrivateFileUrls: true,
        },
      ],
      limits: { audioBytes: 200 * 1024 },
    });
    try {
      const ci = { ...api, key: 'ci-key-0123456789', appId: 'ci-app' };
      const r = await send(api.base, { headers: headers(ci), body: fileUrlForm(`${audioUrl}/hop`) });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ success: true, final: true, cause: 'EOF received' });
      expect(r.body.text).toMatch(/forward/);
      const form = await send(api.base, urlencoded(ci, `${audioUrl}/hop`));
      expect(form.status).toBe(200);
      expect(form.body).toMatchObject({ success: true, final: true, cause: 'EOF received' });
      expect(form.body.text).toMatch(/forward/);
      const small = await startApi({
        accounts: [
          {
            name: 'ci',
            apiKey: 'ci-key-0123456789',
            appId: 'ci-app',
            apps: ['*'],
            languages: ['*'],
            credits: { characters: null, audioSeconds: null },
            allowPrivateFileUrls: true,
          },
        ],
        limits: { audioBytes: 32 * 1024 },
      });
      try {
        const big = await send(small.base, { headers: headers(ci), body: fileUrlForm(`${audioUrl}/big`) });
        expect(big.body.cause).toBe('file_url: the file exceeds the limit of 32 KB; send a smaller file');
      } finally {
        await small.api.close();
      }
    } finally {
      await api.api.close();
    }
  });
});
