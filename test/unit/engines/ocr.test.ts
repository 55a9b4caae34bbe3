import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOcrEngine,
  paragraphsFromTsv,
  TESSERACT_LANGS,
  tesseractLanguages,
} from '../../../src/local-api/engines/ocr.js';
import { documentXml } from '../../../src/local-api/engines/ocr-docx.js';
import { EngineInputError } from '../../../src/local-api/engines/types.js';
import { characterSimilarity, pdfFromImages, renderMixedLines } from './render-text.js';

const PAGE_ONE = [
  'नमस्ते दुनिया Hello World',
  'भारत एक विशाल देश है',
  'The quick brown fox jumps over the lazy dog',
  'हिंदी और English दोनों भाषाएँ',
  'आज मौसम बहुत अच्छा है',
];
const PAGE_TWO = ['दूसरा पन्ना Second page', 'यह पाठ अलग है'];

const dir = mkdtempSync(join(tmpdir(), 'ocr-test-'));
const ocr = createOcrEngine();
let pageOnePng: Buffer;
let pdf: Buffer;

beforeAll(() => {
  renderMixedLines(PAGE_ONE, join(dir, 'one.png'));
  renderMixedLines(PAGE_TWO, join(dir, 'two.png'));
  pdfFromImages([join(dir, 'one.png'), join(dir, 'two.png')], join(dir, 'doc.pdf'));
  pageOnePng = readFileSync(join(dir, 'one.png'));
  pdf = readFileSync(join(dir, 'doc.pdf'));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('OCR engine (tesseract)', () => {
  it('recovers at least 95% of the characters of a Hindi + English image', async () => {
    const text = await ocr.text(pageOnePng, 'img', ['hi', 'en']);
    expect(characterSimilarity(PAGE_ONE.join('\n'), text)).toBeGreaterThanOrEqual(0.95);
    expect(text).toContain('Hello World');
  });

  it('reads a PDF page by page, pages separated by a form feed', async () => {
    const text = await ocr.text(pdf, 'pdf', ['hi,en']);
    const pages = text.split('\f');
    expect(pages).toHaveLength(2);
    expect(characterSimilarity(PAGE_ONE.join('\n'), pages[0] ?? '')).toBeGreaterThanOrEqual(0.9);
    expect(characterSimilarity(PAGE_TWO.join('\n'), pages[1] ?? '')).toBeGreaterThanOrEqual(0.9);
  });

  it('lays a PDF out as a DOCX with the text in reading order and a page break', async () => {
    const docx = await ocr.layoutDocx(pdf, ['hi', 'en']);
    const zip = await JSZip.loadAsync(docx);
    expect(zip.file('[Content_Types].xml')).not.toBeNull();
    expect(zip.file('_rels/.rels')).not.toBeNull();
    const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
    expect(xml).toContain('Hello World');
    expect(xml).toContain('नमस्ते');
    expect(xml.match(/w:type="page"/g)).toHaveLength(1);
    expect(xml.indexOf('नमस्ते')).toBeLessThan(xml.indexOf('quick brown'));
    expect(xml.indexOf('quick brown')).toBeLessThan(xml.indexOf('Second page'));
  });

  it('refuses a text file posing as an image, a corrupt image and a corrupt PDF', async () => {
    // tesseract would read such a file as a list of image paths on this machine
    const posing = Buffer.from('/etc/passwd\n/usr/share/pixmaps/debian-logo.png\n');
    await expect(ocr.text(posing, 'img', ['en'])).rejects.toThrow(/^Unsupported file type/);
    const brokenPng = Buffer.concat([pageOnePng.subarray(0, 40), Buffer.alloc(200, 9)]);
    await expect(ocr.text(brokenPng, 'img', ['en'])).rejects.toBeInstanceOf(EngineInputError);
    await expect(ocr.text(Buffer.from('%PDF-1.4\nnot really'), 'pdf', ['en'])).rejects.toBeInstanceOf(
      EngineInputError,
    );
    await expect(ocr.text(pageOnePng, 'pdf', ['en'])).rejects.toThrow(/not a PDF/);
    await expect(ocr.layoutDocx(pageOnePng, ['en'])).rejects.toBeInstanceOf(EngineInputError);
  });
});

describe('tesseract language packs', () => {
  it('maps API codes, mixed lists included', async () => {
    expect(await tesseractLanguages(['hi', 'en'])).toBe('hin+eng');
    expect(await tesseractLanguages(['hi,en'])).toBe('hin+eng');
    expect(await tesseractLanguages(['ta', 'ta'])).toBe('tam');
  });

  it('names the Debian package of a pack that is not installed, and refuses unknown codes', async () => {
    // a language whose pack this machine lacks (training the transliteration models installs all
    // twelve Dakshina packs, so no one code is sure to be missing)
    const tessdata = '/usr/share/tesseract-ocr/5/tessdata';
    const missing = Object.entries(TESSERACT_LANGS).find(
      ([, pack]) => !existsSync(join(tessdata, `${pack}.traineddata`)),
    );
    expect(missing).toBeDefined();
    const [code, pack] = missing ?? ['', ''];
    await expect(tesseractLanguages([code])).rejects.toThrow(`Debian package tesseract-ocr-${pack}`);
    await expect(tesseractLanguages(['xx'])).rejects.toThrow('Invalid language selection: xx');
    await expect(tesseractLanguages([])).rejects.toBeInstanceOf(EngineInputError);
  });
});

describe('layout helpers', () => {
  it('groups TSV words by block and paragraph', () => {
    const row = (block: number, par: number, line: number, word: number, text: string) =>
      ['5', '1', block, par, line, word, 0, 0, 10, 10, 95, text].join('\t');
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      row(1, 1, 1, 1, 'नमस्ते'),
      row(1, 1, 1, 2, 'दुनिया'),
      row(1, 1, 2, 1, 'Hello'),
      row(1, 2, 1, 1, 'second'),
      row(2, 1, 1, 1, 'third'),
      row(2, 1, 1, 2, ' '),
    ].join('\n');
    expect(paragraphsFromTsv(tsv)).toEqual(['नमस्ते दुनिया Hello', 'second', 'third']);
  });

  it('escapes XML in the document part', () => {
    const xml = documentXml([['a < b & "c" > d\u0001']]);
    expect(xml).toContain('a &lt; b &amp; &quot;c&quot; &gt; d<');
  });
});

describe('rendered fixture sanity', () => {
  it('the fixture renders a real PNG', () => {
    writeFileSync(join(dir, 'check.png'), pageOnePng);
    expect(pageOnePng.readUInt32BE(0)).toBe(0x89504e47);
  });
});
