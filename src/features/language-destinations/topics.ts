// Per-language topics: in a chat with topics (a Telegram forum group) whose channel settings ask for
// it (`/settings channel translate topics on`, autoTranslate.topics), each language has a topic
// named after it. It is made once per chat and language through the adapter's `createTopic`
// capability and its id kept in the store, so every process finds it.
import type { PlatformAdapter } from '../../core/adapter.js';
import type { ConversationRef } from '../../core/ids.js';
import { languageName } from '../../language/names.js';
import type { DestinationStore } from '../../state/stores/destinations.js';

export class LanguageTopics {
  /** creations in flight, so two messages at once make one topic */
  private readonly creating = new Map<string, Promise<string | undefined>>();

  constructor(private readonly store: DestinationStore) {}

  /** The topic of `lang` in the chat, made when missing; undefined when the chat has no topics. */
  async topicFor(adapter: PlatformAdapter, c: ConversationRef, lang: string): Promise<string | undefined> {
    const known = await this.store.topic(c, lang);
    if (known) return known;
    const key = `${c.platform}:${c.channelId}:${lang}`;
    let pending = this.creating.get(key);
    if (!pending) {
      pending = this.create(adapter, c, lang).finally(() => this.creating.delete(key));
      this.creating.set(key, pending);
    }
    return pending;
  }

  /** The topic was deleted by hand: forgotten, so the next post makes a new one. */
  forget(c: ConversationRef, lang: string): Promise<void> {
    return this.store.forgetTopic(c, lang);
  }

  private async create(adapter: PlatformAdapter, c: ConversationRef, lang: string) {
    const { threadId: _, ...chat } = c;
    const id = await adapter.createTopic?.(chat, languageName(lang).slice(0, 128));
    if (id !== undefined) await this.store.setTopic(c, lang, id);
    return id;
  }
}
