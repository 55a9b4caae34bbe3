// Reply → Bot API calls: text in HTML parse mode (escaped, split under 4,096 characters at sentence
// boundaries), speech as an OGG/Opus voice note, images as photos, files as documents; every reply
// threaded to the message it answers and kept in its forum topic.
import { type Api, InputFile } from 'grammy';
import type { Message } from 'grammy/types';
import type { ConversationRef } from '../../src/core/ids.js';
import type { Reply } from '../../src/core/reply.js';
import { splitText } from '../../src/core/split.js';
import { toOggOpus } from '../../src/media/voice-notes.js';
import { chatIdOf, isSupergroup, messageIdOf, threadIdOf } from './ids.js';

export const MAX_TEXT = 4096;
export const MAX_CAPTION = 1024;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Escaped HTML parts of at most `max` characters each. Escaping lengthens text (`<` → `&lt;`), so
 * the raw text is split with a smaller limit until every escaped part fits.
 */
export function htmlParts(text: string, max = MAX_TEXT): string[] {
  let limit = max;
  for (;;) {
    const parts = splitText(text, limit).map(escapeHtml);
    if (parts.every((p) => p.length <= max) || limit < 16) return parts.map((p) => p.slice(0, max));
    limit = Math.floor(limit * 0.8);
  }
}

/** What a reply shows as text: errors and notices marked so they read as the bot's, not content. */
export function textOf(reply: Reply): string | undefined {
  switch (reply.type) {
    case 'text':
      return reply.text;
    case 'notice':
      return reply.text;
    case 'error':
      return `⚠️ ${reply.text}`;
    default:
      return undefined;
  }
}

/**
 * A text reply's HTML parts; one posted away from its source (a per-language topic, `linksTo`)
 * ends with a link to it, in a supergroup (whose messages have links).
 */
export function textParts(conversation: ConversationRef, reply: Reply): string[] {
  const text = textOf(reply) ?? '';
  const chat = String(chatIdOf(conversation));
  const source = messageIdOf(reply.linksTo);
  if (source === undefined || !isSupergroup(conversation)) return htmlParts(text);
  const link = `\n\n<a href="https://t.me/c/${chat.slice(4)}/${source}">${escapeHtml(reply.linkLabel ?? '↩')}</a>`;
  const parts = htmlParts(text, MAX_TEXT - 100);
  return parts.map((p, i) => (i === parts.length - 1 ? p + link : p));
}

export const captionOf = (caption: string | undefined) =>
  caption
    ? escapeHtml(caption.length > MAX_CAPTION - 100 ? `${caption.slice(0, 900)}…` : caption)
    : undefined;

/** Where a reply goes: the topic, and the message it answers (if that message still exists). */
export function placement(conversation: ConversationRef, reply: Reply) {
  const thread = threadIdOf(conversation);
  const answers = messageIdOf(reply.replyTo);
  return {
    ...(thread !== undefined ? { message_thread_id: thread } : {}),
    ...(answers !== undefined
      ? { reply_parameters: { message_id: answers, allow_sending_without_reply: true } }
      : {}),
  };
}

/** One part of a text reply, where the reply goes. */
export function sendTextPart(
  api: Api,
  conversation: ConversationRef,
  reply: Reply,
  part: string,
  extra: Record<string, unknown> = {},
): Promise<Message> {
  return api.sendMessage(chatIdOf(conversation), part, {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    ...placement(conversation, reply),
    ...extra,
  });
}

/** Posts one reply; returns every message it made (a long text is several), in order. */
export async function sendReply(
  api: Api,
  conversation: ConversationRef,
  reply: Exclude<Reply, { type: 'remove' }>,
  extra: Record<string, unknown> = {},
): Promise<Message[]> {
  const chat = chatIdOf(conversation);
  const where = placement(conversation, reply);
  switch (reply.type) {
    case 'text':
    case 'notice':
    case 'error': {
      const sent: Message[] = [];
      const parts = textParts(conversation, reply);
      // The buttons go under the whole answer: on its last part only.
      for (const [i, part] of parts.entries())
        sent.push(await sendTextPart(api, conversation, reply, part, i === parts.length - 1 ? extra : {}));
      return sent;
    }
    case 'audio': {
      const voice = await toOggOpus(reply.audio);
      const name = reply.filename.replace(/\.[^.]+$/, '') || 'speech';
      return [
        await api.sendVoice(chat, new InputFile(voice, `${name}.ogg`), {
          caption: captionOf(reply.caption),
          parse_mode: 'HTML',
          ...where,
        }),
      ];
    }
    case 'image':
      return [
        await api.sendPhoto(chat, new InputFile(reply.image, reply.filename), {
          caption: captionOf(reply.caption),
          parse_mode: 'HTML',
          ...where,
        }),
      ];
    case 'file':
      return [
        await api.sendDocument(chat, new InputFile(reply.file, reply.filename), {
          caption: captionOf(reply.caption),
          parse_mode: 'HTML',
          ...where,
        }),
      ];
  }
}
