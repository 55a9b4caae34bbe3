// The Slack adapter (@slack/bolt 5 and its WebClient). Slack's requests come to POST /slack/events
// on the bot's one HTTP server through a custom Bolt Receiver (receiver.ts), or over Socket Mode
// when SLACK_APP_TOKEN is set. Payloads become ChatEvents (normalize.ts); Replies become Web API
// calls: thread replies for everyone, ephemeral answers for one member (response_url for the
// slash command and shortcuts, so a worker can answer later), files by the external upload flow.
import { App, type Authorize, type Logger, LogLevel, webApi } from '@slack/bolt';
import type { FastifyInstance } from 'fastify';
import type { PlatformAdapter, SendOptions, SentMessage } from '../../src/core/adapter.js';
import type { CommandSpec } from '../../src/core/command.js';
import { failureReason } from '../../src/core/connections.js';
import type { ChatEvent, Interaction, MediaRef, MessageTarget } from '../../src/core/event.js';
import { type Form, type FormInput, submittedArgs } from '../../src/core/form.js';
import { render } from '../../src/core/i18n.js';
import type { ConversationRef } from '../../src/core/ids.js';
import { supportedLocale } from '../../src/core/languages.js';
import type { ModerationAction, Reply } from '../../src/core/reply.js';
import { answerOf } from '../../src/core/rules.js';
import { DEFAULT_SETTINGS } from '../../src/settings/schema.js';
import type { Stores } from '../../src/state/stores/index.js';
import { blocksOf, parseActionId } from './blocks.js';
import { eventDedupe } from './dedupe.js';
import {
  asPermanent,
  isNotInChannel,
  missingScope,
  NOT_IN_CHANNEL,
  neededScope,
  readRefusal,
  slackErrorCode,
} from './faults.js';
import { DEFAULT_MAX_DOWNLOAD, downloadSlackFile, tooLargeSentence } from './files.js';
import { type HomeData, homeView } from './home.js';
import { EPHEMERAL_PREFIX, isDirect, OFFICIAL_API_URL, parseFileRef, slackConversation } from './ids.js';
import { InstallationStore } from './installations.js';
import { MemberCache } from './members.js';
import { chosenValues, FORM_MODAL, formModal, type ModalMeta } from './modal.js';
import { slackCommands, toMrkdwn } from './mrkdwn.js';
import {
  isShortcutId,
  mediaOf,
  messageEvent,
  type NormalizeContext,
  reactionEvent,
  SLASH_COMMAND,
  type SlackMessage,
  type SlackReaction,
} from './normalize.js';
import { type OAuthOptions, oauthRoutes } from './oauth.js';
import type { BlockActions, MessageShortcut, SubmittedView } from './payloads.js';
import { DubashReceiver, mountSlackEvents } from './receiver.js';
import { SocketModeConnection } from './socket.js';
import { fileHandle, parseFileHandle, sharedTs, uploadFile } from './upload.js';

export interface SlackAdapterOptions {
  /** SLACK_BOT_TOKEN (xoxb-…): one workspace; never logged */
  botToken?: string;
  /** SLACK_SIGNING_SECRET: checks every request at /slack/events */
  signingSecret: string;
  /** SLACK_APP_TOKEN (xapp-…): Socket Mode instead of HTTP */
  appToken?: string;
  /** SLACK_API_URL, default https://slack.com/api/ */
  apiUrl?: string;
  /** many workspaces: the bot token of a team (OAuth installations); else botToken for every team */
  tokenOf?: (team: string) => Promise<{ token: string; botUserId?: string; botId?: string } | undefined>;
  /** dedupe of retried deliveries and admin notices told once (in memory without them), and the
   * OAuth installations */
  stores?: Pick<Stores, 'marks' | 'installations'>;
  maxDownloadBytes?: number;
  /** events processed at once; the rest wait (acks stay prompt in a burst), default 16 */
  maxConcurrentEvents?: number;
  /** how long users.info answers are kept, default 60 s */
  memberCacheMs?: number;
  /** Web API retries (429s wait Retry-After), default 3 */
  retries?: number;
  /** what the App Home tab shows a member (build.ts reads it from the settings and usage) */
  home?: (team: string, user: string, isAdmin: boolean) => Promise<HomeData>;
  /** what a command's form is drawn from: the settings in force (build.ts reads them from the store) */
  formInput?: (team: string, channel: string, user: string, locale?: string) => Promise<FormInput>;
  /** many workspaces: OAuth at /slack/install and /slack/oauth_redirect, installations in Redis */
  oauth?: OAuthOptions;
  /** extra Bolt listeners (App Home, the settings modal, uninstall events) */
  extend?: (app: App, adapter: SlackAdapter) => void;
  onError?: (err: unknown, what: string) => void;
}

/** Slack posts up to 40,000 characters but folds anything past 4,000: keep messages readable. */
const MAX_TEXT = 4000;
/** response_url takes answers for 30 minutes. */
const RESPONSE_URL_MS = 29 * 60_000;

interface InteractionData {
  responseUrl?: string;
  /** answers are ephemeral (the member's own) */
  personal?: boolean;
  team?: string;
  channel?: string;
  threadTs?: string;
  /** a progress notice of this interaction was posted in the thread (the job's result replaces it) */
  progressInThread?: boolean;
  /** the asker's Slack locale: what the adapter itself says to them (the core's replies come rendered) */
  locale?: string;
}

const silentLogger = (): Logger => {
  const noop = () => undefined;
  return {
    debug: noop,
    info: noop,
    warn: noop,
    error: noop,
    setLevel: noop,
    getLevel: () => LogLevel.ERROR,
    setName: noop,
  };
};

export class SlackAdapter implements PlatformAdapter {
  readonly name = 'slack' as const;
  readonly maxTextLength = MAX_TEXT;
  readonly app: App;
  readonly receiver: DubashReceiver;
  readonly apiUrl: string;
  readonly maxDownloadBytes: number;
  private dispatcher?: (event: ChatEvent) => Promise<void>;
  private readonly clients = new Map<string, webApi.WebClient>();
  private readonly memberInfo: MemberCache;
  private readonly identities = new Map<string, Promise<{ botUserId?: string; botId?: string }>>();
  private commandNames = new Set<string>();
  /** the commands and their rules (whose answers are the asker's; which has a form) */
  private specs: CommandSpec[] = [];
  private readonly responses = new Map<string, number>();
  /** channel:ts of a command typed in a channel → its author: refusals and errors go to them alone */
  private readonly commandAuthors = new Map<string, string>();
  private socket?: SocketModeConnection;
  readonly installations?: InstallationStore;
  private readonly channelMembers = new Map<string, { at: number; ids: Promise<string[]> }>();

  constructor(readonly opts: SlackAdapterOptions) {
    if (!opts.signingSecret.trim() && !opts.appToken) throw new Error('SLACK_SIGNING_SECRET is empty');
    if (opts.oauth && !opts.stores) throw new Error('OAuth for many Slack workspaces needs Redis');
    if (opts.oauth && opts.stores)
      this.installations = new InstallationStore(opts.stores.installations, opts.oauth.stateSecret);
    if (!opts.botToken && !opts.tokenOf && !this.installations)
      throw new Error('SLACK_BOT_TOKEN is not set (or OAuth: SLACK_CLIENT_ID and SLACK_CLIENT_SECRET)');
    this.apiUrl = (opts.apiUrl ?? OFFICIAL_API_URL).replace(/\/*$/, '/');
    this.maxDownloadBytes = opts.maxDownloadBytes ?? DEFAULT_MAX_DOWNLOAD;
    this.memberInfo = new MemberCache(opts.memberCacheMs);
    this.receiver = new DubashReceiver({
      signingSecret: opts.signingSecret,
      dedupe: eventDedupe(opts.stores?.marks),
      ...(opts.maxConcurrentEvents ? { maxConcurrentEvents: opts.maxConcurrentEvents } : {}),
      onError: (err, what) => this.report(err, what),
    });
    const authorize: Authorize<boolean> = async (source) => {
      const team = source.teamId ?? '';
      const found = await this.tokenFor(team);
      const who = await this.identity(team, found);
      return {
        botToken: found.token,
        ...(who.botUserId ? { botUserId: who.botUserId } : {}),
        ...(who.botId ? { botId: who.botId } : {}),
        teamId: team,
      };
    };
    this.app = new App({
      receiver: this.receiver,
      authorize,
      logger: silentLogger(),
      clientOptions: { slackApiUrl: this.apiUrl, retryConfig: { retries: opts.retries ?? 3 } },
    });
    this.listen();
    opts.extend?.(this.app, this);
    if (opts.appToken)
      this.socket = new SocketModeConnection({
        appToken: opts.appToken,
        apiUrl: this.apiUrl,
        receiver: this.receiver,
        onError: (err, what) => this.report(err, what),
      });
  }

  // ---------- lifecycle ----------
  async start(dispatch: (event: ChatEvent) => Promise<void>): Promise<void> {
    this.dispatcher = dispatch;
    await this.socket?.start();
  }

  async stop(): Promise<void> {
    await this.socket?.stop();
    this.dispatcher = undefined;
    await this.receiver.idle();
  }

  /** POST /slack/events (HTTP mode), and the OAuth pages when many workspaces are on. */
  async routes(app: FastifyInstance): Promise<void> {
    if (!this.opts.appToken) mountSlackEvents(app, this.receiver);
    const { oauth, stores } = this.opts;
    if (oauth && stores && this.installations)
      oauthRoutes(app, {
        ...oauth,
        apiUrl: this.apiUrl,
        marks: stores.marks,
        store: this.installations,
        onError: (err, what) => this.report(err, what),
      });
  }

  /** Resolves once every request taken in has been handled (tests). */
  idle(): Promise<void> {
    return this.receiver.idle();
  }

  /** The slash command and shortcuts are declared by the manifest; the names read DMs and mentions. */
  async registerCommands(commands: CommandSpec[]): Promise<void> {
    this.commandNames = new Set(commands.map((c) => c.name));
    this.specs = commands;
  }

  // ---------- tokens and clients ----------
  async tokenFor(team: string): Promise<{ token: string; botUserId?: string; botId?: string }> {
    const found = this.opts.tokenOf ? await this.opts.tokenOf(team) : undefined;
    if (found) return found;
    const installed = await this.installations?.get(team);
    if (installed)
      return { token: installed.token, ...(installed.botUserId ? { botUserId: installed.botUserId } : {}) };
    if (this.opts.botToken) return { token: this.opts.botToken };
    throw new Error(`dubash is not installed in the Slack workspace ${team}`);
  }

  clientFor(token: string): webApi.WebClient {
    let client = this.clients.get(token);
    if (!client) {
      client = new webApi.WebClient(token, {
        slackApiUrl: this.apiUrl,
        logger: silentLogger(),
        retryConfig: { retries: this.opts.retries ?? 3, factor: 1, minTimeout: 50, maxTimeout: 2_000 },
      });
      this.clients.set(token, client);
    }
    return client;
  }

  async client(team: string): Promise<{ client: webApi.WebClient; token: string }> {
    const { token } = await this.tokenFor(team);
    return { client: this.clientFor(token), token };
  }

  private identity(
    team: string,
    found: { token: string; botUserId?: string; botId?: string },
  ): Promise<{ botUserId?: string; botId?: string }> {
    if (found.botUserId) return Promise.resolve(found);
    let known = this.identities.get(found.token);
    if (!known) {
      known = this.clientFor(found.token)
        .auth.test()
        .then((r) => ({ botUserId: r.user_id, botId: r.bot_id }))
        .catch((err) => {
          this.identities.delete(found.token);
          this.report(err, `auth.test for ${team}`);
          return {};
        });
      this.identities.set(found.token, known);
    }
    return known;
  }

  // ---------- receiving ----------
  private listen(): void {
    const app = this.app;
    const onMessage = async ({
      event,
      context,
    }: {
      event: unknown;
      context: { teamId?: string; botUserId?: string };
    }) => this.onMessage(event as SlackMessage & { team?: string }, context.teamId ?? '', context.botUserId);
    app.event('message', onMessage);
    app.event('app_mention', onMessage);
    app.event('reaction_added', async ({ event, context }) =>
      this.onReaction(event as unknown as SlackReaction, context.teamId ?? '', context.botUserId),
    );
    app.command(SLASH_COMMAND, async ({ command, ack }) => {
      await ack();
      await this.onSlash(command as unknown as Record<string, string>);
    });
    // Every command with a message-menu entry is a shortcut (its callback id is the command's name).
    app.shortcut({ type: 'message_action' }, async ({ shortcut, ack }) => {
      await ack();
      await this.onShortcut(shortcut as unknown as MessageShortcut);
    });
    app.action(/^dubash:/, async ({ body, action, ack }) => {
      await ack();
      await this.onAction(
        body as unknown as BlockActions,
        action as unknown as { action_id: string; value?: string },
      );
    });
    // Uninstalled, or its tokens revoked: the workspace's installation (and its token) goes.
    const forget = async ({ context }: { context: { teamId?: string } }) => {
      if (context.teamId) await this.installations?.remove(context.teamId);
    };
    app.event('app_uninstalled', forget);
    app.event('tokens_revoked', async ({ event, context }) => {
      if ((event.tokens?.bot ?? []).length) await forget({ context });
    });
    app.event('app_home_opened', async ({ event, context }) => {
      if (event.tab !== 'home') return;
      await this.publishHome(context.teamId ?? '', event.user);
    });
    app.action('home_settings', async ({ ack, body }) => {
      await ack();
      const b = body as { trigger_id?: string; user?: { id?: string }; team?: { id?: string } };
      const team = b.team?.id ?? '';
      const dm = await this.openDM(slackConversation(team, 'home'), b.user?.id ?? '').catch(() => undefined);
      if (!b.trigger_id || !dm) return;
      // The home's settings are the form of the command that has one.
      const spec = this.specs.find((s) => s.form);
      if (!spec) return;
      const { client } = await this.client(team);
      await client.views.open({
        trigger_id: b.trigger_id,
        view: formModal(await this.formOf(spec, team, dm.channelId, b.user?.id ?? ''), {
          team,
          channel: dm.channelId,
          command: spec.name,
        }),
      });
    });
    app.view(FORM_MODAL, async ({ ack, body, view }) => {
      await ack();
      await this.onFormSubmitted(
        body as unknown as { user?: { id?: string; name?: string } },
        view as unknown as SubmittedView,
      );
    });
    app.error(async (err) => this.report(err, 'a Slack listener'));
  }

  private async author(team: string, user: string, fallback: { name?: string } = {}) {
    try {
      const { client } = await this.client(team);
      const info = await this.memberInfo.get(client, team, user);
      return {
        id: user,
        ...(info.name || fallback.name ? { name: info.name ?? fallback.name } : {}),
        isBot: info.isBot,
        isSelf: false,
        isAdmin: info.isAdmin,
        ...(info.locale ? { locale: info.locale } : {}),
        ...(info.avatarUrl ? { avatarUrl: info.avatarUrl } : {}),
      };
    } catch (err) {
      this.report(err, 'users.info');
      return {
        id: user,
        ...(fallback.name ? { name: fallback.name } : {}),
        isBot: false,
        isSelf: false,
        isAdmin: false,
      };
    }
  }

  private normalizeContext(team: string, botUserId?: string): NormalizeContext {
    return { team, botUserId, commands: this.commandNames, maxDownloadBytes: this.maxDownloadBytes };
  }

  private async onMessage(e: SlackMessage, team: string, botUserId?: string): Promise<void> {
    const dispatch = this.dispatcher;
    if (!dispatch) return;
    const normalized = messageEvent(e, this.normalizeContext(team, botUserId));
    if (!normalized) return;
    const { event, tooLarge, parentTs } = normalized;
    if (event.author.isSelf) return;
    if (event.kind !== 'delete' && !event.author.isBot)
      event.author = { ...event.author, ...(await this.author(team, event.author.id)) };
    if (event.command && !isDirect(event.conversation) && event.messageId)
      this.remember(
        this.commandAuthors,
        `${event.conversation.channelId}:${event.messageId}`,
        event.author.id,
      );
    if (parentTs && event.command) {
      const parent = await this.message(team, event.conversation.channelId, parentTs).catch((err) => {
        this.report(err, 'reading the thread parent');
        return undefined;
      });
      if (parent) event.replyTo = parent;
    }
    if (tooLarge.length)
      await this.send(event.conversation, {
        type: 'error',
        text: tooLargeSentence(tooLarge, this.maxDownloadBytes, event.author.locale),
        replyTo: event.messageId,
      }).catch((err) => this.report(err, 'telling about a large file'));
    await dispatch(event).catch((err) => this.report(err, `dispatching slack ${event.id}`));
  }

  /** A reaction to a message: its text and thread are read here (Slack sends only its ts). */
  private async onReaction(e: SlackReaction, team: string, botUserId?: string): Promise<void> {
    const dispatch = this.dispatcher;
    if (!dispatch) return;
    const event = reactionEvent(e, this.normalizeContext(team, botUserId));
    if (!event || event.author.isSelf) return;
    const channel = event.conversation.channelId;
    const ts = event.messageId as string;
    let m: SlackMessage | undefined;
    try {
      const { client } = await this.client(team);
      const r = await client.conversations.replies({ channel, ts, limit: 1, inclusive: true });
      m = (r.messages as SlackMessage[] | undefined)?.find((x) => x.ts === ts);
    } catch (err) {
      this.report(readRefusal(err), 'reading a reacted-to message');
      return;
    }
    if (!m?.text) return; // gone, or no text: nothing to translate
    event.replyTo = { messageId: ts, text: m.text };
    // a reply in a thread is answered in that thread
    if (m.thread_ts && m.thread_ts !== ts) event.conversation = slackConversation(team, channel, m.thread_ts);
    event.author = { ...event.author, ...(await this.author(team, event.author.id)) };
    await dispatch(event).catch((err) => this.report(err, `dispatching slack ${event.id}`));
  }

  /** A message by its ts (a thread's parent), as the target of a command. */
  async message(team: string, channel: string, ts: string): Promise<MessageTarget | undefined> {
    const { client } = await this.client(team);
    const r = await client.conversations.replies({ channel, ts, limit: 1, inclusive: true });
    const m = r.messages?.[0] as SlackMessage | undefined;
    if (!m?.ts) return undefined;
    const { media } = mediaOf(team, m.files, this.maxDownloadBytes);
    return { messageId: m.ts, ...(m.text ? { text: m.text } : {}), ...(media.length ? { media } : {}) };
  }

  /** `/dubash <command> <args>`: acknowledged already; answered through its response_url. */
  private async onSlash(c: Record<string, string>): Promise<void> {
    const dispatch = this.dispatcher;
    if (!dispatch) return;
    const team = c.team_id ?? '';
    const line = (c.text ?? '').trim();
    // `/dubash` alone is the guide's (the command members ask when lost: /help).
    const guide = this.specs.find((s) => s.guide)?.name ?? '';
    const [first = guide, ...rest] = line.split(/\s+/);
    const name = first.replace(/^\//, '').toLowerCase() || guide;
    const spec = this.specs.find((s) => s.name === name);
    if (spec?.form && rest.length === 0 && c.trigger_id) {
      // `/dubash <command>` alone, for a command with a form: the form as a modal.
      const { client } = await this.client(team);
      await client.views.open({
        trigger_id: c.trigger_id,
        view: formModal(await this.formOf(spec, team, c.channel_id ?? '', c.user_id ?? ''), {
          team,
          channel: c.channel_id ?? '',
          command: spec.name,
          ...(c.response_url ? { responseUrl: c.response_url } : {}),
        }),
      });
      return;
    }
    const author = await this.author(team, c.user_id ?? '', { name: c.user_name });
    const event: ChatEvent = {
      id: `c:${c.trigger_id ?? `${c.channel_id}:${Date.now()}`}`,
      kind: 'command',
      conversation: slackConversation(team, c.channel_id ?? ''),
      author,
      command: { name, args: line ? rest.join(' ') : '' },
      interaction: this.interaction(c.trigger_id, {
        responseUrl: c.response_url,
        personal: this.personal(name, rest[0]),
        team,
        channel: c.channel_id,
        ...(author.locale ? { locale: author.locale } : {}),
      }),
      createdAt: Date.now(),
    };
    await dispatch(event).catch((err) => this.report(err, 'dispatching a slash command'));
  }

  /**
   * A slash command or shortcut is seen by nobody else: its answers are the asker's when the
   * command's rules say so (a personal answer, or one asked privately).
   */
  private personal(name: string, sub?: string): boolean {
    const rules = this.specs.find((s) => s.name === name)?.rules;
    if (!rules) return false;
    return answerOf(rules, sub?.toLowerCase()) === 'personal' || rules.askedPrivately === 'personal';
  }

  /** A command's form with the settings in force; unreadable: its fields open empty rather than none. */
  private async formOf(spec: CommandSpec, team: string, channel: string, user: string): Promise<Form> {
    const form = spec.form as NonNullable<CommandSpec['form']>;
    // Its labels in the member's language: their own choice (formInput reads it), else their Slack locale.
    const { locale } = await this.author(team, user);
    const input = await this.opts.formInput?.(team, channel, user, locale).catch((err) => {
      this.report(err, 'reading the settings for a form');
      return undefined;
    });
    if (input) return form(input);
    const lang = supportedLocale(locale) ?? 'en';
    const empty = form({ member: DEFAULT_SETTINGS, channel: DEFAULT_SETTINGS, lang });
    return {
      ...empty,
      sections: empty.sections.map((sec) => ({
        ...sec,
        fields: sec.fields.map(({ current: _, ...f }) => f),
      })),
    };
  }

  /** A form was saved: each changed field is the command's typed words, answered to the member. */
  private async onFormSubmitted(
    body: { user?: { id?: string; name?: string } },
    view: SubmittedView,
  ): Promise<void> {
    const dispatch = this.dispatcher;
    if (!dispatch) return;
    let meta: ModalMeta;
    try {
      meta = JSON.parse(view.private_metadata ?? '') as ModalMeta;
    } catch {
      return;
    }
    if (!meta.command || !Array.isArray(meta.fields)) return;
    const chosen = chosenValues(view.state?.values ?? {});
    // A field still at the value it opened with was not changed (a member saving their language
    // is not refused for the channel fields shown to them).
    const lines = submittedArgs(meta.fields, chosen);
    const author = await this.author(meta.team, body.user?.id ?? '', { name: body.user?.name });
    for (const [i, line] of lines.entries()) {
      await dispatch({
        id: `v:${view.id ?? meta.channel}:${view.hash ?? ''}:${i}`,
        kind: 'command',
        conversation: slackConversation(meta.team, meta.channel),
        author,
        command: { name: meta.command, args: line },
        ...(meta.responseUrl
          ? {
              interaction: this.interaction(`${view.id}:${i}`, {
                responseUrl: meta.responseUrl,
                personal: true,
                team: meta.team,
                channel: meta.channel,
              }),
            }
          : {}),
        createdAt: Date.now(),
      }).catch((err) => this.report(err, 'a change from a form'));
    }
    // A change of the member's own (their language) shows on their App Home.
    const own = new Set(meta.fields.filter((f) => f.personal).map((f) => `${f.args} `));
    if (lines.some((l) => [...own].some((w) => l.startsWith(w))))
      await this.publishHome(meta.team, author.id).catch(() => undefined);
  }

  /**
   * Publishes the member's App Home tab, in the language they read dubash in: their own choice,
   * else their Slack locale (users.info), else the workspace's.
   */
  async publishHome(team: string, user: string): Promise<void> {
    if (!this.opts.home) return;
    const author = await this.author(team, user);
    const data = await this.opts.home(team, user, author.isAdmin);
    const { client } = await this.client(team);
    const lang = data.chosenLanguage ?? author.locale ?? data.language;
    await client.views.publish({ user_id: user, view: homeView(data, lang) });
  }

  /** A message shortcut: the command of its callback_id, acting on that message. */
  private async onShortcut(s: MessageShortcut): Promise<void> {
    const dispatch = this.dispatcher;
    if (!dispatch) return;
    if (!isShortcutId(s.callback_id) || !this.specs.some((c) => c.menu && c.name === s.callback_id)) return;
    const team = s.team?.id ?? s.user?.team_id ?? '';
    const channel = s.channel?.id ?? '';
    const m = s.message ?? {};
    const ts = m.ts ?? s.message_ts;
    const thread = m.thread_ts && m.thread_ts !== ts ? m.thread_ts : undefined;
    const { media, tooLarge } = mediaOf(team, m.files, this.maxDownloadBytes);
    const conversation = slackConversation(team, channel, thread);
    const author = await this.author(team, s.user?.id ?? '', { name: s.user?.name });
    if (tooLarge.length) {
      await this.sendEphemeral(conversation, [s.user?.id ?? ''], {
        type: 'error',
        text: tooLargeSentence(tooLarge, this.maxDownloadBytes, author.locale),
      }).catch((err) => this.report(err, 'telling about a large file'));
      return;
    }
    const event: ChatEvent = {
      id: `s:${s.trigger_id}`,
      kind: 'command',
      conversation,
      ...(ts ? { messageId: ts } : {}),
      author,
      command: { name: s.callback_id, args: '' },
      ...(ts
        ? {
            replyTo: {
              messageId: ts,
              ...(m.text ? { text: m.text } : {}),
              ...(media.length ? { media } : {}),
            },
          }
        : {}),
      interaction: this.interaction(s.trigger_id, {
        responseUrl: s.response_url,
        personal: this.personal(s.callback_id),
        team,
        channel,
        ...(ts ? { threadTs: thread ?? ts } : {}),
        ...(author.locale ? { locale: author.locale } : {}),
      }),
      createdAt: Date.now(),
    };
    await dispatch(event).catch((err) => this.report(err, 'dispatching a shortcut'));
  }

  /** A button of one of dubash's messages: an action event for the command that drew it. */
  private async onAction(body: BlockActions, action: { action_id: string; value?: string }): Promise<void> {
    const dispatch = this.dispatcher;
    const parsed = parseActionId(action.action_id);
    if (!dispatch || !parsed) return;
    const team = body.team?.id ?? body.user?.team_id ?? '';
    const channel = body.channel?.id ?? body.container?.channel_id;
    if (!channel) return; // App Home buttons are handled by the home view (home.ts)
    const ephemeral = !!body.container?.is_ephemeral;
    const ts = body.container?.message_ts ?? body.message?.ts;
    const thread =
      body.message?.thread_ts && body.message.thread_ts !== ts ? body.message.thread_ts : undefined;
    await dispatch({
      id: `a:${body.trigger_id ?? `${ts}:${action.action_id}:${Date.now()}`}`,
      kind: 'action',
      conversation: slackConversation(team, channel, thread),
      ...(ts ? { messageId: ephemeral ? `${EPHEMERAL_PREFIX}${ts}` : ts } : {}),
      author: await this.author(team, body.user?.id ?? '', { name: body.user?.name }),
      action: { command: parsed.command, id: parsed.id, ...(action.value ? { value: action.value } : {}) },
      // An ephemeral menu can only be redrawn through its response_url.
      ...(ephemeral && body.response_url
        ? {
            interaction: this.interaction(body.trigger_id, {
              responseUrl: body.response_url,
              personal: true,
              channel,
            }),
          }
        : {}),
    }).catch((err) => this.report(err, 'dispatching a button'));
  }

  private interaction(triggerId: string | undefined, data: InteractionData): Interaction | undefined {
    if (!data.responseUrl) return undefined;
    return {
      platform: 'slack',
      id: triggerId ?? data.responseUrl,
      expiresAt: Date.now() + RESPONSE_URL_MS,
      data: { ...data },
    };
  }

  // ---------- replying ----------
  /**
   * Through response_url: every text answer of a personal command (ephemeral, the first replacing a
   * progress notice), and the text answers for everyone of the slash command (in_channel: it works
   * even where the bot is not a member). Files, and a shortcut's answers for everyone, are posted.
   */
  async respond(
    interaction: Interaction,
    reply: Reply,
    opts: { replace: boolean },
  ): Promise<SentMessage | undefined> {
    const d = interaction.data as InteractionData;
    if (!d.responseUrl) return undefined;
    const audience = reply.audience ?? 'channel';
    if (audience === 'admins' || reply.type === 'remove') return undefined;
    if (reply.type !== 'text' && reply.type !== 'notice' && reply.type !== 'error') {
      // A file for everyone: posted (a shortcut's into the message's thread). Where the bot is not
      // a member (a slash command anywhere), the member hears how to invite it.
      if (d.threadTs || !d.team || !d.channel) return undefined;
      try {
        const sent = await this.send(slackConversation(d.team, d.channel), reply);
        // The file takes the place of the progress notice posted through response_url.
        if (opts.replace) await this.deleteResponse(d.responseUrl);
        return sent;
      } catch (err) {
        if (!isNotInChannel(err)) throw err;
        // in the asker's Slack locale (the interaction carries it), else English
        return this.postResponse(
          interaction,
          { type: 'error', text: render(d.locale ?? 'en', NOT_IN_CHANNEL) },
          true,
          false,
        );
      }
    }
    // A job's failure replaces the progress notice posted in the thread, where everyone saw it.
    if (reply.type === 'error' && d.progressInThread && opts.replace) return undefined;
    // Other errors (a refusal, what to type) are for the member who asked, whatever the command.
    const ephemeral = !!d.personal || audience !== 'channel' || reply.type === 'error';
    if (!ephemeral && d.threadTs) {
      // A shortcut's answer for everyone goes into the thread. The handle rides the job's payload
      // (built after this), so the worker knows a progress notice is there to replace.
      if (reply.type === 'notice') d.progressInThread = true;
      return undefined;
    }
    return this.postResponse(interaction, reply, ephemeral, opts.replace);
  }

  /** A reply's text as Slack shows it; bridged words (`noPings`) notify nobody here. */
  private mrkdwn(text: string, reply: Reply): string {
    return toMrkdwn(slackCommands(text, this.commandNames), { pings: !reply.noPings });
  }

  /** Removes the message last posted through a response_url (nothing there: Slack says so; ignored). */
  private async deleteResponse(url: string): Promise<void> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ delete_original: true }),
    }).catch(() => undefined);
    await res?.arrayBuffer().catch(() => undefined);
  }

  /** One answer through response_url (Slack takes five within 30 minutes). */
  private async postResponse(
    interaction: Interaction,
    reply: Reply & { type: 'text' | 'notice' | 'error' },
    ephemeral: boolean,
    replace: boolean,
  ): Promise<SentMessage | undefined> {
    const d = interaction.data as InteractionData;
    if (!d.responseUrl) return undefined;
    const count = this.responses.get(interaction.id) ?? 0;
    const text = this.mrkdwn(textOf(reply), reply);
    const body = {
      response_type: ephemeral ? 'ephemeral' : 'in_channel',
      // The first answer takes the place of the progress notice (or the menu a button was on);
      // with nothing to replace, Slack posts it.
      replace_original: replace,
      text,
      ...(reply.type === 'text' && reply.actions ? { blocks: blocksOf(text, reply.actions) } : {}),
    };
    const res = await fetch(d.responseUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) return undefined; // expired or used up: posted normally instead
    this.responses.set(interaction.id, count + 1);
    if (this.responses.size > 5_000) {
      const oldest = this.responses.keys().next().value;
      if (oldest !== undefined) this.responses.delete(oldest);
    }
    return { id: `${EPHEMERAL_PREFIX}${interaction.id}:${count}` };
  }

  async send(conversation: ConversationRef, reply: Reply, _opts: SendOptions = {}): Promise<SentMessage> {
    if (reply.type === 'remove') return { id: reply.messageId };
    const author = reply.replyTo && this.commandAuthors.get(`${conversation.channelId}:${reply.replyTo}`);
    if (reply.type === 'error' && author) return this.sendEphemeral(conversation, [author], reply);
    const { client, token } = await this.client(conversation.workspaceId);
    const threadTs = this.threadOf(conversation, reply);
    return this.guard(conversation, async () => {
      if (reply.type === 'audio' || reply.type === 'image' || reply.type === 'file') {
        // A shared file is always the bot's (no username, no icon), so a bridged one keeps its
        // caption with the author's name and `postAs` is unused: the caption as its author beside a
        // bare file would make one note two messages, in whichever order Slack's asynchronous share
        // lands them, with two threads to answer it in.
        const bytes =
          reply.type === 'audio' ? reply.audio : reply.type === 'image' ? reply.image : reply.file;
        const id = await uploadFile(client, token, {
          bytes,
          filename: reply.filename,
          ...(reply.caption ? { caption: toMrkdwn(reply.caption, { pings: !reply.noPings }) } : {}),
          channel: conversation.channelId,
          ...(threadTs ? { threadTs } : {}),
        });
        // with the ts of its message, a thread reply to the file maps back to it (the bridge's copies)
        return { id: fileHandle(id, await sharedTs(client, id, conversation.channelId)) };
      }
      const text = this.mrkdwn(textOf(reply), reply);
      const r = await client.chat.postMessage({
        channel: conversation.channelId,
        text,
        ...(threadTs ? { thread_ts: threadTs } : {}),
        ...(reply.type === 'text' && reply.actions ? { blocks: blocksOf(text, reply.actions) } : {}),
        // Which message this answers, for anyone reading the channel's history (and the tests).
        ...(reply.replyTo
          ? { metadata: { event_type: 'dubash_answer', event_payload: { reply_to: reply.replyTo } } }
          : {}),
        unfurl_links: false,
        unfurl_media: false,
      });
      if (reply.type === 'text' && reply.postAs)
        this.remember(this.postedAs, `${conversation.channelId}:${r.ts}`, 'named');
      return { id: String(r.ts) };
    });
  }

  /**
   * A bridged message as its author: `username` (and `icon_url`) with chat:write.customize. A
   * workspace without that scope answers missing_scope: remembered for a day (so it is not asked on
   * every message), admins told once, and undefined, so the text with its name is posted.
   */
  async postAs(conversation: ConversationRef, reply: Reply): Promise<SentMessage | undefined> {
    if (reply.type !== 'text' || !reply.postAs || reply.actions) return undefined;
    const { client } = await this.client(conversation.workspaceId);
    const threadTs = this.threadOf(conversation, reply);
    return this.guard(conversation, () => this.postAsAuthor(conversation, reply, client, threadTs));
  }

  private async postAsAuthor(
    conversation: ConversationRef,
    reply: Reply,
    client: webApi.WebClient,
    threadTs: string | undefined,
  ): Promise<SentMessage | undefined> {
    if (reply.type !== 'text' || !reply.postAs) return undefined;
    if (await this.customizeRefused(conversation.workspaceId)) return undefined;
    const as = reply.postAs;
    try {
      const r = await client.chat.postMessage({
        channel: conversation.channelId,
        text: this.mrkdwn(as.body, reply),
        username: as.name,
        ...(as.avatarUrl ? { icon_url: as.avatarUrl } : {}),
        ...(threadTs ? { thread_ts: threadTs } : {}),
        unfurl_links: false,
        unfurl_media: false,
      });
      const ts = String(r.ts);
      this.remember(this.postedAs, `${conversation.channelId}:${ts}`, 'author');
      return { id: ts };
    } catch (err) {
      if (slackErrorCode(err) !== 'missing_scope') throw err;
      await this.refuseCustomize(conversation.workspaceId);
      await this.tellAdminsOnce(conversation, neededScope(err) ?? CUSTOMIZE_SCOPE);
      return undefined;
    }
  }

  /** Bridged messages (channel:ts) posted as their author or with the name in the text: edits keep that. */
  private readonly postedAs = new Map<string, string>();
  /** workspace → until when chat:write.customize is not asked for again */
  private readonly customizeRefusals = new Map<string, number>();

  private async customizeRefused(workspace: string): Promise<boolean> {
    const until = this.customizeRefusals.get(workspace);
    if (until !== undefined) {
      if (until > Date.now()) return true;
      this.customizeRefusals.delete(workspace);
    }
    const marks = this.opts.stores?.marks;
    if (!marks) return false;
    const ttl = await marks.left('slackNoCustomize', [workspace]).catch(() => 0);
    if (ttl <= 0) return false;
    this.customizeRefusals.set(workspace, Date.now() + ttl);
    return true;
  }

  private async refuseCustomize(workspace: string): Promise<void> {
    this.customizeRefusals.set(workspace, Date.now() + CUSTOMIZE_RETRY_MS);
    await this.opts.stores?.marks
      .set('slackNoCustomize', [workspace], CUSTOMIZE_RETRY_MS)
      .catch(() => undefined);
  }

  /** chat.postEphemeral to each member (in the thread of the message it answers). */
  async sendEphemeral(conversation: ConversationRef, members: string[], reply: Reply): Promise<SentMessage> {
    if (reply.type !== 'text' && reply.type !== 'notice' && reply.type !== 'error') {
      // Files cannot be ephemeral: the member gets them in their DM with the bot.
      let first: SentMessage | undefined;
      for (const member of members) {
        const dm = await this.openDM(conversation, member).catch(() => undefined);
        if (dm) first ??= await this.send(dm, { ...reply, replyTo: undefined, audience: 'channel' });
      }
      return first ?? { id: 'ephemeral' };
    }
    const { client } = await this.client(conversation.workspaceId);
    const threadTs = this.threadOf(conversation, reply);
    const text = this.mrkdwn(textOf(reply), reply);
    let id: string | undefined;
    for (const member of members) {
      try {
        const r = await this.guard(conversation, () =>
          client.chat.postEphemeral({
            channel: conversation.channelId,
            user: member,
            text,
            ...(threadTs ? { thread_ts: threadTs } : {}),
            ...(reply.type === 'text' && reply.actions ? { blocks: blocksOf(text, reply.actions) } : {}),
          }),
        );
        id ??= `${EPHEMERAL_PREFIX}${r.message_ts}`;
      } catch (err) {
        // One member out of reach (left the channel) does not stop the others.
        if (members.length === 1) throw err;
        this.report(err, 'chat.postEphemeral');
      }
    }
    return { id: id ?? 'ephemeral' };
  }

  async edit(conversation: ConversationRef, messageId: string, reply: Reply): Promise<void> {
    const isText = reply.type === 'text' || reply.type === 'notice' || reply.type === 'error';
    if (messageId.startsWith(EPHEMERAL_PREFIX) || messageId.startsWith('file:') || !isText) {
      // An ephemeral message or a file is no handle for chat.update; a file cannot replace text.
      if (!messageId.startsWith(EPHEMERAL_PREFIX) && !isText)
        await this.delete(conversation, messageId).catch(() => undefined);
      await this.send(conversation, reply);
      return;
    }
    const { client } = await this.client(conversation.workspaceId);
    // A message posted as its author keeps its body format (the name is the poster's).
    const posted = this.postedAs.get(`${conversation.channelId}:${messageId}`);
    const asAuthor =
      reply.type === 'text' &&
      !!reply.postAs &&
      (posted ? posted === 'author' : !(await this.customizeRefused(conversation.workspaceId)));
    const text = this.mrkdwn(
      asAuthor && reply.type === 'text' && reply.postAs ? reply.postAs.body : textOf(reply),
      reply,
    );
    try {
      await this.guard(conversation, () =>
        client.chat.update({
          channel: conversation.channelId,
          ts: messageId,
          text,
          blocks: reply.type === 'text' && reply.actions ? blocksOf(text, reply.actions) : [],
        }),
      );
    } catch (err) {
      if (slackErrorCode(err) === 'message_not_found' || slackErrorCode(err) === 'cant_update_message') {
        await this.send(conversation, reply);
        return;
      }
      throw err;
    }
  }

  async delete(conversation: ConversationRef, messageId: string): Promise<void> {
    if (messageId.startsWith(EPHEMERAL_PREFIX)) return;
    const { client } = await this.client(conversation.workspaceId);
    const file = parseFileHandle(messageId);
    if (file) {
      await client.files.delete({ file: file.file });
      return;
    }
    try {
      await client.chat.delete({ channel: conversation.channelId, ts: messageId });
    } catch (err) {
      if (slackErrorCode(err) !== 'message_not_found') throw err;
    }
  }

  async download(media: MediaRef): Promise<Buffer> {
    const ref = parseFileRef(media);
    if (!ref) throw new Error('not a Slack file reference');
    const { token } = await this.tokenFor(ref.team);
    return downloadSlackFile(ref.url, token, this.maxDownloadBytes);
  }

  mention(member: { member: string }): string {
    return `<@${member.member}>`;
  }

  async openDM(conversation: ConversationRef, member: string): Promise<ConversationRef | undefined> {
    const { client } = await this.client(conversation.workspaceId);
    const r = await client.conversations.open({ users: member });
    const id = (r.channel as { id?: string } | undefined)?.id;
    return id ? slackConversation(conversation.workspaceId, id) : undefined;
  }

  /** The workspace's admins who are in the channel (users.info of each member, cached). */
  async adminsOf(conversation: ConversationRef): Promise<string[]> {
    const { client } = await this.client(conversation.workspaceId);
    const ids = isDirect(conversation) ? [] : await this.channelMembersOf(conversation);
    const admins: string[] = [];
    for (const id of ids.slice(0, 200)) {
      const info = await this.memberInfo.get(client, conversation.workspaceId, id).catch(() => undefined);
      if (info?.isAdmin && !info.isBot) admins.push(id);
    }
    return admins;
  }

  async members(conversation: ConversationRef): Promise<string[]> {
    return this.channelMembersOf(conversation);
  }

  /** conversations.members, every page, cached a minute. */
  private channelMembersOf(conversation: ConversationRef): Promise<string[]> {
    const key = `${conversation.workspaceId}:${conversation.channelId}`;
    const hit = this.channelMembers.get(key);
    if (hit && Date.now() - hit.at < 60_000) return hit.ids;
    const ids = (async () => {
      const { client } = await this.client(conversation.workspaceId);
      const out: string[] = [];
      let cursor: string | undefined;
      do {
        const r = await client.conversations.members({
          channel: conversation.channelId,
          limit: 1000,
          ...(cursor ? { cursor } : {}),
        });
        out.push(...(r.members ?? []));
        cursor = r.response_metadata?.next_cursor || undefined;
      } while (cursor && out.length < 10_000);
      return out;
    })();
    ids.catch(() => this.channelMembers.delete(key));
    this.channelMembers.set(key, { at: Date.now(), ids });
    return ids;
  }

  // ---------- helpers ----------
  private remember(map: Map<string, string>, key: string, value: string): void {
    map.set(key, value);
    if (map.size > 5_000) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
  }

  /** The thread a reply goes into: the conversation's, else the message it answers (a new thread). */
  private threadOf(conversation: ConversationRef, reply: Reply): string | undefined {
    // A shared file answers by the ts of its message (none known: a new message, not a thread).
    const own = conversation.threadId;
    if (own) return own.startsWith('file:') ? parseFileHandle(own)?.ts : own;
    const to = reply.replyTo && (parseFileHandle(reply.replyTo)?.ts ?? reply.replyTo);
    return to && /^\d+\.\d+$/.test(to) ? to : undefined;
  }

  /**
   * A Web API call with Slack's faults made plain: missing_scope is told to an admin once per scope
   * and workspace; not_in_channel and missing_scope become permanent (no retry fixes them).
   */
  private async guard<T>(conversation: ConversationRef, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (slackErrorCode(err) === 'missing_scope') await this.tellAdminsOnce(conversation, neededScope(err));
      throw asPermanent(err);
    }
  }

  private readonly toldScopes = new Set<string>();

  private async tellAdminsOnce(conversation: ConversationRef, scope: string | undefined): Promise<void> {
    const at: [string, string] = [conversation.workspaceId, scope ?? 'unknown'];
    const key = at.join('\n');
    const marks = this.opts.stores?.marks;
    const first = marks
      ? await marks.first('slackScopeTold', at, { ttlS: 7 * 86_400 }).catch(() => false)
      : !this.toldScopes.has(key);
    this.toldScopes.add(key);
    if (!first) return;
    try {
      const admins = await this.adminsOf(conversation);
      const admin = admins[0];
      if (!admin) return;
      const { client } = await this.client(conversation.workspaceId);
      const dm = await client.conversations.open({ users: admin });
      const channel = (dm.channel as { id?: string } | undefined)?.id;
      // in the admin's own Slack language
      const { locale } = await this.author(conversation.workspaceId, admin);
      const text = render(locale ?? 'en', missingScope(scope));
      if (channel) await client.chat.postMessage({ channel, text: toMrkdwn(text) });
    } catch (err) {
      this.report(err, 'telling an admin about a missing scope');
    }
  }

  async moderate(conversation: ConversationRef, action: ModerationAction): Promise<void> {
    // A bot token cannot delete members' messages; the cleaned text is posted in the thread.
    if (action.type === 'replace' && action.text)
      await this.send(conversation, { type: 'notice', text: action.text, replyTo: action.messageId }).catch(
        (err) => this.report(err, 'moderation'),
      );
  }

  /** Errors go to onError with tokens cut out. */
  report(err: unknown, what: string): void {
    const onError = this.opts.onError;
    if (!onError) return;
    // With its causes (`fetch failed: connect ECONNREFUSED …`): the wrapper below drops them.
    const message = failureReason(err).replace(/xox[a-z]-[\w-]+|xapp-[\w-]+/g, '<token>');
    onError(Object.assign(new Error(message), { name: err instanceof Error ? err.name : 'Error' }), what);
  }
}

const CUSTOMIZE_SCOPE = 'chat:write.customize';
/** A refused chat:write.customize is asked for again after a day (an admin may have added it). */
const CUSTOMIZE_RETRY_MS = 86_400_000;

function textOf(reply: Reply): string {
  if (reply.type === 'error') return `:warning: ${reply.text}`;
  if (reply.type === 'text' || reply.type === 'notice') return reply.text;
  return '';
}
