// What every subcommand shares: the client (built lazily from the environment), output in human
// or JSON form, and the one mapping from an error to a message and an exit code.
import { CommanderError } from 'commander';
import { ConfigError, loadClientConfig } from '../config.js';
import { AudioToolMissingError } from '../language/audio.js';
import { createLanguageClient } from '../language/client.js';
import {
  BatchJobError,
  InvalidRequestError,
  LanguageApiError,
  NetworkError,
  ServerError,
  TimeoutError,
} from '../language/errors.js';
import { createRedactor, type Redactor } from '../language/redact.js';
import type { ClientConfig, LanguageClient } from '../language/types.js';

export const EXIT = { ok: 0, internal: 1, usage: 2, api: 3, server: 4 } as const;

/** A bad command line or unreadable input file, found before anything is sent. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export interface Io {
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
  env: NodeJS.ProcessEnv;
}

export class CliContext {
  json = false;
  private config?: ClientConfig;
  private client?: LanguageClient;
  private redactor: Redactor;

  constructor(readonly io: Io) {
    this.redactor = this.redactorFor([io.env.REVERIE_API_KEY]);
  }

  /** Exact secrets only: the CLI prints ids (UUIDs) that the looks-like-a-key rules would blank out. */
  private redactorFor(secrets: (string | undefined)[]): Redactor {
    return createRedactor(secrets, { looksLikeSecret: false });
  }

  /** The client, configured from the environment on first use (so `--help` needs no key). */
  getClient(): LanguageClient {
    if (this.client) return this.client;
    this.config = loadClientConfig(this.io.env);
    this.redactor = this.redactorFor([this.config.apiKey, this.config.appId, this.io.env.REVERIE_API_KEY]);
    const client: LanguageClient = createLanguageClient(this.config);
    this.client = client;
    return client;
  }

  async close(): Promise<void> {
    await this.client?.close().catch(() => undefined);
  }

  out(line = ''): void {
    this.io.stdout.write(`${this.redact(line)}\n`);
  }

  err(line: string): void {
    this.io.stderr.write(`${this.redact(line)}\n`);
  }

  /** Prints a value as indented JSON (the `--json` output). */
  printJson(value: unknown): void {
    this.out(JSON.stringify(value, (_k, v) => (Buffer.isBuffer(v) ? `<${v.length} bytes>` : v), 2));
  }

  /** Progress notes for people watching a terminal; scripts get clean output. */
  note(line: string): void {
    if (this.io.stderr.isTTY && !this.json) this.err(line);
  }

  /** Belt and braces: the client redacts its errors, and the CLI never prints a credential either. */
  redact(text: string): string {
    return this.redactor(text);
  }

  /** Prints what went wrong and returns the exit code for it. */
  report(error: unknown): number {
    const { code, message } = describeError(error);
    if (message) this.err(message);
    return code;
  }
}

export function describeError(error: unknown): { code: number; message: string } {
  if (error instanceof CommanderError) {
    // Commander has printed its own message (or the help) already.
    return { code: error.exitCode === 0 ? EXIT.ok : EXIT.usage, message: '' };
  }
  if (error instanceof UsageError) return { code: EXIT.usage, message: `error: ${error.message}` };
  if (error instanceof ConfigError) return { code: EXIT.usage, message: `error: ${error.message}` };
  if (error instanceof InvalidRequestError && error.status === undefined) {
    return { code: EXIT.usage, message: `error: ${error.message}` };
  }
  if (error instanceof AudioToolMissingError) {
    // A missing ffmpeg is this machine's problem, not the API's.
    return { code: EXIT.internal, message: `error: ${error.message}` };
  }
  if (error instanceof LanguageApiError) {
    const status = error.status ? ` (HTTP ${error.status})` : '';
    const message = `error: ${error.message}${status}`;
    if (error instanceof ServerError || error instanceof NetworkError || error instanceof TimeoutError) {
      return { code: EXIT.server, message };
    }
    if (error instanceof BatchJobError) {
      // 005 (job failed) and 999 (unknown) are the service's trouble; 001–003 are the request's.
      return { code: error.code === '005' || error.code === '999' ? EXIT.server : EXIT.api, message };
    }
    if (error.status !== undefined && error.status >= 500) return { code: EXIT.server, message };
    return { code: EXIT.api, message };
  }
  const text = error instanceof Error ? error.message : String(error);
  return { code: EXIT.internal, message: `unexpected error: ${text}` };
}
