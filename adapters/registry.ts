// Every platform adapter is built here, from one list: the local chat always, each other platform
// when its configuration is there (TELEGRAM_BOT_TOKEN → Telegram; Slack and Discord come next).
// The bot (src/bot.ts) builds its adapters from this list and nothing else.

import type { DiscordConfig, SlackConfig, TelegramConfig } from '../src/config.js';
import type { PlatformAdapter } from '../src/core/adapter.js';
import type { TranslationService, UsageMeter } from '../src/core/command.js';
import type { SettingsStore } from '../src/core/settings-store.js';
import { inlineTranslation } from '../src/features/inline.js';
import type { LanguageClient } from '../src/language/types.js';
import type { Stores } from '../src/state/stores/index.js';
import { buildDiscordAdapter } from './discord/build.js';
import { LocalAdapter, type LocalAdapterOptions } from './local/index.js';
import { localRoutes } from './local/routes.js';
import { buildSlackAdapter } from './slack/build.js';
import { TelegramAdapter } from './telegram/index.js';

/** The platforms' configuration (src/config.ts), each section present when configured. */
export interface PlatformsConfig {
  telegram?: TelegramConfig;
  slack?: SlackConfig;
  discord?: DiscordConfig;
}

export interface AdapterDeps {
  /** the state each adapter keeps (src/state/stores/), never a Redis client */
  stores: Stores;
  settings: SettingsStore;
  /** the bot's monthly budgets (the App Home shows them; web chat captions are metered) */
  usage: UsageMeter;
  /** the bot's (instrumented) client: inline answers are measured like everything else */
  language: LanguageClient;
  /** the bot's one cached translator (inline answers share its cache and metering) */
  translator: TranslationService;
  platforms: PlatformsConfig;
  /** the local chat's options besides what every adapter is given */
  local: Omit<LocalAdapterOptions, keyof GivenToLocal>;
  onError(platform: string, err: unknown, what: string): void;
}

/** What the local chat takes from AdapterDeps (not from `local`). */
interface GivenToLocal {
  stores: unknown;
  settings: unknown;
  usage: unknown;
}

interface AdapterEntry {
  name: PlatformAdapter['name'];
  /** undefined when the platform is not configured */
  build(deps: AdapterDeps): PlatformAdapter | undefined;
}

const ADAPTERS: readonly AdapterEntry[] = [
  {
    name: 'local',
    build: (d) =>
      new LocalAdapter({
        ...d.local,
        stores: d.stores,
        settings: d.settings,
        usage: d.usage,
        language: d.language,
        routes: localRoutes,
      }),
  },
  {
    name: 'telegram',
    build: (d) => {
      const tg = d.platforms.telegram;
      if (!tg) return undefined;
      return new TelegramAdapter({
        token: tg.token,
        mode: tg.mode,
        webhookSecret: tg.webhookSecret,
        webhookUrl: tg.webhookUrl,
        apiRoot: tg.apiRoot,
        // Inline mode is a feature: translations cached in Redis like every other.
        inline: inlineTranslation({
          language: d.language,
          translator: d.translator,
        }),
        recentTexts: d.stores.recentTexts,
        settings: d.settings,
        onError: (err, what) => d.onError('telegram', err, what),
      });
    },
  },
  {
    name: 'slack',
    build: (d) =>
      d.platforms.slack
        ? buildSlackAdapter(d.platforms.slack, {
            stores: d.stores,
            settings: d.settings,
            usage: d.usage,
            onError: (err, what) => d.onError('slack', err, what),
          })
        : undefined,
  },
  {
    name: 'discord',
    build: (d) =>
      d.platforms.discord
        ? buildDiscordAdapter(d.platforms.discord, {
            stores: d.stores,
            settings: d.settings,
            onError: (err, what) => d.onError('discord', err, what),
          })
        : undefined,
  },
];

/** The local chat first, then every configured platform. */
export function buildAdapters(deps: AdapterDeps): { local: LocalAdapter; adapters: PlatformAdapter[] } {
  const built = ADAPTERS.map((entry) => entry.build(deps)).filter((a): a is PlatformAdapter => !!a);
  const local = built.find((a): a is LocalAdapter => a instanceof LocalAdapter);
  if (!local) throw new Error('the local chat adapter is missing from the registry');
  return { local, adapters: built };
}
