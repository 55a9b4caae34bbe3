// dubash localize-doc --from english --to hindi --file FILE --out DIR
import { mkdir } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { Command } from 'commander';
import type { DocLanguageName } from '../language/codes.js';
import { type CliContext, UsageError } from './context.js';
import { parseList, readInputFile, writeOutputFile } from './options.js';

interface LocalizeOptions {
  from: string;
  to: string[];
  file: string;
  out: string;
}

export function registerLocalizeDoc(program: Command, ctx: CliContext): void {
  program
    .command('localize-doc')
    .description('translate a document (.txt, .srt, .html, .docx) and save one copy per language')
    .requiredOption('--from <language>', 'source language name in lower case, e.g. english')
    .requiredOption('--to <languages>', 'target language name(s), comma-separated, e.g. hindi,tamil', (v) =>
      parseList(v).map((s) => s.toLowerCase()),
    )
    .requiredOption('--file <file>', 'the document')
    .requiredOption('--out <dir>', 'folder for the translated copies (created if missing)')
    .action(async (opts: LocalizeOptions) => {
      const file = await readInputFile(opts.file);
      await mkdir(opts.out, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
        throw new UsageError(`cannot create folder ${opts.out}: ${error.code ?? 'failed'}`);
      });
      // One client call: it makes one project per target language (the contract's targetLanguage is one name).
      const result = await ctx.getClient().localizeDocument({
        file,
        filename: basename(opts.file),
        from: opts.from.toLowerCase() as DocLanguageName,
        to: opts.to as DocLanguageName[],
        onStatus: (message, language) => ctx.note(`${language}: ${message}`),
      });
      const written: { language: string; file: string; bytes: number; url: string }[] = [];
      for (const f of result.files) {
        // The server names the file; basename() keeps a hostile name inside --out.
        const source = basename(f.sourceName || basename(opts.file));
        const ext = extname(source);
        const language = basename(f.language) || 'translated';
        const target = join(opts.out, `${basename(source, ext)}.${language}${ext}`);
        await writeOutputFile(target, f.content);
        written.push({ language: f.language, file: target, bytes: f.content.length, url: f.url });
      }
      if (ctx.json) return ctx.printJson({ projectIds: result.projectIds, files: written });
      for (const w of written) ctx.out(`wrote ${w.file} (${w.language}, ${w.bytes} bytes)`);
    });
}
