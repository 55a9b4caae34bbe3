// An update whose files dubash could not describe to its own core (a `file_size` of -1, a
// negative duration): found before the update is accepted, so the webhook answers 400 and no job
// is queued that would fail in a worker with a schema message meant for nobody (issue 9). A text
// longer than Telegram allows is refused the same way (issue 18).
import type { Update } from 'grammy/types';
import { MediaRef } from '../../src/core/event.js';
import { mediaOf, messageOf } from './normalize.js';
import { MAX_TEXT } from './render.js';

const MAX_CAPTION = 1024;

/** What is wrong with an update's message or the message it replies to, else undefined. */
export function updateProblem(update: Update): string | undefined {
  const found = messageOf(update);
  if (!found) return undefined;
  for (const m of [found.message, found.message.reply_to_message]) {
    if (!m) continue;
    if (typeof m.message_id !== 'number' || typeof m.chat?.id !== 'number') {
      return 'a message needs a numeric message_id and chat.id';
    }
    // Telegram's own maxima: a longer text can only be forged, and is not read any further.
    if (typeof m.text === 'string' && m.text.length > MAX_TEXT) {
      return `a message's text is at most ${MAX_TEXT} characters (this one has ${m.text.length})`;
    }
    if (typeof m.caption === 'string' && m.caption.length > MAX_CAPTION) {
      return `a caption is at most ${MAX_CAPTION} characters (this one has ${m.caption.length})`;
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
