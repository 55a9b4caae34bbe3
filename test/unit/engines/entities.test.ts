import { describe, expect, it } from 'vitest';
import { detectEntities } from '../../../src/local-api/engines/entities.js';

describe('entities', () => {
  it('finds pattern entities in any language', () => {
    const text =
      'Meet at 5:30 pm on 12/03/2024 or 15 March 2024, fee ₹1,500 or Rs. 2 lakh. #Launch @priya_k https://example.com/a?b=1. Mail a@b.co';
    const e = detectEntities(text, 'en', ['time', 'date', 'money', 'hashtag', 'mention', 'url', 'email']);
    expect(e.time).toEqual([{ hh: '17', nn: '30', text: '5:30 pm' }]);
    expect(e.date).toEqual(['12/03/2024', '15 March 2024']);
    expect(e.money).toEqual(['₹1,500', 'Rs. 2 lakh']);
    expect(e.hashtag).toEqual(['#Launch']);
    expect(e.mention).toEqual(['@priya_k']);
    expect(e.url).toEqual(['https://example.com/a?b=1']);
    expect(e.email).toEqual(['a@b.co']);
    const hi = detectEntities('कल 10 बजे 5 मार्च को 500 रुपये भेजो #दिवाली', 'hi');
    expect(hi.time).toEqual([{ hh: '10', nn: '00', text: '10 बजे' }]);
    expect(hi.date).toEqual(['5 मार्च']);
    expect(hi.money).toEqual(['500 रुपये']);
    expect(hi.hashtag).toEqual(['#दिवाली']);
  });

  it('finds people, organizations and places in English with compromise', () => {
    const e = detectEntities('Barack Obama visited Google offices in Paris last week.', 'en');
    expect(e.person).toEqual(['Barack Obama']);
    expect(e.organization).toEqual(['Google']);
    expect(e.location).toEqual(['Paris']);
  });

  it('returns only the requested types', () => {
    const e = detectEntities('Barack Obama at 9:00 #x', 'en', ['hashtag']);
    expect(Object.keys(e)).toEqual(['hashtag']);
  });
});
