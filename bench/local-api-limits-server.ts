// The local server in a process of its own for bench/local-api-limits.ts, so the figures are the
// server's alone (the bench's client uploads and downloads would otherwise share its event loop).
// Prints one JSON line with its URL and dev credentials; on each stdin line "report" it prints the
// worst event-loop delay (ms) since the last report and the main thread's busy time.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { startLocalApi } from '../src/local-api/server.js';

const api = await startLocalApi({ port: 0, logger: false });
const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
console.log(JSON.stringify({ url: api.url, apiKey: api.devAccount?.apiKey, appId: api.devAccount?.appId }));
let elu = performance.eventLoopUtilization();
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() !== 'report') continue;
  // active: time the main thread spent running code (not idle, not in worker threads)
  const since = performance.eventLoopUtilization(elu);
  elu = performance.eventLoopUtilization();
  console.log(JSON.stringify({ loopMaxMs: histogram.max / 1e6, mainActiveMs: since.active }));
  histogram.reset();
}
await api.close();
process.exit(0);
