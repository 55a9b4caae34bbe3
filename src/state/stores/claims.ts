// "First one to get here": a key set once, with a token per call. ioredis sends a call again when
// a dropped connection lost its answer (Redis may have run it): the token tells that replay of
// this caller's own claim (still its) from another caller's claim (not its). A plain SET NX would
// take the replay for another caller, and what it guards (an event, a notice, a post) would be
// dropped.

import { randomToken } from '../random.js';
import type { RedisClient as Redis } from '../redis.js';

/**
 * KEYS: the claim; ARGV: this call's value (its token), TTL in milliseconds (0: none). 1: the
 * claim is this call's (set now, or set by this same call before its answer was lost).
 */
const CLAIM_SCRIPT = `
local held = redis.call('GET', KEYS[1])
if held == false then
  if ARGV[2] == '0' then redis.call('SET', KEYS[1], ARGV[1])
  else redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
  return 1
end
if held == ARGV[1] then return 1 end
return 0
`;

export interface ClaimOptions {
  /** how long the claim holds, in ms; absent: for ever */
  ttlMs?: number;
  /** what the key holds: a prefix the caller may recognise (`posting`), then the call's token */
  prefix?: string;
  /** what the key holds instead, when the caller has a value no other call uses (a new bridge's id) */
  value?: string;
}

/** True when this call is the first to claim `key` (within `ttlS` seconds; 0: for ever). */
export async function claimOnce(redis: Redis, key: string, ttlS: number): Promise<boolean> {
  return claim(redis, key, ttlS > 0 ? { ttlMs: ttlS * 1_000 } : {});
}

/** True when this call is the first to claim `key`, whose value is then `value`, or `prefix` + a token. */
export async function claim(redis: Redis, key: string, opts: ClaimOptions = {}): Promise<boolean> {
  const value = opts.value ?? `${opts.prefix ?? ''}${randomToken()}`;
  return (await redis.eval(CLAIM_SCRIPT, 1, key, value, Math.max(0, Math.ceil(opts.ttlMs ?? 0)))) === 1;
}
