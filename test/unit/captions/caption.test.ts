// One caption message: partials coalesce while the platform is busy (only the newest words wait),
// the final replaces them, noise without words takes its placeholder away.
import { describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import type { Reply } from '../../../src/core/reply.js';
import { CaptionMessage, type CaptionPoster } from '../../../src/features/captions/caption.js';

const ref: ConversationRef = { platform: 'discord', workspaceId: 'g', channelId: 'voice' };

/** A platform that answers each call only when the test lets it. */
function slowPoster() {
  const calls: string[] = [];
  const gates: (() => void)[] = [];
  const wait = () => new Promise<void>((resolve) => gates.push(resolve));
  const text = (r: Reply) => ('text' in r ? r.text : r.type);
  const poster: CaptionPoster = {
    async send(_c, r) {
      calls.push(`send ${text(r)}`);
      await wait();
      return { id: 'm1' };
    },
    async edit(_c, id, r) {
      calls.push(`edit ${id} ${text(r)}`);
      await wait();
    },
    async delete(_c, id) {
      calls.push(`delete ${id}`);
    },
  };
  const release = async () => {
    await new Promise((r) => setImmediate(r));
    while (gates.length) {
      gates.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { poster, calls, release };
}

const line = (t: string) => `**Asha:** ${t}`;

describe('CaptionMessage', () => {
  it('posts the first partial, then only the newest one while an edit is in flight, then the final', async () => {
    const p = slowPoster();
    const c = new CaptionMessage(p.poster, ref, line, (err) => {
      throw err;
    });
    c.partial('go');
    c.partial('go for');
    c.partial('go forward');
    await p.release();
    c.partial('go forward ten');
    const final = c.final('Go forward 10 meters.');
    await p.release();
    expect(await final).toBe('m1');
    expect(p.calls).toEqual([
      'send **Asha:** go …',
      'edit m1 **Asha:** go forward …',
      'edit m1 **Asha:** go forward ten …',
      'edit m1 **Asha:** Go forward 10 meters.',
    ]);
  });

  it('a final without words removes the placeholder', async () => {
    const p = slowPoster();
    const c = new CaptionMessage(p.poster, ref, line, () => undefined);
    c.partial('hmm');
    await p.release();
    expect(await c.final('')).toBeUndefined();
    expect(p.calls).toEqual(['send **Asha:** hmm …', 'delete m1']);
  });

  it('longer than a message: the newest words while spoken, then as many messages as the final needs', async () => {
    const p = slowPoster();
    const c = new CaptionMessage(p.poster, ref, line, () => undefined, 60);
    const words = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen';
    c.partial(words);
    await p.release();
    const final = c.final(`${words}.`);
    await p.release();
    expect(await final).toBe('m1');
    const shown = p.calls.map((call) => call.replace(/^(send|edit m1) /, ''));
    for (const t of shown) expect(t.length).toBeLessThanOrEqual(60);
    // While spoken: the newest words, marked as cut at the start.
    expect(shown[0]).toMatch(/^\*\*Asha:\*\* … .*fifteen …$/);
    // Final: every word, in order, over the first message and the ones after it.
    const finals = shown.slice(1).map((t) => t.replace('**Asha:** ', ''));
    expect(finals.length).toBeGreaterThan(1);
    expect(finals.join(' ')).toBe(`${words}.`);
    expect(p.calls[1]?.startsWith('edit m1 ')).toBe(true);
  });

  it('abandoned mid-utterance, what was heard stays without the "…"', async () => {
    const p = slowPoster();
    const c = new CaptionMessage(p.poster, ref, line, () => undefined);
    c.partial('go forward');
    const done = c.abandon();
    await p.release();
    await done;
    expect(p.calls).toEqual(['send **Asha:** go forward …', 'edit m1 **Asha:** go forward']);
  });
});
