// The client's wire format (paths, headers, multipart fields, query, body) and response parsing,
// against a real loopback HTTP server that records what arrives and answers contract-shaped bodies.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { wavFromPcm16kMono } from '../../../src/language/audio.js';
import {
  createLanguageClient,
  DocumentLocalizationError,
  UnexpectedResponseError,
} from '../../../src/language/client.js';
import { BatchJobError, InvalidRequestError, SpeechRecognitionError } from '../../../src/language/errors.js';
import type { LanguageClient } from '../../../src/language/types.js';
import { API_KEY, APP_ID, clientFor, formOf, json, type Loopback, startLoopback } from './loopback.js';

let server: Loopback;
let client: LanguageClient;

beforeAll(async () => {
  server = await startLoopback();
  client = clientFor(server, { retries: 0 });
});
afterEach(() => {
  server.requests.length = 0;
});
afterAll(async () => {
  await client.close();
  await server.close();
});

function must<T>(value: T | undefined, what = 'value'): T {
  if (value === undefined) throw new Error(`expected a ${what}`);
  return value;
}
const last = () => must(server.requests.at(-1), 'recorded request');

describe('tts', () => {
  it('sends the contract headers and body and returns the audio bytes', async () => {
    const audio = Buffer.from('RIFF....WAVEfmt fake audio');
    server.setHandler((_req, res) => {
      res.writeHead(200, { 'content-type': 'audio/wav' });
      res.end(audio);
    });
    const result = await client.tts({
      text: 'नमस्ते',
      speaker: 'hi_female',
      speed: 1.2,
      pitch: -1,
      sampleRate: 16000,
    });
    const req = last();
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['rev-api-key']).toBe(API_KEY);
    expect(req.headers['rev-app-id']).toBe(APP_ID);
    expect(req.headers['rev-appname']).toBe('tts');
    expect(req.headers.speaker).toBe('hi_female');
    expect(JSON.parse(req.body.toString())).toEqual({
      text: 'नमस्ते',
      speed: 1.2,
      pitch: -1,
      sample_rate: 16000,
      format: 'wav',
    });
    expect(result.audio.equals(audio)).toBe(true);
    expect(result.contentType).toBe('audio/wav');
  });

  it('sends ssml instead of text', async () => {
    server.setHandler((_req, res) => res.end(Buffer.from([1, 2, 3])));
    const result = await client.tts({ ssml: '<speak>hello</speak>', speaker: 'en_male', format: 'MP3' });
    expect(JSON.parse(last().body.toString())).toMatchObject({ ssml: '<speak>hello</speak>', format: 'mp3' });
    expect(result.contentType).toBe('audio/mpeg');
  });

  it('reads a 200 JSON error body as an error', async () => {
    server.setHandler((_req, res) => json(res, 200, { success: false, cause: 'no text given' }));
    const error = await client.tts({ text: 'x', speaker: 'en_male' }).catch((e) => e);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error.message).toBe('no text given');
  });

  it('joins base URLs with and without a trailing slash', async () => {
    for (const baseUrl of [server.url, `${server.url}/`, `${server.url}/api//`]) {
      const c = createLanguageClient({ baseUrl, wsUrl: 'ws://127.0.0.1:1', apiKey: API_KEY, appId: APP_ID });
      server.setHandler((_req, res) => json(res, 200, { results: {} }));
      await c.analyseText({ text: 'hello', language: 'en' });
      expect(last().path).toBe(
        baseUrl.includes('/api') ? '/api/api/v2/text-analyse' : '/api/v2/text-analyse',
      );
      await c.close();
    }
  });
});

describe('translate', () => {
  it('sends one call for several targets and parses the multi-target shape', async () => {
    server.setHandler((_req, res) =>
      json(res, 200, {
        responseList: [
          {
            inString: 'Hello',
            apiStatus: 3,
            outStrings: { hi: 'नमस्ते', ta: 'வணக்கம்' },
            api_statuses: { hi: 3, ta: 3 },
          },
        ],
        tokenConsumed: 5,
      }),
    );
    const result = await client.translate({
      text: 'Hello',
      from: 'en',
      to: ['hi', 'ta'],
      nmtMask: true,
      filterProfane: false,
    });
    expect(server.requests).toHaveLength(1);
    const req = last();
    expect(req.headers['rev-appname']).toBe('localization');
    expect(req.headers['rev-appversion']).toBe('3.0');
    expect(req.headers.src_lang).toBe('en');
    expect(req.headers.tgt_lang).toBe('hi,ta');
    expect(req.headers.domain).toBe('generic');
    // Only what was given: the contract's defaults apply to the rest.
    expect(JSON.parse(req.body.toString())).toEqual({ data: ['Hello'], nmtMask: true, filterProfane: false });
    expect(result).toEqual({
      items: [{ input: 'Hello', outputs: { hi: 'नमस्ते', ta: 'வணக்கம்' }, statuses: { hi: 3, ta: 3 } }],
      tokenConsumed: 5,
    });
  });

  it('parses the single-target shape and defaults domain 1 for version 2.0', async () => {
    server.setHandler((_req, res) =>
      json(res, 200, {
        responseList: [
          { inString: 'a', outString: 'अ', apiStatus: 2 },
          { inString: 'b', outString: 'ब', apiStatus: -4 },
        ],
      }),
    );
    const result = await client.translate({ text: ['a', 'b'], from: 'en', to: 'hi', appVersion: '2.0' });
    expect(last().headers['rev-appversion']).toBe('2.0');
    expect(last().headers.domain).toBe('1');
    expect(result.items).toEqual([
      { input: 'a', outputs: { hi: 'अ' }, statuses: { hi: 2 } },
      { input: 'b', outputs: { hi: 'ब' }, statuses: { hi: -4 } },
    ]);
    expect(result.tokenConsumed).toBe(0);
  });

  it('turns a body that breaks the contract into UnexpectedResponseError', async () => {
    server.setHandler((_req, res) => json(res, 200, { responseList: 'nope' }));
    const error = await client.translate({ text: 'a', from: 'en', to: 'hi' }).catch((e) => e);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error.message).toMatch(
      /^unexpected response from the Language Services API \(translate\): responseList/,
    );
    server.setHandler((_req, res) => res.end('<html>oops</html>'));
    const notJson = await client.translate({ text: 'a', from: 'en', to: 'hi' }).catch((e) => e);
    expect(notJson).toBeInstanceOf(UnexpectedResponseError);
    expect(notJson.message).toMatch(/not JSON/);
  });
});

describe('transliterate', () => {
  it('accepts status or apiStatus and sends cnt_lang when given', async () => {
    server.setHandler((_req, res) =>
      json(res, 200, {
        responseList: [
          { inString: 'namaste', outString: ['नमस्ते', 'नमसते'], status: 2 },
          { inString: 'dubash', outString: ['दुभाषी'], apiStatus: 2 },
        ],
      }),
    );
    const result = await client.transliterate({
      text: ['namaste', 'dubash'],
      from: 'en',
      to: 'hi',
      cntLang: 'en',
      noOfSuggestions: 2,
    });
    const req = last();
    expect(req.headers['rev-appname']).toBe('transliteration');
    expect(req.headers).toMatchObject({ src_lang: 'en', tgt_lang: 'hi', domain: 'generic', cnt_lang: 'en' });
    expect(JSON.parse(req.body.toString())).toEqual({ data: ['namaste', 'dubash'], noOfSuggestions: 2 });
    expect(result.items).toEqual([
      { input: 'namaste', outputs: ['नमस्ते', 'नमसते'], status: 2 },
      { input: 'dubash', outputs: ['दुभाषी'], status: 2 },
    ]);
  });
});

describe('ocr', () => {
  it('sends the multipart fields and parses JSON text', async () => {
    server.setHandler((_req, res) =>
      json(res, 200, {
        filename: 'scan.png',
        languages: ['hi', 'en'],
        text: 'नमस्ते',
        processing_time_sec: 0.4,
      }),
    );
    const result = await client.ocr({
      file: Buffer.from('PNGDATA'),
      filename: 'scan.png',
      fileType: 'img',
      languages: ['hi', 'en'],
    });
    const req = last();
    expect(req.path).toBe('/process_doc');
    expect(req.headers['rev-appname']).toBe('ocr');
    const form = await formOf(req);
    expect(form.get('file_type')).toBe('img');
    expect(form.get('languages')).toBe('hi,en');
    expect(form.get('ocr_type')).toBe('only_ocr');
    const file = form.get('file') as File;
    expect(file.name).toBe('scan.png');
    expect(Buffer.from(await file.arrayBuffer()).toString()).toBe('PNGDATA');
    expect(result).toEqual({
      kind: 'text',
      text: 'नमस्ते',
      languages: ['hi', 'en'],
      filename: 'scan.png',
      processingTimeSec: 0.4,
    });
  });

  it('returns a DOCX body for layout_ocr', async () => {
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('rest of zip')]);
    server.setHandler((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      });
      res.end(docx);
    });
    const result = await client.ocr({
      file: Buffer.from('%PDF-1.4'),
      fileType: 'pdf',
      languages: ['en'],
      ocrType: 'layout_ocr',
    });
    expect(result.kind).toBe('docx');
    expect(result.kind === 'docx' && result.document.equals(docx)).toBe(true);
  });
});

describe('analyseText', () => {
  it('sends all six flags and only the enabled blocks', async () => {
    server.setHandler((_req, res) =>
      json(res, 200, {
        results: { sentiment: { sentiments: { average: { sentiment: 'positive', confidence: 0.9 } } } },
      }),
    );
    const results = await client.analyseText({
      text: 'I love it',
      language: 'en',
      sentiment: true,
      safety: true,
      summary: 'gist',
    });
    const req = last();
    expect(req.path).toBe('/api/v2/text-analyse');
    expect(Object.fromEntries(req.query)).toEqual({
      translate: 'false',
      summary: 'true',
      sentiment: 'true',
      detect_entities: 'false',
      content_safety: 'true',
      pii_redaction: 'false',
    });
    expect(req.headers['rev-appname']).toBe('text-analysis');
    expect(JSON.parse(req.body.toString())).toEqual({
      text: 'I love it',
      language: 'en',
      summary: { summary_type: 'gist' },
      sentiment: { level: 'whole' },
      content_moderation: { moderation_types: ['hate_speech', 'profanity'] },
    });
    expect(results.sentiment?.sentiments.average.sentiment).toBe('positive');
  });
});

describe('localizeDocument', () => {
  it('makes one project per target language: import, poll, export, download with credentials', async () => {
    const projectOf: Record<string, string> = { hindi: '42', tamil: '43' };
    const polls: Record<string, number> = {};
    server.setHandler(async (req, res) => {
      if (req.path === '/translate_doc_import') {
        const target = String((await formOf(req)).get('targetLanguage'));
        // The contract's targetLanguage is ONE name: a list is a bad request.
        if (!(target in projectOf)) return json(res, 400, { message: `unknown language ${target}` });
        return json(res, 200, {
          message: 'Project created successfully',
          projectId: Number(projectOf[target]),
        });
      }
      if (req.path === '/translate_doc_status') {
        const id = req.query.get('doc_id') ?? '';
        polls[id] = (polls[id] ?? 0) + 1;
        return json(res, 200, { success: true, message: (polls[id] ?? 0) < 3 ? 'applying' : 'completed' });
      }
      if (req.path === '/translate_doc_export') {
        const { unitId, targetLanguages } = JSON.parse(req.body.toString()) as {
          unitId: string;
          targetLanguages: string[];
        };
        const [language] = targetLanguages;
        const url = language === 'hindi' ? `${server.url}/files/a.hi.txt` : '/files/a.ta.txt';
        return json(res, 200, {
          success: true,
          data: { projectId: unitId, targetURLS: { 'a.txt': { [String(language)]: url } } },
        });
      }
      if (req.path.startsWith('/files/')) return res.end(`content of ${req.path}`);
      res.statusCode = 404;
      res.end();
    });
    const seen: string[] = [];
    const result = await client.localizeDocument({
      file: Buffer.from('Hello'),
      filename: 'a.txt',
      from: 'english',
      to: ['hindi', 'tamil'],
      onStatus: (m, language) => seen.push(`${language}: ${m}`),
    });
    const imports = server.requests.filter((r) => r.path === '/translate_doc_import');
    expect(imports).toHaveLength(2);
    expect(imports.every((r) => r.headers['rev-appname'] === 'nmt')).toBe(true);
    const forms = await Promise.all(imports.map(formOf));
    expect(forms.map((f) => f.get('sourceLanguage'))).toEqual(['english', 'english']);
    expect(forms.map((f) => f.get('targetLanguage')).sort()).toEqual(['hindi', 'tamil']);
    expect(forms.map((f) => (f.get('projectFiles') as File).name)).toEqual(['a.txt', 'a.txt']);
    const statusIds = server.requests
      .filter((r) => r.path === '/translate_doc_status')
      .map((r) => r.query.get('doc_id'));
    expect(statusIds.sort()).toEqual(['42', '42', '42', '43', '43', '43']);
    expect(seen.filter((s) => s.startsWith('hindi'))).toEqual([
      'hindi: applying',
      'hindi: applying',
      'hindi: completed',
    ]);
    expect(seen.filter((s) => s.startsWith('tamil'))).toHaveLength(3);
    const exports = server.requests
      .filter((r) => r.path === '/translate_doc_export')
      .map((r) => JSON.parse(r.body.toString()));
    expect(exports.sort((a, b) => a.unitId.localeCompare(b.unitId))).toEqual([
      { unitId: '42', targetLanguages: ['hindi'] },
      { unitId: '43', targetLanguages: ['tamil'] },
    ]);
    const downloads = server.requests.filter((r) => r.path.startsWith('/files/'));
    expect(downloads).toHaveLength(2);
    expect(downloads.every((r) => r.headers['rev-api-key'] === API_KEY)).toBe(true);
    expect(result.projectId).toBe('42');
    expect(result.projectIds).toEqual(['42', '43']);
    expect(result.files.map((f) => [f.sourceName, f.language, f.content.toString()])).toEqual([
      ['a.txt', 'hindi', 'content of /files/a.hi.txt'],
      ['a.txt', 'tamil', 'content of /files/a.ta.txt'],
    ]);
  });

  it('a project that ends in error fails the call, naming the language', async () => {
    server.setHandler((req, res) => {
      if (req.path === '/translate_doc_import') return json(res, 200, { message: 'ok', projectId: 7 });
      return json(res, 200, { success: true, message: 'error' });
    });
    const error = await client
      .localizeDocument({ file: Buffer.from('x'), filename: 'a.txt', from: 'english', to: 'tamil' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(DocumentLocalizationError);
    expect(error.message).toBe('document localization into tamil failed for project 7');
  });
});

describe('speech-to-text', () => {
  const wav16k = wavFromPcm16kMono(Buffer.alloc(3200));

  it('transcribeFile sends audio_file with the detected format', async () => {
    server.setHandler((_req, res) =>
      json(res, 200, {
        id: 'r1',
        success: true,
        final: true,
        text: 'go forward',
        display_text: 'Go forward.',
        confidence: 0.8,
        cause: 'EOF received',
      }),
    );
    const result = await client.transcribeFile({ audio: wav16k, language: 'en', punctuate: false });
    const req = last();
    expect(req.headers).toMatchObject({
      'rev-appname': 'stt_file',
      src_lang: 'en',
      domain: 'generic',
      format: '16k_int16',
      punctuate: 'false',
    });
    const file = (await formOf(req)).get('audio_file') as File;
    expect(file.name).toBe('audio.wav');
    expect(file.size).toBe(wav16k.length);
    expect(result).toEqual({
      id: 'r1',
      text: 'go forward',
      displayText: 'Go forward.',
      confidence: 0.8,
      cause: 'EOF received',
    });
  });

  it("transcribeFile names a converted upload after its new format, not the caller's .m4a", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dubash-wire-'));
    const m4a = join(dir, 'voice.m4a');
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine=duration=1',
      m4a,
    ]);
    server.setHandler((_req, res) =>
      json(res, 200, {
        id: 'r',
        success: true,
        final: true,
        text: 'x',
        confidence: 1,
        cause: 'EOF received',
      }),
    );
    await client.transcribeFile({ audio: readFileSync(m4a), filename: 'voice.m4a', language: 'en' });
    expect(last().headers.format).toBe('16k_int16');
    const file = (await formOf(last())).get('audio_file') as File;
    expect(file.name).toBe('voice.wav');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('RIFF');
    // An upload sent as-is keeps the caller's name.
    await client.transcribeFile({ audio: wav16k, filename: 'take 1.wav', language: 'en' });
    expect(((await formOf(last())).get('audio_file') as File).name).toBe('take 1.wav');
  });

  it('transcribeFile success:false is a SpeechRecognitionError with the cause', async () => {
    server.setHandler((_req, res) =>
      json(res, 200, {
        id: 'r2',
        success: false,
        final: true,
        text: '',
        confidence: 1,
        cause: 'no file given',
      }),
    );
    const error = await client.transcribeFile({ audio: wav16k, language: 'en' }).catch((e) => e);
    expect(error).toBeInstanceOf(SpeechRecognitionError);
    expect(error.reason).toBe('no file given');
  });

  it('transcribeBatch uploads, polls status (003, 004, 000) and fetches the transcript', async () => {
    const codes = ['003', '004', '000'];
    server.setHandler((req, res) => {
      if (req.path === '/upload')
        return json(res, 200, { job_id: 'job-1', code: '000', message: 'Success. Request accepted' });
      if (req.path === '/status') {
        const code = codes.shift() ?? '000';
        const status = code === '003' ? 'queued' : code === '004' ? 'processing' : 'completed';
        return json(res, 200, { job_id: 'job-1', code, message: 'x', status });
      }
      if (req.path === '/transcript') {
        return json(res, 200, {
          job_id: 'job-1',
          code: '000',
          message: 'Transcript ready',
          result: { transcript: 'go forward ten meters' },
        });
      }
    });
    const statuses: string[] = [];
    const transcript = await client.transcribeBatch({
      audio: wav16k,
      language: 'en',
      subtitles: true,
      onStatus: (s) => statuses.push(s.status ?? ''),
    });
    const upload = must(server.requests[0]);
    expect(upload.headers).toMatchObject({
      'rev-appname': 'stt_batch',
      src_lang: 'en',
      domain: 'generic',
      format: '16k_int16',
      subtitles: 'true',
    });
    expect(((await formOf(upload)).get('file') as File).size).toBe(wav16k.length);
    expect(
      server.requests.filter((r) => r.path === '/status').every((r) => r.query.get('job_id') === 'job-1'),
    ).toBe(true);
    expect(statuses).toEqual(['queued', 'processing', 'completed']);
    expect(transcript.transcript).toBe('go forward ten meters');
  });

  it.each([
    ['upload 002', '/upload', '002', 'File type not supported (only wav, flac or mp3)'],
    ['upload 001 as HTTP 400', '/upload', '001', 'Language code is required'],
  ])('submit %s → BatchJobError', async (name, _path, code, message) => {
    server.setHandler((_req, res) => json(res, name.includes('400') ? 400 : 200, { code, message }));
    const error = await client.submit({ audio: wav16k, language: 'en' }).catch((e) => e);
    expect(error).toBeInstanceOf(BatchJobError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it.each(['001', '002', '005', '999'])('status code %s → BatchJobError', async (code) => {
    server.setHandler((_req, res) => json(res, 200, { job_id: 'j', code, message: `message ${code}` }));
    const error = await client.status('j').catch((e) => e);
    expect(error).toBeInstanceOf(BatchJobError);
    expect(error.code).toBe(code);
  });

  it('transcript while still queued says so', async () => {
    server.setHandler((_req, res) =>
      json(res, 200, { job_id: 'j', code: '003', message: 'Request is queued' }),
    );
    const error = await client.transcript('j').catch((e) => e);
    expect(error).toBeInstanceOf(BatchJobError);
    expect(error.message).toBe('transcript not ready yet: Request is queued');
  });
});
