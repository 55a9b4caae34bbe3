// Discord's voice server on loopback: the voice gateway (v8) over WSS and the UDP media socket.
// Gateway: HELLO (8) on connect; IDENTIFY (0) checked against the token the main gateway handed
// out in VOICE_SERVER_UPDATE → READY (2: ssrc, 127.0.0.1, the UDP port, the offered modes);
// SELECT PROTOCOL (1) → SESSION DESCRIPTION (4: mode, a fresh 32-byte key, DAVE protocol version
// 0, i.e. no end-to-end layer) then CLIENTS CONNECT (11) with who else is in the channel;
// HEARTBEAT (3: {t, seq_ack}) → ACK (6: {t}); RESUME (7) → RESUMED (9) with the sequenced
// messages the client had not acknowledged replayed. UDP: IP discovery (the 74-byte request is
// answered with the address and port it came from); the client's keep-alives are counted.
import { randomBytes } from 'node:crypto';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import type { VoiceMode } from './rtp.js';
import { acceptSelfSignedTls, selfSignedCertificate } from './tls.js';

type Json = Record<string, unknown>;

/** What the main gateway granted with VOICE_SERVER_UPDATE (one token per join). */
export interface VoiceGrant {
  token: string;
  guildId: string;
  channelId: string;
  userId: string;
  /** the main gateway session id (VOICE_STATE_UPDATE's session_id) */
  sessionId: string;
}

/** One voice connection of the bot, as the voice server sees it. */
export interface VoiceSession extends VoiceGrant {
  readonly id: number;
  /** the SSRC given to the bot in READY */
  ssrc: number;
  /** max_dave_protocol_version from IDENTIFY */
  maxDaveVersion: number;
  state: 'identified' | 'ready' | 'closed';
  /** chosen with SELECT PROTOCOL */
  mode?: VoiceMode;
  key?: Buffer;
  /** where the client said (after IP discovery) it receives UDP */
  remote?: { address: string; port: number };
  /** the AEAD nonce counter of the packets sent to this client */
  nonce: number;
  resumes: number;
  heartbeats: number;
  /** datagrams that arrived from the client (keep-alives, its own audio) */
  datagrams: number;
  ws?: WebSocket;
  seq: number;
  log: { seq: number; text: string }[];
}

export interface VoiceServerHooks {
  grant(token: string): VoiceGrant | undefined;
  /** close code to refuse this IDENTIFY with (a failed join), if any */
  refuse(session: VoiceSession): number | undefined;
  /** users other than the bot in the session's voice channel */
  othersIn(session: VoiceSession): string[];
  changed(): void;
}

/** Tunables, read on each connection (the emulator's object, shared by reference). */
export interface VoiceServerSettings {
  /** encryption modes offered in READY, in Discord's order (the client takes the first it supports) */
  modes: VoiceMode[];
  heartbeatIntervalMs: number;
}

export class VoiceServer {
  readonly sessions: VoiceSession[] = [];
  private nextId = 0;
  private closed = false;
  private release = () => {};

  private constructor(
    private readonly hooks: VoiceServerHooks,
    private readonly settings: VoiceServerSettings,
    private readonly https: Server,
    private readonly wss: WebSocketServer,
    readonly udp: UdpSocket,
  ) {}

  static async start(hooks: VoiceServerHooks, settings: VoiceServerSettings): Promise<VoiceServer> {
    const tls = await selfSignedCertificate();
    const https = createServer(tls);
    const wss = new WebSocketServer({ server: https });
    const udp = createSocket('udp4');
    const server = new VoiceServer(hooks, settings, https, wss, udp);
    wss.on('connection', (ws) => server.onConnection(ws));
    udp.on('message', (msg, rinfo) => server.onDatagram(msg, rinfo));
    await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
    server.release = acceptSelfSignedTls();
    return server;
  }

  /** host:port, as VOICE_SERVER_UPDATE's endpoint */
  get endpoint(): string {
    return `127.0.0.1:${(this.https.address() as AddressInfo).port}`;
  }

  get udpPort(): number {
    return this.udp.address().port;
  }

  /** A sequenced message (replayed on RESUME); resolves once written to the socket. */
  send(session: VoiceSession, op: number, d: unknown): Promise<void> {
    session.seq += 1;
    const text = JSON.stringify({ op, d, seq: session.seq });
    session.log.push({ seq: session.seq, text });
    if (session.log.length > 500) session.log.shift();
    return this.write(session.ws, text);
  }

  sendUdp(session: VoiceSession, packet: Buffer): boolean {
    if (this.closed || session.state !== 'ready' || !session.remote) return false;
    this.udp.send(packet, session.remote.port, session.remote.address);
    return true;
  }

  /** Ends a session: `1006` drops the socket without a close frame, other codes close with them. */
  drop(session: VoiceSession, code: number): void {
    if (code !== 1006 && code !== 4015) session.state = 'closed';
    if (code === 1006) session.ws?.terminate();
    else session.ws?.close(code, code === 4014 ? 'Disconnected' : 'Voice server closed the connection');
    session.ws = undefined;
    this.hooks.changed();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const ws of this.wss.clients) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    this.https.closeAllConnections();
    await new Promise<void>((resolve) => this.https.close(() => resolve()));
    await new Promise<void>((resolve) => this.udp.close(() => resolve()));
    this.release();
  }

  private write(ws: WebSocket | undefined, text: string): Promise<void> {
    return new Promise((resolve) => {
      if (!ws || ws.readyState !== ws.OPEN) return resolve();
      ws.send(text, () => resolve());
    });
  }

  private onConnection(ws: WebSocket): void {
    void this.write(
      ws,
      JSON.stringify({ op: 8, d: { heartbeat_interval: this.settings.heartbeatIntervalMs, v: 8 } }),
    );
    let session: VoiceSession | undefined;
    ws.on('message', (raw, binary) => {
      if (binary) return; // DAVE's binary MLS messages: DAVE is off (protocol version 0)
      let p: { op: number; d: Json };
      try {
        p = JSON.parse(String(raw));
      } catch {
        ws.close(4002, 'Failed to decode payload');
        return;
      }
      if (p.op === 3) {
        if (session) session.heartbeats += 1;
        const t = typeof p.d === 'object' && p.d ? p.d.t : p.d;
        void this.write(ws, JSON.stringify({ op: 6, d: { t } }));
      } else if (p.op === 0) session = this.identify(ws, p.d);
      else if (p.op === 7) session = this.resume(ws, p.d);
      else if (p.op === 1 && session) this.selectProtocol(session, p.d);
      else if (!session && p.op !== 5) ws.close(4003, 'Not authenticated');
    });
    ws.on('close', (code) => {
      if (session?.ws !== ws) return;
      session.ws = undefined;
      // 1000 is @discordjs/voice's own destroy(); after other codes it may come back with RESUME.
      if (code === 1000) session.state = 'closed';
      this.hooks.changed();
    });
  }

  private identify(ws: WebSocket, d: Json): VoiceSession | undefined {
    const grant = this.hooks.grant(String(d.token));
    if (
      !grant ||
      grant.guildId !== d.server_id ||
      grant.userId !== d.user_id ||
      grant.sessionId !== d.session_id
    ) {
      ws.close(4004, 'Authentication failed');
      return undefined;
    }
    const session: VoiceSession = {
      ...grant,
      id: ++this.nextId,
      ssrc: randomBytes(4).readUInt32BE(0) >>> 1,
      maxDaveVersion: Number(d.max_dave_protocol_version ?? 0),
      state: 'identified',
      nonce: 0,
      resumes: 0,
      heartbeats: 0,
      datagrams: 0,
      ws,
      seq: 0,
      log: [],
    };
    this.sessions.push(session);
    const refusal = this.hooks.refuse(session);
    if (refusal) {
      session.state = 'closed';
      ws.close(refusal, 'Disconnected');
      this.hooks.changed();
      return undefined;
    }
    void this.send(session, 2, {
      ssrc: session.ssrc,
      ip: '127.0.0.1',
      port: this.udpPort,
      modes: this.settings.modes,
      experiments: [],
      streams: [],
    });
    this.hooks.changed();
    return session;
  }

  private selectProtocol(session: VoiceSession, d: Json): void {
    const data = (d.data ?? {}) as Json;
    const mode = String(data.mode) as VoiceMode;
    if (d.protocol !== 'udp' || !this.settings.modes.includes(mode)) {
      session.ws?.close(4016, 'Unknown encryption mode');
      return;
    }
    session.mode = mode;
    session.key = randomBytes(32);
    session.remote = { address: String(data.address), port: Number(data.port) };
    void this.send(session, 4, {
      mode,
      secret_key: [...session.key],
      audio_codec: 'opus',
      video_codec: 'H264',
      media_session_id: randomBytes(16).toString('hex'),
      dave_protocol_version: 0,
    });
    session.state = 'ready';
    const others = this.hooks.othersIn(session);
    if (others.length) void this.send(session, 11, { user_ids: others });
    this.hooks.changed();
  }

  private resume(ws: WebSocket, d: Json): VoiceSession | undefined {
    const session = this.sessions.find(
      (s) => s.token === d.token && s.sessionId === d.session_id && s.guildId === d.server_id,
    );
    if (!session || session.state === 'closed') {
      ws.close(4006, 'Session no longer valid');
      return undefined;
    }
    session.ws = ws;
    session.resumes += 1;
    const acked = Number(d.seq_ack ?? -1);
    for (const m of session.log) if (m.seq > acked) void this.write(ws, m.text);
    void this.write(ws, JSON.stringify({ op: 9, d: null }));
    this.hooks.changed();
    return session;
  }

  private onDatagram(msg: Buffer, rinfo: { address: string; port: number }): void {
    if (msg.length === 74 && msg.readUInt16BE(0) === 1) {
      const answer = Buffer.alloc(74);
      answer.writeUInt16BE(2, 0);
      answer.writeUInt16BE(70, 2);
      answer.writeUInt32BE(msg.readUInt32BE(4), 4);
      answer.write(rinfo.address, 8, 'utf8');
      answer.writeUInt16BE(rinfo.port, 72);
      this.udp.send(answer, rinfo.port, rinfo.address);
      return;
    }
    const from = this.sessions.find(
      (s) => s.remote?.port === rinfo.port && s.remote.address === rinfo.address && s.state !== 'closed',
    );
    if (from) from.datagrams += 1;
  }
}
