// dubash ocr --file FILE --type img|pdf --languages hi,en [--ocr-type only_ocr|layout_ocr] [--out FILE]
import { basename } from 'node:path';
import { type Command, Option } from 'commander';
import { OCR_FILE_TYPES, OCR_TYPES } from '../language/codes.js';
import { type CliContext, UsageError } from './context.js';
import { checkOutputPath, parseList, readInputFile, writeOutputFile } from './options.js';

interface OcrOptions {
  file: string;
  type: (typeof OCR_FILE_TYPES)[number];
  languages: string[];
  ocrType?: (typeof OCR_TYPES)[number];
  out?: string;
}

export function registerOcr(program: Command, ctx: CliContext): void {
  program
    .command('ocr')
    .description('read the text of an image or PDF (layout_ocr turns a PDF into a DOCX)')
    .requiredOption('--file <file>', 'the image or PDF')
    .addOption(new Option('--type <type>', 'file type').choices(OCR_FILE_TYPES).makeOptionMandatory())
    .requiredOption(
      '--languages <langs>',
      'languages in the document, comma-separated, e.g. hi,en',
      parseList,
    )
    .addOption(new Option('--ocr-type <kind>', 'only_ocr (text) or layout_ocr (DOCX)').choices(OCR_TYPES))
    .option('--out <file>', 'write the text (or the DOCX) to this file')
    .action(async (opts: OcrOptions) => {
      if (opts.ocrType === 'layout_ocr' && !opts.out) {
        throw new UsageError('layout_ocr returns a DOCX: give --out FILE.docx');
      }
      const file = await readInputFile(opts.file);
      if (opts.out) await checkOutputPath(opts.out);
      const result = await ctx.getClient().ocr({
        file,
        filename: basename(opts.file),
        fileType: opts.type,
        languages: opts.languages,
        ocrType: opts.ocrType,
      });
      const content = result.kind === 'text' ? result.text : result.document;
      if (opts.out) await writeOutputFile(opts.out, content);
      if (ctx.json) {
        if (result.kind === 'text') return ctx.printJson({ ...result, file: opts.out });
        return ctx.printJson({ kind: 'docx', bytes: result.document.length, file: opts.out });
      }
      if (opts.out) return ctx.out(`wrote ${opts.out}`);
      ctx.out(typeof content === 'string' ? content.replace(/\s+$/, '') : '');
    });
}
