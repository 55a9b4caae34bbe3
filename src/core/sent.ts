// Which bot messages answer which source message, so an edit of the source edits them and a delete
// deletes them. Ids only, never text; forgotten after 48 hours (edits after that post anew).

import { keys as dubashKeys, type Keyspace } from '../state/keys.js';
import type { RedisClient as Redis } from '../state/redis.js';
import type { ConversationRef } from './ids.js';

const TTL_S = 48 * 3_600;

/**
 * KEYS: the list; ARGV: TTL, '1' to replace the list ('0': add to it), then the ids (none with
 * replace: the list is dropped).
 */
const SET_SCRIPT = `
if ARGV[2] == '1' then redis.call('DEL', KEYS[1]) end
if #ARGV > 2 then
  redis.call('RPUSH', KEYS[1], unpack(ARGV, 3))
  redis.call('EXPIRE', KEYS[1], ARGV[1])
end
return 1
`;

export class SentMap {
  constructor(
    private readonly redis: Redis,
    private readonly keys: Keyspace = dubashKeys,
  ) {}

  key(ref: ConversationRef, messageId: string): string {
    return this.keys.sent(ref, messageId);
  }

  /** The bot's message ids answering `messageId`, in the order they were posted. */
  async get(ref: ConversationRef, messageId: string): Promise<string[]> {
    return this.redis.lrange(this.key(ref, messageId), 0, -1);
  }

  /** Replaces the list (an edit may answer with more or fewer messages than before). */
  async set(ref: ConversationRef, messageId: string, ids: string[]): Promise<void> {
    // One script (atomic, like a MULTI, and one command on the wire).
    await this.redis.eval(SET_SCRIPT, 1, this.key(ref, messageId), TTL_S, '1', ...ids);
  }

  /**
   * Adds ids to the list: a new message's answers (nothing to replace, so no DEL on every event),
   * or a job's result posted later for the same source message.
   */
  async append(ref: ConversationRef, messageId: string, ids: string[]): Promise<void> {
    if (!ids.length) return;
    await this.redis.eval(SET_SCRIPT, 1, this.key(ref, messageId), TTL_S, '0', ...ids);
  }

  async drop(ref: ConversationRef, messageId: string): Promise<void> {
    await this.redis.del(this.key(ref, messageId));
  }
}
