// Figures of the local Language Services API: the engines and the text pipeline (their own bench
// files), then 20 concurrent mixed requests over real sockets while the event loop's delay is
// measured. The server runs in this process, so a blocked loop would show up here.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { wavFromPcm16kMono } from '../src/language/audio.js';
import { createLanguageClient } from '../src/language/client.js';
import type { LanguageClient } from '../src/language/types.js';
import { startLocalApi } from '../src/local-api/server.js';
import { benchEngines } from './local-api-engines.js';
import benchLimits from './local-api-limits.js';
import { benchText } from './local-api-text.js';

const run = promisify(execFile);
const CONCURRENT = 20;
const MAX_LOOP_DELAY_MS = 50;

async function renderTextImage(text: string): Promise<Buffer> {
  const { stdout } = await run(
    'convert',
    [
      '-size',
      '900x160',
      'xc:white',
      '-font',
      'DejaVu-Sans',
      '-pointsize',
      '56',
      '-fill',
      'black',
      '-annotate',
      '+30+100',
      text,
      'png:-',
    ],
    { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}

type Job = { kind: string; call: () => Promise<unknown> };

function mixedJobs(client: LanguageClient, image: Buffer, speech: Buffer): Job[] {
  const kinds: Job[] = [
    { kind: 'translate', call: () => client.translate({ text: 'How are you today?', from: 'en', to: 'hi' }) },
    {
      kind: 'transliterate',
      call: () => client.transliterate({ text: 'kaise ho aap', from: 'en', to: 'hi' }),
    },
    {
      kind: 'tts',
      call: () => client.tts({ text: 'Namaste, this is a short sentence.', speaker: 'en_female' }),
    },
    {
      kind: 'analyse',
      call: () =>
        client.analyseText({
          text: 'Mail me at a.b@example.com, it was great!',
          language: 'en',
          pii: true,
          sentiment: true,
        }),
    },
    {
      kind: 'ocr',
      call: () => client.ocr({ file: image, filename: 'hello.png', fileType: 'img', languages: ['en'] }),
    },
    {
      kind: 'stt',
      call: () =>
        client.transcribeFile({ audio: speech, filename: 'goforward.wav', language: 'en', format: 'wav' }),
    },
  ];
  return Array.from({ length: CONCURRENT }, (_, i) => kinds[i % kinds.length] as Job);
}

export async function benchConcurrentMix(): Promise<void> {
  const server = await startLocalApi({ port: 0, logger: false });
  if (!server.devAccount) throw new Error('the local API started without a development account');
  const client = createLanguageClient({
    baseUrl: server.url,
    wsUrl: server.wsUrl,
    apiKey: server.devAccount.apiKey,
    appId: server.devAccount.appId,
    retries: 0,
    timeoutMs: 120_000,
  });
  try {
    const image = await renderTextImage('Hello World');
    const speech = wavFromPcm16kMono(await readFile('/usr/share/pocketsphinx/test/data/goforward.raw'));
    const jobs = mixedJobs(client, image, speech);
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    histogram.enable();
    const started = performance.now();
    const outcomes = await Promise.allSettled(
      jobs.map(async (job) => {
        const t0 = performance.now();
        await job.call();
        return { kind: job.kind, ms: performance.now() - t0 };
      }),
    );
    const wall = performance.now() - started;
    histogram.disable();

    const maxMs = histogram.max / 1e6;
    const failed = outcomes.filter((o) => o.status === 'rejected');
    const byKind = new Map<string, number[]>();
    for (const o of outcomes) {
      if (o.status !== 'fulfilled') continue;
      byKind.set(o.value.kind, [...(byKind.get(o.value.kind) ?? []), o.value.ms]);
    }
    console.log(
      `${CONCURRENT} concurrent mixed requests: ${(wall / 1000).toFixed(2)} s wall, ${failed.length} failed`,
    );
    for (const [kind, times] of byKind) {
      console.log(
        `  ${kind.padEnd(13)} ${times.length}× slowest ${(Math.max(...times) / 1000).toFixed(2)} s`,
      );
    }
    for (const f of failed) console.log(`  failed: ${(f as PromiseRejectedResult).reason}`);
    console.log(
      `  event-loop delay: max ${maxMs.toFixed(1)} ms, p99 ${(histogram.percentile(99) / 1e6).toFixed(1)} ms ` +
        `(target max ≤ ${MAX_LOOP_DELAY_MS} ms: ${maxMs <= MAX_LOOP_DELAY_MS ? 'ok' : 'MISSED'})`,
    );
  } finally {
    await client.close();
    await server.close();
  }
}

export default async function benchLocalApi(): Promise<void> {
  await benchEngines();
  await benchText();
  await benchConcurrentMix();
  await benchLimits();
}
