// Slack's v0 signature over the raw body and the 5-minute window.
import { describe, expect, it } from 'vitest';
import { slackSignature, verifySlackSignature } from '../../../adapters/slack/signature.js';

const SECRET = '8f742231b10e8888abcd99yyyzzz85a5';
// Slack's documented example request.
const BODY =
  'token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V&channel_name=foobar&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN&trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c';
const TS = '1531420618';

describe('Slack request signature', () => {
  it('matches Slack’s documented example', () => {
    expect(slackSignature(SECRET, TS, BODY)).toBe(
      'v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503',
    );
  });

  it('accepts a good signature in the window; refuses a bad, a stale or a missing one', () => {
    const sig = slackSignature(SECRET, TS, BODY);
    const now = Number(TS) + 60;
    expect(verifySlackSignature(SECRET, { signature: sig, timestamp: TS }, Buffer.from(BODY), now)).toEqual({
      ok: true,
    });
    expect(
      verifySlackSignature(SECRET, { signature: sig, timestamp: TS }, Buffer.from(`${BODY}x`), now).ok,
    ).toBe(false);
    expect(
      verifySlackSignature(SECRET, { signature: sig, timestamp: TS }, Buffer.from(BODY), Number(TS) + 301),
    ).toEqual({
      ok: false,
      reason: 'stale Slack request (more than 5 minutes old)',
    });
    expect(verifySlackSignature(SECRET, { timestamp: TS }, Buffer.from(BODY), now).ok).toBe(false);
  });
});
