// Ids and names of the local chat: message and file ids that sort by time, the conversation of a
// workspace/channel pair, and the checks every name from the HTTP API goes through.
import { type Message, render } from '../../src/core/i18n.js';
import type { ConversationRef } from '../../src/core/ids.js';
import { randomBytesPooled } from '../../src/state/random.js';

/** Time-ordered, URL-safe, unique enough for one chat: `m1a2b3c4d-5e6f7a8b`. */
export function newId(kind: 'm' | 'f'): string {
  return `${kind}${Date.now().toString(36)}-${randomBytesPooled(5).toString('hex')}`;
}

export function localConversation(workspace: string, channel: string): ConversationRef {
  return { platform: 'local', workspaceId: workspace, channelId: channel };
}

/**
 * Workspace, channel and member names: short, no spaces, safe in keys and URLs. Combining marks
 * are allowed after the first character because Indic names need their vowel signs (आशा, கமலா).
 */
export const NAME_PATTERN = /^[\p{L}\p{N}_.@-][\p{L}\p{M}\p{N}_.@-]{0,63}$/u;

export function checkName(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new RequestError(`${field} is required`);
  // NFC so that one name typed two ways (precomposed or not) is one member.
  const v = value.trim().normalize('NFC');
  if (!NAME_PATTERN.test(v)) {
    throw new RequestError(
      `${field} must be 1–64 letters (with their vowel signs), digits, '_', '.', '@' or '-' (got ${JSON.stringify(v.slice(0, 40))})`,
    );
  }
  return v;
}

/**
 * A bad request to the local chat API; `status` is the HTTP status to answer with. A refusal a
 * member reads is a catalog message (`in(lang)`); a malformed call (what only a script sends: the
 * page checks its input first) is an English string.
 */
export class RequestError extends Error {
  readonly why?: Message;

  constructor(
    message: string | Message,
    readonly status = 400,
  ) {
    super(typeof message === 'string' ? message : render('en', message));
    if (typeof message !== 'string') this.why = message;
  }

  in(lang: string): string {
    return this.why ? render(lang, this.why) : this.message;
  }
}

/** The name the bot posts under. */
export const BOT_USER = 'dubash';
