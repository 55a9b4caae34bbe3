// Open streaming STT sessions, per account and in all (issue 9: 300 open streams held 2.5 GB).
// Each session may buffer up to the per-stream byte limit, so bounding their number bounds memory.

export interface StreamLimits {
  /** open sessions one account may have */
  perAccount: number;
  /** open sessions over all accounts */
  total: number;
}

// 50 sessions of up to 8 MB is at most 400 MB held at once; one account cannot take them all.
export const DEFAULT_STREAM_LIMITS: StreamLimits = { perAccount: 10, total: 50 };

export class StreamRegistry {
  private readonly open = new Map<string, number>();
  private count = 0;

  constructor(readonly limits: StreamLimits = DEFAULT_STREAM_LIMITS) {}

  /** Takes a slot for `account`; returns why not when the limits are reached. */
  acquire(account: string): { ok: true; release: () => void } | { ok: false; cause: string } {
    const mine = this.open.get(account) ?? 0;
    if (mine >= this.limits.perAccount) {
      return {
        ok: false,
        cause: `too many open streams: at most ${this.limits.perAccount} per account; close one and retry`,
      };
    }
    if (this.count >= this.limits.total) {
      return { ok: false, cause: 'too many open streams on this server; retry in a moment' };
    }
    this.open.set(account, mine + 1);
    this.count++;
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        this.count--;
        const left = (this.open.get(account) ?? 1) - 1;
        if (left > 0) this.open.set(account, left);
        else this.open.delete(account);
      },
    };
  }

  get size(): number {
    return this.count;
  }
}
