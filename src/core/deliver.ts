// Posting replies through an adapter, the same way from the pipeline and from a worker: long text
// fitted to the platform (split or a file), each reply to its audience (src/core/audience.ts), the
// progress notice edited into the first reply, answers through the event's interaction handle
// when there is one (Discord, Slack), and an answer's languages placed elsewhere first when a
// feature says where (mirror channels, per-language topics: src/features/language-destinations).
import type { PlatformAdapter, SentMessage } from './adapter.js';
import { isChannelReply, sendToAudience } from './audience.js';
import type { Interaction } from './event.js';
import type { ConversationRef } from './ids.js';
import type { Reply } from './reply.js';
import { fitReply } from './split.js';

/**
 * Places a reply's languages elsewhere than the conversation (another channel, a topic) and keeps
 * what it posted under the answer's handle, from any process.
 */
export interface ReplyPlacer {
  /**
   * Posts the reply, or rewrites what is recorded under `earlier` (an edited source); the answer's
   * handle. Undefined when the reply is not its to place: the core posts or edits it as ever.
   * `fresh`: the first answer to a new message, so nothing can be recorded for its source yet.
   */
  place(
    adapter: PlatformAdapter,
    conversation: ConversationRef,
    reply: Reply,
    earlier: string | undefined,
    fresh?: boolean,
  ): Promise<SentMessage | undefined>;
  /** Deletes the posts recorded under `handle`; false when there were none (an ordinary message). */
  remove(adapter: PlatformAdapter, conversation: ConversationRef, handle: string): Promise<boolean>;
  /**
   * The handle of the answer placed for the message `source`, once a placement in flight is done:
   * a delete of the source that comes before the answer's id is kept still reaches its posts.
   */
  answerTo(conversation: ConversationRef, source: string): Promise<string | undefined>;
}

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
  /**
   * called with the id of each message posted or edited, in order, and the earlier id it was
   * written over (edited, or rewritten under a new id): that one is the adapter's, not stale
   */
  onSent?: (id: string, replaced?: string) => void;
  /** the event's interaction: the first reply replaces its (deferred/progress) response, the rest follow up */
  interaction?: Interaction;
  /** the language of the person answered (a long answer's file caption); English without */
  reader?: string;
  /** asked first for each channel reply (src/features/language-destinations) */
  destinations?: ReplyPlacer;
  /**
   * The first answers to a new message (not an edit, not a job's later result): nothing was placed
   * for its source before, so the placer need not look (a read saved on every message).
   */
  fresh?: boolean;
}

/** Returns the number of platform messages posted or edited. */
export async function deliverReplies(
  adapter: PlatformAdapter,
  conversation: ConversationRef,
  replies: Reply[],
  opts: DeliverOptions = {},
): Promise<number> {
  const parts = replies.flatMap((r) => fitReply(r, adapter.maxTextLength, opts.reader));
  let posted = 0;
  for (const part of parts) {
    const sent = await deliverOne(adapter, conversation, part, posted, opts);
    if (sent) opts.onSent?.(sent.id, sent.replaced);
    posted += 1;
    opts.onPosted?.(part);
  }
  return posted;
}

async function deliverOne(
  adapter: PlatformAdapter,
  conversation: ConversationRef,
  part: Reply,
  index: number,
  opts: DeliverOptions,
): Promise<{ id: string; replaced?: string } | undefined> {
  if (part.type === 'remove') {
    // A closed menu: gone where the platform can delete, else left as it is.
    await adapter.delete?.(conversation, part.messageId).catch(() => undefined);
    return undefined;
  }
  const live = opts.interaction && (opts.interaction.expiresAt ?? Infinity) > Date.now();
  if (live && opts.interaction && adapter.respond) {
    const sent = await adapter.respond(opts.interaction, part, { replace: index === 0 });
    if (sent) return { id: sent.id };
  }
  const earlier = part.replaces ?? opts.previous?.[index] ?? (index === 0 ? opts.editMessageId : undefined);
  if (opts.destinations && isChannelReply(part)) {
    const placed = await opts.destinations.place(
      adapter,
      conversation,
      part,
      adapter.edit ? earlier : undefined,
      opts.fresh,
    );
    if (placed) return { id: placed.id, ...(earlier && adapter.edit ? { replaced: earlier } : {}) };
  }
  if (earlier && adapter.edit && isChannelReply(part)) {
    // the handle of what shows it now, when not `earlier` (posted anew, parts added or dropped)
    const id = (await adapter.edit(conversation, earlier, part))?.id ?? earlier;
    return { id, replaced: earlier };
  }
  const idempotencyKey = opts.idempotencyKey ? `${opts.idempotencyKey}:${index}` : undefined;
  return { id: (await sendToAudience(adapter, conversation, part, { idempotencyKey })).id };
}

/** Deletes one of the bot's answers, with whatever was posted elsewhere under it. */
export async function deleteAnswer(
  adapter: PlatformAdapter,
  conversation: ConversationRef,
  id: string,
  destinations?: ReplyPlacer,
): Promise<void> {
  if (await destinations?.remove(adapter, conversation, id)) return;
  await adapter.delete?.(conversation, id);
}
