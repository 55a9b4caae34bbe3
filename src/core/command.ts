// One command definition, rendered natively by every adapter (Slack slash command, Discord
// application command, Telegram bot command) and run the same way everywhere; and what a command
// may use while it runs (CommandContext).
import type { LanguageClient } from '../language/types.js';
import type { Settings } from '../settings/schema.js';
import type { BridgeControl } from './bridge.js';
import type { CaptionsControl } from './captions.js';
import type { ChatEvent, MediaRef, MessageTarget } from './event.js';
import type { Form, FormInput } from './form.js';
import type { ConversationRef } from './ids.js';
import type { JobName, JobPayloads } from './jobs.js';
import {
  type CommandOption,
  completeValues,
  type nativeChoices,
  type OptionValues,
  type SubcommandNode,
  type Subcommands,
  subcommandTree,
  UsageError,
  valuesFromOptions,
  valuesFromText,
} from './options.js';
import type { Reply } from './reply.js';
import { type Access, accessOf, type CommandRules, DEFAULT_RULES } from './rules.js';
import type { SettingsStore } from './settings-store.js';

/** Where a command's slow work goes; the job's result is posted by the worker. */
export interface JobSink {
  /** typed by the payload of each job (src/jobs/definitions.ts fills JobPayloads) */
  enqueue<N extends JobName>(name: N, payload: JobPayloads[N], opts: { dedupeKey: string }): Promise<void>;
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
  /**
   * True once per workspace (its key), the first time: its admins are told a translation was only
   * sounded out. The same flag as translateDetailed's `workspace`, for admins elsewhere (a bridge's).
   */
  firstSoundedOut?(workspace: string): Promise<boolean>;
  /** Devanagari Hindi → Latin script (code, links and emoji kept as they are) */
  romanize?(text: string, opts?: { characters?: Metered }): Promise<string>;
}

/** Monthly usage per workspace against Settings.budget (src/core/usage.ts). */
export interface UsageMeter {
  /** Usage so far this month. */
  used(ref: ConversationRef, kind: UsageKind): Promise<number>;
  /** Throws a UsageError with a clear sentence when `amount` more would pass the budget. */
  ensure(ref: ConversationRef, budget: Settings['budget'], kind: UsageKind, amount: number): Promise<void>;
  /**
   * Adds usage; returns a notice for admins the first time 80% is passed in a month, said in `lang`
   * (the workspace's language; English without).
   */
  record(
    ref: ConversationRef,
    budget: Settings['budget'],
    kind: UsageKind,
    amount: number,
    lang?: string,
  ): Promise<Reply | undefined>;
  /** Automatic work the budget refused: a notice for admins (in `lang`), the first time in a month and kind. */
  refused?(
    ref: ConversationRef,
    budget: Settings['budget'],
    kind: UsageKind,
    lang?: string,
  ): Promise<Reply | undefined>;
}
export type UsageKind = 'characters' | 'audioSeconds';

export interface CommandContext {
  event: ChatEvent;
  /** settings in force for the author in this channel */
  settings: Settings;
  /** the languages this conversation actually uses (see ConversationLanguages) */
  languages: ConversationLanguages;
  settingsStore: SettingsStore;
  language: LanguageClient;
  jobs: JobSink;
  translator: TranslationService;
  usage: UsageMeter;
  /** The message the command acts on: the one it replies to, or a message context menu's target. */
  target?: MessageTarget;
  /** Sends a progress notice now (before slow work) and returns its message id, for editing later. */
  progress(text: string): Promise<string | undefined>;
  /** the translating bridge, when the bot composes one (the `bridge` command) */
  bridges?: BridgeControl;
  /** live captions of voice channels, when the bot composes them (the `captions` command) */
  captions?: CaptionsControl;
}

/** Who chose which language, so a command can tell a choice from a default. */
export interface ConversationLanguages {
  /** the author's own choice (member settings), when they made one */
  member?: string;
  /** the author's platform locale, when dubash supports it (Telegram language_code) */
  locale?: string;
  /** the channel's and the workspace's languages, when set */
  channel?: string;
  workspace?: string;
  /** the view languages of the channel's members, when the adapter can list them */
  members(): Promise<string[]>;
}

/** What the pipeline gets from a command: checked arguments, ready to run once access is checked. */
export interface ParsedCommand {
  /** who may run what was asked (the subcommand's, else the command's), from its rules */
  access: Access;
  run(): Promise<Reply[]>;
}

/** A button pressed on a reply a command made (Reply.actions), routed back to that command. */
export interface ActionInput {
  /** the button's id, e.g. `menu` or `set` */
  id: string;
  value?: string;
  /** the bot message that carried the button */
  messageId?: string;
}

/**
 * One command, whatever the platform: typed options (registered natively by each adapter), typed
 * text or structured options checked into the same arguments, and the run. Descriptions live in
 * commands/locales/<lang>.ts, not here, so a translator edits one file.
 */
export interface Command {
  name: string;
  /** e.g. `[to hi,ta] [from en] TEXT` — shown by help and after a usage error */
  usage: string;
  options: readonly CommandOption[];
  /** its subcommands, where a platform lists them natively (checked from CommandDefinition.subcommands) */
  subcommands?: SubcommandNode[];
  /** `message`: acts on a message (Discord message menu, Slack shortcut, "reply with /cmd") */
  target?: 'message';
  /** its entry on a message's menu, where platforms have one (Discord's Apps menu, Slack shortcuts) */
  menu?: string;
  /** Checks the input into the command's arguments; throws UsageError with what to type. */
  parse(ctx: CommandContext): ParsedCommand;
  /** A button of one of this command's replies was pressed. */
  onAction?(ctx: CommandContext, action: ActionInput): Promise<Reply[]>;
  /** A button that asks what typed words would (a settings change): run like them, access checked. */
  parseAction?(ctx: CommandContext, action: ActionInput): ParsedCommand | undefined;
  /** who may run it, who sees its answers, per subcommand where they differ (src/core/rules.ts) */
  rules: CommandRules;
  /** natively one line of typed words (one text option, suggested from `usage`), not separate options */
  asLine?: true;
  /** members ask it when something does not work (/help): a platform adds what it lacks to the answer */
  guide?: true;
  /** A button drawn before buttons were data (still in old chats): the action it meant, if it is this command's. */
  legacyAction?(data: string): Omit<ActionInput, 'messageId'> | undefined;
  /** its form, where a platform draws forms (Slack's modal) */
  form?(input: FormInput): Form;
}

/** A command as adapters register it natively: texts from commands/locales, typed options. */
export interface CommandSpec {
  name: string;
  usage: string;
  /** English */
  description: string;
  /** language code → description, for per-language native menus */
  descriptions: Record<string, string>;
  /** each option with its description and, for native option lists, its choices or autocomplete */
  options: ({ option: CommandOption; description: string } & ReturnType<typeof nativeChoices>)[];
  /** the command's subcommands (Discord registers them as subcommands and groups) */
  subcommands?: SubcommandNode[];
  target?: 'message';
  /** its message-menu entry's name (English; Discord localizes it) */
  menu?: string;
  /** its rules: adapters render them natively (ephemeral answers, default permissions) */
  rules: CommandRules;
  /** natively one line of typed words (see Command.asLine) */
  asLine?: true;
  /** see Command.guide */
  guide?: true;
  legacyAction?(data: string): Omit<ActionInput, 'messageId'> | undefined;
  form?(input: FormInput): Form;
}

export interface CommandDefinition<O extends readonly CommandOption[], A> {
  name: string;
  usage: string;
  options: O;
  /** Which leading positional choices are subcommands, and the options each takes (Discord's menus). */
  subcommands?: Subcommands<O[number]['name']>;
  target?: 'message';
  /** the name of its entry on a message's menu (needs `target: 'message'`) */
  menu?: string;
  /** who may run it and its subcommands, who sees its answers (default: anyone; the channel) */
  rules?: Partial<CommandRules>;
  /**
   * Which subcommand of `rules.subcommands` the arguments ask for (default: the value of
   * `subcommands.choice`). /settings answers with the level it parsed, never the words typed.
   */
  subcommandOf?(args: A, values: OptionValues<O>): string | undefined;
  /** its form, where a platform draws forms */
  form?(input: FormInput): Form;
  /** natively one line of typed words (`channel transcribe on`), suggested from `usage` */
  asLine?: true;
  /** members ask it when something does not work: a platform adds what it lacks to its answer */
  guide?: true;
  /** A button drawn before buttons were data, still in old chats: the action it meant. */
  legacyAction?(data: string): Omit<ActionInput, 'messageId'> | undefined;
  /** From the checked option values to the command's arguments (default: the values themselves). */
  parse?(values: OptionValues<O>, ctx: CommandContext): A;
  run(ctx: CommandContext, args: A): Promise<Reply[]>;
  onAction?(ctx: CommandContext, action: ActionInput): Promise<Reply[]>;
  /** A button meaning what typed words would: its arguments (run with the access of their subcommand). */
  actionArgs?(action: ActionInput, ctx: CommandContext): A | undefined;
}

/** The input of a command event: typed text, or structured options when the platform sent them. */
export function optionValuesOf<O extends readonly CommandOption[]>(
  options: O,
  ctx: CommandContext,
): OptionValues<O> {
  const input = ctx.event.command;
  // With structured options, the text holds only the chosen subcommand's words (`consent on`).
  const values = {
    ...valuesFromText(options, input?.args ?? ''),
    ...(input?.options ? valuesFromOptions(options, input.options) : {}),
  };
  const complete = completeValues(options, values, (kinds) => {
    const pick = (list?: MediaRef[]) => list?.find((m) => kinds.includes(m.kind));
    return pick(ctx.event.media) ?? pick(ctx.target?.media);
  });
  // completeValues checked each value by its option's type: this is that type.
  return complete as OptionValues<O>;
}

export function defineCommand<const O extends readonly CommandOption[], A = OptionValues<O>>(
  def: CommandDefinition<O, A>,
): Command {
  const rules: CommandRules = { ...DEFAULT_RULES, ...def.rules };
  const subOf = (args: A, values: OptionValues<O>): string | undefined => {
    if (def.subcommandOf) return def.subcommandOf(args, values);
    const choice = def.subcommands?.choice;
    if (!choice) return undefined;
    // The parsed arguments' own field of that name, else the option's value.
    const fromArgs = args && typeof args === 'object' ? (args as Record<string, unknown>)[choice] : undefined;
    const v = fromArgs ?? (values as Record<string, unknown>)[choice];
    return typeof v === 'string' ? v : undefined;
  };
  return {
    name: def.name,
    usage: def.usage,
    options: def.options,
    ...(def.subcommands ? { subcommands: subcommandTree(def.options, def.subcommands) } : {}),
    ...(def.target ? { target: def.target } : {}),
    ...(def.menu ? { menu: def.menu } : {}),
    parse(ctx) {
      const values = optionValuesOf(def.options, ctx);
      // Without a parse of its own, a command's arguments are its option values (A's default).
      const args = def.parse ? def.parse(values, ctx) : (values as A);
      return { access: accessOf(rules, subOf(args, values)), run: () => def.run(ctx, args) };
    },
    ...(def.onAction ? { onAction: def.onAction } : {}),
    ...(def.actionArgs
      ? {
          parseAction(ctx: CommandContext, action: ActionInput) {
            const args = def.actionArgs?.(action, ctx);
            if (args === undefined) return undefined;
            return {
              access: accessOf(rules, subOf(args, {} as OptionValues<O>)),
              run: () => def.run(ctx, args),
            };
          },
        }
      : {}),
    rules,
    ...(def.form ? { form: def.form } : {}),
    ...(def.asLine ? { asLine: true as const } : {}),
    ...(def.guide ? { guide: true as const } : {}),
    ...(def.legacyAction ? { legacyAction: def.legacyAction } : {}),
  };
}

export { UsageError };
