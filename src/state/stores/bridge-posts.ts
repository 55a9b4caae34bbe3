// Which bridged post carries which source message, ids only (never text): an origin's copies
// (encoded channel → its message ids), each copy's pointer back to its origin, and the crossings
// already made (a redelivered event does not cross twice). Channels come without their thread.
import { type ConversationRef, keys as dubashKeys, type Keyspace } from '../keys.js';
import type { RedisClient as Redis } from '../redis.js';
import { claimOnce } from './claims.js';

export interface BridgePostMap {
  /** True the first time (within `ttlS`) this event of this message crosses the bridge. */
  firstCrossing(bridge: string, channel: ConversationRef, what: string, ttlS: number): Promise<boolean>;
  /** The pointer back of a copy (`encoded channel|message id`), if it is one. */
  pointer(channel: ConversationRef, messageId: string): Promise<string | undefined>;
  setPointers(channel: ConversationRef, messageIds: string[], back: string, ttlS: number): Promise<void>;
  /** An origin's copies: encoded channel → comma-separated message ids. */
  copies(origin: ConversationRef, messageId: string): Promise<Record<string, string>>;
  copiesIn(origin: ConversationRef, messageId: string, channel: string): Promise<string | undefined>;
  /** Sets the copies in one channel and keeps the list `ttlS` more. */
  setCopies(
    origin: ConversationRef,
    messageId: string,
    channel: string,
    ids: string,
    ttlS: number,
  ): Promise<void>;
  forget(origin: ConversationRef, messageId: string): Promise<void>;
}

export class RedisBridgePosts implements BridgePostMap {
  constructor(
    private readonly redis: Redis,
    private readonly keys: Keyspace = dubashKeys,
  ) {}

  async firstCrossing(
    bridge: string,
    channel: ConversationRef,
    what: string,
    ttlS: number,
  ): Promise<boolean> {
    // A claim with a token per call: a replay after a lost answer still crosses (SET NX dropped it).
    return claimOnce(this.redis, this.keys.bridge.crossed(bridge, channel, what), ttlS);
  }

  async pointer(channel: ConversationRef, messageId: string): Promise<string | undefined> {
    return (await this.redis.get(this.keys.bridge.origin(channel, messageId))) ?? undefined;
  }

  async setPointers(
    channel: ConversationRef,
    messageIds: string[],
    back: string,
    ttlS: number,
  ): Promise<void> {
    await Promise.all(
      messageIds.map((id) => this.redis.set(this.keys.bridge.origin(channel, id), back, 'EX', ttlS)),
    );
  }

  copies(origin: ConversationRef, messageId: string): Promise<Record<string, string>> {
    return this.redis.hgetall(this.keys.bridge.copies(origin, messageId));
  }

  async copiesIn(origin: ConversationRef, messageId: string, channel: string): Promise<string | undefined> {
    return (await this.redis.hget(this.keys.bridge.copies(origin, messageId), channel)) ?? undefined;
  }

  async setCopies(
    origin: ConversationRef,
    messageId: string,
    channel: string,
    ids: string,
    ttlS: number,
  ): Promise<void> {
    const key = this.keys.bridge.copies(origin, messageId);
    await this.redis.multi().hset(key, channel, ids).expire(key, ttlS).exec();
  }

  async forget(origin: ConversationRef, messageId: string): Promise<void> {
    await this.redis.del(this.keys.bridge.copies(origin, messageId));
  }
}
