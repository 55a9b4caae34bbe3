// dubash transliterate --from en --to hi [--domain generic] [--suggestions N] TEXT...
import type { Command } from 'commander';
import type { CliContext } from './context.js';
import { parseInteger, textFromArgs } from './options.js';

interface TransliterateOptions {
  from: string;
  to: string;
  domain?: string;
  suggestions?: number;
}

export function registerTransliterate(program: Command, ctx: CliContext): void {
  program
    .command('transliterate')
    .description('write text in another script (best suggestion first, others indented)')
    .requiredOption('--from <lang>', 'source language code, e.g. en')
    .requiredOption('--to <lang>', 'target language code, e.g. hi')
    .option('--domain <domain>', 'domain, e.g. generic, pii_names')
    .option('--suggestions <n>', 'number of suggestions per input (1–10)', parseInteger)
    .argument('[text...]', 'text to transliterate (or lines on stdin)')
    .action(async (words: string[], opts: TransliterateOptions) => {
      const text = await textFromArgs(words);
      const result = await ctx.getClient().transliterate({
        text,
        from: opts.from,
        to: opts.to,
        domain: opts.domain,
        noOfSuggestions: opts.suggestions,
      });
      if (ctx.json) return ctx.printJson(result);
      for (const item of result.items) {
        const [best = '', ...others] = item.outputs;
        ctx.out(best);
        for (const other of others) ctx.out(`  ${other}`);
      }
    });
}
