import { describe, expect, it } from 'vitest';
import {
  KEEP_PATTERNS,
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

// Issue 18: 99,000 characters of one letter took 12.8 s to segment (every start position rescanned
// the rest of the text) and froze the bot. Linear time is a property of the patterns: every
// repetition is bounded, so no start position can scan more than a fixed stretch.
describe('segmentMessage in linear time', () => {
  /** The quantifiers of a pattern outside character classes and escapes: `*`, `+`, `{n,}` are unbounded. */
  function unboundedQuantifiers(source: string): string[] {
    const found: string[] = [];
    for (let i = 0; i < source.length; i++) {
      const c = source[i];
      if (c === '\\') {
        i++;
        continue;
      }
      if (c === '[') {
        while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
        continue;
      }
      if (c === '*' || c === '+') found.push(`${c} at ${i}`);
      if (c === '{' && /^\{\d+,\}/.test(source.slice(i))) found.push(`{n,} at ${i}`);
    }
    return found;
  }

  it('has no unbounded repetition in any pattern', () => {
    for (const pattern of KEEP_PATTERNS)
      expect(unboundedQuantifiers(pattern.source), pattern.source).toEqual([]);
  });

  it('the checker itself finds the old unbounded patterns', () => {
    expect(unboundedQuantifiers('[\\w.+-]+@[\\w-]+\\.[\\w.-]+\\w')).toHaveLength(3);
    expect(unboundedQuantifiers('`[^`\\n]{1,}`')).toHaveLength(1);
    expect(unboundedQuantifiers('[*+]{2,9}\\+')).toEqual([]);
  });

  it('segments 100,000-character adversarial texts whole and in order', () => {
    const n = 100_000;
    const shapes = [
      'a'.repeat(n), // an e-mail's local part that never meets an @
      'a.'.repeat(n / 2),
      '<@a'.repeat(n / 3), // a mention that never closes
      '<http:'.repeat(n / 6),
      `:${'a'.repeat(n)}`,
      `\`\`\`${'a '.repeat(n / 2)}`, // a fence that never closes
      `a${' '.repeat(n)}b`,
    ];
    for (const text of shapes) {
      const segs = segmentMessage(text);
      expect(segs.map((s) => s.value).join('')).toBe(text);
      expect(segs.length).toBeLessThanOrEqual(2);
      expect(reassemble(segs, translatableParts(segs))).toBe(text);
    }
  });

  it('keeps a fenced code block of any length whole', () => {
    const code = `\`\`\`\n${'let x = 1; // see https://x.io\n'.repeat(2_000)}\`\`\``;
    const segs = segmentMessage(`Please try:\n${code}\nthanks`);
    expect(segs.map((s) => s.kind)).toEqual(['text', 'keep', 'text']);
    expect(segs[1]?.value).toBe(code);
  });
});
