// TLS for the loopback voice gateway. @discordjs/voice always dials `wss://${endpoint}?v=8` and
// passes no TLS options, and Node 20 has no way to add a trusted certificate at run time
// (tls.setDefaultCACertificates came in Node 22.15; NODE_EXTRA_CA_CERTS is read only at start-up).
// So the emulator serves a self-signed certificate made by the openssl CLI, and while it runs this
// test process accepts unverified certificates: NODE_TLS_REJECT_UNAUTHORIZED=0, which tls.connect
// reads on every connection. Only loopback servers are dialled in tests; the previous value comes
// back when the last emulator that needed it closes.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = await mkdtemp(join(tmpdir(), 'dubash-voice-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    await run('openssl', [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-days', '1'],
      ...['-keyout', key, '-out', cert],
    ]);
    return { key: await readFile(key), cert: await readFile(cert) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

let holders = 0;
let saved: string | undefined;

/** Accept the self-signed loopback certificate; call the returned function to stop. */
export function acceptSelfSignedTls(): () => void {
  if (holders++ === 0) {
    saved = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders > 0) return;
    if (saved === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = saved;
  };
}
