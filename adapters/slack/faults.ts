// What Slack's Web API errors mean for a person. `missing_scope` names the scope to add (told to an
// admin once per scope and workspace); `not_in_channel` asks the member to invite the bot. 429s are
// retried by the WebClient after Retry-After (rejectRateLimitedCalls stays false).
import { PermanentError, PlatformRefusal } from '../../src/core/errors.js';

export interface SlackApiError {
  code?: string;
  data?: { error?: string; needed?: string; provided?: string; response_metadata?: unknown };
}

export const slackErrorCode = (err: unknown): string | undefined =>
  (err as SlackApiError)?.data?.error ?? undefined;

export const neededScope = (err: unknown): string | undefined => (err as SlackApiError)?.data?.needed;

export const NOT_IN_CHANNEL =
  "I'm not in this channel, so I can't post here. Type `/invite @dubash` in the channel, then try again.";

export function missingScopeSentence(scope: string | undefined): string {
  return (
    `Admins: Slack refused a call because the dubash app lacks the scope \`${scope ?? 'unknown'}\`. ` +
    'Add it under OAuth & Permissions → Bot Token Scopes (or paste the manifest from ' +
    '`dubash slack manifest` again) and reinstall the app.'
  );
}

/** The errors no retry fixes: the worker tells the person at once. */
export function asPermanent(err: unknown): unknown {
  const code = slackErrorCode(err);
  if (code === 'not_in_channel' || code === 'channel_not_found' || code === 'is_archived')
    return new PermanentError(code === 'not_in_channel' ? NOT_IN_CHANNEL : `Slack says: ${code}.`, {
      cause: err,
    });
  if (code === 'missing_scope')
    return new PermanentError(missingScopeSentence(neededScope(err)), { cause: err });
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
