// Downloads of Slack files: url_private_download with `Authorization: Bearer <bot token>`. Slack
// answers a missing or wrong token with 200 and its HTML sign-in page, so a body that looks like
// HTML is refused with a sentence, never handed to STT or OCR.
import { PermanentError } from '../../src/core/errors.js';

/** Files larger than this are refused before downloading (Slack allows 1 GB uploads). */
export const DEFAULT_MAX_DOWNLOAD = 100 * 1024 * 1024;

export const tooLargeSentence = (names: string[], max: number) =>
  `${names.join(', ').slice(0, 200)}: too large for me (over ${Math.round(max / (1024 * 1024))} MB). Send a shorter recording or a smaller file.`;

export const LOGIN_PAGE_SENTENCE =
  "Slack sent its sign-in page instead of the file: the bot token can't read it. " +
  'Check that the app has the files:read scope and is in this channel, then send the file again.';

/** The first bytes of Slack's sign-in page (any HTML document). */
export function looksLikeHtml(bytes: Buffer, contentType: string | null): boolean {
  if (contentType && /text\/html/i.test(contentType)) return true;
  const head = bytes.subarray(0, 512).toString('utf8').trimStart().toLowerCase();
  return head.startsWith('<!doctype html') || head.startsWith('<html');
}

export async function downloadSlackFile(url: string, token: string, maxBytes: number): Promise<Buffer> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, redirect: 'follow' });
  if (res.status === 404 || res.status === 410)
    throw new PermanentError('That file is gone from Slack (deleted, or past the workspace’s limit).');
  if (!res.ok) throw new Error(`Slack file download answered ${res.status}`);
  const length = Number(res.headers.get('content-length'));
  if (Number.isFinite(length) && length > maxBytes) {
    await res.body?.cancel();
    throw new PermanentError(tooLargeSentence(['The file'], maxBytes));
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > maxBytes) throw new PermanentError(tooLargeSentence(['The file'], maxBytes));
  if (looksLikeHtml(bytes, res.headers.get('content-type'))) throw new PermanentError(LOGIN_PAGE_SENTENCE);
  return bytes;
}
