// A stored local-chat message → the platform-neutral ChatEvent. Text starting with '/' is a
// command (`/translate to hi hello` → {name: 'translate', args: 'to hi hello'}).
import { randomUUID } from 'node:crypto';
import type { ChatEvent, MediaRef } from '../../src/core/event.js';
import { languageTags } from '../../src/core/i18n.js';
import { localConversation } from './ids.js';
import type { StoredAttachment, StoredMessage } from './store.js';

const COMMAND = /^\/([A-Za-z][\w-]*)(?:@\S+)?(?:\s+([\s\S]*))?$/;

export function parseCommand(text: string): { name: string; args: string } | undefined {
  const m = COMMAND.exec(text.trim());
  if (!m) return undefined;
  return { name: (m[1] as string).toLowerCase(), args: (m[2] ?? '').trim() };
}

export function mediaOf(attachments: StoredAttachment[]): MediaRef[] {
  return attachments.map((a) => ({
    kind: a.kind,
    mimeType: a.mimeType,
    name: a.name,
    size: a.size,
    ref: a.fileId,
  }));
}

/** What a sender's upload is, from its MIME type and name: voice notes, images, documents. */
export function attachmentKind(mimeType: string, name: string): StoredAttachment['kind'] {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('audio/') || /\.(wav|mp3|ogg|oga|opus|flac|m4a|webm)$/i.test(name)) return 'voice';
  return 'document';
}

export type ChangeKind = 'edit' | 'delete';

const localeOf = (locale: string | undefined) => (locale ? { locale } : {});

/**
 * The browser's first language (Accept-Language, by q then order), as the web chat's platform
 * locale: like Telegram's language_code, a member's default until they choose one.
 */
export const browserLocale = (header: string | string[] | undefined): string | undefined =>
  languageTags(header).find((tag) => /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/.test(tag));

export function toChatEvent(
  message: StoredMessage,
  opts: {
    admins: ReadonlySet<string>;
    repliedTo?: StoredMessage;
    change?: { kind: ChangeKind; by: string };
    /** the browser's language (Accept-Language): the web chat's platform locale */
    locale?: string;
  },
): ChatEvent {
  const change = opts.change;
  if (change?.kind === 'delete') {
    return {
      id: `${message.id}:delete`,
      kind: 'delete',
      conversation: localConversation(message.workspace, message.channel),
      messageId: message.id,
      author: {
        id: change.by,
        name: change.by,
        isBot: false,
        isSelf: false,
        isAdmin: opts.admins.has(change.by),
        ...localeOf(opts.locale),
      },
      createdAt: Date.now(),
    };
  }
  // An edited command runs again (its answer is edited); an edited message is translated again.
  const command = message.bot ? undefined : parseCommand(message.text);
  const media = change ? [] : mediaOf(message.attachments);
  const replied = opts.repliedTo;
  return {
    // Each edit is an event of its own (the dedupe key), the message id stays the same.
    id: change ? `${message.id}:edit:${message.editedAt ?? Date.now()}` : message.id,
    kind: change ? 'edit' : command ? 'command' : 'message',
    conversation: localConversation(message.workspace, message.channel),
    messageId: message.id,
    author: {
      id: message.user,
      name: message.user,
      isBot: message.bot,
      isSelf: false,
      isAdmin: opts.admins.has(message.user),
      ...localeOf(opts.locale),
    },
    text: message.text || undefined,
    ...(command ? { command } : {}),
    ...(replied
      ? {
          replyTo: {
            messageId: replied.id,
            ...(replied.text ? { text: replied.text } : {}),
            ...(replied.attachments.length ? { media: mediaOf(replied.attachments) } : {}),
          },
        }
      : {}),
    ...(media.length ? { media } : {}),
    createdAt: message.createdAt,
  };
}

/** A member pressed a button of the bot's `message`: the action event (each press is new). */
export function actionEvent(
  message: StoredMessage,
  opts: {
    admins: ReadonlySet<string>;
    user: string;
    action: { command: string; id: string; value?: string };
    locale?: string;
  },
): ChatEvent {
  return {
    id: `${message.id}:action:${randomUUID()}`,
    kind: 'action',
    conversation: localConversation(message.workspace, message.channel),
    messageId: message.id,
    author: {
      id: opts.user,
      name: opts.user,
      isBot: false,
      isSelf: false,
      isAdmin: opts.admins.has(opts.user),
      ...localeOf(opts.locale),
    },
    action: opts.action,
    createdAt: Date.now(),
  };
}

/**
 * A member reacted to `message` with `emoji`: the reaction event, about that message (its text
 * rides along as the target). The same member's same emoji on the same message is one event.
 */
export function reactionEvent(
  message: StoredMessage,
  opts: { admins: ReadonlySet<string>; user: string; emoji: string; locale?: string },
): ChatEvent {
  return {
    id: `${message.id}:reaction:${opts.user}:${opts.emoji}`,
    kind: 'reaction',
    conversation: localConversation(message.workspace, message.channel),
    messageId: message.id,
    author: {
      id: opts.user,
      name: opts.user,
      isBot: false,
      isSelf: false,
      isAdmin: opts.admins.has(opts.user),
      ...localeOf(opts.locale),
    },
    reaction: { emoji: opts.emoji },
    replyTo: { messageId: message.id, ...(message.text ? { text: message.text } : {}) },
    createdAt: Date.now(),
  };
}
