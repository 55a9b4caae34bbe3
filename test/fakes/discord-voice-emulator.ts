// Discord voice on loopback, for driving the real @discordjs/voice end to end. Reached as
// `emulator.voice` of a DiscordEmulator (test/fakes/discord-emulator.ts), whose gateway hands the
// bot's Voice State Update (op 4) here.
//
// Flow: the bot sends op 4 {guild_id, channel_id, self_deaf, self_mute} → the gateway dispatches
// VOICE_STATE_UPDATE (the bot's gateway session_id) and VOICE_SERVER_UPDATE {token, guild_id,
// endpoint: '127.0.0.1:<port>'} → discord.js's guild.voiceAdapterCreator gives both to
// @discordjs/voice, which dials wss://<endpoint>?v=8 (voice gateway v8, see discord-voice/server.ts)
// and UDP. The session description says DAVE protocol version 0 (no end-to-end layer: the library
// then passes frames through untouched) and the transport mode is the first of `modes` the client
// supports — with node's crypto that is aead_aes256_gcm_rtpsize. channel_id null = leave.
//
// TLS: the library always uses wss:// with no TLS options, so the voice gateway serves a
// self-signed certificate and, from start() to close(), this process accepts unverified TLS
// (NODE_TLS_REJECT_UNAUTHORIZED=0; see discord-voice/tls.ts). start() runs by itself on the bot's
// first op 4; call it first if a test reads `endpoint`.
//
// Like Discord: VOICE_STATE_UPDATE reaches only a client with the GUILD_VOICE_STATES intent (without
// it a join hangs in "signalling"); a self-deafened bot (joinVoiceChannel's default selfDeaf: true)
// is sent no audio, so a bot that listens must join with selfDeaf: false.
//
// API (all user and channel ids are snowflake strings):
//   joinVoice(user: EmulatorUser | string, channelId): void   member enters a voice channel (type 2)
//   leaveVoice(userId): void                                   member leaves (op 13 to the bot too)
//   speak(userId, file, { realtime = true, corrupt = false }?): Promise<SpeakResult>
//       op 5 SPEAKING {user_id, ssrc, speaking: 1} to every bot connection in the member's channel,
//       then the recording's Opus frames (ffmpeg → 48 kHz stereo, 20 ms) as encrypted RTP on the
//       member's own SSRC, paced every 20 ms (realtime false: as fast as the event loop allows);
//       afterwards nothing (silence = no packets). `.raw` files are 16 kHz mono s16le. Resolves
//       after the last packet with { frames, delivered } (delivered: packets summed over listening
//       bot connections; 0 when none, e.g. a deafened bot). `corrupt` flips a ciphertext byte in
//       every packet (the client's decryption must then fail). One utterance at a time per member.
//   botVoiceChannel(guildId): string | null                    from the bot's last op 4
//   waitForBotVoice(guildId, channelId | null, timeoutMs?): Promise<void>
//   waitForConnection(guildId, timeoutMs?): Promise<VoiceSession>   a voice session with its mode
//   connections: number                                        voice sessions ready now
//   sessions: VoiceSession[]                                   every voice session (discord-voice/server.ts)
//   botJoins: BotJoin[]                                        every op 4, in order
//   packetsSent: Map<userId, number>                           RTP packets delivered per speaker
//   dropVoiceConnection(guildId, code = 4014): void
//       4014: the bot was disconnected (VOICE_STATE_UPDATE channel null, voice socket closed 4014:
//       the library goes "disconnected" and the bot must rejoin); 1006/4015: the socket drops and
//       the library resumes by itself (op 7 → 9); other 4xxx: the library signals again (op 4).
//   failNextJoin(how = 'disconnect', count = 1): void
//       'disconnect': the next join's voice identify is closed with 4014 (bot disconnected, as above);
//       'ignore': the gateway ignores the next op 4 (as Discord does without the Connect permission).
//   ssrcOf(userId): number | undefined                         the member's SSRC (fixed per join)
//   start(): Promise<void>, endpoint: string                   the voice server (automatic on op 4)
//   modes, heartbeatIntervalMs: tunables (set before the bot joins); close() is DiscordEmulator's
import { performance } from 'node:perf_hooks';
import type { DiscordEmulator, EmulatorUser } from './discord-emulator.js';
import { opusFrames } from './discord-voice/opus-source.js';
import { type RtpState, rtpPacket, VOICE_MODES, type VoiceMode } from './discord-voice/rtp.js';
import { type VoiceGrant, VoiceServer, type VoiceSession } from './discord-voice/server.js';
import { memberJson, recordVoiceState, type VoiceStateFields, Waiters } from './discord-voice/state.js';

export type { VoiceMode, VoiceSession };

type Json = Record<string, unknown>;

export const INTENT_GUILD_VOICE_STATES = 1 << 7;

/** What DiscordEmulator lends the voice side: its world and a dispatch to the guild's shard. */
export interface VoiceGatewayLink {
  emulator: DiscordEmulator;
  /** skipped (as Discord does) when the receiving session lacks `intent` */
  dispatch(guildId: string, t: string, d: Json, intent?: number): void;
}

export interface BotJoin {
  guildId: string;
  channelId: string | null;
  selfDeaf: boolean;
  selfMute: boolean;
  /** what the emulator did with it */
  outcome: 'joined' | 'left' | 'ignored';
}

export interface SpeakResult {
  frames: number;
  /** packets sent, summed over the bot connections that were listening */
  delivered: number;
}

interface MemberVoice {
  guildId: string;
  channelId: string;
  sessionId: string;
  rtp: RtpState;
  member: Json;
}

interface BotVoice {
  channelId: string | null;
  selfDeaf: boolean;
  selfMute: boolean;
  sessionId: string;
}

export class DiscordVoiceEmulator {
  modes: VoiceMode[] = [...VOICE_MODES];
  heartbeatIntervalMs = 13_750;
  readonly botJoins: BotJoin[] = [];
  readonly packetsSent = new Map<string, number>();
  private server?: VoiceServer;
  private starting?: Promise<VoiceServer>;
  private readonly members = new Map<string, MemberVoice>();
  private readonly bot = new Map<string, BotVoice>();
  private readonly grants = new Map<string, VoiceGrant>();
  private readonly failures: ('disconnect' | 'ignore')[] = [];
  private readonly waiters = new Waiters();

  constructor(private readonly link: VoiceGatewayLink) {}

  /** The voice server (WSS + UDP); idempotent. */
  async start(): Promise<void> {
    this.starting ??= VoiceServer.start(
      {
        grant: (token) => this.grants.get(token),
        refuse: (session) => this.refuse(session),
        othersIn: (s) => [...this.members].filter(([, m]) => m.channelId === s.channelId).map(([id]) => id),
        changed: () => this.waiters.poke(),
      },
      this,
    );
    this.server = await this.starting;
  }

  get endpoint(): string {
    if (!this.server) throw new Error('voice emulator not started');
    return this.server.endpoint;
  }

  get sessions(): VoiceSession[] {
    return this.server?.sessions ?? [];
  }

  get connections(): number {
    return this.sessions.filter((s) => s.state === 'ready' && s.ws).length;
  }

  async close(): Promise<void> {
    const server = this.starting ? await this.starting : undefined;
    await server?.close();
  }

  // ---------- members ----------
  joinVoice(user: EmulatorUser | string, channelId: string): void {
    const u: EmulatorUser =
      typeof user === 'string' ? { id: user, username: `member${user.slice(-4)}` } : user;
    const channel = this.link.emulator.channels.get(channelId);
    if (!channel || (channel.type !== 2 && channel.type !== 13) || !channel.guild_id)
      throw new Error(`${channelId} is not a guild voice channel`);
    if (this.members.has(u.id)) this.leaveVoice(u.id);
    const guildId = String(channel.guild_id);
    const random = (bits: number) => Math.floor(Math.random() * 2 ** bits);
    const voice: MemberVoice = {
      guildId,
      channelId,
      sessionId: Math.random().toString(16).slice(2),
      rtp: { ssrc: 1 + random(30), sequence: random(16), timestamp: random(32) },
      member: memberJson(this.link.emulator.user(u)),
    };
    this.members.set(u.id, voice);
    this.setState(
      { guildId, userId: u.id, channelId, sessionId: voice.sessionId, selfDeaf: false, selfMute: false },
      voice.member,
    );
    for (const s of this.listening(channelId)) void this.server?.send(s, 11, { user_ids: [u.id] });
  }

  leaveVoice(userId: string): void {
    const voice = this.members.get(userId);
    if (!voice) return;
    this.members.delete(userId);
    this.setState(
      {
        guildId: voice.guildId,
        userId,
        channelId: null,
        sessionId: voice.sessionId,
        selfDeaf: false,
        selfMute: false,
      },
      voice.member,
    );
    for (const s of this.listening(voice.channelId)) void this.server?.send(s, 13, { user_id: userId });
  }

  ssrcOf(userId: string): number | undefined {
    return this.members.get(userId)?.rtp.ssrc;
  }

  async speak(
    userId: string,
    file: string,
    opts: { realtime?: boolean; corrupt?: boolean } = {},
  ): Promise<SpeakResult> {
    const frames = await opusFrames(file);
    const voice = this.members.get(userId);
    if (!voice) throw new Error(`${userId} is not in a voice channel`);
    const { rtp } = voice;
    const speaking = (s: VoiceSession) =>
      this.server?.send(s, 5, { user_id: userId, ssrc: rtp.ssrc, speaking: 1 });
    const told = new Set<number>();
    await Promise.all(
      this.listening(voice.channelId).map((s) => {
        told.add(s.id);
        return speaking(s);
      }),
    );
    // The first frame goes one frame after SPEAKING is written: the client maps the SSRC first.
    const t0 = performance.now() + 20;
    let delivered = 0;
    for (const [i, frame] of frames.entries()) {
      if (opts.realtime === false) {
        if (i % 10 === 0) await new Promise((r) => setImmediate(r));
      } else {
        const wait = t0 + i * 20 - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
      if (this.members.get(userId) !== voice) break;
      for (const s of this.listening(voice.channelId)) {
        if (!s.mode || !s.key) continue;
        if (!told.has(s.id)) {
          // A bot that joined mid-utterance learns the SSRC first; its audio starts with the next frame.
          told.add(s.id);
          void speaking(s);
          continue;
        }
        s.nonce = (s.nonce + 1) >>> 0;
        const packet = rtpPacket(frame, rtp, s.mode, s.key, s.nonce);
        if (opts.corrupt) packet[20] = (packet[20] ?? 0) ^ 0xff;
        if (this.server?.sendUdp(s, packet)) delivered += 1;
      }
      rtp.sequence = (rtp.sequence + 1) & 0xffff;
      rtp.timestamp = (rtp.timestamp + 960) >>> 0;
    }
    this.packetsSent.set(userId, (this.packetsSent.get(userId) ?? 0) + delivered);
    return { frames: frames.length, delivered };
  }

  // ---------- the bot ----------
  botVoiceChannel(guildId: string): string | null {
    return this.bot.get(guildId)?.channelId ?? null;
  }

  waitForBotVoice(guildId: string, channelId: string | null, timeoutMs = 20_000): Promise<void> {
    return this.waiters
      .until(
        () => this.botVoiceChannel(guildId) === channelId || undefined,
        `the bot in voice channel ${channelId} of ${guildId}`,
        timeoutMs,
      )
      .then(() => undefined);
  }

  waitForConnection(guildId: string, timeoutMs = 20_000): Promise<VoiceSession> {
    return this.waiters.until(
      () => this.sessions.find((s) => s.guildId === guildId && s.state === 'ready' && s.ws),
      `a voice connection in ${guildId}`,
      timeoutMs,
    );
  }

  dropVoiceConnection(guildId: string, code = 4014): void {
    const live = this.sessions.filter((s) => s.guildId === guildId && s.state !== 'closed');
    if (!live.length) throw new Error(`no voice connection in ${guildId}`);
    if (code === 4014) this.disconnectBot(guildId);
    for (const s of live) this.server?.drop(s, code);
  }

  failNextJoin(how: 'disconnect' | 'ignore' = 'disconnect', count = 1): void {
    for (let i = 0; i < count; i++) this.failures.push(how);
  }

  /** The bot's op 4 on the main gateway (called by DiscordEmulator). */
  async onBotVoiceStateUpdate(gatewaySessionId: string, d: Json): Promise<void> {
    const guildId = String(d.guild_id);
    const channelId = d.channel_id ? String(d.channel_id) : null;
    const join: BotJoin = {
      guildId,
      channelId,
      selfDeaf: Boolean(d.self_deaf),
      selfMute: Boolean(d.self_mute),
      outcome: channelId ? 'joined' : 'left',
    };
    this.botJoins.push(join);
    if (channelId && this.failures[0] === 'ignore') {
      this.failures.shift();
      join.outcome = 'ignored';
      this.waiters.poke();
      return;
    }
    if (channelId) await this.start();
    const bot: BotVoice = {
      channelId,
      selfDeaf: join.selfDeaf,
      selfMute: join.selfMute,
      sessionId: gatewaySessionId,
    };
    this.bot.set(guildId, bot);
    const botId = String(this.link.emulator.botUser.id);
    this.setState(
      {
        guildId,
        userId: botId,
        channelId,
        sessionId: gatewaySessionId,
        selfDeaf: bot.selfDeaf,
        selfMute: bot.selfMute,
      },
      memberJson(this.link.emulator.botUser),
    );
    // Sessions left behind in another channel (or after leaving) end, as Discord ends them.
    for (const s of this.sessions)
      if (s.guildId === guildId && s.state !== 'closed' && s.channelId !== channelId)
        this.server?.drop(s, 4014);
    if (channelId && this.server) {
      const token = Math.random().toString(16).slice(2) + Math.random().toString(16).slice(2);
      this.grants.set(token, { token, guildId, channelId, userId: botId, sessionId: gatewaySessionId });
      this.link.dispatch(guildId, 'VOICE_SERVER_UPDATE', {
        token,
        guild_id: guildId,
        endpoint: this.server.endpoint,
      });
    }
    this.waiters.poke();
  }

  // ---------- internals ----------
  /** Ready bot sessions in a channel whose bot is not deafened (Discord sends deafened clients no audio). */
  private listening(channelId: string): VoiceSession[] {
    return this.sessions.filter(
      (s) =>
        s.channelId === channelId &&
        s.state === 'ready' &&
        s.ws &&
        this.bot.get(s.guildId)?.channelId === channelId &&
        !this.bot.get(s.guildId)?.selfDeaf,
    );
  }

  private refuse(session: VoiceSession): number | undefined {
    if (this.failures[0] !== 'disconnect') return undefined;
    this.failures.shift();
    this.disconnectBot(session.guildId);
    return 4014;
  }

  /** Discord disconnected the bot from the guild's voice channel: it learns from VOICE_STATE_UPDATE. */
  private disconnectBot(guildId: string): void {
    const bot = this.bot.get(guildId);
    if (!bot?.channelId) return;
    bot.channelId = null;
    const botUser = this.link.emulator.botUser;
    const f = { guildId, userId: String(botUser.id), channelId: null, sessionId: bot.sessionId };
    this.setState({ ...f, selfDeaf: false, selfMute: false }, memberJson(botUser));
    this.waiters.poke();
  }

  /** Records a voice state in the guild (for GUILD_CREATE) and dispatches VOICE_STATE_UPDATE. */
  private setState(f: VoiceStateFields, member: Json): void {
    const state = recordVoiceState(this.link.emulator.guilds.get(f.guildId), f, member);
    this.link.dispatch(f.guildId, 'VOICE_STATE_UPDATE', { ...state, member }, INTENT_GUILD_VOICE_STATES);
  }
}
