// "First one to get here": a key set once, with a token per call. ioredis sends a call again when
// a dropped connection lost its answer (Redis may have run it): the token tells that replay of
// this caller's own claim (still its) from another caller's claim (not its). A plain SET NX would
// take the replay for another caller, and the event it guards would be dropped.

import { randomToken } from '../random.js';
import type { RedisClient as Redis } from '../redis.js';

/** KEYS: the claim; ARGV: this call's token, TTL in seconds. 1: the claim is this call's. */
const CLAIM_SCRIPT = `
local held = redis.call('GET', KEYS[1])
if held == false then
  redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
  return 1
end
if held == ARGV[1] then return 1 end
return 0
`;

/** True when this call is the first to claim `key` (within `ttlS` seconds). */
export async function claimOnce(redis: Redis, key: string, ttlS: number): Promise<boolean> {
  const token = randomToken();
  return (await redis.eval(CLAIM_SCRIPT, 1, key, token, ttlS)) === 1;
}
