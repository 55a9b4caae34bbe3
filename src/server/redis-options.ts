// How the bot's own Redis connections ride out a Redis that restarts (a redeploy, a crash and
// restart with appendonly): commands wait in ioredis' offline queue and are sent again once it is
// back, instead of failing after a few hundred milliseconds (ioredis' 3 retries of 50–150 ms).
import type { RedisOptions } from 'ioredis';

/** Reconnect every 0.2 s, 0.4 s … up to 2 s apart. */
const retryStrategy = (times: number) => Math.min(times * 200, 2_000);

/**
 * Options of the command connections at the composition root: a command fails only after 20
 * reconnection attempts (about 30 s without Redis), and the commands sent but not answered when
 * the connection dropped are sent again (ioredis' autoResendUnfulfilledCommands, on by default).
 */
export const commandRedisOptions: RedisOptions = {
  maxRetriesPerRequest: 20,
  retryStrategy,
};
