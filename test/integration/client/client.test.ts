// Every client method against the real local Language Services server, over real HTTP and
// WebSocket, with the real engines: what a caller gets back is what a user would see.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLanguageClient } from '../../../src/language/client.js';
import {
  AuthError,
  InvalidRequestError,
  NotAuthorizedError,
  UsageExhaustedError,
} from '../../../src/language/errors.js';
import type { LanguageClient, StreamEvent } from '../../../src/language/types.js';
import type { LocalApi } from '../../../src/local-api/server.js';
import { startLocalApi } from '../../../src/local-api/server.js';
import { renderMixedLines } from '../../unit/engines/render-text.js';
import { account, pcm16kRaw, wav16k } from '../local-api/helpers.js';

let api: LocalApi;
let client: LanguageClient;
const limited = account({
  name: 'limited',
  apiKey: 'limited-key-0001',
  appId: 'limited-app',
  apps: ['localization', 'transliteration'],
  languages: ['en', 'hi'],
  credits: { characters: 12, audioSeconds: null },
});
const full = account({ name: 'full', apiKey: 'full-key-000001', appId: 'full-app' });

function clientFor(a: { apiKey: string; appId: string }): LanguageClient {
  return createLanguageClient({
    baseUrl: api.url,
    wsUrl: api.wsUrl,
    apiKey: a.apiKey,
    appId: a.appId,
    pollIntervalMs: 100,
    retries: 0,
  });
}

beforeAll(async () => {
  api = await startLocalApi({ port: 0, accounts: [full, limited] });
  client = clientFor(full);
  // A glossary entry, so translation has a real (lookup-store) answer for en → hi and en → ta.
  const res = await fetch(`${api.url}admin/lookup`, {
    method: 'POST',
    headers: { 'REV-API-KEY': full.apiKey, 'REV-APP-ID': full.appId, 'content-type': 'text/csv' },
    body: 'source,target,src,tgt,domain,moderated\nGood morning,सुप्रभात,en,hi,generic,true\nGood morning,காலை வணக்கம்,en,ta,generic,true\n',
  });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await client.close();
  await api.close();
});

describe('LanguageClient against the local server', () => {
  it('translates into several languages in one call', async () => {
    const r = await client.translate({ text: 'Good morning', from: 'en', to: ['hi', 'ta'] });
    expect(r.items[0]?.outputs).toEqual({ hi: 'सुप्रभात', ta: 'காலை வணக்கம்' });
    expect(r.items[0]?.statuses).toEqual({ hi: 2, ta: 2 });
    expect(r.tokenConsumed).toBe(0);
  });

  it('transliterates chat text into Devanagari', async () => {
    const r = await client.transliterate({ text: ['kaise ho'], from: 'en', to: 'hi' });
    expect(r.items[0]?.outputs[0]).toBe('कैसे हो');
  });

  it('synthesizes speech at the requested sample rate', async () => {
    const r = await client.tts({ text: 'नमस्ते दुनिया', speaker: 'hi_female', sampleRate: 16000 });
    expect(r.audio.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(r.audio.readUInt32LE(24)).toBe(16000);
  });

  it('reads text out of an image', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dubash-ocr-'));
    renderMixedLines(['Hello World', 'नमस्ते'], join(dir, 'img.png'));
    const r = await client.ocr({
      file: readFileSync(join(dir, 'img.png')),
      fileType: 'img',
      languages: ['hi', 'en'],
    });
    expect(r.kind).toBe('text');
    if (r.kind === 'text') {
      expect(r.text).toContain('Hello World');
      expect(r.text).toContain('नमस्ते');
    }
  });

  it('analyses text: PII redacted and sentiment scored', async () => {
    const r = await client.analyseText({
      text: 'I love this team. Mail me at ravi@example.com',
      language: 'en',
      pii: true,
      sentiment: true,
    });
    expect(r.pii_redaction?.redacted_text).toContain('################');
    expect(r.pii_redaction?.redacted_text).not.toContain('ravi@example.com');
    expect(r.sentiment?.sentiments.average.sentiment).toBe('positive');
  });

  it('localizes a document: import, poll, export, download', async () => {
    const r = await client.localizeDocument({
      file: Buffer.from('Good morning\n'),
      filename: 'greeting.txt',
      from: 'english',
      to: 'hindi',
    });
    expect(r.files).toHaveLength(1);
    expect(r.files[0]?.content.toString('utf8')).toContain('सुप्रभात');
  });

  it('localizes a document into two languages: one project each, files merged', async () => {
    const seen: string[] = [];
    const r = await client.localizeDocument({
      file: Buffer.from('Good morning\n'),
      filename: 'greeting.txt',
      from: 'english',
      to: ['hindi', 'tamil'],
      onStatus: (message, language) => seen.push(`${language}: ${message}`),
    });
    expect(r.projectIds).toHaveLength(2);
    expect(new Set(r.projectIds).size).toBe(2);
    expect(r.files.map((f) => f.language.toLowerCase())).toEqual(['hindi', 'tamil']);
    expect(r.files[0]?.content.toString('utf8')).toContain('सुप्रभात');
    expect(r.files[1]?.content.toString('utf8')).toContain('காலை வணக்கம்');
    expect(seen).toContain('hindi: completed');
    expect(seen).toContain('tamil: completed');
  });

  it('transcribes a file, a batch job and a stream', async () => {
    const wav = wav16k(pcm16kRaw());
    const file = await client.transcribeFile({ audio: wav, language: 'en' });
    expect(file.text).toContain('forward');

    const batch = await client.transcribeBatch({ audio: wav, language: 'en', subtitles: true });
    expect(batch.transcript).toContain('forward');
    expect(batch.subtitles).toMatch(/00:00:0\d,\d{3} --> /);

    const stream = await client.openStream({ language: 'en' });
    const events: StreamEvent[] = [];
    const piping = stream.pipe(
      (async function* () {
        yield pcm16kRaw();
      })(),
    );
    for await (const ev of stream) events.push(ev);
    await piping;
    expect(events[0]?.type).toBe('ready');
    const final = events.at(-1);
    expect(final?.type).toBe('final');
    if (final?.type === 'final') expect(final.text).toContain('forward');
  });

  it('turns the contract errors into typed errors', async () => {
    await expect(
      clientFor({ apiKey: 'wrong-key-00000', appId: 'x' }).transliterate({ text: 'a', from: 'en', to: 'hi' }),
    ).rejects.toBeInstanceOf(AuthError);
    const lim = clientFor(limited);
    await expect(lim.tts({ text: 'hi', speaker: 'en_male' })).rejects.toMatchObject({
      constructor: NotAuthorizedError,
      scope: 'api',
    });
    await expect(lim.transliterate({ text: 'namaste', from: 'en', to: 'ta' })).rejects.toMatchObject({
      constructor: NotAuthorizedError,
      scope: 'language',
    });
    // 12 characters of credit: this call uses them all, the next is refused.
    await lim.transliterate({ text: 'namaste dost', from: 'en', to: 'hi' });
    await expect(lim.transliterate({ text: 'namaste', from: 'en', to: 'hi' })).rejects.toBeInstanceOf(
      UsageExhaustedError,
    );
    await expect(client.tts({ text: 'x', speaker: 'en_male', speed: 2 })).rejects.toBeInstanceOf(
      InvalidRequestError,
    );
    await lim.close();
  });

  it('gets a DOCX back for layout OCR of a PDF', async () => {
    const { pdfFromImages } = await import('../../unit/engines/render-text.js');
    const dir = mkdtempSync(join(tmpdir(), 'dubash-pdf-'));
    renderMixedLines(['Quarterly report'], join(dir, 'p.png'));
    pdfFromImages([join(dir, 'p.png')], join(dir, 'doc.pdf'));
    const r = await client.ocr({
      file: readFileSync(join(dir, 'doc.pdf')),
      fileType: 'pdf',
      languages: ['en'],
      ocrType: 'layout_ocr',
    });
    expect(r.kind).toBe('docx');
    if (r.kind === 'docx') {
      const xml = await (await JSZip.loadAsync(r.document)).file('word/document.xml')?.async('string');
      expect(xml).toContain('Quarterly report');
    }
  });
});
