// Text into Slack's mrkdwn: `&`, `<` and `>` escaped, except where they are Slack's own markup
// (`<@U…>`, `<#C…|name>`, `<!here>`, `<url|text>`) or an entity already escaped (Slack's own text
// comes escaped, and translation keeps those spans as they are: src/core/segments.ts).
// No token holds a `<`: a start scans only to the next one, so a text of unclosed `<@` is read in
// linear time (issue 18: 40,000 characters of them took 2.2 s).
const TOKEN = /<(?:[@#!][^<>\n]*|(?:https?|mailto):[^<>\s]*(?:\|[^<>\n]*)?)>|&(?:amp|lt|gt);/g;

const escapePlain = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Slack markup that notifies people: a member, a user group, the channel, everyone. */
const PING = /^<[@!]/;
/** The words Slack turns into mentions where a message asks it to (link_names). */
const PING_WORDS = /(^|[^\w@])@(channel|here|everyone)\b/gi;

/**
 * `pings: false` (bridged text, written by members of another platform): the mention markup is
 * escaped too, so it shows as typed and notifies nobody; links and escaped entities stay.
 */
export function toMrkdwn(text: string, opts: { pings?: boolean } = {}): string {
  const pings = opts.pings !== false;
  let out = '';
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const at = m.index ?? 0;
    out += escapePlain(text.slice(last, at)) + (pings || !PING.test(m[0]) ? m[0] : escapePlain(m[0]));
    last = at + m[0].length;
  }
  out += escapePlain(text.slice(last));
  // a word joiner after the @: shown the same, never linked
  return pings ? out : out.replace(PING_WORDS, '$1@\u2060$2');
}

/** Slack's escaped text read back as plain text (for a file's caption, a modal's field). */
export function fromMrkdwn(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/**
 * The core names commands as `/translate`; in Slack they are typed `/dubash translate`. Each
 * reference to a command dubash has (at a line start or after a space or bracket) is rewritten.
 */
export function slackCommands(text: string, names: ReadonlySet<string>): string {
  if (!names.size) return text;
  return text.replace(/(^|[\s(“"'])\/([a-z][a-z0-9_]*)\b/g, (whole, before: string, name: string) =>
    names.has(name) ? `${before}/dubash ${name}` : whole,
  );
}
