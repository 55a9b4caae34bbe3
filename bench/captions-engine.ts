// The local engine's cost per audio second early and late in one long streaming session (issue 13,
// "The local engine's streaming"): one /stream WebSocket (continuous, silence 30 s, timeout 180 s,
// so the ~130 s of real speech is one utterance, as when a speaker talks on) fed at a steady 1.5× real
// time. The local server runs in a process of its own (bench/local-api-limits-server.ts); the
// engine's cost is the CPU of its child processes (pocketsphinx), read from /proc, over the audio
// sent around 10 s and around 120 s into the session. Partials received in each window are counted
// too: with one recognition in flight at most, a growing cost shows as rarer partials as well.
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { createLanguageClient } from '../src/language/client.js';
import { PCM_BYTES_PER_SECOND, speechSeconds } from './captions-audio.js';
import { childPids, commandLine, cpuOfProcess } from './captions-cpu.js';

const SESSION_S = 130;
const SPEED = 1.5; // × real time
const TICK_MS = 100;
const WINDOWS = [
  { name: 'at 10 s', from: 5, to: 15 },
  { name: 'at 120 s', from: 115, to: 125 },
] as const;
const GOAL = 0.2; // equal within 20 %
/** The session's cadence of partial recognitions: one per second of new audio. */
const PARTIALS_PER_AUDIO_S = 1;

async function startServer() {
  const child: ChildProcessByStdio<Writable, Readable, null> = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./local-api-limits-server.ts', import.meta.url).pathname],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const info = JSON.parse(String((await lines.next()).value)) as {
    url: string;
    apiKey: string;
    appId: string;
  };
  return {
    ...info,
    pid: child.pid as number,
    async close() {
      child.stdin.end();
      await once(child, 'exit');
    },
  };
}

interface Recognition {
  /** audio position (s) sent when it was first seen */
  startedAtS: number;
  /** CPU s used (last seen) */
  cpu: number;
  gone: boolean;
  /** ended on its own before the EOF (not killed with the session) */
  completed: boolean;
}

export interface EngineFigures {
  windows: Array<{
    name: string;
    cpuPerAudioS: number;
    livePerAudioS: number;
    perPartial: number;
    perPartialOf: number;
    perPartialKilled: boolean;
    started: number;
    partials: number;
    maxGapS: number;
  }>;
  finalWords: number;
  finalS: number;
}

export async function benchEngineStreaming(): Promise<EngineFigures> {
  const server = await startServer();
  const client = createLanguageClient({
    baseUrl: server.url,
    wsUrl: server.url.replace(/^http/, 'ws'),
    apiKey: server.apiKey,
    appId: server.appId,
    retries: 0,
    timeoutMs: 120_000,
  });
  try {
    const audio = speechSeconds(SESSION_S);
    const stream = await client.openStream({
      language: 'en',
      domain: 'generic',
      timeoutS: 180,
      silenceS: 30,
      continuous: true,
      punctuate: true,
    });
    const partialsAt: number[] = []; // audio position (s) sent when each partial arrived
    let sentS = 0;
    let final: { text: string; at: number } | undefined;
    const reading = (async () => {
      for await (const ev of stream) {
        if (ev.type === 'partial') partialsAt.push(sentS);
        else if (ev.type === 'final') final = { text: ev.text, at: performance.now() };
      }
    })();
    // Each engine process is watched every 50 ms. The live recognizer (it reads the session's
    // FIFO, audio.pcm) costs what it used while the window's audio was sent. A partial recognition
    // (a process per partial, reading a file) costs what it used in all; the session asks for one
    // per second of new audio, so the cost of partials per audio second at a point of the session
    // is the CPU of one recognition started there (one that ran to its end, not one killed at EOF).
    // On a busy machine the session skips partials (one recognition in flight at most), which hides
    // a growing cost in the CPU actually spent: it shows as staler partials instead.
    const procs = new Map<number, Recognition & { live: boolean }>();
    const liveAt: Array<{ at: number; cpu: number }> = [];
    let eof = false;
    const watch = () => {
      let live = 0;
      const running = new Set(childPids(server.pid));
      for (const pid of running) {
        const cpu = cpuOfProcess(pid);
        if (cpu === undefined) continue;
        let p = procs.get(pid);
        if (!p) {
          const cmd = commandLine(pid);
          if (!cmd.includes('pocketsphinx')) continue;
          p = { startedAtS: sentS, cpu, live: cmd.includes('audio.pcm'), completed: false, gone: false };
          procs.set(pid, p);
        }
        p.cpu = cpu;
        if (p.live) live += cpu;
      }
      for (const [pid, p] of procs) {
        if (p.gone || running.has(pid)) continue;
        p.gone = true;
        p.completed = !eof;
      }
      liveAt.push({ at: sentS, cpu: live });
    };
    const watcher = setInterval(watch, 50);
    const chunk = Math.round((PCM_BYTES_PER_SECOND * TICK_MS * SPEED) / 1000);
    const start = performance.now();
    for (let i = 0, off = 0; off < audio.length; i++, off += chunk) {
      const due = start + i * TICK_MS;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      await stream.write(audio.subarray(off, off + chunk));
      sentS = Math.min(audio.length, off + chunk) / PCM_BYTES_PER_SECOND;
    }
    watch();
    eof = true;
    const eofAt = performance.now();
    await stream.end();
    await reading;
    clearInterval(watcher);
    const liveCpu = (s: number) => liveAt.find((x) => x.at >= s)?.cpu ?? liveAt.at(-1)?.cpu ?? 0;
    const recognitions = [...procs.values()].filter((p) => !p.live);
    const windows = WINDOWS.map((w) => {
      const mid = (w.from + w.to) / 2;
      const inside = partialsAt.filter((s) => s >= w.from && s < w.to);
      const edges = [w.from, ...inside, w.to];
      const gaps = edges.slice(1).map((s, i) => s - (edges[i] ?? 0));
      // Partial recognitions started within 15 s of audio of the point: the median CPU of those that
      // ran to their end (a busy machine stretches some); if none did, the one started nearest (the
      // EOF killed it: a lower bound).
      const near = recognitions.filter((p) => Math.abs(p.startedAtS - mid) <= 15);
      const completed = near.filter((p) => p.completed);
      const nearest = [...near].sort(
        (x, y) => Math.abs(x.startedAtS - mid) - Math.abs(y.startedAtS - mid),
      )[0];
      const cpus = completed.map((p) => p.cpu).sort((x, y) => x - y);
      const perPartial = cpus.length
        ? ((cpus[(cpus.length - 1) >> 1] ?? 0) + (cpus[cpus.length >> 1] ?? 0)) / 2
        : (nearest?.cpu ?? 0);
      const livePerAudioS = (liveCpu(w.to) - liveCpu(w.from)) / (w.to - w.from);
      return {
        name: w.name,
        cpuPerAudioS: livePerAudioS + perPartial * PARTIALS_PER_AUDIO_S,
        livePerAudioS,
        perPartial,
        perPartialOf: completed.length || (nearest ? 1 : 0),
        perPartialKilled: completed.length === 0 && nearest !== undefined,
        started: recognitions.filter((p) => p.startedAtS >= w.from && p.startedAtS < w.to).length,
        partials: inside.length,
        maxGapS: Math.max(...gaps),
      };
    });
    return {
      windows,
      finalWords: final?.text.split(' ').filter(Boolean).length ?? 0,
      finalS: final ? (final.at - eofAt) / 1000 : Number.NaN,
    };
  } finally {
    await client.close();
    await server.close();
  }
}

export function printEngineFigures(f: EngineFigures): void {
  console.log(
    `Local engine, one ${SESSION_S} s streaming session of real speech (one utterance) at ${SPEED}× real time:`,
  );
  for (const w of f.windows) {
    console.log(
      `  ${w.name.padEnd(8)}: ${w.cpuPerAudioS.toFixed(3)} engine CPU s per audio s = live recognizer ` +
        `${w.livePerAudioS.toFixed(3)} + a partial per audio s at ${w.perPartialKilled ? '≥ ' : ''}${w.perPartial.toFixed(2)} CPU s ` +
        `(median of ${w.perPartialOf} started within 15 s${w.perPartialKilled ? ', killed at EOF' : ''}); partial recognitions started: ${w.started}, ` +
        `partials received: ${w.partials}, longest gap ${w.maxGapS.toFixed(1)} s of audio`,
    );
  }
  const early = f.windows[0]?.cpuPerAudioS ?? 0;
  const late = f.windows[1]?.cpuPerAudioS ?? 0;
  const ratio = early > 0 ? late / early : Number.POSITIVE_INFINITY;
  const met = Math.abs(ratio - 1) <= GOAL;
  console.log(
    `  cost at 120 s / cost at 10 s = ${ratio.toFixed(2)} (goal: equal within 20 %: ${met ? 'met' : 'NOT met'}); ` +
      `final ${f.finalS.toFixed(2)} s after EOF, ${f.finalWords} words`,
  );
}

export default async function run(): Promise<void> {
  printEngineFigures(await benchEngineStreaming());
}
