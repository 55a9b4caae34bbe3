// Long replies on platforms with a message limit: split at sentence boundaries (then at spaces,
// then hard) so each part reads on its own; beyond a few parts, the adapter sends a file instead.
import { say } from './i18n.js';
import type { Reply } from './reply.js';

/** Sentence ends in Latin and Indic scripts: . ! ? । ॥ and newlines. */
const SENTENCE_END = /(?<=[.!?।॥])\s+|\n+/u;

function hardCut(text: string, max: number): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > max) {
    // Prefer the last space before the limit; never cut a surrogate pair in two.
    let cut = rest.lastIndexOf(' ', max);
    if (cut < max / 2) cut = max;
    const code = rest.charCodeAt(cut - 1);
    if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
    out.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) out.push(rest);
  return out;
}

/** Splits `text` into parts of at most `max` characters, at sentence boundaries where possible. */
export function splitText(text: string, max: number): string[] {
  if (max < 1) throw new RangeError('max must be positive');
  if (text.length <= max) return [text];
  const sentences = text.split(SENTENCE_END).filter((s) => s.length > 0);
  const parts: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    const pieces = sentence.length > max ? hardCut(sentence, max) : [sentence];
    for (const piece of pieces) {
      if (!current) current = piece;
      else if (current.length + 1 + piece.length <= max) current += ` ${piece}`;
      else {
        parts.push(current);
        current = piece;
      }
    }
  }
  if (current) parts.push(current);
  return parts;
}

/**
 * Cuts `text` into slices of at most `max` characters whose concatenation is `text` itself (every
 * newline and space kept), each ending after a newline, else a sentence end, else a space where
 * one falls in the second half, so a request per slice can be put back together exactly.
 */
export function sliceText(text: string, max: number): string[] {
  if (max < 2) throw new RangeError('max must be at least 2');
  const out: string[] = [];
  let start = 0;
  while (text.length - start > max) {
    const window = text.slice(start, start + max);
    const half = max / 2;
    let cut = window.lastIndexOf('\n') + 1;
    if (cut < half)
      cut = Math.max(...['. ', '! ', '? ', '। ', '॥ '].map((end) => window.lastIndexOf(end) + 2));
    if (cut < half) cut = window.lastIndexOf(' ') + 1;
    if (cut < half) cut = max;
    // never cut a surrogate pair in two
    const code = text.charCodeAt(start + cut - 1);
    if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
    out.push(text.slice(start, start + cut));
    start += cut;
  }
  out.push(text.slice(start));
  return out;
}

/** Beyond this many parts a reply is easier to read as one file. */
export const MAX_PARTS = 4;

/**
 * A reply as the platform can take it: text within the limit as is, longer text split into
 * sentence-bounded parts, very long text as a .txt file.
 */
export function fitReply(reply: Reply, maxTextLength: number, reader = 'en'): Reply[] {
  if (reply.type !== 'text' && reply.type !== 'notice' && reply.type !== 'error') return [reply];
  // An auto-translation is filed under its source by adapters with per-member views: keep it whole.
  if (reply.text.length <= maxTextLength || (reply.type === 'text' && reply.translations)) return [reply];
  const parts = splitText(reply.text, maxTextLength);
  const longFile = reply.type === 'text' ? reply.longFile : undefined;
  const file: Reply = {
    type: 'file',
    file: Buffer.from(reply.text, 'utf8'),
    mimeType: 'text/plain; charset=utf-8',
    filename: longFile?.filename ?? 'reply.txt',
    caption: longFile?.caption ?? say(reader, 'split.asFile'),
    replyTo: reply.replyTo,
    audience: reply.audience,
  };
  if (parts.length > MAX_PARTS) return [file];
  const split = parts.map((text) => ({ ...reply, text }));
  // A long transcript is read in the chat and kept (searched, forwarded) as a file too.
  return longFile ? [...split, file] : split;
}
