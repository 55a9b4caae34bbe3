// Romanized → native transliteration learned from the Dakshina lexicons (issue 22): a joint
// grapheme-pair n-gram model (trained by `npm run train:translit`) searched with a beam, whose
// candidates are then reordered so that known words (the training lexicon's native side, word
// lists) beat plausible non-words. One gzipped file per language under ../data/translit/.
//
// File layout (after gunzip): "DTL1", u32 header length, header JSON, zero padding to 4 bytes,
// then arcStart (i32 × states+1), arcToken (i32 × arcs), arcLogp (f32 × arcs), arcNext (i32 × arcs),
// backoffLogw (f32 × states), backoffState (i32 × states).
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export const MODEL_MAGIC = 'DTL1';

export interface ModelHeader {
  lang: string;
  order: number;
  /** token id → [Latin side, native side]; 0 ends a word, 1 starts one */
  tokens: Array<[string, string]>;
  states: number;
  arcs: number;
  startState: number;
  /** training lexicon: "roman\tnative|native…" lines, spellings by attestation count */
  dictionary: string;
  /** other known words of the language, one per line */
  words: string;
  /** search and rescoring settings chosen on the dev split */
  tuning: Tuning;
}

export interface Tuning {
  beam: number;
  /** most frequent pairs kept per Latin chunk */
  perChunk: number;
  /** log-score bonus of a candidate that is a known word */
  knownBonus: number;
}

export interface Candidate {
  native: string;
  score: number;
}

export interface TranslitModel {
  lang: string;
  /** model candidates, best first (known words rescored); empty when the word cannot be read */
  candidates(roman: string, max: number): Candidate[];
  /** attested native spellings of a romanized word in the training lexicon, most attested first */
  dictionary(roman: string): readonly string[];
  isKnown(native: string): boolean;
  sizeBytes: number;
}

interface Hyp {
  state: number;
  score: number;
  parent: Hyp | null;
  token: number;
  hash: number;
}

export function parseModel(gz: Buffer, override?: Partial<Tuning>): TranslitModel {
  const buf = gunzipSync(gz);
  if (buf.subarray(0, 4).toString('latin1') !== MODEL_MAGIC)
    throw new Error('not a transliteration model file');
  const hlen = buf.readUInt32LE(4);
  const header = JSON.parse(buf.subarray(8, 8 + hlen).toString('utf8')) as ModelHeader;
  // copy the arrays out: the gunzipped buffer's offset is not guaranteed to be 4-aligned
  let off = (8 + hlen + 3) & ~3;
  const take = <T>(Ctor: { new (b: ArrayBuffer): T }, n: number): T => {
    const ab = new ArrayBuffer(n * 4);
    new Uint8Array(ab).set(buf.subarray(off, off + n * 4));
    off += n * 4;
    return new Ctor(ab);
  };
  const S = header.states;
  const A = header.arcs;
  const arcStart = take(Int32Array, S + 1);
  const arcToken = take(Int32Array, A);
  const arcLogp = take(Float32Array, A);
  const arcNext = take(Int32Array, A);
  const backoffLogw = take(Float32Array, S);
  const backoffState = take(Int32Array, S);
  const tuning = { ...header.tuning, ...override };

  // Latin chunk → its tokens, most likely (by unigram weight) first, capped
  const unigram = new Float64Array(header.tokens.length).fill(Number.NEGATIVE_INFINITY);
  for (let a = arcStart[0] as number; a < (arcStart[1] as number); a++)
    unigram[arcToken[a] as number] = arcLogp[a] as number;
  const byChunk = new Map<string, number[]>();
  header.tokens.forEach(([roman], id) => {
    if (id < 2) return;
    const list = byChunk.get(roman) ?? [];
    list.push(id);
    byChunk.set(roman, list);
  });
  let maxChunk = 1;
  const chunkTokens = new Map<string, Int32Array>();
  for (const [roman, list] of byChunk) {
    list.sort((x, y) => (unigram[y] as number) - (unigram[x] as number));
    chunkTokens.set(roman, Int32Array.from(list.slice(0, tuning.perChunk)));
    maxChunk = Math.max(maxChunk, roman.length);
  }
  const nativeCodes = header.tokens.map(([, n]) => [...n].map((c) => c.codePointAt(0) as number));

  const dict = new Map<string, string[]>();
  const known = new Set<string>();
  for (const line of header.dictionary.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    const natives = line.slice(tab + 1).split('|');
    dict.set(line.slice(0, tab), natives);
    for (const n of natives) known.add(n);
  }
  for (const w of header.words.split('\n')) if (w) known.add(w);

  /** log p(token | state) with backoff, and the state after it (written to `next[0]`) */
  const next = [0];
  function step(state: number, token: number): number {
    let s = state;
    let acc = 0;
    for (;;) {
      let lo = arcStart[s] as number;
      let hi = (arcStart[s + 1] as number) - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const t = arcToken[mid] as number;
        if (t === token) {
          next[0] = arcNext[mid] as number;
          return acc + (arcLogp[mid] as number);
        }
        if (t < token) lo = mid + 1;
        else hi = mid - 1;
      }
      if (s === 0) {
        next[0] = 0;
        return acc - 30; // a token never seen: effectively impossible
      }
      acc += backoffLogw[s] as number;
      s = backoffState[s] as number;
    }
  }

  function spell(h: Hyp): string {
    const parts: string[] = [];
    for (let x: Hyp | null = h; x?.parent; x = x.parent) parts.push(header.tokens[x.token]?.[1] ?? '');
    return parts.reverse().join('');
  }

  function search(roman: string, max: number): Candidate[] {
    const R = roman.length;
    const beams: Hyp[][] = Array.from({ length: R + 1 }, () => []);
    beams[0]?.push({ state: header.startState, score: 0, parent: null, token: -1, hash: 0 });
    for (let i = 0; i < R; i++) {
      const here = prune(beams[i] as Hyp[], tuning.beam);
      for (let L = 1; L <= maxChunk && i + L <= R; L++) {
        const toks = chunkTokens.get(roman.slice(i, i + L));
        if (!toks) continue;
        const there = beams[i + L] as Hyp[];
        for (const h of here)
          for (const t of toks) {
            const lp = step(h.state, t);
            let hash = h.hash;
            for (const c of nativeCodes[t] as number[]) hash = (Math.imul(hash, 31) + c) | 0;
            there.push({ state: next[0] as number, score: h.score + lp, parent: h, token: t, hash });
          }
      }
    }
    const end = new Map<string, number>();
    for (const h of prune(beams[R] as Hyp[], tuning.beam * 2)) {
      const s = h.score + step(h.state, 0);
      const w = spell(h);
      const prev = end.get(w);
      // paths cut differently but spelling the same word add up
      end.set(w, prev === undefined ? s : Math.max(prev, s) + Math.log1p(Math.exp(-Math.abs(prev - s))));
    }
    const out = [...end].map(([native, score]) => ({
      native,
      score: score + (known.has(native) ? tuning.knownBonus : 0),
    }));
    out.sort((a, b) => b.score - a.score);
    return out.slice(0, max);
  }

  return {
    lang: header.lang,
    candidates: (roman, max) => search(roman.toLowerCase(), max),
    dictionary: (roman) => dict.get(roman.toLowerCase()) ?? [],
    isKnown: (native) => known.has(native),
    sizeBytes: gz.length,
  };
}

/** Keeps the best `n` hypotheses, merging those in the same state with the same spelling so far. */
function prune(hyps: Hyp[], n: number): Hyp[] {
  if (hyps.length === 0) return hyps;
  hyps.sort((a, b) => b.score - a.score);
  const seen = new Set<string>();
  const out: Hyp[] = [];
  for (const h of hyps) {
    const key = `${h.state}:${h.hash}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(h);
    if (out.length >= n) break;
  }
  return out;
}

const MODELS = new Map<string, TranslitModel | null>();

export function modelPath(lang: string): URL {
  return new URL(`../data/translit/${lang}.bin.gz`, import.meta.url);
}

/** The shipped model of a language, loaded once; null when none ships. */
export function loadModel(lang: string): TranslitModel | null {
  const hit = MODELS.get(lang);
  if (hit !== undefined) return hit;
  const url = modelPath(lang);
  const model = existsSync(url) ? parseModel(readFileSync(url)) : null;
  MODELS.set(lang, model);
  return model;
}
