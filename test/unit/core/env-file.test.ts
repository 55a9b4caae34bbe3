// .env in the working directory: read into the environment, never over a variable already set.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadEnvFile } from '../../../src/setup/env-file.js';

const dir = mkdtempSync(join(tmpdir(), 'dubash-env-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('sets what the environment lacks, keeps what it has, and tells which it set', () => {
  writeFileSync(join(dir, '.env'), '# a comment\nPORT=4123\nLOG_LEVEL=debug\nLOCAL_ADMINS="asha, ravi"\n');
  const env: NodeJS.ProcessEnv = { LOG_LEVEL: 'warn' };
  const result = loadEnvFile(dir, env);
  expect(result).toEqual({ path: join(dir, '.env'), set: expect.arrayContaining(['PORT', 'LOCAL_ADMINS']) });
  expect(result?.set).toHaveLength(2);
  expect(env).toEqual({ PORT: '4123', LOG_LEVEL: 'warn', LOCAL_ADMINS: 'asha, ravi' });
});

it('no .env: nothing read', () => {
  expect(loadEnvFile(join(dir, 'nowhere'), {})).toBeUndefined();
});
