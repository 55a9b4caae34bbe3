// One spelling per emoji, whatever the platform sent: Discord and Telegram give Unicode (with or
// without the U+FE0F presentation selector), Slack gives names (`flag-in`, `us`, `thumbsup::skin-tone-2`).
// Flags become their Unicode pair, so a mapping written once (🇮🇳 → hi) matches on every platform;
// other Slack names, and Discord server emoji (`<:name:id>` in typed text), are `:name:` (an admin
// can map those too).

const REGIONAL_A = 0x1f1e6;

/** `in` → 🇮🇳 (two regional indicator symbols). */
export function flagOf(country: string): string {
  return [...country.toUpperCase()]
    .map((c) => String.fromCodePoint(REGIONAL_A + c.charCodeAt(0) - 65))
    .join('');
}

/** Slack's names of flags that are not `flag-xx`. */
const SLACK_FLAG_NAMES: Record<string, string> = { us: 'us', gb: 'gb', uk: 'gb', jp: 'jp', cn: 'cn' };

export function normalizeEmoji(raw: string): string {
  // skin tones do not change what an emoji asks for
  const s = raw.trim().replace(/[\uFE0F\u{1F3FB}-\u{1F3FF}]/gu, '');
  // a Discord server emoji as typed text carries it (`<:tamil:1234>`, animated `<a:…>`): its name
  const custom = /^<a?:([a-z0-9_]+):\d+>$/i.exec(s)?.[1];
  if (custom) return `:${custom.toLowerCase()}:`;
  // ASCII only: a name (Slack's, or a Discord custom emoji's), never a Unicode emoji.
  const name = /^:?([a-z0-9_+-]+)(?:::skin-tone-\d)?:?$/i.exec(s)?.[1]?.toLowerCase();
  if (!name) return s;
  const flag = /^flag-([a-z]{2})$/.exec(name)?.[1] ?? SLACK_FLAG_NAMES[name];
  return flag ? flagOf(flag) : `:${name}:`;
}
