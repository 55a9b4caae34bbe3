// File and batch STT over real HTTP with pocketsphinx on Debian's test recording
// ("go forward ten meters").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  credsOf,
  form,
  get,
  type Json,
  pcm16kRaw,
  post,
  startApi,
  type TestApi,
  wav16k,
} from './helpers.js';

let t: TestApi;
let wav: Buffer;
beforeAll(async () => {
  t = await startApi();
  wav = wav16k(pcm16kRaw());
});
afterAll(() => t.api.close());

describe('file STT', () => {
  const h = () => ({ ...t.creds, 'REV-APPNAME': 'stt_file', src_lang: 'en', domain: 'generic' });
  it('no file given: success false, final true, confidence 1', async () => {
    const r = await post(t.url, h(), form({ note: 'no audio here' }));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      success: false,
      final: true,
      text: '',
      confidence: 1,
      cause: 'no file given',
    });
  });
  it('names a missing src_lang or domain in cause', async () => {
    const { src_lang: _, ...noLang } = h();
    expect((await post(t.url, noLang, form({}, { audio_file: [wav, 'a.wav'] }))).body.cause).toBe(
      'src_lang is required',
    );
    const { domain: __, ...noDomain } = h();
    expect((await post(t.url, noDomain, form({}, { audio_file: [wav, 'a.wav'] }))).body.cause).toBe(
      'domain is required',
    );
  });
  it('no decoder for given args where no recognizer serves the language', async () => {
    const r = await post(t.url, { ...h(), src_lang: 'ta' }, form({}, { audio_file: [wav, 'a.wav'] }));
    expect([r.status, r.body.cause, r.body.success]).toEqual([400, 'no decoder for given args', false]);
  });
  it('unsupported audio format for an unknown format code or undecodable bytes; audio too short', async () => {
    const code = await post(t.url, { ...h(), format: 'aiff' }, form({}, { audio_file: [wav, 'a.wav'] }));
    expect(code.body.cause).toBe('unsupported audio format');
    const junk = await post(
      t.url,
      { ...h(), format: 'mp3' },
      form({}, { audio_file: [Buffer.from('ID3 this is no mp3 at all'), 'a.mp3'] }),
    );
    expect(junk.body.cause).toBe('unsupported audio format');
    const short = await post(t.url, h(), form({}, { audio_file: [wav16k(Buffer.alloc(3200)), 'a.wav'] }));
    expect(short.body.cause).toBe('audio too short');
  });
  it('transcribes a WAV upload, and the raw 16k_int16 default', async () => {
    const r = await post(t.url, h(), form({}, { audio_file: [wav, 'goforward.wav'] }));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, final: true, cause: 'EOF received' });
    expect(r.body.text).toMatch(/forward/);
    expect(r.body.display_text).toMatch(/^Go forward 10/);
    const raw = await post(t.url, h(), form({}, { audio_file: [pcm16kRaw(), 'goforward.raw'] }));
    expect(raw.body.text).toMatch(/forward/);
  });
  it('POST /upload with REV-APPNAME stt_file and field file (the getting-started variant)', async () => {
    const r = await post(`${t.url}upload`, h(), form({}, { file: [wav, 'goforward.wav'] }));
    expect(r.status).toBe(200);
    expect(r.body.text).toMatch(/forward/);
  });
});

describe('batch STT', () => {
  const h = () => ({ ...t.creds, 'REV-APPNAME': 'stt_batch', src_lang: 'en', domain: 'generic' });
  const upload = (headers: Record<string, string>, files: Record<string, [Buffer, string]>) =>
    post(`${t.url}upload`, headers, form({}, files));
  it('upload codes 001, 002, 003, 004, 005', async () => {
    const { src_lang: _, ...noLang } = h();
    expect((await upload(noLang, { file: [wav, 'a.wav'] })).body).toEqual({
      code: '001',
      message: 'Language code is required',
      status: 400,
    });
    const fmt = await upload({ ...h(), format: 'ogg_opus' }, { file: [wav, 'a.wav'] });
    expect(fmt.body).toEqual({
      code: '002',
      message: 'File type not supported (only wav, flac or mp3)',
      status: 400,
    });
    const lang = await upload({ ...h(), src_lang: 'hi' }, { file: [wav, 'a.wav'] });
    expect(lang.body).toEqual({ code: '003', message: 'Language and/or Domain not available', status: 400 });
    const type = await upload(h(), { file: [Buffer.from('OggS not a wav file at all'), 'a.ogg'] });
    expect(type.body).toEqual({
      code: '004',
      message: 'File type not supported (only wav, flac or mp3)',
      status: 400,
    });
    const none = await upload(h(), {});
    expect(none.body).toEqual({ code: '005', message: 'file is required', status: 400 });
    expect(none.status).toBe(400);
  });
  it('status and transcript of an unknown job: 001 Invalid JOB ID', async () => {
    const s = await get(`${t.url}status?job_id=nope`, h());
    expect(s.body).toMatchObject({ code: '001', message: 'Invalid JOB ID' });
    const tr = await get(`${t.url}transcript`, h());
    expect(tr.body).toMatchObject({ code: '001', message: 'Invalid JOB ID' });
  });
  it('moves queued → processing → completed and serves words per channel and SRT subtitles', async () => {
    const up = await upload({ ...h(), subtitles: 'true' }, { file: [wav, 'a.wav'] });
    expect(up.body).toMatchObject({ code: '000', message: 'Success. Request accepted' });
    const jobId = up.body.job_id as string;
    const seen = new Set<string>();
    let status: Json;
    for (let i = 0; i < 100; i++) {
      status = (await get(`${t.url}status?job_id=${jobId}`, h())).body;
      seen.add(`${status.code} ${status.status} ${status.message}`);
      if (status.status === 'completed' || status.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toMatchObject({
      job_id: jobId,
      code: '000',
      status: 'completed',
      message: 'Transcript ready',
    });
    for (const s of seen) {
      expect([
        '003 queued Request is queued',
        '004 processing Request is being processed',
        '000 completed Transcript ready',
      ]).toContain(s);
    }
    const tr = await get(`${t.url}transcript?job_id=${jobId}`, h());
    expect(tr.body).toMatchObject({ job_id: jobId, code: '000', message: 'Transcript ready' });
    const result = tr.body.result;
    expect(result.original_transcript).toMatch(/forward/);
    expect(result.transcript).toMatch(/^Go forward/);
    const words = result.words[0] as { word: string; start: number; end: number; conf: number }[];
    expect(words.map((w) => w.word)).toContain('forward');
    for (const w of words) {
      expect(w.end).toBeGreaterThanOrEqual(w.start);
      expect(w.conf).toBeGreaterThanOrEqual(0);
      expect(w.conf).toBeLessThanOrEqual(1);
    }
    expect(result.subtitles).toMatch(/^1\n\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}\n.*forward/);
  });
  it('a job whose audio cannot be decoded fails with 005', async () => {
    const broken = Buffer.concat([wav.subarray(0, 44), Buffer.from('garbage')]);
    broken.writeUInt16LE(85, 20); // claims MP3-in-WAV, which the data is not
    const up = await upload(h(), { file: [broken, 'a.wav'] });
    expect(up.body.code).toBe('000');
    let s: Json;
    for (let i = 0; i < 50; i++) {
      s = (await get(`${t.url}status?job_id=${up.body.job_id}`, h())).body;
      if (s.status === 'failed' || s.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(s).toMatchObject({ code: '005', message: 'Job failed', status: 'failed' });
  });
});

describe('batch STT queue limits', () => {
  it('refuses uploads with 999 while earlier jobs are unfinished, per account and in total', async () => {
    const who = (n: string) => account({ name: n, apiKey: `key-${n}-0123456789`, appId: `app-${n}` });
    const [a, b, c] = [who('a'), who('b'), who('c')];
    const api = await startApi({
      accounts: [a, b, c],
      limits: { batchJobsPerAccount: 1, batchJobsTotal: 2 },
    });
    const upload = (caller: typeof a) =>
      post(
        `${api.url}upload`,
        { ...credsOf(caller), 'REV-APPNAME': 'stt_batch', src_lang: 'en', domain: 'generic' },
        form({}, { file: [wav, 'a.wav'] }),
      );
    try {
      // Each job runs pocketsphinx for about a second, so the next uploads find it unfinished.
      expect((await upload(a)).body.code).toBe('000');
      const again = await upload(a);
      expect([again.status, again.body.code]).toEqual([400, '999']);
      expect(again.body.message).toMatch(/wait for earlier jobs/);
      expect((await upload(b)).body.code).toBe('000');
      const third = await upload(c);
      expect(third.body).toMatchObject({
        code: '999',
        message: expect.stringMatching(/wait for earlier jobs/),
      });
      // once the jobs are done, uploads are accepted again
      let accepted: Json;
      for (let i = 0; i < 100; i++) {
        accepted = (await upload(c)).body;
        if (accepted.code === '000') break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(accepted).toMatchObject({ code: '000' });
    } finally {
      await api.api.close();
    }
  });
});
