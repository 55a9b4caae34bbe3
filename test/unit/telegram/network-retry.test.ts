// A send that fails on the network is tried again (bounded); start-up and polling calls are not.
import { HttpError } from 'grammy';
import { describe, expect, it } from 'vitest';
import { networkRetry } from '../../../adapters/telegram/network-retry.js';

const failing = (failures: number) => {
  let calls = 0;
  const prev = async () => {
    calls++;
    if (calls <= failures) throw new HttpError('Network request failed', new Error('ECONNRESET'));
    return { ok: true as const, result: true };
  };
  return { prev, calls: () => calls };
};
type Args = Parameters<ReturnType<typeof networkRetry>>;
const call = (t: ReturnType<typeof networkRetry>, prev: unknown, method: string) =>
  t(prev as Args[0], method as Args[1], {} as Args[2]);

describe('networkRetry', () => {
  it('delivers a message whose first two tries met a connection reset', async () => {
    const f = failing(2);
    await expect(call(networkRetry([1, 1, 1]), f.prev, 'sendMessage')).resolves.toEqual({
      ok: true,
      result: true,
    });
    expect(f.calls()).toBe(3);
  });

  it('gives up after its last wait, with the network error', async () => {
    const f = failing(10);
    await expect(call(networkRetry([1, 1]), f.prev, 'sendMessage')).rejects.toThrow(/Network request failed/);
    expect(f.calls()).toBe(3);
  });

  it('leaves getMe and getUpdates to their own loops', async () => {
    for (const method of ['getMe', 'getUpdates']) {
      const f = failing(1);
      await expect(call(networkRetry([1]), f.prev, method)).rejects.toThrow(HttpError);
      expect(f.calls()).toBe(1);
    }
  });
});
