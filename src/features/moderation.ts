// One moderation policy for typed text, voice transcripts and OCR text: the API's content safety
// and PII redaction find problems; the channel's policy decides what people see (flag, hide,
// redact), and a dry run only tells admins what would have happened.
import { describeTypes, identifyAnalysisLanguage } from '../core/analysis.js';
import { type MessageKey, say } from '../core/i18n.js';
import type { Reply } from '../core/reply.js';
import { sliceText } from '../core/split.js';
import type { LanguageClient } from '../language/types.js';
import type { Settings } from '../settings/schema.js';

export type ModerationPolicy = Settings['moderation'];
export type Severity = 'low' | 'medium' | 'high';
const RANK: Record<Severity, number> = { low: 1, medium: 2, high: 3 };

export interface ModerationFinding {
  /** the kinds found, in the policy's words: profanity, hate_speech, pii */
  types: string[];
  /** the text with offensive words masked and personal data redacted */
  cleaned: string;
  /** the most severe finding: a server that sends no severity, and personal data, count as high */
  severity: Severity;
}

/** The mode the policy applies to this finding: below `actFrom`, hide and redact only flag. */
export function modeFor(finding: ModerationFinding, policy: ModerationPolicy): ModerationPolicy['mode'] {
  if (policy.mode !== 'hide' && policy.mode !== 'redact') return policy.mode;
  return RANK[finding.severity] < RANK[policy.actFrom ?? 'low'] ? 'flag' : policy.mode;
}

/** The most text one analysis request carries; a longer message is analysed slice by slice. */
export const ANALYSE_MAX_CHARS = 5_000;
/** Slices of one long message analysed at the same time. */
const PARALLEL_SLICES = 4;

interface SliceFinding {
  types: Set<string>;
  severity: Severity;
  cleaned: string;
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
  // A long message (Slack takes 40,000 characters, the web chat 100,000) is moderated whole: one
  // request per slice, and the slices put back together exactly for a redacted copy.
  const slices = sliceText(text, ANALYSE_MAX_CHARS);
  const found: SliceFinding[] = new Array(slices.length);
  for (let i = 0; i < slices.length; i += PARALLEL_SLICES) {
    await Promise.all(
      slices.slice(i, i + PARALLEL_SLICES).map(async (slice, j) => {
        found[i + j] = await moderateSlice(client, slice, safety, pii);
      }),
    );
  }
  const types = new Set(found.flatMap((f) => [...f.types]));
  if (types.size === 0) return undefined;
  const severity = found.reduce<Severity>(
    (worst, f) => (f.types.size > 0 && RANK[f.severity] > RANK[worst] ? f.severity : worst),
    'low',
  );
  return { types: [...types], cleaned: found.map((f) => f.cleaned).join(''), severity };
}

async function moderateSlice(
  client: LanguageClient,
  text: string,
  safety: ('profanity' | 'hate_speech')[],
  pii: boolean,
): Promise<SliceFinding> {
  if (!text.trim()) return { types: new Set(), severity: 'low', cleaned: text };
  const res = await client.analyseText({
    text,
    language: await identifyAnalysisLanguage(client, text),
    ...(safety.length ? { safety } : {}),
    ...(pii ? { pii: true } : {}),
  });
  const types = new Set<string>();
  let severity: Severity = 'low';
  const worse = (s: Severity) => {
    if (RANK[s] > RANK[severity]) severity = s;
  };
  for (const r of res.content_moderation?.moderation_results ?? []) {
    if (!safety.includes(r.type as never)) continue;
    types.add(r.type);
    worse(r.severity ?? 'high');
  }
  if ((res.pii_redaction?.redaction_results.length ?? 0) > 0) {
    types.add('pii');
    worse('high');
  }
  if (types.size === 0) return { types, severity, cleaned: text };
  // Both cleanings: words masked by content safety, then personal data redacted on top.
  let cleaned = res.content_moderation?.moderated_text ?? text;
  for (const r of res.pii_redaction?.redaction_results ?? []) {
    if (r.text) cleaned = cleaned.split(r.text).join(`[${r.pii_type}]`);
  }
  return { types, severity, cleaned };
}

/** What was moderated: a typed message, a voice note's transcript, an image's text. */
export type ModeratedThing = 'message' | 'voiceNote' | 'image';

/** Its name opening a sentence, and inside one (languages inflect it there). */
const THING: Record<ModeratedThing, { thing: MessageKey; inThing: MessageKey }> = {
  message: { thing: 'moderation.what.message', inThing: 'moderation.in.message' },
  voiceNote: { thing: 'moderation.what.voiceNote', inThing: 'moderation.in.voiceNote' },
  image: { thing: 'moderation.what.image', inThing: 'moderation.in.image' },
};
const DRY_RUN: Record<'flag' | 'hide' | 'redact', MessageKey> = {
  flag: 'moderation.dryRun.flag',
  hide: 'moderation.dryRun.hide',
  redact: 'moderation.dryRun.redact',
};

/**
 * What the policy makes of a finding about the message `messageId` (`what` names it). Hide/redact
 * carry an action hint the adapter carries out. For a voice note or image (`media`), redact leaves
 * the message alone: the job posts the redacted text. `lang`: the channel's notices and the admins'
 * dry run are said in the workspace's language (readers of the whole channel, as admin notices are).
 */
export function moderationReplies(
  finding: ModerationFinding,
  policy: ModerationPolicy,
  messageId: string | undefined,
  what: ModeratedThing = 'message',
  opts: { media?: boolean; lang?: string } = {},
): Reply[] {
  const lang = opts.lang ?? 'en';
  const found = describeTypes(finding.types, lang);
  const params = { thing: { key: THING[what].thing }, inThing: { key: THING[what].inThing }, found };
  const mode = modeFor(finding, policy);
  if (policy.dryRun) {
    return [
      {
        type: 'notice',
        audience: 'admins',
        replyTo: messageId,
        text: say(lang, DRY_RUN[mode === 'off' ? 'flag' : mode], params),
      },
    ];
  }
  if (mode === 'flag' || !messageId) {
    return [{ type: 'notice', replyTo: messageId, text: say(lang, 'moderation.flagged', params) }];
  }
  if (mode === 'hide') {
    return [
      {
        type: 'notice',
        replyTo: messageId,
        text: say(lang, 'moderation.hidden', params),
        action: { type: 'delete', messageId },
      },
    ];
  }
  return [
    {
      type: 'notice',
      replyTo: messageId,
      text: say(lang, 'moderation.redacted', params),
      ...(opts.media ? {} : { action: { type: 'replace' as const, messageId, text: finding.cleaned } }),
    },
  ];
}

/**
 * A voice note's transcript or an image's text under the channel's policy, like a typed message:
 * `hide` removes the message (where the platform allows) and shows no text, `redact` shows the
 * redacted text, `flag` the text with a warning; a dry run shows the text and tells admins.
 */
export async function moderateMediaText(
  client: LanguageClient,
  text: string,
  policy: ModerationPolicy | undefined,
  messageId: string | undefined,
  what: ModeratedThing,
  /** the workspace's language, which the channel's notices are said in */
  lang = 'en',
): Promise<{ text?: string; notices: Reply[] }> {
  if (!policy || policy.mode === 'off') return { text, notices: [] };
  const finding = await moderate(client, text, policy);
  if (!finding) return { text, notices: [] };
  const notices = moderationReplies(finding, policy, messageId, what, { media: true, lang });
  const mode = modeFor(finding, policy);
  if (policy.dryRun || mode === 'flag' || !messageId) return { text, notices };
  return { text: mode === 'redact' ? finding.cleaned : undefined, notices };
}
