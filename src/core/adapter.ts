// What every platform adapter provides. Adapters turn platform payloads into ChatEvents
// (normalize.ts) and Replies back into platform calls (render.ts); nothing else knows the platform.
// What a platform can or cannot do is an optional method, with one documented fallback in the core
// (src/core/audience.ts, src/core/deliver.ts), not a flag.
import type { FastifyInstance } from 'fastify';
import type { VoiceCaptioning } from './captions.js';
import type { CommandSpec } from './command.js';
import type { ChatEvent, Interaction, MediaRef } from './event.js';
import type { ConversationRef, Platform } from './ids.js';
import type { ModerationAction, Reply } from './reply.js';

export interface SentMessage {
  id: string;
}

export interface SendOptions {
  /**
   * Same key, same message: a platform that can dedupe on it (the local chat does) posts once, so
   * a worker killed after posting but before recording it does not post twice on retry.
   */
  idempotencyKey?: string;
}

/** One result of an inline mode (Telegram inline queries): what the list shows, the text sent. */
export interface InlineResult {
  id: string;
  title: string;
  description: string;
  text: string;
}

/** What an adapter with an inline mode asks for each query (src/features/inline.ts answers). */
export type InlineAnswer = (query: string, locale?: string) => Promise<InlineResult[]>;

/** What the chat shows while a job runs (Telegram's chat actions). */
export type WorkingKind = 'typing' | 'record_voice' | 'upload_document';

export interface PlatformAdapter {
  name: Platform;
  /** longest text message the platform takes; longer replies are split or sent as a file */
  maxTextLength: number;
  /** Begins receiving; every event goes to `dispatch`. */
  start(dispatch: (event: ChatEvent) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
  /** Posts a reply in the conversation, for everyone there. */
  send(conversation: ConversationRef, reply: Reply, opts?: SendOptions): Promise<SentMessage>;
  /**
   * Without it, a reply that would edit a message (a progress notice, an edited answer) is posted anew.
   * Returns the reply's new id when it is no longer `messageId`: the message posted anew when the
   * one to edit was gone (deleted by hand), or an answer in parts whose handle names its parts
   * (Telegram) after parts were added or dropped. Whoever keeps the id keeps this one, so a later
   * edit or delete reaches it, and never deletes `messageId` itself: the adapter already dealt
   * with what it showed (its parts still needed are in the new id).
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: adapters that never post anew return nothing
  edit?(conversation: ConversationRef, messageId: string, reply: Reply): Promise<SentMessage | void>;
  /** Without it, the bot's answers stay when their source message is deleted. */
  delete?(conversation: ConversationRef, messageId: string): Promise<void>;
  /**
   * Carries out a moderation notice's action on the flagged message (delete it; or replace it with
   * the cleaned text, as the platform can: a repost as its author, or the text beside it). Called
   * by the core (src/core/audience.ts) before the notice is posted; without it only the notice is.
   */
  moderate?(conversation: ConversationRef, action: ModerationAction): Promise<void>;
  /** Fetches the bytes a MediaRef names (runs in the worker, after a queue hop). */
  download(media: MediaRef): Promise<Buffer>;
  /** Registers the commands natively (menus, slash commands, context menus); called by bot.start(). */
  registerCommands?(commands: CommandSpec[]): Promise<void>;
  /**
   * Shows that the bot is working on something for the conversation (typing…, recording…). Shown
   * briefly by the platform: the worker calls it again every few seconds while a job runs.
   */
  working?(conversation: ConversationRef, kind: WorkingKind): Promise<void>;
  /** Member ids of a channel, for auto-translation into each member's language. */
  members?(conversation: ConversationRef): Promise<string[]>;
  /** A message only these members see, in the conversation (Slack postEphemeral, Discord, the local chat). */
  sendEphemeral?(
    conversation: ConversationRef,
    members: string[],
    reply: Reply,
    opts?: SendOptions,
  ): Promise<SentMessage>;
  /**
   * Posts a reply (`reply.postAs`) as its author: their name and picture on the post (a Discord
   * channel webhook, Slack with chat:write.customize). The conversation is the bridged channel, or
   * another channel of the workspace (a mirror channel, src/features/language-destinations).
   * Undefined when it cannot (no right, a reply in a thread a webhook cannot answer): the core then
   * posts the reply itself, whose text carries the name ("Asha (Slack): …"), or, for a mirror, puts
   * the language in the channel's reply. Called by the core (src/core/audience.ts) before `send`.
   */
  postAs?(conversation: ConversationRef, reply: Reply): Promise<SentMessage | undefined>;
  /**
   * Another channel of the conversation's workspace, as members write it (`<#id>`, an id,
   * `#name`): the mirror channels of the channel setting `mirrors`. Without it, no mirrors.
   */
  resolveChannel?(conversation: ConversationRef, ref: string): Promise<ConversationRef | undefined>;
  /**
   * A topic (a forum thread) named `name` in the conversation's chat, for per-language topics
   * (src/features/language-destinations); its thread id, or undefined when the chat has none.
   * Without it, translations go out as one reply. Replies go into a topic with `send` to the
   * conversation with that `threadId`.
   */
  createTopic?(conversation: ConversationRef, name: string): Promise<string | undefined>;
  /** The direct conversation with `member`, where the platform lets the bot write to them. */
  openDM?(conversation: ConversationRef, member: string): Promise<ConversationRef | undefined>;
  /** The admins of the conversation (member ids), for replies meant for admins only. */
  adminsOf?(conversation: ConversationRef): Promise<string[]>;
  /** How to name a member in a channel message (the fallback of an ephemeral reply): `@name`. */
  mention?(member: { member: string; name?: string }): string;
  /**
   * Answers through an interaction handle (Discord interaction, Slack response_url): `replace`
   * edits the first (deferred or progress) response, else a follow-up is posted. Undefined when the
   * handle no longer takes answers; the reply is then posted normally.
   */
  respond?(
    interaction: Interaction,
    reply: Reply,
    opts: { replace: boolean },
  ): Promise<SentMessage | undefined>;
  /** HTTP routes the adapter serves on the bot's server (webhooks, the local chat). */
  routes?(app: FastifyInstance): void | Promise<void>;
  /** Voice channels (Discord): without it, `/captions start` says the platform has none. */
  voice?: VoiceCaptioning;
}
