// Interpolated Kneser–Ney n-gram model over grapheme-pair tokens, converted to backoff form (each
// context state holds its seen tokens, a backoff weight and its backoff state) so the decoder only
// needs array look-ups. Token 0 ends a word, token 1 starts one.
export const EOS = 0;
export const BOS = 1;

export interface BackoffModel {
  /** per state: first arc index; arcs of a state are sorted by token */
  arcStart: Int32Array;
  arcToken: Int32Array;
  arcLogp: Float32Array;
  arcNext: Int32Array;
  backoffLogw: Float32Array;
  backoffState: Int32Array;
  /** state of the context "start of word" */
  startState: number;
}

export interface NgramOptions {
  order: number;
  /** n-grams of order ≥ 3 seen (weighted) fewer times than this are dropped */
  minCount: number;
}

const k = (ids: readonly number[]): string => ids.join(',');

export function trainNgram(
  sequences: Array<{ tokens: number[]; weight: number }>,
  vocabSize: number,
  opts: NgramOptions,
): BackoffModel {
  const N = opts.order;
  // raw[n] : count of each n-gram (n = 1..N) ending at a predicted position
  const raw: Array<Map<string, number>> = Array.from({ length: N + 1 }, () => new Map());
  for (const { tokens, weight } of sequences) {
    const seq = [BOS, ...tokens, EOS];
    for (let i = 1; i < seq.length; i++)
      for (let n = 1; n <= N && i - n + 1 >= 0; n++) {
        const g = k(seq.slice(i - n + 1, i + 1));
        raw[n]?.set(g, (raw[n]?.get(g) ?? 0) + weight);
      }
  }
  // Kneser–Ney counts: below the top order, how many distinct tokens precede an n-gram
  // (an n-gram starting with BOS cannot be extended to the left and keeps its raw count)
  const cnt: Array<Map<string, number>> = Array.from({ length: N + 1 }, () => new Map());
  cnt[N] = raw[N] as Map<string, number>;
  for (let n = N - 1; n >= 1; n--) {
    const m = cnt[n] as Map<string, number>;
    for (const [g, c] of raw[n] as Map<string, number>)
      if (g === `${BOS}` || g.startsWith(`${BOS},`)) m.set(g, c);
    for (const g of (raw[n + 1] as Map<string, number>).keys()) {
      const suffix = g.slice(g.indexOf(',') + 1);
      m.set(suffix, (m.get(suffix) ?? 0) + 1);
    }
  }
  // discounts from counts of counts
  const D: number[] = [0];
  for (let n = 1; n <= N; n++) {
    let n1 = 0;
    let n2 = 0;
    for (const c of (cnt[n] as Map<string, number>).values()) {
      if (c === 1) n1++;
      else if (c === 2) n2++;
    }
    D.push(n1 + 2 * n2 > 0 ? Math.min(0.9, Math.max(0.1, n1 / (n1 + 2 * n2))) : 0.5);
  }
  // per context: total count and number of distinct following tokens
  const totals: Array<Map<string, { total: number; types: number }>> = Array.from(
    { length: N + 1 },
    () => new Map(),
  );
  for (let n = 1; n <= N; n++)
    for (const [g, c] of cnt[n] as Map<string, number>) {
      const cut = g.lastIndexOf(',');
      const h = cut < 0 ? '' : g.slice(0, cut);
      const t = (totals[n] as Map<string, { total: number; types: number }>).get(h) ?? { total: 0, types: 0 };
      t.total += c;
      t.types++;
      (totals[n] as Map<string, { total: number; types: number }>).set(h, t);
    }
  const predictable = vocabSize - 1; // every token but BOS
  function prob(h: number[], w: number): number {
    const n = h.length + 1;
    const lower = n === 1 ? 1 / predictable : prob(h.slice(1), w);
    const t = (totals[n] as Map<string, { total: number; types: number }>).get(k(h));
    if (!t) return lower;
    const c = (cnt[n] as Map<string, number>).get(k([...h, w])) ?? 0;
    const d = D[n] as number;
    return Math.max(c - d, 0) / t.total + ((d * t.types) / t.total) * lower;
  }

  // explicit n-grams kept: all unigrams and bigrams, higher orders seen often enough
  const explicit = new Map<string, number[]>(); // context key → tokens
  for (let n = 1; n <= N; n++)
    for (const [g, c] of raw[n] as Map<string, number>) {
      if (n >= 3 && c < opts.minCount) continue;
      const ids = g.split(',').map(Number);
      const h = k(ids.slice(0, -1));
      const list = explicit.get(h) ?? [];
      list.push(ids[ids.length - 1] as number);
      explicit.set(h, list);
    }
  explicit.set(k([BOS]), explicit.get(k([BOS])) ?? []);
  const ctxKeys = [...explicit.keys()].sort(
    (a, b) => a.split(',').length - b.split(',').length || (a < b ? -1 : 1),
  );
  // the empty context first
  ctxKeys.sort((a, b) => (a === '' ? -1 : b === '' ? 1 : 0));
  const stateOf = new Map<string, number>();
  ctxKeys.forEach((h, i) => {
    stateOf.set(h, i);
  });
  const longestState = (ids: number[]): number => {
    for (let s = Math.max(0, ids.length - (N - 1)); s <= ids.length; s++) {
      const st = stateOf.get(k(ids.slice(s)));
      if (st !== undefined) return st;
    }
    return 0;
  };

  const S = ctxKeys.length;
  let A = 0;
  for (const list of explicit.values()) A += list.length;
  const m: BackoffModel = {
    arcStart: new Int32Array(S + 1),
    arcToken: new Int32Array(A),
    arcLogp: new Float32Array(A),
    arcNext: new Int32Array(A),
    backoffLogw: new Float32Array(S),
    backoffState: new Int32Array(S),
    startState: stateOf.get(k([BOS])) as number,
  };
  let a = 0;
  for (let s = 0; s < S; s++) {
    const hKey = ctxKeys[s] as string;
    const h = hKey === '' ? [] : hKey.split(',').map(Number);
    const toks = [...(explicit.get(hKey) ?? [])].sort((x, y) => x - y);
    m.arcStart[s] = a;
    let seen = 0;
    let seenLower = 0;
    for (const w of toks) {
      const p = prob(h, w);
      seen += p;
      if (h.length) seenLower += prob(h.slice(1), w);
      m.arcToken[a] = w;
      m.arcLogp[a] = Math.log(p);
      m.arcNext[a] = w === EOS ? 0 : longestState([...h, w]);
      a++;
    }
    if (h.length) {
      m.backoffLogw[s] = Math.log(Math.max(1e-9, 1 - seen) / Math.max(1e-9, 1 - seenLower));
      m.backoffState[s] = longestState(h.slice(1));
    }
  }
  m.arcStart[S] = a;
  return m;
}
