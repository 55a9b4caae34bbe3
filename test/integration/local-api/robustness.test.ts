// Garbage to every route never crashes the server; limits answer 400 with the limit in the message.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { form, type Json, pcm16kRaw, post, startApi, type TestApi, wav16k } from './helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await startApi({ limits: { audioBytes: 64 * 1024, documentBytes: 32 * 1024 } });
});
afterAll(() => t.api.close());

const ROUTES: [string, string, string][] = [
  ['POST', '', 'tts'],
  ['POST', '', 'localization'],
  ['POST', '', 'transliteration'],
  ['POST', '', 'stt_file'],
  ['POST', '', 'bogus'],
  ['POST', 'localization', 'localization'],
  ['POST', 'process_doc', 'ocr'],
  ['POST', 'api/v2/text-analyse?translate=true', 'text-analysis'],
  ['POST', 'translate_doc_import', 'nmt'],
  ['POST', 'translate_doc_export', 'nmt'],
  ['GET', 'translate_doc_status?doc_id=%00', 'nmt'],
  ['POST', 'upload', 'stt_batch'],
  ['POST', 'upload', 'stt_file'],
  ['GET', 'status?job_id=../../etc', 'stt_batch'],
  ['GET', 'transcript', 'stt_batch'],
  ['POST', 'admin/lookup', 'x'],
  ['GET', 'translate_doc_download/abc/def', 'nmt'],
];
const GARBAGE: [string, string | Buffer][] = [
  ['application/json', '{"data": [1, {"x": '],
  ['application/json', '[]'],
  ['application/json', 'null'],
  [
    'multipart/form-data; boundary=xyz',
    '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc',
  ],
  ['multipart/form-data', 'no boundary at all'],
  ['text/plain', Buffer.from([0xff, 0xfe, 0x00, 0x01])],
  ['', ''],
];

describe('garbage in', () => {
  it('every route answers garbage with a 4xx in a JSON body, and the server keeps serving', async () => {
    for (const [method, path, app] of ROUTES) {
      for (const [type, body] of GARBAGE) {
        const headers: Record<string, string> = {
          ...t.creds,
          'REV-APPNAME': app,
          speaker: 'en_male',
          src_lang: 'en',
          tgt_lang: 'hi',
          domain: 'generic',
        };
        if (type) headers['content-type'] = type;
        const res = await fetch(`${t.url}${path}`, {
          method,
          headers,
          body: method === 'GET' ? undefined : typeof body === 'string' ? body : new Uint8Array(body),
        });
        const label = `${method} /${path} (${app}) ${type}`;
        expect(res.status, label).toBeGreaterThanOrEqual(400);
        expect(res.status, label).toBeLessThan(500);
        expect(res.headers.get('content-type'), label).toContain('application/json');
        await res.arrayBuffer();
      }
    }
    const ok = await post(
      t.url,
      { ...t.creds, 'REV-APPNAME': 'transliteration', src_lang: 'hi', tgt_lang: 'en', domain: 'generic' },
      { data: ['भारत'] },
    );
    expect(ok.body.responseList[0].outString).toEqual(['bharat']);
  });
  it('garbage binary frames on a stream end the session cleanly', async () => {
    const dev = t.api.devAccount as { apiKey: string; appId: string };
    const url = `${t.api.wsUrl}stream?apikey=${dev.apiKey}&appid=${dev.appId}&appname=stt_stream&src_lang=en&domain=generic&format=16k_ulaw`;
    const messages = await new Promise<Json[]>((resolve, reject) => {
      const ws = new WebSocket(url);
      const got: Json[] = [];
      ws.on('message', (d) => {
        got.push(JSON.parse(d.toString()));
        if (got.length === 1) {
          ws.send(Buffer.from('\u0000garbage'.repeat(2000)));
          ws.send('not eof');
          ws.send('--EOF--');
        }
      });
      ws.on('close', () => resolve(got));
      ws.on('error', reject);
    });
    expect(messages.at(-1)).toMatchObject({ final: true });
  });
});

describe('limits', () => {
  it('an audio upload over the audio limit is a 400 that says the limit', async () => {
    const big = wav16k(Buffer.alloc(100 * 1024));
    const r = await post(
      t.url,
      { ...t.creds, 'REV-APPNAME': 'stt_file', src_lang: 'en', domain: 'generic' },
      form({}, { audio_file: [big, 'a.wav'] }),
    );
    expect(r.status).toBe(400);
    expect(r.body.cause).toContain('64 KB');
    const batch = await post(
      `${t.url}upload`,
      { ...t.creds, 'REV-APPNAME': 'stt_batch', src_lang: 'en', domain: 'generic' },
      form({}, { file: [big, 'a.wav'] }),
    );
    expect(batch.status).toBe(400);
    expect(batch.body.message).toContain('64 KB');
  });
  it('a document over the document limit is a 400 that says the limit', async () => {
    const r = await post(
      `${t.url}process_doc`,
      { ...t.creds, 'REV-APPNAME': 'ocr' },
      form(
        { file_type: 'img', languages: 'en', ocr_type: 'only_ocr' },
        { file: [Buffer.alloc(40 * 1024), 'a.png'] },
      ),
    );
    expect(r.status).toBe(400);
    expect(r.body.description).toContain('32 KB');
  });
  it('a body over every limit is refused before it is read, in the operation shape', async () => {
    const r = await post(
      t.url,
      { ...t.creds, 'REV-APPNAME': 'localization', src_lang: 'en', tgt_lang: 'hi', domain: 'generic' },
      JSON.stringify({ data: ['a'.repeat(2 * 1024 * 1024)] }),
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/exceeds the limit of/);
  });
});

describe('secrets in logs', () => {
  it('request logs never carry the API key or app id, not even from the stream query string', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const logged = await startApi({ logger: { level: 'info', stream } });
    const dev = logged.api.devAccount as { apiKey: string; appId: string };
    await post(logged.url, { ...logged.creds, 'REV-APPNAME': 'tts' }, { text: 'x' });
    await new Promise<void>((resolve) => {
      const ws = new WebSocket(
        `${logged.api.wsUrl}stream?apikey=${dev.apiKey}&appid=${dev.appId}&appname=stt_stream&src_lang=en`,
      );
      ws.on('close', () => resolve());
      ws.on('error', () => resolve());
    });
    await logged.api.close();
    expect(lines.length).toBeGreaterThan(0);
    const all = lines.join('\n');
    expect(all).toContain('stream?apikey=[redacted]');
    expect(all).not.toContain(dev.apiKey);
    expect(all).not.toContain(dev.appId);
  });
});

describe('interrupted uploads and abandoned work (issue 9)', () => {
  it('a multipart body cut off before its closing boundary is a 400 that says so, on every upload route', async () => {
    const body =
      '--XYZ\r\nContent-Disposition: form-data; name="sourceLanguage"\r\n\r\nenglish\r\n' +
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\n\r\nRIFF and then noth';
    const routes: [string, string, (b: Json) => unknown][] = [
      ['translate_doc_import', 'nmt', (b) => b.message],
      ['process_doc', 'ocr', (b) => b.description],
      ['upload', 'stt_batch', (b) => b.message],
      ['', 'stt_file', (b) => b.cause],
    ];
    for (const [path, app, said] of routes) {
      const r = await post(
        `${t.url}${path}`,
        {
          ...t.creds,
          'REV-APPNAME': app,
          src_lang: 'en',
          domain: 'generic',
          'content-type': 'multipart/form-data; boundary=XYZ',
        },
        body,
      );
      expect([path, r.status]).toEqual([path, 400]);
      expect(said(r.body)).toBe(
        'the multipart body ended before its closing boundary (an interrupted upload): send the whole file again',
      );
    }
  });

  it('file STT work is cancelled when its client goes away: the recognizer process is killed', async () => {
    const long = await startApi();
    // 90 s of speech: pocketsphinx needs far longer than the moment this test waits for it
    const audio = wav16k(Buffer.concat(Array.from({ length: 33 }, () => pcm16kRaw())));
    const controller = new AbortController();
    const sent = fetch(long.url, {
      method: 'POST',
      headers: { ...long.creds, 'REV-APPNAME': 'stt_file', src_lang: 'en', domain: 'generic' },
      body: form({}, { audio_file: [audio, 'long.wav'] }),
      signal: controller.signal,
    }).catch((err: Error) => err.name);
    try {
      await until(() => recognizers() > 0);
      controller.abort();
      expect(await sent).toBe('AbortError');
      await until(() => recognizers() === 0);
      // and the server goes on serving
      const health = await fetch(`${long.url}healthz`);
      expect(health.status).toBe(200);
    } finally {
      controller.abort();
      await long.api.close();
    }
  });
});

/** pocketsphinx processes started by this process (the server runs in it). */
function recognizers(): number {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), 'pocketsphinx'])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean).length;
  } catch {
    return 0; // pgrep exits 1 when nothing matches
  }
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 50));
}
