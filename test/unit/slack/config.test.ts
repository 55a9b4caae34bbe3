// The SLACK_* variables: Slack is on with a bot token or OAuth's three variables; HTTP mode needs
// the signing secret, Socket Mode does not; a bad value names the variable, never the secret.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadBotConfig } from '../../../src/config.js';

// Built from parts so the repository holds nothing a secret scanner takes for a real token.
const fake = (kind: string, rest: string) => `${kind}-${rest}`;
const TOKEN = fake('xoxb', '1111-2222-abcdefABCDEF');

describe('Slack configuration', () => {
  it('is off without a token, and on with a token and a signing secret', () => {
    expect(loadBotConfig({}).slack).toBeUndefined();
    const c = loadBotConfig({ SLACK_BOT_TOKEN: TOKEN, SLACK_SIGNING_SECRET: 'sekrit-12345' });
    expect(c.slack).toEqual({ botToken: TOKEN, signingSecret: 'sekrit-12345' });
  });

  it('HTTP mode needs SLACK_SIGNING_SECRET; Socket Mode does not', () => {
    expect(() => loadBotConfig({ SLACK_BOT_TOKEN: TOKEN })).toThrow(/SLACK_SIGNING_SECRET is not set/);
    const c = loadBotConfig({ SLACK_BOT_TOKEN: TOKEN, SLACK_APP_TOKEN: 'xapp-1-A1-123-abc' });
    expect(c.slack?.appToken).toBe('xapp-1-A1-123-abc');
  });

  it('OAuth needs all three of its variables, and names the missing one', () => {
    let err: unknown;
    try {
      loadBotConfig({
        SLACK_CLIENT_ID: '123.456',
        SLACK_CLIENT_SECRET: 'cs',
        SLACK_SIGNING_SECRET: 'sekrit-12345',
      });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).variable).toBe('SLACK_STATE_SECRET');
    const c = loadBotConfig({
      SLACK_CLIENT_ID: '123.456',
      SLACK_CLIENT_SECRET: 'cs',
      SLACK_STATE_SECRET: 'a-long-state-secret',
      SLACK_SIGNING_SECRET: 'sekrit-12345',
    });
    expect(c.slack?.oauth).toEqual({
      clientId: '123.456',
      clientSecret: 'cs',
      stateSecret: 'a-long-state-secret',
    });
    expect(c.slack?.botToken).toBeUndefined();
  });

  it('a token of the wrong kind is refused without printing it', () => {
    const secret = fake('xoxp', '9999-user-token-not-bot');
    let message = '';
    try {
      loadBotConfig({ SLACK_BOT_TOKEN: secret, SLACK_SIGNING_SECRET: 'sekrit-12345' });
    } catch (e) {
      message = String((e as Error).message);
    }
    expect(message).toMatch(/SLACK_BOT_TOKEN/);
    expect(message).toMatch(/xoxb-/);
    expect(message).not.toContain(secret);
  });
});
