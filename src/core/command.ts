// One command definition, rendered natively by every adapter (Slack slash command, Discord
// application command, Telegram bot command) and run the same way everywhere.
import type { LanguageClient } from '../language/types.js';
import type { Settings } from '../settings/schema.js';
import type { SettingsStore } from '../settings/store.js';
import type { ChatEvent } from './event.js';
import type { ConversationRef } from './ids.js';
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

/** Budget hooks for one kind of usage: `before` refuses (throws) over budget, `after` records. */
export interface Metered {
  before(amount: number): Promise<void>;
  after(amount: number): Promise<void>;
}

export interface TranslationOutcome {
  /** the source language used ('hi' for romanized Hindi, which was transliterated first) */
  source?: string;
  romanized: boolean;
  translations: Map<string, string>;
  /** targets the message is already in */
  already: string[];
  /** targets the API could not serve (negative apiStatus) */
  failed: string[];
  /** targets the API only sounded out in their script (apiStatus 10: no translation engine for the pair) */
  transliterated?: string[];
  /** the first time in this workspace (opts.workspace) a target was only sounded out: tell the admins */
  firstTransliteration?: boolean;
  /** why nothing was translated at all */
  skipped?: 'nothing-to-translate' | 'unknown-language';
}

/** The cached, segment-aware chat translator (src/translation/translator.ts). */
export interface TranslationService {
  /** target → translation; targets the text is already in, and failed targets, are left out */
  translate(
    text: string,
    from: string,
    targets: string[],
    domain?: string,
    opts?: { characters?: Metered },
  ): Promise<Map<string, string>>;
  /** like translate, and says what the source was and why targets are missing */
  translateDetailed(
    text: string,
    from: string,
    targets: string[],
    domain?: string,
    /** workspace: its key (workspaceKey), so a sounded-out target is reported to admins once */
    opts?: { characters?: Metered; workspace?: string },
  ): Promise<TranslationOutcome>;
  /** Devanagari Hindi → Latin script (code, links and emoji kept as they are) */
  romanize?(text: string, opts?: { characters?: Metered }): Promise<string>;
}

/** Monthly usage per workspace against Settings.budget (src/settings/usage.ts). */
export interface UsageMeter {
  /** Usage so far this month. */
  used(ref: ConversationRef, kind: UsageKind): Promise<number>;
  /** Throws a UsageError with a clear sentence when `amount` more would pass the budget. */
  ensure(ref: ConversationRef, budget: Settings['budget'], kind: UsageKind, amount: number): Promise<void>;
  /** Adds usage; returns a notice for admins the first time 80% is passed in a month. */
  record(
    ref: ConversationRef,
    budget: Settings['budget'],
    kind: UsageKind,
    amount: number,
  ): Promise<Reply | undefined>;
}
export type UsageKind = 'characters' | 'audioSeconds';

export interface CommandContext {
  event: ChatEvent;
  /** settings in force for the author in this channel */
  settings: Settings;
  settingsStore: SettingsStore;
  language: LanguageClient;
  jobs: JobSink;
  translator: TranslationService;
  usage: UsageMeter;
  /** Sends a progress notice now (before slow work) and returns its message id, for editing later. */
  progress(text: string): Promise<string | undefined>;
}

export interface Command<A = unknown> {
  name: string;
  description: string;
  /** language code (`hi`, `ta`, …) → the description in that language, for native command menus */
  descriptions?: Partial<Record<string, string>>;
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
