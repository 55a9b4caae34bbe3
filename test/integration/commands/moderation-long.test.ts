// A message longer than one analysis request (the API takes at most 5,000 characters) is still
// moderated as a whole: a slur at its end is caught, and a redacted copy keeps every line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, texts } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const admin = { id: 'boss', isBot: false, isSelf: false, isAdmin: true };
const line = 'आज की बैठक में हमने अगले हफ़्ते की योजना पर बात की और सबने अपने सुझाव दिए।';

describe('moderation of a long message', () => {
  it('hides a 12,000-character message whose slur is at the end', async () => {
    await h.send('/settings channel moderation hide profanity,hate_speech', { author: admin });
    const long = `${Array.from({ length: 160 }, () => line).join('\n')}\nतू भड़वा है`;
    expect(long.length).toBeGreaterThan(12_000);
    const replies = await h.send(long);
    expect(replies).toMatchObject([{ type: 'notice', action: { type: 'delete' } }]);
    expect(texts(replies)[0]).toMatch(/hidden because it contains profanity/);
    await h.send('/settings channel moderation off', { author: admin });
  });

  it('redacts a long message part by part and keeps its lines', async () => {
    await h.send('/settings channel moderation redact profanity', { author: admin });
    const lines = Array.from({ length: 160 }, () => line);
    lines[3] = 'तू भड़वा है';
    lines[150] = 'अबे भड़वे, चुप रह';
    const replies = await h.send(lines.join('\n'));
    const replace = replies.find((r) => r.type === 'notice' && r.action?.type === 'replace');
    expect(replace).toBeDefined();
    const cleaned =
      replace?.type === 'notice' && replace.action?.type === 'replace' ? replace.action.text : '';
    const out = (cleaned ?? '').split('\n');
    expect(out).toHaveLength(160);
    expect(out[3]).not.toContain('भड़वा');
    expect(out[150]).not.toContain('भड़वे');
    expect(out[100]).toBe(line);
    await h.send('/settings channel moderation off', { author: admin });
  });
});
