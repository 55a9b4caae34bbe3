// Discord's gateway payloads (raw, as the API sends them) → the platform-neutral ChatEvent:
// messages (typed `/command …` text too), replies (a command acts on the message it replies to),
// attachments (voice messages as they are, videos for their sound), edits and deletes; slash
// commands with their options, message context menus on their target, and button presses.
import type { CommandSpec } from '../../src/core/command.js';
import type { Author, ChatEvent, Interaction, MediaRef, MessageTarget } from '../../src/core/event.js';
import type { RawOptions } from '../../src/core/options.js';
import { answerOf } from '../../src/core/rules.js';
import { ATTACHMENT_OPTION, COMMAND_TYPE, LINE_OPTION } from './commands.js';
import { discordConversation, languageOfLocale } from './ids.js';
import { canManageChannel, canManageWorkspace } from './permissions.js';

export const IS_VOICE_MESSAGE = 1 << 13;
/** Interactions take answers for 15 minutes; a little margin for the clock. */
const INTERACTION_TTL_MS = 15 * 60_000 - 30_000;

export interface RawUser {
  id: string;
  username?: string;
  global_name?: string | null;
  avatar?: string | null;
  bot?: boolean;
}

export interface RawAttachment {
  id: string;
  filename: string;
  size: number;
  url: string;
  content_type?: string;
  duration_secs?: number;
}

export interface RawMessage {
  id: string;
  channel_id: string;
  guild_id?: string;
  author?: RawUser;
  content?: string;
  attachments?: RawAttachment[];
  flags?: number;
  type?: number;
  webhook_id?: string;
  application_id?: string;
  edited_timestamp?: string | null;
  timestamp?: string;
  referenced_message?: RawMessage | null;
  message_reference?: { message_id?: string };
  /** the author as a member of the guild: their server avatar, when they set one */
  member?: { avatar?: string | null };
}

export interface NormalizeContext {
  selfId: string;
  /** the webhooks the bot posts mirrors through (their posts are the bot's own) */
  isOwnWebhook(webhookId: string): boolean;
  /** parent channel of a thread (undefined: not a thread, or not known) */
  parentOf(channelId: string): string | undefined;
  /** command names dubash has (typed `/name …` text is a command only for these) */
  commands: ReadonlySet<string>;
  maxDownloadBytes: number;
  /** guild owner: an admin whatever the message says */
  ownerOf(guildId: string): string | undefined;
  /** a command's registered spec (its rules: who sees its answers; asLine) */
  spec?(name: string): CommandSpec | undefined;
  /** the command a message context menu runs, by the menu's name */
  menuCommand?(menu: string): string | undefined;
}

/** Media of a message, and the attachments too large to download. */
export function mediaOf(
  m: Pick<RawMessage, 'attachments' | 'flags'>,
  maxBytes: number,
): { media: MediaRef[]; oversized: RawAttachment[] } {
  const media: MediaRef[] = [];
  const oversized: RawAttachment[] = [];
  const voice = ((m.flags ?? 0) & IS_VOICE_MESSAGE) !== 0;
  for (const a of m.attachments ?? []) {
    if (a.size > maxBytes) {
      oversized.push(a);
      continue;
    }
    media.push(attachmentMedia(a, voice));
  }
  return { media, oversized };
}

export function attachmentMedia(a: RawAttachment, voice = false): MediaRef {
  const mime = (a.content_type ?? '').split(';')[0]?.trim().toLowerCase() || 'application/octet-stream';
  const base = {
    name: a.filename,
    size: a.size,
    ...(a.duration_secs !== undefined ? { durationS: a.duration_secs } : {}),
  };
  // A voice message is OGG/Opus: transcribed as it is.
  if (voice) return { ...base, kind: 'voice', mimeType: 'audio/ogg', ref: a.url };
  if (mime.startsWith('audio/')) return { ...base, kind: 'audio', mimeType: mime, ref: a.url };
  // A video: only its sound matters; the download extracts it (`v:` ref).
  if (mime.startsWith('video/')) return { ...base, kind: 'audio', mimeType: 'audio/ogg', ref: `v:${a.url}` };
  if (mime.startsWith('image/')) return { ...base, kind: 'image', mimeType: mime, ref: a.url };
  return { ...base, kind: 'document', mimeType: mime, ref: a.url };
}

const CDN = 'https://cdn.discordapp.com';

/**
 * The member's picture on Discord's CDN (public, no token in it), as Discord shows it in the guild:
 * their server avatar, else their own, else Discord's default picture for their id.
 */
export function avatarUrl(
  u: RawUser | undefined,
  guild?: { id?: string; avatar?: string | null },
): string | undefined {
  if (!u || !/^\d+$/.test(u.id)) return undefined;
  const hash = (h: string | null | undefined) => (h && /^\w+$/.test(h) ? h : undefined);
  const server = hash(guild?.avatar);
  if (server && guild?.id && /^\d+$/.test(guild.id))
    return `${CDN}/guilds/${guild.id}/users/${u.id}/avatars/${server}.png`;
  const own = hash(u.avatar);
  if (own) return `${CDN}/avatars/${u.id}/${own}.png`;
  return `${CDN}/embed/avatars/${Number((BigInt(u.id) >> 22n) % 6n)}.png`;
}

function author(
  u: RawUser | undefined,
  selfId: string,
  extra: Partial<Author> = {},
  guild?: { id?: string; avatar?: string | null },
): Author {
  const avatar = u?.bot ? undefined : avatarUrl(u, guild);
  return {
    id: u?.id ?? '0',
    ...(u?.global_name || u?.username ? { name: u.global_name || u.username } : {}),
    ...(avatar ? { avatarUrl: avatar } : {}),
    isBot: !!u?.bot,
    isSelf: u?.id === selfId,
    isAdmin: false,
    ...extra,
  };
}

const COMMAND = /^\/([a-z0-9_-]{1,32})(?:\s+([\s\S]*))?$/i;

function target(m: RawMessage, maxBytes: number): MessageTarget {
  const { media } = mediaOf(m, maxBytes);
  return { messageId: m.id, ...(m.content ? { text: m.content } : {}), ...(media.length ? { media } : {}) };
}

/** MESSAGE_CREATE / MESSAGE_UPDATE → a message, command or edit event (undefined: not for dubash). */
export function messageEvent(
  m: RawMessage,
  edited: boolean,
  ctx: NormalizeContext,
): { event: ChatEvent; oversized: RawAttachment[] } | undefined {
  // Default messages and replies; not joins, pins, or the bot's own interaction responses.
  if (m.type !== undefined && m.type !== 0 && m.type !== 19) return undefined;
  if (edited && (m.content === undefined || !m.edited_timestamp)) return undefined;
  const parent = ctx.parentOf(m.channel_id);
  const conversation = discordConversation(m.guild_id, m.channel_id, parent);
  const own =
    m.author?.id === ctx.selfId ||
    (!!m.webhook_id && (m.application_id === ctx.selfId || ctx.isOwnWebhook(m.webhook_id)));
  // A DM's member is admin of that DM only; in a guild, typed text carries no permissions: the owner.
  const owner = !!m.guild_id && ctx.ownerOf(m.guild_id) === m.author?.id;
  const isAdmin = !m.guild_id || owner;
  const { media, oversized } = mediaOf(m, ctx.maxDownloadBytes);
  const text = m.content ?? '';
  const typed = COMMAND.exec(text.trim());
  const name = typed?.[1]?.toLowerCase();
  const command = name && ctx.commands.has(name) ? { name, args: (typed?.[2] ?? '').trim() } : undefined;
  const replied = m.referenced_message ? target(m.referenced_message, ctx.maxDownloadBytes) : undefined;
  const event: ChatEvent = {
    id: edited ? `edit:${m.id}:${m.edited_timestamp}` : m.id,
    kind: edited ? 'edit' : command ? 'command' : 'message',
    conversation,
    messageId: m.id,
    author: author(
      m.author,
      ctx.selfId,
      { isSelf: own, isAdmin, isWorkspaceAdmin: owner, ...(m.webhook_id ? { isBot: true } : {}) },
      { id: m.guild_id, avatar: m.member?.avatar },
    ),
    ...(text ? { text } : {}),
    ...(command ? { command } : {}),
    ...(replied ? { replyTo: replied } : {}),
    ...(media.length ? { media } : {}),
    createdAt: m.timestamp ? Date.parse(m.timestamp) || undefined : undefined,
  };
  return { event, oversized };
}

/** MESSAGE_REACTION_ADD as the gateway sends it: ids and the emoji, not the message. */
export interface RawReaction {
  user_id?: string;
  channel_id?: string;
  message_id?: string;
  guild_id?: string;
  member?: { user?: RawUser };
  emoji?: { id?: string | null; name?: string | null };
}

/**
 * A reaction → a reaction event about the message (its text is read by the adapter). A guild's
 * custom emoji is `:name:`, so an admin can map it like a Slack name.
 */
export function reactionEvent(r: RawReaction, ctx: NormalizeContext): ChatEvent | undefined {
  const { user_id: user, channel_id: channel, message_id: message } = r;
  const name = r.emoji?.name;
  if (!user || !channel || !message || !name) return undefined;
  const emoji = r.emoji?.id ? `:${name}:` : name;
  return {
    id: `r:${channel}:${message}:${user}:${emoji}`,
    kind: 'reaction',
    conversation: discordConversation(r.guild_id, channel, ctx.parentOf(channel)),
    messageId: message,
    author: author(r.member?.user ?? { id: user }, ctx.selfId, {
      isAdmin: !r.guild_id || ctx.ownerOf(r.guild_id) === user,
    }),
    reaction: { emoji },
    replyTo: { messageId: message },
    createdAt: Date.now(),
  };
}

export function deleteEvent(
  d: { id: string; channel_id: string; guild_id?: string },
  ctx: NormalizeContext,
): ChatEvent {
  return {
    id: `delete:${d.id}`,
    kind: 'delete',
    conversation: discordConversation(d.guild_id, d.channel_id, ctx.parentOf(d.channel_id)),
    messageId: d.id,
    author: { id: '0', isBot: false, isSelf: false, isAdmin: false },
  };
}

export interface RawInteraction {
  id: string;
  application_id: string;
  type: number;
  token: string;
  guild_id?: string;
  channel_id?: string;
  channel?: { id: string; type?: number; parent_id?: string | null };
  member?: { user: RawUser; permissions?: string };
  user?: RawUser;
  locale?: string;
  guild_locale?: string;
  data?: {
    name?: string;
    type?: number;
    custom_id?: string;
    target_id?: string;
    options?: RawCommandOption[];
    resolved?: { attachments?: Record<string, RawAttachment>; messages?: Record<string, RawMessage> };
  };
  message?: RawMessage;
}

/** An option of a chat-input interaction: a value, or a subcommand (1) or group (2) holding options. */
export interface RawCommandOption {
  name: string;
  type: number;
  value?: string | number | boolean;
  focused?: boolean;
  options?: RawCommandOption[];
}

/**
 * Discord nests a subcommand's options in it (and a subcommand in its group): its names, in order,
 * are the command's leading words (`consent on`), the innermost options its options.
 */
export function flattenOptions(options: RawCommandOption[] = []): {
  words: string[];
  options: RawCommandOption[];
} {
  const words: string[] = [];
  let level = options;
  for (let sub = level.find(isSubcommand); sub; sub = level.find(isSubcommand)) {
    words.push(sub.name);
    level = sub.options ?? [];
  }
  return { words, options: level };
}

const isSubcommand = (o: RawCommandOption) => o.type === 1 || o.type === 2;

export const interactionUser = (i: RawInteraction): RawUser | undefined => i.member?.user ?? i.user;

/** Thread channel types: announcement, public and private threads. */
const THREADS = new Set([10, 11, 12]);

export function interactionConversation(i: RawInteraction, ctx: Pick<NormalizeContext, 'parentOf'>) {
  const channelId = i.channel?.id ?? i.channel_id ?? '0';
  const parent =
    i.channel && THREADS.has(i.channel.type ?? -1)
      ? (i.channel.parent_id ?? undefined)
      : ctx.parentOf(channelId);
  return discordConversation(i.guild_id, channelId, parent);
}

/**
 * Which interactions defer as ephemeral: context menus, and each command or subcommand whose rules
 * say its answer is personal (a public "thinking…" would turn a bridge code public when the answer
 * replaces it).
 */
export function personal(i: RawInteraction, spec?: (name: string) => CommandSpec | undefined): boolean {
  if (i.type === 3) return false;
  if (i.data?.type === COMMAND_TYPE.MESSAGE) return true;
  const rules = i.data?.name ? spec?.(i.data.name)?.rules : undefined;
  if (!rules) return false;
  const first = i.data?.options?.[0];
  const sub = first && isSubcommand(first) ? first.name : undefined;
  return answerOf(rules, sub) === 'personal';
}

export function interactionHandle(
  i: RawInteraction,
  now = Date.now(),
  spec?: (name: string) => CommandSpec | undefined,
): Interaction {
  return {
    platform: 'discord',
    id: i.id,
    expiresAt: now + INTERACTION_TTL_MS,
    data: { app: i.application_id, token: i.token, type: i.type, ephemeral: personal(i, spec) },
  };
}

/** `a:COMMAND:ID[:VALUE]` in a button's custom_id (Discord allows 100 characters). */
export function customIdOf(command: string, id: string, value?: string): string {
  const data = ['a', command, id, ...(value !== undefined ? [value] : [])].join(':');
  if (data.length > 100) throw new Error(`button id too long: ${data.slice(0, 110)}`);
  return data;
}

export function parseCustomId(
  data: string | undefined,
): { command: string; id: string; value?: string } | undefined {
  const [tag, command, id, ...rest] = (data ?? '').split(':');
  if (tag !== 'a' || !command || !id) return undefined;
  return { command, id, ...(rest.length ? { value: rest.join(':') } : {}) };
}

/** INTERACTION_CREATE (command, context menu, button) → an event; undefined for other kinds. */
export function interactionEvent(i: RawInteraction, ctx: NormalizeContext): ChatEvent | undefined {
  const user = interactionUser(i);
  const conversation = interactionConversation(i, ctx);
  const perms = i.member?.permissions;
  const who = author(user, ctx.selfId, {
    // DMs: the member is the only one there, admin of that DM but of no workspace (a DM is a
    // workspace of its own, but budgets are the operator's). Guilds: Manage Channels for channel settings, Manage Server for the workspace's.
    isAdmin: !i.guild_id || canManageChannel(perms),
    isWorkspaceAdmin: !!i.guild_id && canManageWorkspace(perms),
    ...(i.locale ? { locale: languageOfLocale(i.locale) ?? i.locale } : {}),
  });
  const base = {
    id: `interaction:${i.id}`,
    conversation,
    author: who,
    interaction: interactionHandle(i, Date.now(), ctx.spec),
    createdAt: Date.now(),
  };
  const data = i.data;
  if (i.type === 3) {
    const action = parseCustomId(data?.custom_id);
    if (!action || !i.message) return undefined;
    return { ...base, kind: 'action', messageId: i.message.id, action };
  }
  if (i.type !== 2 || !data?.name) return undefined;
  if (data.type === COMMAND_TYPE.MESSAGE) {
    const command = ctx.menuCommand?.(data.name);
    const message = data.target_id ? data.resolved?.messages?.[data.target_id] : undefined;
    if (!command || !message) return undefined;
    return {
      ...base,
      kind: 'command',
      command: { name: command, args: '' },
      replyTo: target(message, ctx.maxDownloadBytes),
    };
  }
  const options: RawOptions = {};
  const media: MediaRef[] = [];
  const given = flattenOptions(data.options);
  let args = given.words.join(' ');
  // A command taken as a line (its spec's asLine) gets the typed words; the others their
  // subcommand's words and structured options.
  const line = !!ctx.spec?.(data.name)?.asLine;
  for (const o of given.options) {
    if (o.name === ATTACHMENT_OPTION && typeof o.value === 'string') {
      const a = data.resolved?.attachments?.[o.value];
      if (a && a.size <= ctx.maxDownloadBytes) media.push(attachmentMedia(a));
    } else if (line && o.name === LINE_OPTION) args = String(o.value ?? '');
    else if (o.value !== undefined) options[o.name] = o.value;
  }
  return {
    ...base,
    kind: 'command',
    command: line ? { name: data.name, args } : { name: data.name, args, options },
    ...(media.length ? { media } : {}),
  };
}
