// Platforms connect in the background: the web chat, /healthz and the other platforms never wait
// for one that is slow or unreachable. A failed connect is one log line (which platform, why, when
// the next try is) and is tried again with backoff; /readyz names a platform that is not up.
import type { PlatformAdapter } from './adapter.js';
import type { CommandSpec } from './command.js';
import type { ChatEvent } from './event.js';

export type ConnectionState =
  | { state: 'connecting' }
  | { state: 'up' }
  | { state: 'down'; reason: string; retryAt?: number };

export interface ConnectionLog {
  info(msg: string): void;
  warn(msg: string): void;
}

export interface ConnectionsOptions {
  log?: ConnectionLog;
  /** cuts secrets out of a reason (a URL with a token in it) */
  redact?: (text: string) => string;
  /** wait before the first retry, doubled each failure up to `maxDelayMs` (default 2 s, 5 min) */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** an attempt still running after this is reported down, and still waited for (default 30 s) */
  slowMs?: number;
}

const LABELS: Record<string, string> = { telegram: 'Telegram', slack: 'Slack', discord: 'Discord' };
export const platformLabel = (name: string) => LABELS[name] ?? name;

const seconds = (ms: number) =>
  ms < 60_000 ? `${Math.round(ms / 1000)} s` : `${Math.round(ms / 60_000)} min`;

/**
 * One line for a failure: its message and its causes (`fetch failed: connect ECONNREFUSED …`),
 * never a stack. Undici and grammY put the useful part in `cause` or `error`.
 */
export function failureReason(err: unknown): string {
  const parts: string[] = [];
  let at: unknown = err;
  for (let depth = 0; at && depth < 4; depth++) {
    const message = at instanceof Error ? at.message : typeof at === 'string' ? at : '';
    const code = (at as { code?: unknown }).code;
    const text = message || (typeof code === 'string' ? code : '');
    if (text && !parts.some((p) => p.includes(text))) parts.push(text.split('\n')[0] ?? text);
    const next = (at as { cause?: unknown; error?: unknown }).cause ?? (at as { error?: unknown }).error;
    at = next === at ? undefined : next;
  }
  return parts.join(': ') || 'unknown error';
}

const NETWORK =
  /fetch failed|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|socket hang up|Network request/i;

/** The network failed (nothing answered): worth one line and a retry, not a stack. */
export const isNetworkFailure = (err: unknown) => NETWORK.test(failureReason(err));

export class PlatformConnections {
  private readonly states = new Map<string, ConnectionState>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly opts: ConnectionsOptions = {}) {}

  /** Starts connecting `adapter` (its commands registered first, as before); returns at once. */
  connect(
    adapter: PlatformAdapter,
    dispatch: (event: ChatEvent) => Promise<void>,
    specs: CommandSpec[],
  ): void {
    this.states.set(adapter.name, { state: 'connecting' });
    void this.attempt(adapter, dispatch, specs, 0);
  }

  /** Each platform's state, by name. */
  status(): Map<string, ConnectionState> {
    return new Map(this.states);
  }

  /** Platforms not up, each with a short reason: what /readyz says. */
  notUp(): { name: string; reason: string }[] {
    return [...this.states]
      .filter(([, s]) => s.state !== 'up')
      .map(([name, s]) => ({ name, reason: s.state === 'down' ? s.reason : 'connecting' }));
  }

  /** No more tries; an attempt still running stops its adapter when it ends. */
  stop(): void {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private reason(err: unknown): string {
    const text = failureReason(err);
    return this.opts.redact ? this.opts.redact(text) : text;
  }

  private async attempt(
    adapter: PlatformAdapter,
    dispatch: (event: ChatEvent) => Promise<void>,
    specs: CommandSpec[],
    failures: number,
  ): Promise<void> {
    if (this.stopped) return;
    const label = platformLabel(adapter.name);
    const log = this.opts.log;
    this.states.set(adapter.name, { state: 'connecting' });
    const slowMs = this.opts.slowMs ?? 30_000;
    // A blackholed address answers nothing for minutes: say so, but let the attempt run its course
    // (a second one beside it would leave two connections).
    const slow = setTimeout(() => {
      if (this.states.get(adapter.name)?.state !== 'connecting') return;
      const reason = `no answer within ${seconds(slowMs)}`;
      this.states.set(adapter.name, { state: 'down', reason });
      log?.warn(`${label}: ${reason}; still trying`);
    }, slowMs);
    slow.unref();
    // Beside start(), not before it: a registration that hangs must not hold the connection up.
    // A platform that refuses the command list (rights, rate limit) still receives messages.
    const registering = adapter.registerCommands?.(specs).then(
      () => undefined,
      (err: unknown) => err ?? new Error('failed'),
    );
    try {
      await adapter.start(dispatch);
    } catch (err) {
      clearTimeout(slow);
      await adapter.stop().catch(() => undefined); // what the failed attempt left half open
      if (this.stopped) return;
      const delay = Math.min(
        this.opts.maxDelayMs ?? 300_000,
        (this.opts.firstDelayMs ?? 2_000) * 2 ** failures,
      );
      const reason = this.reason(err);
      this.states.set(adapter.name, { state: 'down', reason, retryAt: Date.now() + delay });
      log?.warn(`${label} could not connect (${reason}); retrying in ${seconds(delay)}`);
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.attempt(adapter, dispatch, specs, failures + 1);
      }, delay);
      timer.unref();
      this.timers.add(timer);
      return;
    }
    clearTimeout(slow);
    if (this.stopped) {
      await adapter.stop().catch(() => undefined); // connected after the bot stopped
      return;
    }
    this.states.set(adapter.name, { state: 'up' });
    log?.info(`${label}: connected`);
    const registerError = await registering;
    if (registerError)
      log?.warn(
        `${label}: registering the commands failed (${this.reason(registerError)}); messages still arrive`,
      );
  }
}
