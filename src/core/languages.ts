// Which languages a conversation actually uses, and from them the languages to read an image in
// and to hear a recording in. A member's language is what they chose, else their platform locale
// (when dubash has it), else the channel's or workspace's.

import { OCR_LANGUAGES, STT_LANGUAGES, type SttLanguage, TRANSLATION_LANGUAGES } from '../language/codes.js';
import type { Settings } from '../settings/schema.js';
import { type Keyspace, keys } from '../state/keys.js';
import type { RedisClient as Redis } from '../state/redis.js';
import type { ConversationLanguages } from './command.js';
import type { ConversationRef } from './ids.js';
import type { SettingsStore } from './settings-store.js';

export const isLanguage = (x: string): x is Settings['language'] =>
  (TRANSLATION_LANGUAGES as readonly string[]).includes(x);

/** `hi`, `hi-IN`, `pt_BR` → the base code when dubash translates it (`hi`), else undefined. */
export function supportedLocale(locale: string | undefined): string | undefined {
  const base = locale?.split(/[-_]/)[0]?.toLowerCase();
  return base && isLanguage(base) ? base : undefined;
}

/** The language a member reads: their choice, else their platform locale, else the level above's. */
export function readerLanguage(
  l: Pick<ConversationLanguages, 'member' | 'locale'>,
  inherited: string,
): string {
  return l.member ?? l.locale ?? inherited;
}

/** The conversation's languages, most telling first: channel, workspace, the author's, the members'. */
export async function usedLanguages(l: ConversationLanguages, reader: string): Promise<string[]> {
  const members = await l.members().catch(() => []);
  const all = [l.channel, l.workspace, l.member, l.locale, reader, ...members];
  return [...new Set(all.filter((x): x is string => !!x).map((x) => x.split('-')[0] as string))];
}

/**
 * OCR languages: the Indic languages the conversation uses that OCR reads, plus English. Unsure
 * (the conversation shows no Indic language): every language OCR reads, so the engine finds the
 * script itself and a Hindi or Tamil page never comes back as Latin garbage.
 */
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];
export const isOcrLanguage = (x: string): x is OcrLanguage =>
  (OCR_LANGUAGES as readonly string[]).includes(x);
export const isSttLanguage = (x: string): x is SttLanguage =>
  (STT_LANGUAGES as readonly string[]).includes(x);

export async function ocrLanguagesFor(l: ConversationLanguages, reader: string): Promise<OcrLanguage[]> {
  const indic = (await usedLanguages(l, reader)).filter(isOcrLanguage).filter((x) => x !== 'en');
  return indic.length ? [...indic, 'en'] : [...OCR_LANGUAGES];
}

/**
 * The default STT language: the first language set for the channel, the workspace or by the
 * member that STT has, else English. Only languages someone chose: a wrong guess (a locale, another
 * member's language) would make the recognizer hear the wrong language, where OCR just reads more.
 */
export async function sttLanguageFor(l: ConversationLanguages): Promise<SttLanguage> {
  return [l.channel, l.workspace, l.member].find((x): x is SttLanguage => !!x && isSttLanguage(x)) ?? 'en';
}

/** Pseudo-language of Hindi readers who prefer the Latin script (Settings.script 'latin'). */
export const HINDI_LATIN = 'hi-Latn';

/** The translation a reader's view shows: their language, HINDI_LATIN for Hindi in Latin script. */
export const viewLanguage = (s: Pick<Settings, 'language' | 'script'>): string =>
  s.language === 'hi' && s.script === 'latin' ? HINDI_LATIN : s.language;

/** Where a member's platform locale is remembered (the pipeline writes it as they post). */
export const localeKey = (
  ref: Pick<ConversationRef, 'platform' | 'workspaceId'>,
  user: string,
  keyspace: Keyspace = keys,
) => keyspace.locale(ref, user);
/** A member's locale is forgotten after 30 days without a message. */
export const LOCALE_TTL_S = 30 * 86_400;

/**
 * Each member's view language, from one MGET of the settings documents; a member who chose no
 * language reads in their remembered platform locale (with `redis`), else the channel's (or the
 * workspace's).
 */
export async function memberViewLanguages(
  settings: SettingsStore,
  ref: ConversationRef,
  userIds: string[],
  redis?: Redis,
): Promise<Map<string, string>> {
  const resolved = await settings.resolveMembers(ref, userIds);
  const locales =
    redis && userIds.length ? await rememberedLocales(redis, settings, ref, userIds) : new Map();
  return new Map(
    [...resolved].map(([user, s]) => {
      const locale = locales.get(user);
      return [user, viewLanguage(locale && isLanguage(locale) ? { ...s, language: locale } : s)];
    }),
  );
}

/** Members who chose no language, and the platform locale remembered for each (one MGET). */
async function rememberedLocales(
  redis: Redis,
  settings: SettingsStore,
  ref: ConversationRef,
  userIds: string[],
): Promise<Map<string, string>> {
  const memberKeys = userIds.map((u) => settings.resolveKeys(ref, u).at(-1) as string);
  const raw = await redis.mget(...memberKeys, ...userIds.map((u) => localeKey(ref, u, settings.keys)));
  const out = new Map<string, string>();
  userIds.forEach((user, i) => {
    const locale = raw[userIds.length + i];
    if (locale && !languageOf(raw[i])) out.set(user, locale);
  });
  return out;
}

/** Documents whose `language` is remembered (every event reads the same few; a full map starts over). */
const LANGUAGE_OF_CACHE_SIZE = 1_000;
const languages = new Map<string, string | undefined>();

/** The `language` a settings document sets, if any (a document that does not parse sets nothing). */
export function languageOf(doc: string | null | undefined): string | undefined {
  if (!doc) return undefined;
  if (languages.has(doc)) return languages.get(doc);
  let language: unknown;
  try {
    language = (JSON.parse(doc) as { language?: unknown }).language;
  } catch {
    language = undefined;
  }
  const out = typeof language === 'string' ? language : undefined;
  if (languages.size >= LANGUAGE_OF_CACHE_SIZE) languages.clear();
  languages.set(doc, out);
  return out;
}
