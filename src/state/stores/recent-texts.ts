// Telegram's recent message texts, sealed by their caller (adapters/telegram/recent-texts.ts), kept
// a short while for translate by reaction (a reaction names a message but carries no text).
import { keys as dubashKeys, type Keyspace } from '../keys.js';
import type { RedisClient as Redis } from '../redis.js';

type Id = number | string;

export interface RecentTextStore {
  put(chat: Id, message: Id, sealed: string, ttlS: number): Promise<void>;
  get(chat: Id, message: Id): Promise<string | undefined>;
}

export class RedisRecentTexts implements RecentTextStore {
  constructor(
    private readonly redis: Redis,
    private readonly keys: Keyspace = dubashKeys,
  ) {}

  async put(chat: Id, message: Id, sealed: string, ttlS: number): Promise<void> {
    await this.redis.set(this.keys.telegram.text(chat, message), sealed, 'EX', ttlS);
  }

  async get(chat: Id, message: Id): Promise<string | undefined> {
    return (await this.redis.get(this.keys.telegram.text(chat, message))) ?? undefined;
  }
}
