// The Discord adapter (discord.js 14): a gateway bot (intents Guilds, GuildMessages, MessageContent,
// DirectMessages, GuildVoiceStates, Guild/DirectMessageReactions) whose raw payloads become ChatEvents (normalize.ts); every outgoing call is REST
// through discord.js's queue (429s and the global limit respected), so a worker without a gateway
// answers interactions by their token too. Interactions are acknowledged within 3 s: answered at
// once when the reply is ready, else deferred; later answers edit the original or follow up.
import { Client, DiscordAPIError, Events, GatewayIntentBits, REST } from 'discord.js';
import type { PlatformAdapter, SendOptions, SentMessage, WorkingKind } from '../../src/core/adapter.js';
import type { CommandSpec } from '../../src/core/command.js';
import { PermanentError, PlatformRefusal } from '../../src/core/errors.js';
import type { ChatEvent, Interaction, MediaRef } from '../../src/core/event.js';
import { say } from '../../src/core/i18n.js';
import type { ConversationRef } from '../../src/core/ids.js';
import { isLanguage, supportedLocale } from '../../src/core/languages.js';
import { allowedValues, suggest } from '../../src/core/options.js';
import type { ModerationAction, Reply } from '../../src/core/reply.js';
import type { SettingsStore } from '../../src/core/settings-store.js';
import { extractAudio } from '../../src/media/voice-notes.js';
import type { Stores } from '../../src/state/stores/index.js';
import { WebhookStore } from '../../src/state/stores/webhooks.js';
import { applicationCommands, commandsHash, LINE_OPTION, suggestLine } from './commands.js';
import { isRightsError, type RightsAction, rightsMessage, UNKNOWN_MESSAGE } from './errors.js';
import {
  channelOf,
  DM_WORKSPACE,
  discordConversation,
  guildOf,
  isDmWorkspace,
  isSnowflake,
  languageOfLocale,
  OFFICIAL_API_URL,
  parseWebhookPost,
} from './ids.js';
import {
  deleteEvent,
  flattenOptions,
  interactionEvent,
  messageEvent,
  type NormalizeContext,
  type RawInteraction,
  type RawMessage,
  type RawReaction,
  reactionEvent,
} from './normalize.js';
import { bodiesOf, editBody, type MessageBody, textOf } from './render.js';
import { Responder } from './responder.js';
import { DiscordVoice } from './voice-captions.js';
import { postFileAs } from './webhook-files.js';
import { Webhooks } from './webhooks.js';

export interface DiscordAdapterOptions {
  /** DISCORD_TOKEN; never logged */
  token: string;
  /** DISCORD_API_URL: the REST base, default https://discord.com/api (the gateway URL comes from GET /gateway/bot) */
  apiUrl?: string;
  /** DISCORD_GUILD_ID: commands registered to this guild only (instant, for development) */
  guildId?: string;
  /** DISCORD_SHARDS: `auto`, a count, or `COUNT/ID,ID` for the shards this process runs */
  shards?: 'auto' | { count: number; ids?: number[] };
  /** the guilds' admins and seen members, the commands' hash, notices told once, channel webhooks */
  stores?: Pick<Stores, 'discordGuilds' | 'marks' | 'webhooks'>;
  /** the workspace default language from the guild's preferred locale is written here once */
  settings?: SettingsStore;
  /** largest attachment downloaded (default 25 MB) */
  maxDownloadBytes?: number;
  /** an interaction not answered by then is deferred (Discord's limit is 3 s; default 2 s) */
  deferAfterMs?: number;
  /** joining a voice channel for live captions may take this long (default 20 s) */
  voiceConnectTimeoutMs?: number;
  onError?: (err: unknown, what: string) => void;
  /** start-up notes (the missing Message Content intent) */
  onInfo?: (message: string) => void;
}

const DEFAULT_MAX_DOWNLOAD = 25 * 1024 * 1024;
const CDN_HOSTS = new Set(['cdn.discordapp.com', 'media.discordapp.net']);

export const MESSAGE_CONTENT_HELP =
  'Discord does not send dubash the text of messages: the privileged Message Content intent is off, ' +
  'so automatic translation, transcription and moderation are off (slash commands and the message ' +
  'menus still work). To turn them on: Discord Developer Portal → your application → Bot → ' +
  'Privileged Gateway Intents → enable Message Content Intent, then restart dubash.';

type Json = Record<string, unknown>;

export class DiscordAdapter implements PlatformAdapter {
  readonly name = 'discord' as const;
  readonly maxTextLength = 2_000;
  readonly rest: REST;
  readonly apiUrl: string;
  readonly maxDownloadBytes: number;
  client?: Client;
  /** false when the application lacks the privileged Message Content intent */
  messageContent = true;
  private dispatcher?: (event: ChatEvent) => Promise<void>;
  private specs: CommandSpec[] = [];
  private selfId = '';
  private readonly responder: Responder;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly owners = new Map<string, string>();
  private readonly webhooks: Webhooks;
  /** voice channels: live captions (voice-captions.ts) */
  readonly voice: DiscordVoice;

  constructor(readonly opts: DiscordAdapterOptions) {
    if (!opts.token.trim()) throw new Error('DISCORD_TOKEN is empty');
    this.apiUrl = (opts.apiUrl ?? OFFICIAL_API_URL).replace(/\/+$/, '');
    this.maxDownloadBytes = opts.maxDownloadBytes ?? DEFAULT_MAX_DOWNLOAD;
    this.rest = new REST({ api: this.apiUrl, version: '10' }).setToken(opts.token);
    this.webhooks = new Webhooks(this.rest, opts.stores?.webhooks ?? new WebhookStore());
    this.voice = new DiscordVoice(
      () => this.client,
      (err, what) => this.report(err, what),
      opts.voiceConnectTimeoutMs ? { connectTimeoutMs: opts.voiceConnectTimeoutMs } : {},
    );
    this.responder = new Responder(this.rest, {
      post: (conversation, body) => this.post(conversation, body),
      report: (err, what) => this.report(err, what),
    });
  }

  // ---------- connecting ----------
  async start(dispatch: (event: ChatEvent) => Promise<void>): Promise<void> {
    this.dispatcher = dispatch;
    const app = (await this.rest.get('/applications/@me')) as { id: string; flags?: number };
    this.selfId = app.id;
    try {
      await this.connect(true);
    } catch (err) {
      if (!isDisallowedIntents(err)) throw err;
      // The privileged intent is not enabled for the application: commands still work without it.
      this.messageContent = false;
      this.opts.onInfo?.(MESSAGE_CONTENT_HELP);
      await this.connect(false);
    }
  }

  private async connect(messageContent: boolean): Promise<void> {
    const intents = [
      GatewayIntentBits.Guilds,
      GatewayIntentBits.GuildMessages,
      GatewayIntentBits.DirectMessages,
      // who is in which voice channel (live captions); not privileged
      GatewayIntentBits.GuildVoiceStates,
      // reactions (translate by reaction); not privileged
      GatewayIntentBits.GuildMessageReactions,
      GatewayIntentBits.DirectMessageReactions,
      ...(messageContent ? [GatewayIntentBits.MessageContent] : []),
    ];
    const shards = this.opts.shards;
    const client = new Client({
      intents,
      rest: { api: this.apiUrl },
      ...(shards && shards !== 'auto'
        ? { shardCount: shards.count, shards: shards.ids ?? [...Array(shards.count).keys()] }
        : { shards: 'auto' as const }),
    });
    client.on(Events.Raw, (packet: { t?: string; d?: unknown }) => this.onPacket(packet));
    client.on(Events.Error, (err) => this.report(err, 'gateway'));
    const ready = new Promise<void>((resolve, reject) => {
      client.once(Events.ClientReady, () => resolve());
      client.on(Events.ShardDisconnect, (event: { code: number }) => {
        if (event.code === 4014) reject(Object.assign(new Error('Disallowed intents'), { code: 4014 }));
        if (event.code === 4004)
          reject(new Error('DISCORD_TOKEN was refused by Discord (authentication failed)'));
      });
    });
    // login() may reject first (the same close): the other rejection is then nobody's.
    ready.catch(() => undefined);
    this.client = client;
    try {
      await client.login(this.opts.token);
      await ready;
    } catch (err) {
      this.client = undefined;
      await client.destroy().catch(() => undefined);
      throw err;
    }
  }

  async stop(): Promise<void> {
    this.dispatcher = undefined;
    await Promise.allSettled([...this.inFlight]);
    this.responder.clear();
    this.voice.leaveAll();
    await this.client?.destroy();
    this.client = undefined;
  }

  /** Resolves once every event taken in has been handled (tests). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  private track(p: Promise<unknown>): void {
    const running = p
      .catch((err) => this.report(err, 'discord event'))
      .finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }

  // ---------- receiving ----------
  private context(): NormalizeContext {
    return {
      selfId: this.selfId,
      isOwnWebhook: (id) => this.webhooks.isOwn(id),
      parentOf: (id) => {
        const ch = this.client?.channels.cache.get(id);
        return ch?.isThread() ? (ch.parentId ?? undefined) : undefined;
      },
      commands: new Set(this.specs.map((s) => s.name)),
      spec: (name) => this.specs.find((s) => s.name === name),
      menuCommand: (menu) => this.specs.find((s) => s.menu === menu)?.name,
      maxDownloadBytes: this.maxDownloadBytes,
      ownerOf: (g) => this.owners.get(g),
    };
  }

  private onPacket(packet: { t?: string; d?: unknown }): void {
    const d = packet.d as Json | undefined;
    if (!d) return;
    switch (packet.t) {
      case 'GUILD_CREATE':
        this.track(this.onGuild(d as { id: string; owner_id?: string; preferred_locale?: string }));
        return;
      case 'MESSAGE_CREATE':
      case 'MESSAGE_UPDATE':
        this.track(this.onMessage(d as unknown as RawMessage, packet.t === 'MESSAGE_UPDATE'));
        return;
      case 'MESSAGE_DELETE':
        this.track(
          this.emit(deleteEvent(d as { id: string; channel_id: string; guild_id?: string }, this.context())),
        );
        return;
      case 'INTERACTION_CREATE':
        this.track(this.onInteraction(d as unknown as RawInteraction));
        return;
      case 'MESSAGE_REACTION_ADD':
        this.track(this.onReaction(d as RawReaction));
        return;
    }
  }

  private async emit(event: ChatEvent): Promise<void> {
    // a DM's settings an older dubash kept under the shared `dm` workspace: moved before they are read
    const c = event.conversation;
    if (c.workspaceId !== DM_WORKSPACE && isDmWorkspace(c.workspaceId) && event.author.id)
      await this.opts.stores?.discordGuilds
        .adoptOlderDmSettings(c, event.author.id)
        .catch((err: unknown) => this.report(err, 'moving the settings of an older DM'));
    await this.dispatcher?.(event);
  }

  /** The owner is an admin; the guild's preferred locale is the workspace's language until an admin sets one. */
  private async onGuild(g: { id: string; owner_id?: string; preferred_locale?: string }): Promise<void> {
    if (g.owner_id) {
      this.owners.set(g.id, g.owner_id);
      await this.opts.stores?.discordGuilds.addAdmin(g.id, g.owner_id);
    }
    const language = supportedLocale(g.preferred_locale);
    const { settings, stores } = this.opts;
    if (!language || !isLanguage(language) || !settings || !stores) return;
    const ref = discordConversation(g.id, g.id);
    if (!(await stores.marks.first('discordLocaleDefault', [g.id]))) return;
    if (!(await settings.get('workspace', ref)).language) await settings.set('workspace', ref, { language });
  }

  private async onMessage(m: RawMessage, edited: boolean): Promise<void> {
    const normalized = messageEvent(m, edited, this.context());
    if (!normalized) return;
    const { event, oversized } = normalized;
    if (event.author.isSelf) return;
    // Who writes in a channel reads it: members-mode translation goes into their languages.
    if (!event.author.isBot)
      await this.opts.stores?.discordGuilds.seen(event.conversation, event.author.id, 30 * 86_400);
    if (oversized.length && !edited) {
      await this.send(event.conversation, {
        type: 'error',
        text: say(event.author.locale ?? 'en', 'file.tooLarge', { mb: this.maxDownloadMb }),
        replyTo: event.messageId,
      }).catch((err) => this.report(err, 'telling about a large file'));
    }
    await this.emit(event);
  }

  /** A reaction names only the message: its text is fetched (GET channel message). */
  private async onReaction(r: RawReaction): Promise<void> {
    const event = reactionEvent(r, this.context());
    if (!event || event.author.isSelf || event.author.isBot) return;
    let m: RawMessage;
    try {
      m = (await this.rest.get(`/channels/${r.channel_id}/messages/${r.message_id}`)) as RawMessage;
    } catch (err) {
      this.report(reactionRefusal(err), 'reading a reacted-to message');
      return;
    }
    if (!m.content) return; // no text (or no Message Content intent): nothing to translate
    event.replyTo = { messageId: m.id, text: m.content };
    await this.emit(event);
  }

  private async onInteraction(i: RawInteraction): Promise<void> {
    if (i.type === 4) return this.autocomplete(i);
    // Discord replays events after a resume: one already taken in here is not handled again.
    if (this.responder.seen(i.id)) return;
    const event = interactionEvent(i, this.context());
    if (!event?.interaction) return;
    const handle = event.interaction;
    handle.data.user = event.author.id;
    if (event.author.locale) handle.data.locale = event.author.locale;
    handle.data.conversation = event.conversation;
    // Not answered in time: deferred (a "thinking…" the answer replaces).
    this.responder.open(handle, this.opts.deferAfterMs ?? 2_000);
    try {
      const refusal = this.oversized(i);
      if (refusal)
        await this.respond(
          handle,
          { type: 'error', text: refusal, audience: { member: event.author.id } },
          { replace: true },
        );
      else if (event.author.isAdmin) await this.rememberAdmin(event.conversation, event.author.id);
      if (!refusal) await this.emit(event);
      // /help says why automatic features are off, and how to turn them on.
      if (!refusal && !this.messageContent && this.isGuide(event.command?.name))
        await this.respond(
          handle,
          { type: 'notice', text: MESSAGE_CONTENT_HELP, audience: { member: event.author.id } },
          { replace: false },
        );
      await this.responder.settle(handle);
    } finally {
      this.responder.close(handle);
    }
  }

  /** A channel of the conversation's guild, as members write it (a mirror channel's setting). */
  async resolveChannel(conversation: ConversationRef, ref: string): Promise<ConversationRef | undefined> {
    const guild = guildOf(conversation);
    const id = guild ? this.channelIn(ref, conversation) : undefined;
    return id ? discordConversation(guild, id) : undefined;
  }

  /** `<#id>`, a bare id, or `#name` of a channel of the guild the bot knows. */
  private channelIn(word: string, c: ConversationRef): string | undefined {
    const id = /^<#(\d+)>$/.exec(word)?.[1] ?? (isSnowflake(word) ? word : undefined);
    if (id) return id;
    const name = word.replace(/^#/, '').toLowerCase();
    const guild = guildOf(c);
    const found = this.client?.channels.cache.find(
      (ch) => 'name' in ch && ch.name === name && 'guildId' in ch && ch.guildId === guild,
    );
    return found?.id;
  }

  /** The command members ask when something does not work (its spec's `guide`). */
  private isGuide(name: string | undefined): boolean {
    return !!name && !!this.specs.find((s) => s.name === name)?.guide;
  }

  /** An attachment option over the download limit: said at once, nothing is dispatched. */
  private oversized(i: RawInteraction): string | undefined {
    const files = Object.values(i.data?.resolved?.attachments ?? {});
    if (!files.some((a) => a.size > this.maxDownloadBytes)) return undefined;
    return say(languageOfLocale(i.locale) ?? 'en', 'file.tooLarge', { mb: this.maxDownloadMb });
  }

  private async autocomplete(i: RawInteraction): Promise<void> {
    const data = i.data;
    // An option of a subcommand (`/captions start language:`) comes nested in it.
    const focused = flattenOptions(data?.options).options.find((o) => o.focused);
    const spec = this.specs.find((s) => s.name === data?.name);
    const typed = String(focused?.value ?? '');
    let values: string[] = [];
    if (spec && focused) {
      if (spec.asLine && focused.name === LINE_OPTION) values = suggestLine(spec.usage, typed);
      else {
        const option = spec.options.find((o) => o.option.name === focused.name)?.option;
        if (option && allowedValues(option)) values = suggest(option, typed);
      }
    }
    await this.responder.callback(i.id, i.token, {
      type: 8,
      data: { choices: values.slice(0, 25).map((v) => ({ name: v, value: v })) },
    });
  }

  // ---------- answering interactions ----------
  respond(
    interaction: Interaction,
    reply: Reply,
    opts: { replace: boolean },
  ): Promise<SentMessage | undefined> {
    return this.responder.respond(interaction, reply, opts);
  }

  // ---------- posting ----------
  async send(conversation: ConversationRef, reply: Reply, _opts: SendOptions = {}): Promise<SentMessage> {
    if (reply.type === 'remove') return { id: reply.messageId };
    let last: SentMessage | undefined;
    for (const b of await bodiesOf(reply)) last = await this.post(conversation, b);
    return last ?? { id: '0' };
  }

  /**
   * A message (text, image or file) as its author, through the channel's webhook: a bridged one, or
   * a translation in a mirror channel. Not for a reply (a webhook post cannot reply) nor without
   * Manage Webhooks: then undefined, and the core posts the text with its name.
   */
  async postAs(conversation: ConversationRef, reply: Reply): Promise<SentMessage | undefined> {
    if (reply.type === 'image' || reply.type === 'file')
      return postFileAs(this.webhooks, conversation, reply, (err, what) => this.report(err, what));
    if (reply.type !== 'text' || !reply.postAs || reply.replyTo || reply.actions || !guildOf(conversation))
      return undefined;
    const as = reply.postAs;
    if (as.body.length > this.maxTextLength) return undefined;
    try {
      const id = await this.webhooks.post(
        channelOf(conversation),
        { content: as.body, username: as.name, ...(as.avatarUrl ? { avatar_url: as.avatarUrl } : {}) },
        conversation.threadId,
      );
      return { id };
    } catch (err) {
      this.report(err, 'posting a bridged message through the channel webhook');
      return undefined;
    }
  }

  /** One message in the conversation's channel (or thread); rights errors told once, never retried. */
  private async post(conversation: ConversationRef, b: MessageBody): Promise<SentMessage> {
    const files = b.files.map((f) => ({ name: f.name, data: f.data, contentType: f.contentType }));
    try {
      const res = (await this.rest.post(`/channels/${channelOf(conversation)}/messages`, {
        body: b.body,
        files,
      })) as { id: string };
      return { id: res.id };
    } catch (err) {
      throw await this.rightsFailure(conversation, err, 'send');
    }
  }

  async edit(conversation: ConversationRef, messageId: string, reply: Reply): Promise<void> {
    const hooked = parseWebhookPost(messageId);
    // A bridged message posted as its author is edited with its body (the name is the poster's).
    const body =
      hooked && reply.type === 'text' && reply.postAs ? { content: reply.postAs.body } : editBody(reply);
    if (!body || (!hooked && !isSnowflake(messageId))) {
      // A voice message or a file cannot replace a text message: the old one goes, the new one comes.
      await this.delete(conversation, messageId).catch(() => undefined);
      await this.send(conversation, reply);
      return;
    }
    try {
      if (hooked) await this.webhooks.edit(hooked, body);
      else await this.rest.patch(`/channels/${channelOf(conversation)}/messages/${messageId}`, { body });
    } catch (err) {
      // The message is gone (deleted by hand): the answer is posted anew.
      if (err instanceof DiscordAPIError && err.code === 10008) {
        await this.send(conversation, reply);
        return;
      }
      throw await this.rightsFailure(conversation, err, 'edit');
    }
  }

  async delete(conversation: ConversationRef, messageId: string): Promise<void> {
    const hooked = parseWebhookPost(messageId);
    try {
      if (hooked) await this.webhooks.remove(hooked);
      else if (isSnowflake(messageId))
        await this.rest.delete(`/channels/${channelOf(conversation)}/messages/${messageId}`);
    } catch (err) {
      if (err instanceof DiscordAPIError && err.code === 10008) return;
      throw await this.rightsFailure(conversation, err, 'delete');
    }
  }

  /** Attachments come from Discord's CDN (or the configured API host): never another URL. */
  /** The download limit in MB, as the file-too-large sentence says it. */
  private get maxDownloadMb(): number {
    return Math.round(this.maxDownloadBytes / (1024 * 1024));
  }

  async download(media: MediaRef): Promise<Buffer> {
    if ((media.size ?? 0) > this.maxDownloadBytes) {
      throw new PermanentError({ key: 'file.tooLarge', params: { mb: this.maxDownloadMb } });
    }
    const video = media.ref.startsWith('v:');
    const raw = video ? media.ref.slice(2) : media.ref;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new PermanentError({ key: 'file.noWay', params: { platform: 'Discord' } });
    }
    const api = new URL(this.apiUrl);
    if (!CDN_HOSTS.has(url.hostname) && url.host !== api.host)
      throw new PermanentError({ key: 'file.elsewhere', params: { platform: 'Discord' } });
    const res = await fetch(url, { signal: AbortSignal.timeout(120_000) });
    if (res.status === 404 || res.status === 403)
      throw new PermanentError({ key: 'file.gone', params: { platform: 'Discord' } });
    if (!res.ok) throw new Error(`Discord attachment download failed with HTTP ${res.status}`);
    const length = Number(res.headers.get('content-length') ?? 0);
    if (length > this.maxDownloadBytes)
      throw new PermanentError({ key: 'file.tooLarge', params: { mb: this.maxDownloadMb } });
    const data = Buffer.from(await res.arrayBuffer());
    return video ? extractAudio(data) : data;
  }

  async working(conversation: ConversationRef, _kind: WorkingKind): Promise<void> {
    await this.rest.post(`/channels/${channelOf(conversation)}/typing`).catch(() => undefined);
  }

  /** Members who wrote in the channel lately (the member list itself needs a privileged intent). */
  async members(conversation: ConversationRef): Promise<string[]> {
    return (await this.opts.stores?.discordGuilds.seenMembers(conversation)) ?? [];
  }

  async openDM(_conversation: ConversationRef, member: string): Promise<ConversationRef | undefined> {
    if (!isSnowflake(member)) return undefined;
    const dm = (await this.rest.post('/users/@me/channels', { body: { recipient_id: member } })) as {
      id: string;
    };
    return discordConversation(undefined, dm.id);
  }

  /** The guild's owner and the members seen with Manage Channels/Server on their interactions; a DM's member. */
  async adminsOf(conversation: ConversationRef): Promise<string[]> {
    const guild = guildOf(conversation);
    if (!guild) {
      const dm = (await this.rest.get(`/channels/${conversation.channelId}`).catch(() => undefined)) as
        | { recipients?: { id: string }[] }
        | undefined;
      return dm?.recipients?.map((r) => r.id) ?? [];
    }
    const known = (await this.opts.stores?.discordGuilds.admins(guild)) ?? [];
    const owner = this.owners.get(guild);
    return [...new Set([...(owner ? [owner] : []), ...known])];
  }

  mention(member: { member: string; name?: string }): string {
    return isSnowflake(member.member) ? `<@${member.member}>` : `@${member.name ?? member.member}`;
  }

  // ---------- commands ----------
  /** One bulk overwrite, only when the definitions' hash changed (or `force`: `dubash discord register`). */
  async registerCommands(specs: CommandSpec[]): Promise<void> {
    await this.register(specs);
  }

  async register(specs: CommandSpec[], opts: { force?: boolean } = {}): Promise<'registered' | 'unchanged'> {
    this.specs = specs;
    const app = (await this.rest.get('/applications/@me')) as { id: string };
    const body = applicationCommands(specs);
    const scope = this.opts.guildId ? `guild:${this.opts.guildId}` : 'global';
    const guilds = this.opts.stores?.discordGuilds;
    const hash = commandsHash(body);
    if (!opts.force && guilds && (await guilds.commandsHash(app.id, scope)) === hash) return 'unchanged';
    const path = this.opts.guildId
      ? `/applications/${app.id}/guilds/${this.opts.guildId}/commands`
      : `/applications/${app.id}/commands`;
    await this.rest.put(path as `/${string}`, { body });
    await guilds?.setCommandsHash(app.id, scope, hash);
    return 'registered';
  }

  // ---------- helpers ----------
  private async rememberAdmin(c: ConversationRef, member: string): Promise<void> {
    const guild = guildOf(c);
    if (guild) await this.opts.stores?.discordGuilds.addAdmin(guild, member);
  }

  /**
   * Missing Permissions (50013) / Missing Access (50001): the admins hear it once an hour per
   * channel, and the failure is permanent (no retry loop).
   */
  private async rightsFailure(
    conversation: ConversationRef,
    err: unknown,
    what: RightsAction,
  ): Promise<unknown> {
    if (!isRightsError(err)) return err;
    const said = rightsMessage(err, what);
    const marks = this.opts.stores?.marks;
    if (!marks || (await marks.first('discordRightsTold', [conversation, err.code], { ttlS: 3_600 }))) {
      // the admins read the workspace's language
      const lang = (await this.opts.settings?.get('workspace', conversation).catch(() => undefined))
        ?.language;
      const notice = say(lang ?? 'en', 'rights.discord.where', {
        sentence: said,
        channel: `<#${channelOf(conversation)}>`,
      });
      for (const admin of await this.adminsOf(conversation)) {
        const dm = await this.openDM(conversation, admin).catch(() => undefined);
        if (dm)
          await this.rest
            .post(`/channels/${dm.channelId}/messages`, {
              body: { content: notice },
            })
            .catch(() => undefined);
      }
    }
    return new PermanentError(said, { cause: err });
  }

  /** Hide: the message deleted; redact: deleted and the cleaned text reposted as its author. */
  async moderate(conversation: ConversationRef, action: ModerationAction): Promise<void> {
    try {
      const original =
        action.type === 'replace' ? await this.fetchMessage(conversation, action.messageId) : undefined;
      await this.delete(conversation, action.messageId);
      if (action.type === 'replace' && action.text) {
        // Redact: the cleaned text, reposted as its author through the channel's webhook.
        const author = original?.author as
          | { username?: string; global_name?: string; id?: string; avatar?: string }
          | undefined;
        await this.webhooks.post(
          channelOf(conversation),
          {
            content: action.text,
            username: author?.global_name || author?.username || 'member',
            ...(author?.avatar && author.id
              ? { avatar_url: `https://cdn.discordapp.com/avatars/${author.id}/${author.avatar}.png` }
              : {}),
          },
          conversation.threadId,
        );
      }
    } catch (err) {
      this.report(err, 'moderation');
    }
  }

  private async fetchMessage(conversation: ConversationRef, id: string): Promise<Json | undefined> {
    if (!isSnowflake(id)) return undefined;
    return (await this.rest
      .get(`/channels/${channelOf(conversation)}/messages/${id}`)
      .catch(() => undefined)) as Json | undefined;
  }

  /** Errors go to onError with the token cut out. */
  private report(err: unknown, what: string): void {
    const onError = this.opts.onError;
    if (!onError) return;
    const token = this.opts.token;
    const message = String(err instanceof Error ? err.message : err)
      .split(token)
      .join('<token>');
    onError(Object.assign(new Error(message), { name: err instanceof Error ? err.name : 'Error' }), what);
  }
}

/** A deleted message or a channel the bot may not read: an ordinary refusal, said with what to do. */
function reactionRefusal(err: unknown): unknown {
  if (!(err instanceof DiscordAPIError)) return err;
  if (err.code === UNKNOWN_MESSAGE)
    return new PlatformRefusal('the message is gone (deleted), nothing to translate');
  if (isRightsError(err))
    return new PlatformRefusal(
      'dubash may not read messages there; give the dubash role View Channel and Read Message History in that channel',
    );
  return err;
}

function isDisallowedIntents(err: unknown): boolean {
  return (
    (err as { code?: unknown })?.code === 4014 || /disallowed intent/i.test(String((err as Error)?.message))
  );
}

export { textOf };
