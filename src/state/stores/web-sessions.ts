// The web chat's sign-ins: sessions (the member each one is of, by a digest of its token and the
// password it was opened with) and the count of wrong passwords per client address.
import { keys as dubashKeys, type Keyspace } from '../keys.js';
import { randomToken } from '../random.js';
import type { RedisClient as Redis } from '../redis.js';

/**
 * Counts one sign-in attempt of an address and says whether it may count: one Redis step, so
 * 200 attempts at once are admitted one by one and the 11th on is refused (a GET before the check
 * and an INCR after it let all 200 through). The answer is kept under the call's own token: when
 * a connection drops after Redis ran the step, ioredis sends it again, and the re-sent step gives
 * the first one's answer instead of counting one wrong password twice. KEYS[1] the counter,
 * KEYS[2] this call's answer; ARGV: the most wrong passwords, 1 if this one is wrong, the window
 * in seconds, how long the answer is kept. Returns -1 when the address is locked.
 */
const COUNT_ATTEMPT = `
local kept = redis.call('GET', KEYS[2])
if kept then return tonumber(kept) end
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then
  n = -1
elseif ARGV[2] == '1' then
  n = redis.call('INCR', KEYS[1])
  redis.call('EXPIRE', KEYS[1], ARGV[3])
end
redis.call('SET', KEYS[2], n, 'EX', ARGV[4])
return n
`;

/** How long a call's answer is kept: longer than ioredis takes to reconnect and send it again. */
const CALL_TTL_S = 120;

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
    const call = this.keys.local.loginAttempt(address, randomToken());
    return Number(
      await this.redis.eval(COUNT_ATTEMPT, 2, failures, call, max, wrong ? '1' : '0', windowS, CALL_TTL_S),
    );
  }
}
