// The way every event goes, whatever the platform: dedupe · ignore self · load settings ·
// rate-limit · route to a command or to the automatic features. Adapters call `handle`.
import { UsageExhaustedError } from '../language/errors.js';
import type { LanguageClient } from '../language/types.js';
import { keys as dubashKeys, type Keyspace } from '../state/keys.js';
import { randomToken } from '../state/random.js';
import type { RedisClient as Redis } from '../state/redis.js';
import { claimOnce } from '../state/stores/claims.js';
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
import { LocaleMemo } from './locale-memo.js';
import { explainError, messageTooLong } from './messages.js';
import { errorReply, type Reply } from './reply.js';
import { assertAccess } from './rules.js';
import type { SettingsStore } from './settings-store.js';
import { overlongText } from './text-limits.js';
import { RedisUsageMeter } from './usage.js';

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
  /**
   * the bot's one cached translator (src/translation/translator.ts), made by the composition root
   * (src/bot.ts) and shared with the workers and adapters: the core only knows its interface
   */
  translator: TranslationService;
  /** default: monthly budgets counted in `redis` */
  usage?: UsageMeter;
  /** where its keys live (dedupe, rate, locales, notices), default dubash's */
  keys?: Keyspace;
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
 * none), its TTL, this handling's token. Returns {1 if the event is new, events this minute (0 when
 * not counted), the settings documents (only when new)}. The token tells this handling's own call,
 * sent again by the client after a dropped connection (Redis ran it, the answer was lost), from
 * another delivery of the event: the first is still new (not counted twice), the second a duplicate.
 */
const ADMIT_SCRIPT = `
if not redis.call('SET', KEYS[1], ARGV[6], 'EX', ARGV[1], 'NX') then
  if redis.call('GET', KEYS[1]) ~= ARGV[6] then return {0, 0, {}} end
  return {1, 0, redis.call('MGET', unpack(KEYS, 4))}
end
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
  /** reader: the language the asker reads dubash in (a long answer's file caption is said in it) */
  | { status: 'handled'; replies: Reply[]; reader?: string };

export class Pipeline {
  private readonly translator: TranslationService;
  private readonly usage: UsageMeter;
  private readonly locales = new LocaleMemo();
  private readonly keys: Keyspace;

  constructor(private readonly deps: PipelineDeps) {
    this.translator = deps.translator;
    this.keys = deps.keys ?? dubashKeys;
    this.usage = deps.usage ?? new RedisUsageMeter(deps.redis, this.keys);
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
    const memberLocaleKey = localeKey(event.conversation, event.author.id, this.keys);
    // Remembered, so auto-translation into each member's language knows the members' locales
    // (written when it changed or now and then, not on every message: src/core/locale-memo.ts).
    const writeLocale = counted && !!locale && this.locales.shouldWrite(memberLocaleKey, locale);
    let admitted: [number, number, (string | null)[]];
    try {
      admitted = (await redis.eval(
        ADMIT_SCRIPT,
        3 + settingsKeys.length,
        this.keys.dedupe(event.conversation, event.id),
        this.keys.rate(event.conversation, Math.floor(Date.now() / 60_000)),
        memberLocaleKey,
        ...settingsKeys,
        this.deps.dedupeTtlS ?? 86_400,
        counted ? 1 : 0,
        RATE_WINDOW_TTL_S,
        writeLocale ? locale : '',
        LOCALE_TTL_S,
        randomToken(),
      )) as [number, number, (string | null)[]];
    } catch (err) {
      if (writeLocale) this.locales.forget(memberLocaleKey);
      throw err;
    }
    const [fresh, n, docs] = admitted;
    if (fresh !== 1) {
      if (writeLocale) this.locales.forget(memberLocaleKey);
      return { status: 'duplicate' };
    }
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
      return { status: 'handled', replies: await this.route(ctx), reader: readerOf(ctx) };
    } catch (err) {
      this.deps.onError?.(err, event);
      const replies = [errorReply(explainError(err, readerOf(ctx)), event.messageId)];
      const notice = await adminNoticeFor(redis, err, event.conversation, ctx.languages.workspace, this.keys);
      if (notice) replies.push(notice);
      return { status: 'handled', replies, reader: readerOf(ctx) };
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
      const action = { ...event.action, messageId: event.messageId };
      // A button that means typed words (a settings change) is run like them: access first.
      const asTyped = command?.parseAction?.(ctx, action);
      if (command && asTyped) {
        assertAccess(asTyped.access, event.author, command.rules);
        return asTyped.run();
      }
      if (!command?.onAction)
        return [errorReply(say(readerOf(ctx), 'pipeline.staleButton'), event.messageId)];
      return command.onAction(ctx, action);
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
      // Who may run it is the command's declaration (commands/*.ts), checked on what was parsed.
      assertAccess(parsed.access, event.author, command.rules);
      return parsed.run();
    }
    return this.deps.automatic ? this.deps.automatic(ctx) : [];
  }
}

/**
 * The API said the account's credits are used up (403 `usage exhausted`): admins hear it once an
 * hour per workspace, however many commands fail meanwhile (a claim with a token per call: a
 * marker set by this same call before a dropped connection lost its answer is still this call's,
 * so the notice is not lost to the replay). Other errors: nothing.
 */
export async function adminNoticeFor(
  redis: Redis,
  err: unknown,
  ref: ConversationRef,
  /** the workspace's language, which its admins read (English by default) */
  lang = 'en',
  keys: Keyspace = dubashKeys,
): Promise<Reply | undefined> {
  if (!(err instanceof UsageExhaustedError)) return undefined;
  if (!(await claimOnce(redis, keys.noticeExhausted(ref), 3_600))) return undefined;
  return {
    type: 'notice',
    audience: 'admins',
    text: say(lang, 'notice.exhausted'),
  };
}
