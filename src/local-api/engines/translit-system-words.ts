// Word lists a Debian machine may have installed, read in place for the transliteration models'
// word lists (translit-wordlist.ts): they are GPL, so never copied into dubash's files. Each reader
// returns the words as written (callers normalize), or nothing when the file is absent.
// - hunspell (`hunspell-hi`, -bn, -gu, -te, -si): a count line, then `word[/FLAGS]` lines;
// - aspell (`aspell-hi`, -kn, -ml, -pa, -ta): a prezip-compressed word list (.cwl), decoded here as
//   aspell's `precat` does;
// - apertium (`apertium-hin`, `apertium-urd`): the morphological analyser as a text transducer (AT&T
//   format), whose accepted surface strings are every inflected form it knows (nouns' plurals and
//   obliques, verb forms).
// Each list was kept where it raised dev top-1 (kn +1.1, ml +2.0, pa +0.3, si +0.7, ta +0.2, ur
// +3.4 through the engine); aspell's bn, gu, te and mr lists and hunspell-ml gave nothing more (mr
// −0.2) and cost load time, so they are not read.
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** Installed lists per language. */
const SOURCES: Record<string, Array<{ kind: 'hunspell' | 'aspell' | 'apertium'; path: string }>> = {
  bn: [{ kind: 'hunspell', path: '/usr/share/hunspell/bn_BD.dic' }],
  gu: [{ kind: 'hunspell', path: '/usr/share/hunspell/gu_IN.dic' }],
  hi: [
    { kind: 'hunspell', path: '/usr/share/hunspell/hi_IN.dic' },
    { kind: 'aspell', path: '/usr/share/aspell/hi.cwl.gz' },
    { kind: 'apertium', path: '/usr/share/apertium/apertium-hin/hin.automorf.att.gz' },
  ],
  kn: [{ kind: 'aspell', path: '/usr/share/aspell/kn.cwl.gz' }],
  ml: [{ kind: 'aspell', path: '/usr/share/aspell/ml.cwl.gz' }],
  pa: [{ kind: 'aspell', path: '/usr/share/aspell/pa.cwl.gz' }],
  si: [{ kind: 'hunspell', path: '/usr/share/hunspell/si_LK.dic' }],
  ta: [{ kind: 'aspell', path: '/usr/share/aspell/ta.cwl.gz' }],
  te: [{ kind: 'hunspell', path: '/usr/share/hunspell/te_IN.dic' }],
  ur: [{ kind: 'apertium', path: '/usr/share/apertium/apertium-urd/urd.automorf.att.gz' }],
};

const ASCII = /[ -~\t\n]/;
const FRAGMENT = /^[\p{M}\u200c\u200d]/u;

/** The installed list files of a language (what the word-list cache is keyed on). */
export function systemWordFiles(lang: string): string[] {
  return (SOURCES[lang] ?? []).map((s) => s.path).filter((p) => existsSync(p));
}

/** Every word of the installed lists of a language (duplicates possible, not normalized). */
export function systemWords(lang: string): string[] {
  const out: string[] = [];
  for (const { kind, path } of SOURCES[lang] ?? []) {
    if (!existsSync(path)) continue;
    const bytes = readFileSync(path);
    const words =
      kind === 'hunspell'
        ? hunspellWords(bytes.toString('utf8'))
        : kind === 'aspell'
          ? prezipWords(gunzipSync(bytes))
          : transducerWords(gunzipSync(bytes).toString('utf8'));
    // words of the script only (lists may hold Latin abbreviations); readers drop spaces and marks;
    // a word opening with a vowel sign or a joiner is a list's fragment (aspell-kn's ‍ರಿಂದ), not a word
    for (const w of words) if (!ASCII.test(w) && !FRAGMENT.test(w)) out.push(w);
  }
  return out;
}

export function hunspellWords(text: string): string[] {
  return text
    .split('\n')
    .slice(1)
    .map((l) => (l.split('/')[0] ?? '').trim())
    .filter((w) => w && !/[\sA-Za-z0-9]/.test(w));
}

/**
 * aspell's prezip format: 0x02, then lines of <prefix> <rest>*, ended by 0x1F 0xFF. <prefix> is how
 * many bytes of the previous line to keep (0x00–0x1D, or 0x1E 0xFF* n: 0x1E + 255 per 0xFF + n);
 * <rest> bytes are 0x20–0xFF, or 0x1F followed by the byte plus 0x20.
 */
export function prezipWords(data: Buffer): string[] {
  if (data[0] !== 0x02) return [];
  const words: string[] = [];
  // the previous line stays at the front of the buffer: keeping a prefix is not moving anything
  const line = Buffer.alloc(4096);
  let n = 0;
  let pos = 1;
  while (pos < data.length) {
    const c = data[pos++] as number;
    if (c === 0x1f) break; // 0x1F 0xFF: the end
    let keep = c;
    if (c === 0x1e) {
      while (data[pos] === 0xff) {
        keep += 255;
        pos++;
      }
      keep += data[pos++] ?? 0;
    }
    n = Math.min(keep, n);
    while (pos < data.length && n < line.length) {
      const b = data[pos] as number;
      if (b >= 0x20) {
        line[n++] = b;
        pos++;
      } else if (b === 0x1f && data[pos + 1] !== 0xff) {
        line[n++] = (data[pos + 1] as number) - 0x20;
        pos += 2;
      } else break;
    }
    const w = line.toString('utf8', 0, n);
    const slash = w.indexOf('/');
    words.push(slash < 0 ? w : w.slice(0, slash));
  }
  return words;
}

/** The input-side strings a transducer in AT&T text format accepts (ε is the empty symbol; loops are not followed round). */
export function transducerWords(att: string): string[] {
  // states → arcs as flat arrays: for state s, arcs arcFrom[s] … arcFrom[s + 1]
  const src: number[] = [];
  const dst: number[] = [];
  const sym: string[] = [];
  const finals = new Set<number>();
  let offset = 0; // sections after `--` are further transducers: their states shifted
  let maxState = 0;
  let starts = [0];
  // read field by field with indexOf: splitting 70,000 lines into arrays cost most of the time
  const int = (from: number, to: number) => {
    let v = 0;
    for (let i = from; i < to; i++) v = v * 10 + att.charCodeAt(i) - 48;
    return v;
  };
  for (let at = 0; at < att.length; ) {
    let end = att.indexOf('\n', at);
    if (end < 0) end = att.length;
    if (att.startsWith('--', at)) {
      offset = maxState + 1;
      starts.push(offset);
    } else if (end > at) {
      const t1 = att.indexOf('\t', at);
      const t2 = t1 < 0 || t1 > end ? -1 : att.indexOf('\t', t1 + 1);
      const t3 = t2 < 0 || t2 > end ? -1 : att.indexOf('\t', t2 + 1);
      if (t3 >= 0 && t3 < end) {
        const s = offset + int(at, t1);
        const d = offset + int(t1 + 1, t2);
        const x = att.slice(t2 + 1, t3);
        src.push(s);
        dst.push(d);
        sym.push(x === 'ε' || x === '@0@' || x === '@_EPSILON_SYMBOL_@' ? '' : x);
        if (s > maxState) maxState = s;
        if (d > maxState) maxState = d;
      } else {
        // a final state: its number, then perhaps a weight
        const s = offset + int(at, t1 >= 0 && t1 < end ? t1 : end);
        finals.add(s);
        if (s > maxState) maxState = s;
      }
    }
    at = end + 1;
  }
  starts = starts.filter((s) => s <= maxState);
  const arcFrom = new Int32Array(maxState + 2);
  for (const s of src) (arcFrom[s + 1] as number)++;
  for (let s = 0; s <= maxState; s++) arcFrom[s + 1] = (arcFrom[s + 1] as number) + (arcFrom[s] as number);
  const fill = arcFrom.slice(0, maxState + 1);
  const arcDst = new Int32Array(src.length);
  const srcOf = new Int32Array(src.length);
  const arcSym: string[] = new Array(src.length);
  src.forEach((s, i) => {
    const at = (fill[s] as number)++;
    arcDst[at] = dst[i] as number;
    srcOf[at] = s;
    arcSym[at] = sym[i] as string;
  });
  // single words only: a space, digit or punctuation mark starts a phrase, a number or a symbol
  const wordSymbol = new Uint8Array(arcSym.length);
  const isWordSymbol = new Map<string, number>();
  arcSym.forEach((x, a) => {
    let ok = isWordSymbol.get(x);
    if (ok === undefined) {
      ok = x === '' || /^[\p{L}\p{M}\u200c\u200d]$/u.test(x) ? 1 : 0;
      isWordSymbol.set(x, ok);
    }
    wordSymbol[a] = ok;
  });
  // tails of ε arcs (an analysis' tags) are walked once per analysis, and a word has many: a state
  // from which ε arcs alone reach a final state ends a word there, and an ε arc is taken only
  // towards a state from which some letter can still follow
  const epsFinal = new Uint8Array(maxState + 1);
  const letterAhead = new Uint8Array(maxState + 1);
  for (const f of finals) epsFinal[f] = 1;
  for (let a = 0; a < arcSym.length; a++) if (arcSym[a] && wordSymbol[a]) letterAhead[srcOf[a] as number] = 1;
  for (let changed = true; changed; ) {
    changed = false;
    for (let a = 0; a < arcSym.length; a++) {
      if (arcSym[a] !== '') continue;
      const from = srcOf[a] as number;
      const to = arcDst[a] as number;
      if (epsFinal[to] && !epsFinal[from]) {
        epsFinal[from] = 1;
        changed = true;
      }
      if (letterAhead[to] && !letterAhead[from]) {
        letterAhead[from] = 1;
        changed = true;
      }
    }
  }
  const words = new Set<string>();
  const onPath = new Uint8Array(maxState + 1);
  // depth-first over states with the spelling so far as a stack of symbols, written out only at a
  // final state; a state already on the path is a loop: not taken again
  const stack: string[] = [];
  const walk = (s: number): void => {
    if (epsFinal[s] && stack.length > 0) words.add(stack.join(''));
    if (stack.length > 64) return;
    onPath[s] = 1;
    for (let a = arcFrom[s] as number; a < (arcFrom[s + 1] as number); a++) {
      const d = arcDst[a] as number;
      if (onPath[d] || !wordSymbol[a] || (arcSym[a] === '' && !letterAhead[d])) continue;
      stack.push(arcSym[a] as string);
      walk(d);
      stack.pop();
    }
    onPath[s] = 0;
  };
  for (const s of starts) walk(s);
  return [...words];
}
