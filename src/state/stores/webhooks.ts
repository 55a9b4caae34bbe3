// The webhook dubash made in each channel (Discord), kept so every process posts through the same
// one: posts as their author (a bridged message, a redacted one, a mirror channel's translation).
import { keys as dubashKeys, type Keyspace } from '../keys.js';
import type { RedisClient } from '../redis.js';

export interface StoredHook {
  id: string;
  token: string;
}

export class WebhookStore {
  constructor(
    private readonly redis?: RedisClient,
    private readonly keys: Keyspace = dubashKeys,
  ) {}

  async get(channel: string): Promise<StoredHook | undefined> {
    const raw = await this.redis?.get(this.keys.discord.webhook(channel));
    return raw ? (JSON.parse(raw) as StoredHook) : undefined;
  }

  async set(channel: string, hook: StoredHook): Promise<void> {
    await this.redis?.set(this.keys.discord.webhook(channel), JSON.stringify(hook));
  }
}
