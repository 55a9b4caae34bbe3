// The engine queue drops work whose client went away: a waiting task never starts (issue 9).
import { describe, expect, it } from 'vitest';
import { createEngineQueue } from '../../../src/local-api/engine-queue.js';

describe('engine queue', () => {
  it('never starts a waiting task once its signal aborts, and frees the slot for the next', async () => {
    const queue = createEngineQueue(1);
    const started: string[] = [];
    let release = () => {};
    const first = queue.run(async () => {
      started.push('first');
      await new Promise<void>((r) => {
        release = r;
      });
      return 'first';
    });
    const gone = new AbortController();
    const abandoned = queue.run(async () => {
      started.push('abandoned');
      return 'abandoned';
    }, gone.signal);
    const third = queue.run(async () => {
      started.push('third');
      return 'third';
    });
    gone.abort(new Error('the client went away'));
    release();
    expect(await first).toBe('first');
    await expect(abandoned).rejects.toThrow('the client went away');
    expect(await third).toBe('third');
    expect(started).toEqual(['first', 'third']);
  });
});
