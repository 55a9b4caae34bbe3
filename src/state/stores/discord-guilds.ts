// What the Discord adapter remembers of guilds and channels: the admins it has seen (the owner,
// members with Manage Channels/Server), the members who wrote in a channel lately (the member list
// itself needs a privileged intent), and the hash of the commands last registered. And the one
// move of a DM's settings an older dubash kept under the workspace every DM shared (`dm`).
import { type ConversationRef, keys as dubashKeys, type Keyspace } from '../keys.js';
import type { RedisClient as Redis } from '../redis.js';

export interface DiscordGuildState {
  addAdmin(guild: string, member: string): Promise<void>;
  admins(guild: string): Promise<string[]>;
  /** `member` wrote in the channel: remembered for `ttlS` after their last message */
  seen(channel: ConversationRef, member: string, ttlS: number): Promise<void>;
  seenMembers(channel: ConversationRef): Promise<string[]>;
  commandsHash(app: string, scope: string): Promise<string | undefined>;
  setCommandsHash(app: string, scope: string, hash: string): Promise<void>;
  /**
   * Before each DM was a workspace of its own (`dm-CHANNEL`), every DM's settings lived under one
   * shared `dm`: the member's own document and the DM channel's move to the DM's workspace the first
   * time the member is seen there (a document already there, written since, wins).
   */
  adoptOlderDmSettings(dm: ConversationRef, member: string): Promise<void>;
}

/** DMs checked by this process: past this many the set starts again (a second check costs one MGET). */
const CHECKED_MAX = 50_000;

export class RedisDiscordGuilds implements DiscordGuildState {
  constructor(
    private readonly redis: Redis,
    private readonly keys: Keyspace = dubashKeys,
  ) {}

  async addAdmin(guild: string, member: string): Promise<void> {
    await this.redis.sadd(this.keys.discord.admins(guild), member);
  }

  admins(guild: string): Promise<string[]> {
    return this.redis.smembers(this.keys.discord.admins(guild));
  }

  async seen(channel: ConversationRef, member: string, ttlS: number): Promise<void> {
    const key = this.keys.discord.seen(channel);
    await this.redis.multi().sadd(key, member).expire(key, ttlS).exec();
  }

  seenMembers(channel: ConversationRef): Promise<string[]> {
    return this.redis.smembers(this.keys.discord.seen(channel));
  }

  async commandsHash(app: string, scope: string): Promise<string | undefined> {
    return (await this.redis.get(this.keys.discord.commandsHash(app, scope))) ?? undefined;
  }

  async setCommandsHash(app: string, scope: string, hash: string): Promise<void> {
    await this.redis.set(this.keys.discord.commandsHash(app, scope), hash);
  }

  private readonly checked = new Set<string>();

  async adoptOlderDmSettings(dm: ConversationRef, member: string): Promise<void> {
    const id = `${dm.channelId}:${member}`;
    if (this.checked.has(id)) return;
    const shared = { platform: dm.platform, workspaceId: 'dm', channelId: dm.channelId };
    // both old documents share the `dm` workspace's tag: one MGET, one DEL (one slot on a cluster)
    const from = [this.keys.settings.member(shared, member), this.keys.settings.channel(shared)] as const;
    const to = [this.keys.settings.member(dm, member), this.keys.settings.channel(dm)] as const;
    const docs = await this.redis.mget(...from);
    for (const [i, doc] of docs.entries()) if (doc !== null) await this.redis.set(to[i] as string, doc, 'NX');
    if (docs.some((d) => d !== null)) await this.redis.del(...from);
    if (this.checked.size >= CHECKED_MAX) this.checked.clear();
    this.checked.add(id);
  }
}
