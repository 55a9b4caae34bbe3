// Per-account glossary / translation memory: the first stage of the translation pipeline. Whole
// sentences are found by a normalized key in a Map (O(1), so tens of thousands of lookups a second);
// phrases and words give partial coverage by longest-match substitution (apiStatus 6).
import { readFileSync } from 'node:fs';
import { EngineInputError } from './types.js';

export interface LookupEntry {
  source: string;
  target: string;
  src: string;
  tgt: string;
  domain?: string;
  moderated: boolean;
}
export interface LookupHit {
  target: string;
  moderated: boolean;
}
export interface SegmentResult {
  text: string;
  coveredWords: number;
  totalWords: number;
  /** every substituted phrase came from a moderated entry */
  moderated: boolean;
}

const ANY_DOMAIN = '*';
const CSV_HEADER = ['source', 'target', 'src', 'tgt', 'domain', 'moderated'];
const EDGE_PUNCT = /^([\p{P}\p{S}]*)(.*?)([\p{P}\p{S}]*)$/u;

/** Case, width and whitespace do not make two sentences different. */
export function normalizeSentence(s: string): string {
  return s.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

interface PairIndex {
  sentences: Map<string, LookupHit>;
  /** longest phrase, in words, so segment matching knows where to start */
  maxWords: number;
}

export class LookupStore {
  private readonly accounts = new Map<string, Map<string, PairIndex>>();

  /** Adds entries to an account's store (later entries win); returns how many were added. */
  load(account: string, entries: LookupEntry[]): number {
    let pairs = this.accounts.get(account);
    if (!pairs) {
      pairs = new Map();
      this.accounts.set(account, pairs);
    }
    for (const e of entries) {
      const key = `${e.src}|${e.tgt}|${e.domain?.trim() || ANY_DOMAIN}`;
      let index = pairs.get(key);
      if (!index) {
        index = { sentences: new Map(), maxWords: 1 };
        pairs.set(key, index);
      }
      const norm = normalizeSentence(e.source);
      index.sentences.set(norm, { target: e.target, moderated: e.moderated });
      index.maxWords = Math.max(index.maxWords, norm.split(' ').length);
    }
    return entries.length;
  }

  /** Loads a JSON array of entries or a CSV file with the header source,target,src,tgt,domain,moderated. */
  loadFile(account: string, path: string): number {
    return this.load(account, this.parseFile(path));
  }

  /** Reads and parses a lookup file (JSON when it starts with [ or {, else CSV; .csv is always CSV). */
  parseFile(path: string): LookupEntry[] {
    const text = readFileSync(path, 'utf8');
    const json = !path.toLowerCase().endsWith('.csv') && /^\s*[[{]/.test(text);
    return this.parse(text, json ? 'json' : 'csv');
  }

  /** Parses and validates an upload; throws EngineInputError naming the bad row. */
  parse(text: string, kind: 'json' | 'csv'): LookupEntry[] {
    const rows = kind === 'json' ? parseJsonRows(text) : parseCsvRows(text);
    return rows.map((row, i) => toEntry(row, i + 1));
  }

  clear(account: string): void {
    this.accounts.delete(account);
  }

  size(account: string): number {
    let n = 0;
    for (const index of this.accounts.get(account)?.values() ?? []) n += index.sentences.size;
    return n;
  }

  /** Whole-sentence hit: the domain's own entries first, then entries for every domain. */
  lookup(account: string, text: string, src: string, tgt: string, domain: string): LookupHit | undefined {
    const pairs = this.accounts.get(account);
    if (!pairs) return undefined;
    const norm = normalizeSentence(text);
    return (
      pairs.get(`${src}|${tgt}|${domain}`)?.sentences.get(norm) ??
      pairs.get(`${src}|${tgt}|${ANY_DOMAIN}`)?.sentences.get(norm)
    );
  }

  /** Longest-match phrase substitution; undefined when nothing in the text is known. */
  segments(
    account: string,
    text: string,
    src: string,
    tgt: string,
    domain: string,
  ): SegmentResult | undefined {
    const pairs = this.accounts.get(account);
    if (!pairs) return undefined;
    const indexes = [pairs.get(`${src}|${tgt}|${domain}`), pairs.get(`${src}|${tgt}|${ANY_DOMAIN}`)].filter(
      (x): x is PairIndex => x !== undefined,
    );
    if (!indexes.length) return undefined;
    const maxWords = Math.max(...indexes.map((x) => x.maxWords));
    const words = text.trim().split(/\s+/).filter(Boolean);
    const out: string[] = [];
    let covered = 0;
    let moderated = true;
    for (let i = 0; i < words.length; ) {
      let matched = false;
      for (let n = Math.min(maxWords, words.length - i); n >= 1 && !matched; n--) {
        const span = words.slice(i, i + n);
        const [, lead = '', core = '', trail = ''] = EDGE_PUNCT.exec(span.join(' ')) ?? [];
        const norm = normalizeSentence(core);
        if (!norm) continue;
        const hit = indexes.map((x) => x.sentences.get(norm)).find((h) => h !== undefined);
        if (hit) {
          out.push(`${lead}${hit.target}${trail}`);
          covered += n;
          moderated &&= hit.moderated;
          i += n;
          matched = true;
        }
      }
      if (!matched) out.push(words[i++] as string);
    }
    if (covered === 0) return undefined;
    return { text: out.join(' '), coveredWords: covered, totalWords: words.length, moderated };
  }
}

function parseJsonRows(text: string): Record<string, unknown>[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new EngineInputError(
      'lookup file is not valid JSON: send an array of {source, target, src, tgt, domain, moderated}',
    );
  }
  // {entries: [...]} is accepted too, so a file and an admin upload share one format.
  const rows = Array.isArray(data) ? data : (data as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(rows)) throw new EngineInputError('lookup JSON must be an array of entries');
  return rows as Record<string, unknown>[];
}

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and newlines. */
function parseCsvRows(text: string): Record<string, unknown>[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      record.push(field);
      if (record.some((f) => f !== '')) records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  record.push(field);
  if (record.some((f) => f !== '')) records.push(record);
  const header = records.shift()?.map((h) => h.trim().toLowerCase());
  if (!header || CSV_HEADER.some((h, i) => header[i] !== h && !(h === 'domain' || h === 'moderated'))) {
    throw new EngineInputError(`lookup CSV must start with the header ${CSV_HEADER.join(',')}`);
  }
  return records.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

function toEntry(row: Record<string, unknown>, n: number): LookupEntry {
  const str = (k: string) => (typeof row?.[k] === 'string' ? (row[k] as string) : undefined);
  const source = str('source');
  const target = str('target');
  const src = str('src')?.trim();
  const tgt = str('tgt')?.trim();
  if (!source?.trim() || target === undefined || !src || !tgt) {
    throw new EngineInputError(`lookup entry ${n}: source, target, src and tgt are required`);
  }
  const moderated = moderatedOf(row?.moderated, n);
  const domain = str('domain')?.trim() || undefined;
  return { source, target, src, tgt, domain, moderated };
}

/**
 * A missing or empty `moderated` means true: the store holds a user-curated glossary, so its
 * entries are trusted unless marked otherwise. Anything but a clear yes/no is refused.
 */
function moderatedOf(m: unknown, n: number): boolean {
  if (m === undefined || m === null || m === true || m === false) return m !== false;
  const text = typeof m === 'string' ? m.trim() : undefined;
  if (text === '' || (text && /^(true|1|yes)$/i.test(text))) return true;
  if (text && /^(false|0|no)$/i.test(text)) return false;
  throw new EngineInputError(`lookup entry ${n}: moderated must be true or false`);
}
