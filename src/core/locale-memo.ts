// A member's platform locale is remembered in Redis as they post (30 days without a message and it
// is forgotten). Writing it on every message is one SET per event for a value that rarely changes:
// each process writes it when it changed or when it last wrote it over REWRITE_MS ago (which keeps
// the 30 days running). Another process's write meanwhile (the member switched their app's
// language, then back, on two processes) can leave the other value in Redis for that long at most.

/** How long a process trusts its own write of a member's locale. */
export const LOCALE_REWRITE_MS = 10 * 60_000;
/** Past this many members the memo starts over (a bound on memory). */
const MAX_ENTRIES = 100_000;

export class LocaleMemo {
  private readonly written = new Map<string, { locale: string; at: number }>();

  /** True when `locale` should be written for `key` now (and notes it as written). */
  shouldWrite(key: string, locale: string, now = Date.now()): boolean {
    const last = this.written.get(key);
    if (last && last.locale === locale && now - last.at < LOCALE_REWRITE_MS) return false;
    if (this.written.size >= MAX_ENTRIES) this.written.clear();
    this.written.set(key, { locale, at: now });
    return true;
  }

  /** The write did not happen (the event was a duplicate, or Redis failed): write next time. */
  forget(key: string): void {
    this.written.delete(key);
  }
}
