// `npx tsx src/local-api/translit-train/tune.ts [--langs hi,ta,bn] [--data DIR]`: measures settings
// on a held-out slice of the TRAIN split (one native word in ten, by a hash of the word, like dev:
// no held-out word is a training word; `--prefix 5` groups words by their first 5 letters), so
// nothing is tuned on dev. Prints per setting top-1, top-3, the oracle (right answer anywhere in
// the first 10 / 50 candidates), words per CPU-second and, with --errors, the kinds of top-1 error.
// A script, not a module: importing it runs it.
import { parseArgs } from 'node:util';
import { parseModel, type Search, type Tuning } from '../engines/translit-model.js';
import { align } from './align.js';
import { casesOf, DEFAULT_DATA_DIR, readLexicon, splitHeldOut } from './dakshina.js';
import { buildModel, CHAR_ORDER, MIN_COUNT, ORDER, TUNING } from './main.js';
import { languageWords } from './words.js';

interface Row {
  top1: number;
  top3: number;
  at10: number;
  at50: number;
  /** words per CPU-second asking 3 candidates */
  wps: number;
  /** top-1 errors by class (errorClass) */
  errors: Map<string, number>;
}

/** Indic vowel signs by their offset in the script block: short ↔ long pairs. */
const LENGTH_PAIRS = new Set([
  '3f:40',
  '41:42',
  '47:48',
  '4b:4c',
  '46:47',
  '4a:4b',
  '05:06',
  '07:08',
  '09:0a',
  '0e:0f',
  '12:13',
]);
const off = (c: string) => ((c.codePointAt(0) as number) & 0x7f).toString(16).padStart(2, '0');

/** What separates a wrong first candidate from the nearest attested spelling, when it is one edit of a known kind. */
function errorClass(got: string, gold: string): string {
  const a = [...got];
  const b = [...gold];
  if (a.length === b.length) {
    const diff = a.flatMap((c, i) => (c === b[i] ? [] : [[c, b[i] as string]]));
    if (diff.length === 1) {
      const [x, y] = diff[0] as [string, string];
      const pair = [off(x), off(y)].sort().join(':');
      if (LENGTH_PAIRS.has(pair)) return 'vowel length';
      if (/[\u0901\u0902\u0981\u0982\u0b82]/u.test(x + y)) return 'nasal';
      return 'one letter swapped';
    }
    return 'several letters';
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length - short.length === 1) {
    let i = 0;
    while (i < short.length && short[i] === long[i]) i++;
    if (short.slice(i).join('') !== long.slice(i + 1).join('')) return 'several letters';
    const extra = long[i] as string;
    const o = off(extra);
    if (o === '4d') return 'virama (schwa / conjunct)';
    if (o === '01' || o === '02') return 'nasal';
    if (o === '3c') return 'nukta';
    if (extra === long[i - 1] || extra === long[i + 1]) return 'doubled letter';
    if (/\p{M}/u.test(extra)) return 'vowel sign added/dropped';
    return 'letter added/dropped';
  }
  return 'several letters';
}

function nearest(got: string, natives: Set<string>): string {
  let best = '';
  let bestD = Number.POSITIVE_INFINITY;
  for (const n of natives) {
    const d = Math.abs(n.length - got.length) + [...n].filter((c, i) => c !== [...got][i]).length;
    if (d < bestD) {
      bestD = d;
      best = n;
    }
  }
  return best;
}

function measure(model: ReturnType<typeof parseModel>, cases: Map<string, Set<string>>, deep: boolean): Row {
  let top1 = 0;
  let top3 = 0;
  let at10 = 0;
  let at50 = 0;
  const errors = new Map<string, number>();
  for (const [roman, natives] of cases) {
    const got = model.candidates(roman, deep ? 50 : 10).map((c) => c.native);
    if (got[0] !== undefined && natives.has(got[0])) top1++;
    else {
      const inList = got.some((g) => natives.has(g)) ? 'in list' : 'not in list';
      const k = `${errorClass(got[0] ?? '', nearest(got[0] ?? '', natives))}, ${inList}`;
      errors.set(k, (errors.get(k) ?? 0) + 1);
    }
    if (got.slice(0, 3).some((g) => natives.has(g))) top3++;
    if (got.slice(0, 10).some((g) => natives.has(g))) at10++;
    if (got.some((g) => natives.has(g))) at50++;
  }
  const c0 = process.cpuUsage();
  for (const roman of cases.keys()) model.candidates(roman, 3);
  const cpu = process.cpuUsage(c0);
  const n = cases.size;
  const wps = n / ((cpu.user + cpu.system) / 1e6);
  return { top1: top1 / n, top3: top3 / n, at10: at10 / n, at50: at50 / n, wps, errors };
}

const fmt = (r: Row) =>
  `top1 ${(r.top1 * 100).toFixed(2)} top3 ${(r.top3 * 100).toFixed(2)} @10 ${(r.at10 * 100).toFixed(2)} @50 ${(r.at50 * 100).toFixed(2)} ${r.wps.toFixed(0)} w/CPU-s`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      data: { type: 'string', default: DEFAULT_DATA_DIR },
      langs: { type: 'string', default: 'hi,ta,bn' },
      runtime: { type: 'string', default: '' },
      build: { type: 'string', default: '' },
      deep: { type: 'boolean', default: false },
      errors: { type: 'boolean', default: false },
      examples: { type: 'string', default: '0' },
      prefix: { type: 'string', default: '0' },
      // --align '{"roman":3,"native":2,"iterations":8}'
      align: { type: 'string', default: '' },
    },
  });
  // --runtime '[{"beam":16},{"charWeight":0.5}]'  --build '[{"order":7}]'
  const runtime = values.runtime ? (JSON.parse(values.runtime) as Array<Partial<Tuning & Search>>) : [{}];
  const builds = values.build
    ? (JSON.parse(values.build) as Array<Partial<{ order: number; minCount: number; charOrder: number }>>)
    : [{}];
  for (const lang of values.langs.split(',')) {
    const { fit, held } = splitHeldOut(readLexicon(values.data, lang, 'train'), Number(values.prefix));
    const cases = casesOf(held);
    const t0 = performance.now();
    const al = values.align
      ? (JSON.parse(values.align) as { roman?: number; native?: number; iterations?: number })
      : {};
    const cuts = align(fit, al.iterations ?? 5, {
      roman: al.roman ?? 2,
      native: al.native ?? 2,
    });
    console.log(
      `${lang}: ${fit.length} fit, ${cases.size} held-out cases, aligned in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    // the character model learns the language's word list as the shipped one does (when tesseract's data is installed)
    const nativeWords = languageWords(lang)?.own ?? [];
    if (nativeWords.length === 0)
      console.log(`${lang}: no tesseract word list installed; the character model learns the lexicon only`);
    for (const b of builds) {
      const opts = {
        order: ORDER,
        minCount: MIN_COUNT,
        charOrder: CHAR_ORDER,
        tuning: TUNING,
        nativeWords,
        ...b,
      };
      const file = buildModel(lang, fit, cuts, opts);
      for (const r of runtime) {
        const model = parseModel(file, r);
        const row = measure(model, cases, values.deep);
        console.log(
          `${lang} ${JSON.stringify(b)} ${JSON.stringify(r)} ${(file.length / 1e6).toFixed(2)} MB: ${fmt(row)}`,
        );
        let shown = 0;
        for (const [roman, natives] of cases) {
          if (shown >= Number(values.examples)) break;
          const got = model.candidates(roman, 10).map((c) => c.native);
          if (natives.has(got[0] ?? '')) continue;
          shown++;
          const at = got.findIndex((g) => natives.has(g));
          console.log(
            `  ${roman}: gold ${[...natives].join('|')} got ${got.slice(0, 4).join(' ')} (gold at ${at})`,
          );
        }
        if (values.errors) {
          const wrong = [...row.errors.values()].reduce((x, y) => x + y, 0);
          for (const [k, v] of [...row.errors].sort((x, y) => y[1] - x[1]))
            console.log(`  ${k}: ${v} (${((v / wrong) * 100).toFixed(1)}% of errors)`);
        }
      }
    }
  }
}

await main();
