// Per-language mirror channels: `/settings change:channel mirror ta #tamil-chat` sends the Tamil
// translation of each message in this channel to #tamil-chat, posted through that channel's webhook
// with the author's name and avatar. Which post mirrors which source message (per language) is kept
// in Redis, so an edit of the source edits every mirror and a delete deletes them, from any process.

import type { ConversationRef } from '../../src/core/ids.js';
import { keys } from '../../src/state/keys.js';
import type { RedisClient as Redis } from '../../src/state/redis.js';
import { parseWebhookPost } from './ids.js';
import type { Mirrors } from './mirrors.js';

const TTL_S = 48 * 3_600;
/** The handle returned when every language went to a mirror (nothing posted in the channel itself). */
export const MIRRORED_PREFIX = 'm:';

export interface AuthorLook {
  username: string;
  avatar_url?: string;
}

export class MirrorPosts {
  private readonly targetsCache = new Map<string, { at: number; targets: Record<string, string> }>();

  constructor(
    private readonly mirrors: Mirrors,
    private readonly redis?: Redis,
  ) {}

  private targetsKey(c: ConversationRef) {
    return keys.discord.mirrors(c);
  }

  /** language → mirror channel id, for the conversation's channel. */
  async targets(c: ConversationRef): Promise<Record<string, string>> {
    const key = this.targetsKey(c);
    const hit = this.targetsCache.get(key);
    if (hit && Date.now() - hit.at < 5_000) return hit.targets;
    const targets = (await this.redis?.hgetall(key)) ?? {};
    this.targetsCache.set(key, { at: Date.now(), targets });
    return targets;
  }

  async setTarget(c: ConversationRef, language: string, channel: string | undefined): Promise<void> {
    if (!this.redis) throw new Error('mirror channels need Redis');
    const key = this.targetsKey(c);
    if (channel) await this.redis.hset(key, language, channel);
    else await this.redis.hdel(key, language);
    this.targetsCache.delete(key);
  }

  /** The author of a source message, as the mirror posts show them (kept 48 h). */
  async rememberAuthor(sourceId: string, look: AuthorLook): Promise<void> {
    await this.redis?.set(keys.discord.author(sourceId), JSON.stringify(look), 'EX', TTL_S);
  }

  private async author(sourceId: string): Promise<AuthorLook> {
    const raw = await this.redis?.get(keys.discord.author(sourceId));
    return raw ? (JSON.parse(raw) as AuthorLook) : { username: 'member' };
  }

  private postsKey(sourceId: string) {
    return keys.discord.mirrored(sourceId);
  }

  /** Posts (or, for a source already mirrored, edits) each language's text in its mirror channel. */
  async publish(
    sourceId: string,
    texts: { language: string; channel: string; text: string }[],
  ): Promise<void> {
    const look = await this.author(sourceId);
    const key = this.postsKey(sourceId);
    for (const t of texts) {
      const existing = await this.redis?.hget(key, t.language);
      const post = existing ? parseWebhookPost(existing) : undefined;
      if (post && post.channel === t.channel) {
        await this.mirrors.edit(post, { content: t.text.slice(0, 2_000), allowed_mentions: { parse: [] } });
        continue;
      }
      const id = await this.mirrors.post(t.channel, { content: t.text.slice(0, 2_000), ...look });
      await this.redis?.multi().hset(key, t.language, id).expire(key, TTL_S).exec();
    }
  }

  /** A channel reply that also had mirrors: deleting it deletes them. */
  async link(replyId: string, sourceId: string): Promise<void> {
    await this.redis?.set(keys.discord.mirrorOf(replyId), sourceId, 'EX', TTL_S);
  }

  /** Deletes the mirror posts of the source behind `id` (`m:SOURCE`, or a linked channel reply). */
  async removeFor(id: string): Promise<boolean> {
    const source = id.startsWith(MIRRORED_PREFIX)
      ? id.slice(MIRRORED_PREFIX.length)
      : await this.redis?.get(keys.discord.mirrorOf(id));
    if (!source) return false;
    const posts = (await this.redis?.hgetall(this.postsKey(source))) ?? {};
    for (const raw of Object.values(posts)) {
      const post = parseWebhookPost(raw);
      if (post) await this.mirrors.remove(post).catch(() => undefined);
    }
    await this.redis?.del(this.postsKey(source));
    return true;
  }
}
