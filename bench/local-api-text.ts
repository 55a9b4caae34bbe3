// Figures of the text engines: transliteration throughput (MB/s of UTF-8 input, unique words so the
// word cache cannot help) and lookup-store translation (sentences/s through the whole pipeline).
import { existsSync, readFileSync } from 'node:fs';
import { LookupStore } from '../src/local-api/engines/lookup-store.js';
import { createTranslator } from '../src/local-api/engines/translate.js';
import { createTransliterator } from '../src/local-api/engines/transliterate.js';

const HUNSPELL_HI = '/usr/share/hunspell/hi_IN.dic';

function hindiWords(): string[] {
  if (existsSync(HUNSPELL_HI)) {
    return readFileSync(HUNSPELL_HI, 'utf8')
      .split('\n')
      .slice(1)
      .map((l) => (l.split('/')[0] ?? '').trim())
      .filter(Boolean);
  }
  return 'भारत नमस्ते कमल दिल्ली मैं ठीक हूँ आप कैसे हैं'.split(' ');
}

export async function benchText(): Promise<Record<string, number | string>> {
  const words = hindiWords();
  const text = words.join(' ');
  const mb = Buffer.byteLength(text) / 1e6;
  const figures: Record<string, number | string> = { words: words.length, input_mb: Number(mb.toFixed(2)) };

  for (const to of ['bn', 'en', 'ur']) {
    const t = createTransliterator(); // fresh: no cached words
    const start = performance.now();
    t.transliterate(text, { from: 'hi', to });
    figures[`transliteration_hi_${to}_mb_per_s`] = Number(
      (mb / ((performance.now() - start) / 1000)).toFixed(2),
    );
  }

  const lookup = new LookupStore();
  const n = 20_000;
  const entries = Array.from({ length: n }, (_, i) => ({
    source: `Sentence number ${i} about the weather`,
    target: `मौसम के बारे में वाक्य ${i}`,
    src: 'en',
    tgt: 'hi',
    moderated: i % 2 === 0,
  }));
  lookup.load('bench', entries);
  const translator = createTranslator({ transliterator: createTransliterator(), lookup });
  const opts = {
    from: 'en',
    to: 'hi',
    domain: 'generic',
    account: 'bench',
    enableNmt: true,
    enableTransliteration: true,
    enableLookup: true,
    filterProfane: false,
  };
  const start = performance.now();
  let served = 0;
  for (const e of entries) if ((await translator.translate(e.source, opts)).status > 0) served++;
  const seconds = (performance.now() - start) / 1000;
  figures.lookup_sentences_per_s = Math.round(n / seconds);
  figures.lookup_served = served;
  // the contract's default filterProfane=true scans every sentence against the word lists first
  const filtered = { ...opts, filterProfane: true };
  const start2 = performance.now();
  for (const e of entries) await translator.translate(e.source, filtered);
  figures.lookup_filtered_sentences_per_s = Math.round(n / ((performance.now() - start2) / 1000));
  for (const [k, v] of Object.entries(figures)) console.log(`${k}: ${v}`);
  return figures;
}

export default benchText;
