// dubash lang-id [--max-length N] TEXT...     (text language identification, lang_id_text)
// dubash slid --file FILE [--format wav]       (spoken language identification, slid)
import { basename } from 'node:path';
import { type Command, Option } from 'commander';
import { STT_FILE_FORMATS, type SttFileFormat } from '../language/codes.js';
import type { CliContext } from './context.js';
import { parseInteger, readInputFile, textFromArgs } from './options.js';

export function registerLangId(program: Command, ctx: CliContext): void {
  program
    .command('lang-id')
    .description('identify the language of text (the arguments are one text; one answer per stdin line)')
    .option('--max-length <n>', 'characters the service looks at', parseInteger)
    .argument('[text...]', 'text to identify: the arguments are one text (or one text per stdin line)')
    .action(async (words: string[], opts: { maxLength?: number }) => {
      const texts = await textFromArgs(words);
      const results = [];
      for (const text of texts) {
        results.push(await ctx.getClient().identifyLanguage({ text, maxLength: opts.maxLength }));
      }
      if (ctx.json) return ctx.printJson(results.length === 1 ? results[0] : results);
      for (const r of results) ctx.out(`${r.language} (confidence ${r.confidence})`);
    });

  program
    .command('slid')
    .description('identify the spoken language of an audio file')
    .requiredOption('--file <file>', 'the audio file (wav, ogg/opus, mp3, flac, m4a, webm, …)')
    .addOption(
      new Option(
        '--format <format>',
        'send the file as-is with this format code (default: detected)',
      ).choices(STT_FILE_FORMATS),
    )
    .action(async (opts: { file: string; format?: SttFileFormat }) => {
      const audio = await readInputFile(opts.file, 'audio file');
      const r = await ctx
        .getClient()
        .identifySpokenLanguage({ audio, filename: basename(opts.file), format: opts.format });
      if (ctx.json) return ctx.printJson(r);
      ctx.out(`${r.language} (confidence ${r.confidence})`);
    });
}
