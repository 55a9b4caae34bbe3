// A loopback HTTP proxy in front of the local API for the reliability tests: it counts what it
// forwards and, when told, answers 500 or never answers at all (a hang past the client's timeout).
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { Socket } from 'node:net';

export type Fault = 'pass' | 'fail' | 'hang';

export interface FaultProxy {
  url: string;
  /** every request seen, in order, with what was done to it */
  seen: { method: string; path: string; fault: Fault; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), so a failing run can be replayed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function startFaultProxy(
  target: string,
  decide: (req: { method: string; path: string }) => Fault = () => 'pass',
  /** how long to hold a passed request before forwarding it: an API slow enough to be caught mid-call */
  opts: { delayMs?: (req: { method: string; path: string }) => number } = {},
): Promise<FaultProxy> {
  const to = new URL(target);
  const seen: FaultProxy['seen'] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const info = { method: req.method ?? 'GET', path: req.url ?? '/' };
    const fault = decide(info);
    seen.push({ ...info, fault, headers: req.headers });
    if (fault === 'hang') {
      req.resume(); // read the body, never answer
      return;
    }
    if (fault === 'fail') {
      req.resume();
      req.on('end', () => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'injected fault' }));
      });
      return;
    }
    const forward = () => {
      const upstream = request(
        { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    const delay = opts.delayMs?.(info) ?? 0;
    if (delay > 0) {
      req.pause();
      setTimeout(forward, delay);
    } else forward();
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    seen,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
