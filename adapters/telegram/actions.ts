// `typing` / `record_voice` / `upload_document` while a job runs. Telegram shows a chat action for
// about 5 s; the worker running the job repeats it (PlatformAdapter.working) until the result is
// posted, so the action also stops when the workers run in another process than the bot.
import type { Api } from 'grammy';
import type { WorkingKind } from '../../src/core/adapter.js';
import type { ConversationRef } from '../../src/core/ids.js';
import { chatIdOf, threadIdOf } from './ids.js';

/** One chat action in the conversation's chat (and forum topic). */
export async function sendChatAction(api: Api, conversation: ConversationRef, kind: WorkingKind) {
  const thread = threadIdOf(conversation);
  await api.sendChatAction(
    chatIdOf(conversation),
    kind,
    thread !== undefined ? { message_thread_id: thread } : {},
  );
}
