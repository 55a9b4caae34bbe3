// The `dubash` program: global options, and one subcommand per operation plus `serve-api`.
import { Command } from 'commander';
import { registerAnalyse } from './analyse.js';
import type { CliContext } from './context.js';
import { registerDiscord } from './discord-register.js';
import { registerLangId } from './langid.js';
import { registerLocalizeDoc } from './localize-doc.js';
import { registerOcr } from './ocr.js';
import { registerServeApi } from './serve-api.js';
import { registerSlack } from './slack-manifest.js';
import { registerStt } from './stt.js';
import { registerTranslate } from './translate.js';
import { registerTransliterate } from './transliterate.js';
import { registerTts } from './tts.js';
import { registerWorker } from './worker.js';

export function buildProgram(ctx: CliContext): Command {
  const program = new Command('dubash')
    .description('Language Services from the command line: translate, transliterate, speak, read, listen')
    .option('--json', 'print the response as JSON instead of human-readable text')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => ctx.io.stdout.write(s),
      writeErr: (s) => ctx.io.stderr.write(s),
    });
  program.hook('preAction', (_program, action) => {
    ctx.json = Boolean(action.optsWithGlobals().json);
  });
  registerTranslate(program, ctx);
  registerTransliterate(program, ctx);
  registerTts(program, ctx);
  registerOcr(program, ctx);
  registerAnalyse(program, ctx);
  registerLocalizeDoc(program, ctx);
  registerLangId(program, ctx);
  registerStt(program, ctx);
  registerServeApi(program, ctx);
  registerWorker(program, ctx);
  registerDiscord(program, ctx);
  registerSlack(program, ctx);
  return program;
}
