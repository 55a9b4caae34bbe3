// Discord ids in dubash's terms. A conversation is a guild (`dm-CHANNEL` for a direct message: each
// DM is a workspace of its own, so one DM's settings, budget and rate count are not another's) and a channel;
// a thread is the thread of its parent channel, so it reads with the channel's settings. Replies go
// to the thread when there is one. Message ids of the bot's posts are the snowflakes, except posts
// made through a channel webhook (mirror channels, moderation reposts): `w:CHANNEL:MESSAGE`.
import type { ConversationRef } from '../../src/core/ids.js';

export const OFFICIAL_API_URL = 'https://discord.com/api';
/** Before each DM had its own workspace, all shared `dm`; still read as a DM. */
export const DM_WORKSPACE = 'dm';
const DM_PREFIX = 'dm-';
export const isDmWorkspace = (workspaceId: string): boolean =>
  workspaceId === DM_WORKSPACE || workspaceId.startsWith(DM_PREFIX);

export function discordConversation(
  guildId: string | undefined | null,
  channelId: string,
  parentId?: string | null,
): ConversationRef {
  return {
    platform: 'discord',
    workspaceId: guildId ?? `${DM_PREFIX}${channelId}`,
    channelId: parentId ?? channelId,
    ...(parentId ? { threadId: channelId } : {}),
  };
}

/** The channel id the REST calls for a conversation address (the thread, when there is one). */
export const channelOf = (c: ConversationRef): string => c.threadId ?? c.channelId;

export const guildOf = (c: ConversationRef): string | undefined =>
  isDmWorkspace(c.workspaceId) ? undefined : c.workspaceId;

export interface WebhookPost {
  channel: string;
  message: string;
}

export const webhookPostId = (p: WebhookPost) => `w:${p.channel}:${p.message}`;

export function parseWebhookPost(id: string): WebhookPost | undefined {
  const m = /^w:(\d+):(\d+)$/.exec(id);
  return m?.[1] && m[2] ? { channel: m[1], message: m[2] } : undefined;
}

export const isSnowflake = (s: string | undefined): s is string => !!s && /^\d{5,20}$/.test(s);

/** Discord locale (`en-US`, `hi`, `pt-BR`) → a language code dubash may know (`en`, `hi`). */
export const languageOfLocale = (locale: string | undefined) => locale?.split('-')[0]?.toLowerCase();
