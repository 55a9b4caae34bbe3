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
