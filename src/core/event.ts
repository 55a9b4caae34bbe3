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
  /**
   * May change workspace-wide settings (budgets, privacy). Absent: `isAdmin` says it (one admin
   * level on that platform). Discord has two: Manage Channels (isAdmin) and Manage Server (this);
   * in a Discord DM the member is admin of that DM only, so this is false there.
   */
  isWorkspaceAdmin: z.boolean().optional(),
  /** The member's platform locale (e.g. Telegram language_code), a default for their language. */
  locale: z.string().optional(),
  /** A public picture of the member (https, no secret in it), for the bridge to post as them. */
  avatarUrl: z.string().url().optional(),
});
export type Author = z.infer<typeof Author>;

/** The message a command acts on (a reply's original, a context menu's target): text and media. */
export const MessageTarget = z.object({
  messageId: z.string(),
  text: z.string().optional(),
  media: z.array(MediaRef).optional(),
});
export type MessageTarget = z.infer<typeof MessageTarget>;

/**
 * A platform interaction that must be acknowledged within a deadline (Discord interaction token,
 * Slack response_url/trigger_id) and answered later, maybe by a worker on another machine: JSON
 * only, so a job payload carries it. `data` is the adapter's own; the core only passes it back.
 */
export const Interaction = z.object({
  platform: z.string(),
  id: z.string(),
  /** epoch ms after which the handle no longer takes answers (the adapter then posts normally) */
  expiresAt: z.number().int().optional(),
  data: z.record(z.string(), z.unknown()).default({}),
});
export type Interaction = z.infer<typeof Interaction>;

export const ChatEvent = z.object({
  /** Unique per platform delivery target; redeliveries carry the same id (dedupe key). */
  id: z.string().min(1),
  kind: z.enum(['message', 'command', 'action', 'edit', 'delete', 'reaction']),
  conversation: ConversationRef,
  /** The platform's id of the message this event is about. */
  messageId: z.string().optional(),
  author: Author,
  text: z.string().optional(),
  /**
   * `args`: the text after the command; `options`: structured options, when the platform sent them
   * (then `args` holds only the chosen subcommand's words, e.g. `consent on`)
   */
  command: z
    .object({
      name: z.string(),
      args: z.string(),
      options: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]))
        .optional(),
    })
    .optional(),
  /** kind 'action': a button of a reply was pressed (Reply.actions), for the command that made it */
  action: z.object({ command: z.string(), id: z.string(), value: z.string().optional() }).optional(),
  /**
   * kind 'reaction': a member reacted to a message (`replyTo` is that message, with its text when
   * the adapter has it). `emoji`: the platform's emoji as given (a Unicode emoji, Slack `:name:`).
   */
  reaction: z.object({ emoji: z.string().min(1).max(200) }).optional(),
  /** The message this one replies to (or a context menu's target): commands act on it. */
  replyTo: MessageTarget.optional(),
  interaction: Interaction.optional(),
  media: z.array(MediaRef).optional(),
  createdAt: z.number().int().optional(),
});
export type ChatEvent = z.infer<typeof ChatEvent>;
