// Display names of bridged members, for their mentions on the other side (the name only, for a
// while). The workspace is the hash tag: one MGET reads the names of a message's mentions.
import { keys as dubashKeys, type Keyspace, type WorkspaceRef } from '../keys.js';
import type { RedisClient as Redis } from '../redis.js';

export interface MemberNames {
  remember(workspace: WorkspaceRef, member: string, name: string, ttlS: number): Promise<void>;
  /** Each member's name, null where none is known; one round trip. */
  names(workspace: WorkspaceRef, members: string[]): Promise<(string | null)[]>;
}

export class RedisMemberNames implements MemberNames {
  constructor(
    private readonly redis: Redis,
    private readonly keys: Keyspace = dubashKeys,
  ) {}

  async remember(workspace: WorkspaceRef, member: string, name: string, ttlS: number): Promise<void> {
    await this.redis.set(this.keys.bridge.name(workspace, member), name, 'EX', ttlS);
  }

  async names(workspace: WorkspaceRef, members: string[]): Promise<(string | null)[]> {
    if (members.length === 0) return [];
    return this.redis.mget(...members.map((m) => this.keys.bridge.name(workspace, m)));
  }
}
