// The way every event goes, whatever the platform: dedupe · ignore self · load settings ·
// rate-limit · route to a command or to the automatic features. Adapters call `handle`.

import { UsageExhaustedError } from '../language/errors.js';
import type { LanguageClient } from '../language/types.js';
import type { SettingsStore } from '../settings/store.js';
import { RedisUsageMeter } from '../settings/usage.js';
import { keys } from '../state/keys.js';
import type { RedisClient as Redis } from '../state/redis.js';
import { ChatTranslator } from '../translation/translator.js';
import type { BridgeControl } from './bridge.js';
import type { CaptionsControl } from './captions.js';
import {
  type Command,
  type CommandContext,
  type ConversationLanguages,
  type JobSink,
  type TranslationService,
  UsageError,
  type UsageMeter,
} from './command.js';
import type { ChatEvent } from './event.js';
import { readerOf, say } from './i18n.js';
import type { ConversationRef } from './ids.js';
import {
  isLanguage,
  LOCALE_TTL_S,
  languageOf,
  localeKey,
  readerLanguage,
  supportedLocale,
} from './languages.js';
import { explainError, messageTooLong } from './messages.js';
import { errorReply, type Reply } from './reply.js';
import { overlongText } from './text-limits.js';

export interface PipelineDeps {
  redis: Redis;
  settings: SettingsStore;
  language: LanguageClient;
  jobs: JobSink;
  commands: Map<string, Command>;
  /** automatic features (auto-translate, auto-transcribe, moderation) for plain messages */
  automatic?: (ctx: CommandContext) => Promise<Reply[]>;
  /** a member reacted to a message (translate by reaction, src/features/reaction-translate.ts) */
  reactions?: (ctx: CommandContext) => Promise<Reply[]>;
  /** events per workspace per minute before the bot asks people to slow down */
  rateLimitPerMinute?: number;
  /** how long an event id is remembered for dedupe */
  dedupeTtlS?: number;
  onError?: (err: unknown, event: ChatEvent) => void;
  /** default: a ChatTranslator over `language`, cached in `redis` */
  translator?: TranslationService;
  /** default: monthly budgets counted in `redis` */
  usage?: UsageMeter;
  /** the distinct view languages of a channel's members (commands choose OCR/STT languages from them) */
  memberLanguages?(ref: ConversationRef): Promise<string[]>;
  /** the translating bridge (src/features/bridge), for the `bridge` command */
  bridges?: BridgeControl;
  /** live captions of voice channels (src/features/captions), for the `captions` command */
  captions?: CaptionsControl;
}

/** Rate windows are fixed minutes per workspace: cheap, and enough to stop a flood. */
const RATE_WINDOW_TTL_S = 120;

/**
 * KEYS: dedupe key, rate key, the author's remembered-locale key, then the settings documents to
 * read; ARGV: dedupe TTL, 1 to count the event, rate key TTL, the author's platform locale ('' for
 * none), its TTL. Returns {1 if the event is new, events this minute (0 when not counted), the
 * settings documents (only when new)}.
 */
const ADMIT_SCRIPT = `
if not redis.call('SET', KEYS[1], '1', 'EX', ARGV[1], 'NX') then return {0, 0, {}} end
local n = 0
if ARGV[2] == '1' then
  n = redis.call('INCR', KEYS[2])
  if n == 1 then redis.call('EXPIRE', KEYS[2], ARGV[3]) end
end
if ARGV[4] ~= '' then redis.call('SET', KEYS[3], ARGV[4], 'EX', ARGV[5]) end
return {1, n, redis.call('MGET', unpack(KEYS, 4))}
`;

export type Outcome =
  | { status: 'duplicate' | 'ignored' | 'rate-limited' }
  | { status: 'handled'; replies: Reply[] };

export class Pipeline {
  private readonly translator: TranslationService;
  private readonly usage: UsageMeter;

  constructor(private readonly deps: PipelineDeps) {
    this.translator = deps.translator ?? new ChatTranslator(deps.language, deps.redis);
    this.usage = deps.usage ?? new RedisUsageMeter(deps.redis);
  }

  /** `send` posts a reply at once (used for progress notices before slow work). */
  async handle(event: ChatEvent, send?: (reply: Reply) => Promise<{ id: string }>): Promise<Outcome> {
    const { redis } = this.deps;
    if (event.author.isSelf) return { status: 'ignored' };
    // Bots' plain messages are remembered (dedupe) but not counted against the workspace's rate.
    const counted = !(event.author.isBot && event.kind !== 'command');
    // One command: dedupe + rate count (a script, so a duplicate is never counted) and the settings
    // documents, which are only used once the event is known to be fresh.
    const settingsKeys = this.deps.settings.resolveKeys(event.conversation, event.author.id);
    const locale = supportedLocale(event.author.locale);
    const admitted = (await redis.eval(
      ADMIT_SCRIPT,
      3 + settingsKeys.length,
      keys.dedupe(event.conversation, event.id),
      keys.rate(event.conversation, Math.floor(Date.now() / 60_000)),
      localeKey(event.conversation, event.author.id),
      ...settingsKeys,
      this.deps.dedupeTtlS ?? 86_400,
      counted ? 1 : 0,
      RATE_WINDOW_TTL_S,
      // Remembered, so auto-translation into each member's language knows the members' locales.
      counted && locale ? locale : '',
      LOCALE_TTL_S,
    )) as [number, number, (string | null)[]];
    const [fresh, n, docs] = admitted;
    if (fresh !== 1) return { status: 'duplicate' };
    if (!counted) return { status: 'ignored' };
    if (n > (this.deps.rateLimitPerMinute ?? 600)) return { status: 'rate-limited' };

    const [workspaceDoc, channelDoc, memberDoc] = docs;
    const languages: ConversationLanguages = {
      member: languageOf(memberDoc),
      locale,
      channel: languageOf(channelDoc),
      workspace: languageOf(workspaceDoc),
      members: async () => (await this.deps.memberLanguages?.(event.conversation)) ?? [],
    };
    const resolved = this.deps.settings.fromDocs(docs);
    // A member who never chose a language reads in their platform locale, when dubash has it.
    const reader = readerLanguage(languages, resolved.language);
    const settings = isLanguage(reader) ? { ...resolved, language: reader } : resolved;
    const ctx: CommandContext = {
      event,
      settings,
      languages,
      ...(event.replyTo ? { target: event.replyTo } : {}),
      settingsStore: this.deps.settings,
      language: this.deps.language,
      jobs: this.deps.jobs,
      translator: this.translator,
      usage: this.usage,
      progress: async (text) =>
        send ? (await send({ type: 'notice', text, replyTo: event.messageId })).id : undefined,
      ...(this.deps.bridges ? { bridges: this.deps.bridges } : {}),
      ...(this.deps.captions ? { captions: this.deps.captions } : {}),
    };
    try {
      return { status: 'handled', replies: await this.route(ctx) };
    } catch (err) {
      this.deps.onError?.(err, event);
      const replies = [errorReply(explainError(err, readerOf(ctx)), event.messageId)];
      const notice = await adminNoticeFor(redis, err, event.conversation, ctx.languages.workspace);
      if (notice) replies.push(notice);
      return { status: 'handled', replies };
    }
  }

  private async route(ctx: CommandContext): Promise<Reply[]> {
    const { event } = ctx;
    // Longer than its platform allows: answered (a command) or left alone, before anything reads it.
    const overlong = overlongText(event);
    if (overlong) {
      if (!event.command) return [];
      return [errorReply(messageTooLong(overlong.length, overlong.limit, readerOf(ctx)), event.messageId)];
    }
    if (event.kind === 'action' && event.action) {
      // A button of a reply a command made: back to that command.
      const command = this.deps.commands.get(event.action.command);
      if (!command?.onAction)
        return [errorReply(say(readerOf(ctx), 'pipeline.staleButton'), event.messageId)];
      return command.onAction(ctx, { ...event.action, messageId: event.messageId });
    }
    if (event.kind === 'reaction') return this.deps.reactions ? this.deps.reactions(ctx) : [];
    if (event.command) {
      const command = this.deps.commands.get(event.command.name.toLowerCase());
      if (!command) {
        return [
          errorReply(
            say(readerOf(ctx), 'pipeline.unknownCommand', { name: event.command.name }),
            event.messageId,
          ),
        ];
      }
      let parsed: ReturnType<Command['parse']>;
      try {
        parsed = command.parse(ctx);
      } catch (err) {
        if (err instanceof UsageError)
          return [
            errorReply(
              say(readerOf(ctx), 'pipeline.usage', {
                error: explainError(err, readerOf(ctx)),
                command: command.name,
                usage: command.usage,
              }),
              event.messageId,
            ),
          ];
        throw err;
      }
      return parsed.run();
    }
    return this.deps.automatic ? this.deps.automatic(ctx) : [];
  }
}

/**
 * The API said the account's credits are used up (403 `usage exhausted`): admins hear it once an
 * hour per workspace, however many commands fail meanwhile (`SET NX`). Other errors: nothing.
 */
export async function adminNoticeFor(
  redis: Redis,
  err: unknown,
  ref: ConversationRef,
  /** the workspace's language, which its admins read (English by default) */
  lang = 'en',
): Promise<Reply | undefined> {
  if (!(err instanceof UsageExhaustedError)) return undefined;
  const first = await redis.set(keys.noticeExhausted(ref), '1', 'EX', 3_600, 'NX');
  if (first !== 'OK') return undefined;
  return {
    type: 'notice',
    audience: 'admins',
    text: say(lang, 'notice.exhausted'),
  };
}
