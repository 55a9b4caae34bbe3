// The `dubash` CLI as a user runs it: a child process (`node bin/dubash.js …`) talking over real
// sockets to the local Language Services API, with real engines behind it.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_CHUNK, sendPcm } from '../../src/cli/stt-stream.js';
import { createLanguageClient } from '../../src/language/client.js';
import type { StreamEvent } from '../../src/language/types.js';
import { startLocalApi } from '../../src/local-api/server.js';

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;
const BIN = join(ROOT, 'bin/dubash.js');
const GOFORWARD_RAW = '/usr/share/pocketsphinx/test/data/goforward.raw';
const DEVANAGARI = /[\u0900-\u097F]/;

type Api = Awaited<ReturnType<typeof startLocalApi>>;
interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

let api: Api;
let dir: string;
let env: NodeJS.ProcessEnv;
let goforwardWav: string;

/** The environment without any REVERIE_* variable of the machine running the tests. */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('REVERIE_')));
}

/** Runs the CLI asynchronously: the server lives in this process, so its event loop must stay free. */
function dubash(
  args: string[],
  childEnv: NodeJS.ProcessEnv = env,
  timeoutMs = 120_000,
  cwd = dir,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: childEnv,
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dubash-cli-'));
  api = await startLocalApi({ port: 0, logger: false });
  if (!api.devAccount) throw new Error('local API started without a development account');
  env = {
    ...cleanEnv(),
    REVERIE_BASE_URL: api.url,
    REVERIE_WS_URL: api.wsUrl,
    REVERIE_API_KEY: api.devAccount.apiKey,
    REVERIE_APP_ID: api.devAccount.appId,
  };
  goforwardWav = join(dir, 'goforward.wav');
  await run('sox', [
    '-t',
    'raw',
    '-r',
    '16000',
    '-e',
    'signed',
    '-b',
    '16',
    '-c',
    '1',
    GOFORWARD_RAW,
    goforwardWav,
  ]);
}, 60_000);

afterAll(async () => {
  await api?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('dubash CLI against the local API', { timeout: 120_000 }, () => {
  it('translates into several languages, one line per target', async () => {
    const r = await dubash(['translate', '--from', 'en', '--to', 'hi,ta', 'namaste']);
    // offline, both are only sounded out: a note each, nothing else
    for (const line of r.stderr.trim().split('\n')) expect(line).toMatch(/^note: sounded out in /);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^hi: \S/);
    expect(lines[0]).toMatch(DEVANAGARI);
    expect(lines[1]).toMatch(/^ta: [\u0B80-\u0BFF]/);
  });

  it('`npx dubash translate` marks an answer only sounded out, and says why on stderr', async () => {
    // as the README says to run it after `npm ci`: npx finds the project's own bin
    const r = await new Promise<CliResult>((resolve, reject) => {
      const child = spawn(
        'npx',
        ['--offline', 'dubash', 'translate', '--from', 'en', '--to', 'hi', 'good', 'morning'],
        {
          env,
          cwd: ROOT,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => {
        stdout += d;
      });
      child.stderr.setEncoding('utf8').on('data', (d: string) => {
        stderr += d;
      });
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
    expect(r.code).toBe(0);
    // the two words are one text: one answer
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(r.stdout).toMatch(/^hi: [\u0900-\u097F][^\n]* \(sounded out, not translated\)\n$/);
    expect(r.stderr).toMatch(/note: sounded out in Devanagari; no translation engine for en→hi here/);
  });

  it('reads the REVERIE_* variables from .env in the folder it runs in', async () => {
    const folder = await mkdtemp(join(dir, 'dotenv-'));
    const lines = ['REVERIE_BASE_URL', 'REVERIE_WS_URL', 'REVERIE_API_KEY', 'REVERIE_APP_ID'].map(
      (k) => `${k}=${env[k]}`,
    );
    await writeFile(join(folder, '.env'), `# the local API of this test\n${lines.join('\n')}\n`);
    const r = await dubash(
      ['transliterate', '--from', 'en', '--to', 'hi', 'namaste'],
      cleanEnv(),
      60_000,
      folder,
    );
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe('नमस्ते');
  });

  it('lang-id takes its arguments as one text, like translate; stdin lines one each', async () => {
    const joined = await dubash(['lang-id', 'नमस्ते', 'दोस्तों']);
    expect(joined.stdout.trim().split('\n')).toEqual(['hi (confidence 1)']);
    const help = await dubash(['lang-id', '--help']);
    expect(help.stdout).toContain('the arguments are one text');
    expect(help.stdout).not.toMatch(/per argument/);
  });

  it('prints the translation as JSON with --json', async () => {
    const r = await dubash(['--json', 'translate', '--from', 'en', '--to', 'hi', 'namaste']);
    expect(r.code).toBe(0);
    const body = JSON.parse(r.stdout) as { items: { input: string; outputs: Record<string, string> }[] };
    expect(body.items[0]?.input).toBe('namaste');
    expect(body.items[0]?.outputs.hi).toMatch(DEVANAGARI);
  });

  it('transliterates, best suggestion first', async () => {
    const r = await dubash(['transliterate', '--from', 'en', '--to', 'hi', '--suggestions', '3', 'namaste']);
    expect(r.code).toBe(0);
    const [best, ...others] = r.stdout.trimEnd().split('\n');
    expect(best).toBe('नमस्ते');
    for (const other of others) expect(other).toMatch(/^ {2}\S/);
  });

  it('writes speech to a WAV file at the requested sample rate', async () => {
    const out = join(dir, 'hello.wav');
    const r = await dubash([
      'tts',
      '--speaker',
      'en_female',
      '--sample-rate',
      '16000',
      '--out',
      out,
      'Hello',
      'world',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^wrote .*hello\.wav \(\d+ bytes, 16000 Hz, \d+\.\d+ s\)\n$/);
    const wav = await readFile(out);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt32LE(24)).toBe(16000);
    expect(wav.length).toBeGreaterThan(16000); // more than half a second of 16-bit audio
  });

  it('reads the text of a rendered image, to stdout and to a file', async () => {
    const image = join(dir, 'hello.png');
    await run('convert', [
      '-size',
      '1000x200',
      'xc:white',
      '-font',
      'DejaVu-Sans',
      '-pointsize',
      '72',
      '-fill',
      'black',
      '-annotate',
      '+40+130',
      'Hello World',
      image,
    ]);
    const r = await dubash(['ocr', '--file', image, '--type', 'img', '--languages', 'en']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Hello World/i);

    const out = join(dir, 'hello.txt');
    const w = await dubash(['ocr', '--file', image, '--type', 'img', '--languages', 'en', '--out', out]);
    expect(w.code).toBe(0);
    expect(w.stdout.trim()).toBe(`wrote ${out}`);
    expect(await readFile(out, 'utf8')).toMatch(/Hello World/i);
  });

  it('redacts personal data with analyse --pii', async () => {
    const r = await dubash([
      'analyse',
      '--language',
      'en',
      '--pii',
      'Write to ravi.kumar@example.com about the invoice.',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Personal data:');
    const redacted = r.stdout.split('\n').find((l) => l.trim().startsWith('redacted:')) ?? '';
    expect(redacted).toContain('#');
    expect(redacted).not.toContain('ravi.kumar@example.com');
    expect(r.stdout).toMatch(/email.*ravi\.kumar@example\.com/i);
  });

  it('localizes a .txt document into a folder, one copy per language', async () => {
    const source = join(dir, 'greeting.txt');
    await writeFile(source, 'namaste\ndhanyavaad\n');
    const outDir = join(dir, 'localized');
    const r = await dubash([
      'localize-doc',
      '--from',
      'english',
      '--to',
      'hindi,tamil',
      '--file',
      source,
      '--out',
      outDir,
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^wrote .*greeting\.hindi\.txt/);
    expect((await readdir(outDir)).sort()).toEqual(['greeting.hindi.txt', 'greeting.tamil.txt']);
    expect(await readFile(join(outDir, 'greeting.hindi.txt'), 'utf8')).toMatch(DEVANAGARI);
    expect(await readFile(join(outDir, 'greeting.tamil.txt'), 'utf8')).toMatch(/[\u0B80-\u0BFF]/);
  });

  it('transcribes a recording with file STT', async () => {
    const r = await dubash(['stt', '--lang', 'en', '--file', goforwardWav]);
    expect(r.code).toBe(0);
    expect(r.stdout.toLowerCase()).toContain('forward');
  });

  it('transcribes a recording with batch STT', async () => {
    const r = await dubash(['stt', '--batch', '--lang', 'en', '--file', goforwardWav]);
    expect(r.code).toBe(0);
    expect(r.stdout.toLowerCase()).toContain('forward');
  });

  it('streams a recording and ends with the final transcript', async () => {
    const r = await dubash(['stt', '--stream', '--lang', 'en', '--file', goforwardWav]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    const final = lines.at(-1) ?? '';
    expect(final).not.toMatch(/^partial:/);
    expect(final.toLowerCase()).toContain('forward');
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/^partial: /);
  });

  it('identifies the language of text (lang-id) and of speech (slid)', async () => {
    const text = await dubash(['lang-id', 'नमस्ते, आप कैसे हैं?']);
    expect([text.code, text.stdout]).toEqual([0, 'hi (confidence 1)\n']);
    const json = await dubash(['--json', 'lang-id', '--max-length', '40', 'kaise ho bhai, sab theek hai?']);
    expect(JSON.parse(json.stdout)).toMatchObject({ language: 'hi' });
    const speech = await dubash(['slid', '--file', goforwardWav]);
    expect(speech.code).toBe(0);
    expect(speech.stdout).toMatch(/^en \(confidence 0\.\d+\)\n$/);
  });

  it('exits 2 on a value the contract forbids, naming the field', async () => {
    const r = await dubash([
      'tts',
      '--speaker',
      'en_female',
      '--speed',
      '9',
      '--out',
      join(dir, 'x.wav'),
      'hi',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/speed/i);
    expect(r.stdout).toBe('');
  });

  it('exits 2 on a usage error', async () => {
    const r = await dubash(['translate', '--to', 'hi', 'hello']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--from/);
  });

  it('exits 2 and says how to get a key when REVERIE_API_KEY is not set', async () => {
    const { REVERIE_API_KEY: _omitted, ...noKey } = env;
    const r = await dubash(['translate', '--from', 'en', '--to', 'hi', 'hello'], noKey);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('REVERIE_API_KEY');
    expect(r.stderr).toContain('dubash serve-api');
  });

  it('exits 3 with the API message on a wrong key, without printing the key', async () => {
    const wrongKey = 'wrong-key-3f9a8c7e61d24b05';
    const r = await dubash(['translate', '--from', 'en', '--to', 'hi', 'hello'], {
      ...env,
      REVERIE_API_KEY: wrongKey,
    });
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('Invalid REV-API-KEY or REV-APP-ID');
    expect(r.stderr + r.stdout).not.toContain(wrongKey);
  });

  it('exits 4 when nothing listens at the base URL', async () => {
    const port = await closedPort();
    const r = await dubash(['translate', '--from', 'en', '--to', 'hi', 'hello'], {
      ...env,
      REVERIE_BASE_URL: `http://127.0.0.1:${port}/`,
      REVERIE_RETRIES: '0',
    });
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/^error: /);
    expect(r.stderr + r.stdout).not.toContain(env.REVERIE_API_KEY as string);
  });
});

describe('dubash serve-api', { timeout: 60_000 }, () => {
  it('keeps its log lines off the banner: stdout is the banner alone, logs go to stderr', async () => {
    const child = spawn(process.execPath, [BIN, 'serve-api', '--port', '0'], {
      env: { ...cleanEnv(), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.stdout.setEncoding('utf8');
    await new Promise<void>((resolve, reject) => {
      child.on('exit', (code) => reject(new Error(`serve-api exited early with ${code}`)));
      child.stdout.on('data', (d: string) => {
        stdout += d;
        if (stdout.includes('Press Ctrl+C to stop.')) resolve();
      });
    });
    child.removeAllListeners('exit');
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    for (const line of stdout.trim().split('\n')) expect(line).not.toMatch(/^\{/);
    expect(stderr).toMatch(/Server listening at http:\/\/127\.0\.0\.1:\d+/);
  });

  it('prints how to use its development account, serves it, and closes on SIGTERM', async () => {
    const child = spawn(process.execPath, [BIN, 'serve-api', '--port', '0'], {
      env: { ...cleanEnv(), LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8');
    const exports = await new Promise<Record<string, string>>((resolve, reject) => {
      child.on('exit', (code) => reject(new Error(`serve-api exited early with ${code}`)));
      child.stdout.on('data', (d: string) => {
        stdout += d;
        const found = Object.fromEntries(
          [...stdout.matchAll(/export (REVERIE_\w+)=(\S+)/g)].map((m) => [m[1], m[2]]),
        );
        if (Object.keys(found).length === 4) resolve(found as Record<string, string>);
      });
    });
    expect(stdout).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+\//);
    const r = await dubash(['transliterate', '--from', 'en', '--to', 'hi', 'namaste'], {
      ...cleanEnv(),
      ...exports,
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(DEVANAGARI);

    child.removeAllListeners('exit');
    const exitCode = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exitCode).toBe(0);
    // The key is printed once, at start-up, and never again.
    expect(stdout.split(exports.REVERIE_API_KEY as string).length - 1).toBe(1);
  });
});

describe('stt --stream --realtime pacing', { timeout: 60_000 }, () => {
  it('writes 100 ms frames spread over the audio length, not regrouped into larger frames', async () => {
    const account = api.devAccount;
    if (!account) throw new Error('local API started without a development account');
    const client = createLanguageClient({
      baseUrl: api.url,
      wsUrl: api.wsUrl,
      apiKey: account.apiKey,
      appId: account.appId,
      retries: 0,
    });
    const pcm = (await readFile(GOFORWARD_RAW)).subarray(0, REALTIME_CHUNK * 10); // one second
    const stream = await client.openStream({ language: 'en' });
    const frames: { bytes: number; at: number }[] = [];
    const write = stream.write.bind(stream);
    stream.write = (chunk: Buffer) => {
      frames.push({ bytes: chunk.length, at: Date.now() });
      return write(chunk);
    };
    try {
      const events: StreamEvent[] = [];
      const reading = (async () => {
        for await (const event of stream) events.push(event);
      })();
      await sendPcm(stream, pcm, true);
      await reading;
      expect(events.at(-1)?.type).toBe('final');
    } finally {
      stream.close();
      await client.close();
    }
    expect(frames.map((f) => f.bytes)).toEqual(Array(10).fill(REALTIME_CHUNK));
    const span = (frames.at(-1)?.at ?? 0) - (frames[0]?.at ?? 0);
    expect(span).toBeGreaterThanOrEqual(850);
  });
});
