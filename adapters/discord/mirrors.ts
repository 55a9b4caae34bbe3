// Posts through a channel webhook as someone else (a translation as its author in a per-language
// mirror channel, a redacted message reposted as its author): one webhook per channel, made by
// dubash and kept in Redis so every process uses the same one. Post ids are `w:CHANNEL:MESSAGE`.
import type { REST } from 'discord.js';
import { keys } from '../../src/state/keys.js';
import type { RedisClient as Redis } from '../../src/state/redis.js';
import { type WebhookPost, webhookPostId } from './ids.js';
import { webhookName } from './webhook-name.js';

interface Hook {
  id: string;
  token: string;
}

const NAME = 'dubash';

export class Mirrors {
  private readonly cache = new Map<string, Hook>();

  constructor(
    private readonly rest: REST,
    private readonly redis?: Redis,
  ) {}

  /** A webhook dubash made (its posts are the bot's own, never answered). */
  isOwn(webhookId: string): boolean {
    for (const h of this.cache.values()) if (h.id === webhookId) return true;
    return false;
  }

  private key(channel: string) {
    return keys.discord.webhook(channel);
  }

  async hook(channel: string): Promise<Hook> {
    const cached = this.cache.get(channel);
    if (cached) return cached;
    const stored = await this.redis?.get(this.key(channel));
    if (stored) {
      const hook = JSON.parse(stored) as Hook;
      this.cache.set(channel, hook);
      return hook;
    }
    const existing = (await this.rest.get(`/channels/${channel}/webhooks`)) as {
      id: string;
      token?: string;
      name?: string;
    }[];
    const found = existing.find((h) => h.name === NAME && h.token);
    const made =
      found ??
      ((await this.rest.post(`/channels/${channel}/webhooks`, { body: { name: NAME } })) as {
        id: string;
        token: string;
      });
    const hook = { id: made.id, token: made.token ?? '' };
    this.cache.set(channel, hook);
    await this.redis?.set(this.key(channel), JSON.stringify(hook));
    return hook;
  }

  /**
   * `files` go as multipart `files[n]` with the body as `payload_json` (discord.js's REST does that);
   * the username as Discord takes it (webhook-name.ts).
   */
  async post(
    channel: string,
    body: { content: string; username: string; avatar_url?: string; attachments?: unknown[] },
    threadId?: string,
    files?: { name: string; data: Buffer; contentType: string }[],
  ): Promise<string> {
    const hook = await this.hook(channel);
    const query = new URLSearchParams({ wait: 'true', ...(threadId ? { thread_id: threadId } : {}) });
    const res = (await this.rest.post(`/webhooks/${hook.id}/${hook.token}`, {
      body: { ...body, username: webhookName(body.username), allowed_mentions: { parse: [] } },
      query,
      auth: false,
      ...(files?.length ? { files } : {}),
    })) as { id: string };
    return webhookPostId({ channel, message: res.id });
  }

  async edit(post: WebhookPost, body: Record<string, unknown>): Promise<void> {
    const hook = await this.hook(post.channel);
    await this.rest.patch(`/webhooks/${hook.id}/${hook.token}/messages/${post.message}`, {
      body,
      auth: false,
    });
  }

  async remove(post: WebhookPost): Promise<void> {
    const hook = await this.hook(post.channel);
    await this.rest.delete(`/webhooks/${hook.id}/${hook.token}/messages/${post.message}`, { auth: false });
  }
}
