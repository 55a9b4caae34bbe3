// Discord voice channels for live captions (@discordjs/voice): the bot joins the asking member's
// voice channel (self-muted, not deafened: it only listens), and each time a member starts speaking
// asks the core whether they consented. Only then is their audio subscribed to (the receiver
// decrypts nothing else), until 0.8 s of silence ends the utterance; the Opus packets are decoded
// (opusscript's WebAssembly, opus-decoder.ts) and downsampled in JS to 16 kHz mono for streaming STT.
// The channel emptying of humans ends the link; a dropped voice connection is rejoined once.
import {
  type DiscordGatewayAdapterCreator,
  EndBehaviorType,
  entersState,
  joinVoiceChannel,
  type VoiceConnection,
  type VoiceConnectionState,
  VoiceConnectionStatus,
} from '@discordjs/voice';
import { type Client, Events, type Guild, PermissionFlagsBits, type VoiceState } from 'discord.js';
import {
  type VoiceCaptioning,
  VoiceJoinRefusal,
  type VoiceJoinRequest,
  type VoiceMember,
  type VoiceRoom,
} from '../../src/core/captions.js';
import { Downsampler } from './downsample.js';
import { discordConversation, guildOf } from './ids.js';
import { OpusDecoder } from './opus-decoder.js';

/** Silence that ends an utterance (its own STT session), as the contract's `silence` does. */
export const UTTERANCE_SILENCE_MS = 800;
/** Time to connect (or reconnect) before giving up. */
const CONNECT_TIMEOUT_MS = 20_000;
/** A connection that held this long has its one rejoin back. */
const STABLE_MS = 60_000;

export interface DiscordVoiceOptions {
  connectTimeoutMs?: number;
}

export class DiscordVoice implements VoiceCaptioning {
  private readonly links = new Map<string, VoiceLink>();

  constructor(
    private readonly client: () => Client | undefined,
    private readonly report: (err: unknown, what: string) => void,
    private readonly opts: DiscordVoiceOptions = {},
  ) {}

  async join(req: VoiceJoinRequest): Promise<VoiceRoom> {
    const client = this.client();
    if (!client?.user) throw new Error('the Discord gateway is not connected');
    const guildId = guildOf(req.conversation);
    if (!guildId) throw new VoiceJoinRefusal({ key: 'captions.voice.dm' });
    const guild = client.guilds.cache.get(guildId);
    const channelId = guild?.voiceStates.cache.get(req.member)?.channelId;
    if (!guild || !channelId) throw new VoiceJoinRefusal({ key: 'captions.voice.joinFirst' });
    if (this.links.has(guildId)) throw new VoiceJoinRefusal({ key: 'captions.voice.busy' });
    const channel = guild.channels.cache.get(channelId);
    const name = channel?.name ?? 'the voice channel';
    // The bot's own rights there, when Discord lets us read them; else joining tells.
    const me = guild.members.me ?? (await guild.members.fetchMe().catch(() => undefined));
    const rights = me && channel && 'permissionsFor' in channel ? channel.permissionsFor(me) : undefined;
    if (rights && !rights.has([PermissionFlagsBits.ViewChannel, PermissionFlagsBits.Connect]))
      throw new VoiceJoinRefusal({ key: 'captions.voice.mayNotJoin', params: { name } });
    const link = new VoiceLink(client, guild, channelId, name, req, this.report, {
      timeoutMs: this.opts.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      onClose: () => {
        if (this.links.get(guildId) === link) this.links.delete(guildId);
      },
    });
    this.links.set(guildId, link);
    try {
      await link.connect();
    } catch (err) {
      link.leave();
      throw err;
    }
    return {
      conversation: discordConversation(guildId, channelId),
      name,
      members: link.members(),
      leave: async () => link.leave(),
    };
  }

  /** Leaves every voice channel (the adapter stops). */
  leaveAll(): void {
    for (const link of [...this.links.values()]) link.leave();
  }
}

/** The bot in one voice channel. */
class VoiceLink {
  private connection?: VoiceConnection;
  /** members whose audio is being received now (one subscription each) */
  private readonly receiving = new Set<string>();
  /**
   * Members as they were when last seen in the channel (its voice states carry the member): the
   * user cache can be overwritten by partial user objects from other events meanwhile.
   */
  private readonly seen = new Map<string, VoiceMember>();
  private closed = false;
  private rejoined = false;
  private stableTimer?: NodeJS.Timeout;

  constructor(
    private readonly client: Client,
    private readonly guild: Guild,
    private readonly channelId: string,
    private readonly name: string,
    private readonly req: VoiceJoinRequest,
    private readonly report: (err: unknown, what: string) => void,
    private readonly opts: { timeoutMs: number; onClose(): void },
  ) {}

  async connect(): Promise<void> {
    const connection = joinVoiceChannel({
      channelId: this.channelId,
      guildId: this.guild.id,
      adapterCreator: this.guild.voiceAdapterCreator as DiscordGatewayAdapterCreator,
      selfDeaf: false,
      selfMute: true,
    });
    this.connection = connection;
    connection.on('error', (err) => this.report(err, 'the voice connection'));
    try {
      await entersState(connection, VoiceConnectionStatus.Ready, this.opts.timeoutMs);
    } catch {
      throw new VoiceJoinRefusal({ key: 'captions.voice.cannotConnect', params: { name: this.name } });
    }
    // The decoder's WebAssembly loads now, not during the first words.
    OpusDecoder.create().then(
      (d) => d.free(),
      (err) => this.report(err, 'loading the Opus decoder'),
    );
    connection.receiver.speaking.on('start', (member) => void this.onSpeaking(member));
    connection.on('stateChange', (before, after) => this.onState(before, after));
    this.client.on(Events.VoiceStateUpdate, this.onVoiceState);
  }

  /** Who is in the voice channel now (the bot left out). */
  members(): VoiceMember[] {
    const self = this.client.user?.id;
    const present = [...this.guild.voiceStates.cache.values()]
      .filter((s) => s.channelId === this.channelId && s.id !== self)
      .map((s) => this.member(s.id));
    for (const m of present) this.seen.set(m.id, m);
    return present;
  }

  private member(id: string): VoiceMember {
    const m = this.guild.members.cache.get(id);
    const u = m?.user ?? this.client.users.cache.get(id);
    return { id, name: m?.displayName ?? u?.globalName ?? u?.username ?? 'member', bot: u?.bot ?? false };
  }

  private readonly onVoiceState = (before: VoiceState, after: VoiceState): void => {
    if (this.closed || after.guild.id !== this.guild.id) return;
    if (before.channelId !== this.channelId && after.channelId !== this.channelId) return;
    const present = this.members();
    if (present.some((m) => !m.bot)) this.req.membersChanged?.(present);
    else this.end('empty');
  };

  /** A member started speaking: received only when the core admits them. */
  private async onSpeaking(member: string): Promise<void> {
    if (this.closed || this.receiving.has(member) || member === this.client.user?.id) return;
    this.receiving.add(member);
    let admitted = false;
    try {
      admitted = await this.req.admits(member);
    } catch (err) {
      this.report(err, 'checking captions consent');
    }
    if (!admitted || this.closed || !this.connection) {
      this.receiving.delete(member);
      return;
    }
    this.receive(this.connection, member);
  }

  /** One utterance: Opus until the silence, decoded and downsampled as it comes. */
  private receive(connection: VoiceConnection, member: string): void {
    const opus = connection.receiver.subscribe(member, {
      end: { behavior: EndBehaviorType.AfterSilence, duration: UTTERANCE_SILENCE_MS },
    });
    const down = new Downsampler();
    const sink = this.req.utterance(this.seen.get(member) ?? this.member(member));
    let decoder: OpusDecoder | undefined;
    let over = false;
    let reported = false;
    const finish = () => {
      if (over) return;
      over = true;
      this.receiving.delete(member);
      decoder?.free();
      sink.end();
    };
    const decode = (packet: Buffer) => {
      if (!decoder || over) return;
      try {
        const out = down.push(decoder.decode(packet));
        if (out.length) sink.audio(out);
      } catch (err) {
        // One bad packet is skipped (told once per utterance); the utterance goes on.
        if (!reported) this.report(err, 'decoding voice audio');
        reported = true;
      }
    };
    opus.once('end', finish);
    opus.once('close', finish);
    opus.on('error', (err) => {
      this.report(err, 'receiving voice audio');
      finish();
    });
    // Packets wait in the stream until the decoder is ready (the first one loads the WebAssembly).
    OpusDecoder.create().then(
      (d) => {
        if (over) return d.free();
        decoder = d;
        opus.on('data', decode);
      },
      (err) => {
        this.report(err, 'starting the Opus decoder');
        opus.destroy();
      },
    );
  }

  /** A drop (Ready → anything else) gets one rejoin; another drop, or a rejoin that fails, ends the link. */
  private onState(before: VoiceConnectionState, after: VoiceConnectionState): void {
    if (this.closed) return;
    if (after.status === VoiceConnectionStatus.Destroyed) {
      this.end('disconnected');
      return;
    }
    if (after.status === VoiceConnectionStatus.Ready) {
      clearTimeout(this.stableTimer);
      // Steady for a while: a later drop gets its rejoin again.
      this.stableTimer = setTimeout(() => {
        this.rejoined = false;
      }, STABLE_MS);
      this.stableTimer.unref?.();
      return;
    }
    if (before.status !== VoiceConnectionStatus.Ready) return;
    clearTimeout(this.stableTimer);
    if (this.rejoined) {
      this.end('disconnected');
      return;
    }
    this.rejoined = true;
    const connection = this.connection;
    if (!connection) return;
    // Most closes are rejoined by the library itself; a disconnect (kicked, 4014) is asked for here.
    if (after.status === VoiceConnectionStatus.Disconnected) connection.rejoin();
    entersState(connection, VoiceConnectionStatus.Ready, this.opts.timeoutMs).catch(() =>
      this.end('disconnected'),
    );
  }

  private end(reason: 'empty' | 'disconnected'): void {
    if (this.closed) return;
    this.leave();
    this.req.ended(reason);
  }

  leave(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.stableTimer);
    this.client.off(Events.VoiceStateUpdate, this.onVoiceState);
    const connection = this.connection;
    if (connection && connection.state.status !== VoiceConnectionStatus.Destroyed) connection.destroy();
    this.opts.onClose();
  }
}
