// /help admin (commands/help.ts): a channel-admin subcommand with a personal answer, added in
// commands/ and the locale files only (issue 19, bar 2). An admin reads what admins can do, alone; a
// member reading Hindi is refused in Hindi, alone.
import { describe, expect, it } from 'vitest';
import { useSignedInChat } from './signed-in-chat.js';

const { post, view, answerTo } = useSignedInChat({
  password: 'help for admins',
  users: ['admin', 'ravi'],
  workspace: 'help-team',
  channel: 'general',
});

describe('/help admin', () => {
  it('an admin reads what admins can do, alone', async () => {
    const asked = await post('admin', '/help admin');
    const answer = await answerTo('admin', asked.id);
    expect(answer.text).toMatch(/^What admins can do here/);
    expect(answer.text).toContain('/usage — workspace admins');
    expect(answer.text).toContain('/bridge — channel admins');
    expect(answer.text).toContain('/settings workspace — workspace admins');
    expect(answer.visibleTo).toEqual(['admin']);
    expect((await view('ravi')).some((m) => m.id === answer.id || m.id === asked.id)).toBe(false);
  }, 30_000);
  it('a member reading Hindi is refused in Hindi, alone; plain /help still answers them', async () => {
    await answerTo('ravi', (await post('ravi', '/settings me language hi')).id);
    const refusal = await answerTo('ravi', (await post('ravi', '/help admin')).id);
    expect(refusal.text).toContain('यह काम सिर्फ़ इस चैनल के एडमिन कर सकते हैं।');
    expect(refusal.visibleTo).toEqual(['ravi']);
    const help = await answerTo('ravi', (await post('ravi', '/help')).id);
    expect(help.text).toMatch(/कमांड/);
  }, 30_000);
});
