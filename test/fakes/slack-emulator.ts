// A Slack emulator on loopback for tests: the Web API methods dubash calls (form or JSON bodies,
// Bearer tokens, Slack's {ok: false, error} envelope, 429 with Retry-After on demand), file hosting
// that answers a missing or wrong token with a 200 HTML sign-in page like Slack does, the external
// upload flow, response_url sinks, and signed delivery of events, slash commands, shortcuts and
// button presses to the bot, built from the real payload shapes in test/fixtures/slack/.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import { slackSignature } from '../../adapters/slack/signature.js';

type Json = Record<string, unknown>;

export function slackFixture(name: string): Json {
  const path = new URL(`../fixtures/slack/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(path, 'utf8')) as Json;
}

export interface SlackUser {
  id: string;
  name: string;
  is_admin?: boolean;
  is_owner?: boolean;
  is_bot?: boolean;
  locale?: string;
  /** the profile picture's URL (users.info `profile.image_72`) */
  image_72?: string;
}

/** A message as the channel holds it (members' and the bot's). */
export interface StoredMessage {
  ts: string;
  channel: string;
  user?: string;
  bot_id?: string;
  text: string;
  thread_ts?: string;
  blocks?: Json[];
  files?: Json[];
  metadata?: { event_type?: string; event_payload?: Json };
  /** the poster's name and picture a bot gave (chat:write.customize) */
  username?: string;
  icon_url?: string;
  /** ephemeral: only this member sees it */
  visibleTo?: string;
}

export interface RecordedCall {
  method: string;
  params: Json;
  token?: string;
  ok: boolean;
  error?: string;
  status: number;
}

export interface ResponsePost {
  url: string;
  body: Json;
}

export interface Delivery {
  status: number;
  text: string;
}

interface Team {
  id: string;
  token: string;
  botUserId: string;
  botId: string;
  /** scopes the app was not granted here (chat.postMessage answers missing_scope) */
  missingScopes: Set<string>;
}

const LOGIN_PAGE =
  '<!DOCTYPE html><html lang="en-US"><head><title>Slack</title></head><body><h1>Sign in to Slack</h1></body></html>';

class ScopeError extends Error {
  constructor(readonly needed: string) {
    super('missing_scope');
  }
}

export class SlackEmulator {
  readonly signingSecret = `signing-${randomBytes(8).toString('hex')}`;
  readonly calls: RecordedCall[] = [];
  readonly responses: ResponsePost[] = [];
  /** members' and the bot's messages (and ephemeral ones), in order */
  readonly messages: StoredMessage[] = [];
  readonly uploads = new Map<string, { bytes?: Buffer; filename: string }>();
  readonly teams = new Map<string, Team>();
  private server!: Server;
  private port = 0;
  private users = new Map<string, SlackUser>();
  private channelMembers = new Map<string, string[]>();
  private files = new Map<string, { bytes: Buffer; team: string; mimetype: string }>();
  private faults: { method: string; error?: string; retryAfter?: number; extra?: Json; times: number }[] = [];
  private clock = 1_700_000_000;
  private seq = 0;
  private nextEvent = 1;
  /** the app's OAuth client (oauth.v2.access checks it) */
  readonly oauthClient = { id: '1234567890.0987654321', secret: `client-${randomBytes(8).toString('hex')}` };
  private codes = new Map<string, string>();

  /** What Slack's authorize page gives the browser after an admin approves: a code for `team`. */
  issueCode(team: string): string {
    const code = `code-${randomBytes(8).toString('hex')}`;
    this.codes.set(code, team);
    return code;
  }

  /** the app-level token Socket Mode connects with */
  readonly appToken = `xapp-1-A0DUBASH01-${randomBytes(8).toString('hex')}`;
  private wss!: WebSocketServer;
  readonly sockets = new Set<WebSocket>();
  /** Socket Mode acknowledgements by envelope_id */
  readonly acks = new Map<string, Json>();
  /** where signed deliveries go (the bot's /slack/events) */
  eventsUrl = '';

  static async start(): Promise<SlackEmulator> {
    const emu = new SlackEmulator();
    emu.server = createServer((req, res) => {
      emu.route(req, res).catch((err) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(err));
      });
    });
    await new Promise<void>((resolve) => emu.server.listen(0, '127.0.0.1', resolve));
    emu.port = (emu.server.address() as AddressInfo).port;
    emu.wss = new WebSocketServer({ server: emu.server, path: '/socket' });
    emu.wss.on('connection', (ws) => {
      emu.sockets.add(ws);
      ws.on('message', (data) => {
        const ack = JSON.parse(String(data)) as { envelope_id?: string };
        if (ack.envelope_id) emu.acks.set(ack.envelope_id, ack as Json);
      });
      ws.on('close', () => emu.sockets.delete(ws));
      ws.send(JSON.stringify({ type: 'hello', num_connections: 1, debug_info: { host: 'emulator' } }));
    });
    emu.addTeam('T0TEAM0001');
    return emu;
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get apiUrl(): string {
    return `${this.base}/api/`;
  }

  /** The first team's bot token. */
  get token(): string {
    return [...this.teams.values()][0]?.token ?? '';
  }

  team(id = 'T0TEAM0001'): Team {
    const t = this.teams.get(id);
    if (!t) throw new Error(`no team ${id}`);
    return t;
  }

  addTeam(id: string, token = `xoxb-${id}-${randomBytes(8).toString('hex')}`): Team {
    const n = this.teams.size + 1;
    // Like a workspace that installed dubash before the manifest had chat:write.customize.
    const missingScopes = new Set(['chat:write.customize']);
    const team = { id, token, botUserId: `U0DUBASH0${n}`, botId: `B0DUBASH0${n}`, missingScopes };
    this.teams.set(id, team);
    return team;
  }

  addUser(user: SlackUser, channel = 'C0GENERAL1'): void {
    this.users.set(user.id, user);
    const list = this.channelMembers.get(channel) ?? [];
    if (!list.includes(user.id)) list.push(user.id);
    this.channelMembers.set(channel, list);
  }

  /** The next `times` calls of `method` fail with `error` (or a 429 with Retry-After). */
  fail(method: string, fault: { error?: string; retryAfter?: number; extra?: Json }, times = 1): void {
    this.faults.push({ method, ...fault, times });
  }

  /** A hosted file; its url_private_download needs the team's bot token. */
  addFile(bytes: Buffer, opts: { team?: string; name: string; mimetype: string; subtype?: string }): Json {
    const team = opts.team ?? 'T0TEAM0001';
    const id = `F${(++this.seq).toString().padStart(9, '0')}`;
    this.files.set(id, { bytes, team, mimetype: opts.mimetype });
    return {
      id,
      name: opts.name,
      title: opts.name,
      mimetype: opts.mimetype,
      filetype: opts.name.split('.').pop(),
      size: bytes.length,
      mode: 'hosted',
      ...(opts.subtype ? { subtype: opts.subtype } : {}),
      url_private: `${this.base}/files-pri/${team}-${id}/${opts.name}`,
      url_private_download: `${this.base}/files-pri/${team}-${id}/download/${opts.name}`,
    };
  }

  nextTs(): string {
    this.clock += 1;
    return `${this.clock}.${String(++this.seq).padStart(6, '0')}`;
  }

  /** What one member sees in a channel: everyone's messages and their own ephemeral ones. */
  visible(channel: string, member: string): StoredMessage[] {
    return this.messages.filter((m) => m.channel === channel && (!m.visibleTo || m.visibleTo === member));
  }

  /** Answers posted by the bot (not members), in a channel. */
  botMessages(channel: string): StoredMessage[] {
    return this.messages.filter((m) => m.channel === channel && m.bot_id);
  }

  // ---------- building and delivering payloads ----------
  eventBody(event: Json, team = 'T0TEAM0001'): Json {
    const body = slackFixture('event-message');
    const t = this.team(team);
    return {
      ...body,
      team_id: team,
      context_team_id: team,
      event: { ...event, event_ts: event.event_ts ?? event.ts ?? this.nextTs() },
      event_id: `Ev${String(this.nextEvent++).padStart(10, '0')}`,
      event_time: Math.floor(Date.now() / 1000),
      authorizations: [
        {
          enterprise_id: null,
          team_id: team,
          user_id: t.botUserId,
          is_bot: true,
          is_enterprise_install: false,
        },
      ],
    };
  }

  /** A member posts a message (stored, then delivered as a `message` event). */
  async post(
    user: string,
    text: string,
    opts: { channel?: string; thread_ts?: string; files?: Json[]; team?: string } = {},
  ): Promise<{ ts: string; delivery: Delivery; body: Json }> {
    const channel = opts.channel ?? 'C0GENERAL1';
    const ts = this.nextTs();
    this.messages.push({
      ts,
      channel,
      user,
      text,
      ...(opts.thread_ts ? { thread_ts: opts.thread_ts } : {}),
      ...(opts.files ? { files: opts.files } : {}),
    });
    const body = this.eventBody(
      {
        type: 'message',
        ...(opts.files ? { subtype: 'file_share', files: opts.files } : {}),
        user,
        text,
        ts,
        team: opts.team ?? 'T0TEAM0001',
        channel,
        channel_type: channel.startsWith('D') ? 'im' : 'channel',
        ...(opts.thread_ts ? { thread_ts: opts.thread_ts } : {}),
      },
      opts.team,
    );
    return { ts, delivery: await this.deliver(body), body };
  }

  async edit(user: string, ts: string, text: string, channel = 'C0GENERAL1'): Promise<Delivery> {
    const m = this.messages.find((x) => x.ts === ts && x.channel === channel);
    const previous = {
      type: 'message',
      user,
      text: m?.text ?? '',
      ts,
      ...(m?.thread_ts ? { thread_ts: m.thread_ts } : {}),
    };
    if (m) m.text = text;
    const now = this.nextTs();
    return this.deliver(
      this.eventBody({
        type: 'message',
        subtype: 'message_changed',
        message: {
          type: 'message',
          user,
          text,
          ts,
          edited: { user, ts: now },
          ...(m?.thread_ts ? { thread_ts: m.thread_ts } : {}),
        },
        previous_message: previous,
        channel,
        hidden: true,
        ts: now,
        channel_type: 'channel',
      }),
    );
  }

  /**
   * A member adds a reaction (Slack's name, e.g. `flag-in`) to a message: a `reaction_added` event,
   * which like Slack's names the message only by channel and ts (no text, no thread).
   */
  async react(user: string, ts: string, reaction: string, channel = 'C0GENERAL1'): Promise<Delivery> {
    const m = this.messages.find((x) => x.ts === ts && x.channel === channel);
    return this.deliver(
      this.eventBody({
        type: 'reaction_added',
        user,
        reaction,
        ...(m?.user ? { item_user: m.user } : {}),
        item: { type: 'message', channel, ts },
        event_ts: this.nextTs(),
      }),
    );
  }

  async remove(ts: string, channel = 'C0GENERAL1'): Promise<Delivery> {
    const at = this.messages.findIndex((x) => x.ts === ts && x.channel === channel);
    const m = at >= 0 ? this.messages.splice(at, 1)[0] : undefined;
    return this.deliver(
      this.eventBody({
        type: 'message',
        subtype: 'message_deleted',
        previous_message: {
          type: 'message',
          user: m?.user,
          text: m?.text ?? '',
          ts,
          ...(m?.thread_ts ? { thread_ts: m.thread_ts } : {}),
        },
        channel,
        hidden: true,
        deleted_ts: ts,
        ts: this.nextTs(),
        channel_type: 'channel',
      }),
    );
  }

  /** `/dubash <text>` by a member; its response_url posts land in `responses`. */
  async slash(
    user: string,
    text: string,
    opts: { channel?: string; team?: string } = {},
  ): Promise<{ responseUrl: string; delivery: Delivery }> {
    const u = this.users.get(user);
    const responseUrl = `${this.base}/response/${randomBytes(6).toString('hex')}`;
    const fields = {
      ...(slackFixture('slash-command') as Record<string, string>),
      team_id: opts.team ?? 'T0TEAM0001',
      channel_id: opts.channel ?? 'C0GENERAL1',
      user_id: user,
      user_name: u?.name ?? user,
      text,
      response_url: responseUrl,
      trigger_id: `${Date.now()}.${++this.seq}.${randomBytes(8).toString('hex')}`,
    };
    const raw = new URLSearchParams(fields).toString();
    return { responseUrl, delivery: await this.deliverRaw(raw, 'application/x-www-form-urlencoded') };
  }

  /** A message shortcut (`translate`, `transcribe`, `speak`, `ocr`) on a stored message. */
  async shortcut(
    user: string,
    callbackId: string,
    ts: string,
    channel = 'C0GENERAL1',
  ): Promise<{ responseUrl: string; delivery: Delivery }> {
    const m = this.messages.find((x) => x.ts === ts && x.channel === channel);
    const responseUrl = `${this.base}/response/${randomBytes(6).toString('hex')}`;
    const payload = {
      ...slackFixture('message-shortcut'),
      callback_id: callbackId,
      user: {
        id: user,
        username: this.users.get(user)?.name ?? user,
        name: this.users.get(user)?.name ?? user,
        team_id: 'T0TEAM0001',
      },
      channel: { id: channel, name: 'general' },
      trigger_id: `${Date.now()}.${++this.seq}.${randomBytes(8).toString('hex')}`,
      response_url: responseUrl,
      message_ts: ts,
      message: {
        type: 'message',
        text: m?.text ?? '',
        user: m?.user,
        ts,
        ...(m?.thread_ts ? { thread_ts: m.thread_ts } : {}),
        ...(m?.files ? { files: m.files } : {}),
      },
    };
    const raw = new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
    return { responseUrl, delivery: await this.deliverRaw(raw, 'application/x-www-form-urlencoded') };
  }

  /** A member presses a button (by its label) on one of the bot's messages. */
  async press(
    user: string,
    message: StoredMessage,
    label: string,
  ): Promise<{ responseUrl: string; delivery: Delivery }> {
    const buttons = (message.blocks ?? []).flatMap((b) =>
      b.type === 'actions' ? (b.elements as Json[]) : [],
    );
    const button = buttons.find((b) => (b.text as { text?: string })?.text === label);
    if (!button) throw new Error(`no button "${label}" on ${message.ts}`);
    const responseUrl = `${this.base}/response/${randomBytes(6).toString('hex')}`;
    const payload = {
      ...slackFixture('block-actions'),
      user: { id: user, username: user, name: this.users.get(user)?.name ?? user, team_id: 'T0TEAM0001' },
      container: {
        type: 'message',
        message_ts: message.ts,
        channel_id: message.channel,
        is_ephemeral: !!message.visibleTo,
      },
      channel: { id: message.channel, name: 'general' },
      message: {
        bot_id: this.team().botId,
        type: 'message',
        text: message.text,
        user: this.team().botUserId,
        ts: message.ts,
        ...(message.thread_ts ? { thread_ts: message.thread_ts } : {}),
        blocks: message.blocks,
      },
      trigger_id: `${Date.now()}.${++this.seq}.${randomBytes(8).toString('hex')}`,
      response_url: responseUrl,
      actions: [{ ...button, block_id: 'a1', action_ts: this.nextTs() }],
    };
    // Slack routes an ephemeral message's response_url answers back to that message.
    this.responseTargets.set(responseUrl, message);
    const raw = new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
    return { responseUrl, delivery: await this.deliverRaw(raw, 'application/x-www-form-urlencoded') };
  }

  /** A member saves a modal the bot opened (views.open), with these values by block id. */
  async submitView(user: string, view: Json, values: Record<string, string>): Promise<Delivery> {
    const state: Record<string, Json> = {};
    // Like Slack: a field the member left alone is submitted with its initial_option.
    for (const block of (view.blocks ?? []) as Json[]) {
      const element = block.element as Json | undefined;
      if (block.type === 'input' && element?.initial_option)
        state[String(block.block_id)] = {
          value: { type: String(element.type), selected_option: element.initial_option },
        };
    }
    for (const [block, value] of Object.entries(values))
      state[block] = {
        value: {
          type: 'static_select',
          selected_option: { text: { type: 'plain_text', text: value }, value },
        },
      };
    const payload = {
      type: 'view_submission',
      team: { id: 'T0TEAM0001', domain: 'dubash-test' },
      user: { id: user, username: user, name: this.users.get(user)?.name ?? user, team_id: 'T0TEAM0001' },
      api_app_id: 'A0DUBASH01',
      token: 'ZZZZZZWSxiZZZ2yIvs3peJ',
      trigger_id: `${Date.now()}.${++this.seq}.${randomBytes(8).toString('hex')}`,
      view: {
        id: `V${++this.seq}`,
        hash: `${this.seq}.abc`,
        team_id: 'T0TEAM0001',
        ...view,
        state: { values: state },
      },
      response_urls: [],
      is_enterprise_install: false,
    };
    const raw = new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
    return this.deliverRaw(raw, 'application/x-www-form-urlencoded');
  }

  /** The views the bot opened or published (views.open, views.publish), newest last. */
  views(method: 'views.open' | 'views.publish'): { params: Json; view: Json }[] {
    return this.calls
      .filter((c) => c.method === method && c.ok)
      .map((c) => ({
        params: c.params,
        view: (typeof c.params.view === 'string' ? JSON.parse(c.params.view) : c.params.view) as Json,
      }));
  }

  private responseTargets = new Map<string, StoredMessage>();
  /** Which channel (and member, for ephemeral answers) each response_url answers in. */
  private responseContext = new Map<string, { channel: string; user: string }>();

  /** Sends an envelope over Socket Mode; resolves with the bot's acknowledgement. */
  async socketSend(
    type: 'events_api' | 'slash_commands' | 'interactive',
    payload: Json,
    retryAttempt = 0,
  ): Promise<Json> {
    const envelopeId = randomBytes(8).toString('hex');
    const env = {
      envelope_id: envelopeId,
      type,
      payload,
      accepts_response_payload: type !== 'events_api',
      retry_attempt: retryAttempt,
      retry_reason: retryAttempt ? 'timeout' : '',
    };
    if (type !== 'events_api')
      this.rememberContext(new URLSearchParams({ payload: JSON.stringify(payload) }).toString(), 'form');
    const [ws] = this.sockets;
    if (!ws) throw new Error('no Socket Mode connection');
    ws.send(JSON.stringify(env));
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const ack = this.acks.get(envelopeId);
      if (ack) return ack;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('no acknowledgement within 5 s');
  }

  /** Slack asks the app to reconnect (it does so every few hours). */
  socketDisconnect(): void {
    for (const ws of this.sockets)
      ws.send(JSON.stringify({ type: 'disconnect', reason: 'refresh_requested' }));
  }

  /** Signs and POSTs a JSON body to the bot, like Slack. */
  deliver(body: Json, opts: { retryNum?: number } = {}): Promise<Delivery> {
    return this.deliverRaw(JSON.stringify(body), 'application/json', opts);
  }

  async deliverRaw(
    raw: string,
    contentType: string,
    opts: { retryNum?: number; timestamp?: number; secret?: string } = {},
  ): Promise<Delivery> {
    if (!this.eventsUrl) throw new Error('eventsUrl is not set');
    this.rememberContext(raw, contentType);
    const ts = opts.timestamp ?? Math.floor(Date.now() / 1000);
    const res = await fetch(this.eventsUrl, {
      method: 'POST',
      headers: {
        'content-type': contentType,
        'x-slack-request-timestamp': String(ts),
        'x-slack-signature': slackSignature(opts.secret ?? this.signingSecret, ts, raw),
        ...(opts.retryNum !== undefined
          ? { 'x-slack-retry-num': String(opts.retryNum), 'x-slack-retry-reason': 'http_timeout' }
          : {}),
      },
      body: raw,
    });
    return { status: res.status, text: await res.text() };
  }

  private rememberContext(raw: string, contentType: string): void {
    if (contentType.includes('json')) return;
    const form = new URLSearchParams(raw);
    const payload = form.get('payload');
    const p = payload ? (JSON.parse(payload) as Json) : Object.fromEntries(form.entries());
    const url = p.response_url;
    if (typeof url !== 'string') return;
    const channel = (p.channel_id as string) ?? (p.channel as { id?: string })?.id ?? '';
    const user = (p.user_id as string) ?? (p.user as { id?: string })?.id ?? '';
    this.responseContext.set(url, { channel, user });
  }

  // ---------- serving ----------
  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.base);
    const raw = await readBody(req);
    if (url.pathname.startsWith('/api/')) return this.api(url.pathname.slice(5), req, raw, res);
    if (url.pathname.startsWith('/files-pri/')) return this.download(url.pathname, req, res);
    if (url.pathname.startsWith('/upload/')) {
      const id = url.pathname.slice(8);
      const up = this.uploads.get(id);
      if (!up) return send(res, 404, 'text/plain', 'no such upload');
      up.bytes = raw;
      return send(res, 200, 'text/plain', `OK - ${raw.length}`);
    }
    if (url.pathname.startsWith('/response/')) return this.response(`${this.base}${url.pathname}`, raw, res);
    send(res, 404, 'text/plain', 'not found');
  }

  private download(path: string, req: IncomingMessage, res: ServerResponse): void {
    const m = /^\/files-pri\/([^-/]+)-([^/]+)\//.exec(path);
    const file = m?.[2] ? this.files.get(m[2]) : undefined;
    const auth = req.headers.authorization ?? '';
    const token = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    // Slack's answer to a request without the right token: 200 and its sign-in page.
    if (!file || this.teams.get(file.team)?.token !== token) {
      send(res, 200, 'text/html; charset=utf-8', LOGIN_PAGE);
      return;
    }
    res.writeHead(200, { 'content-type': file.mimetype, 'content-length': String(file.bytes.length) });
    res.end(file.bytes);
  }

  private response(url: string, raw: Buffer, res: ServerResponse): void {
    const body = JSON.parse(raw.toString('utf8') || '{}') as Json;
    this.responses.push({ url, body });
    const ctx = this.responseContext.get(url);
    const target = this.responseTargets.get(url);
    const ephemeral = body.response_type !== 'in_channel';
    const text = String(body.text ?? '');
    const blocks = body.blocks as Json[] | undefined;
    if (body.delete_original === true) {
      const gone = target ?? this.lastFromResponse.get(url);
      const at = gone ? this.messages.indexOf(gone) : -1;
      if (at >= 0) this.messages.splice(at, 1);
      send(res, at >= 0 ? 200 : 404, 'text/plain', at >= 0 ? 'ok' : 'message_not_found');
      return;
    }
    const replaced = body.replace_original === true ? (target ?? this.lastFromResponse.get(url)) : undefined;
    if (replaced) {
      replaced.text = text;
      replaced.blocks = blocks;
    } else if (ctx) {
      const m: StoredMessage = {
        ts: this.nextTs(),
        channel: ctx.channel,
        bot_id: this.team().botId,
        text,
        ...(blocks ? { blocks } : {}),
        ...(ephemeral ? { visibleTo: ctx.user } : {}),
      };
      this.messages.push(m);
      this.lastFromResponse.set(url, m);
    }
    send(res, 200, 'text/plain', 'ok');
  }

  private lastFromResponse = new Map<string, StoredMessage>();

  private async api(method: string, req: IncomingMessage, raw: Buffer, res: ServerResponse): Promise<void> {
    const type = req.headers['content-type'] ?? '';
    const params: Json = type.includes('json')
      ? (JSON.parse(raw.toString('utf8') || '{}') as Json)
      : Object.fromEntries(new URLSearchParams(raw.toString('utf8')).entries());
    const auth = req.headers.authorization ?? '';
    const token = auth.startsWith('Bearer ') ? auth.slice(7) : (params.token as string | undefined);
    const record = (status: number, ok: boolean, error?: string) =>
      this.calls.push({
        method,
        params,
        ...(token ? { token } : {}),
        ok,
        ...(error ? { error } : {}),
        status,
      });
    const fault = this.faults.find((f) => f.method === method && f.times > 0);
    if (fault) {
      fault.times -= 1;
      if (fault.retryAfter !== undefined) {
        record(429, false, 'ratelimited');
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(fault.retryAfter) });
        res.end(JSON.stringify({ ok: false, error: 'ratelimited' }));
        return;
      }
      record(200, false, fault.error);
      return send(
        res,
        200,
        'application/json',
        JSON.stringify({ ok: false, error: fault.error, ...fault.extra }),
      );
    }
    if (method === 'apps.connections.open' && token !== this.appToken) {
      record(200, false, 'invalid_auth');
      return send(res, 200, 'application/json', JSON.stringify({ ok: false, error: 'invalid_auth' }));
    }
    const team = [...this.teams.values()].find((t) => t.token === token);
    const noAuth = ['oauth.v2.access', 'apps.connections.open'];
    if (!team && !noAuth.includes(method)) {
      record(200, false, 'invalid_auth');
      return send(res, 200, 'application/json', JSON.stringify({ ok: false, error: 'invalid_auth' }));
    }
    let result: Json;
    try {
      result = this.method(method, params, team as Team);
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      record(200, false, error);
      // Slack names the scope it wanted: {ok: false, error: 'missing_scope', needed, provided}.
      const needed = err instanceof ScopeError ? { needed: err.needed, provided: 'chat:write' } : {};
      return send(res, 200, 'application/json', JSON.stringify({ ok: false, error, ...needed }));
    }
    record(200, true);
    send(res, 200, 'application/json', JSON.stringify({ ok: true, ...result }));
  }

  /** Hook for methods a test adds (oauth.v2.access, apps.connections.open). */
  extraMethods = new Map<string, (params: Json) => Json>();

  private method(method: string, p: Json, team: Team): Json {
    const json = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
    const extra = this.extraMethods.get(method);
    if (extra) return extra(p);
    switch (method) {
      case 'oauth.v2.access': {
        if (p.client_id !== this.oauthClient.id || p.client_secret !== this.oauthClient.secret)
          throw new Error('invalid_client');
        const teamId = this.codes.get(String(p.code));
        if (!teamId) throw new Error('invalid_code');
        this.codes.delete(String(p.code));
        const t = this.team(teamId);
        return {
          app_id: 'A0DUBASH01',
          authed_user: { id: 'U0INSTALL1' },
          scope: 'chat:write,commands,files:read,files:write,users:read',
          token_type: 'bot',
          access_token: t.token,
          bot_user_id: t.botUserId,
          team: { id: teamId, name: `Team ${teamId}` },
          enterprise: null,
          is_enterprise_install: false,
        };
      }
      case 'apps.connections.open':
        return { url: `ws://127.0.0.1:${this.port}/socket` };
      case 'auth.test':
        return {
          url: 'https://dubash-test.slack.com/',
          team: 'Dubash Test',
          user: 'dubash',
          team_id: team.id,
          user_id: team.botUserId,
          bot_id: team.botId,
        };
      case 'chat.postMessage': {
        const channel = String(p.channel);
        if ((p.username || p.icon_url) && team.missingScopes.has('chat:write.customize'))
          throw new ScopeError('chat:write.customize');
        const m: StoredMessage = {
          ts: this.nextTs(),
          channel,
          bot_id: team.botId,
          user: team.botUserId,
          text: String(p.text ?? ''),
          ...(p.thread_ts ? { thread_ts: String(p.thread_ts) } : {}),
          ...(p.blocks ? { blocks: json(p.blocks) as Json[] } : {}),
          ...(p.metadata ? { metadata: json(p.metadata) as StoredMessage['metadata'] } : {}),
          ...(p.username ? { username: String(p.username) } : {}),
          ...(p.icon_url ? { icon_url: String(p.icon_url) } : {}),
        };
        this.messages.push(m);
        return { channel, ts: m.ts, message: m };
      }
      case 'chat.postEphemeral': {
        const m: StoredMessage = {
          ts: this.nextTs(),
          channel: String(p.channel),
          bot_id: team.botId,
          text: String(p.text ?? ''),
          visibleTo: String(p.user),
          ...(p.thread_ts ? { thread_ts: String(p.thread_ts) } : {}),
          ...(p.blocks ? { blocks: json(p.blocks) as Json[] } : {}),
        };
        this.messages.push(m);
        return { message_ts: m.ts };
      }
      case 'chat.update': {
        const m = this.messages.find((x) => x.ts === p.ts && x.channel === p.channel && !x.visibleTo);
        if (!m) throw new Error('message_not_found');
        if (m.bot_id !== team.botId) throw new Error('cant_update_message');
        m.text = String(p.text ?? '');
        const blocks = json(p.blocks) as Json[] | undefined;
        if (blocks?.length) m.blocks = blocks;
        else delete m.blocks;
        return { channel: p.channel, ts: p.ts, text: m.text };
      }
      case 'chat.delete': {
        const at = this.messages.findIndex((x) => x.ts === p.ts && x.channel === p.channel);
        if (at < 0) throw new Error('message_not_found');
        this.messages.splice(at, 1);
        return { channel: p.channel, ts: p.ts };
      }
      case 'users.info': {
        const u = this.users.get(String(p.user));
        if (!u) throw new Error('user_not_found');
        // Like Slack: `locale` only when asked for with include_locale.
        const { locale, image_72, ...rest } = u;
        const withLocale = p.include_locale === true || p.include_locale === 'true';
        return {
          user: {
            ...rest,
            team_id: team.id,
            real_name: u.name,
            profile: { display_name: u.name, real_name: u.name, ...(image_72 ? { image_72 } : {}) },
            ...(withLocale && locale ? { locale } : {}),
          },
        };
      }
      case 'conversations.members':
        return {
          members: this.channelMembers.get(String(p.channel)) ?? [],
          response_metadata: { next_cursor: '' },
        };
      case 'conversations.open':
        return { channel: { id: `D${String(p.users).slice(1)}` } };
      case 'conversations.replies': {
        const m = this.messages.find((x) => x.ts === p.ts && x.channel === p.channel);
        if (!m) throw new Error('thread_not_found');
        return { messages: [{ type: 'message', ...m }], has_more: false };
      }
      case 'files.getUploadURLExternal': {
        const id = `F${(++this.seq).toString().padStart(9, '0')}`;
        this.uploads.set(id, { filename: String(p.filename) });
        return { upload_url: `${this.base}/upload/${id}`, file_id: id };
      }
      case 'files.completeUploadExternal': {
        const files = json(p.files) as { id: string; title?: string }[];
        const shared: Json[] = [];
        for (const f of files) {
          const up = this.uploads.get(f.id);
          if (!up?.bytes) throw new Error('file_not_found');
          const mimetype = mimetypeOf(up.filename);
          this.files.set(f.id, { bytes: up.bytes, team: team.id, mimetype });
          shared.push({
            id: f.id,
            name: up.filename,
            title: f.title ?? up.filename,
            mimetype,
            size: up.bytes.length,
          });
        }
        if (p.channel_id)
          this.messages.push({
            ts: this.nextTs(),
            channel: String(p.channel_id),
            bot_id: team.botId,
            user: team.botUserId,
            text: String(p.initial_comment ?? ''),
            files: shared,
            ...(p.thread_ts ? { thread_ts: String(p.thread_ts) } : {}),
          });
        return { files: shared };
      }
      case 'files.info': {
        // `shares`: where the file was shared, per channel (public: C…, private: G…/D…)
        const f = this.files.get(String(p.file));
        if (!f || f.team !== team.id) throw new Error('file_not_found');
        const shares: Record<string, Record<string, Json[]>> = {};
        for (const m of this.messages.filter((x) => x.files?.some((y) => y.id === p.file))) {
          const kind = m.channel.startsWith('C') ? 'public' : 'private';
          const inKind = shares[kind] ?? {};
          inKind[m.channel] = [{ ts: m.ts, ...(m.thread_ts ? { thread_ts: m.thread_ts } : {}) }];
          shares[kind] = inKind;
        }
        return { file: { id: p.file, mimetype: f.mimetype, size: f.bytes.length, shares } };
      }
      case 'files.delete': {
        const at = this.messages.findIndex((m) => m.files?.some((f) => f.id === p.file));
        if (at >= 0) this.messages.splice(at, 1);
        return {};
      }
      case 'views.open':
      case 'views.publish':
      case 'views.update':
        return { view: { id: `V${++this.seq}`, ...(json(p.view) as Json) } };
      default:
        throw new Error('unknown_method');
    }
  }

  /** Bytes the bot uploaded, by file id. */
  uploaded(id: string): Buffer | undefined {
    return this.uploads.get(id)?.bytes;
  }

  async close(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    this.wss.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The type Slack gives an uploaded file, from its name (as it does for the common ones). */
function mimetypeOf(filename: string): string {
  const types: Record<string, string> = {
    ogg: 'audio/ogg',
    oga: 'audio/ogg',
    mp3: 'audio/mpeg',
    m4a: 'audio/mp4',
    wav: 'audio/wav',
    mp4: 'video/mp4',
    webm: 'video/webm',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    pdf: 'application/pdf',
    txt: 'text/plain',
  };
  return types[filename.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}
