// The worst requests the local server accepts or refuses (issue 9, "Figures to keep"): the
// documents that used to freeze it (40,000 empty <pre> after one paragraph; a DOCX paragraph of
// 60,000 unclosed runs; issue 18: HTML of millions of short text nodes, one and three at once) and
// the biggest TTS text array it accepts. For each: its wall time, the
// server's worst event-loop delay, and the slowest /healthz answer while it ran (goal: ≤ 50 ms).
// The server runs in its own process (local-api-limits-server.ts): the bench's uploads and
// downloads do not share its event loop. BENCH_ONLY=word runs the cases whose label has it;
// PROF=1 writes the server's CPU profile to /tmp/prof (where its main thread spends its time).
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import JSZip from 'jszip';
import { DEFAULT_LIMITS } from '../src/local-api/limits.js';

const HEALTH_GOAL_MS = 50;

type Api = { url: string };

/** The server in a child process, its dev credentials, and a way to read its loop delay. */
async function startServer() {
  const child: ChildProcessByStdio<Writable, Readable, null> = spawn(
    process.execPath,
    [
      ...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
      '--import',
      'tsx',
      new URL('./local-api-limits-server.ts', import.meta.url).pathname,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => JSON.parse(String((await lines.next()).value));
  const info = (await next()) as { url: string; apiKey: string; appId: string };
  return {
    url: info.url,
    creds: { 'REV-API-KEY': info.apiKey, 'REV-APP-ID': info.appId },
    async loopMaxMs(): Promise<{ loopMaxMs: number; mainActiveMs: number }> {
      child.stdin.write('report\n');
      return (await next()) as { loopMaxMs: number; mainActiveMs: number };
    },
    async close() {
      child.stdin.end();
      await once(child, 'exit');
    },
  };
}

/**
 * Polls /healthz every 10 ms from a process of its own (the bench's uploads and downloads would
 * delay a probe in this one) until `work` settles; the slowest answer in ms.
 */
const PROBE = `
  const { performance } = require('node:perf_hooks');
  let done = false, max = 0;
  process.stdin.on('end', () => { done = true; });
  process.stdin.resume();
  (async () => {
    const get = async () => (await fetch(process.argv[1] + 'healthz')).arrayBuffer();
    await get(); // loads fetch and opens the connection: not a figure
    process.stdout.write('ready\\n');
    while (!done) {
      const t0 = performance.now();
      await get();
      max = Math.max(max, performance.now() - t0);
      await new Promise((r) => setTimeout(r, 10));
    }
    process.stdout.write(String(max));
  })();`;

async function whileProbing(
  api: Api,
  work: () => Promise<string>,
): Promise<{ outcome: string; healthMaxMs: number; wall: number }> {
  const probe = spawn(process.execPath, ['-e', PROBE, api.url], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  const ready = new Promise<void>((resolve) => {
    probe.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.startsWith('ready\n')) resolve();
    });
  });
  await ready;
  const t0 = performance.now();
  const outcome = await work().finally(() => probe.stdin.end());
  const wall = performance.now() - t0;
  await once(probe, 'exit');
  return { outcome, healthMaxMs: Number(out.slice('ready\n'.length)), wall };
}

async function localize(
  api: Api,
  headers: Record<string, string>,
  file: Buffer,
  name: string,
): Promise<string> {
  const form = new FormData();
  form.set('sourceLanguage', 'english');
  form.set('targetLanguage', 'hindi');
  form.set('projectFiles', new Blob([new Uint8Array(file)]), name);
  const imp = await fetch(`${api.url}translate_doc_import`, { method: 'POST', headers, body: form });
  const body = (await imp.json()) as { projectId?: string; message?: string };
  if (imp.status !== 200) return `${imp.status} ${body.message}`;
  for (;;) {
    const status = (await (
      await fetch(`${api.url}translate_doc_status?doc_id=${body.projectId}`, { headers })
    ).json()) as { message: string };
    if (status.message !== 'applying') return `200, project ${status.message}`;
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function tts(api: Api, headers: Record<string, string>, text: string[]): Promise<string> {
  const res = await fetch(api.url, {
    method: 'POST',
    headers: { ...headers, 'REV-APPNAME': 'tts', speaker: 'en_female', 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  const audio = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) return `${res.status} ${audio.toString('utf8').slice(0, 120)}`;
  return `200, ${((audio.length - 44) / (22050 * 2)).toFixed(0)} s of audio`;
}

async function unclosedRunsDocx(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types/>');
  zip.file(
    'word/document.xml',
    `<w:document xmlns:w="w"><w:body><w:p><w:r>${'<w:t>a'.repeat(60_000)}</w:r></w:p></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export default async function benchLimits(): Promise<void> {
  const api = await startServer();
  const creds = api.creds;
  const doc = { ...creds, 'REV-APPNAME': 'nmt' };
  // The biggest array accepted: the item limit, filling the character limit.
  const items = DEFAULT_LIMITS.ttsItems;
  const sentence = 'The quick brown fox jumps over the lazy dog again and again.'.slice(
    0,
    Math.floor(DEFAULT_LIMITS.textChars / items),
  );
  // built before measuring: the bench's work, not the server's
  const docx = await unclosedRunsDocx();
  const big = Buffer.from(
    `<p>hello</p>${'<pre></pre>'.repeat(Math.floor((DEFAULT_LIMITS.documentBytes - 64) / 11))}`,
  );
  const shortNodes = Buffer.from('<b>x</b>'.repeat(Math.floor(19.9e6 / 8)));
  const cases: [string, () => Promise<string>][] = [
    // the same probe with no request running: what the machine itself adds
    ['baseline, no request', () => new Promise((r) => setTimeout(() => r('idle 1 s'), 1_000))],
    [
      'HTML, <p> then 40,000 empty <pre> (440 KB), localized',
      () => localize(api, doc, Buffer.from(`<p>hello</p>${'<pre></pre>'.repeat(40_000)}`), 'pre.html'),
    ],
    [
      'HTML at the 20 MB document limit: <p> then 1.9 million empty <pre>, localized',
      () => localize(api, doc, big, 'big.html'),
    ],
    ['DOCX, one paragraph of 60,000 unclosed <w:t> runs', () => localize(api, doc, docx, 'runs.docx')],
    // issue 18: many short text nodes, each one text to translate
    [
      `HTML of ${(shortNodes.length / 1e6).toFixed(1)} MB, ${(shortNodes.length / 8 / 1e6).toFixed(1)} million one-letter text nodes, localized`,
      () => localize(api, doc, shortNodes, 'nodes.html'),
    ],
    [
      'three such HTML documents (5, 12 and 20 MB) at once',
      async () =>
        (
          await Promise.all(
            [5, 12, 19.9].map((mb) =>
              localize(api, doc, shortNodes.subarray(0, Math.floor((mb * 1e6) / 8) * 8), `n${mb}.html`),
            ),
          )
        ).join('; '),
    ],
    [
      `TTS text array of ${items} items, ${items * sentence.length} characters`,
      () =>
        tts(
          api,
          creds,
          Array.from({ length: items }, () => sentence),
        ),
    ],
  ];
  try {
    await tts(api, creds, ['warm up']); // the first espeak-ng start reads its voice files
    // BENCH_ONLY=word runs only the cases whose label has it
    const only = process.env.BENCH_ONLY;
    for (const [label, run] of cases.filter(([l]) => !only || l.includes(only))) {
      await api.loopMaxMs(); // starts a fresh measurement
      const { outcome, healthMaxMs, wall } = await whileProbing(api, run);
      const { loopMaxMs: loopMs, mainActiveMs } = await api.loopMaxMs();
      const ok = healthMaxMs <= HEALTH_GOAL_MS ? 'ok' : 'MISSED';
      console.log(`${label}: ${outcome}`);
      console.log(
        `  ${(wall / 1000).toFixed(2)} s; server main thread busy ${(mainActiveMs / 1000).toFixed(2)} s, ` +
          `event-loop delay max ${loopMs.toFixed(1)} ms; ` +
          `slowest /healthz ${healthMaxMs.toFixed(1)} ms (goal ≤ ${HEALTH_GOAL_MS} ms: ${ok})`,
      );
    }
  } finally {
    await api.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLimits();
