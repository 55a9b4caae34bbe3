// Slack's request signature (v0): HMAC-SHA256 of `v0:<timestamp>:<raw body>` with the signing
// secret, in X-Slack-Signature; X-Slack-Request-Timestamp within 5 minutes of now, so a captured
// request cannot be replayed later. Checked on the raw bytes, before anything is parsed.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Slack's window: older (or further in the future) requests are refused. */
export const MAX_SKEW_S = 5 * 60;

export function slackSignature(secret: string, timestamp: string | number, body: Buffer | string): string {
  const mac = createHmac('sha256', secret);
  mac.update(`v0:${timestamp}:`);
  mac.update(body);
  return `v0=${mac.digest('hex')}`;
}

export type Verdict = { ok: true } | { ok: false; reason: string };

/** `nowS` is the current time in seconds (a parameter so the window can be tested). */
export function verifySlackSignature(
  secret: string,
  headers: { signature?: string; timestamp?: string },
  body: Buffer,
  nowS = Math.floor(Date.now() / 1000),
): Verdict {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp) return { ok: false, reason: 'missing Slack signature headers' };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'bad Slack request timestamp' };
  if (Math.abs(nowS - Number(timestamp)) > MAX_SKEW_S)
    return { ok: false, reason: 'stale Slack request (more than 5 minutes old)' };
  const expected = Buffer.from(slackSignature(secret, timestamp, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad Slack signature' };
  return { ok: true };
}
