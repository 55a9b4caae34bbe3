// Per-language forum topics for auto-translation: in a forum group whose channel settings ask for it,
// each language's translation goes to a topic named after the language. The topic is created once
// per chat and language (createForumTopic) and its id kept in Redis, so every process finds it.
import type { Api } from 'grammy';
import { GrammyError } from 'grammy';
import { keys as dubashKeys, type Keyspace } from '../../src/state/keys.js';
import type { RedisClient as Redis } from '../../src/state/redis.js';
import { languageName } from '../../src/translation/names.js';

export class LanguageTopics {
  /** without Redis (tests, one process) the ids live here */
  private readonly memory = new Map<string, number>();
  /** creations in flight, so two messages at once make one topic */
  private readonly creating = new Map<string, Promise<number | undefined>>();

  constructor(
    private readonly api: Api,
    private readonly redis?: Redis,
    private readonly keys: Keyspace = dubashKeys,
  ) {}

  private key = (chat: number | string, lang: string) => this.keys.telegram.topic(chat, lang);

  /** The topic of `lang` in the chat, created when missing; undefined when the chat is not a forum. */
  async topicFor(chat: number | string, lang: string): Promise<number | undefined> {
    const key = this.key(chat, lang);
    const known = await this.cached(key);
    if (known !== undefined) return known;
    let pending = this.creating.get(key);
    if (!pending) {
      pending = this.create(chat, lang, key).finally(() => this.creating.delete(key));
      this.creating.set(key, pending);
    }
    return pending;
  }

  /** The topic was deleted by hand: forget it, so the next message makes a new one. */
  async forget(chat: number | string, lang: string): Promise<void> {
    const key = this.key(chat, lang);
    this.memory.delete(key);
    await this.redis?.del(key);
  }

  private async cached(key: string): Promise<number | undefined> {
    const raw = this.redis ? await this.redis.get(key) : this.memory.get(key);
    const id = Number(raw);
    return raw !== null && raw !== undefined && Number.isSafeInteger(id) ? id : undefined;
  }

  private async create(chat: number | string, lang: string, key: string): Promise<number | undefined> {
    try {
      const topic = await this.api.createForumTopic(chat, languageName(lang).slice(0, 128));
      const id = topic.message_thread_id;
      if (this.redis) await this.redis.set(key, String(id));
      else this.memory.set(key, id);
      return id;
    } catch (err) {
      // Not a forum, or no right to manage topics: the translations go out as one reply instead.
      if (err instanceof GrammyError && err.error_code === 400) return undefined;
      throw err;
    }
  }
}
