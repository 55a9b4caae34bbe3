// The translation cache never pays twice for the same text, and holds nothing readable: Redis
// keeps a hash of the source and the translation sealed under the source text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await h.loadLookup([{ source: 'The release is ready', target: 'रिलीज़ तैयार है', src: 'en', tgt: 'hi' }]);
});
afterAll(() => h.close());

describe('translation cache', () => {
  it('answers the second time from Redis, with no readable text stored', async () => {
    const first = await h.translator.translate('The release is ready', 'en', ['hi']);
    expect(first.get('hi')).toBe('रिलीज़ तैयार है');
    const calls = h.translator.stats.calls;

    const again = await h.translator.translate('The release is ready', 'en', ['hi']);
    expect(again.get('hi')).toBe('रिलीज़ तैयार है');
    expect(h.translator.stats.calls).toBe(calls);

    const key = h.translator.cacheKey('The release is ready', 'en', 'hi', 'generic');
    const stored = (await h.redis.get(key)) ?? '';
    expect(stored).not.toBe('');
    expect(stored).not.toContain('तैयार');
    expect(Buffer.from(stored, 'base64').toString('utf8')).not.toContain('तैयार');
    expect(key).not.toContain('release');
  });

  it('asks the API again when a cached value cannot be opened', async () => {
    const key = h.translator.cacheKey('The release is ready', 'en', 'hi', 'generic');
    await h.redis.set(key, 'not a sealed value');
    const calls = h.translator.stats.calls;
    const out = await h.translator.translate('The release is ready', 'en', ['hi']);
    expect(out.get('hi')).toBe('रिलीज़ तैयार है');
    expect(h.translator.stats.calls).toBe(calls + 1);
  });
});
