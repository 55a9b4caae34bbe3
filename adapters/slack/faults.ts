// What Slack's Web API errors mean for a person. `missing_scope` names the scope to add (told to an
// admin once per scope and workspace); `not_in_channel` asks the member to invite the bot. 429s are
// retried by the WebClient after Retry-After (rejectRateLimitedCalls stays false).
import { PermanentError, PlatformRefusal } from '../../src/core/errors.js';
import type { Message } from '../../src/core/i18n.js';

export interface SlackApiError {
  code?: string;
  data?: { error?: string; needed?: string; provided?: string; response_metadata?: unknown };
}

export const slackErrorCode = (err: unknown): string | undefined =>
  (err as SlackApiError)?.data?.error ?? undefined;

export const neededScope = (err: unknown): string | undefined => (err as SlackApiError)?.data?.needed;

/** not_in_channel: the member hears how to invite the bot. */
export const NOT_IN_CHANNEL: Message = { key: 'slack.notInChannel' };

export const isNotInChannel = (err: unknown): boolean =>
  err instanceof PermanentError && err.said?.key === NOT_IN_CHANNEL.key;

/** missing_scope: which scope to add, for an admin. */
export const missingScope = (scope: string | undefined): Message => ({
  key: 'slack.missingScope',
  params: { scope: scope ?? 'unknown' },
});

/** The errors no retry fixes: the worker tells the person at once, in their language. */
export function asPermanent(err: unknown): unknown {
  const code = slackErrorCode(err);
  if (code === 'not_in_channel') return new PermanentError(NOT_IN_CHANNEL, { cause: err });
  if (code === 'channel_not_found' || code === 'is_archived')
    return new PermanentError({ key: 'slack.says', params: { code } }, { cause: err });
  if (code === 'missing_scope') return new PermanentError(missingScope(neededScope(err)), { cause: err });
  return err;
}

/** Reading a reacted-to message: a deleted message or a channel the app may not read is an ordinary refusal. */
export function readRefusal(err: unknown): unknown {
  const code = slackErrorCode(err);
  if (code === 'message_not_found' || code === 'thread_not_found')
    return new PlatformRefusal('the message is gone (deleted), nothing to translate');
  if (code === 'not_in_channel' || code === 'channel_not_found')
    return new PlatformRefusal(
      'the app is not in that channel; invite it with /invite @dubash to translate by reaction',
    );
  if (code === 'missing_scope')
    return new PlatformRefusal(
      `the app lacks the scope ${neededScope(err) ?? 'to read history'}; add it under OAuth & Permissions and reinstall`,
    );
  return err;
}
