// OCR over real HTTP: the 400 descriptions of the field notes, and tesseract on a rendered image.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, post, startApi, type TestApi } from './helpers.js';

let t: TestApi;
let headers: Record<string, string>;
let png: Buffer;
let pdf: Buffer;
const url = () => `${t.url}process_doc`;

beforeAll(async () => {
  t = await startApi();
  headers = { ...t.creds, 'REV-APPNAME': 'ocr' };
  const dir = mkdtempSync(join(tmpdir(), 'ocr-test-'));
  execFileSync('convert', [
    '-size',
    '900x200',
    'xc:white',
    '-font',
    '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
    '-pointsize',
    '48',
    '-fill',
    'black',
    '-annotate',
    '+30+110',
    'Hello from Dubash',
    join(dir, 'page.png'),
  ]);
  png = readFileSync(join(dir, 'page.png'));
  // ImageMagick may not write PDFs (policy); tesseract can.
  execFileSync('tesseract', [join(dir, 'page.png'), join(dir, 'page'), 'pdf'], {
    stdio: 'ignore',
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
  });
  pdf = readFileSync(join(dir, 'page.pdf'));
});
afterAll(() => t.api.close());

describe('OCR 400s', () => {
  const full = { file_type: 'img', languages: 'en', ocr_type: 'only_ocr' };
  it.each([
    [{ ...full, file_type: 'pdf' }, {}, 'No PDF file provided'],
    [{ languages: 'en', ocr_type: 'only_ocr' }, { file: 'png' }, 'Missing required form fields'],
    [{ ...full, file_type: 'docx' }, { file: 'png' }, 'Wrong type provided'],
    [{ ...full, languages: 'fr' }, { file: 'png' }, 'Invalid language selection'],
    [full, { file: 'text' }, 'Unsupported file type'],
    [{ ...full, file_type: 'pdf' }, { file: 'png' }, 'Wrong type provided'],
  ])('%j %j → %s', async (fields, files, description) => {
    const data = (files as { file?: string }).file;
    const upload: Record<string, [Buffer, string]> = data
      ? { file: [data === 'png' ? png : Buffer.from('just some text'), 'upload.bin'] }
      : {};
    const r = await post(url(), headers, form(fields, upload));
    expect(r.status).toBe(400);
    expect(r.body.error).toBeTypeOf('string');
    expect(r.body.description.startsWith(description)).toBe(true);
  });
  it('refuses layout_ocr on an image with 400', async () => {
    const r = await post(url(), headers, form({ ...full, ocr_type: 'layout_ocr' }, { file: [png, 'a.png'] }));
    expect(r.status).toBe(400);
    expect(r.body.description).toMatch(/layout_ocr needs a PDF/);
  });
  it('a body that is not multipart is a 400 too', async () => {
    const r = await post(url(), headers, { file_type: 'img' });
    expect(r.status).toBe(400);
    expect(r.body.description).toMatch(/multipart/);
  });
});

describe('OCR results', () => {
  it('only_ocr on an image returns the field-notes JSON with the text', async () => {
    const r = await post(
      url(),
      headers,
      form({ file_type: 'img', languages: 'en', ocr_type: 'only_ocr' }, { file: [png, 'page.png'] }),
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ filename: 'page.png', languages: ['en'] });
    expect(r.body.text).toMatch(/Hello from Dubash/);
    expect(r.body.processing_time_sec).toBeTypeOf('number');
  });
  it('layout_ocr on a PDF returns a DOCX', async () => {
    const r = await post(
      url(),
      headers,
      form({ file_type: 'pdf', languages: 'en', ocr_type: 'layout_ocr' }, { file: [pdf, 'page.pdf'] }),
    );
    expect(r.status).toBe(200);
    expect(r.type).toContain('wordprocessingml');
    expect(r.raw.toString('latin1', 0, 2)).toBe('PK');
  });
});
