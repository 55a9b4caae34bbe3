// Fetches the audio a file-STT request names with `file_url` (the Python SDK's
// `stt_file(file_url=…)`) under the limits an upload has: http/https only, a size cap, a time limit,
// at most 3 redirects (each checked again), and no private, loopback or link-local address unless
// the account allows it. The address is checked where the connection is made (the socket's own
// DNS lookup), so a name cannot resolve to a public address first and a private one later, and
// whatever its family: an IPv6 address that carries a private IPv4 one (`[::127.0.0.1]`,
// `[64:ff9b::7f00:1]`, `[::ffff:0:7f00:1]`) is as private as that one.
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
  ['100::', 64], // discard
  ['2001::', 32], // Teredo: tunnels to an IPv4 address it hides
  ['2001:db8::', 32], // documentation
  ['64:ff9b:1::', 48], // local-use NAT64
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10], // site-local (deprecated, still routed on some networks)
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

/** The 16 bytes of an IPv6 address (`::`, a zone and a trailing dotted IPv4 allowed). */
export function ipv6Bytes(address: string): Uint8Array | undefined {
  let text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    if (isIP(dotted) !== 4) return undefined;
    const [a, b, c, d] = dotted.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  const bytes = new Uint8Array(16);
  for (const [i, group] of all.entries()) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return undefined;
    const value = Number.parseInt(group, 16);
    bytes[2 * i] = value >> 8;
    bytes[2 * i + 1] = value & 0xff;
  }
  return bytes;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);
const v4At = (bytes: Uint8Array, at: number) => Array.from(bytes.subarray(at, at + 4)).join('.');

/**
 * The IPv4 address an IPv6 one carries, where the network may deliver it to that IPv4 address:
 * IPv4-compatible `::a.b.c.d`, mapped `::ffff:a.b.c.d`, translated `::ffff:0:a.b.c.d`, NAT64
 * `64:ff9b::a.b.c.d` and 6to4 `2002:aabb:ccdd::`.
 */
export function embeddedIpv4(bytes: Uint8Array): string | undefined {
  const zeros = (n: number) => Array<number>(n).fill(0);
  if (startsWith(bytes, zeros(12))) return v4At(bytes, 12);
  if (startsWith(bytes, [...zeros(10), 0xff, 0xff])) return v4At(bytes, 12);
  if (startsWith(bytes, [...zeros(8), 0xff, 0xff, 0, 0])) return v4At(bytes, 12);
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, ...zeros(8)])) return v4At(bytes, 12);
  if (startsWith(bytes, [0x20, 0x02])) return v4At(bytes, 2);
  return undefined;
}

/**
 * Whether an address (IPv4 or IPv6, in any spelling) is private, loopback, link-local or the like,
 * or one that reaches such an IPv4 address. Whatever cannot be read counts as private.
 */
export function isPrivateAddress(address: string): boolean {
  const host = address.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  if (family === 4) return PRIVATE.check(host, 'ipv4');
  if (family !== 6) return true;
  const bytes = ipv6Bytes(host);
  if (!bytes) return true;
  const v4 = embeddedIpv4(bytes);
  if (v4 !== undefined && PRIVATE.check(v4, 'ipv4')) return true;
  return PRIVATE.check(host.replace(/%.*$/, ''), 'ipv6');
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
