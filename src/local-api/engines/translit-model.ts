// Romanized → native transliteration learned from the Dakshina lexicons (issue 22): a joint
// grapheme-pair n-gram model (trained by `npm run train:translit`) searched with a beam, whose
// candidates are then reordered by learned weights over their pair-model and native-word character
// model scores, whether they are words of the language's word list (translit-wordlist.ts) and a
// few traits of their spelling (translit-rerank.ts), so that a real word beats a plausible
// non-word; when the best is no known word, the search runs again inside the word list to find
// real words the open beam cut early. One gzipped file per language under ../data/translit/.
//
// File layout (after gunzip): "DTL1", u32 header length, header JSON, zero padding to 4 bytes,
// then the joint pair model's arrays and the native character model's (translit-lm.ts, lmParts order).
import { existsSync, readFileSync } from 'node:fs';
import { TrainingLexicon } from './translit-lexicon.js';
import { CachedSteps, type LmShape, readLm } from './translit-lm.js';
import { PrefixRanges } from './translit-prefix.js';
import { type CandidateParts, candidateFeatures, FEATURE_COUNT, rerankWeights } from './translit-rerank.js';
import { gunzipWhole, loadWordLists, type WordList } from './translit-wordlist.js';

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
  /**
   * training lexicon: "roman\tnative|native…\tN" lines, spellings by attestation count, N the
   * first one's (files trained before counts were kept have no N)
   */
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
  /** log-score bonus of a candidate that is a word of the training lexicon */
  knownBonus: number;
  /** log-score bonus of a candidate in the language's word list (translit-wordlist.ts); absent: knownBonus */
  listBonus?: number;
  /**
   * bonus of a candidate in the language's own lists (its tesseract list, the installed Debian
   * lists) where the list also holds a script's other languages (Hindi); absent: listBonus
   */
  ownListBonus?: number;
  /** weight of the native-word character model in the final score */
  charWeight: number;
}

export interface Candidate {
  native: string;
  score: number;
  /** what the score was computed from (translit-rerank.ts), when the model was asked for them */
  features?: number[];
}

export interface ModelOptions {
  /** reranking weights (translit-rerank.ts); absent: the language's learned ones; null: none, the hand-set rescoring */
  rerank?: Float64Array | null;
  /** each candidate carries its features (for learning the weights) */
  features?: boolean;
}

export interface TranslitModel {
  lang: string;
  /** model candidates, best first (known words rescored); empty when the word cannot be read */
  candidates(roman: string, max: number): Candidate[];
  /** attested native spellings of a romanized word in the training lexicon, most attested first */
  dictionary(roman: string): readonly string[];
  /**
   * How many times the training lexicon attests the first of those spellings (annotators who wrote
   * the word so); 0 when it has none; Infinity from a model file that did not count them.
   */
  attestations(roman: string): number;
  /** a word of the language's word list or of the training lexicon */
  isKnown(native: string): boolean;
  /** a word of the training lexicon: words people are seen romanizing, not the million of the list */
  isLexiconWord(native: string): boolean;
  /** the romanized words of the training lexicon */
  romanWords(): IterableIterator<string>;
  sizeBytes: number;
}

export function parseModel(
  gz: Buffer,
  override?: Partial<Tuning & Search>,
  options: ModelOptions = {},
): TranslitModel {
  const buf = gunzipWhole(gz);
  if (buf.subarray(0, 4).toString('latin1') !== MODEL_MAGIC)
    throw new Error('not a transliteration model file');
  const hlen = buf.readUInt32LE(4);
  const header = JSON.parse(buf.subarray(8, 8 + hlen).toString('utf8')) as ModelHeader;
  const joint = readLm(buf, (8 + hlen + 3) & ~3, header.joint);
  const chars = new CachedSteps(readLm(buf, joint.end, header.chars).lm);
  const tuning = { ...SEARCH, ...header.tuning, ...override };
  const { arcStart, arcToken, arcLogp, arcNext, backoffLogw, backoffState } = joint.lm.a;
  const T = header.tokens.length;

  // Latin chunk → the id range of its pairs (the trainer groups ids by Latin side, most frequent first)
  const chunkOf = new Map<number, number>();
  const chunkLo: number[] = [];
  const chunkHi: number[] = [];
  let maxChunk = 1;
  for (let id = 2; id < T; id++) {
    const roman = header.tokens[id]?.[0] ?? '';
    const c = chunkOf.get(packChunk(roman, 0, roman.length));
    if (c === undefined) {
      chunkOf.set(packChunk(roman, 0, roman.length), chunkLo.length);
      chunkLo.push(id);
      chunkHi.push(id + 1);
      maxChunk = Math.max(maxChunk, roman.length);
    } else if (chunkHi[c] === id) chunkHi[c] = id + 1;
    else throw new Error('transliteration model: pair ids not grouped by Latin chunk (retrain it)');
  }
  const perChunk = Math.max(1, tuning.perChunk);
  // a pair writing nothing pays extra, or the search learns to drop letters it cannot place;
  // the spelling hash of a hypothesis is extended by a pair as hash * tokMul + tokAdd
  const silent = new Float64Array(T);
  const tokMul = new Int32Array(T);
  const tokAdd = new Int32Array(T);
  header.tokens.forEach(([, n], t) => {
    let mul = 1;
    let add = 0;
    for (const ch of n) {
      mul = Math.imul(mul, 31);
      add = (Math.imul(add, 31) + (ch.codePointAt(0) as number)) | 0;
    }
    tokMul[t] = mul;
    tokAdd[t] = add;
    if (!n) silent[t] = tuning.silentPenalty;
  });
  const nativeOf = header.tokens.map(([, n]) => n);
  // pairs whose letters normalizing (NFC) never touches, whatever pairs stand beside them
  const nfcInert = inertPairs(nativeOf);
  // the pair's native side as the word list holds words (NFD), for walking the list while searching
  const nfdOf = header.tokens.map(([, n]) => n.normalize('NFD'));
  const { all: words, own: ownWords } = loadWordLists(header.lang);
  const prefixes = new PrefixRanges(words, nfdOf);
  const ownPrefixes = ownWords === words ? prefixes : new PrefixRanges(ownWords, nfdOf);

  const lexicon = new TrainingLexicon(header.dictionary, wellFormed);
  const listBonus = tuning.listBonus ?? tuning.knownBonus;
  const ownListBonus = tuning.ownListBonus ?? listBonus;
  const ownApart = ownWords !== words;
  const weights = options.rerank === undefined ? rerankWeights(header.lang) : options.rerank;
  const feats = new Float64Array(FEATURE_COUNT);
  /** Each candidate's final score: learned weights over its features, else the hand-set rescoring. */
  function scoreAll(parts: CandidateParts[], romanLength: number): Candidate[] {
    let bestJoint = Number.NEGATIVE_INFINITY;
    for (const c of parts) if (c.joint > bestJoint) bestJoint = c.joint;
    return parts.map((c) => {
      let score: number;
      if (weights || options.features) candidateFeatures(feats, c, romanLength, bestJoint);
      if (weights) {
        score = 0;
        for (let k = 0; k < FEATURE_COUNT; k++) score += (weights[k] as number) * (feats[k] as number);
      } else {
        // a word of the lists, else of the training lexicon, earns its bonus
        const bonus = !c.inList
          ? lexicon.has(c.native)
            ? tuning.knownBonus
            : 0
          : ownApart && c.inOwnList
            ? ownListBonus
            : listBonus;
        score = c.joint + tuning.charWeight * c.chars + bonus;
      }
      return options.features
        ? { native: c.native, score, features: [...feats] }
        : { native: c.native, score };
    });
  }

  const lm = joint.lm;
  // log p(end of word | state), asked of every hypothesis that reaches a word's end: kept per state
  // once asked (NaN: not yet)
  const endLp = new Float64Array(header.joint.states).fill(Number.NaN);
  function endStep(state: number): number {
    let lp = endLp[state] as number;
    if (Number.isNaN(lp)) {
      lp = lm.step(state, 0);
      endLp[state] = lp;
    }
    return lp;
  }
  // native code point → character model id (-1: never seen), as an array: no hashing per letter
  const charId = new Int32Array(0x10000).fill(-1);
  header.charTokens.forEach((c, i) => {
    const cp = c.codePointAt(0) as number;
    if (i > 1 && c.length === 1 && cp < 0x10000) charId[cp] = i;
  });
  // each pair's native side as character model ids, one per UTF-16 unit as charScore reads it
  const tokCharStart = new Int32Array(T + 1);
  for (let t = 0; t < T; t++)
    tokCharStart[t + 1] = (tokCharStart[t] as number) + (nativeOf[t] as string).length;
  const tokChars = new Int32Array(tokCharStart[T] as number);
  nativeOf.forEach((n, t) => {
    for (let i = 0; i < n.length; i++)
      tokChars[(tokCharStart[t] as number) + i] = charId[n.charCodeAt(i)] as number;
  });
  const charIds: number[] = [];
  /** log probability of a native spelling under the native-word character model */
  function charScore(native: string): number {
    charIds.length = 0;
    for (let i = 0; i < native.length; i++) charIds.push(charId[native.charCodeAt(i)] as number);
    return chars.score(charIds);
  }

  // log p and next state of each pair of one chunk from one state, kept in a direct-mapped table:
  // the same (state, chunk) comes back often — low-order states across words, and the list search
  // retracing the open search (75% of look-ups for hi, 89% for ta) — and each costs a binary search
  // per backoff level
  const STEP_SLOTS = 1 << 15;
  const stepState = new Int32Array(STEP_SLOTS).fill(-1);
  const stepLo = new Int32Array(STEP_SLOTS);
  const stepLp = new Float64Array(STEP_SLOTS * perChunk);
  const stepNext = new Int32Array(STEP_SLOTS * perChunk);
  const stepSet = new Uint8Array(perChunk);
  /**
   * log p(t | state) for every pair t in [lo, hi), backing off as needed (one binary search per
   * level): at stepLp/stepNext[base + t - lo], base returned.
   */
  function stepRange(state: number, lo: number, hi: number): number {
    const slot = (Math.imul(state, 0x9e3779b1) ^ Math.imul(lo, 0x85ebca6b)) >>> 17;
    const base = slot * perChunk;
    if (stepState[slot] === state && stepLo[slot] === lo) return base;
    stepState[slot] = state;
    stepLo[slot] = lo;
    const n = hi - lo;
    stepSet.fill(0, 0, n);
    let left = n;
    let s = state;
    let acc = 0;
    for (;;) {
      let a = arcStart[s] as number;
      const end = arcStart[s + 1] as number;
      let b = end;
      while (a < b) {
        const mid = (a + b) >> 1;
        if ((arcToken[mid] as number) < lo) a = mid + 1;
        else b = mid;
      }
      for (; a < end; a++) {
        const k = (arcToken[a] as number) - lo;
        if (k >= n) break;
        if (stepSet[k]) continue;
        stepSet[k] = 1;
        stepLp[base + k] = acc + (arcLogp[a] as number);
        stepNext[base + k] = arcNext[a] as number;
        left--;
      }
      if (left === 0 || s === 0) break;
      acc += backoffLogw[s] as number;
      s = backoffState[s] as number;
    }
    // a pair the model never saw: effectively impossible
    if (left > 0)
      for (let k = 0; k < n; k++)
        if (!stepSet[k]) {
          stepLp[base + k] = acc - 30;
          stepNext[base + k] = 0;
        }
    return base;
  }

  // the beams of all positions in flat arrays (position p holds entries p*stride …); reused across
  // words so a search allocates nothing per step. A hypothesis stays in the slot it was put in:
  // `rank` lists a position's slots best first and `rankScore` their scores, so keeping a beam
  // sorted shifts two numbers per place, not a hypothesis's eight fields
  const B = Math.max(1, tuning.beam);
  // the last position keeps 2B, or 4B when 2B spell fewer distinct words than asked
  const stride = 4 * B;
  let hScore = new Float64Array(0);
  let hState = new Int32Array(0);
  let hHash = new Int32Array(0);
  let hParent = new Int32Array(0);
  let hToken = new Int32Array(0);
  // searching inside the word list: the range of list words the spelling so far begins, and its length
  let hLo = new Int32Array(0);
  let hHi = new Int32Array(0);
  let hDepth = new Int32Array(0);
  let count = new Int32Array(0);
  let rank = new Int32Array(0);
  let rankScore = new Float64Array(0);
  // per hypothesis, filled for the final ones and their ancestors while its search lasts (mStamp =
  // that search's number): the range of list words its spelling begins (the list search keeps it in
  // hLo… already), the same in the language's own list, and the character model's state and score
  // after its letters. A word's candidates share most of their pairs: each shared beginning is
  // walked once, not once per candidate.
  let searchNo = 0;
  let mStamp = new Int32Array(0);
  let mLo = new Int32Array(0);
  let mHi = new Int32Array(0);
  let mDepth = new Int32Array(0);
  let mOwnStamp = new Int32Array(0);
  let mOwnLo = new Int32Array(0);
  let mOwnHi = new Int32Array(0);
  let mOwnDepth = new Int32Array(0);
  let mCharState = new Int32Array(0);
  let mCharSum = new Float64Array(0);
  function ensure(R: number): void {
    if (count.length > R) return;
    const n = (R + 16) * stride;
    mStamp = new Int32Array(n);
    mLo = new Int32Array(n);
    mHi = new Int32Array(n);
    mDepth = new Int32Array(n);
    mOwnStamp = new Int32Array(n);
    mOwnLo = new Int32Array(n);
    mOwnHi = new Int32Array(n);
    mOwnDepth = new Int32Array(n);
    mCharState = new Int32Array(n);
    mCharSum = new Float64Array(n);
    hScore = new Float64Array(n);
    hState = new Int32Array(n);
    hHash = new Int32Array(n);
    hParent = new Int32Array(n);
    hToken = new Int32Array(n);
    hLo = new Int32Array(n);
    hHi = new Int32Array(n);
    hDepth = new Int32Array(n);
    rank = new Int32Array(n);
    rankScore = new Float64Array(n);
    count = new Int32Array(R + 16);
  }
  /** Puts a hypothesis into position p's beam (at most cap); of two in the same state with the same spelling only the better stays. */
  function push(
    p: number,
    cap: number,
    score: number,
    state: number,
    hash: number,
    parent: number,
    token: number,
    lo = 0,
    hi = 0,
    depth = 0,
  ): void {
    const base = p * stride;
    let n = count[p] as number;
    if (n >= cap && score <= (rankScore[base + n - 1] as number)) return;
    // the slots in use are base … base + n - 1 (a slot given up is taken again at once)
    let slot = -1;
    for (let x = base; x < base + n; x++) {
      if (hState[x] !== state || hHash[x] !== hash) continue;
      if ((hScore[x] as number) >= score) return;
      // the worse of the two leaves the ranking, and the new one takes its slot
      let r = base;
      while (rank[r] !== x) r++;
      for (; r < base + n - 1; r++) {
        rank[r] = rank[r + 1] as number;
        rankScore[r] = rankScore[r + 1] as number;
      }
      n--;
      slot = x;
      break;
    }
    let r: number;
    if (n < cap) {
      r = base + n;
      if (slot < 0) slot = base + n;
      n++;
    } else {
      // a full beam: the worst makes way
      r = base + cap - 1;
      slot = rank[r] as number;
    }
    while (r > base && (rankScore[r - 1] as number) < score) {
      rank[r] = rank[r - 1] as number;
      rankScore[r] = rankScore[r - 1] as number;
      r--;
    }
    rank[r] = slot;
    rankScore[r] = score;
    hScore[slot] = score;
    hState[slot] = state;
    hHash[slot] = hash;
    hParent[slot] = parent;
    hToken[slot] = token;
    hLo[slot] = lo;
    hHi[slot] = hi;
    hDepth[slot] = depth;
    count[p] = n;
  }

  const finalHash = new Int32Array(stride);
  const finalAt = new Int32Array(stride);
  const finalScore = new Float64Array(stride);

  /** whether the last `spell` joined only NFC-inert pairs (its spelling is its NFC form) */
  let spelledInert = true;
  /** The spelling a hypothesis has written, as pairs wrote it. */
  function spell(at: number): string {
    let w = '';
    let inert = true;
    for (let x = at; (hToken[x] as number) >= 0; x = hParent[x] as number) {
      w = nativeOf[hToken[x] as number] + w;
      inert &&= nfcInert[hToken[x] as number] === 1;
    }
    spelledInert = inert;
    return w;
  }

  const chain: number[] = [];
  /** Hypothesis `at` and its ancestors not yet walked in this search (stamp ≠ searchNo), nearest first, in `chain`. */
  function unwalked(at: number, stamp: Int32Array): void {
    chain.length = 0;
    for (let x = at; stamp[x] !== searchNo; x = hParent[x] as number) chain.push(x);
  }

  /**
   * Walks hypothesis `at` (and ancestors) in the list and the character model: its list range from
   * its parent's by its pair's letters (lo = hi: no list word begins so), and the character model's
   * score summed letter by letter from its parent's — the additions `chars.score` makes over the
   * whole spelling, in the same order, so the same number where the spelling needs no normalizing.
   */
  function walk(at: number): void {
    unwalked(at, mStamp);
    for (let k = chain.length - 1; k >= 0; k--) {
      const x = chain[k] as number;
      const up = hParent[x] as number;
      const t = hToken[x] as number;
      narrowFrom(prefixes, mLo, mHi, mDepth, up, x, t);
      let state = mCharState[up] as number;
      let sum = mCharSum[up] as number;
      for (let c = tokCharStart[t] as number; c < (tokCharStart[t + 1] as number); c++) {
        sum += chars.step(state, tokChars[c] as number);
        state = chars.next;
      }
      mCharState[x] = state;
      mCharSum[x] = sum;
      mStamp[x] = searchNo;
    }
  }

  /** Whether hypothesis `at` (walked) spells a whole word of the list. */
  function listedAt(at: number): boolean {
    return wholeWord(words, mLo, mHi, mDepth, at);
  }

  /** Whether hypothesis `at` spells a whole word of the language's own list (walked there on demand). */
  function ownListedAt(at: number): boolean {
    unwalked(at, mOwnStamp);
    for (let k = chain.length - 1; k >= 0; k--) {
      const x = chain[k] as number;
      narrowFrom(ownPrefixes, mOwnLo, mOwnHi, mOwnDepth, hParent[x] as number, x, hToken[x] as number);
      mOwnStamp[x] = searchNo;
    }
    return wholeWord(ownWords, mOwnLo, mOwnHi, mOwnDepth, at);
  }

  /**
   * The beam search over pairs. `inList`: only spellings that begin a word of the list are kept and
   * only whole list words end it, which finds real words the open search cut early.
   */
  function search(roman: string, max: number, finalCap = 2 * B, inList = false): CandidateParts[] {
    const R = roman.length;
    ensure(R);
    count.fill(0, 0, R + 1);
    hScore[0] = 0;
    hState[0] = lm.startState;
    hHash[0] = 0;
    hParent[0] = -1;
    hToken[0] = -1;
    hLo[0] = 0;
    hHi[0] = words.size;
    hDepth[0] = 0;
    count[0] = 1;
    rank[0] = 0;
    rankScore[0] = 0;
    searchNo++;
    mStamp[0] = mOwnStamp[0] = searchNo;
    mLo[0] = mOwnLo[0] = 0;
    mHi[0] = words.size;
    mOwnHi[0] = ownWords.size;
    mDepth[0] = mOwnDepth[0] = 0;
    mCharState[0] = chars.lm.startState;
    mCharSum[0] = 0;
    for (let i = 0; i < R; i++) {
      const n = count[i] as number;
      if (n === 0) continue;
      for (let L = 1; L <= maxChunk && i + L <= R; L++) {
        const c = chunkOf.get(packChunk(roman, i, i + L));
        if (c === undefined) continue;
        const lo = chunkLo[c] as number;
        const hi = Math.min(chunkHi[c] as number, lo + perChunk);
        const p = i + L;
        const cap = p === R ? finalCap : B;
        const there = p * stride;
        for (let r = i * stride; r < i * stride + n; r++) {
          const at = rank[r] as number;
          const sc0 = rankScore[r] as number;
          // a step never raises a score: once a full beam beats this one, it beats all after it
          const m = count[p] as number;
          if (m >= cap && sc0 <= (rankScore[there + m - 1] as number)) break;
          const step = stepRange(hState[at] as number, lo, hi) - lo;
          const hash = hHash[at] as number;
          for (let t = lo; t < hi; t++) {
            const sc = sc0 + (stepLp[step + t] as number) - (silent[t] as number);
            const full = count[p] as number;
            // most pairs lose to a full beam: test before building the hash
            if (full >= cap && sc <= (rankScore[there + full - 1] as number)) continue;
            const h = (Math.imul(hash, tokMul[t] as number) + (tokAdd[t] as number)) | 0;
            if (!inList) {
              push(p, cap, sc, stepNext[step + t] as number, h, at, t);
              continue;
            }
            // narrow the list range by the pair's letters; nothing left: no word begins so
            if (prefixes.extend(hLo[at] as number, hHi[at] as number, hDepth[at] as number, t))
              push(
                p,
                cap,
                sc,
                stepNext[step + t] as number,
                h,
                at,
                t,
                prefixes.lo,
                prefixes.hi,
                prefixes.depth,
              );
          }
        }
      }
    }
    // paths cut differently but spelling the same word add up: merged by spelling hash first, so
    // each spelling is written out and scored once
    const first = R * stride;
    let u = 0;
    for (let r = first; r < first + (count[R] as number); r++) {
      const at = rank[r] as number;
      // in the list, a spelling that only begins a word is not one (the shortest word of a range sorts first)
      if (inList && words.length(hLo[at] as number) !== hDepth[at]) continue;
      const s = (hScore[at] as number) + endStep(hState[at] as number);
      const hash = hHash[at] as number;
      let j = 0;
      while (j < u && finalHash[j] !== hash) j++;
      if (j === u) {
        finalHash[u] = hash;
        finalAt[u] = at;
        finalScore[u++] = s;
      } else {
        const prev = finalScore[j] as number;
        finalScore[j] = Math.max(prev, s) + Math.log1p(Math.exp(-Math.abs(prev - s)));
      }
    }
    const out: CandidateParts[] = [];
    for (let j = 0; j < u; j++) {
      // pairs joined can leave a two-part vowel in pieces (Tamil ெ + ா is ொ): written as one
      const at = finalAt[j] as number;
      const spelled = spell(at);
      const w = spelledInert ? spelled : spelled.normalize('NFC');
      // nothing, or a vowel sign with no letter to sit on, is not a word
      if (!w || STARTS_WITH_MARK.test(w) || !wellFormed(w)) continue;
      const joint = finalScore[j] as number;
      const same = out.find((c) => c.native === w);
      if (same) {
        same.joint = Math.max(same.joint, joint);
        continue;
      }
      // the pairs' own decompositions joined are the list's form (NFD) without normalizing each
      // candidate: walked pair by pair (a hypothesis of the list search has its word's range
      // already: a whole word, or not kept)
      walk(at);
      const listed = inList || listedAt(at);
      // a spelling normalizing changed is scored as written out, its letters no longer the pairs'
      const charsScore =
        w === spelled ? (mCharSum[at] as number) + chars.step(mCharState[at] as number, 0) : charScore(w);
      out.push({
        native: w,
        joint,
        chars: charsScore,
        inList: listed,
        inOwnList: listed && ownApart && ownListedAt(at),
        ownApart,
        byList: inList,
        byOpen: !inList,
      });
    }
    if (!inList && out.length < max && finalCap < stride && count[R] === finalCap)
      return search(roman, max, stride);
    return out;
  }

  /** The open search's candidates and the list search's, merged (a spelling once, its best score), best first. */
  function candidates(roman: string, max: number): Candidate[] {
    const open = search(roman, max);
    const scored = scoreAll(open, roman.length);
    // a real word already first: searching the list again changed top-1 on dev by under 0.2 point, at a quarter of the time
    if (words.size === 0 || open[bestAt(scored)]?.inList) return sorted(scored, max);
    for (const c of search(roman, max, 2 * B, true)) {
      const same = open.find((o) => o.native === c.native);
      if (!same) {
        open.push(c);
        continue;
      }
      same.byList = true;
      same.joint = Math.max(same.joint, c.joint);
    }
    return sorted(scoreAll(open, roman.length), max);
  }

  return {
    lang: header.lang,
    candidates: (roman, max) => candidates(roman.toLowerCase(), max),
    dictionary: (roman) => lexicon.spellings(roman.toLowerCase()),
    attestations: (roman) => lexicon.attestations(roman.toLowerCase()),
    isKnown: (native) => lexicon.has(native) || words.has(native.normalize('NFD')),
    isLexiconWord: (native) => lexicon.has(native),
    romanWords: () => lexicon.romanWords(),
    sizeBytes: gz.length,
  };
}

/**
 * Hypothesis x's range of list words from its parent up's, narrowed by pair t's letters, in one
 * list's per-hypothesis arrays (lo = hi: no word of the list begins so).
 */
function narrowFrom(
  prefixes: PrefixRanges,
  lo: Int32Array,
  hi: Int32Array,
  depth: Int32Array,
  up: number,
  x: number,
  t: number,
): void {
  if (lo[up] !== hi[up] && prefixes.extend(lo[up] as number, hi[up] as number, depth[up] as number, t)) {
    lo[x] = prefixes.lo;
    hi[x] = prefixes.hi;
    depth[x] = prefixes.depth;
  } else lo[x] = hi[x] = 0;
}

/** Whether hypothesis `at`'s range (narrowFrom) is a whole word of `list`: the range's first word ends there. */
function wholeWord(list: WordList, lo: Int32Array, hi: Int32Array, depth: Int32Array, at: number): boolean {
  return lo[at] !== hi[at] && list.length(lo[at] as number) === depth[at];
}

/**
 * 1 for each pair whose native letters NFC leaves alone beside any letter of any pair: each letter
 * is its own NFC form and, next to each such letter of the model's alphabet, on either side, neither
 * composes nor is reordered (a letter that is no NFC form marks its own pairs, which are normalized
 * anyway). Normalizing acts only through such neighbours (a composition needs its two letters,
 * composed when adjacent too; a reordering, two adjacent marks), so a spelling of inert pairs alone
 * is already NFC and need not be normalized (4% of a Tamil profile).
 */
export function inertPairs(natives: readonly string[]): Uint8Array {
  const alphabet = [...new Set(natives.flatMap((n) => [...n]))].filter((c) => c.normalize('NFC') === c);
  const inert = new Set(
    alphabet.filter((c) =>
      alphabet.every((x) => (x + c).normalize('NFC') === x + c && (c + x).normalize('NFC') === c + x),
    ),
  );
  return Uint8Array.from(natives, (n) => ([...n].every((c) => inert.has(c)) ? 1 : 0));
}

/**
 * False for a Brahmic spelling no writer produces: a vowel sign or virama right after another one,
 * or a vowel sign on an independent vowel (அசைாமல், अआ). Scripts laid out like Devanagari only
 * (U+0900–U+0D7F); others (Sinhala, Arabic) pass. Of w[from, to) when given.
 */
export function wellFormed(w: string, from = 0, to = w.length): boolean {
  let prev = 0; // 1: independent vowel, 2: vowel sign or virama
  for (let i = from; i < to; i++) {
    const cp = w.charCodeAt(i);
    let kind = 0;
    if (cp >= 0x900 && cp < 0xd80) {
      const off = cp & 0x7f;
      if ((off >= 0x3e && off <= 0x4d) || off === 0x62 || off === 0x63) kind = 2;
      else if (off >= 0x05 && off <= 0x14) kind = 1;
    }
    if (kind === 2 && prev !== 0) return false;
    prev = kind;
  }
  return true;
}

/** Index of the best-scored candidate (-1: none); scoreAll keeps the parts' order. */
function bestAt(cs: Candidate[]): number {
  let at = -1;
  cs.forEach((c, i) => {
    if (at < 0 || c.score > (cs[at] as Candidate).score) at = i;
  });
  return at;
}

function sorted(cs: Candidate[], max: number): Candidate[] {
  cs.sort((a, b) => b.score - a.score);
  return cs.slice(0, max);
}

/** A Latin chunk as one number (ASCII letters in base 128); -1 for anything else, which no pair has. */
function packChunk(s: string, from: number, to: number): number {
  let code = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128) return -1;
    code = code * 128 + c;
  }
  return code;
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
