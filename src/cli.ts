// The `dubash` command line (bin/dubash.js loads this file).
// Exit codes: 0 ok, 2 usage or validation error (nothing sent), 3 the API refused (4xx/403),
// 4 server or network failure, 1 a bug.
import { CliContext } from './cli/context.js';
import { buildProgram } from './cli/program.js';
import { loadEnvFile } from './setup/env-file.js';

async function runCli(argv: string[]): Promise<number> {
  const ctx = new CliContext({ stdout: process.stdout, stderr: process.stderr, env: process.env });
  try {
    // REVERIE_* and the rest from .env in the working directory, as `npm start` reads them.
    loadEnvFile();
    await buildProgram(ctx).parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    return ctx.report(error);
  } finally {
    await ctx.close();
  }
}

const code = await runCli(process.argv.slice(2));
// Exit explicitly: a half-read stdin or a pooled socket must not keep a finished command alive.
process.stdout.write('', () => process.exit(code));
