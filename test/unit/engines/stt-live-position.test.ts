// Live pocketsphinx says how much of the audio its text accounts for (the end of its last segment),
// so a stream's partials need recognize only what comes after it (issue 13).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRecognizer, decodedUntil, PCM_BYTES_PER_SECOND } from '../../../src/local-api/engines/stt.js';

const TESTDATA = '/usr/share/pocketsphinx/test/data';

describe('decodedUntil', () => {
  it('is the end of the last token, fillers included', () => {
    const out =
      'go forward\n<s> 0.000 0.240 1.000\ngo 0.460 0.630 0.99\nforward 0.640 1.160 0.99\n</s> 1.170 1.600 1.0\n';
    expect(decodedUntil(out)).toBe(1.6);
    expect(decodedUntil('')).toBe(0);
  });
});

describe('live pocketsphinx text positions', () => {
  it('reports, with each segment, where in the audio it ended', async () => {
    const first = readFileSync(`${TESTDATA}/goforward.raw`);
    const second = readFileSync(`${TESTDATA}/numbers.raw`);
    const quiet = Buffer.alloc(PCM_BYTES_PER_SECOND); // a pause ends a segment
    const audio = Buffer.concat([first, quiet, second, quiet]);
    const seen: Array<{ text: string; at: number }> = [];
    const live = createRecognizer({}).live?.('en', 'generic', {
      onText: (text, at) => seen.push({ text, at: at ?? Number.NaN }),
    });
    if (!live) throw new Error('no live recognizer for en');
    for (let i = 0; i < audio.length; i += 3_200) {
      live.write(audio.subarray(i, i + 3_200));
      await new Promise((r) => setTimeout(r, 2));
    }
    await live.end();
    const firstEnd = first.length / PCM_BYTES_PER_SECOND;
    const afterFirst = seen.find((s) => s.text === 'go forward ten meters');
    // The first segment ends after its last word and before the second recording starts.
    expect(afterFirst?.at).toBeGreaterThan(firstEnd - 1);
    expect(afterFirst?.at).toBeLessThanOrEqual(firstEnd + 1);
    const last = seen.at(-1);
    expect(last?.text.startsWith('go forward ten meters ')).toBe(true);
    expect(last?.at).toBeGreaterThan(firstEnd + 1);
    expect(last?.at).toBeLessThanOrEqual(audio.length / PCM_BYTES_PER_SECOND);
  });
});
