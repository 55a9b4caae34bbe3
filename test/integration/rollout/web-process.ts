// Real web processes for the rollout tests: `npm start`'s entry (src/main.ts through tsx, as the
// Dockerfile runs it) as a child process with its own environment, on a free loopback port.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { LocalApi } from '../../../src/local-api/server.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../../../src/main.ts', import.meta.url));

export interface WebProcess {
  /** http://127.0.0.1:PORT */
  url: string;
  child: ChildProcess;
  /** the exit code (null when killed by a signal) */
  exited: Promise<number | null>;
  output(): string;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/** The variables that point a process at the test's Redis and API (through `apiUrl`, a proxy maybe). */
export function backingEnv(redisUrl: string, api: LocalApi, apiUrl = api.url): Record<string, string> {
  const dev = api.devAccount;
  if (!dev) throw new Error('the local API has no development account');
  return {
    REDIS_URL: redisUrl,
    REVERIE_BASE_URL: apiUrl,
    REVERIE_WS_URL: api.wsUrl,
    REVERIE_API_KEY: dev.apiKey,
    REVERIE_APP_ID: dev.appId,
  };
}

/** Starts a web process (WORKERS=0 unless given) and waits until /readyz says ready. */
export async function startWebProcess(env: Record<string, string>): Promise<WebProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      WORKERS: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (;;) {
    if (gone) throw new Error(`the web process exited while starting:\n${out}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the web process was not ready within 60 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, child, exited, output: () => out };
}

/** Posts a web chat message as `user` (no sign-in: loopback). */
export function post(
  url: string,
  body: { workspace: string; channel: string; user: string; text: string; clientId?: string },
): Promise<Response> {
  return fetch(`${url}/local/api/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
