// The web chat's messages, per-language translations and members in Redis, so the web process and
// any worker process see the same chat. Changes are announced on a pub/sub channel. Attachments
// live on disk (adapters/local/attachments.ts), never here.
import { keys as dubashKeys, type Keyspace } from '../keys.js';
import { duplicateClient, type RedisClient as Redis } from '../redis.js';

/** A message's buttons: the shape of ReplyActions (src/core/reply.ts), written out so that state/
 * imports nothing from core/ (no import loop between folders). */
export interface StoredActions {
  command: string;
  rows: { id: string; label: string; value?: string }[][];
}

/** A file of a chat from before attachments moved to disk: its bytes and its metadata (JSON). */
export interface LegacyFile {
  data: Buffer;
  meta: string;
}

/** What the pub/sub channel carries: a message new, changed or deleted, or the members changed. */
export interface WebChatChange {
  workspace: string;
  channel: string;
  id: string;
  deleted: boolean;
  /** the channel's members changed: the page asks for them again */
  members?: boolean;
}

export type AttachmentKind = 'audio' | 'voice' | 'image' | 'document';

export interface StoredAttachment {
  kind: AttachmentKind;
  fileId: string;
  mimeType: string;
  name: string;
  size: number;
}

export interface StoredMessage {
  id: string;
  workspace: string;
  channel: string;
  user: string;
  bot: boolean;
  /** text | notice (progress, information) | error */
  kind: 'text' | 'notice' | 'error';
  text: string;
  replyTo: string | null;
  attachments: StoredAttachment[];
  createdAt: number;
  editedAt?: number;
  /** members who may see it (ephemeral replies, admin notices); absent: everyone */
  visibleTo?: string[];
  /** language of `text` when the bot knows it (from auto-translation) */
  language?: string;
  /** the buttons a bot message carries (Reply.actions); pressing one sends an action event */
  actions?: StoredActions;
}

/** How many messages a channel keeps. */
const CHANNEL_LENGTH = 2_000;
/**
 * A full channel drops its oldest this many at a time (it holds 2,000 to 2,100): a few commands
 * per hundred messages instead of two more on every message.
 */
const TRIM_BATCH = 100;

/**
 * KEYS: message, channel list, channel members, events channel; ARGV: message JSON, id, channel
 * length, sender ('' for the bot, who is no member), announcement, key prefix, announcement of the
 * members (a new one joined by posting), trim batch. Messages pushed out of the channel go with their
 * translations (their keys are built from the prefix: every web chat key has the one hash tag).
 * A message id is new at each add, so a message already there is this same call sent again after
 * a dropped connection (Redis ran it, the answer was lost): it is not listed or announced twice.
 * RPUSH answers the length; past the length plus ARGV[8] (TRIM_BATCH) the oldest go together.
 */
const ADD_SCRIPT = `
if not redis.call('SET', KEYS[1], ARGV[1], 'NX') then return 0 end
local over = redis.call('RPUSH', KEYS[2], ARGV[2]) - tonumber(ARGV[3])
if over > tonumber(ARGV[8]) then
  local old = redis.call('LRANGE', KEYS[2], 0, over - 1)
  for i = 1, #old, 100 do
    local gone = {}
    for j = i, math.min(i + 99, #old) do
      gone[#gone + 1] = ARGV[6] .. 'msg:' .. old[j]
      gone[#gone + 1] = ARGV[6] .. 'tr:' .. old[j]
    end
    redis.call('DEL', unpack(gone))
  end
  redis.call('LTRIM', KEYS[2], over, -1)
end
if ARGV[4] ~= '' and redis.call('SADD', KEYS[3], ARGV[4]) == 1 then redis.call('PUBLISH', KEYS[4], ARGV[7]) end
redis.call('PUBLISH', KEYS[4], ARGV[5])
return 1
`;

/**
 * KEYS: translations hash, events channel, the message; ARGV: announcement, then language, text
 * pairs. A message gone (deleted meanwhile) gets none (they would outlive it): 0.
 */
const ADD_TRANSLATIONS_SCRIPT = `
if redis.call('EXISTS', KEYS[3]) == 0 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV, 2))
redis.call('PUBLISH', KEYS[2], ARGV[1])
return 1
`;

/** The web chat's messages, translations and members, and the announcements of their changes. */
export interface WebChatStore {
  /** a file of a chat from before attachments moved to disk, still in Redis */
  legacyFile(id: string): Promise<LegacyFile | undefined>;
  /**
   * Stores a new message. With `clientId` (a sender's idempotency key) a second post of the same
   * clientId returns the first message instead of storing another: `created` tells which.
   */
  add(message: StoredMessage, clientId?: string): Promise<{ message: StoredMessage; created: boolean }>;
  get(id: string): Promise<StoredMessage | undefined>;
  /** Replaces a message's content (the bot editing its progress notice into a result). */
  update(id: string, patch: Partial<Omit<StoredMessage, 'id' | 'workspace' | 'channel'>>): Promise<boolean>;
  /** Removes a message and its translations and announces it; returns what was removed. */
  remove(id: string): Promise<StoredMessage | undefined>;
  /** The channel's messages, oldest first (at most `limit`, the newest ones). */
  list(workspace: string, channel: string, limit?: number): Promise<StoredMessage[]>;
  /**
   * Adds translations to the message `id` of this channel and announces it, in one round trip
   * (the message is not read back); false when the message is gone.
   */
  addTranslations(
    message: Pick<StoredMessage, 'id' | 'workspace' | 'channel'>,
    byLanguage: Record<string, string>,
  ): Promise<boolean>;
  /** Replaces every translation of a message (an edit re-translated it; empty: none left). */
  replaceTranslations(id: string, byLanguage: Record<string, string>): Promise<void>;
  translations(ids: string[]): Promise<Map<string, Record<string, string>>>;
  addMember(workspace: string, channel: string, user: string): Promise<void>;
  /** Tells open pages the channel's members changed (one joined, one changed how they read). */
  announceMembers(workspace: string, channel: string): Promise<void>;
  members(workspace: string, channel: string): Promise<string[]>;
  /**
   * Hears every change (from any process) in the order published; `onResync` after a reconnection
   * (what was published meanwhile never arrived). Returns how to stop listening.
   */
  subscribe(onChange: (change: WebChatChange) => void, onResync: () => void): Promise<() => Promise<void>>;
}

export class RedisWebChatStore implements WebChatStore {
  constructor(
    private readonly redis: Redis,
    private readonly keys: Keyspace = dubashKeys,
  ) {}

  /** The pub/sub channel that carries `{workspace, channel, id}` of each new or changed message. */
  private get eventsChannel(): string {
    return this.keys.local.events;
  }

  private msgKey = (id: string) => this.keys.local.message(id);
  private chanKey = (ws: string, ch: string) => this.keys.local.channel(ws, ch);
  private trKey = (id: string) => this.keys.local.translations(id);
  private fileKey = (id: string) => this.keys.local.file(id);
  private fileMetaKey = (id: string) => this.keys.local.fileMeta(id);
  private membersKey = (ws: string, ch: string) => this.keys.local.members(ws, ch);
  private clientKey = (ws: string, ch: string, clientId: string) => this.keys.local.client(ws, ch, clientId);

  async legacyFile(id: string): Promise<LegacyFile | undefined> {
    const [data, meta] = await Promise.all([
      this.redis.getBuffer(this.fileKey(id)),
      this.redis.get(this.fileMetaKey(id)),
    ]);
    return data && meta ? { data, meta } : undefined;
  }

  async add(
    message: StoredMessage,
    clientId?: string,
  ): Promise<{ message: StoredMessage; created: boolean }> {
    if (clientId) {
      const key = this.clientKey(message.workspace, message.channel, clientId);
      const claimed = await this.redis.set(key, message.id, 'EX', 7 * 86_400, 'NX');
      if (claimed !== 'OK') {
        const existing = await this.get((await this.redis.get(key)) ?? '');
        if (existing) return { message: existing, created: false };
      }
    }
    // One script (atomic, like a MULTI, and one command on the wire): stored, listed, its sender a
    // member, and announced only once it is stored.
    await this.redis.eval(
      ADD_SCRIPT,
      4,
      this.msgKey(message.id),
      this.chanKey(message.workspace, message.channel),
      this.membersKey(message.workspace, message.channel),
      this.eventsChannel,
      JSON.stringify(message),
      message.id,
      CHANNEL_LENGTH,
      message.bot ? '' : message.user,
      this.announcement(message.workspace, message.channel, message.id, false),
      this.keys.local.prefix,
      this.membersAnnouncement(message.workspace, message.channel),
      TRIM_BATCH,
    );
    return { message, created: true };
  }

  async get(id: string): Promise<StoredMessage | undefined> {
    if (!id) return undefined;
    const raw = await this.redis.get(this.msgKey(id));
    return raw ? (JSON.parse(raw) as StoredMessage) : undefined;
  }

  /** Replaces a message's content (the bot editing its progress notice into a result). */
  async update(
    id: string,
    patch: Partial<Omit<StoredMessage, 'id' | 'workspace' | 'channel'>>,
  ): Promise<boolean> {
    const current = await this.get(id);
    if (!current) return false;
    const next: StoredMessage = { ...current, ...patch, editedAt: Date.now() };
    await this.redis.set(this.msgKey(id), JSON.stringify(next));
    await this.announce(next);
    return true;
  }

  async remove(id: string): Promise<StoredMessage | undefined> {
    const current = await this.get(id);
    if (!current) return undefined;
    await this.redis
      .multi()
      .del(this.msgKey(id), this.trKey(id))
      .lrem(this.chanKey(current.workspace, current.channel), 0, id)
      .exec();
    await this.publish(current.workspace, current.channel, id, true);
    return current;
  }

  /** The channel's messages, oldest first (at most `limit`, the newest ones). */
  async list(workspace: string, channel: string, limit = 500): Promise<StoredMessage[]> {
    const ids = await this.redis.lrange(this.chanKey(workspace, channel), -limit, -1);
    if (ids.length === 0) return [];
    const raws = await this.redis.mget(...ids.map(this.msgKey));
    return raws.filter((r): r is string => r !== null).map((r) => JSON.parse(r) as StoredMessage);
  }

  async addTranslations(
    message: Pick<StoredMessage, 'id' | 'workspace' | 'channel'>,
    byLanguage: Record<string, string>,
  ): Promise<boolean> {
    if (Object.keys(byLanguage).length === 0) return (await this.redis.exists(this.msgKey(message.id))) === 1;
    const added = await this.redis.eval(
      ADD_TRANSLATIONS_SCRIPT,
      3,
      this.trKey(message.id),
      this.eventsChannel,
      this.msgKey(message.id),
      this.announcement(message.workspace, message.channel, message.id, false),
      ...Object.entries(byLanguage).flat(),
    );
    return added === 1;
  }

  /** Replaces every translation of a message (an edit re-translated it; empty: none left). */
  async replaceTranslations(id: string, byLanguage: Record<string, string>): Promise<void> {
    const tx = this.redis.multi().del(this.trKey(id));
    if (Object.keys(byLanguage).length) tx.hset(this.trKey(id), byLanguage);
    await tx.exec();
    const message = await this.get(id);
    if (message) await this.announce(message);
  }

  async translations(ids: string[]): Promise<Map<string, Record<string, string>>> {
    const out = new Map<string, Record<string, string>>();
    if (ids.length === 0) return out;
    const pipe = this.redis.pipeline();
    for (const id of ids) pipe.hgetall(this.trKey(id));
    const results = (await pipe.exec()) ?? [];
    results.forEach(([err, value], i) => {
      const map = value as Record<string, string> | null;
      if (!err && map && Object.keys(map).length > 0) out.set(ids[i] as string, map);
    });
    return out;
  }

  async addMember(workspace: string, channel: string, user: string): Promise<void> {
    if (await this.redis.sadd(this.membersKey(workspace, channel), user))
      await this.announceMembers(workspace, channel);
  }

  /** Tells open pages the channel's members changed (one joined, one changed how they read). */
  async announceMembers(workspace: string, channel: string): Promise<void> {
    await this.redis.publish(this.eventsChannel, this.membersAnnouncement(workspace, channel));
  }

  async members(workspace: string, channel: string): Promise<string[]> {
    return (await this.redis.smembers(this.membersKey(workspace, channel))).sort();
  }

  async subscribe(
    onChange: (change: WebChatChange) => void,
    onResync: () => void,
  ): Promise<() => Promise<void>> {
    const sub = duplicateClient(this.redis);
    await sub.subscribe(this.eventsChannel);
    sub.on('ready', onResync);
    sub.on('message', (_channel, raw: string) => {
      let change: WebChatChange;
      try {
        change = JSON.parse(raw) as WebChatChange;
      } catch {
        return; // not one of ours
      }
      onChange(change);
    });
    return async () => {
      await sub.quit().catch(() => sub.disconnect());
    };
  }

  private announce(m: StoredMessage): Promise<void> {
    return this.publish(m.workspace, m.channel, m.id, false);
  }

  private async publish(workspace: string, channel: string, id: string, deleted: boolean): Promise<void> {
    await this.redis.publish(this.eventsChannel, this.announcement(workspace, channel, id, deleted));
  }

  private announcement(workspace: string, channel: string, id: string, deleted: boolean): string {
    return JSON.stringify({ workspace, channel, id, deleted });
  }

  private membersAnnouncement(workspace: string, channel: string): string {
    return JSON.stringify({ workspace, channel, members: true });
  }
}
