// Slack payloads → ChatEvents: messages (with their files), edits and deletes, @dubash mentions and
// DMs as command lines, the /dubash slash command and message shortcuts. Only shapes; what needs
// the Web API (the member's admin flag and locale, a thread's parent) is added by the adapter.
import type { ChatEvent, MediaRef } from '../../src/core/event.js';
import { fileRef, slackConversation } from './ids.js';

export interface SlackFile {
  id?: string;
  name?: string;
  mimetype?: string;
  filetype?: string;
  size?: number;
  subtype?: string;
  url_private_download?: string;
  url_private?: string;
  mode?: string;
  duration_ms?: number;
}

export interface SlackMessage {
  type?: string;
  subtype?: string;
  user?: string;
  bot_id?: string;
  text?: string;
  ts?: string;
  thread_ts?: string;
  channel?: string;
  channel_type?: string;
  team?: string;
  files?: SlackFile[];
  edited?: { ts?: string };
  message?: SlackMessage;
  previous_message?: SlackMessage;
  deleted_ts?: string;
  event_ts?: string;
  hidden?: boolean;
}

/** The slash command of the manifest: `/dubash <command> <args>`. */
export const SLASH_COMMAND = '/dubash';
/** A message shortcut's callback id is the name of the command it runs (commands with a `menu`). */
const SHORTCUT_ID = /^[a-z][a-z0-9_-]{0,31}$/;
export const isShortcutId = (id: string) => SHORTCUT_ID.test(id);

/** Media of a message's files; `tooLarge` are those past the download limit. */
export function mediaOf(team: string, files: SlackFile[] | undefined, maxBytes: number) {
  const media: MediaRef[] = [];
  const tooLarge: string[] = [];
  for (const f of files ?? []) {
    const url = f.url_private_download ?? f.url_private;
    if (!url || f.mode === 'tombstone' || f.mode === 'hidden_by_limit') continue;
    if (f.size !== undefined && f.size > maxBytes) {
      tooLarge.push(f.name ?? 'file');
      continue;
    }
    const mime = f.mimetype ?? 'application/octet-stream';
    // Voice clips (slack_audio) and huddle/video clips (webm, mp4): only their sound matters.
    const kind: MediaRef['kind'] =
      f.subtype === 'slack_audio'
        ? 'voice'
        : mime.startsWith('audio/') || mime.startsWith('video/')
          ? 'audio'
          : mime.startsWith('image/')
            ? 'image'
            : 'document';
    media.push({
      kind,
      mimeType: mime,
      ...(f.name ? { name: f.name } : {}),
      ...(f.size !== undefined ? { size: f.size } : {}),
      ...(f.duration_ms ? { durationS: f.duration_ms / 1000 } : {}),
      ref: fileRef(team, url),
    });
  }
  return { media, tooLarge };
}

/** `<@UBOT> translate to hi` → the command line after the mention; undefined without it. */
function afterMention(text: string, botUserId: string | undefined): string | undefined {
  if (!botUserId) return undefined;
  const m = new RegExp(`^\\s*<@${botUserId}(?:\\|[^>]*)?>[\\s,:]*`).exec(text);
  return m ? text.slice(m[0].length) : undefined;
}

/** `translate to hi hello` → {name, args} when the first word is a command dubash has. */
export function commandLine(
  line: string,
  commands: ReadonlySet<string>,
): { name: string; args: string } | undefined {
  const m = /^\/?([A-Za-z][\w-]*)(?:\s+([\s\S]*))?$/.exec(line.trim());
  if (!m?.[1]) return undefined;
  const name = m[1].toLowerCase();
  // Typed with a slash, an unknown command still reaches the core (which says it does not know it).
  if (!commands.has(name) && !line.trim().startsWith('/')) return undefined;
  return { name, args: (m[2] ?? '').trim() };
}

export interface NormalizeContext {
  team: string;
  botUserId?: string;
  commands: ReadonlySet<string>;
  maxDownloadBytes: number;
}

export interface Normalized {
  event: ChatEvent;
  tooLarge: string[];
  /** the thread's parent: a mention-command in a thread acts on it */
  parentTs?: string;
}

/** A `message` (or `app_mention`) event; undefined for subtypes dubash does not act on. */
export function messageEvent(e: SlackMessage, ctx: NormalizeContext): Normalized | undefined {
  const channel = e.channel;
  if (!channel) return undefined;
  if (e.subtype === 'message_deleted') {
    const ts = e.deleted_ts ?? e.previous_message?.ts;
    if (!ts) return undefined;
    const thread = e.previous_message?.thread_ts;
    return {
      event: {
        id: `d:${channel}:${ts}`,
        kind: 'delete',
        conversation: slackConversation(ctx.team, channel, thread && thread !== ts ? thread : undefined),
        messageId: ts,
        author: { id: e.previous_message?.user ?? 'unknown', isBot: false, isSelf: false, isAdmin: false },
      },
      tooLarge: [],
    };
  }
  let m = e;
  let kind: 'message' | 'edit' = 'message';
  if (e.subtype === 'message_changed') {
    if (!e.message) return undefined;
    // Unfurls and thread-reply counts change the message but not its text: nothing to redo.
    if (e.previous_message && e.previous_message.text === e.message.text) return undefined;
    m = { ...e.message, channel };
    kind = 'edit';
  } else if (
    e.subtype &&
    !['file_share', 'thread_broadcast', 'bot_message', 'me_message'].includes(e.subtype)
  ) {
    return undefined; // joins, topic changes, …
  }
  const ts = m.ts;
  if (!ts || !(m.user || m.bot_id)) return undefined;
  const thread = m.thread_ts && m.thread_ts !== ts ? m.thread_ts : undefined;
  const text = m.text ?? '';
  const direct = e.channel_type === 'im' || channel.startsWith('D');
  const mentioned = afterMention(text, ctx.botUserId);
  const line = mentioned ?? (direct ? text : undefined);
  const command = line !== undefined ? commandLine(line, ctx.commands) : undefined;
  const { media, tooLarge } = mediaOf(ctx.team, m.files, ctx.maxDownloadBytes);
  const event: ChatEvent = {
    id: kind === 'edit' ? `e:${channel}:${ts}:${m.edited?.ts ?? e.event_ts ?? ''}` : `m:${channel}:${ts}`,
    kind,
    conversation: slackConversation(ctx.team, channel, thread),
    messageId: ts,
    author: {
      id: m.user ?? m.bot_id ?? 'unknown',
      isBot: !!m.bot_id || m.subtype === 'bot_message',
      isSelf: !!ctx.botUserId && m.user === ctx.botUserId,
      isAdmin: false,
    },
    text: mentioned !== undefined && !command ? mentioned : text,
    ...(command ? { command } : {}),
    ...(media.length ? { media } : {}),
    createdAt: Math.round(Number(ts) * 1000),
  };
  return { event, tooLarge, ...(command && thread ? { parentTs: thread } : {}) };
}

/** A `reaction_added` event: a member reacted to an item (only messages matter here). */
export interface SlackReaction {
  user?: string;
  reaction?: string;
  item?: { type?: string; channel?: string; ts?: string };
  event_ts?: string;
}

/**
 * A reaction to a message → a reaction event about it. Slack sends neither the message's text nor
 * its thread: the adapter reads them (conversations.replies) and fills `replyTo.text` and the thread.
 */
export function reactionEvent(e: SlackReaction, ctx: NormalizeContext): ChatEvent | undefined {
  const channel = e.item?.channel;
  const ts = e.item?.ts;
  if (e.item?.type !== 'message' || !channel || !ts || !e.user || !e.reaction) return undefined;
  return {
    // the same member's same reaction on the same message is one event, however often it comes
    id: `r:${channel}:${ts}:${e.user}:${e.reaction}`,
    kind: 'reaction',
    conversation: slackConversation(ctx.team, channel),
    messageId: ts,
    author: { id: e.user, isBot: false, isSelf: !!ctx.botUserId && e.user === ctx.botUserId, isAdmin: false },
    reaction: { emoji: `:${e.reaction}:` },
    replyTo: { messageId: ts },
    createdAt: Math.round(Number(e.event_ts ?? ts) * 1000) || Date.now(),
  };
}
