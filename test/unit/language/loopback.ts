// A real node:http server on loopback for the client's unit tests: it records every request
// (method, URL, headers, body) and counts TCP connections, and answers with a handler per test.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLanguageClient } from '../../../src/language/client.js';
import type { ClientConfig, LanguageClient } from '../../../src/language/types.js';

export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type Handler = (req: RecordedRequest, res: ServerResponse, raw: IncomingMessage) => unknown;

export interface Loopback {
  url: string;
  requests: RecordedRequest[];
  connections: () => number;
  setHandler(handler: Handler): void;
  close(): Promise<void>;
}

export async function startLoopback(initial: Handler = (_req, res) => res.end('{}')): Promise<Loopback> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  let connections = 0;
  const server = createServer((raw, res) => {
    const chunks: Buffer[] = [];
    raw.on('data', (c: Buffer) => chunks.push(c));
    raw.on('end', () => {
      const url = new URL(raw.url ?? '/', 'http://x');
      const rec: RecordedRequest = {
        method: raw.method ?? '',
        url: raw.url ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: raw.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(rec);
      void Promise.resolve(handler(rec, res, raw)).catch((err) => {
        res.statusCode = 599;
        res.end(String(err));
      });
    });
  });
  server.on('connection', () => {
    connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    connections: () => connections,
    setHandler(h) {
      handler = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export const API_KEY = '0123456789abcdef0123456789abcdef01234567';
export const APP_ID = 'com.example.dubash-test';

export function clientFor(server: Loopback, extra: Partial<ClientConfig> = {}): LanguageClient {
  return createLanguageClient({
    baseUrl: `${server.url}/`,
    wsUrl: server.url.replace('http', 'ws'),
    apiKey: API_KEY,
    appId: APP_ID,
    timeoutMs: 2000,
    deadlineMs: 5000,
    retries: 3,
    backoffMs: 10,
    pollIntervalMs: 10,
    ...extra,
  });
}

/** Parses a recorded multipart body with the platform's own parser. */
export async function formOf(req: RecordedRequest): Promise<FormData> {
  return new Response(new Uint8Array(req.body), {
    headers: { 'content-type': String(req.headers['content-type']) },
  }).formData();
}
