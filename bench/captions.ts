// Live captions (issue 13, "Tests and figures"), each figure with its goal:
// 1. the local engine's cost per audio second at 10 s and at 120 s into one streaming session
//    (goal: equal within 20 %) — captions-engine.ts;
// 2. simultaneous speakers the bot sustains with the API answering at once (goal ≥ 50, CPU per
//    speaker printed), and
// 3. the time from the end of an utterance to its final caption (goal p95 ≤ 300 ms of bot overhead
//    on top of the API's own latency) — captions-speakers.ts.
// The machine's load is printed before and after: other work on its two cores moves every figure.
import { loadavg } from 'node:os';
import { benchEngineStreaming, printEngineFigures } from './captions-engine.js';
import { benchSpeakers, printSpeakerFigures } from './captions-speakers.js';

const load = () =>
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(', ')}`;

export default async function run(): Promise<void> {
  console.log(`machine: ${load()}`);
  printEngineFigures(await benchEngineStreaming());
  console.log(`machine: ${load()}`);
  printSpeakerFigures(await benchSpeakers());
  console.log(`machine: ${load()}`);
}
