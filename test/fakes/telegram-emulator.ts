// A small Telegram Bot API emulator on loopback for tests: the methods dubash calls, in the real
// API's envelope ({ok, result} / {ok: false, error_code, description, parameters}), JSON and
// multipart bodies, file downloads under /file/bot<token>/, long-polled getUpdates, every call
// recorded. Faults on demand: a 429 with retry_after (once), "not enough rights" per method, and a
// message deleted by hand (editing or deleting it answers 400).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface UploadedFile {
  name: string;
  type: string;
  data: Buffer;
}

export interface RecordedCall {
  method: string;
  params: Record<string, unknown>;
  /** uploads by the field they fill (`voice`, `document`, …), `attach://` references resolved */
  files: Record<string, UploadedFile>;
  /** ms since the epoch when the request arrived */
  at: number;
  /** HTTP status answered */
  status: number;
  /** the `result` answered (a sent message's id, say) */
  result?: unknown;
}

interface StoredFile {
  data: Buffer;
  path: string;
  size: number;
}

type Json = Record<string, unknown>;

const TEXT_FIELDS = new Set(['text', 'caption', 'query', 'description', 'secret_token', 'url', 'name']);

export class TelegramEmulator {
  readonly token: string;
  readonly botUser = { id: 7_000_001, is_bot: true, first_name: 'dubash', username: 'dubash_bot' };
  readonly calls: RecordedCall[] = [];
  webhook: { url: string; secret?: string } | undefined;
  private server!: Server;
  private port = 0;
  private updates: Json[] = [];
  private nextUpdateId = 100_000;
  private waiters = new Set<() => void>();
  private files = new Map<string, StoredFile>();
  private admins = new Map<string, number[]>();
  private messageIds = new Map<string, number>();
  private faults: { method: string; retryAfter: number }[] = [];
  private forbidden = new Map<string, string>();
  private forums = new Set<string>();
  /** messages deleted by a member (`chat:message`): editing or deleting them fails as on Telegram */
  private deletedByHand = new Set<string>();
  /** the bot's messages each chat shows now (id → text or caption): sent, edited, deleted */
  private shown = new Map<string, Map<number, string>>();
  private nextTopicId = 900;
  /** the bot's last allowed_updates (Telegram remembers it between getUpdates calls); [] = default */
  private allowedUpdates: string[] = [];

  private constructor(token: string) {
    this.token = token;
  }

  static async start(token = `7000001:${randomBytes(12).toString('hex')}`): Promise<TelegramEmulator> {
    const emu = new TelegramEmulator(token);
    emu.server = createServer((req, res) => {
      emu.handle(req, res).catch((err) => {
        res.statusCode = 500;
        res.end(String(err));
      });
    });
    await new Promise<void>((resolve) => emu.server.listen(0, '127.0.0.1', resolve));
    emu.port = (emu.server.address() as AddressInfo).port;
    return emu;
  }

  /** What to pass as grammY's `client.apiRoot` (TELEGRAM_API_ROOT). */
  get apiRoot(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async close(): Promise<void> {
    for (const wake of this.waiters) wake();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  // ---------- driving ----------
  /** Queues an update for getUpdates; returns its update_id (the update's own, if above all before). */
  pushUpdate(update: Json): number {
    // Like Telegram, ids only grow (getUpdates drops ids below the confirmed offset).
    const given = typeof update.update_id === 'number' ? update.update_id : 0;
    const id = Math.max(given, this.nextUpdateId);
    this.nextUpdateId = id + 1;
    this.updates.push({ ...update, update_id: id });
    for (const wake of this.waiters) wake();
    return id;
  }

  /**
   * A member's reaction to a message changes, as Telegram sends it: `message_reaction` with the old
   * and new reaction lists and no text of the message. Delivered only to a bot that is an admin of
   * the chat and asked for it in allowed_updates (getUpdates drops it otherwise).
   */
  pushReaction(opts: {
    chat: Json;
    messageId: number;
    user: Json;
    added: string[];
    before?: string[];
  }): number {
    const emoji = (e: string) => ({ type: 'emoji', emoji: e });
    const before = opts.before ?? [];
    return this.pushUpdate({
      update_id: 0,
      message_reaction: {
        chat: opts.chat,
        message_id: opts.messageId,
        user: opts.user,
        date: Math.floor(Date.now() / 1000),
        old_reaction: before.map(emoji),
        new_reaction: [...before, ...opts.added].map(emoji),
      },
    });
  }

  /** Whether Telegram would deliver this update to the bot (allowed_updates, admin-only kinds). */
  private delivered(u: Json): boolean {
    const kind = Object.keys(u).find((k) => k !== 'update_id') ?? '';
    const optIn = ['chat_member', 'message_reaction', 'message_reaction_count'];
    const allowed = this.allowedUpdates.length ? this.allowedUpdates.includes(kind) : !optIn.includes(kind);
    if (!allowed) return false;
    if (kind !== 'message_reaction' && kind !== 'message_reaction_count') return true;
    const chat = (u[kind] as { chat?: { id?: number } }).chat?.id;
    return (this.admins.get(String(chat)) ?? []).includes(this.botUser.id);
  }

  /** Serves `data` through getFile + /file/bot<token>/<path>; `size` may claim more (size limits). */
  addFile(data: Buffer, opts: { fileId?: string; path?: string; size?: number } = {}): string {
    const fileId = opts.fileId ?? `F${randomBytes(8).toString('hex')}`;
    this.files.set(fileId, {
      data,
      path: opts.path ?? `files/${fileId}`,
      size: opts.size ?? data.length,
    });
    return fileId;
  }

  /** The chat is a forum group: createForumTopic works there. */
  setForum(chatId: number): void {
    this.forums.add(String(chatId));
  }

  /** A member deletes the message: Telegram tells the bot nothing, and editing it answers 400. */
  deleteByHand(chatId: number, messageId: number): void {
    this.deletedByHand.add(`${chatId}:${messageId}`);
    this.shown.get(String(chatId))?.delete(messageId);
  }

  /** The bot's messages the chat shows now, oldest first, with their text as last edited. */
  botMessagesIn(chatId: number): { id: number; text: string }[] {
    return [...(this.shown.get(String(chatId)) ?? [])]
      .sort(([a], [b]) => a - b)
      .map(([id, text]) => ({ id, text }));
  }

  private show(chatId: unknown, id: number, text: unknown): void {
    const key = String(Number(chatId));
    const chat = this.shown.get(key) ?? new Map<number, string>();
    chat.set(id, typeof text === 'string' ? text : '');
    this.shown.set(key, chat);
  }

  setAdmins(chatId: number, userIds: number[]): void {
    this.admins.set(String(chatId), userIds);
  }

  /** The next call of `method` answers 429 with `retry_after`. */
  failNext(method: string, retryAfter: number): void {
    this.faults.push({ method, retryAfter });
  }

  /** Calls of `method` in `chatId` answer 400 with Telegram's wording for missing rights. */
  forbid(method: string, chatId: number, description = 'Bad Request: not enough rights'): void {
    this.forbidden.set(`${method}:${chatId}`, description);
  }

  callsOf(method: string): RecordedCall[] {
    return this.calls.filter((c) => c.method === method && c.status === 200);
  }

  async waitForCall(
    method: string,
    pick: (c: RecordedCall) => boolean = () => true,
    timeoutMs = 20_000,
  ): Promise<RecordedCall> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.callsOf(method).find(pick);
      if (found) return found;
      if (Date.now() > deadline) {
        const seen = this.calls
          .filter((c) => c.method !== 'getUpdates')
          .map(
            (c) =>
              `${c.method}:${c.status}${c.params.text ? ` ${JSON.stringify(String(c.params.text).slice(0, 80))}` : ''}`,
          )
          .join(', ');
        throw new Error(`timed out waiting for ${method}; calls so far: ${seen}`);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  // ---------- serving ----------
  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.apiRoot);
    const fileRoute = `/file/bot${this.token}/`;
    if (req.method === 'GET' && url.pathname.startsWith(fileRoute)) {
      const path = decodeURIComponent(url.pathname.slice(fileRoute.length));
      const file = [...this.files.values()].find((f) => f.path === path);
      res.statusCode = file ? 200 : 404;
      res.end(file ? file.data : 'Not Found');
      return;
    }
    const m = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
    if (!m || m[1] !== this.token)
      return this.reply(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
    const method = m[2] as string;
    const body = await readBody(req);
    const { params, files } = await parse(req.headers['content-type'] ?? '', body, url);
    const call: RecordedCall = { method, params, files, at: Date.now(), status: 200 };
    this.calls.push(call);
    const fault = this.faults.findIndex((f) => f.method === method);
    if (fault >= 0) {
      const { retryAfter } = this.faults.splice(fault, 1)[0] as { retryAfter: number };
      call.status = 429;
      return this.reply(res, 429, {
        ok: false,
        error_code: 429,
        description: `Too Many Requests: retry after ${retryAfter}`,
        parameters: { retry_after: retryAfter },
      });
    }
    const denied = this.forbidden.get(`${method}:${params.chat_id}`);
    if (denied) {
      call.status = 400;
      return this.reply(res, 400, { ok: false, error_code: 400, description: denied });
    }
    const answer = await this.run(method, params, files, res);
    call.status = answer.ok ? 200 : (answer.error_code as number);
    call.result = answer.result;
    if (answer.ok) this.track(method, params, answer.result);
    this.reply(res, call.status, answer);
  }

  private reply(res: ServerResponse, status: number, body: Json): void {
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  }

  private message(chatId: unknown, extra: Json): Json {
    const chat = Number(chatId);
    const key = String(chat);
    const id = (this.messageIds.get(key) ?? 5_000) + 1;
    this.messageIds.set(key, id);
    return {
      message_id: id,
      date: Math.floor(Date.now() / 1000),
      chat:
        chat > 0
          ? { id: chat, type: 'private', first_name: 'someone' }
          : { id: chat, type: 'supergroup', title: 'group' },
      from: this.botUser,
      ...extra,
    };
  }

  private async run(
    method: string,
    p: Json,
    files: Record<string, UploadedFile>,
    res: ServerResponse,
  ): Promise<Json> {
    const ok = (result: unknown) => ({ ok: true, result });
    const bad = (description: string, code = 400) => ({ ok: false, error_code: code, description });
    const thread =
      p.message_thread_id !== undefined
        ? { message_thread_id: p.message_thread_id, is_topic_message: true }
        : {};
    const replyTo = (p.reply_parameters as Json | undefined)?.message_id;
    const answered =
      replyTo !== undefined
        ? { reply_to_message: { message_id: replyTo, date: 0, chat: { id: p.chat_id } } }
        : {};
    const gone = this.deletedByHand.has(`${p.chat_id}:${p.message_id}`);
    switch (method) {
      case 'getMe':
        return ok(this.botUser);
      case 'getUpdates':
        return this.getUpdates(p, res);
      case 'setWebhook':
        this.webhook = { url: String(p.url), secret: p.secret_token as string | undefined };
        return ok(true);
      case 'deleteWebhook':
        this.webhook = undefined;
        return ok(true);
      case 'sendMessage':
        if (typeof p.text !== 'string' || !p.text) return bad('Bad Request: message text is empty');
        if (p.text.length > 4096) return bad('Bad Request: message is too long');
        return ok(this.message(p.chat_id, { text: p.text, ...thread, ...answered }));
      case 'editMessageText':
        if (gone) return bad('Bad Request: message to edit not found');
        if (typeof p.text !== 'string' || p.text.length > 4096)
          return bad('Bad Request: message is too long');
        return ok({
          ...this.message(p.chat_id, { text: p.text }),
          message_id: p.message_id,
          edit_date: Math.floor(Date.now() / 1000),
        });
      case 'sendVoice':
      case 'sendDocument':
      case 'sendPhoto': {
        const field = method === 'sendVoice' ? 'voice' : method === 'sendDocument' ? 'document' : 'photo';
        const file = files[field];
        if (!file) return bad(`Bad Request: there is no ${field} in the request`);
        const fileId = this.addFile(file.data);
        const media =
          field === 'photo'
            ? { photo: [{ file_id: fileId, file_unique_id: fileId, width: 1, height: 1 }] }
            : {
                [field]: {
                  file_id: fileId,
                  file_unique_id: fileId,
                  file_size: file.data.length,
                  mime_type: file.type,
                },
              };
        return ok(this.message(p.chat_id, { ...media, caption: p.caption, ...thread, ...answered }));
      }
      case 'createForumTopic':
        if (!this.forums.has(String(p.chat_id))) return bad('Bad Request: the chat is not a forum');
        if (typeof p.name !== 'string' || !p.name) return bad('Bad Request: topic name is empty');
        this.nextTopicId += 1;
        return ok({ message_thread_id: this.nextTopicId, name: p.name, icon_color: 7322096 });
      case 'deleteMessage':
        return gone ? bad('Bad Request: message to delete not found') : ok(true);
      case 'sendChatAction':
      case 'answerCallbackQuery':
      case 'answerInlineQuery':
      case 'setMyCommands':
      case 'editMessageReplyMarkup':
        return ok(true);
      case 'getFile': {
        const file = this.files.get(String(p.file_id));
        if (!file) return bad('Bad Request: invalid file_id');
        if (file.size > 20 * 1024 * 1024) return bad('Bad Request: file is too big');
        return ok({
          file_id: p.file_id,
          file_unique_id: p.file_id,
          file_size: file.size,
          file_path: file.path,
        });
      }
      case 'getChatAdministrators': {
        const ids = this.admins.get(String(p.chat_id));
        if (!ids) return bad('Bad Request: chat not found');
        return ok(
          ids.map((id, i) => ({
            status: i === 0 ? 'creator' : 'administrator',
            user: { id, is_bot: id === this.botUser.id, first_name: `admin${id}` },
          })),
        );
      }
      default:
        return bad('Not Found: method not found', 404);
    }
  }

  /** What the chat shows after a call that succeeded. */
  private track(method: string, p: Json, result: unknown): void {
    const sent = result as { message_id?: number; text?: string; caption?: string } | undefined;
    if (['sendMessage', 'sendVoice', 'sendDocument', 'sendPhoto'].includes(method) && sent?.message_id)
      this.show(p.chat_id, sent.message_id, sent.text ?? sent.caption);
    const id = Number(p.message_id);
    const chat = this.shown.get(String(Number(p.chat_id)));
    if (method === 'editMessageText' && chat?.has(id)) chat.set(id, String(p.text));
    if (method === 'deleteMessage') chat?.delete(id);
  }

  private async getUpdates(p: Json, res: ServerResponse): Promise<Json> {
    if (this.webhook)
      return {
        ok: false,
        error_code: 409,
        description: "Conflict: can't use getUpdates method while webhook is active",
      };
    const offset = Number(p.offset ?? 0);
    if (offset) this.updates = this.updates.filter((u) => (u.update_id as number) >= offset);
    const allowed = typeof p.allowed_updates === 'string' ? JSON.parse(p.allowed_updates) : p.allowed_updates;
    if (Array.isArray(allowed)) this.allowedUpdates = allowed.map(String);
    // Updates the bot would not get are never sent (Telegram does not keep them for later).
    this.updates = this.updates.filter((u) => this.delivered(u));
    const timeoutMs = Math.min(Number(p.timeout ?? 0), 30) * 1000;
    const deadline = Date.now() + timeoutMs;
    while (this.updates.length === 0 && Date.now() < deadline && !res.destroyed) {
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, Math.max(0, deadline - Date.now()));
        this.waiters.add(wake);
        res.once('close', wake);
      });
    }
    const limit = Number(p.limit ?? 100);
    this.updates = this.updates.filter((u) => this.delivered(u));
    return { ok: true, result: this.updates.slice(0, limit) };
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function value(name: string, raw: string): unknown {
  if (TEXT_FIELDS.has(name)) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

async function parse(
  contentType: string,
  body: Buffer,
  url: URL,
): Promise<{ params: Json; files: Record<string, UploadedFile> }> {
  const params: Json = Object.fromEntries([...url.searchParams].map(([k, v]) => [k, value(k, v)]));
  const files: Record<string, UploadedFile> = {};
  if (body.length === 0) return { params, files };
  if (contentType.includes('application/json'))
    return { params: { ...params, ...JSON.parse(body.toString('utf8')) }, files };
  if (
    contentType.includes('multipart/form-data') ||
    contentType.includes('application/x-www-form-urlencoded')
  ) {
    const parts: Record<string, UploadedFile> = {};
    if (contentType.includes('multipart/form-data')) {
      for (const part of multipart(body, contentType)) {
        if (part.filename === undefined) params[part.name] = value(part.name, part.data.toString('utf8'));
        else parts[part.name] = { name: part.filename, type: part.type, data: part.data };
      }
    } else {
      for (const [name, v] of new URLSearchParams(body.toString('utf8'))) params[name] = value(name, v);
    }
    for (const [name, v] of Object.entries(params)) {
      if (typeof v === 'string' && v.startsWith('attach://')) {
        const part = parts[v.slice('attach://'.length)];
        if (part) files[name] = part;
      }
    }
    for (const [name, part] of Object.entries(parts)) if (!(name in files)) files[name] ??= part;
  }
  return { params, files };
}

interface Part {
  name: string;
  filename?: string;
  type: string;
  data: Buffer;
}

/**
 * multipart/form-data, leniently: grammY writes headers without a space after the colon and
 * filenames unquoted, which stricter parsers (undici's) refuse.
 */
function multipart(body: Buffer, contentType: string): Part[] {
  const boundary = /boundary=("?)([^";]+)\1/i.exec(contentType)?.[2];
  if (!boundary) return [];
  const delimiter = Buffer.from(`--${boundary}`);
  const out: Part[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    const chunk = body.subarray(start + 2, next - 2); // CRLF after the delimiter and before the next
    const split = chunk.indexOf('\r\n\r\n');
    const head = chunk.subarray(0, split).toString('utf8');
    const data = chunk.subarray(split + 4);
    const disposition = /content-disposition:\s*([^\r\n]*)/i.exec(head)?.[1] ?? '';
    const name = /(?:^|;)\s*name="?([^";]*)"?/i.exec(disposition)?.[1] ?? '';
    const filename = /filename="?([^";]*)"?/i.exec(disposition)?.[1];
    const type = /content-type:\s*([^\r\n]*)/i.exec(head)?.[1]?.trim() ?? 'application/octet-stream';
    out.push({ name, filename, type, data: Buffer.from(data) });
    at = next;
  }
  return out;
}
