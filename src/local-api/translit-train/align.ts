// Many-to-many alignment of romanized and native spellings by EM (as in m2m-aligner /
// Phonetisaurus): a word pair is cut into grapheme pairs of 1–2 Latin letters and 0–2 native code
// points, the pair probabilities are re-estimated from expected counts, and each word's most
// likely cut becomes its training sequence for the joint n-gram model.
import type { LexiconEntry } from './dakshina.js';

export const MAX_ROMAN = 2;
export const MAX_NATIVE = 2;
/** Separates the two sides inside a pair key. */
export const SEP = '\u0001';

/** A native chunk may not start with a nukta: it belongs to the consonant before it. */
function boundaryOk(native: readonly string[], j: number): boolean {
  const ch = native[j];
  if (ch === undefined) return true;
  const cp = ch.codePointAt(0) as number;
  return !(cp >= 0x900 && cp < 0xd80 && (cp & 0x7f) === 0x3c);
}

/** The (Latin length, native length) shapes a pair may have: no pair is empty on the Latin side. */
function shapes(maxRoman: number, maxNative: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let r = 1; r <= maxRoman; r++) for (let n = 0; n <= maxNative; n++) out.push([r, n]);
  return out;
}

interface Word {
  roman: string;
  native: string[];
  ok: Uint8Array;
  count: number;
  /** id of the Latin chunk ending at i of length r: romanIds[i * (maxRoman + 1) + r] */
  romanIds: Int32Array;
  /** id of the native chunk ending at j of length n: nativeIds[j * (maxNative + 1) + n] */
  nativeIds: Int32Array;
}

/** Chunks are interned once so EM indexes a flat array instead of building string keys. */
function prepare(
  entries: LexiconEntry[],
  maxRoman: number,
  maxNative: number,
): { words: Word[]; romans: string[]; natives: string[] } {
  const romanIndex = new Map<string, number>();
  const nativeIndex = new Map<string, number>();
  const intern = (m: Map<string, number>, s: string) => {
    let id = m.get(s);
    if (id === undefined) {
      id = m.size;
      m.set(s, id);
    }
    return id;
  };
  const words = entries.map((e) => {
    const native = [...e.native];
    const ok = new Uint8Array(native.length + 1);
    for (let j = 0; j <= native.length; j++) ok[j] = boundaryOk(native, j) ? 1 : 0;
    const romanIds = new Int32Array((e.roman.length + 1) * (maxRoman + 1)).fill(-1);
    for (let i = 1; i <= e.roman.length; i++)
      for (let r = 1; r <= maxRoman && r <= i; r++)
        romanIds[i * (maxRoman + 1) + r] = intern(romanIndex, e.roman.slice(i - r, i));
    const nativeIds = new Int32Array((native.length + 1) * (maxNative + 1)).fill(-1);
    for (let j = 0; j <= native.length; j++)
      for (let n = 0; n <= maxNative && n <= j; n++)
        nativeIds[j * (maxNative + 1) + n] = intern(nativeIndex, native.slice(j - n, j).join(''));
    return { roman: e.roman, native, ok, count: e.count, romanIds, nativeIds };
  });
  return { words, romans: [...romanIndex.keys()], natives: [...nativeIndex.keys()] };
}

/** Runs EM (pair sizes up to `limits`) and returns each entry's best cut as pair keys (aligned with `entries`; null when none fits). */
export function align(
  entries: LexiconEntry[],
  iterations = 5,
  limits = { roman: MAX_ROMAN, native: MAX_NATIVE },
): Array<string[] | null> {
  const SHAPES = shapes(limits.roman, limits.native);
  const R1 = limits.roman + 1;
  const N1 = limits.native + 1;
  const { words, romans, natives } = prepare(entries, limits.roman, limits.native);
  const NV = natives.length;
  const pid = (w: Word, i: number, r: number, j: number, n: number): number =>
    (w.romanIds[i * R1 + r] as number) * NV + (w.nativeIds[j * N1 + n] as number);
  // start from uniform weights over every pair that occurs in some cut
  let prob = new Float64Array(romans.length * NV);
  for (const w of words) {
    const R = w.roman.length;
    const N = w.native.length;
    for (let i = 1; i <= R; i++)
      for (let j = 0; j <= N; j++) {
        if (!w.ok[j]) continue;
        for (const [r, n] of SHAPES) if (r <= i && n <= j && w.ok[j - n]) prob[pid(w, i, r, j, n)] = 1;
      }
  }
  let used = 0;
  for (let p = 0; p < prob.length; p++) used += prob[p] as number;
  for (let p = 0; p < prob.length; p++) if (prob[p]) prob[p] = 1 / used;

  for (let it = 0; it < iterations; it++) {
    const counts = new Float64Array(prob.length);
    for (const w of words) {
      const R = w.roman.length;
      const N = w.native.length;
      const W = N + 1;
      const alpha = new Float64Array((R + 1) * W);
      const beta = new Float64Array((R + 1) * W);
      alpha[0] = 1;
      for (let i = 1; i <= R; i++)
        for (let j = 0; j <= N; j++) {
          if (!w.ok[j]) continue;
          let s = 0;
          for (const [r, n] of SHAPES) {
            if (r > i || n > j || !w.ok[j - n]) continue;
            const a = alpha[(i - r) * W + j - n] as number;
            if (a > 0) s += a * (prob[pid(w, i, r, j, n)] as number);
          }
          alpha[i * W + j] = s;
        }
      const total = alpha[R * W + N] as number;
      if (!(total > 0)) continue;
      beta[R * W + N] = 1;
      for (let i = R; i >= 1; i--)
        for (let j = N; j >= 0; j--) {
          const b = beta[i * W + j] as number;
          if (!(b > 0)) continue;
          for (const [r, n] of SHAPES) {
            if (r > i || n > j || !w.ok[j - n]) continue;
            const k = pid(w, i, r, j, n);
            const p = prob[k] as number;
            const a = alpha[(i - r) * W + j - n] as number;
            if (a > 0 && p > 0) {
              counts[k] = (counts[k] as number) + (w.count * a * p * b) / total;
              beta[(i - r) * W + j - n] = (beta[(i - r) * W + j - n] as number) + p * b;
            }
          }
        }
    }
    let sum = 0;
    // drop pairs that carry almost nothing: they are the noise of long, rare cuts
    for (let p = 0; p < counts.length; p++) if ((counts[p] as number) <= 0.01) counts[p] = 0;
    for (let p = 0; p < counts.length; p++) sum += counts[p] as number;
    for (let p = 0; p < counts.length; p++) counts[p] = (counts[p] as number) / sum;
    prob = counts;
  }

  const keyOf = (w: Word, i: number, r: number, j: number, n: number): string =>
    w.roman.slice(i - r, i) + SEP + w.native.slice(j - n, j).join('');
  return words.map((w) => {
    const R = w.roman.length;
    const N = w.native.length;
    const W = N + 1;
    const best = new Float64Array((R + 1) * W).fill(Number.NEGATIVE_INFINITY);
    const back = new Int32Array((R + 1) * W).fill(-1);
    best[0] = 0;
    for (let i = 1; i <= R; i++)
      for (let j = 0; j <= N; j++) {
        if (!w.ok[j]) continue;
        for (let s = 0; s < SHAPES.length; s++) {
          const [r, n] = SHAPES[s] as [number, number];
          if (r > i || n > j || !w.ok[j - n]) continue;
          const p = prob[pid(w, i, r, j, n)] as number;
          if (!p) continue;
          const v = (best[(i - r) * W + j - n] as number) + Math.log(p);
          if (v > (best[i * W + j] as number)) {
            best[i * W + j] = v;
            back[i * W + j] = s;
          }
        }
      }
    if (back[R * W + N] === -1) return null;
    const out: string[] = [];
    let i = R;
    let j = N;
    while (i > 0) {
      const [r, n] = SHAPES[back[i * W + j] as number] as [number, number];
      out.push(keyOf(w, i, r, j, n));
      i -= r;
      j -= n;
    }
    return out.reverse();
  });
}
