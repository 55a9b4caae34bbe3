// TELEGRAM_* variables: validated with messages that name the variable and never echo a secret.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadBotConfig } from '../../../src/config.js';

const TOKEN = '123456789:AAH-secret_token_value';

describe('Telegram configuration', () => {
  it('unset token: no Telegram', () => {
    expect(loadBotConfig({}).telegram).toBeUndefined();
  });

  it('a token turns it on, polling by default', () => {
    expect(loadBotConfig({ TELEGRAM_BOT_TOKEN: TOKEN }).telegram).toEqual({
      token: TOKEN,
      mode: 'polling',
      webhookSecret: undefined,
      webhookUrl: undefined,
      apiRoot: undefined,
    });
  });

  it('webhook mode needs the secret', () => {
    const run = () => loadBotConfig({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_MODE: 'webhook' });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/TELEGRAM_WEBHOOK_SECRET is not set/);
  });

  it('a malformed token is refused without being echoed', () => {
    let err: unknown;
    try {
      loadBotConfig({ TELEGRAM_BOT_TOKEN: 'not a token secret-ish' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(/^TELEGRAM_BOT_TOKEN must look like/);
    expect((err as Error).message).not.toContain('secret-ish');
  });

  it('the webhook URL must be HTTPS', () => {
    expect(() =>
      loadBotConfig({
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_WEBHOOK_URL: 'http://example.com/telegram/webhook',
      }),
    ).toThrow(/TELEGRAM_WEBHOOK_URL must be an https:\/\/ URL/);
  });
});
