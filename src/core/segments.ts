// Splits a chat message into the spans worth translating and the spans that must pass untouched
// (code, URLs, mentions, channel references, emoji, custom emoji). Translating only the text spans
// (all of them in one API call) means no placeholder can be mangled by the engine on the way.

export interface Segment {
  kind: 'text' | 'keep';
  value: string;
}

// Order matters: fenced code before inline code; platform-specific mention forms before plain ones.
const KEEP_PATTERNS: RegExp[] = [
  /```[\s\S]*?```/, // fenced code block
  /`[^`\n]+`/, // inline code
  /<(?:@[!&]?|#|!)[^>\s]+>/, // Slack/Discord mentions and channels: <@U1>, <@!1>, <#C1>, <!here>
  /<(?:https?|mailto):[^>\n]+>/, // Slack links: <https://x|the text>, <mailto:a@b.c|a>
  /<![^>\n]+>/, // Slack's special mentions with spaces: <!date^…^{date} at {time}|…>
  /&(?:amp|lt|gt);/, // Slack's escaped & < > (mrkdwn)
  /<a?:\w+:\d+>/, // Discord custom emoji
  /<t:-?\d+(?::[tTdDfFR])?>/, // Discord timestamps: <t:1700000000:R>
  /<\/[\w -]+:\d+>/, // Discord command mentions: </translate:123>
  /\bhttps?:\/\/[^\s<>()]+[^\s<>().,;:!?'"]/, // URLs (trailing punctuation left as text)
  /\bwww\.[^\s<>()]+[^\s<>().,;:!?'"]/,
  /[\w.+-]+@[\w-]+\.[\w.-]+\w/, // e-mail addresses
  /(?<![\w@])@[\w.]{2,}/, // @name mentions (Telegram, local)
  /(?<![\w#])#[A-Za-z_][\w-]*/, // #channel or #hashtag
  /:[a-z0-9_+-]+:/, // :custom_emoji: shortcodes
  /(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:\u{FE0F}|\u{200D}|\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator})*/u,
];
const KEEP = new RegExp(KEEP_PATTERNS.map((r) => `(?:${r.source})`).join('|'), 'gu');

export function segmentMessage(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(KEEP)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ kind: 'text', value: text.slice(last, at) });
    out.push({ kind: 'keep', value: m[0] });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', value: text.slice(last) });
  return mergeBlankText(out);
}

/** Text spans with no letters (spaces, punctuation, digits) travel as kept spans. */
function mergeBlankText(segs: Segment[]): Segment[] {
  return segs.map((s) =>
    s.kind === 'text' && !/\p{L}/u.test(s.value) ? { kind: 'keep', value: s.value } : s,
  );
}

/** The text spans that need translating, trimmed (whitespace is restored on reassembly). */
export function translatableParts(segs: Segment[]): string[] {
  return segs.filter((s) => s.kind === 'text').map((s) => s.value.trim());
}

/** True when nothing in the message has letters to translate (emoji-only, link-only, code-only). */
export function needsTranslation(text: string): boolean {
  return segmentMessage(text).some((s) => s.kind === 'text');
}

/** Puts translated text spans back between the kept spans, keeping each span's outer whitespace. */
export function reassemble(segs: Segment[], translated: string[]): string {
  let i = 0;
  return segs
    .map((s) => {
      if (s.kind === 'keep') return s.value;
      const t = translated[i++] ?? s.value.trim();
      const lead = s.value.match(/^\s*/)?.[0] ?? '';
      const trail = s.value.match(/\s*$/)?.[0] ?? '';
      return `${lead}${t}${trail}`;
    })
    .join('');
}
