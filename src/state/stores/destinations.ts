// What the language-destinations feature keeps (src/features/language-destinations): each chat's
// per-language topic ids, and the posts of one answer placed elsewhere (mirror channels, topics)
// under the answer's handle, so an edit or a delete reaches them from any process (48 h, like the
// bot's sent-map). Without Redis (tests, one process) it lives in memory. Records an older dubash
// kept per platform (Telegram's topic posts, Discord's mirror posts) were converted to these at
// start (src/state/older-records.ts), so only this shape is read.
import { type ConversationRef, keys as dubashKeys, type Keyspace } from '../keys.js';
import type { RedisClient } from '../redis.js';

/** One language's messages in one place; `lang` is REST_OF for the reply of the languages left. */
export interface PlacedPost {
  lang: string;
  where: ConversationRef;
  ids: string[];
}

export const REST_OF = '*';
const TTL_S = 48 * 3_600;

export class DestinationStore {
  private readonly memory = new Map<string, string>();

  constructor(
    private readonly redis?: RedisClient,
    private readonly keys: Keyspace = dubashKeys,
  ) {}

  private async get(key: string): Promise<string | undefined> {
    if (!this.redis) return this.memory.get(key);
    return (await this.redis.get(key)) ?? undefined;
  }

  private async del(key: string): Promise<void> {
    this.memory.delete(key);
    await this.redis?.del(key);
  }

  // ---------- topics ----------
  private topicKey = (c: ConversationRef, lang: string) => this.keys.telegram.topic(c.channelId, lang);

  topic(c: ConversationRef, lang: string): Promise<string | undefined> {
    return this.get(this.topicKey(c, lang));
  }

  async setTopic(c: ConversationRef, lang: string, id: string): Promise<void> {
    if (this.redis) await this.redis.set(this.topicKey(c, lang), id);
    else this.memory.set(this.topicKey(c, lang), id);
  }

  forgetTopic(c: ConversationRef, lang: string): Promise<void> {
    return this.del(this.topicKey(c, lang));
  }

  // ---------- an answer's posts ----------
  /** The posts recorded under the answer `handle` in the conversation's channel. */
  async posts(c: ConversationRef, handle: string): Promise<PlacedPost[] | undefined> {
    const raw = await this.get(this.keys.destinations(c, handle));
    return raw ? (JSON.parse(raw) as PlacedPost[]) : undefined;
  }

  /** Records the posts under `handle` (none: forgets them), and `handle` as the answer to `source`. */
  async record(c: ConversationRef, handle: string, posts: PlacedPost[], source?: string): Promise<void> {
    const key = this.keys.destinations(c, handle);
    if (!posts.length) return this.del(key);
    await this.put(key, JSON.stringify(posts));
    if (source) await this.put(this.keys.destinationOf(c, source), handle);
  }

  /** The answer recorded for `source`, while its posts are recorded. */
  async answerTo(c: ConversationRef, source: string): Promise<string | undefined> {
    const handle = await this.get(this.keys.destinationOf(c, source));
    return handle && (await this.get(this.keys.destinations(c, handle))) ? handle : undefined;
  }

  private async put(key: string, value: string): Promise<void> {
    if (this.redis) await this.redis.set(key, value, 'EX', TTL_S);
    else this.memory.set(key, value);
  }
}
