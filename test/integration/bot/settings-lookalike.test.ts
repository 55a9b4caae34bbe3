// The web chat's settings by look-alike words (issue 18, point 2 and its bar): `wor\u212Aspace`
// (Kelvin sign) or fullwidth letters read as `workspace` to the parser and to the permission check
// alike, so a member who is not an admin changes nothing, and an admin's look-alike still works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import { type Harness, startHarness } from './harness.js';

const WS = 'lookalike';
const ref: ConversationRef = { platform: 'local', workspaceId: WS, channelId: 'general' };

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

const answer = async (user: string, text: string) => {
  const r = await h.post({ workspace: WS, channel: 'general', user, text });
  if (!r.body.id) throw new Error(`post refused: ${r.status} ${r.body.error}`);
  const asked = r.body.id;
  return (await h.waitFor(WS, 'general', (ms) => ms.find((m) => m.bot && m.replyTo === asked), { user }))
    .text;
};

describe('web chat: settings by look-alike words', () => {
  it("a member's /settings wor\u212Aspace … changes nothing", async () => {
    for (const word of ['wor\u212Aspace', 'ｗｏｒｋｓｐａｃｅ']) {
      expect(await answer('mallory', `/settings ${word} budget characters 5`)).toMatch(
        /Only workspace admins can change workspace settings/,
      );
      expect(await answer('mallory', `/settings ${word} privacy logging true`)).toMatch(
        /Only workspace admins can change workspace settings/,
      );
    }
    const stored = await h.bot.settings.get('workspace', ref);
    expect(stored.budget).toBeUndefined();
    expect(stored.apiLogging).toBeUndefined();
  }, 30_000);

  it("an admin's look-alike word is the workspace too", async () => {
    expect(await answer('admin', '/settings wor\u212Aspace budget characters 5000')).toBe(
      "Done. The workspace's monthly character budget is now 5,000.",
    );
    expect((await h.bot.settings.get('workspace', ref)).budget?.characters).toBe(5000);
  }, 30_000);
});
