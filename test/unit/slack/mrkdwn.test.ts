// Slack's mrkdwn through translation: every Slack token is a kept span (never sent to the engine),
// and the bot's text is escaped except for Slack's own markup.
import { describe, expect, it } from 'vitest';
import { fromMrkdwn, slackCommands, toMrkdwn } from '../../../adapters/slack/mrkdwn.js';
import { reassemble, segmentMessage, translatableParts } from '../../../src/core/segments.js';

const TOKENS = [
  '<@U0RAVI0001>',
  '<#C0GENERAL1|general>',
  '<!here>',
  '<https://example.com/a?b=1|the site>',
  ':smile:',
  '`npm start`',
  '```const a = 1 < 2;```',
  '&amp;',
  '<!date^1392734382^{date_num} at {time}|2014-02-18 6:39 AM>',
];

describe('Slack mrkdwn', () => {
  it('keeps mentions, channels, links, emoji, code and entities out of translation', () => {
    const text = `hello ${TOKENS.join(' and ')} see you`;
    const segs = segmentMessage(text);
    const kept = segs.filter((s) => s.kind === 'keep').map((s) => s.value);
    for (const t of TOKENS) expect(kept).toContain(t);
    const parts = translatableParts(segs);
    expect(parts.join(' ')).not.toMatch(/[<>`]|&amp;/);
    const back = reassemble(
      segs,
      parts.map((p) => p.toUpperCase()),
    );
    for (const t of TOKENS) expect(back).toContain(t);
    expect(back).toMatch(/^HELLO <@U0RAVI0001> AND/);
  });

  it('escapes 40,000 characters of unclosed markup whole (linear time: issue 18)', () => {
    for (const open of ['<@', '<#', '<!', '<https:', '<mailto:x|']) {
      const text = open.repeat(Math.ceil(40_000 / open.length));
      expect(fromMrkdwn(toMrkdwn(text))).toBe(text);
      expect(toMrkdwn(text)).not.toMatch(/</);
    }
    // a token ends at the next `<`: an unclosed one before a real mention is escaped, not swallowed
    expect(toMrkdwn('<@a <@U1>')).toBe('&lt;@a <@U1>');
    expect(toMrkdwn('<@a<@U1>')).toBe('&lt;@a<@U1>');
  });

  it('escapes bare & < > in the bot’s text and leaves Slack’s markup alone', () => {
    expect(toMrkdwn('a < b & c > d')).toBe('a &lt; b &amp; c &gt; d');
    expect(toMrkdwn('hi <@U1> see <#C1|general>, <!here> <https://x.y|site> Tom &amp; Jerry')).toBe(
      'hi <@U1> see <#C1|general>, <!here> <https://x.y|site> Tom &amp; Jerry',
    );
    expect(fromMrkdwn('a &lt; b &amp; c')).toBe('a < b & c');
  });
});

describe('commands named the Slack way', () => {
  const names = new Set(['translate', 'help', 'settings']);
  it('rewrites /command references to /dubash command, and nothing else', () => {
    expect(slackCommands('Usage: /translate [to hi,ta] TEXT', names)).toBe(
      'Usage: /dubash translate [to hi,ta] TEXT',
    );
    expect(slackCommands("I don't know /xyz. Type /help to see what I can do.", names)).toBe(
      "I don't know /xyz. Type /dubash help to see what I can do.",
    );
    expect(slackCommands('/settings me language ta\nsee https://x.y/translate', names)).toBe(
      '/dubash settings me language ta\nsee https://x.y/translate',
    );
  });

  it('bridged text (pings off): mention markup escaped, links and entities kept, @channel unlinked', () => {
    expect(
      toMrkdwn('<!channel> <!here|here> <@U0RAVI0001> <!subteam^S01|@team> <#C0GENERAL1|general>', {
        pings: false,
      }),
    ).toBe(
      '&lt;!channel&gt; &lt;!here|here&gt; &lt;@U0RAVI0001&gt; &lt;!subteam^S01|@team&gt; <#C0GENERAL1|general>',
    );
    expect(toMrkdwn('see <https://x.y|x> &amp; a@here.com @everyone', { pings: false })).toBe(
      'see <https://x.y|x> &amp; a@here.com @\u2060everyone',
    );
    // the bot's own text keeps Slack's markup
    expect(toMrkdwn('<!here> a < b')).toBe('<!here> a &lt; b');
  });
});
