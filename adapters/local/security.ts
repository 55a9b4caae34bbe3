// The web chat's security headers: a Content-Security-Policy for the page that allows its own
// inline scripts by hash and nothing else to run, and how an attachment is served so that an
// uploaded page or SVG can never run script on the chat's origin; and which requests come from
// another site's page.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Headers every local chat answer carries. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  // Nothing to other sites; same-origin requests keep their Origin (with no-referrer a browser
  // sends `Origin: null` on the page's own POSTs, which crossSite() could not tell from a foreign one).
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

const INLINE_SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The page's CSP: scripts only the inline ones the page itself carries (by their SHA-256, so
 * an injected one is refused), requests only to this origin, no frames, no plugins, no base.
 */
export function pageCsp(html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  return [
    "default-src 'none'",
    `script-src ${hashes.join(' ') || "'none'"}`,
    // Styles cannot run script; inline ones are allowed so the page's look can change freely.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** An attachment opened on its own: nothing in it may run, load or be framed. */
export const FILE_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

/** Image and audio types a browser shows without running anything (SVG is not one: it holds script). */
const INLINE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'audio/mpeg',
  'audio/mp3',
  'audio/ogg',
  'audio/opus',
  'audio/wav',
  'audio/wave',
  'audio/x-wav',
  'audio/webm',
  'audio/flac',
  'audio/x-flac',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
]);

/** Whether an attachment of this type is shown in the page (else it is only downloaded). */
export function servedInline(mimeType: string): boolean {
  return INLINE_TYPES.has(mimeType.split(';')[0]?.trim().toLowerCase() ?? '');
}

/** `Content-Disposition` with an ASCII fallback name and the UTF-8 one. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\w.-]+/g, '_').slice(0, 100) || 'file';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request that changes something (any method but GET/HEAD/OPTIONS, a WebSocket, or a
 * GET of the chat's API that a browser marks as another site's),
 * which can send) comes from another site's page: a form or script there would act with the
 * member's cookie (on loopback, with no sign-in, as anyone). Browsers say where the request
 * comes from in `Sec-Fetch-Site`, or older ones only in `Origin`; scripts send neither and pass.
 * The origin must be this server's own host (`Host`, or `X-Forwarded-Host` with TRUST_PROXY).
 */
export function crossSite(req: FastifyRequest): boolean {
  const socket = req.headers.upgrade?.toLowerCase() === 'websocket';
  // Browsers that send Sec-Fetch-Site say it outright: same-origin, or none (typed by the user).
  const site = req.headers['sec-fetch-site'];
  if (SAFE_METHODS.has(req.method) && !socket) {
    // A link to the page from elsewhere is fine, but a GET of the chat's API is not harmless (a
    // member opening a channel joins it and is greeted): another site's <img> must not do that.
    if (!req.url.startsWith('/local/api/')) return false;
    return site !== undefined && site !== 'same-origin' && site !== 'none';
  }
  if (site === 'same-origin' || site === 'none') return false;
  if (site !== undefined) return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    const from = new URL(origin);
    // Parsed with the origin's scheme, `host:443` and `host` compare equal for https.
    return new URL(`${from.protocol}//${req.host}`).host !== from.host;
  } catch {
    return true; // `Origin: null` (a sandboxed page, a file) or nonsense
  }
}
