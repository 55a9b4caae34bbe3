// OCR with tesseract (one thread per process: OMP_THREAD_LIMIT=1, the engine queue gives parallelism).
// Images go in on stdin; PDFs are rendered page by page with pdftoppm into a temp dir.
//
// Security: tesseract reads a non-image input as a *list of image file names* and would OCR files of
// this machine named in it. So only bytes with a known image signature ever reach it.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDocx, type DocxPage } from './ocr-docx.js';
import { lastErrorLine, runProcess } from './process.js';
import { EngineInputError, type OcrEngine } from './types.js';

/** API language code → tesseract traineddata name (Debian package tesseract-ocr-<name>). */
export const TESSERACT_LANGS: Record<string, string> = {
  hi: 'hin',
  en: 'eng',
  bn: 'ben',
  ta: 'tam',
  te: 'tel',
  gu: 'guj',
  kn: 'kan',
  ml: 'mal',
  mr: 'mar',
  or: 'ori',
  pa: 'pan',
  as: 'asm',
  sa: 'san',
};

const TESSERACT_ENV = { OMP_THREAD_LIMIT: '1' };
const PAGE_TIMEOUT_MS = 120_000;
const PDF_DPI = 200;
/** Longest rendered page side in pixels; larger pages (posters, bombs) are scaled down to it. */
const MAX_PAGE_SIDE_PX = 7000;
/** Images above this many pixels are refused before tesseract allocates them. */
const MAX_IMAGE_PIXELS = 80_000_000;

function maxPages(): number {
  const configured = Number(process.env.LOCAL_OCR_MAX_PAGES);
  return Number.isInteger(configured) && configured > 0 ? configured : 50;
}

let installedPacks: Promise<Set<string>> | undefined;

/** traineddata names tesseract can load (asked once per process). */
function listInstalledPacks(): Promise<Set<string>> {
  installedPacks ??= runProcess('tesseract', ['--list-langs'], { env: TESSERACT_ENV, timeoutMs: 15_000 })
    .then(({ stdout, stderr, code }) => {
      if (code !== 0) throw new Error(`tesseract --list-langs failed: ${lastErrorLine(stderr)}`);
      // The header line goes to stdout or stderr depending on the version; it contains a space.
      const names = `${stdout.toString('utf8')}\n${stderr}`
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => /^[A-Za-z_]+$/.test(line));
      return new Set(names);
    })
    .catch((err: unknown) => {
      installedPacks = undefined;
      throw err;
    });
  return installedPacks;
}

/** ["hi", "en"] or ["hi,en"] → "hin+eng"; refuses unknown codes and packs that are not installed. */
export async function tesseractLanguages(languages: string[]): Promise<string> {
  const codes = [
    ...new Set(languages.flatMap((entry) => entry.split(/[,+]/)).map((code) => code.trim())),
  ].filter(Boolean);
  if (codes.length === 0) throw new EngineInputError('Invalid language selection: no language given');
  const packs: string[] = [];
  for (const code of codes) {
    const pack = TESSERACT_LANGS[code];
    if (!pack) throw new EngineInputError(`Invalid language selection: ${code.slice(0, 12)}`);
    packs.push(pack);
  }
  const installed = await listInstalledPacks();
  // Several languages (a caller unsure of the script asks for every one): tesseract picks the
  // script word by word among the packs this server has; one missing pack alone is still an error.
  const usable = packs.length > 1 ? packs.filter((pack) => installed.has(pack)) : packs;
  const missing = (usable.length ? usable : packs).find((pack) => !installed.has(pack));
  if (missing) {
    throw new EngineInputError(
      `OCR language pack "${missing}" is not installed on this server (Debian package tesseract-ocr-${missing})`,
    );
  }
  return usable.join('+');
}

type ImageKind = 'png' | 'jpeg' | 'gif' | 'bmp' | 'tiff' | 'webp' | 'pnm';

export function sniffImage(buf: Buffer): ImageKind | null {
  if (buf.length < 12) return null;
  if (buf.readUInt32BE(0) === 0x89504e47) return 'png';
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  const ascii = buf.toString('latin1', 0, 4);
  if (ascii === 'GIF8') return 'gif';
  if (ascii.startsWith('BM')) return 'bmp';
  if (ascii === 'II*\0' || ascii === 'MM\0*') return 'tiff';
  if (ascii === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (/^P[1-6]\s$/.test(buf.toString('latin1', 0, 3))) return 'pnm';
  return null;
}

function isPdf(buf: Buffer): boolean {
  // The header may follow a little junk; readers accept it within the first KiB.
  return buf.subarray(0, 1024).includes('%PDF-');
}

/**
 * What the engine will accept the file as: the route checks it against the caller's file_type.
 * An image magic number at offset 0 wins over a '%PDF-' somewhere in the first KiB.
 */
export function sniffOcrFile(buf: Buffer): 'pdf' | 'img' | null {
  if (sniffImage(buf)) return 'img';
  return isPdf(buf) ? 'pdf' : null;
}

function assertImage(buf: Buffer): void {
  const kind = sniffImage(buf);
  if (!kind)
    throw new EngineInputError('Unsupported file type: not an image (use png, jpeg, tiff, bmp, gif or webp)');
  if (kind === 'png' && buf.length >= 24) {
    const pixels = buf.readUInt32BE(16) * buf.readUInt32BE(20);
    if (pixels > MAX_IMAGE_PIXELS) throw new EngineInputError('image too large (at most 80 megapixels)');
  }
}

async function tesseract(image: Buffer, langs: string, output: 'txt' | 'tsv'): Promise<string> {
  const args = ['stdin', 'stdout', '-l', langs, '-c', 'page_separator='];
  if (output === 'tsv') args.push('tsv');
  const { stdout, stderr, code } = await runProcess('tesseract', args, {
    input: image,
    env: TESSERACT_ENV,
    timeoutMs: PAGE_TIMEOUT_MS,
    maxOutputBytes: 64 * 1024 * 1024,
  });
  if (code !== 0) {
    if (/pixRead|cannot be read|Error in pix|Unsupported/i.test(stderr)) {
      throw new EngineInputError('image could not be read: the file is corrupt or not a supported image');
    }
    throw new Error(`tesseract failed: ${lastErrorLine(stderr)}`);
  }
  return stdout.toString('utf8');
}

/** Tidies tesseract text: no trailing spaces, at most one blank line in a row. */
export function tidyText(text: string): string {
  return text
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Page sizes in points, from pdfinfo; refuses files poppler cannot open. */
async function pdfPageSizes(path: string): Promise<Array<{ w: number; h: number }>> {
  const info = await runProcess('pdfinfo', [path], { timeoutMs: 30_000 });
  if (info.code !== 0) throw new EngineInputError('PDF could not be read: the file is corrupt or encrypted');
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info.stdout.toString('latin1'))?.[1] ?? 0);
  if (pages < 1) throw new EngineInputError('PDF could not be read: it has no pages');
  if (pages > maxPages())
    throw new EngineInputError(`PDF has ${pages} pages; at most ${maxPages()} are accepted`);
  const sized = await runProcess('pdfinfo', ['-f', '1', '-l', String(pages), path], { timeoutMs: 30_000 });
  const sizes: Array<{ w: number; h: number }> = [];
  for (const match of sized.stdout
    .toString('latin1')
    .matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)) {
    sizes.push({ w: Number(match[1]), h: Number(match[2]) });
  }
  while (sizes.length < pages) sizes.push({ w: 612, h: 792 });
  return sizes;
}

/** Renders each page of a PDF to PNG (in a temp dir removed afterwards) and hands it to `perPage`. */
async function forEachPdfPage<T>(
  pdf: Buffer,
  perPage: (png: Buffer, page: number) => Promise<T>,
): Promise<T[]> {
  if (!isPdf(pdf)) throw new EngineInputError('Wrong type provided: the file is not a PDF');
  const dir = await mkdtemp(join(tmpdir(), 'dubash-ocr-'));
  try {
    const path = join(dir, 'input.pdf');
    await writeFile(path, pdf);
    const sizes = await pdfPageSizes(path);
    const results: T[] = [];
    for (const [index, size] of sizes.entries()) {
      const page = index + 1;
      const base = join(dir, `page-${page}`);
      const longSidePx = (Math.max(size.w, size.h) / 72) * PDF_DPI;
      const scale = longSidePx > MAX_PAGE_SIDE_PX ? ['-scale-to', String(MAX_PAGE_SIDE_PX)] : [];
      const args = ['-r', String(PDF_DPI), ...scale, '-png', '-gray', '-f', String(page), '-l', String(page)];
      const rendered = await runProcess('pdftoppm', [...args, '-singlefile', path, base], {
        timeoutMs: PAGE_TIMEOUT_MS,
      });
      if (rendered.code !== 0) throw new EngineInputError(`PDF page ${page} could not be rendered`);
      const png = await readFile(`${base}.png`);
      await rm(`${base}.png`, { force: true });
      results.push(await perPage(png, page));
    }
    return results;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface TsvWord {
  block: number;
  par: number;
  line: number;
  text: string;
}

/**
 * Tesseract TSV → paragraphs. Rows come in tesseract's reading order (block, paragraph, line,
 * word); words of a paragraph are joined line after line.
 */
export function paragraphsFromTsv(tsv: string): string[] {
  const words: TsvWord[] = [];
  for (const row of tsv.split('\n').slice(1)) {
    const cols = row.split('\t');
    if (cols[0] !== '5' || cols.length < 12) continue;
    const text = cols.slice(11).join('\t').trim();
    if (!text) continue;
    words.push({ block: Number(cols[2]), par: Number(cols[3]), line: Number(cols[4]), text });
  }
  const paragraphs: string[] = [];
  let key = '';
  let current: string[] = [];
  for (const word of words) {
    const wordKey = `${word.block}:${word.par}`;
    if (wordKey !== key && current.length > 0) {
      paragraphs.push(current.join(' '));
      current = [];
    }
    key = wordKey;
    current.push(word.text);
  }
  if (current.length > 0) paragraphs.push(current.join(' '));
  return paragraphs;
}

export function createOcrEngine(): OcrEngine {
  return {
    async text(file, fileType, languages) {
      if (file.length === 0) throw new EngineInputError('the file is empty');
      const langs = await tesseractLanguages(languages);
      if (fileType === 'img') {
        assertImage(file);
        return tidyText(await tesseract(file, langs, 'txt'));
      }
      const pages = await forEachPdfPage(file, async (png) => tidyText(await tesseract(png, langs, 'txt')));
      // Pages are separated by a form feed, as tesseract itself does between pages.
      return pages.join('\n\f\n');
    },

    async layoutDocx(file, languages) {
      if (file.length === 0) throw new EngineInputError('No PDF file provided');
      const langs = await tesseractLanguages(languages);
      const pages: DocxPage[] = await forEachPdfPage(file, async (png) =>
        paragraphsFromTsv(await tesseract(png, langs, 'tsv')),
      );
      return buildDocx(pages);
    },
  };
}
