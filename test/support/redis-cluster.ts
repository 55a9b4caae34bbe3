// A real Redis Cluster on loopback for tests and the scale bench: `redis-server --cluster-enabled
// yes` nodes on free ports with their own temp folders, joined by `redis-cli --cluster create`
// (3 masters + 3 replicas by default). Nodes die with this process (setpriv's parent-death
// signal, where util-linux has it) and on stop(). A short node timeout makes failovers take
// seconds, as a test can wait for.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { waitForPing } from '../../src/server/redis-child.js';
import type { RedisTarget } from '../../src/state/redis.js';

const run = promisify(execFile);
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => existsSync(p));

export interface ClusterNode {
  port: number;
  child: ChildProcess;
}

export interface NodeInfo {
  id: string;
  port: number;
  role: 'master' | 'replica';
  /** the master's id, for a replica */
  masterId?: string;
  failed: boolean;
  /** slot ranges, for a master */
  slots: string[];
}

export interface RedisCluster {
  nodes: ClusterNode[];
  /** `127.0.0.1:p1,127.0.0.1:p2,…`: REDIS_CLUSTER_NODES */
  seeds: string;
  target: RedisTarget;
  /** the topology as a live node sees it */
  topology(): Promise<NodeInfo[]>;
  /** ports of the masters that serve slots */
  masterPorts(): Promise<number[]>;
  /** the port of the master serving this key's slot now */
  masterOf(key: string): Promise<number>;
  /** SIGKILLs the node on that port (a crash: nothing written, no goodbye) */
  kill(port: number): Promise<void>;
  /** resolves once every live node says cluster_state:ok and each slot range has a live master */
  waitUntilOk(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** A port whose cluster bus port (port + 10000) is free too. */
async function clusterPort(taken: Set<number>): Promise<number> {
  for (let tries = 0; tries < 200; tries++) {
    const port = 20_000 + Math.floor(Math.random() * 30_000);
    if (taken.has(port) || taken.has(port + 10_000) || taken.has(port - 10_000)) continue;
    if ((await isFree(port)) && (await isFree(port + 10_000))) {
      taken.add(port);
      return port;
    }
  }
  throw new Error('no free port pair for a cluster node');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One command to one node, no retries: a dead node answers with an error at once. */
async function ask(port: number, ...args: string[]): Promise<string> {
  const r = new Redis({
    port,
    host: '127.0.0.1',
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
  });
  r.on('error', () => undefined);
  try {
    await r.connect();
    return String(await r.call(args[0] as string, ...args.slice(1)));
  } finally {
    r.disconnect();
  }
}

function parseNodes(text: string): NodeInfo[] {
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const [id = '', addr = '', flags = '', master = '-', , , , , ...slots] = line.split(' ');
      const port = Number(/:(\d+)@/.exec(addr)?.[1]);
      const f = flags.split(',');
      return {
        id,
        port,
        role: f.includes('master') ? 'master' : 'replica',
        ...(master !== '-' ? { masterId: master } : {}),
        failed: f.includes('fail') || f.includes('fail?'),
        slots,
      } as NodeInfo;
    });
}

export interface ClusterOptions {
  masters?: number;
  replicasPerMaster?: number;
  /** cluster-node-timeout: a master unreachable this long is failed over; default 2000 ms */
  nodeTimeoutMs?: number;
}

export async function startRedisCluster(opts: ClusterOptions = {}): Promise<RedisCluster> {
  const masters = opts.masters ?? 3;
  const replicas = opts.replicasPerMaster ?? 1;
  const count = masters * (1 + replicas);
  const dir = await mkdtemp(join(tmpdir(), 'dubash-redis-cluster-'));
  const taken = new Set<number>();
  const nodes: ClusterNode[] = [];
  const killed = new Set<number>();

  const stop = async () => {
    await Promise.all(
      nodes.map(async (n) => {
        if (n.child.exitCode !== null || n.child.signalCode !== null) return;
        const exited = new Promise((r) => n.child.once('exit', r));
        n.child.kill('SIGKILL');
        await exited;
      }),
    );
    await rm(dir, { recursive: true, force: true });
  };

  try {
    for (let i = 0; i < count; i++) {
      const port = await clusterPort(taken);
      const nodeDir = join(dir, String(port));
      await run('mkdir', ['-p', nodeDir]);
      const args = [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        join(nodeDir, 'nodes.conf'),
        '--cluster-node-timeout',
        String(opts.nodeTimeoutMs ?? 2_000),
        // A replica always may take over, however long its link was down.
        '--cluster-replica-validity-factor',
        '0',
        '--dir',
        nodeDir,
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
        '--logfile',
        join(nodeDir, 'redis.log'),
      ];
      const child = SETPRIV
        ? spawn(SETPRIV, ['--pdeathsig', 'KILL', 'redis-server', ...args], { stdio: 'ignore' })
        : spawn('redis-server', args, { stdio: 'ignore' });
      nodes.push({ port, child });
    }
    await Promise.all(nodes.map((n) => waitForPing(`redis://127.0.0.1:${n.port}`, n.child, 10_000)));
    await run(
      'redis-cli',
      [
        '--cluster',
        'create',
        ...nodes.map((n) => `127.0.0.1:${n.port}`),
        '--cluster-replicas',
        String(replicas),
        '--cluster-yes',
      ],
      { timeout: 60_000 },
    );
  } catch (err) {
    await stop();
    throw err;
  }

  const live = () => nodes.filter((n) => !killed.has(n.port) && n.child.exitCode === null);

  const topology = async () => {
    for (const n of live()) {
      try {
        return parseNodes(await ask(n.port, 'CLUSTER', 'NODES'));
      } catch {
        // that node is not answering: ask the next
      }
    }
    throw new Error('no cluster node answers');
  };

  const waitUntilOk = async (timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        const states = await Promise.all(live().map((n) => ask(n.port, 'CLUSTER', 'INFO')));
        const ok = states.every((s) => /^cluster_state:ok/m.test(s));
        const views = await Promise.all(live().map((n) => ask(n.port, 'CLUSTER', 'NODES').then(parseNodes)));
        // Every live node sees every slot range served by a live master, and every replica synced.
        const serving = views.every(
          (v) =>
            v.filter((m) => m.role === 'master' && m.slots.length && !m.failed && !killed.has(m.port))
              .length === masters,
        );
        const replicaLinks = await Promise.all(
          live().map((n) => ask(n.port, 'INFO', 'replication').then((s) => s)),
        );
        const synced = replicaLinks.every(
          (s) => !/^role:slave/m.test(s) || /^master_link_status:up/m.test(s),
        );
        if (ok && serving && synced) return;
      } catch {
        // a node mid-change: look again
      }
      if (Date.now() > deadline) throw new Error('the Redis Cluster did not reach cluster_state:ok in time');
      await sleep(100);
    }
  };

  await waitUntilOk();
  const seeds = nodes.map((n) => `127.0.0.1:${n.port}`).join(',');
  return {
    nodes,
    seeds,
    target: { cluster: nodes.map((n) => ({ host: '127.0.0.1', port: n.port })) },
    topology,
    async masterPorts() {
      return (await topology())
        .filter((n) => n.role === 'master' && n.slots.length > 0 && !n.failed)
        .map((n) => n.port);
    },
    async masterOf(key) {
      for (const n of live()) {
        try {
          const slot = Number(await ask(n.port, 'CLUSTER', 'KEYSLOT', key));
          const owner = (await topology()).find(
            (m) =>
              m.role === 'master' &&
              !m.failed &&
              m.slots.some((range) => {
                const [from, to = from] = range.split('-').map(Number) as [number, number?];
                return slot >= from && slot <= to;
              }),
          );
          if (owner) return owner.port;
        } catch {
          // ask the next node
        }
      }
      throw new Error(`no master serves ${key}`);
    },
    async kill(port) {
      const node = nodes.find((n) => n.port === port);
      if (!node) throw new Error(`no cluster node on ${port}`);
      killed.add(port);
      const exited = new Promise((r) => node.child.once('exit', r));
      node.child.kill('SIGKILL');
      await exited;
    },
    waitUntilOk,
    stop,
  };
}
