// Chat translation that pays for as little as possible: only the text spans of a message go to the
// API (code, links, mentions and emoji stay as they are), targets the text is already in are
// skipped, romanized Hindi is transliterated to Devanagari first, every uncached span goes to every
// needed target in ONE call, and each (span, pair, domain) is cached in Redis for 30 days.
import { createCipheriv, createDecipheriv, hash, randomBytes } from 'node:crypto';
import type { Metered, TranslationOutcome, TranslationService } from '../core/command.js';
import type { RedisClient as Redis } from '../state/redis.js';
import { claimOnce } from '../state/stores/claims.js';

export type { TranslationOutcome } from '../core/command.js';

import { identifyLanguage } from '../core/langid.js';
import { textTooLong } from '../core/messages.js';
import { reassemble, segmentMessage, translatableParts } from '../core/segments.js';
import { TRANSLATION_LANGUAGES } from '../language/codes.js';
import type { LanguageClient } from '../language/types.js';
import { keys as dubashKeys, type Keyspace } from '../state/keys.js';

/** The API takes at most this many characters per request (contract field notes / local limits). */
export const MAX_MESSAGE_CHARS = 5_000;
/**
 * Longest message segmented at all: links, code and emoji are not sent, so a message may be longer
 * than MAX_MESSAGE_CHARS, but not longer than the longest any platform but the web chat takes
 * (Slack's 40,000). Checked before segmenting: a longer one is answered at once.
 */
export const MAX_SEGMENTED_CHARS = 40_000;
const CACHE_TTL_S = 30 * 86_400;
/** A sounded-out fallback is kept a day only, so a translation engine set up later is used soon. */
const FALLBACK_TTL_S = 86_400;
/** apiStatus of a translation that is a transliteration into the target script (field notes). */
const TRANSLITERATED = 10;
/** Marks a cached translation that was only sounded out, so a cache hit is still reported as one. */
const SOUNDED_OUT = '\u0000';
/** Pseudo-domain of cached Hinglish → Devanagari transliterations. */
const TRANSLIT_DOMAIN = 'translit';

export interface SendInfo {
  operation: 'translate' | 'transliterate';
  from: string;
  targets: string[];
  /** characters billed: every span sent × every target */
  characters: number;
}

export interface TranslatorOptions {
  /** the keys of the cache, default dubash's (tests give their own keyspace) */
  keys?: Keyspace;
  /** called after every API call (metrics, benches) */
  onSend?: (info: SendInfo) => void;
}

export interface TranslatorStats {
  calls: number;
  /** characters sent to the API (span length × targets), translation and transliteration */
  characters: number;
  /** (span, target) pairs answered from the cache */
  cacheHits: number;
}

const KNOWN = new Set<string>(TRANSLATION_LANGUAGES);
const unique = <T>(xs: T[]) => [...new Set(xs)];
// One-shot hashing: a Hash object per call cost more than the hashing of these short texts.
const sha = (s: string) => hash('sha256', s, 'hex');

// Cached translations are sealed with a key derived from the source text itself, which Redis never
// holds: the cache can only answer someone who already has the text, so dubash keeps no readable
// message text (privacy default "never") while still never paying twice for the same text.
const sealKey = (content: string, src: string, tgt: string, domain: string) =>
  hash('sha256', `seal\0${src}\0${tgt}\0${domain}\0${content}`, 'buffer');

function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function unseal(key: Buffer, sealed: string): string | undefined {
  try {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined; // written by an older version, or tampered with: ask the API again
  }
}

export class ChatTranslator implements TranslationService {
  readonly stats: TranslatorStats = { calls: 0, characters: 0, cacheHits: 0 };
  private readonly keys: Keyspace;

  constructor(
    private readonly client: LanguageClient,
    private readonly redis?: Redis,
    private readonly opts: TranslatorOptions = {},
  ) {
    this.keys = opts.keys ?? dubashKeys;
  }

  cacheKey(content: string, src: string, tgt: string, domain: string): string {
    return this.keys.translation.cache(sha(content), src, tgt, domain);
  }

  /** A cache write: the key, and the translation sealed under the source text. */
  private entry(content: string, src: string, tgt: string, domain: string, out: string): [string, string] {
    return [this.cacheKey(content, src, tgt, domain), seal(sealKey(content, src, tgt, domain), out)];
  }

  async translate(
    text: string,
    from: string | 'auto',
    targets: string[],
    domain = 'generic',
    opts: { characters?: Metered; workspace?: string } = {},
  ): Promise<Map<string, string>> {
    return (await this.translateDetailed(text, from, targets, domain, opts)).translations;
  }

  async translateDetailed(
    text: string,
    from: string | 'auto',
    targets: string[],
    domain = 'generic',
    opts: { characters?: Metered; workspace?: string } = {},
  ): Promise<TranslationOutcome> {
    const empty = { romanized: false, translations: new Map<string, string>(), already: [], failed: [] };
    if (text.length > MAX_SEGMENTED_CHARS) throw textTooLong('translate', text.length, MAX_MESSAGE_CHARS);
    const segs = segmentMessage(text);
    if (!segs.some((s) => s.kind === 'text')) return { ...empty, skipped: 'nothing-to-translate' };
    let parts = translatableParts(segs);
    const length = parts.reduce((n, p) => n + p.length, 0);
    if (length > MAX_MESSAGE_CHARS) throw textTooLong('translate', length, MAX_MESSAGE_CHARS);

    let src = from;
    if (from === 'auto') {
      const guess = await identifyLanguage(this.client, parts.join(' '));
      if (!guess || (!KNOWN.has(guess.language) && guess.language !== 'hi-Latn'))
        return { ...empty, skipped: 'unknown-language' };
      src = guess.language;
    }
    let romanized = false;
    if (src === 'hi-Latn') {
      parts = await this.romanizedToDevanagari(parts, opts.characters);
      src = 'hi';
      romanized = true;
    }

    const wanted = unique(targets);
    const already = wanted.filter((t) => t === src && !romanized);
    const todo = wanted.filter((t) => t !== src);
    const translations = new Map<string, string>();
    // Hinglish read in Hindi: the transliteration is the answer.
    if (romanized && wanted.includes('hi')) translations.set('hi', reassemble(segs, parts));

    const memo = await this.fromCache(unique(parts), src, todo, domain);
    const missingParts = unique(parts).filter((p) => todo.some((t) => !memo.get(t)?.has(p)));
    const missingTargets = todo.filter((t) => missingParts.some((p) => !memo.get(t)?.has(p)));
    if (missingParts.length && missingTargets.length) {
      await this.callApi(missingParts, src, missingTargets, domain, memo, opts.characters);
    }

    const failed: string[] = [];
    const transliterated: string[] = [];
    for (const t of todo) {
      const got = memo.get(t);
      if (parts.every((p) => got?.has(p))) {
        const outs = parts.map((p) => got?.get(p) as string);
        if (outs.some((o) => o.startsWith(SOUNDED_OUT))) transliterated.push(t);
        translations.set(
          t,
          reassemble(
            segs,
            outs.map((o) => (o.startsWith(SOUNDED_OUT) ? o.slice(SOUNDED_OUT.length) : o)),
          ),
        );
      } else failed.push(t);
    }
    const firstTransliteration =
      transliterated.length > 0 &&
      opts.workspace !== undefined &&
      (await this.firstSoundedOut(opts.workspace));
    return {
      source: src,
      romanized,
      translations,
      already,
      failed,
      transliterated,
      ...(firstTransliteration ? { firstTransliteration } : {}),
    };
  }

  /**
   * True once per workspace (remembered in Redis): the first sounded-out translation it met. A
   * claim with a token per call, so a replay after a lost answer does not lose the note.
   */
  async firstSoundedOut(workspace: string): Promise<boolean> {
    if (!this.redis) return false;
    return claimOnce(this.redis, this.keys.translation.soundedOut(workspace), 0);
  }

  /** target → (span → translation) for every cached pair. */
  private async fromCache(
    parts: string[],
    src: string,
    targets: string[],
    domain: string,
  ): Promise<Map<string, Map<string, string>>> {
    const memo = new Map(targets.map((t) => [t, new Map<string, string>()]));
    if (!this.redis || parts.length === 0 || targets.length === 0) return memo;
    const redis = this.redis;
    // One MGET per text: a text's keys share its hash tag (one slot on a Redis Cluster), while the
    // cache as a whole spreads over the masters.
    await Promise.all(
      parts.map(async (p) => {
        const textSha = sha(p); // once per text, not per target
        const values = await redis.mget(
          ...targets.map((t) => this.keys.translation.cache(textSha, src, t, domain)),
        );
        values.forEach((v, i) => {
          const t = targets[i] as string;
          const opened = v === null ? undefined : unseal(sealKey(p, src, t, domain), v);
          if (opened !== undefined) {
            memo.get(t)?.set(p, opened);
            this.stats.cacheHits++;
          }
        });
      }),
    );
    return memo;
  }

  private async callApi(
    parts: string[],
    src: string,
    targets: string[],
    domain: string,
    memo: Map<string, Map<string, string>>,
    meter?: Metered,
  ): Promise<void> {
    const characters = parts.reduce((n, p) => n + p.length, 0) * targets.length;
    await meter?.before(characters);
    const res = await this.client.translate({ text: parts, from: src, to: targets, domain });
    this.sent({ operation: 'translate', from: src, targets, characters });
    await meter?.after(characters);
    const writes: [string, string, number][] = [];
    res.items.forEach((item, i) => {
      const part = parts[i] as string;
      for (const t of targets) {
        const out = item.outputs[t];
        const status = item.statuses[t] ?? -1;
        // Only successes are kept: a failure must be asked again next time, not remembered.
        if (status > 0 && typeof out === 'string') {
          // a transliteration standing in for a translation stays marked as one
          const kept = status === TRANSLITERATED ? SOUNDED_OUT + out : out;
          memo.get(t)?.set(part, kept);
          const ttl = status === TRANSLITERATED ? FALLBACK_TTL_S : CACHE_TTL_S;
          writes.push([...this.entry(part, src, t, domain, kept), ttl]);
        }
      }
    });
    await this.cache(writes);
  }

  /**
   * Hindi in Devanagari → Latin script, for members who read Hindi romanized: only the text spans
   * go to the API, through the same cache (src 'hi', target 'hi-Latn').
   */
  async romanize(text: string, opts: { characters?: Metered } = {}): Promise<string> {
    const segs = segmentMessage(text);
    const parts = translatableParts(segs);
    if (parts.length === 0) return text;
    const memo = await this.transliterateCached(parts, ['hi', 'hi'], ['hi-Latn', 'en'], opts.characters);
    return reassemble(
      segs,
      parts.map((p) => memo.get(p) ?? p),
    );
  }

  /** Romanized Hindi spans → Devanagari, through the cache and then one transliteration call. */
  private async romanizedToDevanagari(parts: string[], meter?: Metered): Promise<string[]> {
    const memo = await this.transliterateCached(parts, ['hi-Latn', 'en'], ['hi', 'hi'], meter);
    // A span the service could not transliterate is translated as it is.
    return parts.map((p) => memo.get(p) ?? p);
  }

  /**
   * span → transliteration, from the cache and then one API call for the rest. Each side is
   * [cache code, API code]: the cache tells romanized Hindi ('hi-Latn') from English ('en').
   */
  private async transliterateCached(
    parts: string[],
    [fromKey, fromApi]: [string, string],
    [toKey, toApi]: [string, string],
    meter?: Metered,
  ): Promise<Map<string, string>> {
    const memo = (await this.fromCache(unique(parts), fromKey, [toKey], TRANSLIT_DOMAIN)).get(toKey) as Map<
      string,
      string
    >;
    const missing = unique(parts).filter((p) => !memo.has(p));
    if (missing.length === 0) return memo;
    const characters = missing.reduce((n, p) => n + p.length, 0);
    await meter?.before(characters);
    const res = await this.client.transliterate({ text: missing, from: fromApi, to: toApi });
    this.sent({ operation: 'transliterate', from: fromApi, targets: [toApi], characters });
    await meter?.after(characters);
    const writes: [string, string, number][] = [];
    res.items.forEach((item, i) => {
      const part = missing[i] as string;
      const out = item.outputs[0];
      if (item.status > 0 && out) {
        memo.set(part, out);
        writes.push([...this.entry(part, fromKey, toKey, TRANSLIT_DOMAIN, out), CACHE_TTL_S]);
      }
    });
    await this.cache(writes);
    return memo;
  }

  private async cache(writes: [string, string, number][]): Promise<void> {
    if (!this.redis || writes.length === 0) return;
    const redis = this.redis;
    // Single-key writes, not one pipeline: the texts' keys lie in different cluster slots.
    await Promise.all(writes.map(([k, v, ttl]) => redis.set(k, v, 'EX', ttl)));
  }

  private sent(info: SendInfo): void {
    this.stats.calls++;
    this.stats.characters += info.characters;
    this.opts.onSend?.(info);
  }
}
