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
  /**
   * Messages posted earlier for the same source (an edited message): part i edits previous[i] when
   * the adapter can edit; parts beyond them are posted anew.
   */
  previous?: string[];
  /** called with the id of each message posted or edited, in order */
  onSent?: (id: string) => void;
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
    const canEdit = adapter.edit && adapter.capabilities.edit;
    const earlier = opts.previous?.[posted] ?? (posted === 0 ? opts.editMessageId : undefined);
    if (earlier && canEdit) {
      await adapter.edit?.(conversation, earlier, part);
      opts.onSent?.(earlier);
    } else {
      const idempotencyKey = opts.idempotencyKey ? `${opts.idempotencyKey}:${posted}` : undefined;
      const sent = await adapter.send(conversation, part, { idempotencyKey });
      opts.onSent?.(sent.id);
    }
    posted += 1;
    opts.onPosted?.(part);
  }
  return posted;
}
