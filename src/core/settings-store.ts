// Settings in Redis, one JSON document per level: `dubash:settings:{ws}`, `…:{ws}:channel`,
// `…:{ws}:member:user` (keys from src/state/keys.ts; the workspace is the hash tag, so one MGET
// reads all levels on a Redis Cluster). Reads resolve workspace → channel → member, lower levels winning.

import { DEFAULT_SETTINGS, LEVEL_KEYS, PartialSettings, type Settings } from '../settings/schema.js';
import { keys as dubashKeys, type Keyspace } from '../state/keys.js';
import type { RedisClient as Redis } from '../state/redis.js';
import type { ConversationRef } from './ids.js';

export type Level = 'workspace' | 'channel' | 'member';

export class SettingsError extends Error {}

/** Distinct settings documents kept validated in memory (keyed by their JSON text). */
const PARSED_CACHE_SIZE = 1_000;

export class SettingsStore {
  constructor(
    private readonly redis: Redis,
    /** the keyspace its documents live in; the members' remembered locales live beside them */
    readonly keys: Keyspace = dubashKeys,
  ) {}

  private key(level: Level, ref: ConversationRef, userId?: string): string {
    if (level === 'workspace') return this.keys.settings.workspace(ref);
    if (level === 'channel') return this.keys.settings.channel(ref);
    if (!userId) throw new SettingsError('member settings need a member id');
    return this.keys.settings.member(ref, userId);
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
    return this.fromDocs(await this.redis.mget(...this.resolveKeys(ref, userId)));
  }

  /** The keys `resolve` reads, in order (callers may fetch them in a pipeline of their own). */
  resolveKeys(ref: ConversationRef, userId?: string): string[] {
    const keys = [this.key('workspace', ref), this.key('channel', ref)];
    if (userId) keys.push(this.key('member', ref, userId));
    return keys;
  }

  /** The settings in force from the documents at `resolveKeys` (null: level not set). */
  fromDocs(docs: (string | null)[]): Settings {
    let out: Settings = { ...DEFAULT_SETTINGS };
    for (const raw of docs) {
      if (!raw) continue;
      const level = this.parsedLevel(raw);
      if (level) out = { ...out, ...level };
    }
    return out;
  }

  // Every event resolves the same few documents: each distinct one is validated once, not per event.
  private readonly parsed = new Map<string, Partial<Settings> | null>();

  private parsedLevel(raw: string): Partial<Settings> | null {
    let level = this.parsed.get(raw);
    if (level === undefined) {
      const parsed = PartialSettings.safeParse(JSON.parse(raw));
      level = parsed.success ? stripUndefined(parsed.data) : null;
      if (this.parsed.size >= PARSED_CACHE_SIZE) this.parsed.clear();
      this.parsed.set(raw, level);
    }
    return level;
  }

  /**
   * The settings in force for each member, from ONE MGET of the workspace, channel and member
   * documents (a member with no document of their own gets the channel's).
   */
  async resolveMembers(ref: ConversationRef, userIds: string[]): Promise<Map<string, Settings>> {
    const out = new Map<string, Settings>();
    if (userIds.length === 0) return out;
    const [workspace, channel, ...members] = await this.redis.mget(
      ...this.resolveKeys(ref),
      ...userIds.map((u) => this.key('member', ref, u)),
    );
    for (const [i, u] of userIds.entries())
      out.set(u, this.fromDocs([workspace ?? null, channel ?? null, members[i] ?? null]));
    return out;
  }
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
