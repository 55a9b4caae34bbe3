// One command definition, rendered natively by every adapter (Slack slash command, Discord
// application command, Telegram bot command) and run the same way everywhere.
import type { LanguageClient } from '../language/types.js';
import type { Settings } from '../settings/schema.js';
import type { SettingsStore } from '../settings/store.js';
import type { ChatEvent } from './event.js';
import type { Reply } from './reply.js';

export interface CommandOption {
  name: string;
  description: string;
  required?: boolean;
}

/** Where a command's slow work goes; the job's result is posted by the worker. */
export interface JobSink {
  enqueue(name: string, payload: Record<string, unknown>, opts: { dedupeKey: string }): Promise<void>;
}

export interface CommandContext {
  event: ChatEvent;
  /** settings in force for the author in this channel */
  settings: Settings;
  settingsStore: SettingsStore;
  language: LanguageClient;
  jobs: JobSink;
  /** Sends a progress notice now (before slow work) and returns its message id, for editing later. */
  progress(text: string): Promise<string | undefined>;
}

export interface Command<A = unknown> {
  name: string;
  description: string;
  /** e.g. `to hi,ta TEXT` — shown by help */
  usage: string;
  options: CommandOption[];
  /** inline commands answer at once; job commands hand off to a worker and answer with progress */
  mode: 'inline' | 'job';
  /** Parses the argument text; throws UsageError with a sentence that says what to type. */
  parse(args: string, event: ChatEvent): A;
  run(ctx: CommandContext, args: A): Promise<Reply[]>;
}

export class UsageError extends Error {}
