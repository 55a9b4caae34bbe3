// Requests in the shapes the real service's public clients send them, written from the facts in
// issue 12 and the field notes (not copied from any SDK): hand-built multipart bodies with the
// Android SDK's `*****` boundary, credential headers in the spellings clients use, and responses
// read the way those clients read them (`message`, numeric `status`, JSON refusals).
import { readFileSync } from 'node:fs';
import { wavFromPcm16kMono } from '../../src/language/audio.js';
import { type LocalApi, type LocalApiOptions, startLocalApi } from '../../src/local-api/server.js';

// biome-ignore lint/suspicious/noExplicitAny: replies of many shapes, checked by the assertions
export type Json = any;

export const GOFORWARD_RAW = '/usr/share/pocketsphinx/test/data/goforward.raw';
export const goforwardPcm = (): Buffer => readFileSync(GOFORWARD_RAW);
export const goforwardWav = (): Buffer => wavFromPcm16kMono(goforwardPcm());

export interface Api {
  api: LocalApi;
  /** base URL with its trailing slash, as clients configure it */
  base: string;
  key: string;
  appId: string;
}

export async function startApi(opts: LocalApiOptions = {}): Promise<Api> {
  const api = await startLocalApi({ logger: false, ...opts });
  const dev = api.devAccount as { apiKey: string; appId: string };
  return { api, base: api.url, key: dev?.apiKey ?? '', appId: dev?.appId ?? '' };
}

/** The credential headers as the Android SDK spells them (case differs between clients). */
export function androidHeaders(api: Api, appName: string, extra: Record<string, string> = {}) {
  return { 'REV-API-KEY': api.key, 'REV-APP-ID': api.appId, 'REV-APPNAME': appName, ...extra };
}
/** The JavaScript SDK's spelling: lower case. */
export function jsHeaders(api: Api, appName: string, extra: Record<string, string> = {}) {
  return { 'rev-api-key': api.key, 'rev-app-id': api.appId, 'rev-appname': appName, ...extra };
}

export const BOUNDARY = '*****';

/** A multipart body with the `*****` boundary, built by hand the way HttpURLConnection clients do. */
export function starBoundaryBody(
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; filename: string; type?: string }> = {},
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

export const STAR_CONTENT_TYPE = `multipart/form-data;boundary=${BOUNDARY}`;

/** What a client gets back: status, the body parsed as JSON when it is JSON, the raw bytes. */
export async function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer | FormData },
): Promise<{ status: number; type: string; body: Json; raw: Buffer }> {
  const res = await fetch(url, {
    method: init.method ?? 'POST',
    headers: init.headers,
    body: Buffer.isBuffer(init.body) ? new Uint8Array(init.body) : init.body,
  });
  const raw = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  let body: Json = raw.toString('utf8');
  if (type.includes('json')) body = JSON.parse(body);
  return { status: res.status, type, body, raw };
}

/** How the clients read an error: `message` first, and a numeric `status`. */
export function clientErrorText(body: Json): { message: string; status: number } {
  return { message: body.message, status: body.status };
}
