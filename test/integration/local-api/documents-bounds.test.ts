// Documents of many short text nodes (issue 18: 19.9 MB stalled the event loop 4 s, three at once
// 14.5 s): the worker thread reads each document into its distinct texts, the main thread
// translates each once, a slice per turn of the event loop, and the worker puts them back. Bounded
// per document (distinct texts) and in flight (bytes of documents at once). Real worker threads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFailure, type ServerContext } from '../../../src/local-api/context.js';
import { createDocumentEngine, type DocumentEngine } from '../../../src/local-api/engines/document-runner.js';
import { form, get, type Json, post, startApi, type TestApi } from './helpers.js';

describe('the document engine (worker threads)', () => {
  let engine: DocumentEngine;
  beforeAll(() => {
    engine = createDocumentEngine({ timeLimitMs: 30_000, maxBytesInFlight: 64 * 1024 });
  });
  afterAll(() => engine.close());

  it('hands the main thread each distinct text once, with how often it occurs', async () => {
    const calls: { texts: string[]; times?: number[] }[] = [];
    const html = Buffer.from(`<p>hello</p>${'<b> x </b>'.repeat(50_000)}<i>x</i>`);
    const out = await engine.localizeDocument(html, 'nodes.html', async (texts, times) => {
      calls.push({ texts, times });
      return texts.map((t) => (t === 'x' ? 'य' : 'नमस्ते'));
    });
    expect(calls).toEqual([{ texts: ['hello', 'x'], times: [1, 50_001] }]);
    // every occurrence translated, its spaces kept
    expect(out.content.toString()).toBe(`<p>नमस्ते</p>${'<b> य </b>'.repeat(50_000)}<i>य</i>`);
    expect(out.words).toEqual({ source: 50_002, unique: 2 });
  });

  it('translates in slices, serving the event loop between them', async () => {
    const html = Buffer.from(Array.from({ length: 1_000 }, (_, i) => `<b>word${i}</b>`).join(''));
    const slices: number[] = [];
    let pending = false;
    let servedBetween = 0;
    await engine.localizeDocument(html, 'distinct.html', async (texts) => {
      // an immediate queued during one slice has run before the next slice starts
      if (!pending) servedBetween++;
      pending = true;
      setImmediate(() => {
        pending = false;
      });
      slices.push(texts.length);
      return texts;
    });
    expect(slices.reduce((a, b) => a + b, 0)).toBe(1_000);
    expect(Math.max(...slices)).toBeLessThanOrEqual(200);
    expect(servedBetween).toBe(slices.length);
  });

  it('refuses a document while others of as many bytes are in flight', async () => {
    let release: () => void = () => undefined;
    const parked = new Promise<void>((r) => {
      release = r;
    });
    const first = engine.localizeDocument(
      Buffer.from(`<p>${'a'.repeat(40 * 1024)}</p>`),
      'first.html',
      async (texts) => {
        await parked;
        return texts;
      },
    );
    // the first holds its bytes from the call on (it is read, then waits in translation)
    await expect(
      engine.countDocumentWords(Buffer.from(`<p>${'b'.repeat(40 * 1024)}</p>`), 'second.html'),
    ).rejects.toThrow(
      'the server is busy with other documents (40 KB at once, at most 64 KB); try again in a minute',
    );
    // the routes answer it as a 503 with the same sentence
    const busy = await engine
      .countDocumentWords(Buffer.from('<p>c</p>'.repeat(10_000)), 'fourth.html')
      .catch((e) => e);
    expect(engineFailure({} as ServerContext, busy)).toEqual({
      status: 503,
      message:
        'the server is busy with other documents (40 KB at once, at most 64 KB); try again in a minute',
      detail: 'the server is busy with other documents (40 KB at once, at most 64 KB); try again in a minute',
    });
    release();
    await first;
    // room again once the first is done
    expect(await engine.countDocumentWords(Buffer.from('<p>hello</p>'), 'third.html')).toMatchObject({
      source: 1,
    });
  });
});

describe('over HTTP', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startApi({ limits: { documentTexts: 1_000 } });
  });
  afterAll(() => t.api.close());
  const headers = () => ({ ...t.creds, 'REV-APPNAME': 'nmt' });
  const importDoc = (file: Buffer, name: string) =>
    post(
      `${t.url}translate_doc_import`,
      headers(),
      form({ sourceLanguage: 'english', targetLanguage: 'hindi' }, { projectFiles: [file, name] }),
    );

  it('a document with more distinct texts than the limit is a 400 that says what to do', async () => {
    const html = Array.from({ length: 1_001 }, (_, i) => `<b>word${i}</b>`).join('');
    const imp = await importDoc(Buffer.from(html), 'many.html');
    expect(imp.status).toBe(400);
    expect(imp.body).toMatchObject({
      success: false,
      message:
        'document has more than 1,000 different texts to translate; split it into smaller files and send them one by one',
    });
  });

  it('many repeats of few texts are localized whole', async () => {
    const imp = await importDoc(Buffer.from('<b>hello</b> '.repeat(20_000)), 'repeats.html');
    expect(imp.status).toBe(200);
    let status: Json;
    for (let i = 0; i < 300; i++) {
      status = (await get(`${t.url}translate_doc_status?doc_id=${imp.body.projectId}`, headers())).body;
      if (status.message !== 'applying') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status.message).toBe('completed');
    const exp = await post(`${t.url}translate_doc_export`, headers(), {
      unitId: imp.body.projectId,
      targetLanguages: ['hindi'],
    });
    const url = Object.values(exp.body.data.targetURLS)[0] as Record<string, string>;
    const out = await (await fetch(url.hindi as string)).text();
    const first = /^<b>(\p{Script=Devanagari}+)<\/b> /u.exec(out)?.[1];
    expect(first).toBeTruthy();
    expect(out).toBe(`<b>${first}</b> `.repeat(20_000));
  });
});
