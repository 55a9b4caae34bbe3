// `npm start` on a fresh Debian/Ubuntu machine: the system packages the engines and the private
// Redis need are listed in scripts/debian-packages.txt (above its "[tests]" line; .ci/run reads the
// same file). What is missing is named, and installed with apt-get (through sudo when not root)
// when the person says yes on a terminal, or unattended with DUBASH_INSTALL_PACKAGES=1.
// Elsewhere (macOS, other Linux) nothing is installed: the per-tool lines say what is missing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import type { Logger } from 'pino';
import { onPath } from '../server/system-tools.js';

const LIST = new URL('../../scripts/debian-packages.txt', import.meta.url);

/** The packages `npm start` needs: the list's lines above "# [tests]", comments left out. */
export function startPackages(text = readFileSync(LIST, 'utf8')): string[] {
  const head = text.split(/^#\s*\[tests\].*$/m)[0] ?? '';
  return head
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

export interface SetupIo {
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/** Whether this is a machine apt-get manages. */
export function isDebian(env: NodeJS.ProcessEnv = process.env): boolean {
  return existsSync('/etc/debian_version') && hasCommand('dpkg-query', env) && hasCommand('apt-get', env);
}

const hasCommand = (command: string, env: NodeJS.ProcessEnv) => onPath(command, env.PATH);

/** The packages of `wanted` dpkg does not have installed. */
export function missingPackages(wanted: string[], env: NodeJS.ProcessEnv = process.env): string[] {
  if (wanted.length === 0) return [];
  // dpkg-query's own format fields, not a template
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query fields
  const format = '-f=${Package}\\t${db:Status-Abbrev}\\n';
  const res = spawnSync('dpkg-query', ['-W', format, ...wanted], {
    env,
    encoding: 'utf8',
  });
  const installed = new Set(
    (res.stdout ?? '')
      .split('\n')
      .filter((l) => /\tii\s*$/.test(l))
      .map((l) => l.split('\t')[0]),
  );
  return wanted.filter((p) => !installed.has(p));
}

const isRoot = () => process.getuid?.() === 0;

/** The command line that installs `packages`, as the person would type it. */
export function installCommand(packages: string[]): string {
  return `${isRoot() ? '' : 'sudo '}apt-get install -y --no-install-recommends ${packages.join(' ')}`;
}

function run(argv: string[], io: SetupIo): Promise<number> {
  const [cmd, ...args] = (isRoot() ? argv : ['sudo', ...argv]) as [string, ...string[]];
  return new Promise((resolve) => {
    // apt-get's own progress goes to the terminal; sudo may ask for a password there
    const child = spawn(cmd, args, {
      env: { ...io.env, DEBIAN_FRONTEND: 'noninteractive' },
      stdio: ['inherit', 'inherit', 'inherit'],
    });
    child.on('error', () => resolve(127));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function ask(question: string, io: SetupIo): Promise<boolean> {
  const rl = createInterface({ input: io.stdin, output: io.stdout });
  try {
    const answer = (await rl.question(question)).trim().toLowerCase();
    return answer === '' || answer === 'y' || answer === 'yes';
  } finally {
    rl.close();
  }
}

/**
 * Checks the start-up packages and installs the missing ones when allowed. Never throws: a machine
 * without them still starts, and each missing tool is then reported by name.
 * Returns the packages still missing.
 */
export async function ensurePackages(io: SetupIo, list?: string[]): Promise<string[]> {
  if (!isDebian(io.env)) return [];
  let wanted: string[];
  try {
    wanted = list ?? startPackages();
  } catch {
    return []; // no list beside the code (an image that copies only what runs): nothing to check
  }
  let missing = missingPackages(wanted, io.env);
  if (missing.length === 0) return [];
  io.log.warn(`missing Debian packages: ${missing.join(' ')}`);
  const choice = io.env.DUBASH_INSTALL_PACKAGES?.trim();
  const interactive = io.stdin.isTTY === true && io.stdout.isTTY === true;
  if (!isRoot() && !hasCommand('sudo', io.env)) {
    io.log.warn(`install them as root: ${installCommand(missing)}`);
    return missing;
  }
  let consent = choice === '1';
  if (choice !== '0' && choice !== '1' && interactive) {
    // a terminal closed before the answer counts as no
    consent = await ask(`Install them now (${installCommand(missing)})? [Y/n] `, io).catch(() => false);
  }
  if (!consent) {
    io.log.warn(
      `without them parts of dubash will not work; install them with: ${installCommand(missing)}` +
        (interactive ? '' : ' (or start with DUBASH_INSTALL_PACKAGES=1 to let dubash do it)'),
    );
    return missing;
  }
  io.log.info(`installing ${missing.join(' ')} with apt-get`);
  // A fresh machine's package lists may be empty or stale: refresh them first.
  const updated = await run(['apt-get', 'update', '-q'], io);
  const code =
    updated === 0
      ? await run(['apt-get', 'install', '-y', '-q', '--no-install-recommends', ...missing], io)
      : updated;
  missing = missingPackages(wanted, io.env);
  if (code !== 0 || missing.length)
    io.log.error(
      `apt-get did not install everything (exit code ${code}); still missing: ${missing.join(' ')}`,
    );
  else io.log.info('Debian packages installed');
  return missing;
}
