// The bridges' links, so they survive restarts: which bridge a channel is in, the channels (legs)
// of each bridge with what each leg says (its admin, paused, mode), and the short-lived join codes.
// Channels come without their thread (a bridge links whole channels); a leg is named by its
// channel's encoded id (src/core/ids.ts), which the caller gives.
import { type ConversationRef, keys as dubashKeys, type Keyspace } from '../keys.js';
import type { RedisClient as Redis } from '../redis.js';
import { claim } from './claims.js';

export interface LegDoc {
  admin: string;
  paused?: 'admin' | 'refused';
  mode?: 'members';
}

export interface BridgeLinks {
  bridgeOf(channel: ConversationRef): Promise<string | undefined>;
  /** Links the channel to `bridge` unless it is linked already (then false): two admins, one wins. */
  link(channel: ConversationRef, bridge: string): Promise<boolean>;
  unlink(channel: ConversationRef): Promise<void>;
  /** encoded channel → its leg */
  legs(bridge: string): Promise<Map<string, LegDoc>>;
  putLeg(bridge: string, channel: string, leg: LegDoc): Promise<void>;
  removeLeg(bridge: string, channel: string): Promise<void>;
  putCode(code: string, bridge: string, ttlS: number): Promise<void>;
  codeBridge(code: string): Promise<string | undefined>;
  /** Spends a code: true for the one caller that deleted it. */
  spendCode(code: string): Promise<boolean>;
}

export class RedisBridgeLinks implements BridgeLinks {
  constructor(
    private readonly redis: Redis,
    private readonly keys: Keyspace = dubashKeys,
  ) {}

  async bridgeOf(channel: ConversationRef): Promise<string | undefined> {
    return (await this.redis.get(this.keys.bridge.of(channel))) ?? undefined;
  }

  async link(channel: ConversationRef, bridge: string): Promise<boolean> {
    // A claim holding the bridge id: ioredis sending this call again after a dropped connection
    // lost its answer finds its own link (SET NX would answer nil, and the admin would hear
    // "already bridged" with the link made and no leg). Bridge ids are random per bridge, so only a
    // caller holding that id (a join with its code) links to it.
    return claim(this.redis, this.keys.bridge.of(channel), { value: bridge });
  }

  async unlink(channel: ConversationRef): Promise<void> {
    await this.redis.del(this.keys.bridge.of(channel));
  }

  async legs(bridge: string): Promise<Map<string, LegDoc>> {
    const all = await this.redis.hgetall(this.keys.bridge.legs(bridge));
    return new Map(Object.entries(all).map(([channel, raw]) => [channel, JSON.parse(raw) as LegDoc]));
  }

  async putLeg(bridge: string, channel: string, leg: LegDoc): Promise<void> {
    const value = JSON.stringify({
      admin: leg.admin,
      ...(leg.paused ? { paused: leg.paused } : {}),
      ...(leg.mode ? { mode: leg.mode } : {}),
    });
    await this.redis.hset(this.keys.bridge.legs(bridge), channel, value);
  }

  async removeLeg(bridge: string, channel: string): Promise<void> {
    await this.redis.hdel(this.keys.bridge.legs(bridge), channel);
  }

  async putCode(code: string, bridge: string, ttlS: number): Promise<void> {
    await this.redis.set(this.keys.bridge.code(code), bridge, 'EX', ttlS);
  }

  async codeBridge(code: string): Promise<string | undefined> {
    return (await this.redis.get(this.keys.bridge.code(code))) ?? undefined;
  }

  async spendCode(code: string): Promise<boolean> {
    return (await this.redis.del(this.keys.bridge.code(code))) === 1;
  }
}
