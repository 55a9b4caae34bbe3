// dubash discord register: one bulk overwrite of the Discord commands now, whatever the stored hash
// says (the bot does it at start only when the definitions changed). Needs DISCORD_TOKEN; with
// REDIS_URL (or REDIS_CLUSTER_NODES) the new hash is stored, so the next start does not register again.
import type { Command } from 'commander';
import { ConfigError, loadBotConfig } from '../config.js';
import { type CliContext, UsageError } from './context.js';

export function registerDiscord(program: Command, ctx: CliContext): void {
  const discord = program.command('discord').description('the Discord bot');
  discord
    .command('register')
    .description('register the slash commands and message menus (DISCORD_GUILD_ID: that server only)')
    .action(async () => {
      const config = loadBotConfig(ctx.io.env);
      if (!config.discord) throw new ConfigError('DISCORD_TOKEN is not set', 'DISCORD_TOKEN');
      // Loaded here so the other subcommands do not pay for discord.js.
      const [{ DiscordAdapter }, { commands }, { commandSpecs }, { connectRedis }, { createStores }] =
        await Promise.all([
          import('../../adapters/discord/index.js'),
          import('../../commands/index.js'),
          import('../../commands/locales/index.js'),
          import('../state/redis.js'),
          import('../state/stores/index.js'),
        ]);
      const redis = config.redis
        ? connectRedis(config.redis, { lazyConnect: true, maxRetriesPerRequest: 1 })
        : undefined;
      try {
        const adapter = new DiscordAdapter({
          ...config.discord,
          ...(redis ? { stores: createStores(redis) } : {}),
        });
        const specs = commandSpecs(commands);
        try {
          await adapter.register(specs, { force: true });
        } catch (err) {
          const status = (err as { status?: number }).status;
          if (status === 401)
            throw new UsageError(
              'Discord refused DISCORD_TOKEN (401): copy the bot token again from the Developer Portal.',
            );
          throw err;
        }
        const where = config.discord.guildId ? `to server ${config.discord.guildId}` : 'globally';
        ctx.out(`registered ${specs.length} slash commands and the message menus ${where}`);
      } finally {
        redis?.disconnect();
      }
    });
}
