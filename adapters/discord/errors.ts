// Discord's rights errors as one clear sentence: Missing Permissions (50013) names what dubash
// needs; Missing Access (50001) says it cannot see the channel.
import { DiscordAPIError } from 'discord.js';

export const MISSING_ACCESS = 50001;
export const MISSING_PERMISSIONS = 50013;
/** Unknown Message: deleted, or never there */
export const UNKNOWN_MESSAGE = 10008;

export function isRightsError(err: unknown): err is DiscordAPIError {
  return err instanceof DiscordAPIError && (err.code === MISSING_PERMISSIONS || err.code === MISSING_ACCESS);
}

export function rightsSentence(err: DiscordAPIError, what: string): string {
  if (err.code === MISSING_ACCESS)
    return `dubash cannot see that channel (Missing Access), so it cannot ${what} there. Give the dubash role View Channel and Read Message History in it.`;
  return (
    `dubash lacks a permission to ${what} in that channel (Missing Permissions). Give the dubash role ` +
    'Send Messages, Attach Files, Read Message History, Manage Messages and Manage Webhooks there.'
  );
}
