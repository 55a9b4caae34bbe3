// The posts of one auto-translation into per-language forum topics: each language's text in its
// topic, and languages whose topic cannot be made together in one reply in the chat. The bot tracks
// only the first message id, so every post is remembered here under it (ids only, 48 h, like the
// bot's own sent-map): an edit rewrites each post in its own language, a delete removes them all.
import { type Api, GrammyError } from 'grammy';
import type { ConversationRef } from '../../src/core/ids.js';
import type { LanguageTopics } from '../../src/features/language-topics.js';
import { languageName } from '../../src/language/names.js';
import { keys as dubashKeys, type Keyspace } from '../../src/state/keys.js';
import type { RedisClient as Redis } from '../../src/state/redis.js';
import { chatIdOf, messageIdOf } from './ids.js';
import { htmlParts, MAX_TEXT, placement } from './render.js';

/** One message of the answer; `lang` is COMBINED for the reply of the languages without a topic. */
export interface TopicPost {
  lang: string;
  chat: number | string;
  thread?: number;
  message_id: number;
}

export const COMBINED = '*';
const TTL_S = 48 * 3_600;
const GONE = /thread not found|TOPIC_DELETED|TOPIC_ID_INVALID/i;

type Guard = <T>(conversation: ConversationRef, right: string, call: () => Promise<T>) => Promise<T>;

const isBadRequest = (err: unknown) => err instanceof GrammyError && err.error_code === 400;

/** A topic id as Telegram's message_thread_id. */
const threadNumber = (id: string | undefined): number | undefined => {
  const n = Number(id);
  return id !== undefined && Number.isSafeInteger(n) ? n : undefined;
};

export class TopicPosts {
  /** without Redis (tests, one process) the records live here */
  private readonly memory = new Map<string, TopicPost[]>();

  constructor(
    private readonly api: Api,
    private readonly topics: LanguageTopics,
    private readonly guard: Guard,
    private readonly redis?: Redis,
    private readonly keys: Keyspace = dubashKeys,
  ) {}

  private key = (conversation: ConversationRef, first: string) =>
    this.keys.telegram.topicPosts(chatIdOf(conversation), first);

  /** The posts answered under `first`, when it is the handle of a per-language answer. */
  async recorded(conversation: ConversationRef, first: string): Promise<TopicPost[] | undefined> {
    const key = this.key(conversation, first);
    if (!this.redis) return this.memory.get(key);
    const raw = await this.redis.get(key);
    return raw ? (JSON.parse(raw) as TopicPost[]) : undefined;
  }

  private async remember(conversation: ConversationRef, first: string, posts: TopicPost[]): Promise<void> {
    const key = this.key(conversation, first);
    if (!posts.length) {
      this.memory.delete(key);
      await this.redis?.del(key);
    } else if (this.redis) await this.redis.set(key, JSON.stringify(posts), 'EX', TTL_S);
    else this.memory.set(key, posts);
  }

  /**
   * Posts each translation into its language's topic; the first message's id, the handle of them
   * all. Undefined when the chat is no forum: the caller sends one combined reply instead.
   */
  async post(
    conversation: ConversationRef,
    translations: Record<string, string>,
    replyTo: string | undefined,
  ): Promise<string | undefined> {
    const posts = await this.write(conversation, translations, replyTo, []);
    const first = posts[0];
    if (!first) return undefined;
    const id = String(first.message_id);
    await this.remember(conversation, id, posts);
    return id;
  }

  /** Rewrites the posts under `first` with new translations (an edited source message). */
  async rewrite(
    conversation: ConversationRef,
    first: string,
    previous: TopicPost[],
    translations: Record<string, string>,
    replyTo: string | undefined,
  ): Promise<void> {
    const posts = await this.write(conversation, translations, replyTo, previous);
    await this.remember(conversation, first, posts);
  }

  /** Deletes every post under `first` (and forgets them); the first failure is thrown after trying all. */
  async remove(conversation: ConversationRef, first: string, keep?: number): Promise<void> {
    const posts = (await this.recorded(conversation, first)) ?? [];
    await this.remember(conversation, first, []);
    const failure = await this.deleteAll(
      conversation,
      posts.filter((p) => p.message_id !== keep),
    );
    if (failure) throw failure;
  }

  private async write(
    conversation: ConversationRef,
    translations: Record<string, string>,
    replyTo: string | undefined,
    previous: TopicPost[],
  ): Promise<TopicPost[]> {
    const chat = chatIdOf(conversation);
    const source = messageIdOf(replyTo);
    const link =
      source !== undefined && String(chat).startsWith('-100')
        ? `\n\n<a href="https://t.me/c/${String(chat).slice(4)}/${source}">↩ original</a>`
        : '';
    const wanted = new Map<string, { thread?: number; parts: string[] }>();
    const leftover: string[] = [];
    for (const [lang, text] of Object.entries(translations)) {
      const thread =
        previous.find((p) => p.lang === lang)?.thread ??
        threadNumber(await this.topics.topicFor(conversation, lang));
      // The first topic cannot be made and none was before: no forum, one combined reply.
      if (thread === undefined && wanted.size === 0 && previous.length === 0) return [];
      if (thread === undefined) leftover.push(`${languageName(lang)}: ${text}`);
      else {
        const parts = htmlParts(text, MAX_TEXT - 100);
        wanted.set(lang, { thread, parts: parts.map((p, i) => (i === parts.length - 1 ? p + link : p)) });
      }
    }
    // A language whose topic cannot be made is not dropped: it goes out in the chat, as a reply.
    if (leftover.length) wanted.set(COMBINED, { parts: htmlParts(leftover.join('\n')) });

    const posts: TopicPost[] = [];
    for (const [lang, { thread, parts }] of wanted) {
      const old = previous.filter((p) => p.lang === lang);
      let where = thread;
      for (const [i, text] of parts.entries()) {
        const earlier = old[i];
        if (earlier && (await this.edit(conversation, earlier, text))) {
          posts.push(earlier);
          continue;
        }
        const sent = await this.send(conversation, lang, where, text, replyTo);
        where = sent.thread;
        posts.push(sent);
      }
    }
    // Posts no longer needed (fewer parts, or the edited message is now in that language) go.
    const kept = new Set(posts.map((p) => p.message_id));
    await this.deleteAll(
      conversation,
      previous.filter((p) => !kept.has(p.message_id)),
    );
    return posts;
  }

  /** False when the message is gone (deleted by hand, or its topic): the caller posts anew. */
  private async edit(conversation: ConversationRef, post: TopicPost, text: string): Promise<boolean> {
    try {
      await this.guard(conversation, 'text', () =>
        this.api.editMessageText(post.chat, post.message_id, text, {
          parse_mode: 'HTML',
          link_preview_options: { is_disabled: true },
        }),
      );
      return true;
    } catch (err) {
      if (err instanceof GrammyError && /not modified/i.test(err.description)) return true;
      if (isBadRequest(err)) return false;
      throw err;
    }
  }

  private async send(
    conversation: ConversationRef,
    lang: string,
    thread: number | undefined,
    text: string,
    replyTo: string | undefined,
  ): Promise<TopicPost> {
    const chat = chatIdOf(conversation);
    const where =
      thread === undefined
        ? placement(conversation, { type: 'text', text, replyTo })
        : { message_thread_id: thread };
    const call = (extra: Record<string, unknown>) =>
      this.guard(conversation, 'text', () =>
        this.api.sendMessage(chat, text, {
          parse_mode: 'HTML',
          link_preview_options: { is_disabled: true },
          ...extra,
        }),
      );
    try {
      const sent = await call(where);
      return { lang, chat, ...(thread !== undefined ? { thread } : {}), message_id: sent.message_id };
    } catch (err) {
      // The topic was deleted by hand: make it again, once.
      if (thread === undefined || !(err instanceof GrammyError && GONE.test(err.description))) throw err;
      await this.topics.forget(conversation, lang);
      const again = threadNumber(await this.topics.topicFor(conversation, lang));
      if (again === undefined) throw err;
      const sent = await call({ message_thread_id: again });
      return { lang, chat, thread: again, message_id: sent.message_id };
    }
  }

  /** Tries every delete; a message already gone is fine. Returns the first other failure. */
  private async deleteAll(conversation: ConversationRef, posts: TopicPost[]): Promise<unknown> {
    let failure: unknown;
    for (const post of posts) {
      try {
        await this.guard(conversation, 'delete', () => this.api.deleteMessage(post.chat, post.message_id));
      } catch (err) {
        if (!(isBadRequest(err) && /not found/i.test((err as GrammyError).description))) failure ??= err;
      }
    }
    return failure;
  }
}
