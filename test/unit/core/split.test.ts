import { describe, expect, it } from 'vitest';
import { fitReply, sliceText, splitText } from '../../../src/core/split.js';

describe('splitText', () => {
  it('keeps short text whole', () => {
    expect(splitText('Hello there.', 100)).toEqual(['Hello there.']);
  });

  it('splits at sentence ends, Latin and Devanagari', () => {
    const parts = splitText('One two three. Four five six! नमस्ते दुनिया। Seven eight?', 30);
    // Sentences are packed greedily; no sentence is cut.
    expect(parts).toEqual(['One two three. Four five six!', 'नमस्ते दुनिया। Seven eight?']);
    for (const p of parts) expect(p.length).toBeLessThanOrEqual(30);
  });

  it('cuts a sentence longer than the limit at spaces', () => {
    const parts = splitText('word '.repeat(50).trim(), 22);
    for (const p of parts) expect(p.length).toBeLessThanOrEqual(22);
    expect(parts.join(' ')).toBe('word '.repeat(50).trim());
  });
});

describe('fitReply', () => {
  it('splits a long text reply into parts that keep replyTo', () => {
    const text = 'A short sentence here. '.repeat(10).trim();
    const parts = fitReply({ type: 'text', text, replyTo: 'm1' }, 100);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((p) => p.type === 'text' && p.replyTo === 'm1' && p.text.length <= 100)).toBe(true);
  });

  it('sends very long text as a .txt file', () => {
    const text = 'Sentence number one. '.repeat(200);
    const [reply, ...rest] = fitReply({ type: 'text', text }, 100);
    expect(rest).toHaveLength(0);
    expect(reply?.type).toBe('file');
    if (reply?.type === 'file') {
      expect(reply.filename).toBe('reply.txt');
      expect(reply.file.toString('utf8')).toBe(text);
    }
  });

  it('a long transcript is split AND comes whole as its .txt file; a short one stays one message', () => {
    const longFile = { filename: 'transcript.txt', caption: 'The whole transcript as a file.' };
    const text = 'We spoke about the plan for the week. '.repeat(6).trim();
    const out = fitReply({ type: 'text', text, replyTo: 'm1', longFile }, 100);
    const texts = out.filter((r) => r.type === 'text');
    expect(texts.length).toBeGreaterThan(1);
    const file = out.at(-1);
    expect(file?.type).toBe('file');
    if (file?.type === 'file') {
      expect(file.filename).toBe('transcript.txt');
      expect(file.replyTo).toBe('m1');
      expect(file.file.toString('utf8')).toBe(text);
    }
    expect(fitReply({ type: 'text', text: 'short', longFile }, 100)).toHaveLength(1);
  });

  it('leaves audio alone', () => {
    const audio = {
      type: 'audio' as const,
      audio: Buffer.alloc(3),
      mimeType: 'audio/wav',
      filename: 'a.wav',
    };
    expect(fitReply(audio, 1)).toEqual([audio]);
  });
});

describe('sliceText', () => {
  const check = (text: string, max: number) => {
    const slices = sliceText(text, max);
    expect(slices.join('')).toBe(text);
    for (const s of slices) expect(s.length).toBeLessThanOrEqual(max);
    return slices;
  };

  it('keeps short text whole', () => {
    expect(check('नमस्ते', 10)).toEqual(['नमस्ते']);
  });

  it('cuts after a newline, then a sentence end, then a space', () => {
    expect(check('first line\nsecond line', 15)).toEqual(['first line\n', 'second line']);
    expect(check('One. Two three four', 12)).toEqual(['One. Two ', 'three four']);
    expect(check('aaaa bbbb cccc', 10)).toEqual(['aaaa bbbb ', 'cccc']);
  });

  it('cuts hard when there is no space, never inside a surrogate pair', () => {
    const emoji = '😀'.repeat(10);
    const slices = check(emoji, 5);
    for (const s of slices) expect(s).toMatch(/^(?:😀)+$/u);
    expect(check('x'.repeat(25), 10)).toHaveLength(3);
  });
});
