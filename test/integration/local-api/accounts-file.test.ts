// A bad `--accounts` file as a person meets it: `dubash serve-api` names the field, the account and
// the rule, exits 2 (a usage error), and never echoes a key.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BIN = new URL('../../../bin/dubash.js', import.meta.url).pathname;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dubash-accounts-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function serve(file: object | string): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const path = join(dir, `accounts-${Math.random().toString(36).slice(2)}.json`);
    void writeFile(path, typeof file === 'string' ? file : JSON.stringify(file)).then(() => {
      // a good file would start the server: the timeout ends that case (the test then fails)
      execFile(
        process.execPath,
        [BIN, 'serve-api', '--port', '0', '--accounts', path],
        { timeout: 30_000 },
        (err, stdout, stderr) =>
          resolve({ code: err ? ((err as { code?: number }).code ?? null) : 0, stdout, stderr }),
      );
    });
  });
}

const account = {
  name: 'team-a',
  apiKey: 'secret-key-123456',
  appId: 'com.example.team-a',
  apps: ['tts'],
  languages: ['hi'],
  credits: { characters: 1000, audioSeconds: null },
};

describe('serve-api --accounts with a bad file', () => {
  it('{"accounts": [...]}: names the field, the account and the rule (not "(root): Invalid input")', async () => {
    const { code, stderr } = await serve({
      accounts: [{ ...account, languages: 'hi', credits: { characters: 5 } }],
    });
    expect(code).toBe(2);
    expect(stderr).not.toContain('Invalid input');
    expect(stderr).toContain(
      'accounts[0].languages (account "team-a") must be a non-empty list of language codes or ["*"] (got a string)',
    );
    expect(stderr).toContain(
      'accounts[0].credits.audioSeconds (account "team-a") is missing; it must be a number ≥ 0, or null for unlimited',
    );
    expect(stderr).not.toContain('secret-key-123456');
  });

  it('a list of accounts: each broken rule, without echoing the key', async () => {
    const { code, stderr } = await serve([
      account,
      { ...account, name: 'team-b', apiKey: 'short', apps: [] },
    ]);
    expect(code).toBe(2);
    expect(stderr).toContain(
      'accounts[1].apiKey (account "team-b") must be a string of at least 8 characters',
    );
    expect(stderr).toContain(
      'accounts[1].apps (account "team-b") must be a non-empty list of REV-APPNAME values',
    );
    expect(stderr).not.toContain('short;');
  });

  it('neither shape: says which two shapes the file may take', async () => {
    const { code, stderr } = await serve({ acounts: [account] });
    expect(code).toBe(2);
    expect(stderr).toContain(
      'the file must be a JSON list of accounts, or {"accounts": [...]} (got an object)',
    );
  });
});
