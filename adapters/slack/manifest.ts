// The Slack app manifest: everything dubash needs (scopes, events, the /dubash command, the four
// message shortcuts, App Home, request URLs), so creating the app is one paste at
// api.slack.com/apps → Create New App → From an app manifest. `dubash slack manifest --url`.

import { textsOf } from '../../commands/locales/index.js';
import type { CommandSpec } from '../../src/core/command.js';
import { SLASH_COMMAND } from './normalize.js';

/** Bot token scopes, each for something dubash does. */
export const BOT_SCOPES = [
  'app_mentions:read', // @dubash translate … in channels
  'channels:history', // messages in public channels (auto-translate, voice clips)
  'groups:history', // … and private channels
  'im:history', // DMs to the bot: command lines without the slash
  'mpim:history',
  'channels:read', // conversations.members: members' languages
  'groups:read',
  'im:write', // conversations.open: notices to admins
  'chat:write', // answers, progress updated in place
  'chat:write.customize', // bridged messages posted under their author's name and picture
  'commands', // /dubash and the message shortcuts
  'files:read', // voice clips, images and PDFs (url_private_download)
  'files:write', // speech and long transcripts (external upload)
  'users:read', // users.info: admins and locale
  'reactions:read', // reaction_added: translate by reaction (a flag on a message)
] as const;

export const BOT_EVENTS = [
  'message.channels',
  'message.groups',
  'message.im',
  'message.mpim',
  'app_mention',
  'reaction_added',
  'app_home_opened',
  'app_uninstalled',
  'tokens_revoked',
] as const;

export interface ManifestOptions {
  /** public base URL of the bot (https://…); without it, Socket Mode */
  url?: string;
  name?: string;
  /** the commands: each with a message-menu entry is a shortcut */
  commands?: readonly CommandSpec[];
}

export function slackManifest(opts: ManifestOptions = {}): Record<string, unknown> {
  const base = opts.url?.replace(/\/+$/, '');
  const events = base ? `${base}/slack/events` : undefined;
  return {
    _metadata: { major_version: 1, minor_version: 1 },
    display_information: {
      name: opts.name ?? 'dubash',
      description: 'Talk across Indian languages and English',
      long_description:
        'dubash translates messages between Indian languages and English, transcribes voice and huddle clips, reads text in images and PDFs, and speaks messages aloud. Type /dubash help, or use the message shortcuts.',
      background_color: '#1f3a5f',
    },
    features: {
      app_home: { home_tab_enabled: true, messages_tab_enabled: true, messages_tab_read_only_enabled: false },
      bot_user: { display_name: opts.name ?? 'dubash', always_online: true },
      slash_commands: [
        {
          command: SLASH_COMMAND,
          ...(events ? { url: events } : {}),
          description: 'Translate, transcribe, speak, read text; /dubash help for all',
          usage_hint: 'translate to hi good morning',
          should_escape: false,
        },
      ],
      shortcuts: (opts.commands ?? []).flatMap((c) =>
        c.menu
          ? [
              {
                name: c.menu,
                type: 'message',
                callback_id: c.name,
                description: (textsOf(c.name).labels?.menuHint ?? c.description).slice(0, 80),
              },
            ]
          : [],
      ),
    },
    oauth_config: {
      ...(base ? { redirect_urls: [`${base}/slack/oauth_redirect`] } : {}),
      scopes: { bot: [...BOT_SCOPES] },
    },
    settings: {
      event_subscriptions: { ...(events ? { request_url: events } : {}), bot_events: [...BOT_EVENTS] },
      interactivity: { is_enabled: true, ...(events ? { request_url: events } : {}) },
      org_deploy_enabled: false,
      socket_mode_enabled: !base,
      token_rotation_enabled: false,
    },
  };
}
