// Personal commands of the web chat: a command whose rules say its answer is the member's own
// (commands/*.ts `rules.answer: 'personal'`) is seen only by them, like Slack's and Discord's
// ephemeral answers. The command message is stored visible to its author alone, and every bot
// message answering a message only some members see is seen only by them too (LocalAdapter.post),
// so the answer, a refusal, the menu and its redraws never reach the channel.
import type { CommandSpec } from '../../src/core/command.js';
import { parseCommand } from './normalize.js';
import type { StoredMessage } from './store.js';

/** `visibleTo` for a member's new message: only them when it asks a personal command. */
export function personalVisibility(
  text: string,
  user: string,
  specs: readonly CommandSpec[],
): Pick<StoredMessage, 'visibleTo'> {
  const command = parseCommand(text);
  const spec = command && specs.find((s) => s.name === command.name);
  return spec?.rules.answer === 'personal' ? { visibleTo: [user] } : {};
}
