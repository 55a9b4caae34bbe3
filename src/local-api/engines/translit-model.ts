// Romanized → native transliteration learned from the Dakshina lexicons (issue 22): a joint
// grapheme-pair n-gram model (trained by `npm run train:translit`) searched with a beam, whose
// candidates are then reordered so that known words (the training lexicon's native side, word
// lists) beat plausible non-words. One gzipped file per language under ../data/translit/.
//
// File layout (after gunzip): "DTL1", u32 header length, header JSON, zero padding to 4 bytes,
// then the joint pair model's arrays and the native character model's (translit-lm.ts, lmParts order).
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { type LmShape, readLm } from './translit-lm.js';

export const MODEL_MAGIC = 'DTL1';

export interface ModelHeader {
  lang: string;
  order: number;
  /** token id → [Latin side, native side]; 0 ends a word, 1 starts one */
  tokens: Array<[string, string]>;
  joint: LmShape;
  /** native characters of the word model (id = index; 0 ends a word, 1 starts one) */
  charTokens: string[];
  chars: LmShape;
  /** training lexicon: "roman\tnative|native…" lines, spellings by attestation count */
  dictionary: string;
  /** search and rescoring settings chosen on the dev split */
  tuning: Tuning;
}

/** Search settings: hypotheses kept per position, most frequent pairs tried per Latin chunk. */
export interface Search {
  beam: number;
  perChunk: number;
  /** log-score cost of a pair that writes no native character */
  silentPenalty: number;
}
const STARTS_WITH_MARK = /^\p{M}/u;
export const SEARCH: Search = { beam: 8, perChunk: 8, silentPenalty: 2 };

/** Rescoring weights, chosen on the dev splits and stored with the model. */
export interface Tuning {
  /** log-score bonus of a candidate that is a known word */
  knownBonus: number;
  /** weight of the native-word character model in the final score */
  charWeight: number;
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

export function parseModel(gz: Buffer, override?: Partial<Tuning & Search>): TranslitModel {
  const buf = gunzipSync(gz);
  if (buf.subarray(0, 4).toString('latin1') !== MODEL_MAGIC)
    throw new Error('not a transliteration model file');
  const hlen = buf.readUInt32LE(4);
  const header = JSON.parse(buf.subarray(8, 8 + hlen).toString('utf8')) as ModelHeader;
  const joint = readLm(buf, (8 + hlen + 3) & ~3, header.joint);
  const chars = readLm(buf, joint.end, header.chars).lm;
  const { arcStart, arcToken, arcLogp } = joint.lm.a;
  const tuning = { ...SEARCH, ...header.tuning, ...override };

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
  // a pair writing nothing pays extra, or the search learns to drop letters it cannot place
  const silent = Float64Array.from(nativeCodes, (c) => (c.length === 0 ? tuning.silentPenalty : 0));

  const dict = new Map<string, string[]>();
  const known = new Set<string>();
  for (const line of header.dictionary.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    const natives = line.slice(tab + 1).split('|');
    dict.set(line.slice(0, tab), natives);
    for (const n of natives) known.add(n);
  }
  for (const w of systemWords(header.lang)) known.add(w);

  const lm = joint.lm;

  const charId = new Map(header.charTokens.map((c, i) => [c, i]));
  /** log probability of a native spelling under the native-word character model */
  function charScore(native: string): number {
    const ids: number[] = [];
    for (const c of native) ids.push(charId.get(c) ?? -1);
    return chars.score(ids);
  }

  function spell(h: Hyp): string {
    const parts: string[] = [];
    for (let x: Hyp | null = h; x?.parent; x = x.parent) parts.push(header.tokens[x.token]?.[1] ?? '');
    return parts.reverse().join('');
  }

  function search(roman: string, max: number): Candidate[] {
    const R = roman.length;
    // each position keeps its best hypotheses, sorted, at most `cap`: a worse one is never built
    const beams: Hyp[][] = Array.from({ length: R + 1 }, () => []);
    beams[0]?.push({ state: lm.startState, score: 0, parent: null, token: -1, hash: 0 });
    for (let i = 0; i < R; i++) {
      const here = beams[i] as Hyp[];
      for (let L = 1; L <= maxChunk && i + L <= R; L++) {
        const toks = chunkTokens.get(roman.slice(i, i + L));
        if (!toks) continue;
        const there = beams[i + L] as Hyp[];
        const cap = i + L === R ? tuning.beam * 2 : tuning.beam;
        for (const h of here) {
          // a step never raises a score: once a full beam beats this one, it beats all after it
          if (there.length >= cap && h.score <= (there[there.length - 1] as Hyp).score) break;
          for (const t of toks) {
            const sc = h.score + lm.step(h.state, t) - (silent[t] as number);
            if (there.length >= cap && sc <= (there[there.length - 1] as Hyp).score) continue;
            let hash = h.hash;
            for (const c of nativeCodes[t] as number[]) hash = (Math.imul(hash, 31) + c) | 0;
            insert(there, { state: lm.next, score: sc, parent: h, token: t, hash }, cap);
          }
        }
      }
    }
    const end = new Map<string, number>();
    for (const h of beams[R] as Hyp[]) {
      const s = h.score + lm.step(h.state, 0);
      const w = spell(h);
      // nothing, or a vowel sign with no letter to sit on, is not a word
      if (!w || STARTS_WITH_MARK.test(w)) continue;
      const prev = end.get(w);
      // paths cut differently but spelling the same word add up
      end.set(w, prev === undefined ? s : Math.max(prev, s) + Math.log1p(Math.exp(-Math.abs(prev - s))));
    }
    const out = [...end].map(([native, score]) => ({
      native,
      score: score + tuning.charWeight * charScore(native) + (known.has(native) ? tuning.knownBonus : 0),
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

/**
 * Puts a hypothesis into a beam sorted best first, holding at most `cap`; of two in the same state
 * with the same spelling so far only the better stays.
 */
function insert(beam: Hyp[], h: Hyp, cap: number): void {
  for (let j = 0; j < beam.length; j++) {
    const o = beam[j] as Hyp;
    if (o.state === h.state && o.hash === h.hash) {
      if (o.score >= h.score) return;
      beam.splice(j, 1);
      break;
    }
  }
  let at = beam.length;
  while (at > 0 && (beam[at - 1] as Hyp).score < h.score) at--;
  beam.splice(at, 0, h);
  if (beam.length > cap) beam.pop();
}

/** Word lists Debian ships (GPL, so read where installed rather than built into the model). */
const SYSTEM_WORD_LISTS: Record<string, string> = { hi: '/usr/share/hunspell/hi_IN.dic' };

function systemWords(lang: string): string[] {
  const path = SYSTEM_WORD_LISTS[lang];
  if (!path || !existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .slice(1)
    .map((l) => (l.split('/')[0] ?? '').trim().normalize('NFC'))
    .filter((w) => w && !/[\sA-Za-z0-9]/.test(w));
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
