// Splits a chat message into the spans worth translating and the spans that must pass untouched
// (code, URLs, mentions, channel references, emoji, custom emoji). Translating only the text spans
// (all of them in one API call) means no placeholder can be mangled by the engine on the way.
//
// In time linear in the text's length (issue 18: 99,000 characters took 12.8 s and froze every
// platform): fenced code is found with indexOf, and every other pattern has a bounded repetition
// and stops at the character that could start another match (`<` for the bracketed forms), so no
// start position rescans the rest of the text. test/unit/core/segments.test.ts checks the bounds.

export interface Segment {
  kind: 'text' | 'keep';
  value: string;
}

// Order matters: inline code first; platform-specific mention forms before plain ones.
export const KEEP_PATTERNS: RegExp[] = [
  /`[^`\n]{1,4000}`/, // inline code
  /<(?:@[!&]?|#|!)[^<>\s]{1,200}>/, // Slack/Discord mentions and channels: <@U1>, <@!1>, <#C1>, <!here>
  /<(?:https?|mailto):[^<>\n]{1,4000}>/, // Slack links: <https://x|the text>, <mailto:a@b.c|a>
  /<![^<>\n]{1,1000}>/, // Slack's special mentions with spaces: <!date^…^{date} at {time}|…>
  /&(?:amp|lt|gt);/, // Slack's escaped & < > (mrkdwn)
  /<a?:\w{1,100}:\d{1,30}>/, // Discord custom emoji
  /<t:-?\d{1,20}(?::[tTdDfFR])?>/, // Discord timestamps: <t:1700000000:R>
  /<\/[\w -]{1,100}:\d{1,30}>/, // Discord command mentions: </translate:123>
  /\bhttps?:\/\/[^\s<>()]{1,4000}[^\s<>().,;:!?'"]/, // URLs (trailing punctuation left as text)
  /\bwww\.[^\s<>()]{1,4000}[^\s<>().,;:!?'"]/,
  /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{1,253}\w/, // e-mail addresses
  /(?<![\w@])@[\w.]{2,100}/, // @name mentions (Telegram, local)
  /(?<![\w#])#[A-Za-z_][\w-]{0,100}/, // #channel or #hashtag
  /:[a-z0-9_+-]{1,100}:/, // :custom_emoji: shortcodes
  /(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:\u{FE0F}|\u{200D}|\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}){0,30}/u,
];
const KEEP = new RegExp(KEEP_PATTERNS.map((r) => `(?:${r.source})`).join('|'), 'gu');
const FENCE = '```';

export function segmentMessage(text: string): Segment[] {
  const out: Segment[] = [];
  // A fenced code block, however long, is kept whole; the text around it is scanned for the rest.
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf(FENCE, at);
    const close = open < 0 ? -1 : text.indexOf(FENCE, open + FENCE.length);
    if (close < 0) break;
    scan(text.slice(at, open), out);
    out.push({ kind: 'keep', value: text.slice(open, close + FENCE.length) });
    at = close + FENCE.length;
  }
  scan(text.slice(at), out);
  return out;
}

function scan(text: string, out: Segment[]): void {
  let last = 0;
  for (const m of text.matchAll(KEEP)) {
    const at = m.index ?? 0;
    if (at > last) pushText(out, text.slice(last, at));
    out.push({ kind: 'keep', value: m[0] });
    last = at + m[0].length;
  }
  if (last < text.length) pushText(out, text.slice(last));
}

/** Text spans with no letters (spaces, punctuation, digits) travel as kept spans. */
function pushText(out: Segment[], value: string): void {
  out.push({ kind: /\p{L}/u.test(value) ? 'text' : 'keep', value });
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
      // lengths, not /\s*$/: that regex is quadratic on long runs of inner spaces
      const lead = s.value.slice(0, s.value.length - s.value.trimStart().length);
      const trail = s.value.slice(Math.max(lead.length, s.value.trimEnd().length));
      return `${lead}${t}${trail}`;
    })
    .join('');
}
