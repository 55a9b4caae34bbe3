// REDIS_URL or REDIS_CLUSTER_NODES (not both), with REDIS_PASSWORD and REDIS_TLS: what each process
// connects to; a bad value names the variable and never shows the password.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadBotConfig } from '../../../src/config.js';

describe('Redis configuration', () => {
  it('neither set: no target (npm start runs its private redis-server)', () => {
    expect(loadBotConfig({}).redis).toBeUndefined();
  });

  it('REDIS_URL: one Redis; REDIS_PASSWORD and REDIS_TLS go with it', () => {
    expect(loadBotConfig({ REDIS_URL: 'redis://10.0.0.5:6380/0' }).redis).toEqual({
      url: 'redis://10.0.0.5:6380/0',
    });
    expect(
      loadBotConfig({ REDIS_URL: 'redis://10.0.0.5:6380', REDIS_PASSWORD: 'pw-1', REDIS_TLS: '1' }).redis,
    ).toEqual({ url: 'redis://10.0.0.5:6380', password: 'pw-1', tls: true });
  });

  it('REDIS_CLUSTER_NODES: the seed nodes, IPv6 in brackets too', () => {
    const c = loadBotConfig({
      REDIS_CLUSTER_NODES: ' 10.0.0.1:7000, redis-b.internal:7001,[::1]:7002 ',
      REDIS_PASSWORD: 'pw-2',
    });
    expect(c.redis).toEqual({
      cluster: [
        { host: '10.0.0.1', port: 7000 },
        { host: 'redis-b.internal', port: 7001 },
        { host: '::1', port: 7002 },
      ],
      password: 'pw-2',
    });
  });

  it('a bad node list names the entry; both variables at once is refused', () => {
    expect(() => loadBotConfig({ REDIS_CLUSTER_NODES: '10.0.0.1:7000,10.0.0.2' })).toThrow(
      /REDIS_CLUSTER_NODES must be host:port,host:port,… \("10\.0\.0\.2" is not host:port\)/,
    );
    expect(() => loadBotConfig({ REDIS_CLUSTER_NODES: '10.0.0.1:99999' })).toThrow(ConfigError);
    expect(() =>
      loadBotConfig({ REDIS_CLUSTER_NODES: '10.0.0.1:7000', REDIS_URL: 'redis://10.0.0.1:6379' }),
    ).toThrow(/REDIS_CLUSTER_NODES and REDIS_URL are both set/);
  });

  it('REDIS_TLS takes 1 or 0; JOB_LOCK_SECONDS sets the job lock', () => {
    expect(() => loadBotConfig({ REDIS_TLS: 'maybe' })).toThrow(/REDIS_TLS must be 1 or 0 \(got "maybe"\)/);
    expect(loadBotConfig({}).jobLockMs).toBe(60_000);
    expect(loadBotConfig({ JOB_LOCK_SECONDS: '5' }).jobLockMs).toBe(5_000);
    expect(() => loadBotConfig({ JOB_LOCK_SECONDS: '1' })).toThrow(/JOB_LOCK_SECONDS must be/);
  });
});
