// The Discord adapter from its configuration (DISCORD_* variables): what the registry calls.

import type { DiscordConfig } from '../../src/config.js';
import type { SettingsStore } from '../../src/core/settings-store.js';
import type { Stores } from '../../src/state/stores/index.js';
import { DiscordAdapter } from './index.js';

export function buildDiscordAdapter(
  config: DiscordConfig,
  deps: {
    stores: Pick<Stores, 'discordGuilds' | 'marks' | 'webhooks'>;
    settings: SettingsStore;
    onError(err: unknown, what: string): void;
  },
): DiscordAdapter {
  return new DiscordAdapter({
    token: config.token,
    apiUrl: config.apiUrl,
    guildId: config.guildId,
    shards: config.shards,
    stores: deps.stores,
    settings: deps.settings,
    onError: deps.onError,
    // The start-up note (Message Content intent off) goes to the log with the errors: it disables features.
    onInfo: (message) => deps.onError(new Error(message), 'start-up'),
  });
}
