// Posts through a channel webhook as someone else (a bridged message, a translation as its author
// in a mirror channel, a redacted message reposted as its author): one webhook per channel, made by
// dubash and kept in a store so every process uses the same one. Post ids are `w:CHANNEL:MESSAGE`.
import type { REST } from 'discord.js';
import type { StoredHook as Hook, WebhookStore } from '../../src/state/stores/webhooks.js';
import { type WebhookPost, webhookPostId } from './ids.js';
import { webhookName } from './webhook-name.js';

const NAME = 'dubash';

export class Webhooks {
  private readonly cache = new Map<string, Hook>();

  constructor(
    private readonly rest: REST,
    private readonly store: WebhookStore,
  ) {}

  /** A webhook dubash made (its posts are the bot's own, never answered). */
  isOwn(webhookId: string): boolean {
    for (const h of this.cache.values()) if (h.id === webhookId) return true;
    return false;
  }

  async hook(channel: string): Promise<Hook> {
    const cached = this.cache.get(channel);
    if (cached) return cached;
    const stored = await this.store.get(channel);
    if (stored) {
      this.cache.set(channel, stored);
      return stored;
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
    await this.store.set(channel, hook);
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
