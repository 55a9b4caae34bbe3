// Shared by the local API integration tests: a server on a free port, credential headers, audio
// fixtures from Debian's pocketsphinx-testdata, multipart forms.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { wavFromPcm16kMono } from '../../../src/language/audio.js';
import type { LocalApi, LocalApiAccount, LocalApiOptions } from '../../../src/local-api/server.js';
import { startLocalApi } from '../../../src/local-api/server.js';

/** A parsed JSON reply: its shape is what each test asserts. */
// biome-ignore lint/suspicious/noExplicitAny: replies of many shapes, checked by the assertions
export type Json = any;

export const GOFORWARD_RAW = '/usr/share/pocketsphinx/test/data/goforward.raw';

export function account(over: Partial<LocalApiAccount> = {}): LocalApiAccount {
  return {
    name: 'test',
    apiKey: 'key-0123456789',
    appId: 'app-1',
    apps: ['*'],
    languages: ['*'],
    credits: { characters: null, audioSeconds: null },
    expiresAt: null,
    ...over,
  };
}

export interface TestApi {
  api: LocalApi;
  url: string;
  /** REV-API-KEY / REV-APP-ID of the dev account */
  creds: Record<string, string>;
}

export async function startApi(opts: LocalApiOptions = {}): Promise<TestApi> {
  const api = await startLocalApi({ logger: false, ...opts });
  const dev = api.devAccount;
  const creds: Record<string, string> = dev ? { 'REV-API-KEY': dev.apiKey, 'REV-APP-ID': dev.appId } : {};
  return { api, url: api.url, creds };
}

export function credsOf(a: LocalApiAccount): Record<string, string> {
  return { 'REV-API-KEY': a.apiKey, 'REV-APP-ID': a.appId };
}

export function pcm16kRaw(): Buffer {
  return readFileSync(GOFORWARD_RAW);
}

export const wav16k = wavFromPcm16kMono;

export function form(fields: Record<string, string>, files: Record<string, [Buffer, string]> = {}): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  for (const [k, [data, name]] of Object.entries(files)) fd.set(k, new Blob([new Uint8Array(data)]), name);
  return fd;
}

export async function post(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ status: number; body: Json; raw: Buffer; type: string | null }> {
  const isForm = body instanceof FormData;
  const res = await fetch(url, {
    method: 'POST',
    headers:
      isForm || typeof body === 'string' ? headers : { 'content-type': 'application/json', ...headers },
    body: isForm || typeof body === 'string' ? (body as FormData | string) : JSON.stringify(body),
  });
  return read(res);
}

export async function get(url: string, headers: Record<string, string>) {
  return read(await fetch(url, { headers }));
}

async function read(res: Response) {
  const raw = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type');
  let body: Json = raw.toString('utf8');
  if (type?.includes('json')) body = JSON.parse(body);
  return { status: res.status, body, raw, type };
}

/** HTTP status of a WebSocket handshake: 101 when accepted. */
export function handshakeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => {
      ws.close();
      resolve(101);
    });
    ws.on('error', (err) => (err.message.includes('Unexpected server response') ? undefined : reject(err)));
  });
}
