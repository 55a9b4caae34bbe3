// Per-language topics for auto-translation: in a chat with topics (a Telegram forum group) whose
// channel settings ask for it (`/settings channel translate topics on`, autoTranslate.topics), each
// language's translation goes to a topic named after the language. The topic is made once per chat
// and language through the adapter's `createTopic` capability, and its id kept in Redis, so every
// process finds it. A platform without topics (no createTopic) gets no topic: one reply instead.

import type { PlatformAdapter } from '../core/adapter.js';
import type { ConversationRef } from '../core/ids.js';
import { languageName } from '../language/names.js';
import { keys as dubashKeys, type Keyspace } from '../state/keys.js';
import type { RedisClient as Redis } from '../state/redis.js';

export class LanguageTopics {
  /** without Redis (tests, one process) the ids live here */
  private readonly memory = new Map<string, string>();
  /** creations in flight, so two messages at once make one topic */
  private readonly creating = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly createTopic: PlatformAdapter['createTopic'],
    private readonly redis?: Redis,
    private readonly keys: Keyspace = dubashKeys,
  ) {}

  private key = (c: ConversationRef, lang: string) => this.keys.telegram.topic(c.channelId, lang);

  /** The topic of `lang` in the chat, made when missing; undefined when the chat has no topics. */
  async topicFor(c: ConversationRef, lang: string): Promise<string | undefined> {
    const key = this.key(c, lang);
    const known = this.redis ? await this.redis.get(key) : this.memory.get(key);
    if (known) return known;
    let pending = this.creating.get(key);
    if (!pending) {
      pending = this.create(c, lang, key).finally(() => this.creating.delete(key));
      this.creating.set(key, pending);
    }
    return pending;
  }

  /** The topic was deleted by hand: forget it, so the next message makes a new one. */
  async forget(c: ConversationRef, lang: string): Promise<void> {
    const key = this.key(c, lang);
    this.memory.delete(key);
    await this.redis?.del(key);
  }

  private async create(c: ConversationRef, lang: string, key: string): Promise<string | undefined> {
    const { threadId: _, ...chat } = c;
    const id = await this.createTopic?.(chat, languageName(lang).slice(0, 128));
    if (id === undefined) return undefined;
    if (this.redis) await this.redis.set(key, id);
    else this.memory.set(key, id);
    return id;
  }
}
