// The web chat's sign-ins: sessions (the member each one is of, by a digest of its token and the
// password it was opened with) and the count of wrong passwords per client address.
import { keys as dubashKeys, type Keyspace } from '../keys.js';
import type { RedisClient as Redis } from '../redis.js';

/**
 * Counts one sign-in attempt of an address and says whether it may count: one Redis step, so
 * 200 attempts at once are admitted one by one and the 11th on is refused (a GET before the check
 * and an INCR after it let all 200 through). KEYS[1] the counter; ARGV: the most wrong passwords,
 * 1 if this one is wrong, the window in seconds. Returns -1 when the address is locked.
 */
const COUNT_ATTEMPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then return -1 end
if ARGV[2] == '1' then
  n = redis.call('INCR', KEYS[1])
  redis.call('EXPIRE', KEYS[1], ARGV[3])
end
return n
`;

export interface WebSessions {
  /** The member of each session (by its digest, hex), null where there is none; one round trip. */
  find(digests: string[]): Promise<(string | null)[]>;
  open(digest: string, user: string, ttlS: number): Promise<void>;
  close(digests: string[]): Promise<void>;
  /**
   * Counts a sign-in attempt of `address` (a wrong one adds to its failures for `windowS`): -1 when
   * the address is locked (`max` failures already), else its failures so far.
   */
  countAttempt(address: string, wrong: boolean, max: number, windowS: number): Promise<number>;
}

export class RedisWebSessions implements WebSessions {
  constructor(
    private readonly redis: Redis,
    private readonly keys: Keyspace = dubashKeys,
  ) {}

  private key = (digest: string) => this.keys.local.session(digest);

  async find(digests: string[]): Promise<(string | null)[]> {
    if (digests.length === 0) return [];
    return this.redis.mget(...digests.map(this.key));
  }

  async open(digest: string, user: string, ttlS: number): Promise<void> {
    await this.redis.set(this.key(digest), user, 'EX', ttlS);
  }

  async close(digests: string[]): Promise<void> {
    if (digests.length > 0) await this.redis.del(...digests.map(this.key));
  }

  async countAttempt(address: string, wrong: boolean, max: number, windowS: number): Promise<number> {
    const failures = this.keys.local.loginFailures(address);
    return Number(await this.redis.eval(COUNT_ATTEMPT, 1, failures, max, wrong ? '1' : '0', windowS));
  }
}
