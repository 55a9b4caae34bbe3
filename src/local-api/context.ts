// What every route gets: accounts, limits, engines, job stores; and the two guards every route
// starts with, which answer 403 in the route's own error shape.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Account, Reservation } from './accounts.js';
import { AccountStore } from './accounts.js';
import { authenticate, authorizeUse, headerCredentials, type Use } from './auth.js';
import type { BatchJobs } from './batch-jobs.js';
import { ClientGoneError } from './client-gone.js';
import type { DocProjects } from './doc-projects.js';
import type { Engines } from './engines/index.js';
import { EngineUnavailableError } from './engines/index.js';
import { EngineInputError } from './engines/types.js';
import type { Limits } from './limits.js';
import { type OpKind, sendAuthFailure } from './replies.js';
import type { StreamRegistry } from './stream-registry.js';

export interface ServerContext {
  store: AccountStore;
  limits: Limits;
  engines: Engines;
  jobs: BatchJobs;
  docs: DocProjects;
  /** open streaming sessions, bounded per account and in all */
  streams: StreamRegistry;
  log: FastifyBaseLogger;
  /** base of the URLs the server hands out (document downloads); set once it listens */
  publicUrl: string;
}

/** Credentials, expiry and API; on failure the 403 is sent and undefined returned. */
export function guardCaller(
  ctx: ServerContext,
  req: FastifyRequest,
  reply: FastifyReply,
  kind: OpKind,
  apps: readonly string[],
): Account | undefined {
  const result = authenticate(ctx.store, headerCredentials(req), apps);
  if (result.ok) return result.account;
  sendAuthFailure(reply, kind, result.failure);
  return undefined;
}

/** Languages/speaker and credits; on failure the 403 is sent and false returned. */
export function guardUse(reply: FastifyReply, kind: OpKind, account: Account, use: Use): boolean {
  const failure = authorizeUse(account, use);
  if (!failure) return true;
  sendAuthFailure(reply, kind, failure);
  return false;
}

export function charge(account: Account, kind: Use['credit'], amount: number): void {
  AccountStore.charge(account, kind, amount);
}

/** Holds `amount` of credit for the work; on failure the 403 usage exhausted is sent and undefined returned. */
export function reserve(
  reply: FastifyReply,
  kind: OpKind,
  account: Account,
  credit: Use['credit'],
  amount: number,
): Reservation | undefined {
  const held = AccountStore.reserve(account, credit, amount);
  if (!held) sendAuthFailure(reply, kind, 'exhausted');
  return held;
}

/** message: what the contract's body carries; detail: a safe explanation (TTS/OCR descriptions) */
export type EngineFailure = { status: 400 | 500 | 503; message: string; detail: string };

/** Bad input the engine refused → 400 with its message; anything else → 500 (logged, not shown). */
export function engineFailure(
  ctx: ServerContext,
  err: unknown,
  fallback = 'Internal Server Error',
): EngineFailure {
  if (err instanceof EngineInputError || (err as Error)?.name === 'EngineInputError') {
    const message = (err as Error).message;
    return { status: 400, message, detail: message };
  }
  // the engine has as much as it may take at once: the caller may try again shortly
  if ((err as Error)?.name === 'EngineBusyError') {
    const message = (err as Error).message;
    return { status: 503, message, detail: message };
  }
  // work dropped because its client left: the answer goes nowhere and nothing failed
  if (err instanceof ClientGoneError) return { status: 500, message: fallback, detail: fallback };
  if (err instanceof EngineUnavailableError) {
    ctx.log.error({ engine: err.engine }, err.message);
    return { status: 500, message: fallback, detail: err.message };
  }
  ctx.log.error({ err }, 'engine failure');
  return { status: 500, message: fallback, detail: fallback };
}
