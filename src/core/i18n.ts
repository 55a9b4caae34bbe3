// Everything dubash says to a member is a key of the catalogs in src/locales/<lang>.ts and its
// params, rendered in the reader's language where the reply leaves the core (the pipeline, a
// command's answer); English fills any key a language lacks. See README "Languages of the bot".

import { languageName } from '../language/names.js';
import { CATALOGS, type MessageKey } from '../locales/index.js';

export type { MessageKey };

/**
 * A value put into a sentence: as is, a language (named in the reader's language), a list of
 * languages, or another message (rendered in the same language).
 */
export type Param =
  | string
  | number
  | { language: string }
  | { languages: readonly string[] }
  | { key: MessageKey; params?: Params };
export type Params = Readonly<Record<string, Param>>;

/** A sentence as data: what a command or the core wants said, before anyone knows to whom. */
export interface Message {
  key: MessageKey;
  params?: Params;
}

const names = new Map<string, Intl.DisplayNames | null>();

/** A language's name in `lang` (`ta` in Hindi → तमिल); English names as dubash always wrote them. */
export function nameIn(lang: string, code: string): string {
  if (lang === 'en' || code.includes('-')) return languageName(code);
  if (!names.has(lang)) {
    try {
      names.set(lang, new Intl.DisplayNames([lang], { type: 'language', fallback: 'none' }));
    } catch {
      names.set(lang, null);
    }
  }
  return names.get(lang)?.of(code) ?? languageName(code);
}

function paramText(lang: string, p: Param): string {
  if (typeof p === 'string') return p;
  if (typeof p === 'number') return String(p);
  if ('language' in p) return nameIn(lang, p.language);
  if ('languages' in p) return p.languages.map((x) => nameIn(lang, x)).join(', ');
  return say(lang, p.key, p.params);
}

/** The template of `key` in `lang` (`hi-IN` reads `hi`), else English. */
export function template(lang: string, key: MessageKey): string {
  const base = lang.split(/[-_]/)[0]?.toLowerCase() ?? 'en';
  return CATALOGS[base]?.[key] ?? CATALOGS.en[key];
}

/** `key` in `lang`, with `{name}` replaced by its param (a missing param stays visible as `{name}`). */
export function say(lang: string, key: MessageKey, params?: Params): string {
  return template(lang, key).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const p = params?.[name];
    return p === undefined ? whole : paramText(lang, p);
  });
}

/**
 * The language a member reads dubash in: their own choice, else their platform locale (Telegram
 * `language_code`, Slack and Discord `locale`), else the workspace's, else English. Not the
 * channel's: that is the language the channel's translations go into, not the member's.
 */
export function readerOf(ctx: {
  languages?: { member?: string; locale?: string; workspace?: string };
}): string {
  // A context built by hand (a unit test, a tool) may carry no languages: English then.
  const l = ctx.languages ?? {};
  return l.member ?? l.locale ?? l.workspace ?? 'en';
}

/** A Message rendered for a reader. */
export const render = (lang: string, m: Message): string => say(lang, m.key, m.params);

/**
 * The language of a notice to a whole channel or to its admins (moderation, budgets): the
 * workspace's, else English — no one member's own choice.
 */
export function channelReaderOf(ctx: { languages?: { workspace?: string } }): string {
  return ctx.languages?.workspace ?? 'en';
}

/** A browser's `Accept-Language` tags, most preferred first (by `q`, then order); `q=0` left out. */
export function languageTags(header: string | string[] | undefined): string[] {
  return (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part, i) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((x) => x.q > 0 && x.tag !== '')
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((x) => x.tag);
}

/**
 * The language of a browser (its `Accept-Language`): the first of its languages that dubash has a
 * catalog for, by preference (`q`); undefined when none is.
 */
export function acceptedLanguage(header: string | string[] | undefined): string | undefined {
  return languageTags(header)
    .map((tag) => tag.split(/[-_]/)[0]?.toLowerCase() ?? '')
    .find((base) => Object.hasOwn(CATALOGS, base));
}

/** The language of a browser no member is known behind yet (an install page, a request before sign-in). */
export const fromAcceptLanguage = (header: string | string[] | undefined): string =>
  acceptedLanguage(header) ?? 'en';
