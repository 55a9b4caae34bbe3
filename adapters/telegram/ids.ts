// Telegram ids ↔ dubash ids. A chat is both the workspace and the channel (Telegram has no level
// above a chat); a forum topic is the thread. File handles ride MediaRef.ref as small JSON.
import { z } from 'zod';
import type { ConversationRef } from '../../src/core/ids.js';

/** Telegram's official Bot API server (cloud): downloads stop at 20 MB. */
export const OFFICIAL_API_ROOT = 'https://api.telegram.org';
export const CLOUD_DOWNLOAD_LIMIT = 20 * 1024 * 1024;
/** A local Bot API server (`telegram-bot-api --local`) serves files up to 2 GB. */
export const LOCAL_DOWNLOAD_LIMIT = 2000 * 1024 * 1024;

export function telegramConversation(chatId: number | string, threadId?: number): ConversationRef {
  const chat = String(chatId);
  return {
    platform: 'telegram',
    workspaceId: chat,
    channelId: chat,
    ...(threadId !== undefined ? { threadId: String(threadId) } : {}),
  };
}

/** The chat id to call the Bot API with (numeric ids as numbers, `@channel` names as they are). */
export function chatIdOf(conversation: ConversationRef): number | string {
  const n = Number(conversation.channelId);
  return Number.isSafeInteger(n) ? n : conversation.channelId;
}

/**
 * A supergroup (or a channel): its id is `-100…`. Only these have links to their messages
 * (`t.me/c/…`) and can be forums with topics; a private chat or a basic group cannot.
 */
export function isSupergroup(conversation: ConversationRef): boolean {
  return String(chatIdOf(conversation)).startsWith('-100');
}

export function threadIdOf(conversation: ConversationRef): number | undefined {
  if (!conversation.threadId) return undefined;
  const n = Number(conversation.threadId);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** A message id from a Reply/ChatEvent, or undefined when it is not a Telegram message id. */
export function messageIdOf(id: string | undefined): number | undefined {
  // An answer in several messages is answered at its first (a reply to it, a link to it).
  return messageIdsOf(id)[0];
}

/**
 * The bot's handle of an answer: its messages' ids, `101` or `101,102` for one sent in parts (a
 * text over 4,096 characters once escaped), so an edit or a delete reaches every part.
 */
export const partsHandle = (ids: readonly number[]): string => ids.join(',');

/** Every message id of a handle, in order; [] when it is not a Telegram handle. */
export function messageIdsOf(handle: string | undefined): number[] {
  if (!handle) return [];
  const ids = handle.split(',').map(Number);
  return ids.every((n) => Number.isSafeInteger(n) && n > 0) ? ids : [];
}

/** What MediaRef.ref holds for Telegram: the file id, and whether audio must be taken out of a video. */
export const TelegramFileRef = z.object({
  fileId: z.string().min(1),
  /** video / video_note: the worker extracts the audio track with ffmpeg */
  extractAudio: z.boolean().optional(),
});
export type TelegramFileRef = z.infer<typeof TelegramFileRef>;

export const encodeFileRef = (ref: TelegramFileRef): string => JSON.stringify(ref);

export function decodeFileRef(ref: string): TelegramFileRef {
  try {
    return TelegramFileRef.parse(JSON.parse(ref));
  } catch {
    throw new Error('not a Telegram file reference');
  }
}

/** `@dubash_bot` → `dubash_bot`, case-insensitively comparable. */
export const sameBot = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
