// What the language-destinations feature keeps (src/features/language-destinations): each chat's
// per-language topic ids, and the posts of one answer placed elsewhere (mirror channels, topics)
// under the answer's handle, so an edit or a delete reaches them from any process (48 h, like the
// bot's sent-map). Without Redis (tests, one process) it lives in memory. Records an older dubash
// kept per platform (Telegram's topic posts, Discord's mirror posts) are read until they expire.
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

/** Telegram's record before this store (adapters/telegram/topic-posts.ts): one entry per message. */
interface OldTopicPost {
  lang: string;
  thread?: number;
  message_id: number;
}

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
    if (raw) return JSON.parse(raw) as PlacedPost[];
    return this.older(c, handle);
  }

  /** Records the posts under `handle` (none: forgets them), and `handle` as the answer to `source`. */
  async record(c: ConversationRef, handle: string, posts: PlacedPost[], source?: string): Promise<void> {
    const key = this.keys.destinations(c, handle);
    await this.dropOlder(c, handle);
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

  /** The mirrors an older dubash kept in a hash of ids (language → channel id), before the setting. */
  async oldMirrors(c: ConversationRef): Promise<Record<string, string>> {
    return (await this.redis?.hgetall(this.keys.discord.mirrors(c))) ?? {};
  }

  async dropOldMirrors(c: ConversationRef): Promise<void> {
    await this.redis?.del(this.keys.discord.mirrors(c));
  }

  // ---------- records of an older dubash ----------
  private async older(c: ConversationRef, handle: string): Promise<PlacedPost[] | undefined> {
    if (!this.redis) return undefined;
    if (c.platform === 'telegram') {
      const raw = await this.redis.get(this.keys.telegram.topicPosts(c.channelId, handle));
      if (!raw) return undefined;
      const { threadId: _, ...chat } = c;
      const posts: PlacedPost[] = [];
      for (const p of JSON.parse(raw) as OldTopicPost[]) {
        const lang = p.lang === '*' ? REST_OF : p.lang;
        const where = p.thread === undefined ? c : { ...chat, threadId: String(p.thread) };
        const same = posts.find((q) => q.lang === lang);
        if (same) same.ids.push(String(p.message_id));
        else posts.push({ lang, where, ids: [String(p.message_id)] });
      }
      return posts;
    }
    if (c.platform === 'discord') {
      // `m:SOURCE` when every language went to a mirror, else the channel reply linked to the source
      const source = handle.startsWith('m:')
        ? handle.slice(2)
        : await this.redis.get(this.keys.discord.mirrorOf(handle));
      if (!source) return undefined;
      const mirrored = await this.redis.hgetall(this.keys.discord.mirrored(source));
      // a webhook post's id names its channel (`w:CHANNEL:MESSAGE`)
      const posts = Object.entries(mirrored).map(([lang, id]) => {
        const channelId = /^w:([^:]+):/.exec(id)?.[1] ?? c.channelId;
        return { lang, where: { platform: c.platform, workspaceId: c.workspaceId, channelId }, ids: [id] };
      });
      if (!handle.startsWith('m:')) posts.push({ lang: REST_OF, where: c, ids: [handle] });
      return posts;
    }
    return undefined;
  }

  private async dropOlder(c: ConversationRef, handle: string): Promise<void> {
    if (!this.redis) return;
    if (c.platform === 'telegram') await this.redis.del(this.keys.telegram.topicPosts(c.channelId, handle));
    if (c.platform !== 'discord') return;
    const source = handle.startsWith('m:')
      ? handle.slice(2)
      : await this.redis.get(this.keys.discord.mirrorOf(handle));
    if (!source) return;
    await this.redis.del(this.keys.discord.mirrored(source));
    await this.redis.del(this.keys.discord.mirrorOf(handle));
  }
}
