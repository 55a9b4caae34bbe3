// Monthly budgets per workspace (Settings.budget): characters sent for translation and analysis,
// audio seconds for speech. Counted in one Redis hash per workspace per month,
// `dubash:usage:{ws}:yyyy-mm` (src/state/keys.ts); admins hear once at 80%, and at 100% work is refused.

import type { Settings } from '../settings/schema.js';
import { keys as dubashKeys, type Keyspace } from '../state/keys.js';
import { randomToken } from '../state/random.js';
import type { RedisClient as Redis } from '../state/redis.js';
import { claimOnce } from '../state/stores/claims.js';
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

/**
 * How long a `record` call's token is held: ioredis sends a call again after a dropped connection
 * within its retries (~30 s, src/state/redis.ts) or never, so a replay comes well inside this.
 */
const CALL_TTL_S = 120;

/**
 * KEYS: the month's usage hash, this call's token key, the month's `warned` marker of the kind;
 * ARGV: kind, amount, the hash's and marker's TTL, the token's TTL, the warning threshold (0: no
 * budget), the call's token. Counts the amount once per call and claims the 80% warning, both
 * with the call's token: ioredis sends a call again when a dropped connection lost its answer
 * (Redis ran it), and that replay must neither count the amount twice nor take the warning it
 * claimed for another call's (the admins would never hear it). Returns {the kind's total, 1 when
 * this call warns}.
 */
const RECORD_SCRIPT = `
local total
if redis.call('SET', KEYS[2], '1', 'EX', ARGV[4], 'NX') then
  total = redis.call('HINCRBYFLOAT', KEYS[1], ARGV[1], ARGV[2])
  redis.call('EXPIRE', KEYS[1], ARGV[3])
else
  total = redis.call('HGET', KEYS[1], ARGV[1]) or '0'
end
local warn = 0
if ARGV[5] ~= '0' and tonumber(total) >= tonumber(ARGV[5]) then
  local held = redis.call('GET', KEYS[3])
  if held == false then
    redis.call('SET', KEYS[3], ARGV[6], 'EX', ARGV[3])
    warn = 1
  elseif held == ARGV[6] then
    warn = 1
  end
end
return {total, warn}
`;

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
    const limit = budget[kind];
    const token = randomToken();
    // One script: counted once per call, and the warning once per month and kind, however many
    // messages cross the line at the same time.
    const [total, warn] = (await this.redis.eval(
      RECORD_SCRIPT,
      3,
      key,
      this.keys.usageCall(ref, token),
      this.keys.usageMarker(ref, month, 'warned', kind),
      kind,
      amount,
      KEEP_S,
      CALL_TTL_S,
      limit ? limit * WARN_AT : 0,
      token,
    )) as [string, number];
    if (!limit || warn !== 1) return undefined;
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
    // A claim with a token per call: a replay after a lost answer still tells the admins.
    if (!(await claimOnce(this.redis, this.keys.usageMarker(ref, month, 'refused', kind), KEEP_S)))
      return undefined;
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
