// `npm start` reads .env in the folder it is started from: PORT there is the port it listens on
// (nothing in the environment says so), and a variable set in the environment wins over the file.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const MAIN = join(ROOT, 'src/main.ts');
let dir: string;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dubash-dotenv-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('PORT set in .env is the port npm start listens on', async () => {
  const port = await freePort();
  await writeFile(
    join(dir, '.env'),
    `# written by the test\nPORT=${port}\nDATA_DIR=${join(dir, 'data')}\nLOG_FORMAT=pretty\nLOG_LEVEL=error\n`,
  );
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^(PORT|HOST|DATA_DIR|REVERIE_|REDIS_URL|LOG_|TELEGRAM_|SLACK_|DISCORD_)/.test(k),
    ),
  );
  // LOG_LEVEL in the environment (info) wins over the file's (error): the start-up line shows.
  const child = spawn(TSX, [MAIN], {
    cwd: dir,
    env: { ...env, LOG_LEVEL: 'info', DUBASH_INSTALL_PACKAGES: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    out += d;
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    for (let i = 0; i < 600 && !/dubash is running/.test(out); i++)
      await new Promise((r) => setTimeout(r, 100));
    // readable lines (LOG_FORMAT=pretty from the file) at info (the environment's LOG_LEVEL won)
    expect(out).toMatch(new RegExp(`INFO {2}dubash is running: open http://127\\.0\\.0\\.1:${port}/`));
    expect(out).toMatch(/INFO {2}read 3 setting\(s\) from .*\.env/);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
  } finally {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  }
}, 90_000);
