// What several commands share: the text or media a command acts on (its own or its target
// message's), budget hooks, and the progress notice of job commands.
import { type CommandContext, UsageError } from '../src/core/command.js';
import { channelReaderOf, type MessageKey, readerOf } from '../src/core/i18n.js';
import type { JobName, JobPayloads } from '../src/core/jobs.js';
import type { Reply } from '../src/core/reply.js';

export { parseLanguage, parseLanguages, parseVoice } from '../src/core/options.js';
export { languageName } from '../src/language/names.js';

/** A speech speed the person typed: 0.5 to 1.5. */
export function parseSpeed(word: string): number {
  const s = Number(word);
  if (!word.trim() || !Number.isFinite(s) || s < 0.5 || s > 1.5) throw new UsageError('usage.speed');
  return s;
}

/** The text a command acts on: its own, or the text of its target message. */
export function textOf(inline: string | undefined, ctx: CommandContext, what: MessageKey): string {
  const text = inline?.trim() || ctx.target?.text?.trim() || '';
  if (!text) throw new UsageError(what);
  return text;
}

export { budgetHooks as meter } from '../src/core/usage.js';

/**
 * Hands slow work to a job: a progress notice now (the worker edits it into the result), the job id
 * from the event id so a redelivered event never enqueues twice.
 */
export async function enqueueWithProgress<N extends JobName>(
  ctx: CommandContext,
  queue: N,
  progressText: string,
  payload: Omit<JobPayloads[N], 'event' | 'progressMessageId'>,
): Promise<Reply[]> {
  const progressMessageId = await ctx.progress(progressText);
  const reader = readerOf(ctx);
  const workspaceLanguage = channelReaderOf(ctx);
  await ctx.jobs.enqueue(
    queue,
    { ...payload, event: ctx.event, progressMessageId, reader, workspaceLanguage } as JobPayloads[N],
    {
      dedupeKey: `${ctx.event.id}:${queue}`,
    },
  );
  // Without a way to post progress now, the notice is the command's own answer.
  return progressMessageId ? [] : [{ type: 'notice', text: progressText, replyTo: ctx.event.messageId }];
}
