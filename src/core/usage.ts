// Monthly budgets per workspace (Settings.budget): characters sent for translation and analysis,
// audio seconds for speech. Counted in one Redis hash per workspace per month,
// `dubash:usage:{ws}:yyyy-mm` (src/state/keys.ts); admins hear once at 80%, and at 100% work is refused.

import type { Settings } from '../settings/schema.js';
import { keys as dubashKeys, type Keyspace } from '../state/keys.js';
import type { RedisClient as Redis } from '../state/redis.js';
import { type CommandContext, type Metered, UsageError, type UsageKind, type UsageMeter } from './command.js';
import { channelReaderOf, type MessageKey, type Params, say } from './i18n.js';
import type { ConversationRef } from './ids.js';
import type { Reply } from './reply.js';

export class BudgetExceededError extends UsageError {
  constructor(
    key: MessageKey,
    params: Params,
    /** which budget refused */
    readonly kind?: UsageKind,
  ) {
    super(key, params);
  }
}

/** The admins' notice when automatic work stops: what the budget pays for, per kind. */
const REFUSED: Record<UsageKind, MessageKey> = {
  characters: 'budget.refused.characters',
  audioSeconds: 'budget.refused.audioSeconds',
};

const UNIT: Record<UsageKind, MessageKey> = {
  characters: 'budget.unit.characters',
  audioSeconds: 'budget.unit.audioSeconds',
};
const SETTING: Record<UsageKind, string> = { characters: 'characters', audioSeconds: 'audio' };
const WARN_AT = 0.8;
// A month's counters outlive the month a little, for late reads; then Redis drops them.
const KEEP_S = 40 * 86_400;

export function monthOf(now = new Date()): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

const fmt = (n: number) => n.toLocaleString('en-US');

export class RedisUsageMeter implements UsageMeter {
  constructor(
    private readonly redis: Redis,
    private readonly keys: Keyspace = dubashKeys,
    private readonly now: () => Date = () => new Date(),
  ) {}

  key(ref: Pick<ConversationRef, 'platform' | 'workspaceId'>): string {
    return this.keys.usage(ref, monthOf(this.now()));
  }

  async used(ref: ConversationRef, kind: UsageKind): Promise<number> {
    return Number((await this.redis.hget(this.key(ref), kind)) ?? 0);
  }

  async ensure(ref: ConversationRef, budget: Settings['budget'], kind: UsageKind, amount: number) {
    const limit = budget[kind];
    if (!limit) return;
    const used = await this.used(ref, kind);
    if (used >= limit) {
      const unit = { key: UNIT[kind] };
      throw new BudgetExceededError('budget.used', { limit: fmt(limit), unit, setting: SETTING[kind] }, kind);
    }
    if (used + amount > limit) {
      const unit = { key: UNIT[kind] };
      throw new BudgetExceededError(
        'budget.short',
        { amount: fmt(amount), unit, left: fmt(limit - used) },
        kind,
      );
    }
  }

  async record(
    ref: ConversationRef,
    budget: Settings['budget'],
    kind: UsageKind,
    amount: number,
    lang = 'en',
  ): Promise<Reply | undefined> {
    if (amount <= 0) return undefined;
    const month = monthOf(this.now());
    const key = this.keys.usage(ref, month);
    const [[, total]] = (await this.redis
      .multi()
      .hincrbyfloat(key, kind, amount)
      .expire(key, KEEP_S)
      .exec()) as [[unknown, string]];
    const limit = budget[kind];
    if (!limit || Number(total) < limit * WARN_AT) return undefined;
    // Once per month and kind, however many messages cross the line at the same time.
    const first = await this.redis.set(
      this.keys.usageMarker(ref, month, 'warned', kind),
      '1',
      'EX',
      KEEP_S,
      'NX',
    );
    if (first !== 'OK') return undefined;
    const pct = Math.min(100, Math.floor((Number(total) / limit) * 100));
    return {
      type: 'notice',
      audience: 'admins',
      text: say(lang, 'budget.warn', {
        pct,
        used: fmt(Math.round(Number(total))),
        limit: fmt(limit),
        unit: { key: UNIT[kind] },
        setting: SETTING[kind],
      }),
    };
  }

  /**
   * Automatic work refused by the budget stops quietly for members; admins hear it once a month
   * per kind, even when one message jumped from under 80% past the limit (no warning came then).
   */
  async refused(
    ref: ConversationRef,
    budget: Settings['budget'],
    kind: UsageKind,
    lang = 'en',
  ): Promise<Reply | undefined> {
    const limit = budget[kind];
    if (!limit) return undefined;
    const month = monthOf(this.now());
    const first = await this.redis.set(
      this.keys.usageMarker(ref, month, 'refused', kind),
      '1',
      'EX',
      KEEP_S,
      'NX',
    );
    if (first !== 'OK') return undefined;
    const used = Math.round(await this.used(ref, kind));
    return {
      type: 'notice',
      audience: 'admins',
      text: say(lang, REFUSED[kind], {
        limit: fmt(limit),
        unit: { key: UNIT[kind] },
        used: fmt(used),
        setting: SETTING[kind],
      }),
    };
  }
}

/**
 * Budget hooks for one command or feature run; an 80% warning for admins lands in `notices`, in
 * the workspace's language (the admins'), as every admin notice.
 */
export function budgetHooks(ctx: CommandContext, kind: UsageKind, notices: Reply[]): Metered {
  const { conversation } = ctx.event;
  const budget = ctx.settings.budget;
  return {
    before: (amount) => ctx.usage.ensure(conversation, budget, kind, amount),
    after: async (amount) => {
      const notice = await ctx.usage.record(conversation, budget, kind, amount, channelReaderOf(ctx));
      if (notice) notices.push(notice);
    },
  };
}
