// Adds the lock entries of platform-specific optional packages that this machine's npm registry
// mirror does not serve (it answers 404 for other platforms' binaries, so `npm install` leaves them
// out of package-lock.json and `npm ci` then refuses the lock as out of sync). Each entry carries
// its os/cpu/libc, so npm skips it on any platform it does not fit, and resolves it by name and
// version from the registry on one it does. Run after changing dependencies:
//   npm install && node scripts/complete-lock.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const OS = [
  'android',
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'riscv64', 'ppc64', 's390x', 'loong64', 'mips64el'];

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let added = 0;
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = `${path}/node_modules/${name}`;
    if (lock.packages[key] || lock.packages[nested]) continue;
    const words = name.split(/[/-]/);
    const os = OS.filter((o) => words.includes(o) || (o === 'win32' && words.includes('windows')));
    const cpu = CPU.filter((c) => words.includes(c));
    if (!/^\d+\.\d+\.\d+/.test(spec) || os.length === 0) continue; // not a platform binary
    const entry = { version: spec, optional: true };
    if (pkg.dev) entry.dev = true;
    entry.os = os;
    if (cpu.length) entry.cpu = cpu;
    if (words.includes('musl')) entry.libc = ['musl'];
    else if (os.includes('linux') && words.includes('gnu')) entry.libc = ['glibc'];
    lock.packages[key] = entry;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lock: added ${added} platform entries`);
