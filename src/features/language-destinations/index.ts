// Where each language of an auto-translation goes: a mirror channel (the channel setting
// `mirrors`, posted there as the source's author through `postAs`), a per-language topic
// (`autoTranslate.topics` on a platform with `createTopic`, sent into the topic's thread), and the
// languages left as one reply in the channel, as a reply to the source. A language whose place
// cannot be posted to is not dropped: it joins that reply. What was posted is recorded under the
// answer's handle, so an edit of the source rewrites each post in its own language and a delete
// removes them all, from any process. The core asks this first for every channel reply
// (src/core/deliver.ts); adapters only know how to post as someone, and into a topic.
import type { PlatformAdapter } from '../../core/adapter.js';
import type { ReplyPlacer } from '../../core/deliver.js';
import { TopicGoneError } from '../../core/errors.js';
import { say } from '../../core/i18n.js';
import { type ConversationRef, encodeConversation } from '../../core/ids.js';
import type { Reply } from '../../core/reply.js';
import { fitReply } from '../../core/split.js';
import { type DestinationStore, REST_OF } from '../../state/stores/destinations.js';
import { withSoundedOutNotes } from '../../translation/sounded-out.js';
import { MirrorChannels, type MirrorSettings } from './mirrors.js';
import { removeAll, restOf, type Spread, write } from './posting.js';
import { LanguageTopics } from './topics.js';

/** One language's messages in one place (the store's record, with the core's conversation type). */
interface PlacedPost {
  lang: string;
  where: ConversationRef;
  ids: string[];
}

interface Place {
  kind: 'mirror' | 'topic';
  where: ConversationRef;
}

/** Room a topic post keeps for the link to its source (Telegram's "↩ original"). */
const LINK_ROOM = 100;

const isSpread = (reply: Reply): reply is Spread =>
  reply.type === 'text' &&
  !!reply.replyTo &&
  !!reply.translations &&
  Object.keys(reply.translations).length > 0;

const same = (a: ConversationRef, b: ConversationRef) => encodeConversation(a) === encodeConversation(b);

export interface LanguageDestinationsDeps {
  settings: MirrorSettings;
  store: DestinationStore;
  /** a place that could not be posted to (its language went into the channel's reply) */
  onError?: (err: unknown, what: string) => void;
}

export class LanguageDestinations implements ReplyPlacer {
  private readonly mirrors: MirrorChannels;
  private readonly topics: LanguageTopics;
  /** the last placement of each source in flight (conversation and source message) */
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(private readonly deps: LanguageDestinationsDeps) {
    this.mirrors = new MirrorChannels(deps.settings);
    this.topics = new LanguageTopics(deps.store);
  }

  async place(
    adapter: PlatformAdapter,
    conversation: ConversationRef,
    reply: Reply,
    earlier: string | undefined,
    fresh = false,
  ): Promise<{ id: string } | undefined> {
    if (!isSpread(reply)) return this.placeOne(adapter, conversation, reply, earlier);
    const source = reply.replyTo;
    // An edit that comes while the first answer is still being placed waits for it, and finds its
    // posts by the source when the sent-map does not have them yet (a new message's first answer
    // has none to find).
    return this.one(conversation, source, async () => {
      const answer = earlier ?? (fresh ? undefined : await this.deps.store.answerTo(conversation, source));
      return this.placeOne(adapter, conversation, reply, answer);
    });
  }

  async answerTo(conversation: ConversationRef, source: string): Promise<string | undefined> {
    return this.one(conversation, source, () => this.deps.store.answerTo(conversation, source));
  }

  /** Runs `work` after the placements of the same source in this process. */
  private one<T>(conversation: ConversationRef, source: string, work: () => Promise<T>): Promise<T> {
    const key = `${encodeConversation(conversation)} ${source}`;
    const before = this.inFlight.get(key) ?? Promise.resolve();
    const run = before.then(work, work);
    const done = run.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.set(key, done);
    void done.then(() => {
      if (this.inFlight.get(key) === done) this.inFlight.delete(key);
    });
    return run;
  }

  private async placeOne(
    adapter: PlatformAdapter,
    conversation: ConversationRef,
    reply: Reply,
    earlier: string | undefined,
  ): Promise<{ id: string } | undefined> {
    const previous = earlier ? await this.recorded(conversation, earlier) : undefined;
    // An answer that was one message is edited as ever.
    if (earlier && !previous) return undefined;
    if (!isSpread(reply))
      return previous && earlier ? this.gather(adapter, conversation, reply, earlier, previous) : undefined;
    const places = await this.placesOf(adapter, conversation, reply, previous ?? []);
    if (!places.size && !previous) return undefined;

    const shown = withSoundedOutNotes(reply.translations, reply.soundedOut);
    const posts: PlacedPost[] = [];
    /** old posts edited over: not deleted below (an answer in parts keeps some under a new id) */
    const replaced = new Set<string>();
    const left: string[] = [];
    for (const lang of Object.keys(reply.translations)) {
      const place = places.get(lang);
      const old = previous?.find((p) => p.lang === lang && place && same(p.where, place.where));
      const posted = place
        ? await this.post(
            adapter,
            conversation,
            lang,
            place,
            reply,
            shown[lang] ?? '',
            old?.ids ?? [],
            replaced,
          )
        : undefined;
      if (posted) posts.push({ lang, ...posted });
      else left.push(lang);
    }
    const oldRest = previous?.find((p) => p.lang === REST_OF);
    if (left.length) {
      const rest = left.length === posts.length + left.length ? reply : restOf(reply, left, shown);
      const ids = await write(
        adapter,
        conversation,
        [rest],
        oldRest?.ids ?? [],
        (r) => adapter.send(conversation, r),
        replaced,
      );
      posts.unshift({ lang: REST_OF, where: conversation, ids });
    }
    // Posts no longer needed (a language now in the reply, or elsewhere; the reply now empty) go.
    const kept = new Set(posts.flatMap((p) => p.ids));
    await removeAll(
      adapter,
      (previous ?? []).flatMap((p) =>
        p.ids.filter((id) => !kept.has(id) && !replaced.has(id)).map((id) => ({ where: p.where, id })),
      ),
    ).catch((err) => this.deps.onError?.(err, 'removing posts no longer needed'));
    const handle = earlier ?? posts[0]?.ids[0];
    if (!handle) return undefined;
    await this.deps.store.record(conversation, handle, posts, reply.replyTo);
    return { id: handle };
  }

  async remove(adapter: PlatformAdapter, conversation: ConversationRef, handle: string): Promise<boolean> {
    const posts = await this.recorded(conversation, handle);
    if (!posts) return false;
    await this.deps.store.record(conversation, handle, []);
    await removeAll(
      adapter,
      posts.flatMap((p) => p.ids.map((id) => ({ where: p.where, id }))),
    );
    return true;
  }

  /** The posts recorded under `handle` (every place is a conversation of the platform it was made on). */
  private async recorded(conversation: ConversationRef, handle: string) {
    return (await this.deps.store.posts(conversation, handle)) as PlacedPost[] | undefined;
  }

  /**
   * The answer is one reply again (topics or mirrors turned off since): the other posts go, and the
   * handle's own message, when it is in the channel, takes the reply (the core edits it); else the
   * reply is posted anew.
   */
  private async gather(
    adapter: PlatformAdapter,
    conversation: ConversationRef,
    reply: Reply,
    handle: string,
    previous: PlacedPost[],
  ): Promise<{ id: string } | undefined> {
    const own = previous.find((p) => p.ids.includes(handle) && same(p.where, conversation));
    await this.deps.store.record(conversation, handle, []);
    await removeAll(
      adapter,
      previous.flatMap((p) =>
        p.ids.filter((id) => !own || id !== handle).map((id) => ({ where: p.where, id })),
      ),
    ).catch((err) => this.deps.onError?.(err, 'removing per-language posts'));
    return own ? undefined : adapter.send(conversation, reply);
  }

  /** Where each language goes; a language without a place goes into the channel's reply. */
  private async placesOf(
    adapter: PlatformAdapter,
    conversation: ConversationRef,
    reply: Spread,
    previous: PlacedPost[],
  ): Promise<Map<string, Place>> {
    const places = new Map<string, Place>();
    const mirrors = await this.mirrors.of(adapter, conversation);
    for (const lang of Object.keys(reply.translations)) {
      const to = mirrors[lang];
      if (to) places.set(lang, { kind: 'mirror', where: to });
    }
    if (!reply.perLanguageTopics || !adapter.createTopic) return places;
    const { threadId: _, ...chat } = conversation;
    let topics = previous.some((p) => p.where.threadId && p.lang !== REST_OF);
    for (const lang of Object.keys(reply.translations)) {
      if (places.has(lang)) continue;
      const thread =
        previous.find((p) => p.lang === lang && p.where.threadId)?.where.threadId ??
        (await this.topics.topicFor(adapter, conversation, lang));
      // The first topic cannot be made and none was before: no forum, one reply.
      if (thread === undefined && !topics) break;
      if (thread === undefined) continue;
      topics = true;
      places.set(lang, { kind: 'topic', where: { ...chat, threadId: thread } });
    }
    return places;
  }

  /** One language's posts in its place (edited where they were); undefined when it cannot go there. */
  private async post(
    adapter: PlatformAdapter,
    conversation: ConversationRef,
    lang: string,
    place: Place,
    reply: Spread,
    text: string,
    old: string[],
    replaced: Set<string>,
  ): Promise<{ where: ConversationRef; ids: string[] } | undefined> {
    try {
      if (place.kind === 'mirror') {
        const ids = await this.mirror(adapter, place.where, lang, reply, text, old);
        return ids.length ? { where: place.where, ids } : undefined;
      }
      const parts = fitReply({ type: 'text', text }, adapter.maxTextLength - LINK_ROOM).map((p, i, all) =>
        i === all.length - 1
          ? { ...p, linksTo: reply.replyTo, linkLabel: say(lang, 'destinations.original') }
          : p,
      );
      const send = (where: ConversationRef) => (r: Reply) => adapter.send(where, r);
      try {
        const ids = await write(adapter, place.where, parts, old, send(place.where), replaced);
        return { where: place.where, ids };
      } catch (err) {
        // The topic was deleted by hand: made again, once.
        if (!(err instanceof TopicGoneError)) throw err;
        await this.topics.forget(conversation, lang);
        const again = await this.topics.topicFor(adapter, conversation, lang);
        if (again === undefined) throw err;
        const where = { ...place.where, threadId: again };
        return { where, ids: await write(adapter, where, parts, [], send(where)) };
      }
    } catch (err) {
      this.deps.onError?.(err, `posting the ${lang} translation in its ${place.kind}`);
      return undefined;
    }
  }

  /** A mirror post, as the source's author (the adapter's `postAs`); no post where it cannot. */
  private async mirror(
    adapter: PlatformAdapter,
    where: ConversationRef,
    lang: string,
    reply: Spread,
    text: string,
    old: string[],
  ): Promise<string[]> {
    const body = text.slice(0, adapter.maxTextLength);
    const as: Reply = {
      type: 'text',
      text: body,
      postAs: { name: reply.author?.name ?? say(lang, 'author.unnamed'), body, ...authorPicture(reply) },
    };
    const [earlier] = old;
    if (earlier && adapter.edit) return [(await adapter.edit(where, earlier, as))?.id ?? earlier];
    const sent = await adapter.postAs?.(where, as);
    return sent ? [sent.id] : [];
  }
}

const authorPicture = (reply: Spread) =>
  reply.author?.avatarUrl ? { avatarUrl: reply.author.avatarUrl } : {};
