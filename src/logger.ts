// The process's logger: JSON lines for machines (a pipe, a file, journald, Docker), and readable
// lines for a person when stdout is a terminal ("06:12:03 INFO  dubash is running: open …").
// A small formatter of our own rather than pino-pretty: one level of colour and the fields is
// all a person needs, and it runs in-process (no transport worker thread to start and stop).
import { Writable } from 'node:stream';
import { type DestinationStream, type Logger, pino } from 'pino';

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const COLOURS: Record<number, string> = { 10: '90', 20: '36', 30: '32', 40: '33', 50: '31', 60: '35' };
/** Fields every line has, shown in their own place (or not at all). */
const OWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);

type Entry = Record<string, unknown> & { level?: number; time?: number; msg?: string };

function value(v: unknown): string {
  if (typeof v === 'string') return /\s/.test(v) || v === '' ? JSON.stringify(v) : v;
  return JSON.stringify(v) ?? String(v);
}

/** One pino JSON line as a person reads it; `colour` wraps the level name in an ANSI colour. */
export function formatLine(line: string, colour = false): string {
  let e: Entry;
  try {
    e = JSON.parse(line) as Entry;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const level = e.level ?? 30;
  const name = (LEVEL_NAMES[level] ?? String(level)).padEnd(5);
  const shown = colour ? `\u001b[${COLOURS[level] ?? '0'}m${name}\u001b[0m` : name;
  const time = new Date(e.time ?? Date.now()).toTimeString().slice(0, 8);
  const fields = Object.entries(e)
    .filter(([k]) => !OWN.has(k))
    .map(([k, v]) => `${k}=${value(v)}`);
  let out = `${time} ${shown} ${e.msg ?? ''}${fields.length ? ` ${fields.join(' ')}` : ''}`;
  const err = e.err as { message?: string; stack?: string } | string | undefined;
  if (typeof err === 'string') out += ` (${err})`;
  else if (err) out += `\n    ${(err.stack ?? err.message ?? '').replace(/\n/g, '\n    ')}`;
  return `${out}\n`;
}

/** A pino destination that writes each JSON line readably to `out`. */
export function readableDestination(out: NodeJS.WritableStream, colour: boolean): DestinationStream {
  return new Writable({
    write(chunk: Buffer | string, _enc, done) {
      for (const line of chunk.toString().split('\n')) if (line) out.write(formatLine(line, colour));
      done();
    },
  });
}

/**
 * pino at `level`: readable lines when `out` is a terminal, JSON lines otherwise. LOG_FORMAT=json
 * or LOG_FORMAT=pretty chooses either way; NO_COLOR turns the colour off.
 */
export function createLogger(
  level: string,
  out: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
  env: NodeJS.ProcessEnv = process.env,
): Logger {
  if (out === process.stdout && !isReadable(out, env)) return pino({ level });
  return pino({ level }, logDestination(out, env));
}

function isReadable(out: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  const format = env.LOG_FORMAT?.trim().toLowerCase();
  return format === 'pretty' || (format !== 'json' && out.isTTY === true);
}

/** Where log lines go on `out`: readable on a terminal (or LOG_FORMAT=pretty), else JSON lines. */
export function logDestination(
  out: NodeJS.WritableStream & { isTTY?: boolean },
  env: NodeJS.ProcessEnv = process.env,
): DestinationStream {
  if (!isReadable(out, env)) return out as DestinationStream;
  return readableDestination(out, out.isTTY === true && !env.NO_COLOR);
}
