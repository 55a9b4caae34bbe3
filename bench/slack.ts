// Two figures of the Slack adapter (issue 10):
// 1. Ack latency of signed deliveries at POST /slack/events: the real bot (createBot, a private
//    redis-server, the Slack adapter with its Bolt receiver, the workers, the local Language
//    Services API behind a warm translation cache) in this process; the Slack emulator (Web API
//    answering at once) and the load generator in a process of their own (bench/slack-load.ts).
//    Message events are delivered open-loop at 200/s for 30 s, each timed from the request to
//    Slack's 200 (the ack), in a channel auto-translated into Hindi.
// 2. Web API calls per auto-translated message during that run, by method.
// BENCH_SLACK_RATE and BENCH_SLACK_SECONDS change the load.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import { slackConversation } from '../adapters/slack/ids.js';
import { SlackAdapter } from '../adapters/slack/index.js';
import { createBot } from '../src/bot.js';
import { createLanguageClient } from '../src/language/client.js';
import { startLocalApi } from '../src/local-api/server.js';
import { createHttpServer } from '../src/server/http.js';
import { startRedisChild } from '../src/server/redis-child.js';
import { createStores } from '../src/state/stores/index.js';

const RATE = Number(process.env.BENCH_SLACK_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SLACK_SECONDS ?? 30);
const CHANNEL = 'C0BENCH001';
const MEMBERS = Array.from({ length: 40 }, (_, i) => `U0BENCH${String(i).padStart(3, '0')}`);
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

interface Figures {
  sent: number;
  statuses: Record<string, number>;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  answered: number;
  byMethod: Record<string, number>;
}

export default async function run(): Promise<void> {
  const load = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./slack-load.ts', import.meta.url).pathname],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: load.stdout });
  const next = () => new Promise<string>((resolve) => lines.once('line', resolve));
  const slackSide = JSON.parse(await next()) as { apiUrl: string; token: string; signingSecret: string };

  const dataDir = await mkdtemp(join(tmpdir(), 'dubash-bench-slack-'));
  const redisChild = await startRedisChild({ dataDir });
  const api = await startLocalApi({ port: 0 });
  const account = api.devAccount;
  if (!account) throw new Error('no dev account');
  const language = createLanguageClient({ baseUrl: api.url, wsUrl: api.wsUrl, ...account });
  const redis = new Redis(redisChild.url);
  const errors: string[] = [];
  const slack = new SlackAdapter({
    botToken: slackSide.token,
    signingSecret: slackSide.signingSecret,
    apiUrl: slackSide.apiUrl,
    stores: createStores(redis),
    ...(process.env.BENCH_SLACK_CONCURRENCY
      ? { maxConcurrentEvents: Number(process.env.BENCH_SLACK_CONCURRENCY) }
      : {}),
    onError: (err, what) => errors.push(`${what}: ${String(err)}`),
  });
  const bot = createBot({
    redis,
    redisUrl: redisChild.url,
    language,
    adapters: [slack],
    rateLimitPerMinute: 1e9,
  });
  const app = await createHttpServer({ redis, apiBaseUrl: api.url, adapters: bot.adapters });
  await bot.start();
  await bot.startWorkers();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const eventsUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/slack/events`;
  await bot.settings.set('channel', slackConversation('T0TEAM0001', CHANNEL), {
    autoTranslate: { mode: 'languages', languages: ['hi'] },
  });

  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  load.stdin.write(
    `${JSON.stringify({ eventsUrl, channel: CHANNEL, members: MEMBERS, pool: POOL, rate: RATE, seconds: SECONDS })}\n`,
  );
  const f = JSON.parse(await next()) as Figures;
  const per = (n: number) => (n / Math.max(1, f.answered)).toFixed(3);
  const total = Object.values(f.byMethod).reduce((a, b) => a + b, 0);
  console.log(
    `deliveries: ${f.sent} at ${RATE}/s for ${SECONDS} s; HTTP statuses ${JSON.stringify(f.statuses)}`,
  );
  console.log(
    `ack latency ms: p50 ${f.p50.toFixed(1)}  p90 ${f.p90.toFixed(1)}  p99 ${f.p99.toFixed(1)}  max ${f.max.toFixed(1)}  (goal p99 ≤ 20)`,
  );
  console.log(`auto-translated answers posted: ${f.answered} of ${f.sent}`);
  console.log(
    `Web API calls per auto-translated message: ${per(total)} (${Object.entries(f.byMethod)
      .map(([m, n]) => `${m} ${per(n)}`)
      .join(', ')})`,
  );
  loop.disable();
  console.log(
    `bot event-loop delay ms: p50 ${(loop.percentile(50) / 1e6).toFixed(1)}  p99 ${(loop.percentile(99) / 1e6).toFixed(1)}  max ${(loop.max / 1e6).toFixed(1)}`,
  );
  if (errors.length) console.log(`adapter errors: ${errors.length} (first: ${errors[0]})`);

  await bot.stop();
  await app.close();
  await language.close();
  redis.disconnect();
  await api.close();
  await redisChild.stop();
  await rm(dataDir, { recursive: true, force: true });
}
