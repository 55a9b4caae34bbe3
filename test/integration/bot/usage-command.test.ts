// /usage (commands/usage.ts, declared workspace-admin with a personal answer; no adapter names it):
// in the web chat a workspace admin reads the month's usage against the budget, alone; a member
// reading Hindi is refused in Hindi, alone. Discord registers it for Manage Server only.
import { describe, expect, it } from 'vitest';
import { applicationCommands } from '../../../adapters/discord/commands.js';
import { commands } from '../../../commands/index.js';
import { commandSpecs } from '../../../commands/locales/index.js';
import { useSignedInChat } from './signed-in-chat.js';

const { post, view, answerTo } = useSignedInChat({
  password: 'usage for admins',
  users: ['admin', 'ravi'],
  workspace: 'usage-team',
  channel: 'general',
});

describe('/usage', () => {
  it("a workspace admin reads the month's usage against the budget; nobody else sees it", async () => {
    await answerTo('admin', (await post('admin', '/settings workspace budget characters 5000')).id);
    const asked = await post('admin', '/usage');
    const answer = await answerTo('admin', asked.id);
    expect(answer.text).toMatch(/^📊 This workspace's usage this month/);
    expect(answer.text).toMatch(
      /Characters sent for translation or analysis: [\d,]+ of 5,000 \(\d+%\), [\d,]+ left/,
    );
    expect(answer.text).toMatch(/Seconds of audio heard or spoken: \d+ \(no limit\)/);
    expect(answer.visibleTo).toEqual(['admin']);
    expect((await view('ravi')).some((m) => m.id === answer.id || m.id === asked.id)).toBe(false);
  }, 30_000);

  it('a member reading Hindi is refused in Hindi, and only they see it', async () => {
    await answerTo('ravi', (await post('ravi', '/settings me language hi')).id);
    const asked = await post('ravi', '/usage');
    const refusal = await answerTo('ravi', asked.id);
    expect(refusal.text).toContain('यह काम सिर्फ़ वर्कस्पेस के एडमिन कर सकते हैं।');
    expect(refusal.text).not.toMatch(/5,000/);
    expect(refusal.visibleTo).toEqual(['ravi']);
    expect((await view('admin')).some((m) => m.id === refusal.id)).toBe(false);
  }, 30_000);

  it('Discord shows it to members with Manage Server only', () => {
    const body = applicationCommands(commandSpecs(commands));
    const usage = body.find((c) => c.name === 'usage');
    expect(usage?.default_member_permissions).toBe(String(1n << 5n));
    // the others stay open to everyone (their admin subcommands are checked when run)
    expect(body.find((c) => c.name === 'settings')?.default_member_permissions).toBeUndefined();
    expect(body.find((c) => c.name === 'bridge')?.default_member_permissions).toBeUndefined();
  });
});
