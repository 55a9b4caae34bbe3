// The 48 kHz stereo → 16 kHz mono downsampler of Discord voice captions.
import { describe, expect, it } from 'vitest';
import { Downsampler } from '../../../adapters/discord/downsample.js';

/** `seconds` of a sine at `hz`, 48 kHz, the same on both channels (or right = 0). */
function stereo(hz: number, seconds: number, amplitude = 10_000, rightToo = true): Buffer {
  const n = Math.round(48_000 * seconds);
  const b = Buffer.alloc(n * 4);
  for (let i = 0; i < n; i++) {
    const v = Math.round(amplitude * Math.sin((2 * Math.PI * hz * i) / 48_000));
    b.writeInt16LE(v, i * 4);
    b.writeInt16LE(rightToo ? v : 0, i * 4 + 2);
  }
  return b;
}

const samples = (b: Buffer) => Array.from({ length: b.length / 2 }, (_, i) => b.readInt16LE(i * 2));
const rms = (xs: number[]) => Math.sqrt(xs.reduce((s, x) => s + x * x, 0) / xs.length);

describe('Downsampler', () => {
  it('turns one second of 48 kHz stereo into one second of 16 kHz mono, keeping a voice-band tone', () => {
    const out = new Downsampler().push(stereo(440, 1));
    expect(out.length).toBe(32_000);
    const xs = samples(out);
    // A 440 Hz tone keeps nearly all its level (10000 peak → rms ≈ 7071).
    expect(rms(xs)).toBeGreaterThan(6_800);
    expect(rms(xs)).toBeLessThan(7_100);
    // …and its period: 16000 / 440 ≈ 36.4 samples between upward zero crossings.
    const ups = xs.flatMap((x, i) => (i > 0 && (xs[i - 1] ?? 0) < 0 && x >= 0 ? [i] : []));
    const period = ((ups.at(-1) ?? 0) - (ups[0] ?? 0)) / (ups.length - 1);
    expect(period).toBeCloseTo(16_000 / 440, 0);
  });

  it('averages the two channels', () => {
    const xs = samples(new Downsampler().push(stereo(440, 0.5, 10_000, false)));
    expect(rms(xs)).toBeGreaterThan(3_400);
    expect(rms(xs)).toBeLessThan(3_600);
  });

  it('gives the same samples whatever the chunking (odd sizes carried over)', () => {
    const input = stereo(300, 0.2);
    const whole = new Downsampler().push(input);
    const d = new Downsampler();
    const parts: Buffer[] = [];
    for (let i = 0; i < input.length; i += 1_234) parts.push(d.push(input.subarray(i, i + 1_234)));
    expect(Buffer.concat(parts).equals(whole)).toBe(true);
  });

  it('damps what would alias: a 15 kHz tone comes out far quieter than a voice-band one', () => {
    const high = rms(samples(new Downsampler().push(stereo(15_000, 0.5))));
    expect(high).toBeLessThan(1_000);
  });
});
