// One moderation policy for typed text, voice transcripts and OCR text: the API's content safety
// and PII redaction find problems; the channel's policy decides what people see (flag, hide,
// redact), and a dry run only tells admins what would have happened.
import { detectLanguage } from '../core/langid.js';
import type { Reply } from '../core/reply.js';
import { TRANSLATION_LANGUAGES } from '../language/codes.js';
import type { LanguageClient } from '../language/types.js';
import type { Settings } from '../settings/schema.js';

export type ModerationPolicy = Settings['moderation'];

export interface ModerationFinding {
  /** the kinds found, in the policy's words: profanity, hate_speech, pii */
  types: string[];
  /** the text with offensive words masked and personal data redacted */
  cleaned: string;
}

const LABEL: Record<string, string> = {
  profanity: 'profanity',
  hate_speech: 'hate speech',
  pii: 'personal data',
};

/** The analysis language of chat text: its script's language; Latin (English or Hinglish) as English. */
export function analysisLanguage(text: string, fallback = 'en'): string {
  const guess = detectLanguage(text)?.language ?? fallback;
  if (guess === 'hi-Latn') return 'en';
  return (TRANSLATION_LANGUAGES as readonly string[]).includes(guess) ? guess : fallback;
}

export async function moderate(
  client: LanguageClient,
  text: string,
  policy: ModerationPolicy,
): Promise<ModerationFinding | undefined> {
  if (policy.mode === 'off' || !text.trim()) return undefined;
  const safety = policy.types.filter((t) => t !== 'pii') as ('profanity' | 'hate_speech')[];
  const pii = policy.types.includes('pii');
  if (safety.length === 0 && !pii) return undefined;
  const res = await client.analyseText({
    text,
    language: analysisLanguage(text),
    ...(safety.length ? { safety } : {}),
    ...(pii ? { pii: true } : {}),
  });
  const types = new Set<string>();
  for (const r of res.content_moderation?.moderation_results ?? [])
    if (safety.includes(r.type as never)) types.add(r.type);
  if ((res.pii_redaction?.redaction_results.length ?? 0) > 0) types.add('pii');
  if (types.size === 0) return undefined;
  // Both cleanings: words masked by content safety, then personal data redacted on top.
  let cleaned = res.content_moderation?.moderated_text ?? text;
  for (const r of res.pii_redaction?.redaction_results ?? []) {
    if (r.text) cleaned = cleaned.split(r.text).join(`[${r.pii_type}]`);
  }
  return { types: [...types], cleaned };
}

export function describeTypes(types: string[]): string {
  const words = types.map((t) => LABEL[t] ?? t);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * What the policy makes of a finding about the message `messageId` (`what` names it: "this message",
 * "this voice note's transcript"). Hide/redact carry an action hint the adapter carries out.
 */
export function moderationReplies(
  finding: ModerationFinding,
  policy: ModerationPolicy,
  messageId: string | undefined,
  what = 'This message',
): Reply[] {
  const found = describeTypes(finding.types);
  if (policy.dryRun) {
    const would = policy.mode === 'flag' ? 'flagged' : policy.mode === 'hide' ? 'hidden' : 'redacted';
    return [
      {
        type: 'notice',
        visibility: 'ephemeral',
        audience: 'admins',
        replyTo: messageId,
        text: `Moderation dry run: ${what.toLowerCase()} contains ${found}; it would have been ${would}.`,
      },
    ];
  }
  if (policy.mode === 'flag' || !messageId) {
    return [{ type: 'notice', replyTo: messageId, text: `⚠️ ${what} may contain ${found}.` }];
  }
  if (policy.mode === 'hide') {
    return [
      {
        type: 'notice',
        replyTo: messageId,
        text: `${what} was hidden because it contains ${found}.`,
        action: { type: 'delete', messageId },
      },
    ];
  }
  return [
    {
      type: 'notice',
      replyTo: messageId,
      text: `${what} was edited to remove ${found}.`,
      action: { type: 'replace', messageId, text: finding.cleaned },
    },
  ];
}
