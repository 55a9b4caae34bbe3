// A bridged image or file as its author: Execute Webhook on the channel's webhook with the bytes as
// multipart `files[n]` and `payload_json` carrying username, avatar_url and the caption without the
// name (an image's text, when the channel reads it) as content. Its id is `w:CHANNEL:MESSAGE`, so
// edits and deletes go through the webhook like bridged text (index.ts edit/delete).
//
// Voice notes are not sent this way: Execute Webhook sets only SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS
// and IS_COMPONENTS_V2 (Discord's API docs, webhook resource), not IS_VOICE_MESSAGE, so a webhook
// would post a plain audio file. The bridge posts a note's caption as its author (a text reply with
// postAs) and the voice message as the bot (src/features/bridge/relay.ts).
import type { SentMessage } from '../../src/core/adapter.js';
import type { ConversationRef } from '../../src/core/ids.js';
import type { Reply } from '../../src/core/reply.js';
import { channelOf, guildOf } from './ids.js';
import { MAX_TEXT } from './render.js';
import type { Webhooks } from './webhooks.js';

const clip = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT - 1)}…` : s);

/**
 * Undefined when the reply is not a bridged image or file, answers a message (a webhook post cannot
 * reply), is in a DM, or the webhook refused (no Manage Webhooks): then the bot posts it, captioned
 * with the name.
 */
export async function postFileAs(
  webhooks: Webhooks,
  conversation: ConversationRef,
  reply: Reply,
  report: (err: unknown, what: string) => void,
): Promise<SentMessage | undefined> {
  if ((reply.type !== 'image' && reply.type !== 'file') || !reply.postAs) return undefined;
  if (reply.replyTo || !guildOf(conversation)) return undefined;
  const as = reply.postAs;
  const data = reply.type === 'image' ? reply.image : reply.file;
  try {
    const id = await webhooks.post(
      channelOf(conversation),
      {
        content: clip(as.body),
        username: as.name,
        ...(as.avatarUrl ? { avatar_url: as.avatarUrl } : {}),
        attachments: [{ id: 0, filename: reply.filename }],
      },
      conversation.threadId,
      [{ name: reply.filename, data, contentType: reply.mimeType }],
    );
    return { id };
  } catch (err) {
    report(err, 'posting a bridged file through the channel webhook');
    return undefined;
  }
}
