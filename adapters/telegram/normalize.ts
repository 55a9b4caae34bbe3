// A Telegram update → the platform-neutral ChatEvent: text and captions, commands (also
// `/cmd@bot` in groups, and edited ones), replies (a command acts on the replied message),
// voice/audio/video/photo/document media, edits and channel posts. Files over the download limit are left out of `media`
// and listed in `oversized`, so the adapter can say why.
import type { Message, MessageReactionUpdated, ReactionType, Update, User } from 'grammy/types';
import type { Author, ChatEvent, MediaRef } from '../../src/core/event.js';
import { encodeFileRef, sameBot, telegramConversation } from './ids.js';

export interface NormalizeContext {
  botId: number;
  botUsername: string;
  /** largest file the bot can download (20 MB on the cloud API) */
  maxDownloadBytes: number;
  /** whether the sender is an admin of the chat (private chats: always) */
  isAdmin: boolean;
}

export interface Normalized {
  event: ChatEvent;
  /** media too large to download with the configured API server */
  oversized: MediaRef[];
}

/** Telegram's account behind anonymous group admins. */
const GROUP_ANONYMOUS_BOT = 1087968824;

const COMMAND = /^\/([A-Za-z0-9_]{1,32})(?:@([A-Za-z0-9_]+))?(?:\s+([\s\S]*))?$/;

/** `/translate@dubash_bot to hi hello` → {name, args}; a command addressed to another bot → 'other'. */
export function parseCommand(
  text: string,
  botUsername: string,
): { name: string; args: string } | 'other' | undefined {
  const m = COMMAND.exec(text.trim());
  if (!m) return undefined;
  if (m[2] && !sameBot(m[2], botUsername)) return 'other';
  return { name: (m[1] as string).toLowerCase(), args: (m[3] ?? '').trim() };
}

/** The message an update is about, and whether it is an edit. */
export function messageOf(update: Update): { message: Message; edited: boolean } | undefined {
  if (update.message) return { message: update.message, edited: false };
  if (update.channel_post) return { message: update.channel_post, edited: false };
  if (update.edited_message) return { message: update.edited_message, edited: true };
  if (update.edited_channel_post) return { message: update.edited_channel_post, edited: true };
  return undefined;
}

const ref = (fileId: string, extractAudio = false) =>
  encodeFileRef({ fileId, ...(extractAudio ? { extractAudio } : {}) });

/** Every file a message carries, as MediaRefs (photo: the largest size only). */
export function mediaOf(m: Message): MediaRef[] {
  const out: MediaRef[] = [];
  if (m.voice)
    out.push({
      kind: 'voice',
      mimeType: m.voice.mime_type ?? 'audio/ogg',
      name: 'voice.ogg',
      size: m.voice.file_size,
      durationS: m.voice.duration,
      ref: ref(m.voice.file_id),
    });
  if (m.audio)
    out.push({
      kind: 'audio',
      mimeType: m.audio.mime_type,
      name: m.audio.file_name,
      size: m.audio.file_size,
      durationS: m.audio.duration,
      ref: ref(m.audio.file_id),
    });
  // Video notes and videos: only their sound matters to dubash; the worker extracts it.
  if (m.video_note)
    out.push({
      kind: 'audio',
      mimeType: 'video/mp4',
      name: 'video-note.mp4',
      size: m.video_note.file_size,
      durationS: m.video_note.duration,
      ref: ref(m.video_note.file_id, true),
    });
  if (m.video)
    out.push({
      kind: 'audio',
      mimeType: m.video.mime_type ?? 'video/mp4',
      name: m.video.file_name ?? 'video.mp4',
      size: m.video.file_size,
      durationS: m.video.duration,
      ref: ref(m.video.file_id, true),
    });
  if (m.photo?.length) {
    const largest = [...m.photo].sort((a, b) => b.width * b.height - a.width * a.height)[0];
    if (largest)
      out.push({
        kind: 'image',
        mimeType: 'image/jpeg',
        name: 'photo.jpg',
        size: largest.file_size,
        ref: ref(largest.file_id),
      });
  }
  if (m.document) {
    const mime = m.document.mime_type ?? 'application/octet-stream';
    const kind = mime.startsWith('image/') ? 'image' : mime.startsWith('audio/') ? 'audio' : 'document';
    out.push({
      kind,
      mimeType: mime,
      name: m.document.file_name,
      size: m.document.file_size,
      ref: ref(m.document.file_id),
    });
  }
  return out;
}

const nameOf = (u: User) => [u.first_name, u.last_name].filter(Boolean).join(' ') || u.username;

// No avatarUrl: a Telegram profile photo is only reachable through a file URL that carries the
// bot token (api.telegram.org/file/bot<token>/…), which must never leave the bot.
export function authorOf(m: Message, ctx: NormalizeContext): Author {
  // Channel posts and anonymous admins speak as a chat: only admins can do either.
  const asChat = m.sender_chat && (!m.from || m.from.id === GROUP_ANONYMOUS_BOT);
  if (asChat && m.sender_chat) {
    return {
      id: `chat:${m.sender_chat.id}`,
      name: 'title' in m.sender_chat ? m.sender_chat.title : undefined,
      isBot: false,
      isSelf: false,
      isAdmin: true,
    };
  }
  const from = m.from;
  if (!from) return { id: `chat:${m.chat.id}`, isBot: false, isSelf: false, isAdmin: true };
  return {
    id: String(from.id),
    name: nameOf(from),
    isBot: from.is_bot,
    isSelf: from.id === ctx.botId,
    isAdmin: ctx.isAdmin,
    ...(from.language_code ? { locale: from.language_code } : {}),
  };
}

/** The topic of a forum message (plain groups' reply threads are not topics). */
export function topicOf(m: Message): number | undefined {
  return m.is_topic_message && m.message_thread_id !== undefined ? m.message_thread_id : undefined;
}

function splitOversized(media: MediaRef[], max: number): { ok: MediaRef[]; oversized: MediaRef[] } {
  const ok: MediaRef[] = [];
  const oversized: MediaRef[] = [];
  for (const m of media) ((m.size ?? 0) > max ? oversized : ok).push(m);
  return { ok, oversized };
}

/** undefined: nothing for dubash (service messages, another bot's command, stickers). */
export function toChatEvent(update: Update, ctx: NormalizeContext): Normalized | undefined {
  const found = messageOf(update);
  if (!found) return undefined;
  const { message: m, edited } = found;
  const text = m.text ?? m.caption;
  // An edited command runs again and its answer is edited, as in the local chat.
  const parsed = text ? parseCommand(text, ctx.botUsername) : undefined;
  if (parsed === 'other') return undefined;
  const own = splitOversized(mediaOf(m), ctx.maxDownloadBytes);
  const topic = topicOf(m);
  // In a forum, every topic message "replies" to the topic's first message: that is no reply.
  const replied =
    m.reply_to_message && m.reply_to_message.message_id !== topic ? m.reply_to_message : undefined;
  const theirs = replied ? splitOversized(mediaOf(replied), ctx.maxDownloadBytes) : undefined;
  const repliedText = replied ? (replied.text ?? replied.caption) : undefined;
  if (!text && own.ok.length === 0 && own.oversized.length === 0) return undefined;
  const event: ChatEvent = {
    id: String(update.update_id),
    kind: edited ? 'edit' : parsed ? 'command' : 'message',
    conversation: telegramConversation(m.chat.id, topic),
    messageId: String(m.message_id),
    author: authorOf(m, ctx),
    ...(text ? { text } : {}),
    ...(parsed ? { command: parsed } : {}),
    ...(replied
      ? {
          replyTo: {
            messageId: String(replied.message_id),
            ...(repliedText ? { text: repliedText } : {}),
            ...(theirs?.ok.length ? { media: theirs.ok } : {}),
          },
        }
      : {}),
    ...(own.ok.length ? { media: own.ok } : {}),
    createdAt: (m.edit_date ?? m.date) * 1000,
  };
  return { event, oversized: [...own.oversized, ...(parsed ? (theirs?.oversized ?? []) : [])] };
}

const emojiOf = (r: ReactionType): string | undefined => (r.type === 'emoji' ? r.emoji : undefined);

/**
 * A `message_reaction` update → one reaction event per emoji the member added (Telegram sends the
 * member's whole old and new lists; removals ask for nothing). Custom and paid reactions are no
 * emoji a workspace can map. Telegram's emoji reactions are a fixed set with no flags, so a workspace
 * maps some of those (`/settings workspace reactions ✍ hi`). The message's text is not in the
 * update: the adapter adds it.
 */
export function reactionEvents(r: MessageReactionUpdated, ctx: NormalizeContext): ChatEvent[] {
  const before = new Set(r.old_reaction.map(emojiOf));
  const added = r.new_reaction.map(emojiOf).filter((e): e is string => !!e && !before.has(e));
  const author: Author = r.user
    ? {
        id: String(r.user.id),
        name: nameOf(r.user),
        isBot: r.user.is_bot,
        isSelf: r.user.id === ctx.botId,
        isAdmin: ctx.isAdmin,
        ...(r.user.language_code ? { locale: r.user.language_code } : {}),
      }
    : // an anonymous admin reacts as the chat
      { id: `chat:${r.actor_chat?.id ?? r.chat.id}`, isBot: false, isSelf: false, isAdmin: true };
  return added.map((emoji) => ({
    id: `r:${r.chat.id}:${r.message_id}:${author.id}:${emoji}`,
    kind: 'reaction',
    conversation: telegramConversation(r.chat.id),
    messageId: String(r.message_id),
    author,
    reaction: { emoji },
    replyTo: { messageId: String(r.message_id) },
    createdAt: r.date * 1000,
  }));
}
