// Shared by the worker reliability tests: many cheap `speak` jobs for one channel, and the bot's
// replies in that channel counted by the message they answer.

import type { BullJobSink } from '../../../src/jobs/queue.js';
import type { WebChatStore } from '../../../src/state/stores/web-chat.js';

export async function enqueueSpeakJobs(sink: BullJobSink, n: number, workspaceId: string, channelId: string) {
  for (let i = 0; i < n; i++) {
    const event = {
      id: `evt-${i}`,
      kind: 'command' as const,
      conversation: { platform: 'local' as const, workspaceId, channelId },
      messageId: `msg-${i}`,
      author: { id: 'asha', isBot: false, isSelf: false, isAdmin: false },
      command: { name: 'speak', args: `number ${i}` },
    };
    await sink.enqueue(
      'speak',
      { event, text: `number ${i}`, voice: 'en_female' },
      { dedupeKey: `${event.id}:speak` },
    );
  }
}

/** Bot replies in the channel, by the message they answer. */
export async function repliesByMessage(
  store: Pick<WebChatStore, 'list'>,
  workspace: string,
  channel: string,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const m of await store.list(workspace, channel, 1_000))
    if (m.bot && m.replyTo) counts.set(m.replyTo, (counts.get(m.replyTo) ?? 0) + 1);
  return counts;
}
