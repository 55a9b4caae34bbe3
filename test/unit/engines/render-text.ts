// Test and bench fixtures for OCR: renders mixed Hindi + English lines to a PNG, wraps images into a
// PDF, and scores recognized text against the truth.
//
// Devanagari needs complex shaping (conjuncts, the i-matra before its consonant). ImageMagick's
// `label:` here has no shaping engine and mangles it, so Devanagari runs are rendered with
// tesseract's own `text2image` (Pango) and Latin runs with ImageMagick (Noto Sans Devanagari has no
// Latin glyphs); the runs are then laid out with ImageMagick.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

const NOTO_DIR = '/usr/share/fonts/truetype/noto';
const LATIN_FONT = `${NOTO_DIR}/NotoSans-Regular.ttf`;
const DEVANAGARI_RUN = /[\u0900-\u097F][\u0900-\u097F\s।,.?!-]*[\u0900-\u097F।]|[\u0900-\u097F]/gu;

function splitRuns(line: string): Array<{ text: string; devanagari: boolean }> {
  const runs: Array<{ text: string; devanagari: boolean }> = [];
  let last = 0;
  for (const match of line.matchAll(DEVANAGARI_RUN)) {
    const before = line.slice(last, match.index).trim();
    if (before) runs.push({ text: before, devanagari: false });
    runs.push({ text: match[0].trim(), devanagari: true });
    last = (match.index ?? 0) + match[0].length;
  }
  const rest = line.slice(last).trim();
  if (rest) runs.push({ text: rest, devanagari: false });
  return runs;
}

/** Renders `lines` black on white at 300 dpi into `outPng` (8-bit grey). */
export function renderMixedLines(lines: string[], outPng: string, opts: { ptsize?: number } = {}): void {
  const ptsize = opts.ptsize ?? 14;
  const dir = mkdtempSync(join(tmpdir(), 'dubash-render-'));
  try {
    const lineImages: string[][] = [];
    let n = 0;
    for (const line of lines) {
      const images: string[] = [];
      for (const run of splitRuns(line)) {
        const png = join(dir, `run-${n++}.png`);
        if (run.devanagari) {
          const textFile = `${png}.txt`;
          writeFileSync(textFile, run.text);
          const base = png.replace(/\.png$/, '');
          execFileSync(
            'text2image',
            [
              `--text=${textFile}`,
              `--outputbase=${base}`,
              '--font=Noto Sans Devanagari',
              `--fonts_dir=${NOTO_DIR}`,
              `--fontconfig_tmpdir=${dir}`,
              `--ptsize=${ptsize}`,
              '--resolution=300',
              '--xsize=5000',
              '--ysize=600',
              '--margin=40',
              '--degrade_image=false',
              '--exposure=0',
              '--rotate_image=false',
              '--char_spacing=0',
              '--strip_unrenderable_words=false',
            ],
            { stdio: 'ignore' },
          );
          execFileSync('convert', [`${base}.tif`, '-trim', '+repage', png]);
        } else {
          execFileSync('convert', [
            ...['-density', '300', '-font', LATIN_FONT, '-pointsize', String(ptsize)],
            ...[
              '-background',
              'white',
              '-fill',
              'black',
              `label:${run.text.replace(/%/g, '%%').replace(/^@/, '\\@')}`,
              '-trim',
              '+repage',
              png,
            ],
          ]);
        }
        images.push(png);
      }
      lineImages.push(images);
    }
    const wordGap = Math.round(ptsize * 3);
    const lineGap = Math.round(ptsize * 2.5);
    const args = ['-background', 'white', '-gravity', 'south'];
    lineImages.forEach((images, index) => {
      if (index > 0) args.push('-size', `1x${lineGap}`, 'xc:white');
      const row = images.flatMap((image, i) =>
        i > 0 ? ['-size', `${wordGap}x1`, 'xc:white', image] : [image],
      );
      args.push('(', ...row, '+append', ')');
    });
    args.push('-gravity', 'west', '-append', '-bordercolor', 'white', '-border', '120');
    args.push('-units', 'PixelsPerInch', '-density', '300', '-colorspace', 'Gray', '-depth', '8', outPng);
    execFileSync('convert', args);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Places each image on its own page of a PDF (Flate-compressed grey pixels, 300 dpi). */
export function pdfFromImages(pngPaths: string[], outPdf: string): void {
  const objects: Buffer[] = [];
  const pageRefs: string[] = [];
  const add = (body: Buffer | string): number => {
    objects.push(Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'));
    return objects.length;
  };
  // Reserve 1 = catalog, 2 = pages.
  add('');
  add('');
  for (const path of pngPaths) {
    const [w, h] = execFileSync('identify', ['-format', '%w %h', path]).toString().split(' ').map(Number);
    if (!w || !h) throw new Error(`cannot size ${path}`);
    const pixels = deflateSync(
      execFileSync('convert', [path, '-colorspace', 'Gray', '-depth', '8', 'gray:-'], {
        maxBuffer: 512 * 1024 * 1024,
      }),
    );
    const image = add(
      Buffer.concat([
        Buffer.from(
          `<< /Type /XObject /Subtype /Image /Width ${w} /Height ${h} /ColorSpace /DeviceGray ` +
            `/BitsPerComponent 8 /Filter /FlateDecode /Length ${pixels.length} >>\nstream\n`,
          'latin1',
        ),
        pixels,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
    const pw = ((w * 72) / 300).toFixed(2);
    const ph = ((h * 72) / 300).toFixed(2);
    const draw = `q ${pw} 0 0 ${ph} 0 0 cm /Im0 Do Q`;
    const contents = add(`<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`);
    const page = add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pw} ${ph}] ` +
        `/Resources << /XObject << /Im0 ${image} 0 R >> >> /Contents ${contents} 0 R >>`,
    );
    pageRefs.push(`${page} 0 R`);
  }
  objects[0] = Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1');
  objects[1] = Buffer.from(
    `<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${pageRefs.length} >>`,
    'latin1',
  );

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`]
    .concat(offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`))
    .join('');
  parts.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
      'latin1',
    ),
  );
  writeFileSync(outPdf, Buffer.concat(parts));
}

export function levenshtein(a: string[], b: string[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/** 1 − edit distance / truth length, over code points, ignoring whitespace. */
export function characterSimilarity(truth: string, found: string): number {
  const a = [...truth.replace(/\s+/g, '').normalize('NFC')];
  const b = [...found.replace(/\s+/g, '').normalize('NFC')];
  if (a.length === 0) return b.length === 0 ? 1 : 0;
  return Math.max(0, 1 - levenshtein(a, b) / a.length);
}
