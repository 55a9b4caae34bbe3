import { describe, expect, it } from 'vitest';
import { splitSentences, summarize } from '../../../src/local-api/engines/summary.js';

const TEXT = [
  'The city council approved a new water plan on Monday.',
  'The water plan adds two reservoirs and repairs old water pipes across the city.',
  'Officials said the weather was pleasant.',
  'Residents have complained about water shortages for years.',
  'A local bakery won a prize.',
  'The council expects the water plan to end shortages by 2027.',
].join(' ');

describe('summary', () => {
  it('splits on . ? ! and the danda', () => {
    expect(splitSentences('यह पहला है। क्या यह दूसरा है? हाँ! Done.')).toEqual([
      'यह पहला है।',
      'क्या यह दूसरा है?',
      'हाँ!',
      'Done.',
    ]);
  });

  it('ranks sentences that carry the recurring words', () => {
    const gist = summarize(TEXT, 'gist');
    expect(gist).toContain('water plan');
    expect(gist).not.toContain('bakery');
    const headline = summarize(TEXT, 'headline');
    expect(headline.replace('…', '').split(/\s+/).length).toBeLessThanOrEqual(12);
  });

  it('gives bullets in document order and a paragraph of about 30%', () => {
    const bullets = summarize(TEXT, 'bullets').split('\n');
    expect(bullets).toHaveLength(3);
    for (const b of bullets) expect(b.startsWith('• ')).toBe(true);
    const order = bullets.map((b) => TEXT.indexOf(b.slice(2)));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(summarize(TEXT, 'bullets_verbose').split('\n')).toHaveLength(5);
    expect(splitSentences(summarize(TEXT, 'paragraph'))).toHaveLength(2);
    expect(summarize('', 'gist')).toBe('');
  });
});
