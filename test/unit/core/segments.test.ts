import { describe, expect, it } from 'vitest';
import {
  needsTranslation,
  reassemble,
  segmentMessage,
  translatableParts,
} from '../../../src/core/segments.js';

describe('segmentMessage', () => {
  it('keeps code, URLs, mentions, channels and emoji out of the text spans', () => {
    const msg = 'Hi <@U123>, see https://example.com/a?b=1. Run `npm test` in #dev 🎉 :shipit: ok';
    const parts = translatableParts(segmentMessage(msg));
    expect(parts.join(' | ')).toBe('Hi | , see | . Run | in | ok');
  });

  it('keeps a fenced code block whole', () => {
    const msg = 'Please try:\n```\nconst x = "hello";\n```\nthanks';
    const parts = translatableParts(segmentMessage(msg));
    expect(parts).toEqual(['Please try:', 'thanks']);
  });

  it('keeps Discord custom emoji and e-mail addresses', () => {
    const parts = translatableParts(segmentMessage('mail me at a.b@example.org <:party:1234567> today'));
    expect(parts).toEqual(['mail me at', 'today']);
  });

  it('reassembles translated spans with the kept spans and spacing in place', () => {
    const segs = segmentMessage('Hello @ravi 👋 see https://x.io now');
    const out = reassemble(segs, ['नमस्ते', 'देखो', 'अभी']);
    expect(out).toBe('नमस्ते @ravi 👋 देखो https://x.io अभी');
  });
});

describe('needsTranslation', () => {
  it('is false for emoji-only, link-only, code-only and number-only messages', () => {
    expect(needsTranslation('🎉🎉 👍🏽')).toBe(false);
    expect(needsTranslation('https://example.com/page')).toBe(false);
    expect(needsTranslation('`ls -la`')).toBe(false);
    expect(needsTranslation('12:30 !!')).toBe(false);
    expect(needsTranslation('🇮🇳')).toBe(false);
  });
  it('is true for words in any script', () => {
    expect(needsTranslation('नमस्ते 🙏')).toBe(true);
    expect(needsTranslation('ok https://x.io')).toBe(true);
  });
});
