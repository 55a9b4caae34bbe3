// Downloads of Slack files: url_private_download with `Authorization: Bearer <bot token>`. Slack
// answers a missing or wrong token with 200 and its HTML sign-in page, so a body that looks like
// HTML is refused with a sentence, never handed to STT or OCR.
import { PermanentError } from '../../src/core/errors.js';
import { say } from '../../src/core/i18n.js';

/** Files larger than this are refused before downloading (Slack allows 1 GB uploads). */
export const DEFAULT_MAX_DOWNLOAD = 100 * 1024 * 1024;

export const tooLargeSentence = (names: string[], max: number, lang = 'en') =>
  say(lang, 'file.tooLargeNamed', {
    names: names.join(', ').slice(0, 200),
    mb: Math.round(max / (1024 * 1024)),
  });

/** The first bytes of Slack's sign-in page (any HTML document). */
export function looksLikeHtml(bytes: Buffer, contentType: string | null): boolean {
  if (contentType && /text\/html/i.test(contentType)) return true;
  const head = bytes.subarray(0, 512).toString('utf8').trimStart().toLowerCase();
  return head.startsWith('<!doctype html') || head.startsWith('<html');
}

export async function downloadSlackFile(url: string, token: string, maxBytes: number): Promise<Buffer> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, redirect: 'follow' });
  if (res.status === 404 || res.status === 410)
    throw new PermanentError({ key: 'file.gone', params: { platform: 'Slack' } });
  if (!res.ok) throw new Error(`Slack file download answered ${res.status}`);
  const length = Number(res.headers.get('content-length'));
  if (Number.isFinite(length) && length > maxBytes) {
    await res.body?.cancel();
    throw new PermanentError({ key: 'file.tooLarge', params: { mb: Math.round(maxBytes / (1024 * 1024)) } });
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > maxBytes)
    throw new PermanentError({ key: 'file.tooLarge', params: { mb: Math.round(maxBytes / (1024 * 1024)) } });
  if (looksLikeHtml(bytes, res.headers.get('content-type')))
    throw new PermanentError({ key: 'file.slackSignIn' });
  return bytes;
}
