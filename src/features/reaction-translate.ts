// Translate by reaction: a member reacts to a message with a flag (or any emoji the workspace maps,
// Settings.reactions) and the bot answers in the message's thread with its translation into that
// language, through /translate itself (so a transliteration is marked as sounded out, never passed
// off as a translation). One answer per message and language, however many members react or how
// often; emoji the mapping lacks are ignored without a word.

import { type CommandContext, UsageError } from '../core/command.js';
import { normalizeEmoji } from '../core/emoji.js';
import type { Reply } from '../core/reply.js';
import type { OnceMarks } from '../state/stores/once.js';

/** How long "this message was already translated into this language" is remembered. */
const ANSWERED_TTL_S = 7 * 86_400;

export interface ReactionDeps {
  /** "this message was translated into this language" */
  marks: OnceMarks;
  /** runs /translate with `to LANG` on `ctx.target` (the reacted-to message), answering in its thread */
  translate(ctx: CommandContext, language: string): Promise<Reply[]>;
}

/** The language a reaction asks for under the workspace's mapping, or undefined (ignored). */
export function reactionLanguage(mapping: Record<string, string>, emoji: string): string | undefined {
  const wanted = normalizeEmoji(emoji);
  for (const [key, language] of Object.entries(mapping)) if (normalizeEmoji(key) === wanted) return language;
  return undefined;
}

export function createReactionTranslate(deps: ReactionDeps) {
  return async function onReaction(ctx: CommandContext): Promise<Reply[]> {
    const { event } = ctx;
    const emoji = event.reaction?.emoji;
    const target = ctx.target;
    if (!emoji || !target?.messageId) return [];
    const language = reactionLanguage(ctx.settings.reactions, emoji);
    // Nothing to translate (an image, a message the bot never saw): nothing said, like an unknown emoji.
    if (!language || !target.text?.trim()) return [];
    // 🇬🇧 and 🇺🇸 both ask for English: the marker is the language's, so the second gets no answer.
    const mark: [typeof event.conversation, string, string] = [
      event.conversation,
      target.messageId,
      language,
    ];
    // A claim: this call sent again after a dropped connection still answers (SET NX would not).
    if (!(await deps.marks.first('reaction', mark, { ttlS: ANSWERED_TTL_S }))) return [];
    try {
      return await deps.translate(ctx, language);
    } catch (err) {
      // The service failed: a later reaction may try again. A refusal about the message itself (no
      // language recognised, too long) stays said once, however many members react.
      if (!(err instanceof UsageError)) await deps.marks.forget('reaction', mark);
      throw err;
    }
  };
}
