// dubash slack manifest [--url https://bot.example]: prints the Slack app manifest (JSON) to paste
// at api.slack.com/apps → Create New App → From an app manifest. With --url, Slack posts to
// <url>/slack/events; without it, the manifest turns Socket Mode on (SLACK_APP_TOKEN).
import type { Command } from 'commander';
import { slackManifest } from '../../adapters/slack/manifest.js';
import { commands } from '../../commands/index.js';
import { commandSpecs } from '../../commands/locales/index.js';
import { type CliContext, UsageError } from './context.js';

export function registerSlack(program: Command, ctx: CliContext): void {
  const slack = program.command('slack').description('the Slack app');
  slack
    .command('manifest')
    .description('print the Slack app manifest (scopes, events, /dubash, shortcuts, App Home)')
    .option('--url <url>', 'public https URL of the bot (request URLs); without it, Socket Mode')
    .option('--name <name>', 'the app and bot name', 'dubash')
    .action((opts: { url?: string; name: string }) => {
      if (opts.url !== undefined) {
        let u: URL;
        try {
          u = new URL(opts.url);
        } catch {
          throw new UsageError(
            `--url must be a URL like https://bot.example.com, not "${opts.url.slice(0, 60)}"`,
          );
        }
        if (u.protocol !== 'https:')
          throw new UsageError('--url must be https:// (Slack only posts to HTTPS)');
      }
      const manifest = slackManifest({ url: opts.url, name: opts.name, commands: commandSpecs(commands) });
      ctx.io.stdout.write(`${JSON.stringify(manifest, null, 2)}\n`);
    });
}
