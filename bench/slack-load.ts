// The other side of `npm run bench -- slack`, in a process of its own so that its CPU is not the
// bot's: the Slack emulator (Web API answering at once) and the load generator. Protocol on
// stdio, one JSON line each way: it prints {apiUrl, token, signingSecret}; it reads
// {eventsUrl, channel, members, pool, rate, seconds}; it prints the figures and exits.

import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { SlackEmulator } from '../test/fakes/slack-emulator.js';

interface Plan {
  eventsUrl: string;
  channel: string;
  members: string[];
  pool: string[];
  rate: number;
  seconds: number;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const emulator = await SlackEmulator.start();
const lines = createInterface({ input: process.stdin });
const next = () => new Promise<string>((resolve) => lines.once('line', resolve));
process.stdout.write(
  `${JSON.stringify({ apiUrl: emulator.apiUrl, token: emulator.token, signingSecret: emulator.signingSecret })}\n`,
);
const plan = JSON.parse(await next()) as Plan;
emulator.eventsUrl = plan.eventsUrl;
for (const id of plan.members) emulator.addUser({ id, name: id, locale: 'en-US' }, plan.channel);

const answers = () => emulator.botMessages(plan.channel).filter((m) => m.thread_ts).length;
const waitAnswers = async (n: number, ms: number) => {
  const deadline = Date.now() + ms;
  while (answers() < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return answers();
};

// Warm-up: every pool text translated once (then cached), users.info cached for each member.
const { members, pool, channel } = plan;
for (const [i, text] of pool.entries())
  await emulator.post(members[i % members.length] ?? '', text, { channel });
for (const u of members) await emulator.post(u, pool[0] ?? '', { channel });
await waitAnswers(pool.length + members.length, 120_000);
const callsBefore = emulator.calls.length;
const answersBefore = answers();

// Open loop: deliveries on schedule, whatever the answers take.
const latencies: number[] = [];
const statuses: Record<string, number> = {};
const inFlight: Promise<void>[] = [];
const start = performance.now();
let sent = 0;
while (performance.now() - start < plan.seconds * 1000) {
  const due = Math.floor(((performance.now() - start) / 1000) * plan.rate);
  while (sent < due) {
    const user = members[sent % members.length] ?? '';
    const text = pool[sent % pool.length] ?? '';
    sent += 1;
    const t0 = performance.now();
    inFlight.push(
      emulator.post(user, text, { channel }).then(
        ({ delivery }) => {
          latencies.push(performance.now() - t0);
          statuses[delivery.status] = (statuses[delivery.status] ?? 0) + 1;
        },
        () => {
          statuses.failed = (statuses.failed ?? 0) + 1;
        },
      ),
    );
  }
  await new Promise((r) => setTimeout(r, 1));
}
await Promise.all(inFlight);
const answered = (await waitAnswers(answersBefore + sent, 120_000)) - answersBefore;
const byMethod: Record<string, number> = {};
for (const c of emulator.calls.slice(callsBefore)) byMethod[c.method] = (byMethod[c.method] ?? 0) + 1;
const sorted = [...latencies].sort((a, b) => a - b);
process.stdout.write(
  `${JSON.stringify({
    sent,
    statuses,
    p50: pct(sorted, 50),
    p90: pct(sorted, 90),
    p99: pct(sorted, 99),
    max: sorted.at(-1) ?? 0,
    answered,
    byMethod,
  })}\n`,
);
await emulator.close();
process.exit(0);
