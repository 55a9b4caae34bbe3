// Random bytes for tokens and ids on an event's way (claims, the admit token, web chat message ids),
// cut from a pool filled 4 KiB at a time: each call into the generator cost several microseconds,
// some 5% of the bot's CPU per event when made once per token. Each slice is used once, so the
// tokens are as random as before.
import { randomFillSync } from 'node:crypto';

const POOL_BYTES = 4_096;
const pool = Buffer.alloc(POOL_BYTES);
let used = POOL_BYTES;

/** `n` fresh random bytes (n ≤ 4,096), copied out of the pool. */
export function randomBytesPooled(n: number): Buffer {
  if (used + n > POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  const out = Buffer.from(pool.subarray(used, used + n));
  used += n;
  return out;
}

/** A URL-safe random token of `bytes` random bytes (base64url). */
export function randomToken(bytes = 9): string {
  return randomBytesPooled(bytes).toString('base64url');
}
