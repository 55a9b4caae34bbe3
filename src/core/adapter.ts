// What every platform adapter provides. Adapters turn platform payloads into ChatEvents
// (normalize.ts) and Replies back into platform calls (render.ts); nothing else knows the platform.
import type { Command } from './command.js';
import type { ChatEvent, MediaRef } from './event.js';
import type { ConversationRef, Platform } from './ids.js';
import type { Reply } from './reply.js';

export interface AdapterCapabilities {
  edit: boolean;
  delete: boolean;
  audio: boolean;
  files: boolean;
  ephemeral: boolean;
  /** longest text message the platform takes; longer replies are split or sent as a file */
  maxTextLength: number;
}

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

/** What the chat shows while a job runs (Telegram's chat actions). */
export type WorkingKind = 'typing' | 'record_voice' | 'upload_document';

export interface PlatformAdapter {
  name: Platform;
  capabilities: AdapterCapabilities;
  /** Begins receiving; every event goes to `dispatch`. */
  start(dispatch: (event: ChatEvent) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
  send(conversation: ConversationRef, reply: Reply, opts?: SendOptions): Promise<SentMessage>;
  edit?(conversation: ConversationRef, messageId: string, reply: Reply): Promise<void>;
  delete?(conversation: ConversationRef, messageId: string): Promise<void>;
  /** Fetches the bytes a MediaRef names (runs in the worker, after a queue hop). */
  download(media: MediaRef): Promise<Buffer>;
  /** Registers the command registry natively (menus, slash commands); called by bot.start(). */
  registerCommands?(commands: Command[]): Promise<void>;
  /**
   * Shows that the bot is working on something for the conversation (typing…, recording…). Shown
   * briefly by the platform: the worker calls it again every few seconds while a job runs.
   */
  working?(conversation: ConversationRef, kind: WorkingKind): Promise<void>;
  /** Member ids of a channel, for auto-translation into each member's language. */
  members?(conversation: ConversationRef): Promise<string[]>;
}
