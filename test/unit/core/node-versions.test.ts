// The Node versions the README promises: dubash's own `engines` takes them and the Node running the
// tests; on 22.13+ and 24 every locked dependency's `engines` is met (npm ci warns about none), and
// on Node 20 the dependencies that warn are exactly the ones the README's line names.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const PKG = JSON.parse(read('package.json')) as { engines: { node: string } };
const LOCK = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
};
const README = read('README.md');

type Version = [number, number, number];
const parse = (v: string): Version => {
  const [a = 0, b = 0, c = 0] = v
    .replace(/^v/, '')
    .split('.')
    .map((x) => (/^\d+$/.test(x) ? Number(x) : 0));
  return [a, b, c];
};
const cmp = (x: Version, y: Version) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2];

/** The `engines` range forms the lock holds: `>=`, `>`, `<`, `<=`, `^`, bare or `x` versions, `||`. */
function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  return range.split('||').some((part) =>
    part
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .split(/\s+/)
      .every((c) => {
        const m = /^(>=|<=|>|<|\^|~|=)?(.*)$/.exec(c);
        const op = m?.[1] ?? '';
        const raw = m?.[2] ?? '';
        const want = parse(raw);
        if (op === '>=') return cmp(v, want) >= 0;
        if (op === '>') return cmp(v, want) > 0;
        if (op === '<') return cmp(v, want) < 0;
        if (op === '<=') return cmp(v, want) <= 0;
        if (op === '^') return cmp(v, want) >= 0 && v[0] === want[0];
        if (op === '~') return cmp(v, want) >= 0 && v[0] === want[0] && v[1] === want[1];
        // a bare or x version: the parts given must match
        const given = raw.split('.').filter((x) => /^\d+$/.test(x)).length;
        return v.slice(0, given).every((n, i) => n === want[i]);
      }),
  );
}

/** Locked packages (by name) whose engines the version does not meet. */
function refusing(version: string): string[] {
  const names = new Set<string>();
  for (const [path, entry] of Object.entries(LOCK.packages)) {
    const node = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
    if (path && node && !satisfies(version, node)) names.add(path.split('node_modules/').at(-1) ?? path);
  }
  return [...names].sort();
}

it("dubash's engines take Node 20.12+, 22.13+ and 24, and the Node running this", () => {
  for (const v of ['20.12.0', '22.13.0', '24.0.0', process.versions.node])
    expect(satisfies(v, PKG.engines.node), v).toBe(true);
  for (const v of ['18.20.0', '20.11.1', '22.12.0']) expect(satisfies(v, PKG.engines.node), v).toBe(false);
});

it('on Node 22.13 and 24, no locked dependency refuses the version (npm ci prints no EBADENGINE)', () => {
  expect(refusing('22.13.0')).toEqual([]);
  expect(refusing('24.0.0')).toEqual([]);
});

it("on Node 20, the dependencies that warn are the ones the README's Node line names", () => {
  const line = README.slice(
    README.indexOf('**Node versions.**'),
    README.indexOf('The engines and the private Redis'),
  );
  const warned = refusing('20.20.0');
  expect(warned.length).toBeGreaterThan(0);
  for (const name of warned) expect(line).toContain(name);
  expect(line).toContain(`${warned.length === 5 ? 'five' : warned.length} dependencies`);
});
