// Runs an engine binary as a child process: argv only (spawn, never a shell, so user text can never
// become a command), bytes in on stdin, bytes out on stdout, killed when it overruns its time or its
// output budget. Concurrency is bounded by the server's engine queue, not here.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { joinBuffers } from '../join-buffers.js';

/**
 * Engines run one step below the server (nice 10): when the cores are busy, the event loop that
 * answers every other request gets the CPU first and the engine finishes a little later.
 */
const ENGINE_NICE = 10;

/** Debian package that provides each engine binary, so a missing tool says what to install. */
const DEBIAN_PACKAGES: Record<string, string> = {
  'espeak-ng': 'espeak-ng',
  ffmpeg: 'ffmpeg',
  ffprobe: 'ffmpeg',
  tesseract: 'tesseract-ocr',
  pdftoppm: 'poppler-utils',
  pdfinfo: 'poppler-utils',
  pocketsphinx_continuous: 'pocketsphinx',
};

export interface RunOptions {
  input?: Buffer;
  timeoutMs?: number;
  /** Merged over process.env. */
  env?: Record<string, string>;
  /** stdout cap; the process is killed and the call fails beyond it. */
  maxOutputBytes?: number;
  /** abandons the work: the process is killed and the call fails */
  signal?: AbortSignal;
}

export interface RunResult {
  stdout: Buffer;
  stderr: string;
  code: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_OUTPUT = 256 * 1024 * 1024;
/** stderr is only read for diagnostics; keep the tail small. */
const MAX_STDERR_CHARS = 8_192;

export function runProcess(cmd: string, args: string[], opts: RunOptions = {}): Promise<RunResult> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxOutput = opts.maxOutputBytes ?? DEFAULT_MAX_OUTPUT;
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      env: opts.env ? { ...process.env, ...opts.env } : process.env,
      stdio: ['pipe', 'pipe', 'pipe'],
      shell: false,
      windowsHide: true,
    });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, ENGINE_NICE);
      } catch {
        // already exited, or not permitted: it runs at the server's priority
      }
    }
    const chunks: Buffer[] = [];
    let outBytes = 0;
    let stderr = '';
    let settled = false;

    const finish = (err: Error | null, result?: RunResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      if (err) {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        reject(err);
      } else if (result) {
        resolve(result);
      }
    };

    const timer = setTimeout(() => {
      finish(new Error(`${cmd} timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    // the caller's reason when it gave one (e.g. its client went away), so callers can tell
    const onAbort = () => {
      const reason: unknown = opts.signal?.reason;
      finish(reason instanceof Error ? reason : new Error(`${cmd} was abandoned`));
    };
    if (opts.signal?.aborted) onAbort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });

    child.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') {
        const pkg = DEBIAN_PACKAGES[cmd] ?? cmd;
        finish(
          new Error(`${cmd} is not installed (install the Debian package ${pkg}: apt-get install ${pkg})`),
        );
      } else {
        finish(new Error(`${cmd} could not be started: ${err.message}`));
      }
    });
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > maxOutput) {
        finish(new Error(`${cmd} produced more than ${maxOutput} bytes of output`));
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      stderr = (stderr + text).slice(-MAX_STDERR_CHARS);
    });
    child.on('close', (code, signal) => {
      joinBuffers(chunks).then(
        (stdout) => finish(null, { stdout, stderr, code: code ?? (signal ? 128 : 1) }),
        (err: Error) => finish(err),
      );
    });

    // A tool that rejects its input early closes stdin; EPIPE then is expected, not a crash.
    child.stdin.on('error', () => {});
    if (opts.input && opts.input.length > 0) child.stdin.end(opts.input);
    else child.stdin.end();
  });
}

/** Last meaningful line of a tool's stderr, short enough for an error message. */
export function lastErrorLine(stderr: string, max = 120): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const line = lines[lines.length - 1] ?? 'unknown error';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
