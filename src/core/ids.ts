// Conversation references as prefixed string ids (`telegram:-100123:45`), so they survive a trip
// through Redis keys and job payloads. Parts are percent-encoded, so a ':' inside an id is safe.
import { z } from 'zod';

export const PLATFORMS = ['local', 'telegram', 'slack', 'discord'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const ConversationRef = z.object({
  platform: z.enum(PLATFORMS),
  workspaceId: z.string().min(1),
  channelId: z.string().min(1),
  threadId: z.string().min(1).optional(),
});
export type ConversationRef = z.infer<typeof ConversationRef>;

const enc = (s: string) => encodeURIComponent(s);

/** `platform:workspace:channel[:thread]` */
export function encodeConversation(ref: ConversationRef): string {
  const parts = [ref.platform, enc(ref.workspaceId), enc(ref.channelId)];
  if (ref.threadId) parts.push(enc(ref.threadId));
  return parts.join(':');
}

export function decodeConversation(id: string): ConversationRef {
  const parts = id.split(':');
  if (parts.length < 3 || parts.length > 4) throw new Error(`not a conversation id: ${id.slice(0, 80)}`);
  const [platform, workspaceId, channelId, threadId] = parts.map((p) => decodeURIComponent(p ?? ''));
  return ConversationRef.parse({ platform, workspaceId, channelId, threadId: threadId || undefined });
}

/** Key of a workspace across platforms: `platform:workspace`. */
export function workspaceKey(ref: Pick<ConversationRef, 'platform' | 'workspaceId'>): string {
  return `${ref.platform}:${enc(ref.workspaceId)}`;
}

/** Key of a channel (thread ignored): `platform:workspace:channel`. */
export function channelKey(ref: ConversationRef): string {
  return `${workspaceKey(ref)}:${enc(ref.channelId)}`;
}
