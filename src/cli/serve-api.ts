// dubash serve-api [--port 8080] [--host 127.0.0.1] [--accounts FILE] [--lookup FILE]
// Runs the local Language Services API until SIGINT/SIGTERM, then closes it cleanly.
import type { Command } from 'commander';
import { loadLogLevel } from '../config.js';
import { loadAccountsFile } from '../local-api/accounts.js';
import { logDestination } from '../logger.js';
import { type CliContext, UsageError } from './context.js';
import { parseInteger, readInputFile } from './options.js';

interface ServeOptions {
  port: number;
  host: string;
  accounts?: string;
  lookup?: string;
}

export function registerServeApi(program: Command, ctx: CliContext): void {
  program
    .command('serve-api')
    .description('run the Language Services API on this machine, with offline engines')
    .option('--port <port>', 'port to listen on (0 picks a free one)', parseInteger, 8080)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--accounts <file>', 'accounts JSON file (default: one development account, printed below)')
    .option('--lookup <file>', 'lookup store (glossary) for translation, JSON or CSV')
    .action(async (opts: ServeOptions) => {
      // Read early so a wrong path is a usage error, not a server start-up failure.
      if (opts.accounts) {
        await readInputFile(opts.accounts, 'accounts file');
        // a bad file names the field and the rule, and is a usage error (exit 2), not a crash
        await loadAccountsFile(opts.accounts).catch((err: Error) => {
          throw new UsageError(err.message);
        });
      }
      if (opts.lookup) await readInputFile(opts.lookup, 'lookup file');
      const level = loadLogLevel(ctx.io.env);
      // Loaded here so the other subcommands do not pay for the server and its engines.
      const { startLocalApi } = await import('../local-api/server.js');
      const server = await startLocalApi({
        port: opts.port,
        host: opts.host,
        accounts: opts.accounts,
        lookupFile: opts.lookup,
        // On stderr, readable on a terminal: stdout is the banner (and its export lines) alone.
        logger: level === 'silent' ? false : { level, stream: logDestination(ctx.io.stderr, ctx.io.env) },
      });
      printBanner(ctx, server);
      await untilSignal();
      ctx.err('shutting down…');
      await server.close();
    });
}

function printBanner(
  ctx: CliContext,
  server: { url: string; wsUrl: string; devAccount?: { apiKey: string; appId: string } },
): void {
  // Written straight to stdout: this is the one place a (local, development) key is meant to be shown.
  const say = (line = '') => ctx.io.stdout.write(`${line}\n`);
  say(`Language Services API listening on ${server.url} (streaming: ${server.wsUrl})`);
  if (server.devAccount) {
    say('Development account (every operation and language enabled). Point the client or the CLI here with:');
    say(`  export REVERIE_BASE_URL=${server.url}`);
    say(`  export REVERIE_WS_URL=${server.wsUrl}`);
    say(`  export REVERIE_API_KEY=${server.devAccount.apiKey}`);
    say(`  export REVERIE_APP_ID=${server.devAccount.appId}`);
  } else {
    say(`Accounts loaded from the accounts file; set REVERIE_BASE_URL=${server.url} and one account's key.`);
  }
  say('Press Ctrl+C to stop.');
}

export function untilSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const done = (signal: NodeJS.Signals) => {
      process.off('SIGINT', done);
      process.off('SIGTERM', done);
      // A second signal while closing means "stop now".
      process.once('SIGINT', () => process.exit(130));
      process.once('SIGTERM', () => process.exit(143));
      resolve(signal);
    };
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
}
