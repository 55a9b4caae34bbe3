// An update whose files dubash could not describe to its own core (a `file_size` of -1, a
// negative duration): found before the update is accepted, so the webhook answers 400 and no job
// is queued that would fail in a worker with a schema message meant for nobody (issue 9).
import type { Update } from 'grammy/types';
import { MediaRef } from '../../src/core/event.js';
import { mediaOf, messageOf } from './normalize.js';

/** What is wrong with an update's message or the message it replies to, else undefined. */
export function updateProblem(update: Update): string | undefined {
  const found = messageOf(update);
  if (!found) return undefined;
  for (const m of [found.message, found.message.reply_to_message]) {
    if (!m) continue;
    if (typeof m.message_id !== 'number' || typeof m.chat?.id !== 'number') {
      return 'a message needs a numeric message_id and chat.id';
    }
    for (const media of mediaOf(m)) {
      const checked = MediaRef.safeParse(media);
      if (checked.success) continue;
      const field = String(checked.error.issues[0]?.path[0] ?? 'file');
      const value = (media as unknown as Record<string, unknown>)[field];
      return `the ${media.kind} file's ${field} (${JSON.stringify(value) ?? 'missing'}) is not valid`;
    }
  }
  return undefined;
}
