// dubash translate --from en --to hi[,ta] [--domain generic] [--app-version 3.0] TEXT...
import { type Command, Option } from 'commander';
import { TRANSLATION_APP_VERSIONS, type TranslationAppVersion } from '../language/codes.js';
import { SOUNDED_OUT_MARK, SOUNDED_OUT_STATUS, soundedOutNote } from '../translation/sounded-out.js';
import type { CliContext } from './context.js';
import { parseList, textFromArgs } from './options.js';

interface TranslateOptions {
  from: string;
  to: string[];
  domain?: string;
  appVersion?: TranslationAppVersion;
}

export function registerTranslate(program: Command, ctx: CliContext): void {
  program
    .command('translate')
    .description('translate text into one or several languages (several go in one call)')
    .requiredOption('--from <lang>', 'source language code, e.g. en')
    .requiredOption('--to <langs>', 'target language code(s), comma-separated, e.g. hi,ta', parseList)
    .option('--domain <domain>', 'domain (3.0: generic, travel, …; 2.0: 0–8)')
    .addOption(new Option('--app-version <version>', 'REV-APPVERSION').choices(TRANSLATION_APP_VERSIONS))
    .argument('[text...]', 'text to translate: the arguments are one text (or one text per stdin line)')
    .action(async (words: string[], opts: TranslateOptions) => {
      const text = await textFromArgs(words);
      const result = await ctx.getClient().translate({
        text,
        from: opts.from,
        to: opts.to,
        domain: opts.domain,
        appVersion: opts.appVersion,
      });
      if (ctx.json) return ctx.printJson(result);
      const soundedOut = new Set<string>();
      for (const item of result.items) {
        for (const lang of opts.to) {
          const status = item.statuses[lang];
          if (status === SOUNDED_OUT_STATUS) soundedOut.add(lang);
          // Non-positive apiStatus: the service could not localize this item.
          const flag =
            status === SOUNDED_OUT_STATUS
              ? `  ${SOUNDED_OUT_MARK}`
              : status !== undefined && status <= 0
                ? `  [not translated, apiStatus ${status}]`
                : '';
          ctx.out(`${lang}: ${item.outputs[lang] ?? ''}${flag}`);
        }
        if (result.items.length > 1) ctx.out();
      }
      // Why, once per language, on stderr: stdout stays the answers.
      for (const lang of soundedOut) ctx.err(`note: ${soundedOutNote(opts.from, lang)}`);
    });
}
