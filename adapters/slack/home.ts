// The App Home tab (Block Kit), published with views.publish on app_home_opened: the member's
// language and script; for admins the workspace language, this month's budgets with a usage bar,
// and privacy. Settings change with `/dubash settings` (the modal) or the buttons here.
import type { types } from '@slack/bolt';

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

/** `▓▓▓▓░░░░░░ 40%` — a bar Slack draws in any font. */
export function usageBar(used: number, budget: number, width = 10): string {
  if (budget <= 0) return `${used.toLocaleString('en-US')} used (no limit)`;
  const share = Math.min(1, used / budget);
  const full = Math.round(share * width);
  return `${'▓'.repeat(full)}${'░'.repeat(width - full)} ${Math.round(share * 100)}% (${used.toLocaleString('en-US')} of ${budget.toLocaleString('en-US')})`;
}

const section = (text: string) => ({ type: 'section' as const, text: { type: 'mrkdwn' as const, text } });

export function homeView(d: HomeData): HomeView {
  const blocks: HomeView['blocks'] = [
    { type: 'header', text: { type: 'plain_text', text: 'dubash' } },
    section(
      'Translation across Indian languages and English. Type `/dubash help` anywhere, or use the message shortcuts (⋯ on a message → *Translate*, *Transcribe*, *Speak*, *Read text*).',
    ),
    { type: 'divider' },
    section(
      `*My language:* ${d.language}${d.chosenLanguage ? '' : ' _(from your Slack language or the workspace)_'}\n*Romanized Hindi shown in:* ${d.script === 'latin' ? 'Latin letters' : 'its own script'}`,
    ),
    {
      type: 'actions',
      elements: [
        {
          type: 'button',
          action_id: 'home_settings',
          text: { type: 'plain_text', text: 'Change my settings' },
          style: 'primary',
        },
      ],
    },
  ];
  if (d.isAdmin && d.workspace) {
    const w = d.workspace;
    blocks.push(
      { type: 'divider' },
      { type: 'header', text: { type: 'plain_text', text: 'Workspace (admins)' } },
      section(`*Workspace language:* ${w.language}`),
      section(
        `*This month*\nCharacters translated: ${usageBar(w.used.characters, w.budget.characters)}\nAudio seconds: ${usageBar(w.used.audioSeconds, w.budget.audioSeconds)}`,
      ),
      section(
        `*Privacy:* API logging \`${w.apiLogging}\` (change with \`/dubash settings workspace privacy logging false\`)`,
      ),
      section('Channel settings: `/dubash settings` in the channel opens them.'),
    );
  }
  return { type: 'home', blocks };
}
