// Text analysis: one call combining translation (the same pipeline as /localization), extractive
// summary, sentiment, entities, content moderation and PII redaction into the field notes' `results`.
import { TRANSLATION_LANGUAGES } from '../../language/codes.js';
import type { TextAnalysisBody, TextAnalysisResults } from '../../language/schemas.js';
import { detectEntities } from './entities.js';
import { type ModerationType, moderate, warmModerationLists } from './moderation.js';
import { redactPii } from './pii.js';
import { analyseSentiment, warmSentimentLexicon } from './sentiment.js';
import { splitSentences, summarize } from './summary.js';
import { EngineInputError, type Translator } from './types.js';

export interface AnalysisFlags {
  translate: boolean;
  summary: boolean;
  sentiment: boolean;
  detect_entities: boolean;
  content_safety: boolean;
  pii_redaction: boolean;
}

const SUPPORTED: ReadonlySet<string> = new Set(TRANSLATION_LANGUAGES);

/** Loads the word lists and lexicons at start-up instead of on the first request. */
export function warmAnalysis(): void {
  warmModerationLists();
  warmSentimentLexicon();
}

export async function analyseText(
  body: TextAnalysisBody,
  flags: AnalysisFlags,
  deps: { translator: Translator; account: string },
): Promise<TextAnalysisResults> {
  const language = body.language.trim();
  if (!SUPPORTED.has(language)) throw new EngineInputError(`unsupported language: ${language}`);
  if (!body.text.trim()) throw new EngineInputError('text is empty: send the text to analyse');
  const text = body.text;
  const results: TextAnalysisResults = {};

  if (flags.translate) {
    // without a translation block: English text goes to Hindi, anything else to English
    const target = body.translation?.target_language?.trim() || (language === 'en' ? 'hi' : 'en');
    if (!SUPPORTED.has(target)) throw new EngineInputError(`unsupported language: ${target}`);
    // sentence by sentence, so whole-sentence lookup entries can hit; one output per sentence
    const sentences = splitSentences(text);
    const translated: string[] = [];
    for (const s of sentences.length ? sentences : [text]) {
      const r = await deps.translator.translate(s, {
        from: language,
        to: target,
        domain: body.translation?.translation_domain?.trim() || 'generic',
        account: deps.account,
        enableNmt: true,
        enableTransliteration: true,
        enableLookup: true,
        filterProfane: false,
      });
      translated.push(r.text);
    }
    results.translation = { translated_text: translated };
  }
  if (flags.summary) {
    results.summary = { summarised_text: summarize(text, body.summary?.summary_type ?? 'gist') };
  }
  if (flags.sentiment) {
    results.sentiment = { sentiments: analyseSentiment(text, language) };
  }
  if (flags.detect_entities) {
    results.entity_recognition = {
      entities: detectEntities(text, language, body.entity_recognition?.entity_types ?? []),
    };
  }
  if (flags.content_safety) {
    const types = (body.content_moderation?.moderation_types ?? []) as ModerationType[];
    results.content_moderation = moderate(
      text,
      types.length ? types : ['profanity', 'hate_speech'],
      language,
    );
  }
  if (flags.pii_redaction) {
    results.pii_redaction = redactPii(text, body.pii_redaction?.redact_pii_types ?? []);
  }
  return results;
}
