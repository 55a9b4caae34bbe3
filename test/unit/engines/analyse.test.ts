import { describe, expect, it } from 'vitest';
import { TextAnalysisResults } from '../../../src/language/schemas.js';
import { analyseText } from '../../../src/local-api/engines/analyse.js';
import { LookupStore } from '../../../src/local-api/engines/lookup-store.js';
import { createTranslator } from '../../../src/local-api/engines/translate.js';
import { createTransliterator } from '../../../src/local-api/engines/transliterate.js';
import { EngineInputError } from '../../../src/local-api/engines/types.js';

const lookup = new LookupStore();
lookup.load('acct', [
  { source: 'I love Mumbai.', target: 'मुझे मुंबई से प्यार है।', src: 'en', tgt: 'hi', moderated: true },
]);
const deps = {
  translator: createTranslator({ transliterator: createTransliterator(), lookup }),
  account: 'acct',
};
const all = {
  translate: true,
  summary: true,
  sentiment: true,
  detect_entities: true,
  content_safety: true,
  pii_redaction: true,
};

describe('text analysis', () => {
  it('combines every analysis into the results shape', async () => {
    const results = await analyseText(
      {
        text: 'I love Mumbai. Call me at 9876543210 at 5 pm, you idiot bastard.',
        language: 'en',
        translation: { target_language: 'hi' },
        summary: { summary_type: 'headline' },
        content_moderation: { moderation_types: ['profanity'] },
      },
      all,
      deps,
    );
    expect(TextAnalysisResults.parse(results)).toBeTruthy();
    expect(results.translation?.translated_text[0]).toBe('मुझे मुंबई से प्यार है।');
    expect(results.translation?.translated_text).toHaveLength(2);
    expect(results.summary?.summarised_text.length).toBeGreaterThan(0);
    expect(results.sentiment?.sentiments.average.sentiment).toMatch(/positive|negative|neutral/);
    expect(results.entity_recognition?.entities.time).toEqual([{ hh: '17', nn: '00', text: '5 pm' }]);
    expect(results.pii_redaction?.redacted_text).toContain('##########');
    expect(results.pii_redaction?.redaction_results).toEqual([
      { pii_type: 'phone', text: '9876543210', start: 26, end: 36 },
    ]);
    expect(results.content_moderation?.moderated_text).toContain('*******.');
  });

  it('runs only the flagged analyses and fills in defaults for missing blocks', async () => {
    const r = await analyseText(
      { text: 'आप कैसे हैं', language: 'hi' },
      { ...all, summary: false, sentiment: false },
      deps,
    );
    expect(Object.keys(r).sort()).toEqual([
      'content_moderation',
      'entity_recognition',
      'pii_redaction',
      'translation',
    ]);
    expect(r.translation?.translated_text).toEqual(['aap kaise hain']);
  });

  it('refuses an unsupported language', async () => {
    await expect(analyseText({ text: 'x', language: 'xx' }, all, deps)).rejects.toThrow(EngineInputError);
    await expect(analyseText({ text: 'x', language: 'xx' }, all, deps)).rejects.toThrow(
      'unsupported language: xx',
    );
  });
});
