// Which bridged post carries which source message, ids only (never text), 48 hours like the
// bot's answers (src/core/sent.ts): an edit of the source edits every copy, a delete deletes them,
// and a reply to any copy replies to the right message on every other side. A message's "origin"
// is the member's own message; every copy points back to it.

import { type ConversationRef, decodeConversation, encodeConversation } from '../../core/ids.js';
import type { BridgePostMap } from '../../state/stores/bridge-posts.js';
import { channelOf } from './store.js';

export const POSTS_TTL_S = 48 * 3_600;

export interface Origin {
  conversation: ConversationRef;
  messageId: string;
}

const enc = (ref: ConversationRef) => encodeConversation(channelOf(ref));

export class BridgePosts {
  constructor(private readonly store: BridgePostMap) {}

  /**
   * True the first time this event of this message crosses the bridge: a platform that redelivers
   * (Slack retries, a Telegram update fetched twice) does not post it twice (a claim).
   */
  async firstCrossing(bridge: string, ref: ConversationRef, key: string): Promise<boolean> {
    return this.store.firstCrossing(bridge, channelOf(ref), key, POSTS_TTL_S);
  }

  /** The member's message a message is (itself, when it is not a bridged copy). */
  async originOf(ref: ConversationRef, messageId: string): Promise<Origin> {
    const raw = await this.store.pointer(channelOf(ref), messageId);
    if (!raw) return { conversation: channelOf(ref), messageId };
    const cut = raw.lastIndexOf('|');
    return { conversation: decodeConversation(raw.slice(0, cut)), messageId: raw.slice(cut + 1) };
  }

  /** The copies of an origin: channel → its message ids there. */
  async copies(origin: Origin): Promise<Map<string, string[]>> {
    const all = await this.store.copies(channelOf(origin.conversation), origin.messageId);
    return new Map(Object.entries(all).map(([conv, ids]) => [conv, ids.split(',')]));
  }

  /** The message standing for `origin` in `ref`: the origin itself there, else its first copy. */
  async counterpart(origin: Origin, ref: ConversationRef): Promise<string | undefined> {
    if (enc(origin.conversation) === enc(ref)) return origin.messageId;
    const ids = await this.store.copiesIn(channelOf(origin.conversation), origin.messageId, enc(ref));
    return ids?.split(',')[0] || undefined;
  }

  /** Adds copies of `origin` in `ref` (a message's text and its media are copies of one origin). */
  async record(origin: Origin, ref: ConversationRef, ids: string[]): Promise<void> {
    if (!ids.length) return;
    const back = `${enc(origin.conversation)}|${origin.messageId}`;
    const had =
      (await this.store.copiesIn(channelOf(origin.conversation), origin.messageId, enc(ref)))
        ?.split(',')
        .filter(Boolean) ?? [];
    const all = [...new Set([...had, ...ids])];
    // The copies' pointers back, then the origin's list (one transaction on its one key): the two lie in
    // different cluster slots (tagged by channel), so no one transaction can hold both.
    const pointers: string[] = [];
    for (const id of ids) {
      pointers.push(id);
      // A Discord webhook post (`w:CHANNEL:MESSAGE`) and a Slack file (`file:F…@TS`) are answered
      // by their bare message id.
      const bare = /^w:\d+:(\d+)$/.exec(id)?.[1] ?? /^file:[^@]+@(\d+\.\d+)$/.exec(id)?.[1];
      if (bare) pointers.push(bare);
    }
    await this.store.setPointers(channelOf(ref), pointers, back, POSTS_TTL_S);
    await this.store.setCopies(
      channelOf(origin.conversation),
      origin.messageId,
      enc(ref),
      all.join(','),
      POSTS_TTL_S,
    );
  }

  async forget(origin: Origin): Promise<void> {
    await this.store.forget(channelOf(origin.conversation), origin.messageId);
  }
}
