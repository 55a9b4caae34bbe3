import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LookupStore } from '../../../src/local-api/engines/lookup-store.js';
import { createTranslator } from '../../../src/local-api/engines/translate.js';
import { createTransliterator } from '../../../src/local-api/engines/transliterate.js';
import type { TranslateOptions } from '../../../src/local-api/engines/types.js';

const transliterator = createTransliterator();
const lookup = new LookupStore();
lookup.load('acct', [
  { source: 'Good morning', target: 'सुप्रभात', src: 'en', tgt: 'hi', moderated: true },
  { source: 'thank you', target: 'धन्यवाद', src: 'en', tgt: 'hi', moderated: false },
  { source: 'bank', target: 'बैंक', src: 'en', tgt: 'hi', moderated: true },
]);
const base: TranslateOptions = {
  from: 'en',
  to: 'hi',
  domain: 'generic',
  account: 'acct',
  enableNmt: true,
  enableTransliteration: true,
  enableLookup: true,
  filterProfane: false,
};

// A LibreTranslate-compatible MT server on a real socket: upper-cases, or misbehaves on request.
let server: Server;
let mtUrl = '';
const seen: unknown[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const parsed = JSON.parse(body) as { q: string };
      seen.push(parsed);
      if (parsed.q.includes('slow')) return void setTimeout(() => res.end('{}'), 1000);
      if (parsed.q.includes('broken')) {
        res.statusCode = 500;
        return void res.end('{"error":"boom"}');
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ translatedText: `MT(${parsed.q})` }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  mtUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/translate`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('translation pipeline', () => {
  const offline = createTranslator({ transliterator, lookup });

  it('serves whole-sentence lookups: moderated 2, unmoderated 4, no machine characters', async () => {
    expect(await offline.translate('good morning', base)).toEqual({
      text: 'सुप्रभात',
      status: 2,
      machineChars: 0,
    });
    expect(await offline.translate('Thank you', base)).toEqual({
      text: 'धन्यवाद',
      status: 4,
      machineChars: 0,
    });
  });

  it('converts Hindi ↔ Urdu offline as machine translation (3)', async () => {
    const r = await offline.translate('मैं ठीक हूँ', { ...base, from: 'hi', to: 'ur' });
    expect(r).toEqual({ text: 'میں ٹھیک ہوں', status: 3, machineChars: 'मैं ठीक हूँ'.length });
    expect((await offline.translate('آپ کیسے ہیں', { ...base, from: 'ur', to: 'hi' })).text).toBe('आप कैसे हैं');
  });

  it('uses partial lookup coverage (6), then transliteration (10), then gives up (-2)', async () => {
    const partial = await offline.translate('the bank', base);
    expect(partial.status).toBe(6);
    expect(partial.text).toBe('थे बैंक');
    expect(await offline.translate('kaise ho', base)).toEqual({ text: 'कैसे हो', status: 10, machineChars: 0 });
    const none = { ...base, enableNmt: false, enableTransliteration: false, enableLookup: false };
    expect(await offline.translate('kaise ho', none)).toEqual({
      text: 'kaise ho',
      status: -2,
      machineChars: 0,
    });
    expect(await offline.translate('same text', { ...base, to: 'en' })).toEqual({
      text: 'same text',
      status: 3,
      machineChars: 0,
    });
  });

  it('masks terms: kept out of translation, transliterated or replaced', async () => {
    const r = await offline.translate('मैं दिल्ली में हूँ', {
      ...base,
      from: 'hi',
      to: 'ur',
      maskTerms: { दिल्ली: 'Delhi' },
    });
    expect(r.text).toBe('میں Delhi میں ہوں');
    const mt = createTranslator({ transliterator, lookup, mtUrl });
    const m = await mt.translate('welcome Kamla to the app', { ...base, maskTerms: ['kamla'] });
    expect(m.status).toBe(3);
    expect(m.text).toBe('MT(welcome कमला to the app)');
    expect(seen.at(-1)).toEqual({
      q: 'welcome __MASK0__ to the app',
      source: 'en',
      target: 'hi',
      format: 'text',
    });
  });

  it('masks profanity in the input when filterProfane is set', async () => {
    const r = await offline.translate('this is shit', {
      ...base,
      filterProfane: true,
      enableNmt: false,
      enableTransliteration: false,
    });
    expect(r.text).toBe('this is ****');
  });

  it('calls the MT server (3), and reports its timeout (-5) and errors (-4)', async () => {
    const mt = createTranslator({ transliterator, lookup, mtUrl, mtTimeoutMs: 200 });
    expect(await mt.translate('hello world', base)).toEqual({
      text: 'MT(hello world)',
      status: 3,
      machineChars: 11,
    });
    const noFallback = { ...base, enableTransliteration: false };
    expect((await mt.translate('slow one', noFallback)).status).toBe(-5);
    expect((await mt.translate('broken one', noFallback)).status).toBe(-4);
    // with transliteration enabled, a failed MT falls back to it
    expect((await mt.translate('broken one', base)).status).toBe(10);
    const dead = createTranslator({ transliterator, lookup, mtUrl: 'http://127.0.0.1:9/x' });
    expect((await dead.translate('hello', noFallback)).status).toBe(-4);
  });
});
