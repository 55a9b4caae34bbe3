// dubash slack manifest: the app manifest to paste into Slack, from bin/dubash.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const BIN = new URL('../../../bin/dubash.js', import.meta.url).pathname;

describe('dubash slack manifest', () => {
  it('prints request URLs from --url, the /dubash command, the four shortcuts, App Home and the scopes', async () => {
    const { stdout } = await run('node', [BIN, 'slack', 'manifest', '--url', 'https://bot.example.com/']);
    const m = JSON.parse(stdout);
    expect(m.settings.event_subscriptions.request_url).toBe('https://bot.example.com/slack/events');
    expect(m.settings.interactivity.request_url).toBe('https://bot.example.com/slack/events');
    expect(m.oauth_config.redirect_urls).toEqual(['https://bot.example.com/slack/oauth_redirect']);
    expect(m.features.slash_commands[0]).toMatchObject({
      command: '/dubash',
      url: 'https://bot.example.com/slack/events',
    });
    expect(m.features.shortcuts.map((s: { callback_id: string }) => s.callback_id)).toEqual([
      'translate',
      'speak',
      'transcribe',
      'ocr',
    ]);
    expect(m.features.app_home.home_tab_enabled).toBe(true);
    expect(m.oauth_config.scopes.bot).toEqual(
      expect.arrayContaining([
        'chat:write',
        'commands',
        'files:read',
        'files:write',
        'users:read',
        'reactions:read',
      ]),
    );
    expect(m.settings.event_subscriptions.bot_events).toEqual(
      expect.arrayContaining([
        'message.channels',
        'app_mention',
        'reaction_added',
        'app_home_opened',
        'app_uninstalled',
        'tokens_revoked',
      ]),
    );
    expect(m.settings.socket_mode_enabled).toBe(false);
  });

  it('without --url turns Socket Mode on; a plain-http URL is refused with what to type', async () => {
    const { stdout } = await run('node', [BIN, 'slack', 'manifest']);
    expect(JSON.parse(stdout).settings.socket_mode_enabled).toBe(true);
    const err = await run('node', [BIN, 'slack', 'manifest', '--url', 'http://bot.example.com']).catch(
      (e) => e,
    );
    expect(err.code).toBe(2);
    expect(err.stderr).toMatch(/--url must be https:\/\//);
  });
});
