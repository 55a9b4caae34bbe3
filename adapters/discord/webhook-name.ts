// The poster's name of an Execute Webhook post as Discord takes it. Discord refuses (400, 50035
// Invalid Form Body) a username containing "discord" or "clyde" in any case, one that is "everyone"
// or "here", and one outside 1–80 characters. A bridged author's name trips it easily ("Kavin
// (Discord)" between two Discord servers, a member called Clydesdale), and a refusal would post the
// message as the bot instead. So each forbidden word keeps its look but not its letters: one vowel
// becomes its Cyrillic twin (о, е), as python-discord's bot does for "clyde"; readers see the same
// name.

const LIMIT = 80;
/** Latin → Cyrillic look-alike, for the one letter changed in each forbidden word. */
const TWIN: Record<string, string> = { o: '\u043e', O: '\u041e', e: '\u0435', E: '\u0415' };

/** `word` with its letter at `at` swapped for the Cyrillic twin (the word's own case kept). */
const swap = (word: string, at: number) =>
  word.slice(0, at) + (TWIN[word[at] ?? ''] ?? word[at]) + word.slice(at + 1);

/** A name Discord accepts for a webhook post, reading as `name` does (cut to 80 characters with "…"). */
export function webhookName(name: string): string {
  let out = name
    .trim()
    .replace(/discord/gi, (w) => swap(w, 4)) // disc[o]rd
    .replace(/clyde/gi, (w) => swap(w, 4)); // clyd[e]
  if (/^everyone$/i.test(out)) out = swap(out, 0);
  else if (/^here$/i.test(out)) out = swap(out, 1);
  if (!out) return 'member';
  if (out.length <= LIMIT) return out;
  // Whole code points only (no half of an emoji), and at most 80 UTF-16 units, the stricter count.
  let cut = '';
  for (const ch of out) {
    if (cut.length + ch.length > LIMIT - 1) break;
    cut += ch;
  }
  return `${cut.trimEnd()}…`;
}
