// The translation pipeline of the contract: lookup store → machine translation → transliteration.
//   whole-sentence lookup hit: moderated → apiStatus 2, unmoderated → 4 (no machine characters)
//   machine translation: hi↔ur offline (below), any other pair through LOCAL_MT_URL → 3
//     (timeout → -5, error → -4 when nothing later in the pipeline can serve the sentence)
//   partial lookup coverage (phrases/words from the store, the rest transliterated) → 6
//   transliteration into the target script → 10; nothing enabled that could serve → input, -2
//
// Hindi ↔ Urdu: Debian ships no apertium hin-urd pair. Colloquial Hindi and Urdu are one spoken
// language (Hindustani) in two scripts, so the offline engine converts script (Devanagari ↔
// Perso-Arabic). That is honest for everyday speech; formal vocabulary (Sanskrit-derived Hindi
// words vs Persian/Arabic-derived Urdu words) is not swapped, so formal text stays formal-Hindi
// words written in Urdu script. It is reported as machine translation (3) because it is the
// engine's answer for the pair, not a fallback.

import type { LookupStore } from './lookup-store.js';
import { findOffensive, maskSpans } from './moderation.js';
import type { TranslateOptions, TranslationOutcome, Translator, Transliterator } from './types.js';

export interface TranslatorOptions {
  transliterator: Transliterator;
  lookup: LookupStore;
  /** LibreTranslate-compatible server: POST {q, source, target, format:'text'} → {translatedText} */
  mtUrl?: string;
  mtTimeoutMs?: number;
}

/** Pairs the offline engine translates itself (Hindustani script conversion, below). */
export const HINDUSTANI = new Set(['hi>ur', 'ur>hi']);
const DEFAULT_MT_TIMEOUT_MS = 10_000;

class MtFailure extends Error {
  constructor(readonly status: -4 | -5) {
    super(status === -5 ? 'machine translation timed out' : 'machine translation failed');
  }
}

interface Masked {
  start: number;
  end: number;
  replacement: string;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function createTranslator(opts: TranslatorOptions): Translator {
  const { transliterator, lookup } = opts;
  const mtTimeoutMs = opts.mtTimeoutMs ?? DEFAULT_MT_TIMEOUT_MS;

  const translit = (text: string, from: string, to: string) =>
    transliterator.transliterate(text, { from, to })[0] ?? text;

  /** Spans of the mask terms in the text, each with what it becomes (map value or transliteration). */
  function findMasks(text: string, o: TranslateOptions): Masked[] {
    const terms = o.maskTerms;
    if (!terms) return [];
    const entries: [string, string | undefined][] = Array.isArray(terms)
      ? terms.map((t) => [t, undefined])
      : Object.entries(terms);
    const out: Masked[] = [];
    // longest terms first so "New Delhi" wins over "Delhi"
    for (const [term, value] of entries.filter(([t]) => t.trim()).sort((a, b) => b[0].length - a[0].length)) {
      const re = new RegExp(
        `(?<![\\p{L}\\p{M}\\p{N}])${escapeRegExp(term.trim())}(?![\\p{L}\\p{M}\\p{N}])`,
        'giu',
      );
      for (const m of text.matchAll(re)) {
        const start = m.index;
        const end = start + m[0].length;
        if (out.some((x) => start < x.end && end > x.start)) continue;
        out.push({ start, end, replacement: value?.trim() ? value : translit(m[0], o.from, o.to) });
      }
    }
    return out.sort((a, b) => a.start - b.start);
  }

  /** Runs `convert` on the unmasked stretches of the text and puts the mask replacements between them. */
  function aroundMasks(text: string, masks: Masked[], convert: (s: string) => string): string {
    let out = '';
    let at = 0;
    for (const m of masks) {
      out += convert(text.slice(at, m.start)) + m.replacement;
      at = m.end;
    }
    return out + convert(text.slice(at));
  }

  async function machineTranslate(text: string, masks: Masked[], from: string, to: string): Promise<string> {
    const url = opts.mtUrl as string;
    // masked terms travel as placeholders the MT engine leaves alone
    let q = '';
    let at = 0;
    masks.forEach((m, i) => {
      q += `${text.slice(at, m.start)}__MASK${i}__`;
      at = m.end;
    });
    q += text.slice(at);
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ q, source: from, target: to, format: 'text' }),
        signal: AbortSignal.timeout(mtTimeoutMs),
      });
    } catch (err) {
      const name = (err as Error).name;
      throw new MtFailure(name === 'TimeoutError' || name === 'AbortError' ? -5 : -4);
    }
    if (!res.ok) throw new MtFailure(-4);
    let body: unknown;
    try {
      body = await res.json();
    } catch (err) {
      throw new MtFailure((err as Error).name === 'TimeoutError' ? -5 : -4);
    }
    const translated = (body as { translatedText?: unknown })?.translatedText;
    if (typeof translated !== 'string') throw new MtFailure(-4);
    return translated.replace(
      /__\s*MASK\s*(\d+)\s*__/gi,
      (_m, i: string) => masks[Number(i)]?.replacement ?? '',
    );
  }

  return {
    async translate(input: string, o: TranslateOptions): Promise<TranslationOutcome> {
      const text = o.filterProfane ? maskSpans(input, findOffensive(input, ['profanity'])) : input;
      // Same language: the text already is the translation; a failure code would be a false alarm.
      if (o.from === o.to) return { text, status: 3, machineChars: 0 };

      if (o.enableLookup) {
        const hit = lookup.lookup(o.account, text, o.from, o.to, o.domain);
        if (hit) return { text: hit.target, status: hit.moderated ? 2 : 4, machineChars: 0 };
      }

      const masks = findMasks(text, o);
      let mtError: -4 | -5 | undefined;
      if (o.enableNmt) {
        if (HINDUSTANI.has(`${o.from}>${o.to}`)) {
          const out = aroundMasks(text, masks, (s) => translit(s, o.from, o.to));
          return { text: out, status: 3, machineChars: text.length };
        }
        if (opts.mtUrl) {
          try {
            const out = await machineTranslate(text, masks, o.from, o.to);
            return { text: out, status: 3, machineChars: text.length };
          } catch (err) {
            if (!(err instanceof MtFailure)) throw err;
            mtError = err.status;
          }
        }
      }

      if (o.enableLookup) {
        const seg = lookup.segments(o.account, text, o.from, o.to, o.domain);
        if (seg) {
          // the store's phrases are in the target language; what it did not cover goes to the target script
          const out = o.enableTransliteration ? translit(seg.text, o.from, o.to) : seg.text;
          return { text: out, status: 6, machineChars: 0 };
        }
      }

      if (o.enableTransliteration) {
        const out = aroundMasks(text, masks, (s) => translit(s, o.from, o.to));
        return { text: out, status: 10, machineChars: 0 };
      }
      return { text, status: mtError ?? -2, machineChars: 0 };
    },
  };
}
