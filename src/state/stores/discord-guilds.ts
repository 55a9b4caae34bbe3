// What the Discord adapter remembers of guilds and channels: the admins it has seen (the owner,
// members with Manage Channels/Server), the members who wrote in a channel lately (the member list
// itself needs a privileged intent), and the hash of the commands last registered.
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
}

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
}
