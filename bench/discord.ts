// The Discord adapter's interaction latency (issue 11): time from INTERACTION_CREATE written to the
// gateway to the interaction callback arriving at the emulator's REST, at 100 interactions/s
// open-loop for 30 s. The real bot (createBot, a private redis-server, the workers) with the
// Discord adapter and the real discord.js client on the loopback emulator (test/fakes); /translate
// into Hindi of a pool of sentences, behind a warm translation cache, so the Language Services API
// answers at once. Emulator and load generator share the process with the bot: a conservative measure.
import { performance } from 'node:perf_hooks';
import { MEMBERS, startDiscordHarness } from '../test/integration/discord/harness.js';

const RATE = 100;
const WARMUP_MS = 3_000;
const MEASURE_MS = 30_000;
const STRING = 3;
const POOL = [
  'good morning everyone',
  'the meeting moved to three o clock',
  'can someone review my change today',
  'lunch is ready in the kitchen',
  'thanks for the quick fix',
  'the build is green again',
  'please update the release notes',
  'who is on call this weekend',
  'the customer called about the invoice',
  'see you all tomorrow',
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export default async function run(): Promise<void> {
  const h = await startDiscordHarness({ rateLimitPerMinute: 10_000_000 });
  try {
    const ask = (text: string) =>
      h.emulator.slash(h.channels.general, MEMBERS.asha, 'translate', [
        { name: 'text', type: STRING, value: text },
        { name: 'to', type: STRING, value: 'hi' },
      ]);
    // Warm the translation cache (and the JIT): every sentence once, answered.
    for (const text of POOL) ask(text);
    const warmEnd = performance.now() + WARMUP_MS;
    let n = 0;
    while (performance.now() < warmEnd) {
      ask(POOL[n++ % POOL.length] ?? '');
      await new Promise((r) => setTimeout(r, 1_000 / RATE));
    }
    await new Promise((r) => setTimeout(r, 1_000));
    const from = h.emulator.calls.length;
    const ids: string[] = [];
    const start = performance.now();
    for (let i = 0; ; i++) {
      const due = start + (i * 1_000) / RATE;
      if (due - start >= MEASURE_MS) break;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      ids.push(String(ask(POOL[i % POOL.length] ?? '').id));
    }
    // Every interaction answered (or 10 s passed).
    const deadline = performance.now() + 10_000;
    while (
      performance.now() < deadline &&
      h.emulator.interactionCallbacks().filter((c) => ids.includes(c.path.split('/')[2] ?? '')).length <
        ids.length
    )
      await new Promise((r) => setTimeout(r, 100));
    const callbacks = new Map(
      h.emulator.calls
        .slice(from)
        .filter((c) => /^\/interactions\/\d+\/[^/]+\/callback$/.test(c.path))
        .map((c) => [c.path.split('/')[2] ?? '', c]),
    );
    const latencies: number[] = [];
    let deferred = 0;
    for (const id of ids) {
      const c = callbacks.get(id);
      const sent = h.emulator.interactionSentAt(id);
      if (!c || sent === undefined) continue;
      if (c.body.type === 5) deferred += 1;
      latencies.push(c.hr - sent);
    }
    latencies.sort((a, b) => a - b);
    const seconds = (performance.now() - start) / 1_000;
    console.log(`interactions sent: ${ids.length} in ${seconds.toFixed(1)} s (${RATE}/s open-loop)`);
    console.log(
      `answered: ${latencies.length} (${latencies.length - deferred} with the answer itself, ${deferred} deferred)`,
    );
    console.log(
      `INTERACTION_CREATE → callback: p50 ${pct(latencies, 50).toFixed(1)} ms, p90 ${pct(latencies, 90).toFixed(1)} ms, ` +
        `p99 ${pct(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms (goal p99 ≤ 50 ms)`,
    );
    if (h.errors.length) console.log(`errors: ${h.errors.length}, first: ${h.errors[0]}`);
  } finally {
    await h.close();
  }
}
