// Simultaneous speakers the bot's live captions sustain with the API answering at once (issue 13,
// "Tests and figures"; goal ≥ 50, CPU per speaker printed), and the time from the end of an
// utterance to its final caption (goal p95 ≤ 300 ms of bot overhead on top of the API's own
// latency). For each N, the bot runs in a process of its own (captions-speakers-bot.ts: the real
// captions feature with Discord's decode path, each speaker sending a 20 ms Opus packet in real
// time) against a private redis-server and a fake STT service on loopback that answers at once
// (captions-stt-fake.ts), both in this process. A speaker count is sustained when the packets keep
// up (see MAX_LATE_P99_MS), none failed to decode, the fake service received all the audio, and
// every utterance got its final caption.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRedisChild } from '../src/server/redis-child.js';
import type { BotConfig, BotResult } from './captions-speakers-bot.js';
import { startFakeStt } from './captions-stt-fake.js';

const COUNTS = [10, 25, 50, 75, 100];
const WARMUP_S = 4;
const MEASURE_S = 15;
const SPEAKERS_GOAL = 50;
/**
 * Packets keep up when the 20 ms ticks are late by at most 5 frames at p99 (a jitter buffer's worth;
 * on this shared 2-core machine other processes delay timers too) and the lateness does not grow:
 * ticks are due at fixed times, so a bot that cannot keep up falls further behind each third.
 */
const MAX_LATE_P99_MS = 100;
const MAX_LATE_GROWTH_MS = 10;
const OVERHEAD_GOAL_MS = 300;
/** Discord's receiver ends an utterance after this much silence (adapters/discord/voice-captions.ts). */
const UTTERANCE_SILENCE_MS = 800;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

function runBot(config: BotConfig): Promise<BotResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        new URL('./captions-speakers-bot.ts', import.meta.url).pathname,
        JSON.stringify(config),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (s: string) => {
      out += s;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`the bench bot exited with ${code}`));
      else resolve(JSON.parse(line) as BotResult);
    });
  });
}

export interface SpeakerRow {
  result: BotResult;
  sttReceived: number;
  sustained: boolean;
}

export async function benchSpeakers(counts = COUNTS): Promise<SpeakerRow[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-captions-redis-'));
  const redis = await startRedisChild({ dataDir });
  const rows: SpeakerRow[] = [];
  console.log(
    `Live captions through the Discord path, N speakers each talking 3 s in every 4 s, ${MEASURE_S} s measured per N:`,
  );
  try {
    for (const speakers of counts) {
      const stt = await startFakeStt();
      try {
        const result = await runBot({
          sttUrl: stt.url,
          redisUrl: redis.url,
          speakers,
          warmupS: WARMUP_S,
          measureS: MEASURE_S,
        });
        const sttReceived = stt.received();
        const keptUp =
          result.lateP99 <= MAX_LATE_P99_MS &&
          (result.lateThirds[2] ?? 0) <= (result.lateThirds[0] ?? 0) + MAX_LATE_GROWTH_MS;
        const sustained =
          keptUp &&
          result.decodeErrors === 0 &&
          sttReceived >= result.pcmBytes * 0.99 &&
          result.finals === result.utterances;
        rows.push({ result, sttReceived, sustained });
        printRow(rows.at(-1) as SpeakerRow);
      } finally {
        await stt.close();
      }
    }
  } finally {
    await redis.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}

function printRow({ result: r, sttReceived, sustained }: SpeakerRow): void {
  const corePerSpeaker = r.cpuS / r.measureS / r.speakers;
  const fromEnd = [...r.fromEnd].sort((a, b) => a - b);
  console.log(
    `  ${String(r.speakers).padStart(3)} speakers: CPU ${(r.cpuS / r.measureS).toFixed(2)} core ` +
      `(${(corePerSpeaker * 1000).toFixed(1)} ms CPU per speaker per second = ${(corePerSpeaker * 100).toFixed(2)} % of a core); ` +
      `20 ms packets late p50 ${r.lateP50.toFixed(1)} / p99 ${r.lateP99.toFixed(1)} / max ${r.lateMax.toFixed(0)} ms ` +
      `(mean by third ${r.lateThirds.map((x) => x.toFixed(1)).join(' → ')}); ` +
      `STT got ${((100 * sttReceived) / Math.max(1, r.pcmBytes)).toFixed(1)} % of the audio; ` +
      `finals ${r.finals}/${r.utterances}, end → final caption p95 ${percentile(fromEnd, 95).toFixed(0)} ms; ` +
      `${r.decodeErrors} packets failed to decode: ` +
      `${sustained ? 'sustained' : 'NOT sustained'}`,
  );
  if (r.errors.length) console.log(`      errors: ${r.errors.length}, first: ${r.errors[0]}`);
}

export function printSpeakerFigures(rows: SpeakerRow[]): void {
  // Fixed costs (timers, Redis, the client) weigh on few speakers: the marginal cost is what one more adds.
  const [first, last] = [rows[0], rows.at(-1)];
  if (first && last && last !== first) {
    const core = (r: SpeakerRow) => r.result.cpuS / r.result.measureS;
    const marginal = ((core(last) - core(first)) / (last.result.speakers - first.result.speakers)) * 1000;
    console.log(
      `  marginal CPU per speaker (${first.result.speakers} → ${last.result.speakers}): ${marginal.toFixed(1)} ms per second`,
    );
  }
  const best = Math.max(0, ...rows.filter((r) => r.sustained).map((r) => r.result.speakers));
  const at = rows.find((r) => r.result.speakers === best) ?? rows[0];
  const perSpeaker = at ? (at.result.cpuS / at.result.measureS / at.result.speakers) * 1000 : Number.NaN;
  console.log(
    `Simultaneous speakers sustained: ${best} of those tried (goal ≥ ${SPEAKERS_GOAL}: ` +
      `${best >= SPEAKERS_GOAL ? 'met' : 'NOT met'}); CPU per speaker ${perSpeaker.toFixed(1)} ms per second ` +
      '(Opus decode, downsampling, caption session, STT socket; not UDP receive and decryption)',
  );
  // The latency figure at the goal's load, or the most speakers sustained if fewer.
  const row = rows.find((r) => r.result.speakers === SPEAKERS_GOAL) ?? at;
  if (!row) return;
  const fromEnd = [...row.result.fromEnd].sort((a, b) => a - b);
  const fromLast = [...row.result.fromLastPacket].sort((a, b) => a - b);
  const p95 = percentile(fromEnd, 95);
  console.log(
    `End of an utterance → its final caption edited, ${row.result.speakers} speakers, ${fromEnd.length} utterances, ` +
      `API answering at once: p50 ${percentile(fromEnd, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, ` +
      `p99 ${percentile(fromEnd, 99).toFixed(0)} ms (goal p95 ≤ ${OVERHEAD_GOAL_MS} ms: ${p95 <= OVERHEAD_GOAL_MS ? 'met' : 'NOT met'}); ` +
      `from the last packet, with the ${UTTERANCE_SILENCE_MS} ms of silence that ends an utterance: ` +
      `p50 ${percentile(fromLast, 50).toFixed(0)}, p95 ${percentile(fromLast, 95).toFixed(0)}, ` +
      `p99 ${percentile(fromLast, 99).toFixed(0)} ms`,
  );
}

export default async function run(): Promise<void> {
  printSpeakerFigures(await benchSpeakers());
}
