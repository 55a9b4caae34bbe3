// Text analysis and document localization over real HTTP: their 400 rows, and the happy paths
// once their engines exist.
import { request } from 'node:http';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, get, type Json, post, startApi, type TestApi } from './helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await startApi({ limits: { textChars: 300 } });
});
afterAll(() => t.api.close());

const FLAGS =
  'translate=false&summary=false&sentiment=true&detect_entities=false&content_safety=false&pii_redaction=true';
const ta = () => ({ ...t.creds, 'REV-APPNAME': 'text-analysis' });

describe('text analysis 400s', () => {
  it('names a missing or non-boolean flag', async () => {
    const r = await post(`${t.url}api/v2/text-analyse?translate=false`, ta(), { text: 'hi', language: 'en' });
    expect([r.status, r.body.message]).toEqual([400, 'summary is required (true or false)']);
    const bad = await post(
      `${t.url}api/v2/text-analyse?${FLAGS.replace('sentiment=true', 'sentiment=maybe')}`,
      ta(),
      { text: 'x', language: 'en' },
    );
    expect(bad.body.message).toBe('sentiment must be true or false');
  });
  it('missing text, unsupported language, translate without a target, too long', async () => {
    const url = `${t.url}api/v2/text-analyse?${FLAGS}`;
    expect((await post(url, ta(), { language: 'en' })).body.message).toBe('text is required');
    expect((await post(url, ta(), { text: 'bonjour', language: 'fr' })).body.message).toMatch(
      /^unsupported language/,
    );
    const tr = await post(
      `${t.url}api/v2/text-analyse?${FLAGS.replace('translate=false', 'translate=true')}`,
      ta(),
      { text: 'hello', language: 'en' },
    );
    // translate=true without a target: the rest is analysed, the translation skipped with a note
    expect(tr.status).toBe(200);
    expect(tr.body.results.translation.note).toMatch(/translation skipped: .*target_language/);
    expect((await post(url, ta(), { text: 'a'.repeat(301), language: 'en' })).body.message).toContain(
      '300 characters',
    );
    expect((await post(url, ta(), '{oops')).status).toBe(400);
  });
});

describe('text analysis results (engines/analyse.ts)', () => {
  it('redacts PII and scores sentiment', async () => {
    const r = await post(`${t.url}api/v2/text-analyse?${FLAGS}`, ta(), {
      text: 'I love this! Mail me at asha@example.com.',
      language: 'en',
      sentiment: { level: 'whole' },
      pii_redaction: { redact_pii_types: [] },
    });
    expect(r.status).toBe(200);
    expect(r.body.results.pii_redaction.redacted_text).not.toContain('asha@example.com');
    expect(r.body.results.sentiment.sentiments.average.sentiment).toMatch(/positive/i);
  });
});

const doc = () => ({ ...t.creds, 'REV-APPNAME': 'nmt' });

describe('document localization errors', () => {
  it('import: missing or unknown language names, missing projectFiles', async () => {
    const url = `${t.url}translate_doc_import`;
    const noSrc = await post(
      url,
      doc(),
      form({ targetLanguage: 'hindi' }, { projectFiles: [Buffer.from('hello'), 'a.txt'] }),
    );
    expect(noSrc.status).toBe(400);
    expect(noSrc.body).toMatchObject({
      success: false,
      statusCode: 400,
      message: 'sourceLanguage is required',
    });
    const badName = await post(
      url,
      doc(),
      form(
        { sourceLanguage: 'english', targetLanguage: 'klingon' },
        { projectFiles: [Buffer.from('x'), 'a.txt'] },
      ),
    );
    expect(badName.body.message).toMatch(/^targetLanguage must be a lower-case language name/);
    const noFile = await post(
      url,
      { ...doc(), 'REV-APPNAME': 'doc_translation' },
      form({ sourceLanguage: 'english', targetLanguage: 'hindi' }),
    );
    expect(noFile.body.message).toBe('projectFiles is required');
  });
  it('status and export of unknown projects', async () => {
    expect((await get(`${t.url}translate_doc_status`, doc())).body.message).toBe('doc_id is required');
    const s = await get(`${t.url}translate_doc_status?doc_id=nope`, doc());
    expect([s.status, s.body.success]).toEqual([404, false]);
    const e = await post(`${t.url}translate_doc_export`, doc(), {
      unitId: 'nope',
      targetLanguages: ['hindi'],
    });
    expect(e.status).toBe(404);
    const bad = await post(`${t.url}translate_doc_export`, doc(), { unitId: 'nope' });
    expect(bad.status).toBe(400);
  });
});

describe('document localization (engines/documents.ts)', () => {
  it('import → status completed → export → download without credentials', async () => {
    const text = Buffer.from('Hello world.\nGood morning.\n');
    const imp = await post(
      `${t.url}translate_doc_import`,
      doc(),
      form({ sourceLanguage: 'english', targetLanguage: 'hindi' }, { projectFiles: [text, 'note.txt'] }),
    );
    expect(imp.status).toBe(200);
    expect(imp.body).toMatchObject({ message: 'Project created successfully', wordCount: { source: 4 } });
    const id = imp.body.projectId as string;
    let status: Json;
    for (let i = 0; i < 100; i++) {
      status = (await get(`${t.url}translate_doc_status?doc_id=${id}`, doc())).body;
      if (status.message !== 'applying') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toMatchObject({ success: true, statusCode: 200, message: 'completed' });
    const exp = await post(`${t.url}translate_doc_export`, doc(), { unitId: id, targetLanguages: ['hindi'] });
    expect(exp.body).toMatchObject({ success: true, data: { projectId: id } });
    const [filename, byLang] = Object.entries(exp.body.data.targetURLS)[0] as [
      string,
      Record<string, string>,
    ];
    expect(filename).toMatch(/\.txt$/);
    const download = await fetch(byLang.hindi as string);
    expect(download.status).toBe(200);
    const translated = await download.text();
    expect(translated).not.toBe(text.toString('utf8'));
    expect(translated).toMatch(/\p{Script=Devanagari}/u);
    expect(translated.split('\n')).toHaveLength(3); // line structure kept
  });
  it('import refuses a document it cannot read, before any project exists', async () => {
    const r = await post(
      `${t.url}translate_doc_import`,
      doc(),
      form(
        { sourceLanguage: 'english', targetLanguage: 'hindi' },
        { projectFiles: [Buffer.from('just text, no cues'), 'film.srt'] },
      ),
    );
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, message: expect.stringMatching(/not a valid \.srt/) });
  });
});

/** Imports a document; when accepted, waits for the project and downloads the result. */
async function localize(api: TestApi, file: Buffer, name: string) {
  const headers = { ...api.creds, 'REV-APPNAME': 'nmt' };
  const imp = await post(
    `${api.url}translate_doc_import`,
    headers,
    form({ sourceLanguage: 'english', targetLanguage: 'hindi' }, { projectFiles: [file, name] }),
  );
  if (imp.status !== 200) return { imp };
  let status: Json;
  for (let i = 0; i < 300; i++) {
    status = (await get(`${api.url}translate_doc_status?doc_id=${imp.body.projectId}`, headers)).body;
    if (status.message !== 'applying') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const exp = await post(`${api.url}translate_doc_export`, headers, {
    unitId: imp.body.projectId,
    targetLanguages: ['hindi'],
  });
  return { imp, status, exp };
}

describe('documents that used to freeze the server (issue 9)', () => {
  it('40,000 empty <pre> elements read in one linear pass: only the prose is translated', async () => {
    const html = `<p>hello</p>${'<pre></pre>'.repeat(40_000)}`;
    const { imp, status, exp } = await localize(t, Buffer.from(html), 'many.html');
    expect(imp.status).toBe(200);
    expect(imp.body.wordCount).toEqual({ source: 1, unique: 1 });
    expect(status).toMatchObject({ message: 'completed' });
    const url = Object.values(exp?.body.data.targetURLS)[0] as Record<string, string>;
    const out = await (await fetch(url.hindi as string)).text();
    expect(out.endsWith('<pre></pre>'.repeat(40_000))).toBe(true);
    expect(out).toMatch(/^<p>\p{Script=Devanagari}+<\/p><pre>/u);
  });

  it('a DOCX paragraph of 60,000 unclosed <w:t> runs is refused as not well-formed', async () => {
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types/>');
    zip.file(
      'word/document.xml',
      `<w:document xmlns:w="w"><w:body><w:p><w:r>${'<w:t>a'.repeat(60_000)}</w:r></w:p></w:body></w:document>`,
    );
    const file = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(file.length).toBeLessThan(2_000);
    const { imp } = await localize(t, file, 'runs.docx');
    expect(imp.status).toBe(400);
    expect(imp.body).toMatchObject({
      success: false,
      statusCode: 400,
      message:
        'document is not a valid .docx file: word/document.xml is not well-formed XML; open and save it again in Word',
    });
  });

  it('a document that takes longer than the time limit to read is a 400 that says what to do', async () => {
    const slow = await startApi({ limits: { documentSeconds: 0.001 } });
    try {
      const { imp } = await localize(slow, Buffer.from('<p>hello</p>'.repeat(50_000)), 'big.html');
      expect(imp.status).toBe(400);
      expect(imp.body.message).toBe(
        'document took longer than 0.001 s to read; split it into smaller files and send them one by one',
      );
      const health = await get(`${slow.url}healthz`, {});
      expect(health.status).toBe(200);
    } finally {
      await slow.api.close();
    }
  });
});

describe('export download URLs (issue 9)', () => {
  /** POSTs JSON with a Host header of our choosing (fetch will not send a forged one). */
  function postWithHost(url: string, host: string, headers: Record<string, string>, body: unknown) {
    return new Promise<Json>((resolve, reject) => {
      const req = request(url, {
        method: 'POST',
        headers: { ...headers, host, 'content-type': 'application/json' },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => resolve(JSON.parse(text)));
      });
      req.on('error', reject);
      req.end(JSON.stringify(body));
    });
  }

  it('are built from the configured base URL, never from the request Host header', async () => {
    const proxied = await startApi({ publicUrl: 'https://docs.example.com/lang/' });
    try {
      for (const api of [t, proxied]) {
        const { imp } = await localize(api, Buffer.from('Hello world.\n'), 'note.txt');
        const headers = { ...api.creds, 'REV-APPNAME': 'nmt' };
        const exp = await postWithHost(`${api.url}translate_doc_export`, 'evil.example', headers, {
          unitId: imp.body.projectId,
          targetLanguages: ['hindi'],
        });
        const url = (Object.values(exp.data.targetURLS)[0] as Record<string, string>).hindi as string;
        const base = api === t ? t.url : 'https://docs.example.com/lang/';
        expect(url.startsWith(`${base}translate_doc_download/`)).toBe(true);
        expect(url).not.toContain('evil.example');
      }
    } finally {
      await proxied.api.close();
    }
  });
});
