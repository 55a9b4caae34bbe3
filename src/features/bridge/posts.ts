// Which bridged post carries which source message, ids only (never text), 48 hours like the
// bot's answers (src/core/sent.ts): an edit of the source edits every copy, a delete deletes them,
// and a reply to any copy replies to the right message on every other side. A message's "origin"
// is the member's own message; every copy points back to it.

import { type ConversationRef, decodeConversation, encodeConversation } from '../../core/ids.js';
import { keys as dubashKeys, type Keyspace } from '../../state/keys.js';
import type { RedisClient as Redis } from '../../state/redis.js';
import { channelOf } from './store.js';

export const POSTS_TTL_S = 48 * 3_600;

export interface Origin {
  conversation: ConversationRef;
  messageId: string;
}

const enc = (ref: ConversationRef) => encodeConversation(channelOf(ref));

export class BridgePosts {
  constructor(
    private readonly redis: Redis,
    private readonly keys: Keyspace = dubashKeys,
  ) {}

  private copiesKey = (o: Origin) => this.keys.bridge.copies(channelOf(o.conversation), o.messageId);
  private originKey = (ref: ConversationRef, id: string) => this.keys.bridge.origin(channelOf(ref), id);
  private crossedKey = (bridge: string, ref: ConversationRef, key: string) =>
    this.keys.bridge.crossed(bridge, channelOf(ref), key);

  /**
   * True the first time this event of this message crosses the bridge: a platform that redelivers
   * (Slack retries, a Telegram update fetched twice) does not post it twice (SET NX).
   */
  async firstCrossing(bridge: string, ref: ConversationRef, key: string): Promise<boolean> {
    return (await this.redis.set(this.crossedKey(bridge, ref, key), '1', 'EX', POSTS_TTL_S, 'NX')) === 'OK';
  }

  /** The member's message a message is (itself, when it is not a bridged copy). */
  async originOf(ref: ConversationRef, messageId: string): Promise<Origin> {
    const raw = await this.redis.get(this.originKey(ref, messageId));
    if (!raw) return { conversation: channelOf(ref), messageId };
    const cut = raw.lastIndexOf('|');
    return { conversation: decodeConversation(raw.slice(0, cut)), messageId: raw.slice(cut + 1) };
  }

  /** The copies of an origin: channel → its message ids there. */
  async copies(origin: Origin): Promise<Map<string, string[]>> {
    const all = await this.redis.hgetall(this.copiesKey(origin));
    return new Map(Object.entries(all).map(([conv, ids]) => [conv, ids.split(',')]));
  }

  /** The message standing for `origin` in `ref`: the origin itself there, else its first copy. */
  async counterpart(origin: Origin, ref: ConversationRef): Promise<string | undefined> {
    if (enc(origin.conversation) === enc(ref)) return origin.messageId;
    const ids = await this.redis.hget(this.copiesKey(origin), enc(ref));
    return ids?.split(',')[0] || undefined;
  }

  /** Adds copies of `origin` in `ref` (a message's text and its media are copies of one origin). */
  async record(origin: Origin, ref: ConversationRef, ids: string[]): Promise<void> {
    if (!ids.length) return;
    const back = `${enc(origin.conversation)}|${origin.messageId}`;
    const had = (await this.redis.hget(this.copiesKey(origin), enc(ref)))?.split(',').filter(Boolean) ?? [];
    const all = [...new Set([...had, ...ids])];
    // The copies' pointers back, then the origin's list (a MULTI on its one key): the two lie in
    // different cluster slots (tagged by channel), so no one transaction can hold both.
    const pointers: string[] = [];
    for (const id of ids) {
      pointers.push(id);
      // A Discord webhook post (`w:CHANNEL:MESSAGE`) and a Slack file (`file:F…@TS`) are answered
      // by their bare message id.
      const bare = /^w:\d+:(\d+)$/.exec(id)?.[1] ?? /^file:[^@]+@(\d+\.\d+)$/.exec(id)?.[1];
      if (bare) pointers.push(bare);
    }
    await Promise.all(pointers.map((id) => this.redis.set(this.originKey(ref, id), back, 'EX', POSTS_TTL_S)));
    await this.redis
      .multi()
      .hset(this.copiesKey(origin), enc(ref), all.join(','))
      .expire(this.copiesKey(origin), POSTS_TTL_S)
      .exec();
  }

  async forget(origin: Origin): Promise<void> {
    await this.redis.del(this.copiesKey(origin));
  }
}
