// Transliteration figures (issue 22): per Dakshina language, romanized → native on the dev split
// (one case per distinct romanized word; top-1/top-3 = a suggestion equals an attested spelling;
// CER of the first suggestion against the nearest attested spelling), through the engine as the
// API serves it and through the learned model alone, plus words per CPU-second through the engine
// (3 suggestions, the engine's word cache cold, after a warm-up on train words as a running server
// has had), model file and word list sizes, and load time (model, word lists and the installed lists
// they merge) the first time on a machine and from the word-list cache after. Last, the check behind
// the engine's "attested spellings first": on the everyday words of each chat lexicon that the
// training lexicon also spells, how often its first attested spelling is right against the model's
// first candidate and against the engine's rule (the attested spelling first only when two
// annotators or more wrote it so, in Hindi one, in Tamil and Bengali four; on Dakshina's splits the attested spelling is never
// right, by construction).
// `npm run bench -- translit [--data DIR] [--lang hi,ta]` (--lang: only these languages).
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadChatLexiconOf } from '../src/local-api/engines/translit-latin.js';
import { loadModel, modelPath, parseModel } from '../src/local-api/engines/translit-model.js';
import { wordListPath } from '../src/local-api/engines/translit-wordlist.js';
import { cacheWritesDone } from '../src/local-api/engines/translit-wordlist-cache.js';
import {
  attestedFirst as attestedFirstIn,
  createTransliterator,
  LANGUAGE_SCRIPT,
} from '../src/local-api/engines/transliterate.js';
import {
  casesOf,
  DAKSHINA_LANGUAGES,
  DEFAULT_DATA_DIR,
  readLexicon,
  type Score,
  score,
} from '../src/local-api/translit-train/dakshina.js';

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
const mb = (n: number) => (n / 1024 / 1024).toFixed(2);

export default async function run(): Promise<void> {
  const at = process.argv.indexOf('--data');
  const dataDir = at > 0 ? (process.argv[at + 1] ?? DEFAULT_DATA_DIR) : DEFAULT_DATA_DIR;
  const only = process.argv.indexOf('--lang');
  const asked = only > 0 ? (process.argv[only + 1] ?? '').split(',') : [];
  const langs = DAKSHINA_LANGUAGES.filter((l) => asked.length === 0 || asked.includes(l));
  if (!existsSync(join(dataDir, 'hi', 'dev.tsv'))) {
    console.log(`no Dakshina dev lexicons in ${dataDir} (pass --data DIR): skipped`);
    return;
  }
  console.log(
    'lang | engine top-1 | top-3 | CER | model-only top-1 | top-3 | CER | words/CPU-s | model + word list | load first (wall, CPU) | load cached',
  );
  // the word-list cache starts empty, so the first load of each language is a build
  const cacheDir = mkdtempSync(join(tmpdir(), 'dubash-bench-translit-'));
  const cacheBefore = process.env.LOCAL_TRANSLIT_CACHE;
  process.env.LOCAL_TRANSLIT_CACHE = cacheDir;
  try {
    for (const lang of langs) await measure(lang, dataDir);
    attestedFirst(langs);
  } finally {
    if (cacheBefore === undefined) delete process.env.LOCAL_TRANSLIT_CACHE;
    else process.env.LOCAL_TRANSLIT_CACHE = cacheBefore;
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

async function measure(lang: (typeof DAKSHINA_LANGUAGES)[number], dataDir: string): Promise<void> {
  const url = modelPath(lang);
  if (!existsSync(url)) {
    console.log(`${lang} | no model file`);
    return;
  }
  const bytes = readFileSync(url);
  const list = wordListPath(lang);
  const listBytes = existsSync(list) ? statSync(list).size : 0;
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  const model = parseModel(bytes);
  const loadCpu = process.cpuUsage(cpu0);
  const loadMs = performance.now() - started;
  const loadCpuMs = (loadCpu.user + loadCpu.system) / 1000;
  // the cache file is written in the background: the cached load starts once it is there
  await cacheWritesDone();
  const again = performance.now();
  parseModel(bytes);
  const cachedMs = performance.now() - again;
  const cases = casesOf(readLexicon(dataDir, lang, 'dev'));
  const alone: Score = score(cases, (r) => model.candidates(r, 3).map((c) => c.native));
  // the engine (chat lexicon, training lexicon, English pronunciations, model); a fresh one per
  // language so its word cache starts cold. Sinhala is not a language of the API contract.
  let engine: Score | undefined;
  let suggester = () => (r: string) => model.candidates(r, 3).map((c) => c.native);
  if (LANGUAGE_SCRIPT[lang]) {
    const scored = createTransliterator();
    engine = score(cases, (r) => scored.transliterate(r, { from: 'en', to: lang, suggestions: 3 }));
    suggester = () => {
      const t = createTransliterator();
      return (r) => t.transliterate(r, { from: 'en', to: lang, suggestions: 3 });
    };
  }
  const words = [...cases.keys()];
  // the model's step table then holds train words' steps, not the dev words' just scored: what a
  // running server has seen is other words (through another engine, whose word cache is not timed)
  const warm = suggester();
  for (const w of [...casesOf(readLexicon(dataDir, lang, 'train')).keys()].slice(0, 3000)) warm(w);
  const suggest = suggester();
  // CPU time of this process, not wall time: the figure is per core even on a busy machine
  const c0 = process.cpuUsage();
  for (const w of words) suggest(w);
  const cpu = process.cpuUsage(c0);
  const wps = words.length / ((cpu.user + cpu.system) / 1e6);
  const e = engine ? `${pct(engine.top1)} | ${pct(engine.top3)} | ${pct(engine.cer)}` : '– | – | –';
  console.log(
    `${lang} | ${e} | ${pct(alone.top1)} | ${pct(alone.top3)} | ${pct(alone.cer)} | ${wps.toFixed(0)} | ` +
      `${mb(bytes.length)} + ${mb(listBytes)} MB | ${loadMs.toFixed(0)} ms (CPU ${loadCpuMs.toFixed(0)} ms) | ${cachedMs.toFixed(0)} ms`,
  );
}

/** Per chat lexicon: its words the training lexicon also spells, and who spells them right first. */
function attestedFirst(langs: readonly string[]): void {
  const rows: string[] = [];
  for (const lang of langs) {
    const chat = loadChatLexiconOf(lang);
    const model = loadModel(lang);
    if (!chat || !model) continue;
    let words = 0;
    let attested = 0;
    let learned = 0;
    let rule = 0;
    for (const [roman, natives] of chat.toNative) {
      const spelled = model.dictionary(roman);
      if (spelled.length === 0) continue;
      words++;
      const first = model.candidates(roman, 3)[0]?.native ?? '';
      if (natives.includes(spelled[0] as string)) attested++;
      if (natives.includes(first)) learned++;
      if (
        natives.includes(model.attestations(roman) >= attestedFirstIn(lang) ? (spelled[0] as string) : first)
      )
        rule++;
    }
    rows.push(`${lang} ${words}: attested ${attested}, model ${learned}, rule ${rule}`);
  }
  console.log(
    'chat-lexicon words the training lexicon also spells, right first by its first attested spelling / ' +
      `by the model / by the engine's rule (the attested spelling when written so twice or more; in Hindi once, in Tamil and Bengali four times): ${rows.join('; ')}`,
  );
}
