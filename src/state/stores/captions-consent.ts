// Who agreed to be captioned, per workspace: one Redis set of member ids per workspace, kept until
// the member says `/captions consent off`. Asked at the start of every utterance, so a consent given
// during a session counts from the member's next utterance and a withdrawal stops the next one.

import { type ConversationRef, keys as dubashKeys, type Keyspace, type WorkspaceRef } from '../keys.js';
import type { RedisClient as Redis } from '../redis.js';

export interface CaptionsConsent {
  set(ref: ConversationRef, member: string, on: boolean): Promise<void>;
  has(ref: ConversationRef, member: string): Promise<boolean>;
  /** The members of `members` who consented (one round trip). */
  among(ref: ConversationRef, members: string[]): Promise<Set<string>>;
}

export class ConsentStore implements CaptionsConsent {
  constructor(
    private readonly redis: Redis,
    private readonly keys: Keyspace = dubashKeys,
  ) {}

  private key(ref: WorkspaceRef): string {
    return this.keys.captionsConsent(ref);
  }

  async set(ref: ConversationRef, member: string, on: boolean): Promise<void> {
    if (on) await this.redis.sadd(this.key(ref), member);
    else await this.redis.srem(this.key(ref), member);
  }

  async has(ref: ConversationRef, member: string): Promise<boolean> {
    return (await this.redis.sismember(this.key(ref), member)) === 1;
  }

  /** The members of `members` who consented (one round trip). */
  async among(ref: ConversationRef, members: string[]): Promise<Set<string>> {
    if (members.length === 0) return new Set();
    const flags = await this.redis.smismember(this.key(ref), ...members);
    return new Set(members.filter((_, i) => flags[i] === 1));
  }
}
