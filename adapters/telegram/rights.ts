// Missing rights in a chat: told once (per chat and right, per hour) in a message that says what
// an admin can do; a chat where even text cannot be posted is left alone for a while. Either way
// the call fails with the core's PermanentError, so a job does not retry into the same wall.

import { type Api, GrammyError } from 'grammy';
import { PermanentError } from '../../src/core/errors.js';
import { type MessageKey, say } from '../../src/core/i18n.js';
import type { ConversationRef } from '../../src/core/ids.js';
import { sendReply } from './render.js';

/** How long a chat where the bot may not post is left alone before trying again. */
const MUTE_MS = 10 * 60_000;
/** How long one "I lack this right" message holds before it may be said again. */
const TOLD_MS = 60 * 60_000;

const RIGHTS =
  /not enough rights|CHAT_WRITE_FORBIDDEN|CHAT_SEND_\w+_FORBIDDEN|have no rights|need administrator rights|CHAT_ADMIN_REQUIRED|bot was kicked|bot is not a member|bot was blocked/i;

export function isRightsError(err: unknown): err is GrammyError {
  return err instanceof GrammyError && (err.error_code === 403 || RIGHTS.test(err.description));
}

/** What the bot may not do, as the chat's notice says it. */
const RIGHT_NAMES: Record<string, MessageKey> = {
  voice: 'rights.what.voice',
  photo: 'rights.what.photo',
  document: 'rights.what.document',
  delete: 'rights.what.deleteAsAdmin',
};

export class RightsGuard {
  private readonly muted = new Map<string, number>();
  private readonly told = new Map<string, number>();

  constructor(
    private readonly api: Api,
    private readonly report: (err: unknown, what: string) => void,
    /** the chat's workspace language, which its notice is said in (English without) */
    private readonly languageOf: (conversation: ConversationRef) => Promise<string | undefined> = async () =>
      undefined,
  ) {}

  /** Runs a Bot API call that needs `right` ('text', 'voice', 'photo', 'document', 'delete') in the chat. */
  async run<T>(conversation: ConversationRef, right: string, call: () => Promise<T>): Promise<T> {
    const chat = conversation.channelId;
    if ((this.muted.get(chat) ?? 0) > Date.now())
      throw new PermanentError('dubash may not post in this Telegram chat');
    try {
      return await call();
    } catch (err) {
      if (!isRightsError(err)) throw err;
      if (right === 'text') {
        this.muted.set(chat, Date.now() + MUTE_MS);
        this.report(err, `no rights to post in telegram chat ${chat}; pausing it for 10 minutes`);
      } else {
        const key = `${chat}:${right}`;
        if ((this.told.get(key) ?? 0) < Date.now()) {
          this.told.set(key, Date.now() + TOLD_MS);
          const name = RIGHT_NAMES[right];
          const lang = (await this.languageOf(conversation).catch(() => undefined)) ?? 'en';
          await sendReply(this.api, conversation, {
            type: 'error',
            text: say(lang, 'rights.telegram', { what: name ? { key: name } : right }),
          }).catch(() => undefined);
        }
      }
      throw new PermanentError(`dubash lacks the right to ${right} in this Telegram chat`);
    }
  }
}
