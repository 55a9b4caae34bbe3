// Long text through the whole bot (issue 18): a 100,000-character web chat /translate of each
// shape that used to segment in quadratic time, while /healthz is asked every 20 ms. Prints how
// long each answer took, the bot's worst event-loop delay and the slowest /healthz meanwhile (the
// bar: under 200 ms). The bot runs in this process, as in the tests.
// `npx tsx bench/long-text.ts`
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { type Harness, startHarness } from '../test/integration/bot/harness.js';

const SHAPES: Record<string, string> = {
  words: 'hello world '.repeat(8_333),
  'one letter': 'a'.repeat(100_000),
  'a.a.a.': 'a.'.repeat(50_000),
  'unclosed <@': '<@a'.repeat(33_333),
  'words again': 'hello world '.repeat(8_333),
};

async function slowestHealthz(h: Harness, until: Promise<unknown>): Promise<number> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  let slowest = 0;
  while (!done) {
    const t = performance.now();
    await fetch(`${h.url}/healthz`).then((r) => r.text());
    slowest = Math.max(slowest, performance.now() - t);
    await new Promise((r) => setTimeout(r, 20));
  }
  return slowest;
}

export async function run(): Promise<void> {
  const h = await startHarness();
  try {
    // warm up (the first command loads code and opens connections): not a figure
    const { body: first } = await h.post({
      workspace: 'bench',
      channel: 'warm',
      user: 'asha',
      text: '/translate to hi hello',
    });
    await h.waitFor('bench', 'warm', (msgs) => msgs.find((m) => m.bot && m.replyTo === first.id));
    for (const [name, body] of Object.entries(SHAPES)) {
      const text = `/translate to hi ${body}`.slice(0, 100_000);
      const t = performance.now();
      const loop = monitorEventLoopDelay({ resolution: 5 });
      loop.enable();
      const answered = (async () => {
        const channel = name.replace(/[^a-z]/g, '-');
        const { body: posted } = await h.post({ workspace: 'bench', channel, user: 'asha', text });
        return h.waitFor('bench', channel, (msgs) => msgs.find((m) => m.bot && m.replyTo === posted.id), {
          timeoutMs: 120_000,
        });
      })();
      const healthz = await slowestHealthz(h, answered);
      const reply = await answered;
      loop.disable();
      console.log(
        `${name.padEnd(12)} answered in ${(performance.now() - t).toFixed(0).padStart(5)} ms; ` +
          `event-loop delay max ${(loop.max / 1e6).toFixed(1)} ms; slowest /healthz ${healthz.toFixed(1)} ms; ` +
          `"${reply.text.slice(0, 60)}…"`,
      );
    }
  } finally {
    await h.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
