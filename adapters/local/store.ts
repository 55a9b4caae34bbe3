// The local chat's own "platform": messages, files and per-language translations in Redis, so the
// web process and any worker process see the same chat. Changes are announced on a pub/sub channel.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReplyActions } from '../../src/core/reply.js';
import { keys as dubashKeys, type Keyspace } from '../../src/state/keys.js';
import type { RedisClient as Redis } from '../../src/state/redis.js';
import { AttachmentStore, type FileMeta } from './attachments.js';
import { newId } from './ids.js';

export type { FileMeta } from './attachments.js';

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
  actions?: ReplyActions;
}

/** How many messages a channel keeps. */
const CHANNEL_LENGTH = 2_000;

/**
 * KEYS: message, channel list, channel members, events channel; ARGV: message JSON, id, channel
 * length, sender ('' for the bot, who is no member), announcement, key prefix, announcement of the
 * members (a new one joined by posting). Messages pushed out of the channel go with their
 * translations (their keys are built from the prefix: every web chat key has the one hash tag).
 * A message id is new at each add, so a message already there is this same call sent again after
 * a dropped connection (Redis ran it, the answer was lost): it is not listed or announced twice.
 */
const ADD_SCRIPT = `
if not redis.call('SET', KEYS[1], ARGV[1], 'NX') then return 0 end
redis.call('RPUSH', KEYS[2], ARGV[2])
local over = redis.call('LLEN', KEYS[2]) - tonumber(ARGV[3])
if over > 0 then
  for _, old in ipairs(redis.call('LRANGE', KEYS[2], 0, over - 1)) do
    redis.call('DEL', ARGV[6] .. 'msg:' .. old, ARGV[6] .. 'tr:' .. old)
  end
end
redis.call('LTRIM', KEYS[2], -tonumber(ARGV[3]), -1)
if ARGV[4] ~= '' and redis.call('SADD', KEYS[3], ARGV[4]) == 1 then redis.call('PUBLISH', KEYS[4], ARGV[7]) end
redis.call('PUBLISH', KEYS[4], ARGV[5])
return 1
`;

/** KEYS: translations hash, events channel; ARGV: announcement, then language, text pairs. */
const ADD_TRANSLATIONS_SCRIPT = `
redis.call('HSET', KEYS[1], unpack(ARGV, 2))
redis.call('PUBLISH', KEYS[2], ARGV[1])
return 1
`;

export class LocalStore {
  /** Where attachments live (on disk, never in Redis); `npm start` puts them under DATA_DIR. */
  files = new AttachmentStore({ dir: join(tmpdir(), 'dubash-attachments') });

  constructor(
    readonly redis: Redis,
    readonly keys: Keyspace = dubashKeys,
  ) {}

  /** Keeps attachments in `files` from now on (the composition root's DATA_DIR and quotas). */
  useFiles(files: AttachmentStore): void {
    this.files.close();
    this.files = files;
  }

  /** The pub/sub channel that carries `{workspace, channel, id}` of each new or changed message. */
  get eventsChannel(): string {
    return this.keys.local.events;
  }

  private msgKey = (id: string) => this.keys.local.message(id);
  private chanKey = (ws: string, ch: string) => this.keys.local.channel(ws, ch);
  private trKey = (id: string) => this.keys.local.translations(id);
  private fileKey = (id: string) => this.keys.local.file(id);
  private fileMetaKey = (id: string) => this.keys.local.fileMeta(id);
  private membersKey = (ws: string, ch: string) => this.keys.local.members(ws, ch);
  private clientKey = (ws: string, ch: string, clientId: string) => this.keys.local.client(ws, ch, clientId);

  /** Files the bot's reply bytes in `workspace` (they expire, and count, like uploads). */
  async saveFile(data: Buffer, meta: FileMeta, workspace?: string): Promise<string> {
    return this.files.put(data, meta, workspace);
  }

  async file(id: string): Promise<{ data: Buffer; meta: FileMeta } | undefined> {
    if (this.files.owns(id)) return this.files.get(id);
    // Files of chats from before attachments moved to disk, still in Redis.
    const [data, meta] = await Promise.all([
      this.redis.getBuffer(this.fileKey(id)),
      this.redis.get(this.fileMetaKey(id)),
    ]);
    if (!data || !meta) return undefined;
    return { data, meta: JSON.parse(meta) as FileMeta };
  }

  /**
   * Stores a new message. With `clientId` (a sender's idempotency key) a second post of the same
   * clientId returns the first message instead of storing another: `created` tells which.
   */
  async add(
    msg: Omit<StoredMessage, 'id' | 'createdAt'>,
    clientId?: string,
  ): Promise<{ message: StoredMessage; created: boolean }> {
    const message: StoredMessage = { ...msg, id: newId('m'), createdAt: Date.now() };
    if (clientId) {
      const key = this.clientKey(msg.workspace, msg.channel, clientId);
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
      this.chanKey(msg.workspace, msg.channel),
      this.membersKey(msg.workspace, msg.channel),
      this.eventsChannel,
      JSON.stringify(message),
      message.id,
      CHANNEL_LENGTH,
      msg.bot ? '' : msg.user,
      this.announcement(message.workspace, message.channel, message.id, false),
      this.keys.local.prefix,
      this.membersAnnouncement(msg.workspace, msg.channel),
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

  async remove(id: string): Promise<boolean> {
    const current = await this.get(id);
    if (!current) return false;
    await this.redis
      .multi()
      .del(this.msgKey(id), this.trKey(id))
      .lrem(this.chanKey(current.workspace, current.channel), 0, id)
      .exec();
    // A deleted message's files go with it (and give their room back to the workspace).
    for (const a of current.attachments) await this.files.remove(a.fileId);
    await this.publish(current.workspace, current.channel, id, true);
    return true;
  }

  /** The channel's messages, oldest first (at most `limit`, the newest ones). */
  async list(workspace: string, channel: string, limit = 500): Promise<StoredMessage[]> {
    const ids = await this.redis.lrange(this.chanKey(workspace, channel), -limit, -1);
    if (ids.length === 0) return [];
    const raws = await this.redis.mget(...ids.map(this.msgKey));
    return raws.filter((r): r is string => r !== null).map((r) => JSON.parse(r) as StoredMessage);
  }

  /** Adds translations to `message` (just read by the caller) and announces it, in one round trip. */
  async addTranslations(message: StoredMessage, byLanguage: Record<string, string>): Promise<void> {
    if (Object.keys(byLanguage).length === 0) return;
    await this.redis.eval(
      ADD_TRANSLATIONS_SCRIPT,
      2,
      this.trKey(message.id),
      this.eventsChannel,
      this.announcement(message.workspace, message.channel, message.id, false),
      ...Object.entries(byLanguage).flat(),
    );
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
