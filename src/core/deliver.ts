// Posting replies through an adapter, the same way from the pipeline and from a worker: long text
// fitted to the platform (split or a file), the progress notice edited into the first reply.
import type { PlatformAdapter } from './adapter.js';
import type { ConversationRef } from './ids.js';
import type { Reply } from './reply.js';
import { fitReply } from './split.js';

export interface DeliverOptions {
  /** a progress message to edit with the first reply (when the adapter can edit) */
  editMessageId?: string;
  /** called after each message is posted (counts what reached the platform) */
  onPosted?: (reply: Reply) => void;
  /** base of each part's idempotency key (`KEY:0`, `KEY:1`, …), e.g. the job id */
  idempotencyKey?: string;
}

/** Returns the number of platform messages posted or edited. */
export async function deliverReplies(
  adapter: PlatformAdapter,
  conversation: ConversationRef,
  replies: Reply[],
  opts: DeliverOptions = {},
): Promise<number> {
  const parts = replies.flatMap((r) => fitReply(r, adapter.capabilities.maxTextLength));
  let posted = 0;
  for (const part of parts) {
    if (posted === 0 && opts.editMessageId && adapter.edit && adapter.capabilities.edit) {
      await adapter.edit(conversation, opts.editMessageId, part);
    } else {
      const idempotencyKey = opts.idempotencyKey ? `${opts.idempotencyKey}:${posted}` : undefined;
      await adapter.send(conversation, part, { idempotencyKey });
    }
    posted += 1;
    opts.onPosted?.(part);
  }
  return posted;
}
