// The App Home tab (Block Kit), published with views.publish on app_home_opened: the member's
// language and script; for admins the workspace language, this month's budgets with a usage bar,
// and privacy. Settings change with `/dubash settings` (the modal) or the buttons here.
import type { types } from '@slack/bolt';
import { type MessageKey, type Params, say } from '../../src/core/i18n.js';

type HomeView = types.HomeView;

export interface HomeData {
  isAdmin: boolean;
  language: string;
  script: string;
  /** set only when the member chose it (else it follows the workspace, or their Slack locale) */
  chosenLanguage?: string;
  workspace?: {
    language: string;
    budget: { characters: number; audioSeconds: number };
    used: { characters: number; audioSeconds: number };
    apiLogging: string;
  };
}

/** `▓▓▓▓░░░░░░ 40% (400 of 1,000)` — a bar Slack draws in any font; said in `lang`. */
export function usageBar(used: number, budget: number, width = 10, lang = 'en'): string {
  const n = (x: number) => x.toLocaleString('en-US');
  if (budget <= 0) return say(lang, 'slack.home.noLimit', { used: n(used) });
  const share = Math.min(1, used / budget);
  const full = Math.round(share * width);
  const bar = `${'▓'.repeat(full)}${'░'.repeat(width - full)}`;
  return say(lang, 'slack.home.bar', {
    bar,
    percent: Math.round(share * 100),
    used: n(used),
    budget: n(budget),
  });
}

const section = (text: string) => ({ type: 'section' as const, text: { type: 'mrkdwn' as const, text } });

/** The member's App Home, said in `lang` (the language they read dubash in: src/core/i18n.ts readerOf). */
export function homeView(d: HomeData, lang = 'en'): HomeView {
  const t = (key: MessageKey, params?: Params) => say(lang, key, params);
  const blocks: HomeView['blocks'] = [
    { type: 'header', text: { type: 'plain_text', text: 'dubash' } },
    section(t('slack.home.intro')),
    { type: 'divider' },
    section(
      `${t(d.chosenLanguage ? 'slack.home.language' : 'slack.home.languageDefault', { language: d.language })}\n${t(
        'slack.home.script',
        { script: t(d.script === 'latin' ? 'slack.home.script.latin' : 'slack.home.script.native') },
      )}`,
    ),
    {
      type: 'actions',
      elements: [
        {
          type: 'button',
          action_id: 'home_settings',
          text: { type: 'plain_text', text: t('slack.home.change') },
          style: 'primary',
        },
      ],
    },
  ];
  if (d.isAdmin && d.workspace) {
    const w = d.workspace;
    blocks.push(
      { type: 'divider' },
      { type: 'header', text: { type: 'plain_text', text: t('slack.home.admins') } },
      section(t('slack.home.workspaceLanguage', { language: w.language })),
      section(
        t('slack.home.month', {
          characters: usageBar(w.used.characters, w.budget.characters, 10, lang),
          audio: usageBar(w.used.audioSeconds, w.budget.audioSeconds, 10, lang),
        }),
      ),
      section(t('slack.home.privacy', { logging: w.apiLogging })),
      section(t('slack.home.channel')),
    );
  }
  return { type: 'home', blocks };
}
