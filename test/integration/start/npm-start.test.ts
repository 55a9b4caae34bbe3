// `npm start` as a person meets it on a fresh Debian machine: in a real terminal (a pty made by
// util-linux `script`) it names the missing Debian packages, asks, installs them with apt-get, and
// logs readable lines; without a terminal it logs JSON, asks nothing, and installs only with
// DUBASH_INSTALL_PACKAGES=1. The machine's packages are all installed, so `dpkg-query` and `apt-get`
// are stand-ins on PATH that keep an installed-packages file (apt must not really run in a test);
// everything else (redis-server, the local API, the engines, the web server) is real.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPackages } from '../../../src/setup/packages.js';

const ROOT = new URL('../../../', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const MAIN = join(ROOT, 'src/main.ts');
const MISSING = ['espeak-ng', 'pocketsphinx'];
const SUDO = process.getuid?.() === 0 ? '' : 'sudo ';
let dir: string;

const DPKG_QUERY = `#!/bin/sh
# stand-in: answers from $FAKE_APT_STATE (one installed package per line)
status=0
for arg in "$@"; do
  case "$arg" in -*) continue ;; esac
  if grep -qx "$arg" "$FAKE_APT_STATE"; then printf '%s\\tii \\n' "$arg"
  else echo "dpkg-query: no packages found matching $arg" >&2; status=1; fi
done
exit $status
`;
const APT_GET = `#!/bin/sh
# stand-in: records the call; "install" marks its packages installed
echo "apt-get $*" >> "$FAKE_APT_LOG"
if [ "$1" = install ]; then
  for arg in "$@"; do case "$arg" in install|-*) ;; *) echo "$arg" >> "$FAKE_APT_STATE" ;; esac; done
fi
`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dubash-npm-start-'));
  await mkdir(join(dir, 'bin'));
  await writeFile(join(dir, 'bin/dpkg-query'), DPKG_QUERY);
  await writeFile(join(dir, 'bin/apt-get'), APT_GET);
  await chmod(join(dir, 'bin/dpkg-query'), 0o755);
  await chmod(join(dir, 'bin/apt-get'), 0o755);
  // not root: dubash goes through sudo, which here just runs the stand-in
  await writeFile(join(dir, 'bin/sudo'), '#!/bin/sh\nexec "$@"\n');
  await chmod(join(dir, 'bin/sudo'), 0o755);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

interface Run {
  child: ChildProcessWithoutNullStreams;
  output(): string;
  waitFor(re: RegExp, timeoutMs?: number): Promise<string>;
  stop(): Promise<number | null>;
}

/** `npm start` (tsx src/main.ts) with a fresh data dir, 2 of the packages "missing". */
async function start(name: string, opts: { tty: boolean; env?: NodeJS.ProcessEnv }): Promise<Run> {
  const state = join(dir, `${name}.installed`);
  await writeFile(
    state,
    `${startPackages()
      .filter((p) => !MISSING.includes(p))
      .join('\n')}\n`,
  );
  const env = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !/^(REVERIE_|REDIS_URL|LOG_|NO_COLOR)/.test(k)),
    ),
    PATH: `${join(dir, 'bin')}:${process.env.PATH}`,
    PORT: '0',
    DATA_DIR: join(dir, `${name}-data`),
    FAKE_APT_STATE: state,
    FAKE_APT_LOG: join(dir, `${name}.apt-log`),
    ...opts.env,
  };
  const child = opts.tty
    ? spawn('script', ['-qefc', `${TSX} ${MAIN}`, '/dev/null'], { cwd: ROOT, env })
    : spawn(TSX, [MAIN], { cwd: ROOT, env });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    out += d;
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // what a person reads: colours and carriage returns of the terminal left out
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escapes
  const plain = () => out.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').replace(/\r/g, '');
  return {
    child,
    output: plain,
    async waitFor(re, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const m = re.exec(plain());
        if (m) return m[0];
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`timed out waiting for ${re}; output:\n${plain()}`);
    },
    async stop() {
      // Ctrl+C in the terminal; SIGTERM otherwise
      if (opts.tty) child.stdin.write('\u0003');
      else child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

const aptLog = (name: string) => readFile(join(dir, `${name}.apt-log`), 'utf8').catch(() => '');

describe('npm start on a fresh Debian machine', () => {
  it('in a terminal: names what is missing, installs it when the person says yes, logs readable lines', async () => {
    const run = await start('tty', { tty: true });
    try {
      await run.waitFor(
        new RegExp(
          `Install them now \\(${SUDO}apt-get install -y --no-install-recommends espeak-ng pocketsphinx\\)\\? \\[Y/n\\] `,
        ),
      );
      expect(run.output()).toMatch(
        /^\d\d:\d\d:\d\d WARN {2}missing Debian packages: espeak-ng pocketsphinx$/m,
      );
      run.child.stdin.write('y\n');
      await run.waitFor(/^\d\d:\d\d:\d\d INFO {2}dubash is running: open http:\/\/127\.0\.0\.1:\d+\/$/m);
      expect(await aptLog('tty')).toBe(
        'apt-get update -q\napt-get install -y -q --no-install-recommends espeak-ng pocketsphinx\n',
      );
      expect(run.output()).toMatch(/^\d\d:\d\d:\d\d INFO {2}Debian packages installed$/m);
      // no raw JSON log line reaches the terminal
      expect(run.output()).not.toMatch(/^\{"level"/m);
    } finally {
      // Ctrl+C reaches tsx and node both (one terminal process group); tsx relays it too, and a
      // second SIGINT means "exit now" (130): either way it stops
      expect([0, 130]).toContain(await run.stop());
    }
  }, 120_000);

  it('without a terminal: JSON lines, nothing asked or installed, the command to run is given', async () => {
    const run = await start('pipe', { tty: false });
    try {
      await run.waitFor(/dubash is running/);
      const lines = run
        .output()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { msg: string });
      expect(lines.map((l) => l.msg)).toContain('missing Debian packages: espeak-ng pocketsphinx');
      expect(lines.map((l) => l.msg)).toContain(
        `without them parts of dubash will not work; install them with: ${SUDO}apt-get install -y --no-install-recommends espeak-ng pocketsphinx (or start with DUBASH_INSTALL_PACKAGES=1 to let dubash do it)`,
      );
      expect(await aptLog('pipe')).toBe('');
    } finally {
      await run.stop();
    }
  }, 120_000);

  it('DUBASH_INSTALL_PACKAGES=1: installs unattended', async () => {
    const run = await start('unattended', { tty: false, env: { DUBASH_INSTALL_PACKAGES: '1' } });
    try {
      await run.waitFor(/dubash is running/);
      expect(await aptLog('unattended')).toContain(
        'apt-get install -y -q --no-install-recommends espeak-ng pocketsphinx',
      );
      expect(run.output()).toContain('"msg":"Debian packages installed"');
    } finally {
      await run.stop();
    }
  }, 120_000);
});
