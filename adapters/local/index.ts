// The local adapter: a chat that lives in Redis and a web page, with the HTTP API tests and
// scripts use. It is a platform like any other: messages become ChatEvents, Replies become messages.
import type { FastifyInstance } from 'fastify';
import type { PlatformAdapter, SendOptions, SentMessage } from '../../src/core/adapter.js';
import type { CommandSpec, UsageMeter } from '../../src/core/command.js';
import type { ChatEvent, MediaRef } from '../../src/core/event.js';
import { acceptedLanguage } from '../../src/core/i18n.js';
import type { ConversationRef } from '../../src/core/ids.js';
import { memberViewLanguages, viewLanguage } from '../../src/core/languages.js';
import type { ModerationAction, Reply } from '../../src/core/reply.js';
import type { SettingsStore } from '../../src/core/settings-store.js';
import type { LanguageClient } from '../../src/language/types.js';
import type { Stores } from '../../src/state/stores/index.js';
import { BOT_USER } from './ids.js';
import { actionEvent, type ChangeKind, reactionEvent, toChatEvent } from './normalize.js';
import { renderReply, storedTranslations } from './render.js';
import { LocalStore, type StoredMessage } from './store.js';

/** Prefix of the id `send` returns for translations filed under a source message. */
const TRANSLATIONS_OF = 'tr:';

export interface LocalAdapterOptions {
  /** the chat's messages, its sign-ins, and the leases of its microphone captions */
  stores: Pick<Stores, 'webChat' | 'webSessions' | 'captionLeases'>;
  settings: SettingsStore;
  /** members who are workspace admins (LOCAL_ADMINS) */
  admins?: string[];
  /** largest upload, default 25 MB */
  maxUploadBytes?: number;
  /** longest text message, default 4,000 characters (longer replies are split) */
  maxTextLength?: number;
  onError?: (err: unknown, what: string) => void;
  /** the Language Services client: live captions from the page's microphone (captions.ts) */
  language?: LanguageClient;
  /** where captions' audio seconds are metered: the bot's monthly budgets */
  usage: UsageMeter;
  /**
   * Mounts the web chat's HTTP routes on the bot's server (adapters/local/routes.ts, handed in by
   * adapters/registry.ts): the routes build on this adapter, so it does not import them back.
   */
  routes?: (app: FastifyInstance, chat: LocalAdapter) => Promise<void>;
}

export class LocalAdapter implements PlatformAdapter {
  readonly name = 'local' as const;
  readonly maxTextLength: number;
  readonly store: LocalStore;
  readonly admins: ReadonlySet<string>;
  private dispatcher?: (event: ChatEvent) => Promise<void>;
  /** the commands and their rules (which answers are a member's own) */
  commands: readonly CommandSpec[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  /** the microphone captions running in this process (captions.ts), ended with their notice on stop */
  readonly liveCaptions = new Set<{ shutdown(): Promise<void> }>();

  constructor(readonly opts: LocalAdapterOptions) {
    this.store = new LocalStore(opts.stores.webChat);
    this.admins = new Set(opts.admins ?? ['admin']);
    this.maxTextLength = opts.maxTextLength ?? 4_000;
  }

  async registerCommands(specs: CommandSpec[]): Promise<void> {
    this.commands = specs;
  }

  async start(dispatch: (event: ChatEvent) => Promise<void>): Promise<void> {
    this.dispatcher = dispatch;
  }

  /** Waits for events being dispatched; new posts are refused once the server closes. */
  async stop(): Promise<void> {
    this.dispatcher = undefined;
    await Promise.allSettled([...this.liveCaptions].map((c) => c.shutdown()));
    await Promise.allSettled([...this.inFlight]);
  }

  /** True between start() and stop(): new messages are accepted. */
  isOpen(): boolean {
    return this.dispatcher !== undefined;
  }

  /** Hands a stored message to the bot in the background (ack first, work after). */
  async deliver(message: StoredMessage, locale?: string): Promise<void> {
    const dispatch = this.dispatcher;
    if (!dispatch || message.bot) return;
    const repliedTo = message.replyTo ? await this.store.get(message.replyTo) : undefined;
    const event = toChatEvent(message, { admins: this.admins, repliedTo, locale });
    this.track(dispatch(event).catch((err) => this.opts.onError?.(err, `dispatching ${message.id}`)));
  }

  /** Tells the bot a member edited or deleted `message` (as it was before a delete). */
  async deliverChange(message: StoredMessage, kind: ChangeKind, by: string, locale?: string): Promise<void> {
    const dispatch = this.dispatcher;
    if (!dispatch || message.bot) return;
    const repliedTo = kind === 'edit' && message.replyTo ? await this.store.get(message.replyTo) : undefined;
    const event = toChatEvent(message, { admins: this.admins, repliedTo, change: { kind, by }, locale });
    this.track(
      dispatch(event).catch((err) => this.opts.onError?.(err, `dispatching ${kind} of ${message.id}`)),
    );
  }

  private track(work: Promise<void>): void {
    const running = work.finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }

  /** Resolves once every dispatched event has been handled (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  async send(conversation: ConversationRef, reply: Reply, opts: SendOptions = {}): Promise<SentMessage> {
    // Auto-translation: filed under the source message, so each member's view shows their language.
    // Its id names the translations of that message, so an edit replaces them and a delete drops them.
    if (reply.type === 'text' && reply.translations && reply.replyTo) {
      // Not read back first: the script files them only while the message is there.
      const source = {
        id: reply.replyTo,
        workspace: conversation.workspaceId,
        channel: conversation.channelId,
      };
      if (await this.store.addTranslations(source, storedTranslations(reply))) {
        return { id: `${TRANSLATIONS_OF}${source.id}` };
      }
    }
    return this.post(conversation, reply, opts);
  }

  /** Ephemeral: stored in the channel, shown only to these members. */
  sendEphemeral(
    conversation: ConversationRef,
    members: string[],
    reply: Reply,
    opts: SendOptions = {},
  ): Promise<SentMessage> {
    return this.post(conversation, reply, opts, members);
  }

  async adminsOf(): Promise<string[]> {
    return [...this.admins];
  }

  private async post(
    conversation: ConversationRef,
    reply: Reply,
    opts: SendOptions,
    visibleTo?: string[],
  ): Promise<SentMessage> {
    const { workspaceId: workspace, channelId: channel } = conversation;
    if (reply.type === 'remove') return { id: reply.messageId };
    const content = await renderReply(this.store, reply, workspace, () =>
      this.replyReader(conversation, reply, visibleTo),
    );
    // An answer to a message only some members see (a personal command, a personal menu) is theirs too.
    const personal = visibleTo
      ? undefined
      : reply.replyTo && (await this.store.get(reply.replyTo))?.visibleTo;
    const audience = visibleTo ?? (personal || undefined);
    const { message } = await this.store.add(
      {
        workspace,
        channel,
        user: BOT_USER,
        bot: true,
        ...content,
        replyTo: reply.replyTo ?? null,
        ...(audience ? { visibleTo: audience } : {}),
      },
      opts.idempotencyKey,
    );
    // A personal answer may say a member now reads another language: open pages redraw the members.
    if (personal) await this.store.announceMembers(workspace, channel);
    return { id: message.id };
  }

  async edit(conversation: ConversationRef, messageId: string, reply: Reply): Promise<void> {
    if (messageId.startsWith(TRANSLATIONS_OF)) {
      const sourceId = messageId.slice(TRANSLATIONS_OF.length);
      const translations = reply.type === 'text' ? reply.translations : undefined;
      await this.store.replaceTranslations(sourceId, reply.type === 'text' ? storedTranslations(reply) : {});
      // Not a translation any more (an error, say): it is shown as a message of its own.
      if (!translations) await this.send(conversation, reply);
      return;
    }
    if (reply.type === 'remove') return;
    const content = await renderReply(this.store, reply, conversation.workspaceId, () =>
      this.replyReader(conversation, reply),
    );
    const updated = await this.store.update(messageId, { actions: undefined, ...content });
    if (!updated) throw new Error(`local message ${messageId} no longer exists`);
  }

  async delete(_conversation: ConversationRef, messageId: string): Promise<void> {
    if (messageId.startsWith(TRANSLATIONS_OF)) {
      await this.store.replaceTranslations(messageId.slice(TRANSLATIONS_OF.length), {});
      return;
    }
    await this.store.remove(messageId);
  }

  async download(media: MediaRef): Promise<Buffer> {
    const file = await this.store.file(media.ref);
    if (!file) throw new Error(`the file ${media.ref} is no longer stored`);
    return file.data;
  }

  async members(conversation: ConversationRef): Promise<string[]> {
    return this.store.members(conversation.workspaceId, conversation.channelId);
  }

  /**
   * The language a member reads dubash in (src/core/i18n.ts readerOf): their own choice, else their
   * browser's (`acceptLanguage`, where a request of theirs is at hand), else the workspace's, else English.
   */
  async readerOf(
    conversation: ConversationRef,
    user: string,
    acceptLanguage?: string | string[],
  ): Promise<string> {
    const [member, workspace] = await Promise.all([
      this.opts.settings.get('member', conversation, user),
      this.opts.settings.get('workspace', conversation),
    ]);
    return member.language ?? acceptedLanguage(acceptLanguage) ?? workspace.language ?? 'en';
  }

  /**
   * Who reads a reply: the one member it is shown to, else the member whose message it answers,
   * else the whole channel (the workspace's language).
   */
  private async replyReader(
    conversation: ConversationRef,
    reply: Reply,
    visibleTo?: string[],
  ): Promise<string> {
    const answered =
      reply.type !== 'remove' && reply.replyTo ? await this.store.get(reply.replyTo) : undefined;
    const member =
      visibleTo?.length === 1 ? visibleTo[0] : answered && !answered.bot ? answered.user : undefined;
    if (member) return this.readerOf(conversation, member);
    return (await this.opts.settings.get('workspace', conversation)).language ?? 'en';
  }

  /** The language a member reads in this channel (their setting, else the channel's/workspace's). */
  async languageOf(conversation: ConversationRef, user: string): Promise<string> {
    return (await this.opts.settings.resolve(conversation, user)).language;
  }

  /** The translation a member's view shows: their language, `hi-Latn` for Hindi in Latin script. */
  async viewLanguageOf(conversation: ConversationRef, user: string): Promise<string> {
    return viewLanguage(await this.opts.settings.resolve(conversation, user));
  }

  /** viewLanguageOf for several members at once (one Redis round trip). */
  viewLanguagesOf(conversation: ConversationRef, users: string[]): Promise<Map<string, string>> {
    return memberViewLanguages(this.opts.settings, conversation, users);
  }

  async routes(app: FastifyInstance): Promise<void> {
    await this.opts.routes?.(app, this);
  }

  /** A member pressed a button of a bot message: an action event for the command that made it. */
  async deliverAction(
    message: StoredMessage,
    user: string,
    id: string,
    value?: string,
    locale?: string,
  ): Promise<void> {
    const dispatch = this.dispatcher;
    const command = message.actions?.command;
    if (!dispatch || !command) return;
    const event = actionEvent(message, { admins: this.admins, user, action: { command, id, value }, locale });
    this.track(
      dispatch(event).catch((err) => this.opts.onError?.(err, `dispatching an action on ${message.id}`)),
    );
  }

  /** A member reacted to a message (the page's reaction control): translate by reaction. */
  async deliverReaction(message: StoredMessage, user: string, emoji: string, locale?: string): Promise<void> {
    const dispatch = this.dispatcher;
    if (!dispatch) return;
    const event = reactionEvent(message, { admins: this.admins, user, emoji, locale });
    this.track(
      dispatch(event).catch((err) => this.opts.onError?.(err, `dispatching a reaction on ${message.id}`)),
    );
  }

  /** Members' messages are the chat's own: hide removes it, redact rewrites it in place. */
  async moderate(_conversation: ConversationRef, action: ModerationAction): Promise<void> {
    if (action.type === 'delete') await this.store.remove(action.messageId);
    else await this.store.update(action.messageId, { text: action.text ?? '' });
  }
}
