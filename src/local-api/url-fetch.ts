// Fetches the audio a file-STT request names with `file_url` (the Python SDK's
// `stt_file(file_url=…)`) under the limits an upload has: http/https only, a size cap, a time limit,
// at most 3 redirects (each checked again), and no private, loopback or link-local address unless
// the account allows it. The address is checked where the connection is made (the socket's own
// DNS lookup), so a name cannot resolve to a public address first and a private one later.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { formatBytes } from './limits.js';

export interface UrlFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  allowPrivate: boolean;
}

/** A `file_url` that cannot be used; the message says why, for the caller. */
export class UrlFetchError extends Error {
  override name = 'UrlFetchError';
}

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return PRIVATE.check(mapped[1], 'ipv4');
  return PRIVATE.check(address, 'ipv6');
}

/** A DNS lookup that refuses private addresses (used by the socket itself). */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = (addresses as LookupAddress[]).filter((a) => allowPrivate || !isPrivateAddress(a.address));
      const first = list[0];
      if (!first) {
        return callback(
          new UrlFetchError(
            'file_url points to a private or loopback address, which this account may not fetch',
          ),
          '',
          0,
        );
      }
      if ((options as { all?: boolean }).all)
        return (callback as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, first.address, first.family);
    });
  };
}

export async function fetchFileUrl(raw: string, opts: UrlFetchOptions): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UrlFetchError('file_url is not a valid URL: send an http:// or https:// address');
  }
  const deadline = Date.now() + opts.timeoutMs;
  for (let redirects = 0; ; redirects++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new UrlFetchError('file_url must be an http:// or https:// address');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !opts.allowPrivate && isPrivateAddress(host)) {
      throw new UrlFetchError(
        'file_url points to a private or loopback address, which this account may not fetch',
      );
    }
    const res = await get(url, opts, deadline);
    if (res.redirect) {
      if (redirects >= 3) throw new UrlFetchError('file_url redirects more than 3 times');
      url = new URL(res.redirect, url);
      continue;
    }
    return res.body as Buffer;
  }
}

function get(
  url: URL,
  opts: UrlFetchOptions,
  deadline: number,
): Promise<{ redirect?: string; body?: Buffer }> {
  const left = deadline - Date.now();
  if (left <= 0) return Promise.reject(new UrlFetchError(timeoutMessage(opts)));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, { lookup: guardedLookup(opts.allowPrivate), timeout: left }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        return resolve({ redirect: res.headers.location });
      }
      if (status !== 200) {
        res.resume();
        return reject(
          new UrlFetchError(`file_url answered HTTP ${status}: it must answer 200 with the audio`),
        );
      }
      const declared = Number(res.headers['content-length']);
      if (declared > opts.maxBytes) {
        res.destroy();
        return reject(new UrlFetchError(sizeMessage(opts)));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > opts.maxBytes) {
          res.destroy();
          reject(new UrlFetchError(sizeMessage(opts)));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ body: Buffer.concat(chunks) }));
      res.on('error', () => reject(new UrlFetchError('file_url: the download broke off')));
    });
    const timer = setTimeout(() => req.destroy(new UrlFetchError(timeoutMessage(opts))), left);
    req.on('close', () => clearTimeout(timer));
    req.on('timeout', () => req.destroy(new UrlFetchError(timeoutMessage(opts))));
    req.on('error', (err) =>
      reject(
        err instanceof UrlFetchError
          ? err
          : new UrlFetchError(`file_url could not be fetched (${codeOf(err)})`),
      ),
    );
  });
}

function codeOf(err: Error): string {
  return (err as NodeJS.ErrnoException).code ?? 'network error';
}
function sizeMessage(opts: UrlFetchOptions): string {
  return `file_url: the file exceeds the limit of ${formatBytes(opts.maxBytes)}; send a smaller file`;
}
function timeoutMessage(opts: UrlFetchOptions): string {
  return `file_url: the download took longer than ${Math.round(opts.timeoutMs / 1000)} s`;
}
