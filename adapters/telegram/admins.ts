// Chat admins from getChatAdministrators, cached briefly: every group message asks, and Telegram
// limits how often a bot may call. A failed lookup counts as "not an admin" (safe side).
import type { Api } from 'grammy';

export class AdminCache {
  private readonly cache = new Map<string, { at: number; ids: Promise<Set<number>> }>();

  constructor(
    private readonly api: Api,
    private readonly ttlMs = 60_000,
  ) {}

  admins(chatId: number | string): Promise<Set<number>> {
    const key = String(chatId);
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.ids;
    const ids = this.api.getChatAdministrators(chatId).then(
      (members) => new Set(members.map((m) => m.user.id)),
      () => {
        this.cache.delete(key);
        return new Set<number>();
      },
    );
    this.cache.set(key, { at: Date.now(), ids });
    return ids;
  }

  async isAdmin(chatId: number | string, userId: number): Promise<boolean> {
    return (await this.admins(chatId)).has(userId);
  }
}
