// A backoff n-gram model held in typed arrays (written by translit-train/ngram.ts): each context
// state lists its seen tokens sorted (binary-searched), a backoff weight and a backoff state.
export interface LmShape {
  states: number;
  arcs: number;
  startState: number;
}

export interface LmArrays {
  arcStart: Int32Array;
  arcToken: Int32Array;
  arcLogp: Float32Array;
  arcNext: Int32Array;
  backoffLogw: Float32Array;
  backoffState: Int32Array;
}

/** The arrays of one model, in file order. */
export function lmParts(m: LmArrays): Array<Int32Array | Float32Array> {
  return [m.arcStart, m.arcToken, m.arcLogp, m.arcNext, m.backoffLogw, m.backoffState];
}

export class BackoffLm {
  /** state reached by the last `step` */
  next = 0;
  constructor(
    readonly a: LmArrays,
    readonly startState: number,
  ) {}

  /** log p(token | state), backing off as needed; sets `next`. */
  step(state: number, token: number): number {
    const { arcStart, arcToken, arcLogp, arcNext, backoffLogw, backoffState } = this.a;
    let s = state;
    let acc = 0;
    for (;;) {
      let lo = arcStart[s] as number;
      let hi = (arcStart[s + 1] as number) - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const t = arcToken[mid] as number;
        if (t === token) {
          this.next = arcNext[mid] as number;
          return acc + (arcLogp[mid] as number);
        }
        if (t < token) lo = mid + 1;
        else hi = mid - 1;
      }
      if (s === 0) {
        this.next = 0;
        return acc - 30; // a token the model never saw: effectively impossible
      }
      acc += backoffLogw[s] as number;
      s = backoffState[s] as number;
    }
  }

  /** log probability of a whole token sequence, end of sequence (token 0) included. */
  score(tokens: readonly number[]): number {
    let s = this.startState;
    let sum = 0;
    for (const t of tokens) {
      sum += this.step(s, t);
      s = this.next;
    }
    return sum + this.step(s, 0);
  }
}

/**
 * `step` answers of one model kept in a direct-mapped table: the same (state, token) comes back
 * often (a word's candidates share their beginnings; low-order states recur across words), and
 * each miss costs a binary search per backoff level. The answers are the model's own, so a score
 * summed from them is the same number.
 */
export class CachedSteps {
  /** state reached by the last `step` */
  next = 0;
  private readonly state: Int32Array;
  private readonly token: Int32Array;
  private readonly logp: Float64Array;
  private readonly to: Int32Array;
  private readonly shift: number;
  constructor(
    readonly lm: BackoffLm,
    bits = 14,
  ) {
    this.state = new Int32Array(1 << bits).fill(-1);
    this.token = new Int32Array(1 << bits);
    this.logp = new Float64Array(1 << bits);
    this.to = new Int32Array(1 << bits);
    this.shift = 32 - bits;
  }

  /** log p(token | state) as the model's `step` gives it; sets `next`. */
  step(state: number, token: number): number {
    const slot = (Math.imul(state, 0x9e3779b1) ^ Math.imul(token, 0x85ebca6b)) >>> this.shift;
    if (this.state[slot] === state && this.token[slot] === token) {
      this.next = this.to[slot] as number;
      return this.logp[slot] as number;
    }
    const lp = this.lm.step(state, token);
    this.next = this.lm.next;
    this.state[slot] = state;
    this.token[slot] = token;
    this.logp[slot] = lp;
    this.to[slot] = this.next;
    return lp;
  }

  /** log probability of a whole token sequence, end of sequence (token 0) included, as `BackoffLm.score`. */
  score(tokens: readonly number[]): number {
    let s = this.lm.startState;
    let sum = 0;
    for (const t of tokens) {
      sum += this.step(s, t);
      s = this.next;
    }
    return sum + this.step(s, 0);
  }
}

/** Reads one model's arrays from `buf` at `off` (copied: the offset need not be aligned). */
export function readLm(buf: Buffer, off: number, shape: LmShape): { lm: BackoffLm; end: number } {
  let at = off;
  const take = <T>(Ctor: { new (b: ArrayBuffer): T }, n: number): T => {
    const ab = new ArrayBuffer(n * 4);
    new Uint8Array(ab).set(buf.subarray(at, at + n * 4));
    at += n * 4;
    return new Ctor(ab);
  };
  const S = shape.states;
  const A = shape.arcs;
  const arrays: LmArrays = {
    arcStart: take(Int32Array, S + 1),
    arcToken: take(Int32Array, A),
    arcLogp: take(Float32Array, A),
    arcNext: take(Int32Array, A),
    backoffLogw: take(Float32Array, S),
    backoffState: take(Int32Array, S),
  };
  return { lm: new BackoffLm(arrays, shape.startState), end: at };
}
