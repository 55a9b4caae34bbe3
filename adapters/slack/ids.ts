// Slack ids in the core's terms: a workspace is a team, a conversation a channel id (C…, G…, D…),
// a thread its parent's ts; a message id is its ts. A file is named by its team (whose token
// downloads it) and its url_private_download.
import type { MediaRef } from '../../src/core/event.js';
import type { ConversationRef } from '../../src/core/ids.js';

export const OFFICIAL_API_URL = 'https://slack.com/api/';

export function slackConversation(team: string, channel: string, threadTs?: string): ConversationRef {
  return {
    platform: 'slack',
    workspaceId: team,
    channelId: channel,
    ...(threadTs ? { threadId: threadTs } : {}),
  };
}

/** A direct message channel (D…): the bot's conversation with one member. */
export const isDirect = (conversation: ConversationRef) => conversation.channelId.startsWith('D');

/** The ts of an ephemeral message is no handle for edits: its id says so. */
export const EPHEMERAL_PREFIX = 'eph:';

export interface FileRef {
  team: string;
  url: string;
}

export const fileRef = (team: string, url: string): string => JSON.stringify({ team, url });

export function parseFileRef(media: MediaRef): FileRef | undefined {
  try {
    const v = JSON.parse(media.ref) as Partial<FileRef>;
    return typeof v.team === 'string' && typeof v.url === 'string' ? { team: v.team, url: v.url } : undefined;
  } catch {
    return undefined;
  }
}
