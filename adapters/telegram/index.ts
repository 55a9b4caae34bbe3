// The Telegram adapter (grammY): long polling with @grammyjs/runner or a webhook on the bot's HTTP
// server; 429s retried after `retry_after` (auto-retry) and sends paced per chat (throttler).
// Updates become ChatEvents (normalize.ts), Replies become Bot API calls (render.ts).
import { autoRetry } from '@grammyjs/auto-retry';
import { type RunnerHandle, run, sequentialize } from '@grammyjs/runner';
import { apiThrottler } from '@grammyjs/transformer-throttler';
import type { FastifyInstance } from 'fastify';
import { Bot, type Context, GrammyError } from 'grammy';
import type { CallbackQuery, LanguageCode, Update, UserFromGetMe } from 'grammy/types';
import type {
  InlineAnswer,
  PlatformAdapter,
  SendOptions,
  SentMessage,
  WorkingKind,
} from '../../src/core/adapter.js';
import type { CommandSpec } from '../../src/core/command.js';
import { TopicGoneError } from '../../src/core/errors.js';
import type { ChatEvent, MediaRef } from '../../src/core/event.js';
import { render, say } from '../../src/core/i18n.js';
import type { ConversationRef } from '../../src/core/ids.js';
import type { ModerationAction, Reply } from '../../src/core/reply.js';
import type { SettingsStore } from '../../src/core/settings-store.js';
import type { RecentTextStore } from '../../src/state/stores/recent-texts.js';
import { sendChatAction } from './actions.js';
import { AdminCache } from './admins.js';
import { downloadFile, tooLarge } from './files.js';
import {
  CLOUD_DOWNLOAD_LIMIT,
  chatIdOf,
  isSupergroup,
  LOCAL_DOWNLOAD_LIMIT,
  messageIdOf,
  messageIdsOf,
  OFFICIAL_API_ROOT,
  partsHandle,
  telegramConversation,
} from './ids.js';
import { keyboardOf, parseCallback } from './keyboard.js';
import { networkRetry } from './network-retry.js';
import { messageOf, reactionEvents, toChatEvent } from './normalize.js';
import { RecentTexts } from './recent-texts.js';
import { sendReply, sendTextPart, textOf, textParts } from './render.js';
import { RightsGuard } from './rights.js';
import { webhookRoutes } from './webhook.js';

export interface TelegramAdapterOptions {
  /** TELEGRAM_BOT_TOKEN; never logged */
  token: string;
  /** TELEGRAM_MODE, default polling */
  mode?: 'polling' | 'webhook';
  /** TELEGRAM_WEBHOOK_SECRET: required in webhook mode */
  webhookSecret?: string;
  /** TELEGRAM_WEBHOOK_URL: when set, setWebhook is called with it at start */
  webhookUrl?: string;
  /** TELEGRAM_API_ROOT, default the official API; a local Bot API server lifts the 20 MB limit */
  apiRoot?: string;
  /** inline mode: the inline-translation feature (src/features/inline.ts); without it, no results */
  inline?: InlineAnswer;
  /** largest download; default 20 MB on the official API, 2 GB on any other root (a local Bot API server) */
  maxDownloadBytes?: number;
  /** skips getMe (tests, or a known bot) */
  botInfo?: UserFromGetMe;
  /** waits between tries of a send that failed on the network (default 1, 2, 4, 8 s) */
  networkRetryDelaysMs?: readonly number[];
  /** pace sends per chat like Telegram asks (default true) */
  throttle?: boolean;
  /** recent texts, for translate by reaction (shared by every process); in memory without it */
  recentTexts?: RecentTextStore;
  /** how long chat admins are cached, default 60 s */
  adminCacheMs?: number;
  /**
   * the settings: a chat's workspace language, which dubash's notices to the whole chat are said in,
   * and how long its texts are kept (`retainTextHours`)
   */
  settings?: Pick<SettingsStore, 'get'>;
  onError?: (err: unknown, what: string) => void;
}

/** How long a start-up call may go unanswered before start() fails (and is tried again later). */
const START_TIMEOUT_MS = 30_000;
// grammY types its signal with the abort-controller package's class; Node's own is what it gets.
type GrammySignal = Parameters<Bot['api']['getMe']>[0];

/** Telegram's answers when a message goes to a topic deleted by hand. */
const TOPIC_GONE = /thread not found|TOPIC_DELETED|TOPIC_ID_INVALID/i;

const ALLOWED_UPDATES = [
  'message',
  'edited_message',
  'channel_post',
  'edited_channel_post',
  'callback_query',
  'inline_query',
  // translate by reaction; Telegram sends it only when asked here, and only to a chat's admins
  'message_reaction',
] as const;

export class TelegramAdapter implements PlatformAdapter {
  readonly name = 'telegram' as const;
  readonly maxTextLength = 4096;
  readonly bot: Bot;
  readonly apiRoot: string;
  readonly maxDownloadBytes: number;
  private readonly admins: AdminCache;
  private dispatcher?: (event: ChatEvent) => Promise<void>;
  /** the commands (an old keyboard's buttons are read by the command that drew them) */
  private specs: CommandSpec[] = [];
  private runner?: RunnerHandle;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly recentUpdates = new Set<number>();
  private readonly rights: RightsGuard;
  private readonly recentTexts: RecentTexts;

  constructor(readonly opts: TelegramAdapterOptions) {
    if (!opts.token.trim()) throw new Error('TELEGRAM_BOT_TOKEN is empty');
    if (opts.mode === 'webhook' && !opts.webhookSecret)
      throw new Error('TELEGRAM_WEBHOOK_SECRET is required in webhook mode');
    this.apiRoot = (opts.apiRoot ?? OFFICIAL_API_ROOT).replace(/\/+$/, '');
    this.maxDownloadBytes =
      opts.maxDownloadBytes ??
      (this.apiRoot === OFFICIAL_API_ROOT ? CLOUD_DOWNLOAD_LIMIT : LOCAL_DOWNLOAD_LIMIT);
    this.bot = new Bot(opts.token, { client: { apiRoot: this.apiRoot }, botInfo: opts.botInfo });
    // Outermost first: throttle, and on a 429 wait `retry_after` and try again (a few times).
    if (opts.throttle !== false) this.bot.api.config.use(apiThrottler());
    // Network failures are not auto-retry's (it retries them forever: start() would hang on an
    // unreachable API); a send is tried a few more times (network-retry.ts), start-up connects
    // again with backoff, and a job's send is retried by its queue.
    this.bot.api.config.use(
      autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 120, rethrowHttpErrors: true }),
      networkRetry(opts.networkRetryDelaysMs),
    );
    this.admins = new AdminCache(this.bot.api, opts.adminCacheMs);
    this.recentTexts = new RecentTexts(
      opts.token,
      opts.recentTexts,
      async (chat) => (await opts.settings?.get('workspace', telegramConversation(chat)))?.retainTextHours,
    );
    this.rights = new RightsGuard(
      this.bot.api,
      (err, what) => this.report(err, what),
      async (conversation) => (await opts.settings?.get('workspace', conversation))?.language,
    );
    // In order within a chat, concurrent across chats (the runner runs updates concurrently).
    this.bot.use(sequentialize((ctx: Context) => (ctx.chat ? String(ctx.chat.id) : undefined)));
    this.bot.on('callback_query', (ctx) => this.onCallback(ctx.callbackQuery));
    this.bot.on('inline_query', (ctx) => this.onInline(ctx));
    this.bot.use((ctx) => this.onUpdate(ctx.update));
    this.bot.catch((err) => this.report(err.error, `telegram update ${err.ctx.update.update_id}`));
  }

  async start(dispatch: (event: ChatEvent) => Promise<void>): Promise<void> {
    this.dispatcher = dispatch;
    // getMe once, not bot.init(): that retries a network failure forever and start() never ends;
    // and not grammY's 500 s either: an address that answers nothing is retried by the caller.
    if (!this.bot.isInited())
      this.bot.botInfo = await this.startCall('getMe', (signal) => this.bot.api.getMe(signal));
    if (this.opts.mode === 'webhook') {
      const url = this.opts.webhookUrl;
      if (url)
        await this.startCall('setWebhook', (signal) =>
          this.bot.api.setWebhook(
            url,
            { secret_token: this.opts.webhookSecret, allowed_updates: [...ALLOWED_UPDATES] },
            signal,
          ),
        );
      return;
    }
    await this.startCall('deleteWebhook', (signal) => this.bot.api.deleteWebhook(undefined, signal));
    this.runner = run(this.bot, {
      runner: { fetch: { allowed_updates: [...ALLOWED_UPDATES] }, retryInterval: 'exponential' },
    });
  }

  /** A start-up call that fails after START_TIMEOUT_MS without an answer, saying so. */
  private async startCall<T>(what: string, call: (signal: GrammySignal) => Promise<T>): Promise<T> {
    const signal = AbortSignal.timeout(START_TIMEOUT_MS);
    try {
      return await call(signal as unknown as GrammySignal);
    } catch (err) {
      if (signal.aborted)
        throw new Error(`${what}: no answer from ${this.apiRoot} within ${START_TIMEOUT_MS / 1000} s`);
      throw err;
    }
  }

  async stop(): Promise<void> {
    this.dispatcher = undefined;
    if (this.runner?.isRunning()) await this.runner.stop();
    this.runner = undefined;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Webhook mode mounts POST /telegram/webhook on the bot's HTTP server. */
  routes(app: FastifyInstance): void {
    if (this.opts.mode !== 'webhook' || !this.opts.webhookSecret) return;
    webhookRoutes(app, {
      secret: this.opts.webhookSecret,
      accept: (update) => {
        if (!this.dispatcher) return;
        const running = this.bot
          .handleUpdate(update)
          .catch((err) => this.report(err, `telegram update ${update.update_id}`))
          .finally(() => this.inFlight.delete(running));
        this.inFlight.add(running);
      },
    });
  }

  /** Resolves once every update taken in has been handled (tests). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  // ---------- receiving ----------
  private seen(updateId: number): boolean {
    if (this.recentUpdates.has(updateId)) return true;
    this.recentUpdates.add(updateId);
    if (this.recentUpdates.size > 2_000) {
      const oldest = this.recentUpdates.values().next().value;
      if (oldest !== undefined) this.recentUpdates.delete(oldest);
    }
    return false;
  }

  private async isAdmin(chat: { id: number; type: string }, userId: number | undefined): Promise<boolean> {
    if (chat.type === 'private' || chat.type === 'channel') return true;
    return userId !== undefined && this.admins.isAdmin(chat.id, userId);
  }

  private async onUpdate(update: Update): Promise<void> {
    const dispatch = this.dispatcher;
    if (update.message_reaction) return this.onReaction(update);
    const found = messageOf(update);
    if (!dispatch || !found || this.seen(update.update_id)) return;
    const me = this.bot.botInfo;
    const m = found.message;
    const normalized = toChatEvent(update, {
      botId: me.id,
      botUsername: me.username,
      maxDownloadBytes: this.maxDownloadBytes,
      isAdmin: await this.isAdmin(m.chat, m.from?.id),
    });
    if (!normalized) return;
    const { event, oversized } = normalized;
    if (event.author.isSelf) return;
    await this.rememberText(event);
    if (oversized.length) {
      await this.send(event.conversation, {
        type: 'error',
        text: render(event.author.locale ?? 'en', tooLarge(this.maxDownloadBytes)),
        replyTo: event.messageId,
      }).catch((err) => this.report(err, 'telling about a large file'));
    }
    await dispatch(event).catch((err) => this.report(err, `dispatching telegram ${event.id}`));
  }

  /** A message's text, for a reaction to it later (Telegram's reaction carries none). */
  private async rememberText(event: ChatEvent): Promise<void> {
    if (!event.text || event.kind === 'command' || !event.messageId) return;
    await this.recentTexts
      .remember(chatIdOf(event.conversation), event.messageId, {
        text: event.text,
        ...(event.conversation.threadId ? { topic: Number(event.conversation.threadId) } : {}),
      })
      .catch((err) => this.report(err, 'remembering a message text'));
  }

  /** A member's reactions changed: each emoji added is a reaction event about the message. */
  private async onReaction(update: Update): Promise<void> {
    const dispatch = this.dispatcher;
    const r = update.message_reaction;
    if (!dispatch || !r || this.seen(update.update_id)) return;
    const events = reactionEvents(r, {
      botId: this.bot.botInfo.id,
      botUsername: this.bot.botInfo.username,
      maxDownloadBytes: this.maxDownloadBytes,
      isAdmin: await this.isAdmin(r.chat, r.user?.id),
    });
    if (!events.length || events[0]?.author.isSelf) return;
    const seen = await this.recentTexts.get(r.chat.id, r.message_id);
    // A message from before the bot came, or past the TTL: no text to translate, nothing said.
    if (!seen) return;
    for (const event of events) {
      event.replyTo = { messageId: String(r.message_id), text: seen.text };
      if (seen.topic !== undefined) event.conversation = telegramConversation(r.chat.id, seen.topic);
      await dispatch(event).catch((err) => this.report(err, `dispatching telegram ${event.id}`));
    }
  }

  /** A button of a reply was pressed: acknowledged at once, then an action event for its command. */
  private async onCallback(q: CallbackQuery): Promise<void> {
    const action = parseCallback(q.data, this.specs);
    const msg = q.message;
    const api = this.bot.api;
    // Said before the pipeline knows the member's settings: in their app's language.
    const lang = q.from.language_code ?? 'en';
    if (!msg || !action) {
      await api.answerCallbackQuery(q.id, { text: say(lang, 'pipeline.staleButton') });
      return;
    }
    await api.answerCallbackQuery(q.id, action.id === 'set' ? { text: say(lang, 'action.saving') } : {});
    const dispatch = this.dispatcher;
    if (!dispatch) return;
    const topic = 'is_topic_message' in msg && msg.is_topic_message ? msg.message_thread_id : undefined;
    await dispatch({
      id: `cb:${q.id}`,
      kind: 'action',
      conversation: telegramConversation(msg.chat.id, topic),
      messageId: String(msg.message_id),
      author: {
        id: String(q.from.id),
        name: q.from.first_name,
        isBot: q.from.is_bot,
        isSelf: false,
        isAdmin: await this.isAdmin(msg.chat, q.from.id),
        ...(q.from.language_code ? { locale: q.from.language_code } : {}),
      },
      action,
    }).catch((err) => this.report(err, 'a button'));
  }

  private async onInline(ctx: Context): Promise<void> {
    const q = ctx.inlineQuery;
    if (!q) return;
    let results: Awaited<ReturnType<InlineAnswer>> = [];
    try {
      results = (await this.opts.inline?.(q.query, q.from.language_code)) ?? [];
    } catch (err) {
      this.report(err, 'inline query');
    }
    const articles = results.map((r) => ({
      type: 'article' as const,
      id: r.id,
      title: r.title,
      description: r.description,
      input_message_content: { message_text: r.text },
    }));
    await this.bot.api.answerInlineQuery(q.id, articles, { cache_time: 30, is_personal: true });
  }

  // ---------- replying ----------
  async send(conversation: ConversationRef, reply: Reply, _opts: SendOptions = {}): Promise<SentMessage> {
    if (reply.type === 'remove') return { id: reply.messageId };
    const extra = reply.type === 'text' && reply.actions ? { reply_markup: keyboardOf(reply.actions) } : {};
    const sent = await this.rights
      .run(conversation, kindOf(reply), () => sendReply(this.bot.api, conversation, reply, extra))
      .catch((err) => this.topicGone(conversation, err));
    const ids = sent.map((m) => m.message_id);
    await this.rememberAnswer(conversation, ids, reply);
    return { id: partsHandle(ids) };
  }

  /** Rethrows a send's error; as a TopicGoneError when the topic was deleted by hand. */
  private topicGone(conversation: ConversationRef, err: unknown): never {
    // Said so, for whoever chose the topic (per-language topics).
    if (conversation.threadId && err instanceof GrammyError && TOPIC_GONE.test(err.description))
      throw new TopicGoneError(err.description, { cause: err });
    throw err;
  }

  /**
   * The bot's own answers (a transcript, a translation) can be reacted to as well: Telegram sends
   * no update for them, so their text is remembered here. Menus and notices are not.
   */
  private async rememberAnswer(conversation: ConversationRef, ids: number[], reply: Reply): Promise<void> {
    if (reply.type !== 'text' || reply.actions || reply.postAs) return;
    // A reaction to any part translates the whole answer.
    for (const id of ids)
      await this.recentTexts
        .remember(chatIdOf(conversation), id, {
          text: reply.text,
          ...(conversation.threadId ? { topic: Number(conversation.threadId) } : {}),
        })
        .catch((err) => this.report(err, 'remembering an answer'));
  }

  /**
   * Rewrites an answer, every part of it: the parts it still has are edited, new ones are sent
   * after them, the ones no longer needed are deleted. From the first part gone (deleted by hand)
   * on, the rest is posted anew. Returns the new handle when the answer's messages changed.
   */
  async edit(
    conversation: ConversationRef,
    messageId: string,
    reply: Reply,
  ): Promise<SentMessage | undefined> {
    const old = messageIdsOf(messageId);
    const text = textOf(reply);
    if (!old.length || text === undefined) {
      // A voice note or file cannot replace a text message: the progress notice goes, the result comes.
      for (const id of old)
        await this.bot.api.deleteMessage(chatIdOf(conversation), id).catch(() => undefined);
      return this.send(conversation, reply);
    }
    const parts = textParts(conversation, reply);
    const buttons = reply.type === 'text' && reply.actions ? { reply_markup: keyboardOf(reply.actions) } : {};
    const ids: number[] = [];
    let gone = 0;
    // The buttons go under the whole answer, on its last part; a part that no longer ends it is
    // edited without them, which takes them off.
    const buttonsOf = (i: number) => (i === parts.length - 1 ? buttons : {});
    for (const [i, part] of parts.entries()) {
      const earlier = old[i];
      if (earlier === undefined) break;
      if (!(await this.editPart(conversation, earlier, part, buttonsOf(i)))) {
        gone = 1;
        break;
      }
      ids.push(earlier);
    }
    // Parts the answer no longer has, and those after one gone by hand (their order would be lost).
    await this.deleteParts(conversation, old.slice(ids.length + gone)).catch((err) =>
      this.report(err, 'deleting parts no longer needed'),
    );
    const kept = ids.length;
    for (const [i, part] of parts.entries()) {
      if (i < kept) continue;
      const sent = await this.rights
        .run(conversation, 'text', () => sendTextPart(this.bot.api, conversation, reply, part, buttonsOf(i)))
        .catch((err) => this.topicGone(conversation, err));
      ids.push(sent.message_id);
    }
    // a progress notice that became the result (a transcript): its text can be reacted to now
    await this.rememberAnswer(conversation, ids, reply);
    const handle = partsHandle(ids);
    return handle === messageId ? undefined : { id: handle };
  }

  /** Edits one part in place; false when the message is gone (deleted by hand, too old to edit). */
  private async editPart(
    conversation: ConversationRef,
    id: number,
    part: string,
    buttons: Record<string, unknown>,
  ): Promise<boolean> {
    try {
      await this.rights.run(conversation, 'text', () =>
        this.bot.api.editMessageText(chatIdOf(conversation), id, part, {
          parse_mode: 'HTML',
          link_preview_options: { is_disabled: true },
          // A menu redrawn in place keeps (or changes) its buttons.
          ...buttons,
        }),
      );
      return true;
    } catch (err) {
      if (err instanceof GrammyError && /not modified/i.test(err.description)) return true;
      if (err instanceof GrammyError && err.error_code === 400) return false;
      throw err;
    }
  }

  /** Deletes every part of an answer (its handle), trying each; the first failure is thrown after. */
  async delete(conversation: ConversationRef, messageId: string): Promise<void> {
    await this.deleteParts(conversation, messageIdsOf(messageId));
  }

  private async deleteParts(conversation: ConversationRef, ids: number[]): Promise<void> {
    let failure: unknown;
    for (const id of ids) {
      try {
        await this.rights.run(conversation, 'delete', () =>
          this.bot.api.deleteMessage(chatIdOf(conversation), id),
        );
      } catch (err) {
        failure ??= err;
      }
    }
    if (failure) throw failure;
  }

  download(media: MediaRef): Promise<Buffer> {
    return downloadFile(
      this.bot.api,
      { apiRoot: this.apiRoot, token: this.opts.token, maxBytes: this.maxDownloadBytes },
      media,
    );
  }

  /** Shows `typing` / `record_voice` / `upload_document` for a few seconds (the worker repeats it). */
  async working(conversation: ConversationRef, kind: WorkingKind): Promise<void> {
    await sendChatAction(this.bot.api, conversation, kind);
  }

  /**
   * setMyCommands from the registry (called by bot.start()): the default list, and one list per
   * language_code that has descriptions (commands/locales; a command without one keeps English).
   */
  async registerCommands(commands: CommandSpec[]): Promise<void> {
    this.specs = commands;
    const valid = commands.filter((c) => /^[a-z0-9_]{1,32}$/.test(c.name));
    const list = (lang?: string) =>
      valid.map((c) => {
        const description = (lang && c.descriptions[lang]) || c.description;
        return { command: c.name, description: description.slice(0, 256) || c.name };
      });
    await this.bot.api.setMyCommands(list());
    const languages = new Set(valid.flatMap((c) => Object.keys(c.descriptions)));
    for (const lang of languages)
      if (/^[a-z]{2}$/.test(lang))
        await this.bot.api.setMyCommands(list(lang), { language_code: lang as LanguageCode });
  }

  /**
   * A forum topic named `name` in the chat (createForumTopic); undefined when the chat is not a
   * forum or the bot may not manage topics (Telegram answers 400): one combined reply instead.
   */
  async createTopic(conversation: ConversationRef, name: string): Promise<string | undefined> {
    // Only a forum supergroup has topics: a private chat or a basic group is not asked each message.
    if (!isSupergroup(conversation)) return undefined;
    try {
      const topic = await this.bot.api.createForumTopic(chatIdOf(conversation), name);
      return String(topic.message_thread_id);
    } catch (err) {
      if (err instanceof GrammyError && err.error_code === 400) return undefined;
      throw err;
    }
  }

  /** A member's private chat with the bot (its id is theirs); the bot may write there once they started it. */
  async openDM(_conversation: ConversationRef, member: string): Promise<ConversationRef | undefined> {
    return /^\d+$/.test(member) ? telegramConversation(Number(member)) : undefined;
  }

  /** Admins of a group (cached); a private chat's one member. */
  async adminsOf(conversation: ConversationRef): Promise<string[]> {
    if (this.isPrivate(conversation)) return [conversation.channelId];
    const admins = await this.admins.admins(chatIdOf(conversation));
    return [...admins].filter((a) => a !== this.ownId()).map(String);
  }

  // ---------- helpers ----------
  /** The bot's user id; undefined in a worker process, which never calls getMe. */
  private ownId(): number | undefined {
    try {
      return this.bot.botInfo.id;
    } catch {
      return this.opts.botInfo?.id;
    }
  }

  /** Errors go to onError with the token cut out (grammY's network errors quote the request URL). */
  private report(err: unknown, what: string): void {
    const onError = this.opts.onError;
    if (!onError) return;
    const token = this.opts.token;
    const text = (v: unknown) =>
      String(v instanceof Error ? v.message : v)
        .split(token)
        .join('<token>');
    const inner = (err as { error?: unknown })?.error;
    const message = inner ? `${text(err)}: ${text(inner)}` : text(err);
    onError(Object.assign(new Error(message), { name: err instanceof Error ? err.name : 'Error' }), what);
  }

  private isPrivate(conversation: ConversationRef): boolean {
    return Number(conversation.channelId) > 0;
  }

  /** Bots cannot edit others' messages: hide deletes it, redact deletes it and posts the cleaned text. */
  async moderate(conversation: ConversationRef, action: ModerationAction): Promise<void> {
    const id = messageIdOf(action.messageId);
    if (id === undefined) return;
    try {
      // Bots cannot edit others' messages: a replace is a delete plus the cleaned text.
      await this.rights.run(conversation, 'delete', () =>
        this.bot.api.deleteMessage(chatIdOf(conversation), id),
      );
      if (action.type === 'replace' && action.text)
        await sendReply(this.bot.api, conversation, { type: 'text', text: action.text });
    } catch (err) {
      this.report(err, 'moderation delete');
    }
  }
}

function kindOf(reply: Reply): string {
  if (reply.type === 'audio') return 'voice';
  if (reply.type === 'image') return 'photo';
  if (reply.type === 'file') return 'document';
  return 'text';
}
