// Discord's rights errors as one clear sentence: Missing Permissions (50013) names what dubash
// needs; Missing Access (50001) says it cannot see the channel.
import { DiscordAPIError } from 'discord.js';
import type { Message, MessageKey } from '../../src/core/i18n.js';

export const MISSING_ACCESS = 50001;
export const MISSING_PERMISSIONS = 50013;
/** Unknown Message: deleted, or never there */
export const UNKNOWN_MESSAGE = 10008;

export function isRightsError(err: unknown): err is DiscordAPIError {
  return err instanceof DiscordAPIError && (err.code === MISSING_PERMISSIONS || err.code === MISSING_ACCESS);
}

/** What the bot was doing when Discord refused. */
export type RightsAction = 'send' | 'edit' | 'delete';

const DOING: Record<RightsAction, MessageKey> = {
  send: 'rights.what.send',
  edit: 'rights.what.edit',
  delete: 'rights.what.delete',
};

/** The refusal as a catalog message (said to the admins in the workspace's language). */
export function rightsMessage(err: DiscordAPIError, what: RightsAction): Message {
  const params = { what: { key: DOING[what] } };
  return err.code === MISSING_ACCESS
    ? { key: 'rights.discord.noAccess', params }
    : { key: 'rights.discord.missing', params };
}
