// Who sees a reply, in one place for every adapter: the channel; one member (the platform's
// ephemeral message, else a direct message where the bot may write to them, else the channel with
// the member mentioned, or, for a private reply, only a sentence saying how to be reachable); or
// the admins (ephemeral, else each admin directly; never the channel — a private chat's only
// member is its admin). Adapters only say what they can (PlatformAdapter.sendEphemeral/openDM/adminsOf).
import type { PlatformAdapter, SendOptions, SentMessage } from './adapter.js';
import { type ConversationRef, encodeConversation } from './ids.js';
import type { Audience, Reply } from './reply.js';

type Member = Exclude<Audience, string>;

/** `@name` unless the adapter names members its own way. */
function mention(adapter: PlatformAdapter, member: Member): string {
  return adapter.mention?.(member) ?? `@${member.name ?? member.member}`;
}

/** The reply with the member named first (it is posted where everyone sees it). */
function mentioning(reply: Reply, who: string): Reply {
  if (reply.type === 'text' || reply.type === 'notice' || reply.type === 'error')
    return { ...reply, text: `${who} ${reply.text}` };
  if (reply.type === 'audio' || reply.type === 'image' || reply.type === 'file')
    return { ...reply, caption: reply.caption ? `${who} ${reply.caption}` : who };
  return reply;
}

/** A direct message, where the platform lets the bot write to the member (undefined: it does not). */
async function direct(
  adapter: PlatformAdapter,
  conversation: ConversationRef,
  member: string,
  reply: Reply,
  opts: SendOptions,
): Promise<SentMessage | undefined> {
  const dm = await adapter.openDM?.(conversation, member).catch(() => undefined);
  if (!dm) return undefined;
  // Already their direct conversation: answer in place.
  if (encodeConversation(dm) === encodeConversation(conversation))
    return adapter.send(conversation, { ...reply, audience: 'channel' }, opts);
  // The message it answers is in another conversation: no thread there. A member who never opened
  // a chat with the bot cannot be written to (Telegram answers 403).
  return adapter.send(dm, { ...reply, replyTo: undefined, audience: 'channel' }, opts).catch(() => undefined);
}

async function toMember(
  adapter: PlatformAdapter,
  conversation: ConversationRef,
  member: Member,
  reply: Reply,
  opts: SendOptions,
): Promise<SentMessage> {
  if (adapter.sendEphemeral) return adapter.sendEphemeral(conversation, [member.member], reply, opts);
  const sent = await direct(adapter, conversation, member.member, reply, opts);
  if (sent) return sent;
  // Private (a bridge code): never the channel; the member hears how to be reachable instead.
  if (member.unreachable !== undefined) {
    const { replyTo } = reply;
    const instead: Reply = { type: 'error', text: member.unreachable, ...(replyTo ? { replyTo } : {}) };
    return adapter.send(conversation, mentioning(instead, mention(adapter, member)), opts);
  }
  return adapter.send(
    conversation,
    mentioning({ ...reply, audience: 'channel' }, mention(adapter, member)),
    opts,
  );
}

/** Posts a reply to its audience; the id is the first message's (or `admins` when none was posted). */
export async function sendToAudience(
  adapter: PlatformAdapter,
  conversation: ConversationRef,
  reply: Reply,
  opts: SendOptions = {},
): Promise<SentMessage> {
  const audience = reply.audience ?? 'channel';
  // A moderation notice's action first (the message hidden or redacted), then the notice.
  if (reply.type === 'notice' && reply.action) await adapter.moderate?.(conversation, reply.action);
  if (audience === 'channel') {
    // A bridged post as its author where the platform can; else the reply, its text naming them.
    const asAuthor =
      'postAs' in reply && reply.postAs ? await adapter.postAs?.(conversation, reply) : undefined;
    return asAuthor ?? adapter.send(conversation, reply, opts);
  }
  if (audience !== 'admins') return toMember(adapter, conversation, audience, reply, opts);
  // A platform that cannot name its admins gets no admin-only replies: they may quote what a
  // member wrote (a moderation dry run), which the channel must not read.
  const admins = adapter.adminsOf ? await adapter.adminsOf(conversation) : [];
  if (admins.length === 0) return { id: 'admins' };
  if (adapter.sendEphemeral) return adapter.sendEphemeral(conversation, admins, reply, opts);
  // Each admin directly; an admin the bot cannot write to is skipped (never the channel: others
  // would read what is meant for admins).
  let first: SentMessage | undefined;
  for (const [i, admin] of admins.entries()) {
    const key = opts.idempotencyKey ? { idempotencyKey: `${opts.idempotencyKey}:admin${i}` } : {};
    const sent = await direct(adapter, conversation, admin, reply, key);
    first ??= sent;
  }
  return first ?? { id: 'admins' };
}

/** Replies only some people see are not edited in place of a channel message (nor replaced by one). */
export const isChannelReply = (reply: Reply) => (reply.audience ?? 'channel') === 'channel';
