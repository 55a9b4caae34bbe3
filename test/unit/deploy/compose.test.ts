// deploy/compose.yaml (issue 21, point 5) read as Compose reads it: no Docker engine runs here, so
// the YAML is parsed (with merge keys, as Compose reads them) and the topology checked: a Redis Cluster
// of 6 nodes made into 3 masters + 3 replicas, 2 web processes and 2 workers from the Dockerfile on
// one DATA_DIR volume, the local API; every shell script parses; the dubash variables exist.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES } from '../../../src/config.js';

const FILE = new URL('../../../deploy/compose.yaml', import.meta.url).pathname;

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
}

const compose = parse(readFileSync(FILE, 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
/** Compose's `$$` is a literal `$` for the shell inside the container. */
const script = (s: Service) => (s.command?.[0] === 'sh' ? (s.command[2] ?? '').replaceAll('$$', '$') : '');
/** Defined by the Redis Cluster client (REDIS_CLUSTER_NODES, REDIS_PASSWORD; branch `cluster`). */
const CLUSTER_VARIABLES = ['REDIS_CLUSTER_NODES', 'REDIS_PASSWORD'];

it('has six cluster-mode Redis nodes with append-only files, each announcing its own name', () => {
  const nodes = Object.keys(services).filter((n) => /^redis-\d$/.test(n));
  expect(nodes).toEqual(['redis-1', 'redis-2', 'redis-3', 'redis-4', 'redis-5', 'redis-6']);
  for (const name of nodes) {
    const node = services[name] as Service;
    expect(node.environment?.REDIS_ARGS).toMatch(/--cluster-enabled yes .*--appendonly yes/);
    expect(script(node)).toContain(`--cluster-announce-hostname ${name}`);
    expect(script(node)).toContain('--masterauth "$REDIS_PASSWORD"');
    expect(node.volumes).toEqual([`${name}:/data`]);
  }
});

it('makes them 3 masters + 3 replicas once, after all six are healthy', () => {
  const create = services['redis-cluster-create'] as Service;
  expect(Object.keys(create.depends_on ?? {})).toHaveLength(6);
  expect(Object.values(create.depends_on ?? {}).every((d) => d.condition === 'service_healthy')).toBe(true);
  expect(script(create)).toMatch(/--cluster create \$nodes --cluster-replicas 1 --cluster-yes/);
  expect(script(create)).toContain('for n in 1 2 3 4 5 6');
});

it('runs 2 web processes and 2 workers from the Dockerfile on one DATA_DIR volume', () => {
  const dubash = ['web-1', 'web-2', 'worker'].map((n) => services[n] as Service);
  for (const s of dubash) {
    expect(s.build).toEqual({ context: '..', dockerfile: 'Dockerfile' });
    expect(s.volumes).toEqual(['dubash-data:/app/data']);
    expect(s.environment?.DATA_DIR).toBe('/app/data');
    expect(s.environment?.REDIS_CLUSTER_NODES?.split(',')).toHaveLength(6);
    expect(s.depends_on?.['redis-cluster-create']?.condition).toBe('service_completed_successfully');
    // Docker's SIGKILL comes after the drain has had its time.
    expect(Number.parseInt(s.stop_grace_period ?? '0', 10)).toBeGreaterThan(
      Number(s.environment?.SHUTDOWN_TIMEOUT_S),
    );
  }
  expect(dubash.slice(0, 2).map((s) => s.environment?.WORKERS)).toEqual(['0', '0']);
  expect(dubash.slice(0, 2).map((s) => s.environment?.DISCORD_SHARDS)).toEqual(['2/0', '2/1']);
  expect(services.worker?.command).toEqual(['node', '--import', 'tsx', 'src/cli.ts', 'worker']);
  expect(services.worker?.deploy?.replicas).toBe(2);
  expect(script(services.api as Service)).toContain('serve-api --host 0.0.0.0 --port 8080');
  expect(Object.keys(compose.volumes)).toContain('dubash-data');
});

it('sets only variables dubash knows', () => {
  const known = new Set([...CONFIG_VARIABLES.map((v) => v.name), ...CLUSTER_VARIABLES]);
  for (const name of ['web-1', 'web-2', 'worker'])
    expect(Object.keys(services[name]?.environment ?? {}).filter((v) => !known.has(v))).toEqual([]);
});

it('has shell scripts that parse', () => {
  for (const [name, s] of Object.entries(services)) {
    if (!script(s)) continue;
    expect(() => execFileSync('sh', ['-n', '-c', script(s)]), name).not.toThrow();
  }
});
