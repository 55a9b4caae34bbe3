// A Discord emulator on loopback for tests: the REST routes dubash calls (under /api/v10, JSON and
// multipart bodies, Discord's error envelope {code, message}), a CDN for attachments (/cdn/…), and a
// gateway WebSocket (HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeats and ACKs, RESUME with the
// missed events replayed, dispatches) that the real discord.js Client connects to. It keeps every
// channel's messages (ephemeral ones with the one member who may see them) and records each call.
// Checked as Discord checks them: message bodies, Execute Webhook's flags, files and username.
// @everyone starts with Discord's default permissions; admins' edits: editEveryone, overwriteEveryone.
// Faults on demand: a 429 (route or global) once, Missing Permissions/Access per channel, a dropped
// connection, and an application without the privileged Message Content intent (close 4014).
// Voice: the bot's Voice State Update (op 4) goes to `voice` (discord-voice-emulator.ts), which
// answers with VOICE_STATE_UPDATE + VOICE_SERVER_UPDATE and runs the voice server on loopback.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { type WebSocket, WebSocketServer } from 'ws';
import { memberJson } from './discord-voice/state.js';
import { DiscordVoiceEmulator, INTENT_GUILD_VOICE_STATES } from './discord-voice-emulator.js';

type Json = Record<string, unknown>;

/** An option of a chat-input interaction: a value, or a subcommand (1) or group (2) with its options. */
export interface SlashOption {
  name: string;
  type: number;
  value?: unknown;
  focused?: boolean;
  options?: SlashOption[];
}

/** `consent on` and a subcommand's options → the nesting Discord sends: group (2) › subcommand (1) › options. */
export function subcommand(words: string, options: SlashOption[] = []): SlashOption[] {
  const [first, second] = words.trim().split(/\s+/);
  if (!first) throw new Error('name the subcommand');
  if (!second) return [{ name: first, type: 1, options }];
  return [{ name: first, type: 2, options: [{ name: second, type: 1, options }] }];
}

export interface UploadedFile {
  name: string;
  type: string;
  data: Buffer;
  /** the multipart field it came in (`files[0]`) */
  field?: string;
}

export interface RecordedCall {
  method: string;
  /** the path after /api/v10, e.g. `/channels/1/messages` */
  path: string;
  body: Json;
  files: UploadedFile[];
  at: number;
  /** performance.now() when the request arrived (same clock as interactionSentAt) */
  hr: number;
  status: number;
  result?: unknown;
}

/** A message as the emulator keeps it: Discord's shape plus who may see it (ephemeral). */
export interface StoredMessage extends Json {
  id: string;
  channel_id: string;
  content: string;
  author: Json;
  attachments: Json[];
  flags: number;
  components: Json[];
  /** ephemeral: only this user sees it */
  visibleTo?: string;
}

export interface EmulatorUser {
  id: string;
  username: string;
  global_name?: string;
  /** avatar hash: the picture at cdn.discordapp.com/avatars/{id}/{hash}.png */
  avatar?: string;
  /** permission bits of the member in the guild, as a decimal string */
  permissions?: string;
  locale?: string;
}

interface Session {
  id: string;
  shard: [number, number];
  intents: number;
  seq: number;
  log: { s: number; t: string; d: unknown }[];
  socket?: WebSocket;
}

const DISCORD_EPOCH = 1_420_070_400_000n;
export const FLAGS = { EPHEMERAL: 64, LOADING: 128, IS_VOICE_MESSAGE: 8192 } as const;
/** The flags Execute Webhook may set (Discord's docs): SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS, IS_COMPONENTS_V2. */
const WEBHOOK_FLAGS = 4 | 4096 | 32768;
export const INTENT_MESSAGE_CONTENT = 1 << 15;
/** MESSAGE_REACTION_ADD in guilds, and in DMs */
export const INTENT_GUILD_MESSAGE_REACTIONS = 1 << 10;
export const INTENT_DIRECT_MESSAGE_REACTIONS = 1 << 13;
/** Administrator | Manage Guild | Manage Channels | Manage Messages | Send Messages | … */
export const PERMS = {
  ADMINISTRATOR: 1n << 3n,
  MANAGE_CHANNELS: 1n << 4n,
  MANAGE_GUILD: 1n << 5n,
  VIEW_CHANNEL: 1n << 10n,
  SEND_MESSAGES: 1n << 11n,
  MANAGE_MESSAGES: 1n << 13n,
  ATTACH_FILES: 1n << 15n,
  READ_MESSAGE_HISTORY: 1n << 16n,
  CONNECT: 1n << 20n,
  SPEAK: 1n << 21n,
  MANAGE_WEBHOOKS: 1n << 29n,
} as const;
/**
 * Discord's default @everyone permissions in a new server: the classic 104324673 (Create Invite, Add
 * Reactions, Video, View Channel, Send Messages, Send TTS, Embed Links, Attach Files, Read History,
 * Mention Everyone, External Emoji, Connect, Speak, Voice Activity, Change Nickname) plus the later
 * defaults (Application Commands, Request to Speak, threads, External Stickers, Activities,
 * Soundboard, External Sounds, Voice Messages, Polls, External Apps).
 */
export const EVERYONE_PERMS =
  104_324_673n |
  [31n, 32n, 35n, 36n, 37n, 38n, 39n, 42n, 45n, 46n, 49n, 50n].reduce((a, b) => a | (1n << b), 0n);
/** A member without roles: @everyone's permissions (an interaction's `member.permissions`). */
export const MEMBER_PERMS = String(EVERYONE_PERMS);

export class DiscordEmulator {
  readonly token = `MTA.${randomBytes(8).toString('hex')}.${randomBytes(12).toString('hex')}`;
  readonly applicationId: string;
  readonly botUser: Json;
  readonly calls: RecordedCall[] = [];
  /** application commands by scope: `global` or the guild id */
  readonly commands = new Map<string, Json[]>();
  readonly guilds = new Map<string, Json>();
  readonly channels = new Map<string, Json>();
  readonly messages = new Map<string, StoredMessage[]>();
  readonly webhooks = new Map<string, Json>();
  readonly cdn = new Map<string, { data: Buffer; type: string }>();
  /** identify payloads, and whether each connection resumed */
  readonly identifies: Json[] = [];
  readonly resumes: { session: string; seq: number; replayed: number }[] = [];
  /** the privileged Message Content intent is enabled for the application (developer portal) */
  messageContentEnabled = true;
  heartbeatIntervalMs = 41_250;
  shardCount = 1;
  /** voice channels: members in them, the bot's joins, the voice server (started on first use) */
  readonly voice = new DiscordVoiceEmulator({
    emulator: this,
    dispatch: (guildId, t, d, intent) => this.dispatch(guildId, t, d, intent),
  });
  private server!: Server;
  private wss!: WebSocketServer;
  private port = 0;
  private nextId = 0n;
  private readonly sessions = new Map<string, Session>();
  private readonly interactions = new Map<
    string,
    {
      id: string;
      channel: string;
      user: string;
      /** the member's user object, as Discord shows it in `interaction_metadata.user` */
      author: Json;
      acked?: number;
      original?: string;
      ephemeral?: boolean;
      interaction: Json;
    }
  >();
  private faults: { route: RegExp; retryAfter: number; global: boolean }[] = [];
  private readonly denied = new Map<string, { code: number; perm?: bigint }>();
  private readonly dmChannels = new Map<string, string>();
  private readonly sentAt = new Map<string, number>();
  /** every user the emulator has shown (for GET /guilds/{guild}/members/{user}) */
  private readonly users = new Map<string, Json>();

  private constructor() {
    this.applicationId = this.snowflake();
    this.botUser = {
      id: this.applicationId,
      username: 'dubash',
      discriminator: '0',
      global_name: null,
      avatar: null,
      bot: true,
    };
  }

  static async start(): Promise<DiscordEmulator> {
    const emu = new DiscordEmulator();
    emu.server = createServer((req, res) => {
      emu.handle(req, res).catch((err) => {
        res.statusCode = 500;
        res.end(String(err));
      });
    });
    emu.wss = new WebSocketServer({ server: emu.server, path: '/gateway' });
    emu.wss.on('connection', (socket) => emu.onConnection(socket));
    await new Promise<void>((resolve) => emu.server.listen(0, '127.0.0.1', resolve));
    emu.port = (emu.server.address() as AddressInfo).port;
    return emu;
  }

  /** DISCORD_API_URL: the REST base (the version path is added by the client). */
  get apiUrl(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }

  get gatewayUrl(): string {
    return `ws://127.0.0.1:${this.port}/gateway`;
  }

  async close(): Promise<void> {
    await this.voice.close();
    for (const client of this.wss.clients) client.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  // ---------- the world ----------
  snowflake(): string {
    this.nextId += 1n;
    return String(((BigInt(Date.now()) - DISCORD_EPOCH) << 22n) | (this.nextId & 0x3fffffn));
  }

  user(u: EmulatorUser): Json {
    const user = {
      id: u.id,
      username: u.username,
      discriminator: '0',
      global_name: u.global_name ?? u.username,
      avatar: u.avatar ?? null,
    };
    this.users.set(u.id, user);
    return user;
  }

  /** A guild with text channels; dispatched (GUILD_CREATE) to the shard that owns it. */
  addGuild(opts: {
    id?: string;
    name: string;
    preferredLocale?: string;
    channels: { id?: string; name: string; type?: number; parentId?: string }[];
  }): { id: string; channels: string[] } {
    const id = opts.id ?? this.snowflake();
    const channels = opts.channels.map((c, position) => {
      const channel = {
        id: c.id ?? this.snowflake(),
        type: c.type ?? 0,
        guild_id: id,
        name: c.name,
        position,
        permission_overwrites: [],
        nsfw: false,
        parent_id: c.parentId ?? null,
        ...(c.type === 2 ? { bitrate: 64_000, user_limit: 0, rtc_region: null } : {}),
        ...(c.type === 11
          ? {
              thread_metadata: { archived: false, auto_archive_duration: 1440, locked: false },
              owner_id: this.applicationId,
            }
          : {}),
      };
      this.channels.set(channel.id, channel);
      return channel;
    });
    const guild: Json = {
      id,
      name: opts.name,
      icon: null,
      owner_id: this.snowflake(),
      preferred_locale: opts.preferredLocale ?? 'en-US',
      features: [],
      roles: [
        {
          id,
          name: '@everyone',
          permissions: String(EVERYONE_PERMS),
          position: 0,
          color: 0,
          hoist: false,
          managed: false,
          mentionable: false,
          flags: 0,
        },
      ],
      emojis: [],
      stickers: [],
      channels: channels.filter((c) => c.type !== 11),
      threads: channels.filter((c) => c.type === 11),
      members: [],
      voice_states: [],
      presences: [],
      stage_instances: [],
      guild_scheduled_events: [],
      member_count: 3,
      large: false,
      unavailable: false,
      joined_at: new Date().toISOString(),
      system_channel_id: null,
      afk_channel_id: null,
      afk_timeout: 300,
      verification_level: 0,
      default_message_notifications: 0,
      explicit_content_filter: 0,
      mfa_level: 0,
      nsfw_level: 0,
      premium_tier: 0,
      premium_progress_bar_enabled: false,
    };
    this.guilds.set(id, guild);
    for (const s of this.sessions.values())
      if (s.socket && this.shardOf(id) === s.shard[0]) this.send(s, 'GUILD_CREATE', this.guildFor(s, guild));
    return { id, channels: channels.map((c) => c.id) };
  }

  /**
   * An admin edits the server's @everyone role (GUILD_ROLE_UPDATE): `deny` bits off, `allow` bits
   * on. Returns its permissions now.
   */
  editEveryone(guildId: string, change: { allow?: bigint; deny?: bigint }): bigint {
    const guild = this.guilds.get(guildId);
    const roles = guild?.roles as Json[] | undefined;
    const everyone = roles?.find((r) => r.id === guildId);
    if (!guild || !roles || !everyone) throw new Error(`no guild ${guildId}`);
    const perms = (BigInt(String(everyone.permissions)) & ~(change.deny ?? 0n)) | (change.allow ?? 0n);
    const role = { ...everyone, permissions: String(perms) };
    guild.roles = roles.map((r) => (r === everyone ? role : r));
    this.dispatch(guildId, 'GUILD_ROLE_UPDATE', { guild_id: guildId, role });
    return perms;
  }

  /**
   * An admin sets @everyone's overwrite in one channel (CHANNEL_UPDATE): `deny`/`allow` bits there,
   * or none (null). Unlike `deny`, which refuses the bot's REST calls, this is what discord.js reads.
   */
  overwriteEveryone(channelId: string, bits: { allow?: bigint; deny?: bigint } | null): void {
    const channel = this.channels.get(channelId);
    const guildId = channel?.guild_id as string | undefined;
    if (!channel || !guildId) throw new Error(`no guild channel ${channelId}`);
    const others = ((channel.permission_overwrites as Json[] | undefined) ?? []).filter(
      (o) => o.id !== guildId,
    );
    channel.permission_overwrites = bits
      ? [...others, { id: guildId, type: 0, allow: String(bits.allow ?? 0n), deny: String(bits.deny ?? 0n) }]
      : others;
    const guild = this.guilds.get(guildId);
    if (guild) guild.channels = (guild.channels as Json[]).map((c) => (c.id === channelId ? channel : c));
    this.dispatch(guildId, 'CHANNEL_UPDATE', channel);
  }

  /** The shard that receives a guild's events. */
  shardOf(guildId: string | undefined): number {
    if (!guildId) return 0;
    return Number((BigInt(guildId) >> 22n) % BigInt(this.shardCount));
  }

  /** Puts bytes on the CDN; the attachment object for a message or an option. */
  attachment(
    data: Buffer,
    opts: { filename: string; contentType: string; voice?: { durationSecs: number; waveform: string } },
  ): Json {
    const id = this.snowflake();
    const path = `/cdn/attachments/${id}/${encodeURIComponent(opts.filename)}`;
    this.cdn.set(path, { data, type: opts.contentType });
    const url = `http://127.0.0.1:${this.port}${path}?ex=1&is=1&hm=${randomBytes(4).toString('hex')}`;
    return {
      id,
      filename: opts.filename,
      size: data.length,
      url,
      proxy_url: url,
      content_type: opts.contentType,
      ...(opts.voice ? { duration_secs: opts.voice.durationSecs, waveform: opts.voice.waveform } : {}),
    };
  }

  // ---------- what members do ----------
  /** A member posts a message (MESSAGE_CREATE); returns it. */
  post(
    channelId: string,
    author: EmulatorUser,
    content: string,
    extra: Partial<StoredMessage> = {},
  ): StoredMessage {
    const channel = this.channels.get(channelId);
    const guildId = channel?.guild_id as string | undefined;
    const m: StoredMessage = {
      id: this.snowflake(),
      channel_id: channelId,
      content,
      author: this.user(author),
      attachments: [],
      embeds: [],
      mentions: [],
      mention_roles: [],
      mention_everyone: false,
      pinned: false,
      tts: false,
      type: extra.message_reference ? 19 : 0,
      flags: 0,
      components: [],
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      ...extra,
    };
    this.store(m);
    this.dispatch(guildId, 'MESSAGE_CREATE', {
      ...this.forIntents(m, guildId),
      ...(guildId ? { guild_id: guildId, member: this.member(author) } : {}),
    });
    return m;
  }

  edit(channelId: string, messageId: string, content: string): void {
    const m = this.find(channelId, messageId);
    if (!m) throw new Error(`no message ${messageId}`);
    m.content = content;
    m.edited_timestamp = new Date().toISOString();
    const guildId = this.channels.get(channelId)?.guild_id as string | undefined;
    this.dispatch(guildId, 'MESSAGE_UPDATE', {
      ...this.forIntents(m, guildId),
      ...(guildId ? { guild_id: guildId } : {}),
    });
  }

  remove(channelId: string, messageId: string): void {
    this.drop(channelId, messageId);
    const guildId = this.channels.get(channelId)?.guild_id as string | undefined;
    this.dispatch(guildId, 'MESSAGE_DELETE', {
      id: messageId,
      channel_id: channelId,
      ...(guildId ? { guild_id: guildId } : {}),
    });
  }

  /**
   * A member reacts to a message (MESSAGE_REACTION_ADD, as Discord sends it: ids and the emoji, no
   * message text). Only a session with the reactions intent of its kind gets it. `emoji`: a Unicode
   * emoji, or a guild's custom one {id, name}.
   */
  react(
    channelId: string,
    user: EmulatorUser,
    messageId: string,
    emoji: string | { id: string; name: string },
  ) {
    const m = this.find(channelId, messageId);
    const guildId = this.channels.get(channelId)?.guild_id as string | undefined;
    this.dispatch(
      guildId,
      'MESSAGE_REACTION_ADD',
      {
        user_id: user.id,
        channel_id: channelId,
        message_id: messageId,
        ...(m?.author.id ? { message_author_id: m.author.id } : {}),
        emoji: typeof emoji === 'string' ? { id: null, name: emoji } : { ...emoji, animated: false },
        burst: false,
        type: 0,
        ...(guildId ? { guild_id: guildId, member: this.member(user) } : {}),
      },
      guildId ? INTENT_GUILD_MESSAGE_REACTIONS : INTENT_DIRECT_MESSAGE_REACTIONS,
    );
  }

  /** A slash command, a message context menu, a button or an autocomplete (INTERACTION_CREATE). */
  interact(channelId: string, user: EmulatorUser, type: 2 | 3 | 4, data: Json, extra: Json = {}): Json {
    const channel = this.channels.get(channelId);
    const guildId = channel?.guild_id as string | undefined;
    const guild = guildId ? this.guilds.get(guildId) : undefined;
    const id = this.snowflake();
    const interaction: Json = {
      id,
      application_id: this.applicationId,
      type,
      data,
      channel_id: channelId,
      channel: channel ?? { id: channelId, type: 1 },
      token: `aW50ZXJhY3Rpb24.${randomBytes(24).toString('base64url')}`,
      version: 1,
      locale: user.locale ?? 'en-US',
      app_permissions: String(PERMS.VIEW_CHANNEL | PERMS.SEND_MESSAGES | PERMS.ATTACH_FILES),
      entitlements: [],
      authorizing_integration_owners: { '0': guildId ?? user.id },
      context: guildId ? 0 : 1,
      ...(guildId
        ? {
            guild_id: guildId,
            guild_locale: guild?.preferred_locale,
            guild: { id: guildId, locale: guild?.preferred_locale, features: [] },
            member: this.member(user),
          }
        : { user: this.user(user) }),
      ...extra,
    };
    this.interactions.set(String(interaction.token), {
      id,
      channel: channelId,
      user: user.id,
      author: this.user(user),
      interaction,
    });
    this.sentAt.set(id, performance.now());
    this.dispatch(guildId, 'INTERACTION_CREATE', interaction);
    return interaction;
  }

  /**
   * A chat-input command with its options (values typed by Discord's option types; a subcommand's
   * nested in it, see `subcommand`). Once the command is registered, the options must be ones it
   * registered, as Discord's client only sends those.
   */
  slash(
    channelId: string,
    user: EmulatorUser,
    name: string,
    options: SlashOption[] = [],
    resolved?: Json,
  ): Json {
    const cmd = this.findCommand(name, 1);
    if (cmd) checkSentOptions(name, cmd.options as Json[] | undefined, options);
    return this.interact(channelId, user, 2, {
      id: cmd?.id ?? this.snowflake(),
      name,
      type: 1,
      options,
      ...(resolved ? { resolved } : {}),
    });
  }

  /** A message context menu ("Translate", …) on a stored message. */
  contextMenu(channelId: string, user: EmulatorUser, name: string, targetId: string): Json {
    const target = this.find(channelId, targetId);
    if (!target) throw new Error(`no message ${targetId}`);
    const cmd = this.findCommand(name, 3);
    const { visibleTo: _, ...message } = target;
    return this.interact(channelId, user, 2, {
      id: cmd?.id ?? this.snowflake(),
      name,
      type: 3,
      target_id: targetId,
      resolved: { messages: { [targetId]: message } },
    });
  }

  /** A button press on one of the bot's messages. */
  press(channelId: string, user: EmulatorUser, messageId: string, customId: string): Json {
    const m = this.find(channelId, messageId);
    if (!m) throw new Error(`no message ${messageId}`);
    const { visibleTo: _, ...message } = m;
    return this.interact(channelId, user, 3, { custom_id: customId, component_type: 2 }, { message });
  }

  // ---------- what a member sees ----------
  /** The channel's messages a user can see (ephemeral ones only for them), oldest first. */
  visible(channelId: string, userId: string): StoredMessage[] {
    return (this.messages.get(channelId) ?? []).filter((m) => !m.visibleTo || m.visibleTo === userId);
  }

  /** Everything the bot (or its webhooks) posted in a channel. */
  botMessages(channelId: string): StoredMessage[] {
    return (this.messages.get(channelId) ?? []).filter(
      (m) => m.author.id === this.applicationId || m.webhook_id,
    );
  }

  /** The DM channel between the bot and a user (made on first use, as Discord does). */
  openDM(userId: string): string {
    let id = this.dmChannels.get(userId);
    if (!id) {
      id = this.snowflake();
      this.dmChannels.set(userId, id);
      this.channels.set(id, {
        id,
        type: 1,
        recipients: [{ id: userId, username: userId }],
        last_message_id: null,
      });
    }
    return id;
  }

  dmChannelOf(userId: string): string | undefined {
    return this.dmChannels.get(userId);
  }

  /** performance.now() when INTERACTION_CREATE was written to the gateway. */
  interactionSentAt(id: string): number | undefined {
    return this.sentAt.get(id);
  }

  interactionCallbacks(): RecordedCall[] {
    return this.calls.filter((c) => /^\/interactions\/\d+\/[^/]+\/callback$/.test(c.path));
  }

  // ---------- faults ----------
  /** The next request whose `METHOD path` matches answers 429 once (global: the whole bot waits). */
  rateLimitOnce(route: RegExp, retryAfter = 0.3, global = false): void {
    this.faults.push({ route, retryAfter, global });
  }

  /** The bot lacks a permission in a channel (50013 on calls that need it), or cannot see it (50001). */
  deny(channelId: string, what: 'MANAGE_MESSAGES' | 'MANAGE_WEBHOOKS' | 'SEND_MESSAGES' | 'ACCESS'): void {
    this.denied.set(
      `${channelId}:${what}`,
      what === 'ACCESS' ? { code: 50001 } : { code: 50013, perm: PERMS[what] },
    );
  }

  /** The user does not take direct messages from the bot (50007 on a DM post). */
  forbidDM(userId: string): void {
    this.denied.set(`dm:${userId}`, { code: 50007 });
  }

  /** The gateway connection drops (close 4000, resumable); events meanwhile wait for the RESUME. */
  dropConnections(code = 4000): void {
    for (const s of this.sessions.values()) {
      s.socket?.close(code, 'Unknown error');
      s.socket = undefined;
    }
  }

  connectedShards(): number[] {
    return [...this.sessions.values()].filter((s) => s.socket).map((s) => s.shard[0]);
  }

  // ---------- gateway ----------
  private onConnection(socket: WebSocket): void {
    socket.send(
      JSON.stringify({ op: 10, d: { heartbeat_interval: this.heartbeatIntervalMs }, s: null, t: null }),
    );
    socket.on('message', (raw) => {
      let p: { op: number; d: Json | number | null };
      try {
        p = JSON.parse(String(raw));
      } catch {
        socket.close(4002, 'Decode error');
        return;
      }
      if (p.op === 1) socket.send(JSON.stringify({ op: 11, d: null, s: null, t: null }));
      else if (p.op === 2) this.identify(socket, p.d as Json);
      else if (p.op === 6) this.resume(socket, p.d as Json);
      else if (p.op === 4) {
        const session = [...this.sessions.values()].find((s) => s.socket === socket);
        if (session) void this.voice.onBotVoiceStateUpdate(session.id, p.d as Json);
      }
    });
    socket.on('close', () => {
      for (const s of this.sessions.values()) if (s.socket === socket) s.socket = undefined;
    });
  }

  private identify(socket: WebSocket, d: Json): void {
    if (d.token !== this.token) {
      socket.close(4004, 'Authentication failed.');
      return;
    }
    const intents = Number(d.intents ?? 0);
    if (intents & INTENT_MESSAGE_CONTENT && !this.messageContentEnabled) {
      socket.close(4014, 'Disallowed intent(s).');
      return;
    }
    this.identifies.push(d);
    const shard = (d.shard as [number, number] | undefined) ?? [0, 1];
    const session: Session = { id: randomBytes(16).toString('hex'), shard, intents, seq: 0, log: [], socket };
    this.sessions.set(session.id, session);
    const guilds = [...this.guilds.keys()].filter((g) => this.shardOf(g) === shard[0]);
    this.send(session, 'READY', {
      v: 10,
      user: { ...this.botUser, verified: true, mfa_enabled: false, flags: 0 },
      guilds: guilds.map((id) => ({ id, unavailable: true })),
      session_id: session.id,
      session_type: 'normal',
      resume_gateway_url: this.gatewayUrl,
      shard,
      application: { id: this.applicationId, flags: this.messageContentEnabled ? 1 << 19 : 0 },
      private_channels: [],
      relationships: [],
      presences: [],
      guild_join_requests: [],
      geo_ordered_rtc_regions: [],
      user_settings: {},
    });
    for (const id of guilds) this.send(session, 'GUILD_CREATE', this.guildFor(session, this.guilds.get(id)));
  }

  private resume(socket: WebSocket, d: Json): void {
    const session = this.sessions.get(String(d.session_id));
    if (d.token !== this.token) {
      socket.close(4004, 'Authentication failed.');
      return;
    }
    if (!session) {
      socket.send(JSON.stringify({ op: 9, d: false, s: null, t: null }));
      return;
    }
    session.socket = socket;
    const missed = session.log.filter((e) => e.s > Number(d.seq));
    this.resumes.push({ session: session.id, seq: Number(d.seq), replayed: missed.length });
    for (const e of missed) socket.send(JSON.stringify({ op: 0, s: e.s, t: e.t, d: e.d }));
    this.send(session, 'RESUMED', null);
  }

  private send(session: Session, t: string, d: unknown): void {
    session.seq += 1;
    const s = session.seq;
    if (t !== 'READY' && t !== 'RESUMED') session.log.push({ s, t, d });
    if (session.log.length > 5_000) session.log.shift();
    session.socket?.send(JSON.stringify({ op: 0, s, t, d }));
  }

  /** To the session of the shard that owns the guild (DMs: shard 0); queued while it is away. */
  private dispatch(guildId: string | undefined, t: string, d: Json, intent = 0): void {
    const shard = this.shardOf(guildId);
    const sessions = [...this.sessions.values()].filter((s) => s.shard[0] === shard);
    // The newest session of that shard (an older one was replaced by a fresh IDENTIFY).
    const session = sessions.at(-1);
    // Some events need an intent (GUILD_VOICE_STATES for VOICE_STATE_UPDATE): without it, none.
    if (session && (session.intents & intent) === intent) this.send(session, t, d);
  }

  /** GUILD_CREATE as a session receives it: voice states only with GUILD_VOICE_STATES. */
  private guildFor(session: Session, guild: Json | undefined): Json | undefined {
    if (!guild || session.intents & INTENT_GUILD_VOICE_STATES) return guild;
    return { ...guild, voice_states: [] };
  }

  /** Without the Message Content intent, content, attachments and embeds arrive empty. */
  private forIntents(m: StoredMessage, guildId: string | undefined): Json {
    const { visibleTo: _, ...message } = m;
    const session = [...this.sessions.values()].filter((s) => s.shard[0] === this.shardOf(guildId)).at(-1);
    const mentioned = (m.mentions as Json[] | undefined)?.some((u) => u.id === this.applicationId);
    if (!guildId || mentioned || !session || session.intents & INTENT_MESSAGE_CONTENT) return message;
    return { ...message, content: '', attachments: [], embeds: [], components: [] };
  }

  private member(u: EmulatorUser): Json {
    return {
      user: this.user(u),
      roles: [],
      joined_at: new Date().toISOString(),
      deaf: false,
      mute: false,
      flags: 0,
      permissions: u.permissions ?? MEMBER_PERMS,
    };
  }

  private findCommand(name: string, type: number): Json | undefined {
    for (const list of this.commands.values()) {
      const c = list.find((x) => x.name === name && (x.type ?? 1) === type);
      if (c) return c;
    }
    return undefined;
  }

  private find(channelId: string, id: string): StoredMessage | undefined {
    return this.messages.get(channelId)?.find((m) => m.id === id);
  }

  private store(m: StoredMessage): void {
    const list = this.messages.get(m.channel_id) ?? [];
    list.push(m);
    this.messages.set(m.channel_id, list);
  }

  private drop(channelId: string, id: string): boolean {
    const list = this.messages.get(channelId) ?? [];
    const i = list.findIndex((m) => m.id === id);
    if (i >= 0) list.splice(i, 1);
    return i >= 0;
  }

  // ---------- REST ----------
  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://x');
    const method = req.method ?? 'GET';
    if (method === 'GET' && url.pathname.startsWith('/cdn/')) {
      const file = this.cdn.get(url.pathname);
      if (!file) return void this.reply(res, 404, { message: 'Not Found', code: 0 });
      res.writeHead(200, { 'content-type': file.type, 'content-length': file.data.length });
      res.end(file.data);
      return;
    }
    const path = url.pathname.replace(/^\/api\/v10/, '');
    const { body, files } = await readBody(req);
    const call: RecordedCall = {
      method,
      path,
      body,
      files,
      at: Date.now(),
      hr: performance.now(),
      status: 0,
    };
    this.calls.push(call);
    const answer = (status: number, result?: unknown) => {
      call.status = status;
      call.result = result;
      this.reply(res, status, result);
    };
    const interactionRoute = /^\/(interactions|webhooks)\//.test(path);
    if (!interactionRoute && req.headers.authorization !== `Bot ${this.token}`)
      return answer(401, { message: '401: Unauthorized', code: 0 });
    const fault = this.faults.findIndex((f) => f.route.test(`${method} ${path}`));
    if (fault >= 0) {
      const f = this.faults.splice(fault, 1)[0];
      if (f) {
        res.setHeader('retry-after', String(f.retryAfter));
        res.setHeader('x-ratelimit-scope', f.global ? 'global' : 'user');
        if (f.global) res.setHeader('x-ratelimit-global', 'true');
        return answer(429, {
          message: 'You are being rate limited.',
          retry_after: f.retryAfter,
          global: f.global,
        });
      }
    }
    try {
      const out = await this.route(method, path, url, body, files);
      answer(out.status, out.result);
    } catch (err) {
      if (err instanceof ApiError)
        return answer(err.status, {
          message: err.message,
          code: err.code,
          ...(err.errors ? { errors: err.errors } : {}),
        });
      throw err;
    }
  }

  private reply(res: ServerResponse, status: number, result: unknown): void {
    if (status === 204 || result === undefined) {
      res.writeHead(status === 200 ? 204 : status);
      res.end();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(result));
  }

  private check(channelId: string, what: 'MANAGE_MESSAGES' | 'MANAGE_WEBHOOKS' | 'SEND_MESSAGES'): void {
    if (this.denied.has(`${channelId}:ACCESS`)) throw new ApiError(403, 50001, 'Missing Access');
    if (this.denied.has(`${channelId}:${what}`)) throw new ApiError(403, 50013, 'Missing Permissions');
  }

  private async route(
    method: string,
    path: string,
    url: URL,
    body: Json,
    files: UploadedFile[],
  ): Promise<{ status: number; result?: unknown }> {
    const ok = (result?: unknown) => ({ status: result === undefined ? 204 : 200, result });
    let m: (string | undefined)[] = [];
    const at = (re: RegExp) => {
      const found = path.match(re);
      m = found ? [...found] : [];
      return !!found;
    };
    if (method === 'GET' && path === '/gateway/bot')
      return ok({
        url: this.gatewayUrl,
        shards: this.shardCount,
        session_start_limit: { total: 1000, remaining: 999, reset_after: 0, max_concurrency: 1 },
      });
    if (method === 'GET' && path === '/users/@me') return ok(this.botUser);
    if (method === 'GET' && (path === '/applications/@me' || path === '/oauth2/applications/@me'))
      return ok({
        id: this.applicationId,
        name: 'dubash',
        flags: this.messageContentEnabled ? 1 << 19 : 1 << 18,
        bot: this.botUser,
      });
    if (at(/^\/applications\/(\d+)(?:\/guilds\/(\d+))?\/commands$/)) {
      if (m[1] !== this.applicationId) throw new ApiError(403, 50001, 'Missing Access');
      const scope = m[2] ?? 'global';
      if (method === 'GET') return ok(this.commands.get(scope) ?? []);
      if (method === 'PUT') {
        const list = (Array.isArray(body.__array) ? body.__array : []) as Json[];
        const stored = list.map((c) => ({
          ...validateCommand(c),
          id: this.snowflake(),
          application_id: this.applicationId,
          version: this.snowflake(),
          ...(m[2] ? { guild_id: m[2] } : {}),
        }));
        this.commands.set(scope, stored);
        return ok(stored);
      }
    }
    if (at(/^\/interactions\/(\d+)\/([^/]+)\/callback$/) && method === 'POST') {
      const it = this.interactions.get(m[2] ?? '');
      if (!it || it.id !== m[1]) throw new ApiError(404, 10062, 'Unknown interaction');
      if (it.acked) throw new ApiError(400, 40060, 'Interaction has already been acknowledged.');
      it.acked = Date.now();
      const type = Number(body.type);
      const data = (body.data ?? {}) as Json;
      const ephemeral = (Number(data.flags ?? 0) & FLAGS.EPHEMERAL) !== 0;
      const withResponse = url.searchParams.get('with_response') === 'true';
      let message: StoredMessage | undefined;
      if (type === 4 || type === 5) {
        message = this.botMessage(it.channel, data, files, { interaction: it, loading: type === 5 });
        it.original = message.id;
        it.ephemeral = ephemeral;
      } else if (type === 7) {
        const target = (it.interaction.message as Json | undefined)?.id as string | undefined;
        const existing = target ? this.find(it.channel, target) : undefined;
        if (existing) Object.assign(existing, messagePatch(data));
        message = existing;
      } else if (type === 8 || type === 6) {
        // autocomplete choices / deferred update: nothing to show
      } else throw new ApiError(400, 50035, 'Invalid Form Body');
      return withResponse
        ? ok({
            interaction: { id: it.id, type: it.interaction.type },
            resource: { type, ...(message ? { message } : {}) },
          })
        : { status: 204 };
    }
    if (at(/^\/webhooks\/(\d+)\/([^/]+)(?:\/messages\/([^/]+))?$/)) {
      const [, hookId, token, messageId] = m;
      if (hookId === this.applicationId) return this.followUp(method, token ?? '', messageId, body, files);
      const hook = this.webhooks.get(hookId ?? '');
      if (!hook || hook.token !== token) throw new ApiError(404, 10015, 'Unknown Webhook');
      const channel = String(hook.channel_id);
      if (method === 'POST' && !messageId) {
        const threadId = url.searchParams.get('thread_id');
        checkWebhookUpload(body, files);
        if (body.username !== undefined) checkWebhookUsername(String(body.username));
        const msg = this.botMessage(threadId ?? channel, body, files, {
          webhook: {
            id: String(hook.id),
            username: String(body.username ?? hook.name),
            avatar_url: body.avatar_url,
          },
        });
        return url.searchParams.get('wait') === 'true' ? ok(msg) : { status: 204 };
      }
      const msg = messageId ? this.find(channel, messageId) : undefined;
      if (!msg || msg.webhook_id !== hook.id) throw new ApiError(404, 10008, 'Unknown Message');
      if (method === 'PATCH')
        return ok(Object.assign(msg, messagePatch(body), { edited_timestamp: new Date().toISOString() }));
      if (method === 'DELETE') {
        this.drop(channel, msg.id);
        return ok();
      }
    }
    if (at(/^\/channels\/(\d+)\/webhooks$/)) {
      const channelId = m[1] ?? '';
      this.check(channelId, 'MANAGE_WEBHOOKS');
      if (method === 'GET') return ok([...this.webhooks.values()].filter((h) => h.channel_id === channelId));
      if (method === 'POST') {
        const hook = {
          id: this.snowflake(),
          type: 1,
          channel_id: channelId,
          guild_id: this.channels.get(channelId)?.guild_id,
          name: body.name,
          avatar: null,
          token: randomBytes(32).toString('base64url'),
          application_id: this.applicationId,
          user: this.botUser,
        };
        this.webhooks.set(hook.id, hook);
        return ok(hook);
      }
    }
    if (at(/^\/channels\/(\d+)\/typing$/) && method === 'POST') return ok();
    if (at(/^\/channels\/(\d+)$/) && method === 'GET') {
      const channel = this.channels.get(m[1] ?? '');
      if (!channel) throw new ApiError(404, 10003, 'Unknown Channel');
      return ok(channel);
    }
    if (at(/^\/channels\/(\d+)\/messages$/) && method === 'POST') {
      const channelId = m[1] ?? '';
      this.check(channelId, 'SEND_MESSAGES');
      const recipients = (this.channels.get(channelId)?.recipients as { id: string }[] | undefined) ?? [];
      if (recipients.some((r) => this.denied.has(`dm:${r.id}`)))
        throw new ApiError(403, 50007, 'Cannot send messages to this user');
      return ok(this.botMessage(channelId, body, files, {}));
    }
    if (at(/^\/channels\/(\d+)\/messages\/(\d+)$/)) {
      const [, channelId = '', id = ''] = m;
      const msg = this.find(channelId, id);
      if (!msg) throw new ApiError(404, 10008, 'Unknown Message');
      if (method === 'GET') return ok(msg);
      if (method === 'PATCH') {
        if (msg.author.id !== this.applicationId)
          throw new ApiError(403, 50005, 'Cannot edit a message authored by another user');
        return ok(Object.assign(msg, messagePatch(body), { edited_timestamp: new Date().toISOString() }));
      }
      if (method === 'DELETE') {
        if (msg.author.id !== this.applicationId) this.check(channelId, 'MANAGE_MESSAGES');
        this.drop(channelId, id);
        const guildId = this.channels.get(channelId)?.guild_id as string | undefined;
        this.dispatch(guildId, 'MESSAGE_DELETE', {
          id,
          channel_id: channelId,
          ...(guildId ? { guild_id: guildId } : {}),
        });
        return ok();
      }
    }
    if (at(/^\/guilds\/(\d+)\/members\/(\d+)$/) && method === 'GET') {
      // A member as GET Guild Member gives it (no `permissions`: only interactions carry those).
      const [, guildId = '', userId = ''] = m;
      const guild = this.guilds.get(guildId);
      if (!guild) throw new ApiError(404, 10004, 'Unknown Guild');
      const inVoice = (guild.members as Json[] | undefined)?.find((x) => (x.user as Json).id === userId);
      const user = userId === this.applicationId ? this.botUser : this.users.get(userId);
      if (inVoice) return ok(inVoice);
      if (!user) throw new ApiError(404, 10007, 'Unknown Member');
      return ok(memberJson(user));
    }
    if (path === '/users/@me/channels' && method === 'POST') {
      return ok(this.channels.get(this.openDM(String(body.recipient_id))));
    }
    throw new ApiError(404, 0, '404: Not Found');
  }

  /** Follow-ups and edits through an interaction token (`/webhooks/{app}/{token}`). */
  private followUp(
    method: string,
    token: string,
    messageId: string | undefined,
    body: Json,
    files: UploadedFile[],
  ): { status: number; result?: unknown } {
    const it = this.interactions.get(token);
    if (!it) throw new ApiError(404, 10015, 'Unknown Webhook');
    if (!it.acked) throw new ApiError(404, 10015, 'Unknown Webhook');
    const id = messageId === '@original' ? it.original : messageId;
    if (method === 'POST' && !messageId) {
      const msg = this.botMessage(it.channel, body, files, { interaction: it });
      return { status: 200, result: msg };
    }
    const msg = id ? this.find(it.channel, id) : undefined;
    if (!msg) throw new ApiError(404, 10008, 'Unknown Message');
    if (method === 'GET') return { status: 200, result: msg };
    if (method === 'PATCH') {
      const patch = messagePatch(body);
      if (files.length)
        patch.attachments = files.map((f, i) =>
          this.attachment(f.data, { filename: f.name, contentType: f.type, ...voiceOf(body, i) }),
        );
      Object.assign(msg, patch, {
        flags: (msg.flags & ~FLAGS.LOADING) | (Number(body.flags ?? 0) & FLAGS.IS_VOICE_MESSAGE),
      });
      return { status: 200, result: msg };
    }
    if (method === 'DELETE') {
      this.drop(it.channel, msg.id);
      return { status: 204 };
    }
    throw new ApiError(405, 0, '405: Method Not Allowed');
  }

  /** A message by the bot (or one of its webhooks), checked like Discord checks it. */
  private botMessage(
    channelId: string,
    body: Json,
    files: UploadedFile[],
    via: {
      interaction?: { user: string; author: Json; id: string; original?: string };
      loading?: boolean;
      webhook?: { id: string; username: string; avatar_url?: unknown };
    },
  ): StoredMessage {
    const content = String(body.content ?? '');
    const flags = Number(body.flags ?? 0);
    if (content.length > 2000)
      throw new ApiError(400, 50035, 'Invalid Form Body', {
        content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' }] },
      });
    if (!content && !files.length && !via.loading && !(body.components as unknown[] | undefined)?.length)
      throw new ApiError(400, 50006, 'Cannot send an empty message');
    if (flags & FLAGS.IS_VOICE_MESSAGE) {
      const meta = (body.attachments as Json[] | undefined)?.[0];
      if (
        content ||
        files.length !== 1 ||
        !meta ||
        typeof meta.duration_secs !== 'number' ||
        typeof meta.waveform !== 'string'
      )
        throw new ApiError(
          400,
          50161,
          'Voice messages must have a single audio attachment with duration_secs and waveform, and no content.',
        );
      if (files[0]?.type !== 'audio/ogg') throw new ApiError(400, 50146, 'Voice messages must be audio/ogg.');
    }
    const reference = body.message_reference as Json | undefined;
    if (
      reference?.message_id &&
      !this.find(channelId, String(reference.message_id)) &&
      reference.fail_if_not_exists !== false
    )
      throw new ApiError(400, 50035, 'Invalid Form Body', {
        message_reference: {
          _errors: [{ code: 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE', message: 'Unknown message' }],
        },
      });
    const author = via.webhook
      ? { id: via.webhook.id, username: via.webhook.username, avatar: null, bot: true, discriminator: '0000' }
      : this.botUser;
    const msg: StoredMessage = {
      id: this.snowflake(),
      channel_id: channelId,
      content,
      author,
      attachments: files.map((f, i) =>
        this.attachment(f.data, { filename: f.name, contentType: f.type, ...voiceOf(body, i) }),
      ),
      embeds: [],
      components: (body.components as Json[] | undefined) ?? [],
      flags: (flags & (FLAGS.EPHEMERAL | FLAGS.IS_VOICE_MESSAGE)) | (via.loading ? FLAGS.LOADING : 0),
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      type: via.interaction ? 20 : reference ? 19 : 0,
      ...(reference
        ? { message_reference: { message_id: reference.message_id, channel_id: channelId } }
        : {}),
      ...(via.webhook ? { webhook_id: via.webhook.id, avatar_url: via.webhook.avatar_url } : {}),
      ...(via.interaction
        ? {
            interaction_metadata: {
              id: via.interaction.id,
              type: 2,
              user: via.interaction.author,
              authorizing_integration_owners: {
                '0': (this.channels.get(channelId)?.guild_id as string | undefined) ?? via.interaction.user,
              },
            },
          }
        : {}),
      ...(via.interaction && flags & FLAGS.EPHEMERAL ? { visibleTo: via.interaction.user } : {}),
      ...(via.webhook || via.interaction ? { application_id: this.applicationId } : {}),
    };
    this.store(msg);
    // Like Discord, the bot receives its own messages (and its webhooks'), ephemeral ones aside.
    const guildId = this.channels.get(channelId)?.guild_id as string | undefined;
    if (!msg.visibleTo && !via.loading) {
      const { visibleTo: _, ...payload } = msg;
      this.dispatch(guildId, 'MESSAGE_CREATE', { ...payload, ...(guildId ? { guild_id: guildId } : {}) });
    }
    return msg;
  }
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: Json,
  ) {
    super(message);
  }
}

function messagePatch(body: Json): Partial<StoredMessage> {
  const out: Partial<StoredMessage> = {};
  if (body.content !== undefined) out.content = String(body.content ?? '');
  if (body.components !== undefined) out.components = (body.components as Json[]) ?? [];
  return out;
}

/**
 * Execute Webhook as Discord checks it: no flag outside the three it may set (so no voice message),
 * and files as multipart `files[n]` parts, each `attachments` entry naming one of them by n.
 */
function checkWebhookUpload(body: Json, files: UploadedFile[]): void {
  const invalid = (field: string, message: string) =>
    new ApiError(400, 50035, 'Invalid Form Body', { [field]: { _errors: [{ code: 'INVALID', message }] } });
  if (Number(body.flags ?? 0) & ~WEBHOOK_FLAGS)
    throw invalid(
      'flags',
      'Webhooks can only set SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS and IS_COMPONENTS_V2.',
    );
  const parts = files.map((f) => /^files\[(\d+)\]$/.exec(f.field ?? '')?.[1]);
  if (parts.some((n) => n === undefined)) throw invalid('files', 'Files must be sent as files[n].');
  for (const a of (body.attachments as Json[] | undefined) ?? [])
    if (!parts.includes(String(a.id)))
      throw invalid('attachments', `No file files[${String(a.id)}] was sent.`);
}

/**
 * Execute Webhook's `username` as Discord checks it: 1–80 characters, no "discord" or "clyde" in any
 * case (USERNAME_INVALID_CONTAINS), not "everyone" or "here" (USERNAME_INVALID).
 */
function checkWebhookUsername(name: string): void {
  const invalid = (code: string, message: string) =>
    new ApiError(400, 50035, 'Invalid Form Body', { username: { _errors: [{ code, message }] } });
  const length = [...name].length;
  if (length < 1 || length > 80) throw invalid('BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 80 in length.');
  const contained = ['discord', 'clyde'].find((w) => name.toLowerCase().includes(w));
  if (contained) throw invalid('USERNAME_INVALID_CONTAINS', `Username cannot contain "${contained}"`);
  const exact = ['everyone', 'here'].find((w) => name.toLowerCase() === w);
  if (exact) throw invalid('USERNAME_INVALID', `Username cannot be "${exact}"`);
}

function voiceOf(body: Json, i: number): { voice?: { durationSecs: number; waveform: string } } {
  const meta = (body.attachments as Json[] | undefined)?.find((a) => Number(a.id) === i);
  return typeof meta?.duration_secs === 'number' && typeof meta.waveform === 'string'
    ? { voice: { durationSecs: meta.duration_secs, waveform: meta.waveform } }
    : {};
}

/** The options an interaction carries are ones the command registered, of their types and nesting. */
function checkSentOptions(command: string, registered: Json[] | undefined, sent: SlashOption[]): void {
  for (const o of sent) {
    const r = registered?.find((x) => x.name === o.name);
    if (!r || Number(r.type) !== o.type)
      throw new Error(`/${command} has no option ${o.name} of type ${o.type} registered there`);
    if (o.type === 1 || o.type === 2)
      checkSentOptions(command, r.options as Json[] | undefined, o.options ?? []);
  }
  const focused = sent.some((o) => o.focused);
  for (const r of registered ?? [])
    if (r.required && !focused && !sent.some((o) => o.name === r.name))
      throw new Error(`/${command}: Discord's client does not send it without ${String(r.name)}`);
  if (
    sent.filter((o) => o.type === 1 || o.type === 2).length > 1 ||
    (registered?.some(isSub) && !sent.length)
  )
    throw new Error(`/${command}: Discord sends exactly one subcommand`);
}

const isSub = (o: Json) => o.type === 1 || o.type === 2;

/**
 * Discord's rules for a command's options, at each level: at most 25, names as for commands,
 * descriptions 1–100, choices at most 25 and not with autocomplete, required ones first; subcommands
 * and groups not mixed with other options, a group holding only subcommands, a subcommand none.
 */
function validOptions(
  options: Json[] | undefined,
  level: 'command' | 'group' | 'subcommand',
): string | undefined {
  const list = options ?? [];
  if (list.length > 25) return 'more than 25 options';
  const subs = list.filter(isSub);
  if (subs.length && subs.length !== list.length) return 'subcommands mixed with options';
  if (level === 'group' && list.some((o) => o.type !== 1)) return 'a group holds only subcommands';
  if (level === 'subcommand' && subs.length) return 'a subcommand nested in a subcommand';
  let optional = false;
  for (const o of list) {
    const name = String(o.name ?? '');
    if (!/^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u.test(name) || name !== name.toLowerCase())
      return `option name "${name}"`;
    const d = String(o.description ?? '');
    if (d.length < 1 || d.length > 100) return `description of ${name}`;
    if (((o.choices as unknown[] | undefined)?.length ?? 0) > 25 || (o.autocomplete && o.choices))
      return `choices of ${name}`;
    if (o.required && optional) return `required ${name} after an optional option`;
    if (!o.required) optional = true;
    if (isSub(o)) {
      const inner = validOptions(o.options as Json[] | undefined, o.type === 2 ? 'group' : 'subcommand');
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Discord's rules for command names (what a bulk overwrite rejects). */
function validateCommand(c: Json): Json {
  const type = Number(c.type ?? 1);
  const name = String(c.name ?? '');
  // Discord's rule for chat-input names (Devanagari and Thai vowel signs allowed), lowercase.
  const valid = (n: string) =>
    /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u.test(n) && n === n.toLowerCase();
  const localized = Object.values((c.name_localizations as Record<string, string> | undefined) ?? {});
  const bad =
    type === 1
      ? !valid(name) || localized.some((n) => !valid(n))
      : name.length < 1 || name.length > 32 || localized.some((n) => n.length < 1 || n.length > 32);
  if (
    bad ||
    String(c.description ?? '').length > 100 ||
    ((c.options as Json[] | undefined)?.length ?? 0) > 25
  )
    throw new ApiError(400, 50035, 'Invalid Form Body', {
      name: { _errors: [{ code: 'APPLICATION_COMMAND_INVALID_NAME', message: `Invalid command: ${name}` }] },
    });
  const invalid = type === 1 ? validOptions(c.options as Json[] | undefined, 'command') : undefined;
  if (invalid)
    throw new ApiError(400, 50035, 'Invalid Form Body', {
      options: { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: `Invalid options: ${invalid}` }] },
    });
  return { type, ...c };
}

/** JSON, or multipart with `payload_json` and `files[n]` parts (what discord.js sends). */
async function readBody(req: IncomingMessage): Promise<{ body: Json; files: UploadedFile[] }> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const raw = Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  if (!raw.length) return { body: {}, files: [] };
  if (type.includes('multipart/form-data')) {
    const form = await new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: raw,
    }).formData();
    let body: Json = {};
    const files: UploadedFile[] = [];
    for (const [key, value] of form.entries()) {
      if (key === 'payload_json' && typeof value === 'string') body = JSON.parse(value) as Json;
      else if (typeof value !== 'string')
        files.push({
          name: value.name,
          type: value.type,
          data: Buffer.from(await value.arrayBuffer()),
          field: key,
        });
    }
    return { body, files };
  }
  const parsed = JSON.parse(raw.toString('utf8')) as unknown;
  return { body: Array.isArray(parsed) ? { __array: parsed } : (parsed as Json), files: [] };
}
