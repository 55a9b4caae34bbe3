// The platform-neutral event every adapter produces. Only JSON: an event (or the media it names)
// can ride a job payload and be rehydrated by the adapter in a worker.
import { z } from 'zod';
import { ConversationRef } from './ids.js';

export const MediaRef = z.object({
  kind: z.enum(['audio', 'voice', 'image', 'document']),
  mimeType: z.string().optional(),
  name: z.string().optional(),
  size: z.number().int().nonnegative().optional(),
  durationS: z.number().nonnegative().optional(),
  /** Adapter-specific handle (a file id, a URL): the adapter's download(ref) fetches the bytes. */
  ref: z.string().min(1),
});
export type MediaRef = z.infer<typeof MediaRef>;

export const Author = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  isBot: z.boolean().default(false),
  isSelf: z.boolean().default(false),
  isAdmin: z.boolean().default(false),
  /** The member's platform locale (e.g. Telegram language_code), a default for their language. */
  locale: z.string().optional(),
});
export type Author = z.infer<typeof Author>;

export const ChatEvent = z.object({
  /** Unique per platform delivery target; redeliveries carry the same id (dedupe key). */
  id: z.string().min(1),
  kind: z.enum(['message', 'command', 'action', 'edit', 'delete']),
  conversation: ConversationRef,
  /** The platform's id of the message this event is about. */
  messageId: z.string().optional(),
  author: Author,
  text: z.string().optional(),
  command: z.object({ name: z.string(), args: z.string() }).optional(),
  /** The message this one replies to, when the platform tells us (commands act on it). */
  replyTo: z
    .object({ messageId: z.string(), text: z.string().optional(), media: z.array(MediaRef).optional() })
    .optional(),
  media: z.array(MediaRef).optional(),
  createdAt: z.number().int().optional(),
});
export type ChatEvent = z.infer<typeof ChatEvent>;
