// Personal commands of the web chat: what a member asks about themselves (their settings, their
// menu, help) is seen only by them, like Slack's and Discord's ephemeral answers. The command
// message is stored visible to its author alone, and every bot message answering a message only
// some members see is seen only by them too (LocalAdapter.post), so the answer, a refusal, the
// menu and its redraws never reach the channel.
import { parseCommand } from './normalize.js';
import type { StoredMessage } from './store.js';

/** The commands whose asking and answers belong to the member (Discord defers these ephemeral). */
const PERSONAL_COMMANDS: ReadonlySet<string> = new Set(['help', 'settings']);

/** `visibleTo` for a member's new message: only them when it is a personal command. */
export function personalVisibility(text: string, user: string): Pick<StoredMessage, 'visibleTo'> {
  const command = parseCommand(text);
  return command && PERSONAL_COMMANDS.has(command.name) ? { visibleTo: [user] } : {};
}
