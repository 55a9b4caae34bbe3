// Per-language mirror channels: the channel setting `mirrors` (`/settings channel mirror ta
// #tamil-chat`) sends the Tamil translation of each message in this channel to #tamil-chat, posted
// through that channel's webhook with the author's name and avatar. Which post mirrors which source
// message (per language) is kept in Redis, so an edit of the source edits every mirror and a delete
// deletes them, from any process.

import { type ConversationRef, channelKey } from '../../src/core/ids.js';
import type { SettingsStore } from '../../src/core/settings-store.js';
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
    private readonly settings?: SettingsStore,
    /** a channel reference as members write it (`<#id>`, an id, `#name`) → its id in that guild */
    private readonly channelOf: (ref: string, c: ConversationRef) => string | undefined = () => undefined,
  ) {}

  /** Where mirrors were kept before they were a setting: moved into the setting when found. */
  private oldTargetsKey(c: ConversationRef) {
    return keys.discord.mirrors(c);
  }

  /** language → mirror channel id, for the conversation's channel (never the channel itself). */
  async targets(c: ConversationRef): Promise<Record<string, string>> {
    const key = channelKey(c);
    const hit = this.targetsCache.get(key);
    if (hit && Date.now() - hit.at < 5_000) return hit.targets;
    const refs = { ...(await this.migrated(c)) };
    const targets: Record<string, string> = {};
    for (const [language, ref] of Object.entries(refs)) {
      const id = ref ? this.channelOf(ref, c) : undefined;
      if (id && id !== c.channelId) targets[language] = id;
    }
    this.targetsCache.set(key, { at: Date.now(), targets });
    return targets;
  }

  /** The channel's mirrors setting; mirrors kept by an older dubash (a hash of ids) are moved into it. */
  private async migrated(c: ConversationRef): Promise<Record<string, string | undefined>> {
    const old = (await this.redis?.hgetall(this.oldTargetsKey(c))) ?? {};
    if (!this.settings) return old;
    if (Object.keys(old).length) {
      const current = (await this.settings.get('channel', c)).mirrors ?? {};
      const moved = Object.fromEntries(Object.entries(old).map(([l, id]) => [l, `<#${id}>`]));
      await this.settings.set('channel', c, { mirrors: { ...moved, ...current } });
      await this.redis?.del(this.oldTargetsKey(c));
    }
    return (await this.settings.resolve(c)).mirrors;
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
