// Once-markers: "this was done already" for a while (a Slack event taken in, an OAuth state spent,
// the admins told of a missing right, a message translated by a reaction). Each kind of marker is
// named here with the key it lives under (src/state/keys.ts), so callers name what they mark, never
// a key.
import type { Keyspace } from '../keys.js';
import { keys as dubashKeys } from '../keys.js';
import type { RedisClient as Redis } from '../redis.js';
import { claimOnce } from './claims.js';

const kinds = (k: Keyspace) => ({
  /** a Slack event id taken in (Slack redelivers) */
  slackEvent: k.slack.event,
  /** a Slack OAuth state nonce, spent by the redirect that brings it back */
  slackOAuthState: k.slack.oauthState,
  /** the admins were told a Slack scope is missing */
  slackScopeTold: k.slack.scope,
  /** Slack refused chat:write.customize in a workspace: posts as the bot until the marker lapses */
  slackNoCustomize: k.slack.noCustomize,
  /** the admins were told of a missing Discord right in a channel */
  discordRightsTold: k.discord.rights,
  /** a Discord guild's preferred locale was taken as the workspace language (once ever) */
  discordLocaleDefault: k.discord.localeDefault,
  /** a message was translated into a language by a reaction */
  reaction: k.reaction,
});

type Kinds = ReturnType<typeof kinds>;
export type MarkKind = keyof Kinds;
/** What a marker of `K` is of: the arguments of its key. */
export type MarkOf<K extends MarkKind> = Parameters<Kinds[K]>;

export interface MarkOptions {
  /** how long the marker lives; absent: for ever */
  ttlS?: number;
}

export interface OnceMarks {
  /**
   * True when this call set the marker (it was not there). A claim with a token per call: a call
   * sent again after a dropped connection lost its answer is still the first (a plain SET NX would
   * take that replay for another caller, and drop what the marker guards: an event, a notice).
   */
  first<K extends MarkKind>(kind: K, of: MarkOf<K>, opts?: MarkOptions): Promise<boolean>;
  /** Drops a marker (the work it marked failed and may be tried again). */
  forget<K extends MarkKind>(kind: K, of: MarkOf<K>): Promise<void>;
  /** Sets a marker for `ms`, whether or not it was there. */
  set<K extends MarkKind>(kind: K, of: MarkOf<K>, ms: number): Promise<void>;
  /** Milliseconds the marker has left; 0 when it is not there. */
  left<K extends MarkKind>(kind: K, of: MarkOf<K>): Promise<number>;
}

export class RedisOnceMarks implements OnceMarks {
  private readonly kinds: Kinds;

  constructor(
    private readonly redis: Redis,
    keys: Keyspace = dubashKeys,
  ) {
    this.kinds = kinds(keys);
  }

  private key<K extends MarkKind>(kind: K, of: MarkOf<K>): string {
    return (this.kinds[kind] as (...a: MarkOf<K>) => string)(...of);
  }

  async first<K extends MarkKind>(kind: K, of: MarkOf<K>, opts: MarkOptions = {}): Promise<boolean> {
    return claimOnce(this.redis, this.key(kind, of), opts.ttlS ?? 0);
  }

  async forget<K extends MarkKind>(kind: K, of: MarkOf<K>): Promise<void> {
    await this.redis.del(this.key(kind, of));
  }

  async set<K extends MarkKind>(kind: K, of: MarkOf<K>, ms: number): Promise<void> {
    await this.redis.set(this.key(kind, of), '1', 'PX', ms);
  }

  async left<K extends MarkKind>(kind: K, of: MarkOf<K>): Promise<number> {
    return Math.max(0, await this.redis.pttl(this.key(kind, of)));
  }
}
