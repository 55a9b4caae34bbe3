// /usage — this month's usage of the workspace against its budgets, for its admins alone: what
// was used, how much is left, and when the month renews. Answered to the admin who asked.
import { defineCommand } from '../src/core/command.js';
import { type MessageKey, readerOf, say } from '../src/core/i18n.js';

const KINDS = [
  ['characters', 'usage.month.characters'],
  ['audioSeconds', 'usage.month.audioSeconds'],
] as const satisfies readonly (readonly ['characters' | 'audioSeconds', MessageKey])[];

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** Whole days until the 1st of next month (UTC, when the counters renew). */
function daysLeft(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 86_400_000));
}

export const usage = defineCommand({
  name: 'usage',
  usage: '',
  options: [],
  // Budgets are the workspace's: only its admins see them, and only the one who asked.
  rules: { access: 'workspace-admin', answer: 'personal' },
  async run(ctx) {
    const lang = readerOf(ctx);
    const ref = ctx.event.conversation;
    const lines = [say(lang, 'usage.month.title', { days: daysLeft() })];
    for (const [kind, what] of KINDS) {
      const used = await ctx.usage.used(ref, kind);
      const limit = ctx.settings.budget[kind];
      lines.push(
        limit
          ? say(lang, 'usage.month.line', {
              what: { key: what },
              used: fmt(used),
              limit: fmt(limit),
              percent: Math.min(999, Math.round((used / limit) * 100)),
              left: fmt(Math.max(0, limit - used)),
            })
          : say(lang, 'usage.month.lineNoLimit', { what: { key: what }, used: fmt(used) }),
      );
    }
    lines.push(say(lang, 'usage.month.change'));
    return [{ type: 'text', text: lines.join('\n'), replyTo: ctx.event.messageId }];
  },
});
