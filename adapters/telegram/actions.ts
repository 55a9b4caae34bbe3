// `typing` / `record_voice` / `upload_document` while a job runs: Telegram shows a chat action for
// about 5 s, so it is repeated until the progress message is edited with the result (or a cap).
import type { Api } from 'grammy';
import type { ConversationRef } from '../../src/core/ids.js';
import { chatIdOf, threadIdOf } from './ids.js';

const ACTION_EVERY_MS = 4_500;
const ACTION_MAX_MS = 3 * 60_000;

export type ChatAction = 'typing' | 'record_voice' | 'upload_document';

export class ChatActions {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly api: Api) {}

  private key = (conversation: ConversationRef, id: number | undefined) => `${conversation.channelId}:${id}`;

  /** Shows `action` in the chat until stop() with the same progress message id. */
  start(conversation: ConversationRef, progressMessageId: number, action: ChatAction): void {
    const chat = chatIdOf(conversation);
    const thread = threadIdOf(conversation);
    const where = thread !== undefined ? { message_thread_id: thread } : {};
    const ping = () => this.api.sendChatAction(chat, action, where).catch(() => undefined);
    void ping();
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > ACTION_MAX_MS) return this.stop(conversation, progressMessageId);
      void ping();
    }, ACTION_EVERY_MS);
    timer.unref();
    this.timers.set(this.key(conversation, progressMessageId), timer);
  }

  stop(conversation: ConversationRef, progressMessageId: number | undefined): void {
    const key = this.key(conversation, progressMessageId);
    clearInterval(this.timers.get(key));
    this.timers.delete(key);
  }

  clear(): void {
    for (const t of this.timers.values()) clearInterval(t);
    this.timers.clear();
  }
}
