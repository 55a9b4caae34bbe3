// What several commands share: language codes people type, the text or media a command acts on
// (its own or the message it replies to), budget hooks, and the progress notice of job commands.
import { type CommandContext, UsageError } from '../src/core/command.js';
import type { ChatEvent, MediaRef } from '../src/core/event.js';
import type { Reply } from '../src/core/reply.js';
import { DOC_LANGUAGE_NAMES, TTS_SPEAKERS, type TtsSpeaker } from '../src/language/codes.js';

export { languageName } from '../src/translation/names.js';

/** One language the person typed: a code (`hi`) or an English name (`hindi`), checked against `allowed`. */
export function parseLanguage(word: string, allowed: readonly string[]): string {
  const w = word.trim().toLowerCase();
  const code = (DOC_LANGUAGE_NAMES as Record<string, string>)[w] ?? w;
  if (allowed.includes(code)) return code;
  throw new UsageError(
    `I don't know the language "${word.slice(0, 30)}". Use a code: ${allowed.join(', ')}.`,
  );
}

/** A voice the person typed (any case), checked against the API's speakers. */
export function parseVoice(word: string): TtsSpeaker {
  const v = word.trim().toLowerCase();
  if (!(TTS_SPEAKERS as readonly string[]).includes(v))
    throw new UsageError(`There is no voice "${word.slice(0, 30)}". Voices: ${TTS_SPEAKERS.join(', ')}.`);
  return v as TtsSpeaker;
}

/** A speech speed the person typed: 0.5 to 1.5. */
export function parseSpeed(word: string): number {
  const s = Number(word);
  if (!word.trim() || !Number.isFinite(s) || s < 0.5 || s > 1.5)
    throw new UsageError('Speed must be a number from 0.5 to 1.5.');
  return s;
}

/** `hi,ta` or `hindi, tamil` → ['hi', 'ta']. */
export function parseLanguages(list: string, allowed: readonly string[]): string[] {
  const words = list
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
  if (words.length === 0) throw new UsageError('Name at least one language, e.g. hi,ta.');
  return [...new Set(words.map((w) => parseLanguage(w, allowed)))];
}

/**
 * Leading `keyword value` options (`to hi,ta`, `voice ta_female`), in any order, then the rest as text.
 * Only the keywords listed are taken, so ordinary text starting with another word stays text.
 */
export function takeOptions(
  args: string,
  keywords: string[],
): { options: Record<string, string>; rest: string } {
  const options: Record<string, string> = {};
  let rest = args.trim();
  for (;;) {
    const m = rest.match(/^(\S+)\s+(\S+)(?:\s+|$)/s);
    const key = m?.[1]?.toLowerCase();
    if (!m || !key || !keywords.includes(key) || key in options) break;
    options[key] = m[2] as string;
    rest = rest.slice(m[0].length);
  }
  return { options, rest: rest.trim() };
}

/** The text a command acts on: its own, or the text of the message it replies to. */
export function textOf(inline: string, event: ChatEvent, what: string): string {
  const text = inline.trim() || event.replyTo?.text?.trim() || '';
  if (!text) throw new UsageError(`Give me ${what}, or reply to a message with the command.`);
  return text;
}

/** The first attachment of the wanted kinds: on the command's message, else on the replied-to one. */
export function mediaOf(event: ChatEvent, kinds: MediaRef['kind'][]): MediaRef | undefined {
  const pick = (list?: MediaRef[]) => list?.find((m) => kinds.includes(m.kind));
  return pick(event.media) ?? pick(event.replyTo?.media);
}

export { budgetHooks as meter } from '../src/settings/usage.js';

/**
 * Hands slow work to a job: a progress notice now (the worker edits it into the result), the job id
 * from the event id so a redelivered event never enqueues twice.
 */
export async function enqueueWithProgress(
  ctx: CommandContext,
  queue: string,
  progressText: string,
  payload: Record<string, unknown>,
): Promise<Reply[]> {
  const progressMessageId = await ctx.progress(progressText);
  await ctx.jobs.enqueue(
    queue,
    { event: ctx.event, progressMessageId, ...payload },
    { dedupeKey: `${ctx.event.id}:${queue}` },
  );
  // Without a way to post progress now, the notice is the command's own answer.
  return progressMessageId ? [] : [{ type: 'notice', text: progressText, replyTo: ctx.event.messageId }];
}

export function chunkLines(lines: string[]): string {
  return lines.filter(Boolean).join('\n');
}
