// Translation and transliteration over real HTTP: the 400 and 500 rows ({message}), version and
// domain validation, both response shapes, the lookup store's admin endpoint.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startApi, type TestApi } from './helpers.js';

let t: TestApi;
let faulty: TestApi;
beforeAll(async () => {
  t = await startApi({ limits: { textChars: 100 } });
  faulty = await startApi({
    engines: {
      // fault injection: the MT pipeline throws something that is not bad input
      translator: { translate: () => Promise.reject(new Error('disk on fire')) },
    },
  });
});
afterAll(async () => {
  await t.api.close();
  await faulty.api.close();
});

const tr = (extra: Record<string, string> = {}) => ({
  ...t.creds,
  'REV-APPNAME': 'localization',
  'REV-APPVERSION': '3.0',
  src_lang: 'en',
  tgt_lang: 'hi',
  domain: 'generic',
  ...extra,
});

describe('translation 400 and 500', () => {
  it.each(['src_lang', 'tgt_lang'])('names a missing %s', async (name) => {
    const headers: Record<string, string> = tr();
    delete headers[name];
    const r = await post(t.url, headers, { data: ['hello'] });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ message: `${name} is required`, status: 400 });
  });
  it('a missing domain is the default one: generic under 3.0, 1 under 2.0', async () => {
    for (const version of ['3.0', '2.0']) {
      const headers: Record<string, string> = tr({ 'REV-APPVERSION': version });
      delete headers.domain;
      const r = await post(t.url, headers, { data: ['hello'] });
      expect(r.status).toBe(200);
      expect(r.body.responseList).toHaveLength(1);
    }
  });
  it('validates REV-APPVERSION and its domain set', async () => {
    const v2 = await post(t.url, tr({ 'REV-APPVERSION': '2.0' }), { data: ['hello'] });
    expect([v2.status, v2.body.message]).toEqual([400, expect.stringContaining('0 to 8')]);
    const v3 = await post(t.url, tr({ domain: '3' }), { data: ['hello'] });
    expect([v3.status, v3.body.message]).toEqual([400, expect.stringContaining('generic')]);
    const v4 = await post(t.url, tr({ 'REV-APPVERSION': '4.0' }), { data: ['hello'] });
    expect(v4.body.message).toBe('REV-APPVERSION must be 2.0 or 3.0');
  });
  it('nmtMask only with src_lang en', async () => {
    const r = await post(t.url, tr({ src_lang: 'hi', tgt_lang: 'en' }), { data: ['भारत'], nmtMask: true });
    expect([r.status, r.body.message]).toEqual([400, 'nmtMask requires src_lang en']);
    const terms = await post(t.url, tr({ src_lang: 'hi', tgt_lang: 'en' }), {
      data: ['भारत'],
      nmtMaskTerms: ['x'],
    });
    expect(terms.body.message).toBe('nmtMask requires src_lang en');
  });
  it('malformed JSON, missing data, wrong types, too much text', async () => {
    expect((await post(t.url, tr(), '{"data": [')).body.message).toMatch(/malformed JSON/);
    expect((await post(t.url, tr(), {})).body.message).toBe('data is required');
    expect((await post(t.url, tr(), { data: 'hello' })).body.message).toBe(
      'data must be an array of strings',
    );
    const long = await post(t.url, tr(), { data: ['a'.repeat(101)] });
    expect([long.status, long.body.message]).toEqual([400, expect.stringContaining('100 characters')]);
  });
  it('500 Internal Server Error when the pipeline fails, without the cause leaking', async () => {
    const r = await post(faulty.url, { ...tr(), ...faulty.creds }, { data: ['hello'] });
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ message: 'Internal Server Error', status: 500 });
  });
});

describe('translation results (engines/translate.ts)', () => {
  it('serves a moderated lookup entry with apiStatus 2 and tokenConsumed 0', async () => {
    const load = await post(`${t.url}admin/lookup`, t.creds, [
      { source: 'good morning', target: 'सुप्रभात', src: 'en', tgt: 'hi', moderated: true },
    ]);
    expect(load.body).toMatchObject({ loaded: 1 });
    const r = await post(t.url, tr(), { data: ['good morning'] });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      responseList: [{ inString: 'good morning', outString: 'सुप्रभात', apiStatus: 2 }],
      tokenConsumed: 0,
    });
  });
  it('several targets give outStrings and api_statuses per language; /localization works too', async () => {
    await post(
      `${t.url}admin/lookup`,
      { ...t.creds, 'content-type': 'text/csv' },
      'source,target,src,tgt,moderated\ngood morning,காலை வணக்கம்,en,ta,true\n',
    );
    const r = await post(`${t.url}localization`, tr({ tgt_lang: 'hi,ta' }), { data: ['good morning'] });
    expect(r.status).toBe(200);
    const item = r.body.responseList[0];
    expect(item.outStrings).toEqual({ hi: 'सुप्रभात', ta: 'காலை வணக்கம்' });
    expect(item.api_statuses).toEqual({ hi: 2, ta: 2 });
    expect(item.outString).toBeUndefined();
  });
});

describe('lookup entries loaded from a file or over /admin/lookup', () => {
  // No moderated value means moderated (apiStatus 2) both ways; an explicit false means 4.
  const csv =
    'source,target,src,tgt,domain,moderated\ngood evening,शुभ संध्या,en,hi,,\nsee you,फिर मिलेंगे,en,hi,,false\n';
  const statuses = async (api: TestApi) => {
    const r = await post(api.url, { ...tr(), ...api.creds }, { data: ['good evening', 'see you'] });
    return r.body.responseList.map((i: { apiStatus: number }) => i.apiStatus);
  };
  it('the same CSV gives the same apiStatus', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'lookup-')), 'glossary.csv');
    writeFileSync(path, csv);
    const fromFile = await startApi({ lookupFile: path });
    const viaAdmin = await startApi();
    try {
      const load = await post(
        `${viaAdmin.url}admin/lookup`,
        { ...viaAdmin.creds, 'content-type': 'text/csv' },
        csv,
      );
      expect(load.body).toMatchObject({ loaded: 2 });
      expect(await statuses(fromFile)).toEqual([2, 4]);
      expect(await statuses(viaAdmin)).toEqual([2, 4]);
    } finally {
      await fromFile.api.close();
      await viaAdmin.api.close();
    }
  });
  it('/admin/lookup accepts {entries: [...]} and names a bad row', async () => {
    const ok = await post(`${t.url}admin/lookup`, t.creds, {
      entries: [{ source: 'good night', target: 'शुभ रात्रि', src: 'en', tgt: 'hi' }],
    });
    expect(ok.body).toMatchObject({ loaded: 1 });
    expect((await post(t.url, tr(), { data: ['good night'] })).body.responseList[0].apiStatus).toBe(2);
    const bad = await post(`${t.url}admin/lookup`, t.creds, [{ source: 'x', src: 'en', tgt: 'hi' }]);
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringMatching(/^lookup entry 1:/)]);
  });
});

describe('transliteration', () => {
  const h = (extra: Record<string, string> = {}) => ({
    ...t.creds,
    'REV-APPNAME': 'transliteration',
    src_lang: 'hi',
    tgt_lang: 'en',
    domain: 'generic',
    ...extra,
  });
  it('answers items with outString arrays and both apiStatus and status 2', async () => {
    const r = await post(t.url, h(), { data: ['नमस्ते भारत'] });
    expect(r.status).toBe(200);
    expect(r.body.responseList).toEqual([
      { inString: 'नमस्ते भारत', outString: ['namaste bharat'], apiStatus: 2, status: 2 },
    ]);
  });
  it('gives several suggestions when asked', async () => {
    const r = await post(t.url, h({ src_lang: 'en', tgt_lang: 'hi' }), {
      data: ['kaise ho'],
      noOfSuggestions: 3,
    });
    expect(r.body.responseList[0].outString[0]).toBe('कैसे हो');
  });
  it('400 {message} for a missing parameter, a bad domain and malformed JSON', async () => {
    const { src_lang: _, ...noSource } = h();
    expect((await post(t.url, noSource, { data: ['x'] })).body).toEqual({
      message: 'src_lang is required',
      status: 400,
    });
    // A missing domain is the generic one.
    const { domain: _d, ...noDomain } = h();
    const generic = await post(t.url, noDomain, { data: ['नमस्ते'] });
    expect([generic.status, generic.body.responseList[0].outString[0]]).toEqual([200, 'namaste']);
    expect((await post(t.url, h({ domain: 'poetry' }), { data: ['x'] })).status).toBe(400);
    expect((await post(t.url, h(), 'not json')).body.message).toMatch(/malformed JSON/);
  });
});
