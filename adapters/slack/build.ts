// The Slack adapter from its configuration (SLACK_* variables, src/config.ts), as the registry
// builds it: one workspace with SLACK_BOT_TOKEN, many with OAuth (installations in Redis), Socket
// Mode with SLACK_APP_TOKEN; the App Home reads the settings and this month's usage.

import type { SlackConfig } from '../../src/config.js';
import type { UsageMeter } from '../../src/core/command.js';
import type { FormInput } from '../../src/core/form.js';
import { supportedLocale } from '../../src/core/languages.js';
import type { SettingsStore } from '../../src/core/settings-store.js';
import type { Stores } from '../../src/state/stores/index.js';
import type { HomeData } from './home.js';
import { slackConversation } from './ids.js';
import { SlackAdapter } from './index.js';

export interface SlackBuildDeps {
  stores: Pick<Stores, 'marks' | 'installations'>;
  settings?: SettingsStore;
  /** this month's usage, on the App Home */
  usage: Pick<UsageMeter, 'used'>;
  onError(err: unknown, what: string): void;
}

/** What a member's App Home shows, from the settings store and the usage meter. */
export function homeData(usage: Pick<UsageMeter, 'used'>, settings: SettingsStore) {
  return async (team: string, user: string, isAdmin: boolean): Promise<HomeData> => {
    // Member and workspace settings do not depend on a channel: any id names the workspace.
    const ref = slackConversation(team, 'home');
    const [resolved, mine] = await Promise.all([
      settings.resolve(ref, user),
      settings.get('member', ref, user),
    ]);
    const workspace = isAdmin ? await settings.resolve(ref) : undefined;
    return {
      isAdmin,
      language: resolved.language,
      script: resolved.script,
      ...(mine.language ? { chosenLanguage: mine.language } : {}),
      ...(workspace
        ? {
            workspace: {
              language: workspace.language,
              budget: workspace.budget,
              used: {
                characters: await usage.used(ref, 'characters'),
                audioSeconds: await usage.used(ref, 'audioSeconds'),
              },
              apiLogging: workspace.apiLogging,
            },
          }
        : {}),
    };
  };
}

/** What a command's form is drawn from: the settings in force for the member and in the channel. */
export function formInput(settings: SettingsStore) {
  return async (team: string, channel: string, user: string, locale?: string): Promise<FormInput> => {
    const ref = slackConversation(team, channel);
    const [member, here, mine, workspace] = await Promise.all([
      settings.resolve(ref, user),
      settings.resolve(ref),
      settings.get('member', ref, user),
      settings.get('workspace', ref),
    ]);
    // Read in the member's own choice, else their Slack locale, else the workspace's language.
    const lang = mine.language ?? supportedLocale(locale) ?? workspace.language ?? 'en';
    return { member, channel: here, lang };
  };
}

export function buildSlackAdapter(config: SlackConfig, deps: SlackBuildDeps): SlackAdapter {
  return new SlackAdapter({
    ...(config.botToken ? { botToken: config.botToken } : {}),
    signingSecret: config.signingSecret,
    ...(config.appToken ? { appToken: config.appToken } : {}),
    ...(config.apiUrl ? { apiUrl: config.apiUrl } : {}),
    ...(config.oauth ? { oauth: config.oauth } : {}),
    ...(deps.settings
      ? { home: homeData(deps.usage, deps.settings), formInput: formInput(deps.settings) }
      : {}),
    stores: deps.stores,
    onError: deps.onError,
  });
}
