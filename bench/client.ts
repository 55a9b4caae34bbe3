// Client overhead per call (validate + serialise + send + parse) for a 10-sentence translation,
// against a loopback server that answers at once with a prebuilt body. The same calls made with a
// bare undici request (body pre-serialised, response not parsed) give the transport's share, and
// the difference is the client's own cost. Also counts TCP connections: keep-alive means one.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import { createLanguageClient } from '../src/language/client.js';

const CALLS = 1_000;
const WARMUP = 200;

const SENTENCES = Array.from(
  { length: 10 },
  (_, i) => `Sentence number ${i + 1} of the benchmark text asks how the weather will be tomorrow.`,
);
const RESPONSE_BODY = Buffer.from(
  JSON.stringify({
    responseList: SENTENCES.map((s, i) => ({
      inString: s,
      outString: `वाक्य ${i + 1} का अनुवाद`,
      apiStatus: 3,
    })),
    tokenConsumed: SENTENCES.join('').length,
  }),
);

/** A server that drains the request and answers with the prebuilt body; counts its connections. */
async function startAnsweringServer(): Promise<{ server: Server; url: string; connections: () => number }> {
  let connections = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': RESPONSE_BODY.length });
      res.end(RESPONSE_BODY);
    });
  });
  server.keepAliveTimeout = 60_000;
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/`, connections: () => connections };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function timeCalls(n: number, call: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

export default async function benchClient(): Promise<void> {
  const forClient = await startAnsweringServer();
  const forRaw = await startAnsweringServer();
  const client = createLanguageClient({
    baseUrl: forClient.url,
    wsUrl: forClient.url.replace('http', 'ws'),
    apiKey: 'bench-key-0000',
    appId: 'bench-app',
  });
  const viaClient = () => client.translate({ text: SENTENCES, from: 'en', to: 'hi', domain: 'generic' });

  // Baseline: the same request over a keep-alive undici agent, without the client's work.
  const agent = new Agent({ connections: 1 });
  const rawBody = JSON.stringify({ data: SENTENCES });
  const headers = {
    'content-type': 'application/json',
    'REV-API-KEY': 'bench-key-0000',
    'REV-APP-ID': 'bench-app',
    'REV-APPNAME': 'localization',
    'REV-APPVERSION': '3.0',
    src_lang: 'en',
    tgt_lang: 'hi',
    domain: 'generic',
  };
  const raw = async () => {
    const res = await request(forRaw.url, { method: 'POST', headers, body: rawBody, dispatcher: agent });
    await res.body.arrayBuffer();
  };

  try {
    const check = await viaClient();
    if (check.items.length !== SENTENCES.length) throw new Error('client parsed a wrong number of items');
    await timeCalls(WARMUP, viaClient);
    await timeCalls(WARMUP, raw);
    const rawTimes = await timeCalls(CALLS, raw);
    const beforeMeasured = forClient.connections();
    const clientTimes = await timeCalls(CALLS, viaClient);
    const duringMeasured = forClient.connections() - beforeMeasured;

    const p50 = percentile(clientTimes, 50);
    const p99 = percentile(clientTimes, 99);
    const rawP50 = percentile(rawTimes, 50);
    const rawP99 = percentile(rawTimes, 99);
    const fmt = (ms: number) => `${ms.toFixed(3)} ms`;
    console.log(`translate, 10 sentences, ${CALLS} sequential calls (after ${WARMUP} warm-up calls)`);
    console.log(`  round trip via client:   p50 ${fmt(p50)}  p99 ${fmt(p99)}`);
    console.log(`  round trip, bare undici: p50 ${fmt(rawP50)}  p99 ${fmt(rawP99)}`);
    console.log(
      `  client overhead per call: p50 ${fmt(Math.max(0, p50 - rawP50))}  p99 ${fmt(Math.max(0, p99 - rawP99))}  (target p50 ≤ 0.200 ms)`,
    );
    const seen = forClient.connections();
    console.log(
      `  TCP connections the server saw: ${seen} in all ${seen === 1 ? '(keep-alive: ok)' : '(expected 1)'}, ` +
        `${duringMeasured} opened during the ${CALLS} measured calls`,
    );
  } finally {
    await client.close();
    await agent.close();
    forClient.server.close();
    forRaw.server.close();
  }
}
