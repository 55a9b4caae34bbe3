// The longest text each platform lets anyone send. A longer one can only be forged (a webhook
// with a known secret, an emulator): the pipeline answers it before anything reads it further
// (issue 18: a 20 MB Telegram update was segmented for more than 15 minutes).
import type { ChatEvent } from './event.js';
import type { Platform } from './ids.js';

export const PLATFORM_TEXT_MAX: Record<Platform, number> = {
  // the web chat's own limit (adapters/local/routes.ts refuses longer posts with a 413)
  local: 100_000,
  // a message's text (a caption is at most 1,024)
  telegram: 4_096,
  // Slack truncates a message's text beyond this
  slack: 40_000,
  // a message takes 4,000 (with Nitro), a slash command's string option 6,000
  discord: 6_000,
};

/** The longest text an event carries (its text, a command's words and options, the target's text). */
function longestText(event: ChatEvent): number {
  let longest = Math.max(
    event.text?.length ?? 0,
    event.command?.args.length ?? 0,
    event.replyTo?.text?.length ?? 0,
  );
  for (const value of Object.values(event.command?.options ?? {})) {
    const strings = Array.isArray(value) ? value : [value];
    for (const s of strings) if (typeof s === 'string') longest = Math.max(longest, s.length);
  }
  return longest;
}

/** The event's text length and its platform's maximum, when the text is longer; else undefined. */
export function overlongText(event: ChatEvent): { length: number; limit: number } | undefined {
  const limit = PLATFORM_TEXT_MAX[event.conversation.platform];
  const length = longestText(event);
  return length > limit ? { length, limit } : undefined;
}
