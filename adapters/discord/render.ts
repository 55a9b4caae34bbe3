// Replies → Discord message bodies: text within 2,000 characters (the core splits longer ones),
// errors marked, buttons as action rows, files as attachments, audio as a real voice message
// (IS_VOICE_MESSAGE with duration and waveform, `audio/ogg` set explicitly). Mentions in
// translated text are shown but never ping anyone again.
import type { Reply, ReplyActions } from '../../src/core/reply.js';
import { isSnowflake, parseWebhookPost } from './ids.js';
import { customIdOf, IS_VOICE_MESSAGE } from './normalize.js';
import { voiceMessage } from './voice.js';

export const MAX_TEXT = 2_000;
export const EPHEMERAL = 1 << 6;

type Json = Record<string, unknown>;

export interface RawFile {
  name: string;
  data: Buffer;
  contentType: string;
}

export interface MessageBody {
  body: Json;
  files: RawFile[];
}

/** What a reply shows as text: errors marked so they read as the bot's, not content. */
export function textOf(reply: Reply): string | undefined {
  switch (reply.type) {
    case 'text':
    case 'notice':
      return reply.text;
    case 'error':
      return `⚠️ ${reply.text}`;
    case 'audio':
    case 'image':
    case 'file':
      return reply.caption;
    default:
      return undefined;
  }
}

/** Buttons: rows of up to 5, at most 5 rows (Discord's limits). */
export function componentsOf(actions: ReplyActions | undefined): Json[] {
  if (!actions) return [];
  return actions.rows.slice(0, 5).map((row) => ({
    type: 1,
    components: row.slice(0, 5).map((b) => ({
      type: 2,
      style: 2,
      label: b.label.slice(0, 80),
      custom_id: customIdOf(actions.command, b.id, b.value),
    })),
  }));
}

const NO_PINGS = { parse: [], replied_user: false };

export function reference(replyTo: string | undefined): Json {
  // A reply to a webhook post (`w:CHANNEL:MESSAGE`, a bridged message shown as its author) references its message.
  const id = parseWebhookPost(replyTo ?? '')?.message ?? replyTo;
  return isSnowflake(id) ? { message_reference: { message_id: id, fail_if_not_exists: false } } : {};
}

const clip = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT - 1)}…` : s);

/** The message(s) a reply becomes: audio with a caption is the caption, then the voice message. */
export async function bodiesOf(
  reply: Reply,
  opts: { ephemeral?: boolean; withReference?: boolean } = {},
): Promise<MessageBody[]> {
  const flags = opts.ephemeral ? EPHEMERAL : 0;
  const ref = opts.withReference === false ? {} : reference(reply.replyTo);
  const base = { allowed_mentions: NO_PINGS, ...ref };
  if (reply.type === 'audio') {
    const voice = await voiceMessage(reply.audio);
    const out: MessageBody[] = [];
    if (reply.caption)
      out.push({ body: { ...base, content: clip(reply.caption), ...(flags ? { flags } : {}) }, files: [] });
    out.push({
      body: {
        ...base,
        flags: flags | IS_VOICE_MESSAGE,
        attachments: [
          {
            id: 0,
            filename: 'voice-message.ogg',
            duration_secs: voice.durationSecs,
            waveform: voice.waveform,
          },
        ],
      },
      // discord.js would label OGG `application/ogg`; Discord plays voice messages only as audio/ogg.
      files: [{ name: 'voice-message.ogg', data: voice.ogg, contentType: 'audio/ogg' }],
    });
    return out;
  }
  if (reply.type === 'image' || reply.type === 'file') {
    const data = reply.type === 'image' ? reply.image : reply.file;
    return [
      {
        body: {
          ...base,
          ...(reply.caption ? { content: clip(reply.caption) } : {}),
          ...(flags ? { flags } : {}),
          attachments: [{ id: 0, filename: reply.filename }],
        },
        files: [{ name: reply.filename, data, contentType: reply.mimeType }],
      },
    ];
  }
  const text = textOf(reply) ?? '';
  const components = reply.type === 'text' ? componentsOf(reply.actions) : [];
  return [
    { body: { ...base, content: clip(text) || '…', components, ...(flags ? { flags } : {}) }, files: [] },
  ];
}

/** An edit of a text message (content and buttons). */
export function editBody(reply: Reply): Json | undefined {
  const text = textOf(reply);
  if (text === undefined || reply.type === 'audio' || reply.type === 'image' || reply.type === 'file')
    return undefined;
  return {
    content: clip(text) || '…',
    components: reply.type === 'text' ? componentsOf(reply.actions) : [],
    allowed_mentions: NO_PINGS,
  };
}
