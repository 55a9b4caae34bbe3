// Inline translation, a feature any platform with an inline mode offers (Telegram's
// `@dubash_bot hi good morning` in any chat): the translation into Hindi (the first word, when it
// is a language code; else the person's platform language) and its transliteration into Latin
// letters, as results to pick. Platform-neutral: the adapter draws the results.
import type { InlineAnswer, InlineResult } from '../core/adapter.js';
import type { TranslationService } from '../core/command.js';
import { say } from '../core/i18n.js';
import { TRANSLATION_LANGUAGES } from '../language/codes.js';
import type { LanguageClient } from '../language/types.js';
import { soundedOutLine, translationLabel } from '../translation/sounded-out.js';

/** Longest inline text translated (inline answers should be quick). */
const MAX_INLINE_CHARS = 500;

export function parseInlineQuery(
  query: string,
  locale?: string,
): { target: string; text: string } | undefined {
  const words = query.trim().split(/\s+/);
  const first = words[0]?.toLowerCase() ?? '';
  const known = (TRANSLATION_LANGUAGES as readonly string[]).includes(first);
  const text = (known ? words.slice(1) : words).join(' ').trim().slice(0, MAX_INLINE_CHARS);
  if (!text) return undefined;
  const fallback = locale?.split('-')[0]?.toLowerCase();
  const target = known
    ? first
    : fallback && fallback !== 'en' && (TRANSLATION_LANGUAGES as readonly string[]).includes(fallback)
      ? fallback
      : 'hi';
  return { target, text };
}

const article = (id: string, title: string, description: string, text: string): InlineResult => ({
  id,
  title,
  description,
  text,
});

export function inlineTranslation(deps: {
  language: LanguageClient;
  translator: TranslationService;
}): InlineAnswer {
  return (query, locale) => inlineResults(query, locale, deps);
}

export async function inlineResults(
  query: string,
  locale: string | undefined,
  deps: { language: LanguageClient; translator: TranslationService },
): Promise<InlineResult[]> {
  const parsed = parseInlineQuery(query, locale);
  if (!parsed) return [];
  const { target, text } = parsed;
  const out = await deps.translator.translateDetailed(text, 'auto', [target]);
  const translated = out.translations.get(target) ?? text;
  // The titles are in the person's Telegram language (all an inline query carries of them); only
  // sounded out (no translation engine for the pair), the result the person picks says so.
  const reader = locale ?? 'en';
  const note = soundedOutLine(out, reader);
  const results = [
    article(
      `tr:${target}`,
      `${translationLabel(target, out, reader)}: ${translated}`,
      note ? `${text}\n${note}` : text,
      translated,
    ),
  ];
  if (target !== 'en') {
    try {
      // Hindi goes through the translator, which caches (and meters) the romanization.
      const latin =
        target === 'hi' && deps.translator.romanize
          ? await deps.translator.romanize(translated)
          : (await deps.language.transliterate({ text: translated, from: target, to: 'en' })).items[0]
              ?.outputs[0];
      if (latin && latin !== translated)
        results.push(article(`tl:${target}`, say(reader, 'inline.latin', { latin }), translated, latin));
    } catch {
      // The translation alone is still worth offering.
    }
  }
  return results;
}
