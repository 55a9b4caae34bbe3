// Option value parsers and input readers shared by the subcommands. A bad value is a commander
// InvalidArgumentError (exit 2); range rules stay with the client, which knows the contract.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { InvalidArgumentError } from 'commander';
import { UsageError } from './context.js';

export function parseNumber(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) throw new InvalidArgumentError('Not a number.');
  return n;
}

export function parseInteger(value: string): number {
  const n = parseNumber(value);
  if (!Number.isInteger(n)) throw new InvalidArgumentError('Not a whole number.');
  return n;
}

/** "hi,ta" or "hi, ta" → ['hi', 'ta'] */
export function parseList(value: string): string[] {
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length === 0) throw new InvalidArgumentError('Give at least one value.');
  return items;
}

export async function readInputFile(path: string, what = 'file'): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'not found' : code === 'EISDIR' ? 'is a directory' : 'cannot be read';
    throw new UsageError(`${what} ${path} ${why}`);
  }
}

/**
 * The text of a command: its arguments joined by spaces, or, with none given and input piped in,
 * the non-empty lines of stdin (one item each).
 */
export async function textFromArgs(
  words: string[],
  stdin: NodeJS.ReadStream = process.stdin,
): Promise<string[]> {
  const joined = words.join(' ').trim();
  if (joined) return [joined];
  if (!stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks)
      .toString('utf8')
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length) return lines;
  }
  throw new UsageError('no text given: pass TEXT as arguments or pipe lines on stdin');
}

/** Fails before anything is sent when the output file's folder does not exist. */
export async function checkOutputPath(path: string): Promise<void> {
  const dir = dirname(resolve(path));
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) throw new UsageError(`cannot write ${path}: folder ${dir} does not exist`);
}

export async function writeOutputFile(path: string, data: Buffer | string): Promise<void> {
  try {
    await writeFile(path, data);
  } catch (error) {
    throw new UsageError(`cannot write ${path}: ${(error as NodeJS.ErrnoException).code ?? 'failed'}`);
  }
}
