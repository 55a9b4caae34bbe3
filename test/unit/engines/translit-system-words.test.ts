// Readers of the word lists Debian installs (aspell's prezip lists, apertium's analyser as a text
// transducer): what they decode is the words, and on this machine the installed Hindi lists give
// the words the transliteration model then prefers.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  prezipWords,
  systemWords,
  transducerWords,
} from '../../../src/local-api/engines/translit-system-words.js';

/** prezip as aspell writes it: 0x02, per line the bytes kept from the previous line, then the rest; 0x1F 0xFF ends. */
function prezip(words: string[]): Buffer {
  const parts: Buffer[] = [Buffer.from([0x02])];
  let prev = Buffer.alloc(0);
  for (const w of words) {
    const b = Buffer.from(w, 'utf8');
    let keep = 0;
    while (keep < prev.length && keep < b.length && prev[keep] === b[keep]) keep++;
    parts.push(keep < 0x1e ? Buffer.from([keep]) : Buffer.from([0x1e, keep - 0x1e]), b.subarray(keep));
    prev = b;
  }
  parts.push(Buffer.from([0x1f, 0xff]));
  return Buffer.concat(parts);
}

describe('installed word lists', () => {
  it('decodes aspell prezip lists, prefixes kept across lines and flags dropped', () => {
    const words = ['कमल', 'कमला', 'कमलों/S', 'किताब', 'किताबें'];
    expect(prezipWords(prezip(words))).toEqual(['कमल', 'कमला', 'कमलों', 'किताब', 'किताबें']);
    // a long shared prefix (30+ bytes) takes the 0x1E form
    const long = ['अंतर्राष्ट्रीयकरण', 'अंतर्राष्ट्रीयकरणों'];
    expect(prezipWords(prezip(long))).toEqual(long);
    expect(prezipWords(Buffer.from('not prezip'))).toEqual([]);
  });

  it('reads the surface words of a transducer: ε arcs skipped, phrases and numbers left out', () => {
    // 0 -क-> 1 -ल-> 2 (final through an ε tag arc to 3); 2 -म-> 4 final; 0 -५-> 5 final; 1 -space-> 6 -घ-> 7 final
    const att = [
      '0\t1\tक\tक\t0',
      '1\t2\tल\tल\t0',
      '2\t3\tε\t<n>\t0',
      '2\t4\tम\tम\t0',
      '0\t5\t५\t५\t0',
      '1\t6\t \t \t0',
      '6\t7\tघ\tघ\t0',
      '3',
      '4',
      '5',
      '7',
    ].join('\n');
    expect(transducerWords(att).sort()).toEqual(['कल', 'कलम']);
  });

  it.runIf(existsSync('/usr/share/apertium/apertium-hin/hin.automorf.att.gz'))(
    "gives Hindi's inflected forms from apertium-hin and aspell-hi's words",
    () => {
      const words = new Set(systemWords('hi'));
      for (const w of ['किताबें', 'लड़कों', 'जाएँगे'])
        expect(words.has(w) || words.has(w.normalize('NFD'))).toBe(true);
      expect(words.size).toBeGreaterThan(100_000);
    },
  );

  it.runIf(existsSync('/usr/share/apertium/apertium-urd/urd.automorf.att.gz'))(
    "gives Urdu's inflected forms from apertium-urd, and no list fragment opening with a mark or joiner",
    () => {
      const ur = new Set(systemWords('ur'));
      for (const w of ['غذائیں', 'غذاؤں']) expect(ur.has(w)).toBe(true);
      for (const lang of ['kn', 'ml', 'pa', 'ta', 'ur', 'si'])
        expect(systemWords(lang).filter((w) => /^[\p{M}\u200c\u200d]/u.test(w))).toEqual([]);
    },
  );
});
