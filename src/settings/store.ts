// Settings in Redis, one JSON document per level: `dubash:settings:{ws}`, `…:{ws}:{channel}`,
// `…:{ws}:member:{user}`. Reads resolve workspace → channel → member, lower levels winning.
import type { Redis } from 'ioredis';
import { type ConversationRef, channelKey, workspaceKey } from '../core/ids.js';
import { DEFAULT_SETTINGS, LEVEL_KEYS, PartialSettings, type Settings } from './schema.js';

export type Level = 'workspace' | 'channel' | 'member';

export class SettingsError extends Error {}

export class SettingsStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'dubash:settings:',
  ) {}

  private key(level: Level, ref: ConversationRef, userId?: string): string {
    if (level === 'workspace') return this.prefix + workspaceKey(ref);
    if (level === 'channel') return this.prefix + channelKey(ref);
    if (!userId) throw new SettingsError('member settings need a member id');
    return `${this.prefix}${workspaceKey(ref)}:member:${encodeURIComponent(userId)}`;
  }

  async get(level: Level, ref: ConversationRef, userId?: string): Promise<PartialSettings> {
    const raw = await this.redis.get(this.key(level, ref, userId));
    if (!raw) return {};
    // A document written by an older version may no longer validate: keep what still does.
    const parsed = PartialSettings.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  }

  /** Merges `patch` into a level; refuses keys the level may not set. */
  async set(
    level: Level,
    ref: ConversationRef,
    patch: PartialSettings,
    userId?: string,
  ): Promise<PartialSettings> {
    const bad = Object.keys(patch).filter((k) => !LEVEL_KEYS[level].includes(k as keyof Settings));
    if (bad.length) throw new SettingsError(`${bad.join(', ')} cannot be set for a ${level}`);
    const checked = PartialSettings.parse(patch);
    const next = { ...(await this.get(level, ref, userId)), ...checked };
    await this.redis.set(this.key(level, ref, userId), JSON.stringify(next));
    return next;
  }

  async reset(level: Level, ref: ConversationRef, userId?: string): Promise<void> {
    await this.redis.del(this.key(level, ref, userId));
  }

  /** The settings in force for a member in a channel. */
  async resolve(ref: ConversationRef, userId?: string): Promise<Settings> {
    const keys = [this.key('workspace', ref), this.key('channel', ref)];
    if (userId) keys.push(this.key('member', ref, userId));
    const docs = await this.redis.mget(...keys);
    let out: Settings = { ...DEFAULT_SETTINGS };
    for (const raw of docs) {
      if (!raw) continue;
      const parsed = PartialSettings.safeParse(JSON.parse(raw));
      if (parsed.success) out = { ...out, ...stripUndefined(parsed.data) };
    }
    return out;
  }

  /** Every member's language in a workspace (for auto-translate into members' languages). */
  async memberLanguages(ref: ConversationRef, userIds: string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    if (userIds.length === 0) return out;
    const docs = await this.redis.mget(...userIds.map((u) => this.key('member', ref, u)));
    docs.forEach((raw, i) => {
      const lang = raw ? PartialSettings.safeParse(JSON.parse(raw)).data?.language : undefined;
      if (lang) out.set(userIds[i] as string, lang);
    });
    return out;
  }
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
