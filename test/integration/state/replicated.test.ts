// waitForReplica on a real Redis Cluster (3 masters + 3 replicas on loopback): with the key's
// replica stopped (SIGSTOP) when the write is made, it answers only after the replica resumed and
// confirmed the write, and the write outlives its master's SIGKILL. (On loopback a write the
// master already sent survives anyway, in the stopped replica's socket buffer: the ordering is
// what shows the wait; across machines the wait is what keeps the write.)
// A single server has no replica to wait for: the call answers 0 at once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectRedis, type RedisClient } from '../../../src/state/redis.js';
import { waitForReplica } from '../../../src/state/replicated.js';
import { type RedisCluster, startRedisCluster } from '../../support/redis-cluster.js';

let cluster: RedisCluster;
let client: RedisClient;

beforeAll(async () => {
  cluster = await startRedisCluster();
  client = connectRedis(cluster.target);
}, 120_000);

afterAll(async () => {
  client?.disconnect();
  await cluster?.stop();
}, 60_000);

it('a write waited for outlives its master, though the replica was stopped when it was made', async () => {
  const key = 'dubash:replied:{job-1}';
  const masterPort = await cluster.masterOf(key);
  const topology = await cluster.topology();
  const masterId = topology.find((n) => n.port === masterPort)?.id;
  const replica = topology.find((n) => n.role === 'replica' && n.masterId === masterId);
  const replicaNode = cluster.nodes.find((n) => n.port === replica?.port);
  expect(replicaNode?.child.pid).toBeDefined();
  const pid = replicaNode?.child.pid as number;

  // The client learns of a replica from CLUSTER SLOTS, which lists it once it has synced.
  const until = Date.now() + 30_000;
  do await client.set('dubash:warm:{job-1}', '1');
  while ((await waitForReplica(client, 'dubash:warm:{job-1}')) === 0 && Date.now() < until);
  process.kill(pid, 'SIGSTOP');
  let resumed = false;
  setTimeout(() => {
    resumed = true;
    process.kill(pid, 'SIGCONT');
  }, 400);
  await client.set(key, 'done');
  // Answers only once the replica, awake again, confirmed the write.
  expect(await waitForReplica(client, key)).toBe(1);
  expect(resumed).toBe(true);

  await cluster.kill(masterPort);
  await cluster.waitUntilOk(30_000);
  expect(await client.get(key)).toBe('done');
}, 90_000);

it('a single Redis has no replica to wait for: no WAIT is sent', async () => {
  const [port] = await cluster.masterPorts();
  const single = connectRedis({ url: `redis://127.0.0.1:${port}` });
  // the server's own count of WAIT calls (a WAIT sent would also answer 0, after its timeout)
  const waits = async () =>
    Number(/cmdstat_wait:calls=(\d+)/.exec(await single.info('commandstats'))?.[1] ?? 0);
  try {
    // A cluster node spoken to as a plain server: no cluster client, so nothing is waited for.
    const before = await waits();
    expect(await waitForReplica(single, 'dubash:replied:{job-2}')).toBe(0);
    expect(await waits()).toBe(before);
  } finally {
    single.disconnect();
  }
});
