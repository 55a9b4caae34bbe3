import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LookupStore } from '../../../src/local-api/engines/lookup-store.js';
import { EngineInputError } from '../../../src/local-api/engines/types.js';

const entries = [
  { source: 'Good morning', target: 'सुप्रभात', src: 'en', tgt: 'hi', moderated: true },
  { source: 'thank you', target: 'धन्यवाद', src: 'en', tgt: 'hi', moderated: false },
  {
    source: 'account balance',
    target: 'खाते की शेष राशि',
    src: 'en',
    tgt: 'hi',
    domain: 'bfsi',
    moderated: true,
  },
  { source: 'bank', target: 'बैंक', src: 'en', tgt: 'hi', moderated: true },
];

describe('lookup store', () => {
  it('finds whole sentences whatever their case and spacing', () => {
    const s = new LookupStore();
    expect(s.load('acct', entries)).toBe(4);
    expect(s.lookup('acct', '  good   MORNING ', 'en', 'hi', 'generic')).toEqual({
      target: 'सुप्रभात',
      moderated: true,
    });
    expect(s.lookup('acct', 'thank you', 'en', 'hi', 'travel')).toEqual({
      target: 'धन्यवाद',
      moderated: false,
    });
    expect(s.lookup('other', 'thank you', 'en', 'hi', 'generic')).toBeUndefined();
    expect(s.lookup('acct', 'thank you', 'en', 'ta', 'generic')).toBeUndefined();
    // a domain entry serves only its domain
    expect(s.lookup('acct', 'account balance', 'en', 'hi', 'generic')).toBeUndefined();
    expect(s.lookup('acct', 'account balance', 'en', 'hi', 'bfsi')?.target).toBe('खाते की शेष राशि');
  });

  it('substitutes the longest known phrases for partial coverage', () => {
    const s = new LookupStore();
    s.load('acct', entries);
    const r = s.segments('acct', 'Check your account balance at the bank.', 'en', 'hi', 'bfsi');
    expect(r?.text).toBe('Check your खाते की शेष राशि at the बैंक.');
    expect(r?.coveredWords).toBe(3);
    expect(r?.totalWords).toBe(7);
    expect(s.segments('acct', 'nothing known here', 'en', 'hi', 'bfsi')).toBeUndefined();
  });

  it('parses CSV with quoted fields and JSON, and names the bad row', () => {
    const s = new LookupStore();
    const csv =
      'source,target,src,tgt,domain,moderated\n"Hello, friend","नमस्ते, दोस्त",en,hi,,true\n"say ""hi""",बोलो,en,hi,generic,false\n';
    const rows = s.parse(csv, 'csv');
    expect(rows).toEqual([
      {
        source: 'Hello, friend',
        target: 'नमस्ते, दोस्त',
        src: 'en',
        tgt: 'hi',
        domain: undefined,
        moderated: true,
      },
      { source: 'say "hi"', target: 'बोलो', src: 'en', tgt: 'hi', domain: 'generic', moderated: false },
    ]);
    expect(s.parse(JSON.stringify(entries), 'json')).toHaveLength(4);
    expect(() => s.parse('a,b\n1,2', 'csv')).toThrow(/header source,target,src,tgt,domain,moderated/);
    expect(() => s.parse('[{"source":"x"}]', 'json')).toThrow(EngineInputError);
    expect(() => s.parse('[{"source":"x"}]', 'json')).toThrow(/entry 1/);
    expect(() => s.parse('{oops', 'json')).toThrow(/not valid JSON/);
  });

  it('loads JSON and CSV files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lookup-'));
    writeFileSync(join(dir, 'a.json'), JSON.stringify(entries));
    writeFileSync(join(dir, 'b.csv'), 'source,target,src,tgt,domain,moderated\nyes,हाँ,en,hi,,true\n');
    const s = new LookupStore();
    expect(s.loadFile('acct', join(dir, 'a.json'))).toBe(4);
    expect(s.loadFile('acct', join(dir, 'b.csv'))).toBe(1);
    expect(s.lookup('acct', 'Yes', 'en', 'hi', 'generic')?.target).toBe('हाँ');
    expect(s.size('acct')).toBe(5);
  });

  it('a missing or empty moderated means moderated; an unclear value is refused', () => {
    const s = new LookupStore();
    const csv = 'source,target,src,tgt\nhello,नमस्ते,en,hi\n';
    expect(s.parse(csv, 'csv')[0]?.moderated).toBe(true);
    const withColumn = 'source,target,src,tgt,domain,moderated\na,क,en,hi,,\nb,ख,en,hi,,no\nc,ग,en,hi,,1\n';
    expect(s.parse(withColumn, 'csv').map((e) => e.moderated)).toEqual([true, false, true]);
    const json = JSON.stringify({ entries: [{ source: 'a', target: 'क', src: 'en', tgt: 'hi' }] });
    expect(s.parse(json, 'json')[0]?.moderated).toBe(true);
    expect(() => s.parse('source,target,src,tgt,domain,moderated\na,क,en,hi,,maybe\n', 'csv')).toThrow(
      /entry 1: moderated must be true or false/,
    );
  });
});
