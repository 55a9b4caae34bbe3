// Typed errors of the Language Services client. Every error row of the contract maps to one of
// these; `retryable` tells the HTTP layer (and job queues) whether trying again can help.
import { AUTH_MESSAGES } from './codes.js';
import type { ErrorBody } from './schemas.js';

export type Operation =
  | 'tts'
  | 'translate'
  | 'transliterate'
  | 'ocr'
  | 'analyseText'
  | 'localizeDocument'
  | 'transcribeFile'
  | 'transcribeBatch'
  | 'stream'
  | 'identifyLanguage'
  | 'identifySpokenLanguage';

export class LanguageApiError extends Error {
  /** Whether trying the same call again can help. */
  get retryable(): boolean {
    return false;
  }
  constructor(
    message: string,
    readonly operation?: Operation,
    readonly status?: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A request that breaks the contract's rules. Client-side: nothing was sent. Server-side: a 400. */
export class InvalidRequestError extends LanguageApiError {
  constructor(
    message: string,
    readonly field?: string,
    operation?: Operation,
    status?: number,
  ) {
    super(message, operation, status);
  }
}
export class AuthError extends LanguageApiError {}
export class UsageExhaustedError extends LanguageApiError {}
export class KeyExpiredError extends LanguageApiError {}
/** The API (REV-APPNAME) or a language/speaker is not enabled for the account. */
export class NotAuthorizedError extends LanguageApiError {
  constructor(
    message: string,
    readonly scope: 'api' | 'language',
    operation?: Operation,
    status?: number,
  ) {
    super(message, operation, status);
  }
}
export class ServerError extends LanguageApiError {
  override get retryable(): boolean {
    return true;
  }
}
export class NetworkError extends LanguageApiError {
  override get retryable(): boolean {
    return true;
  }
}
export class TimeoutError extends LanguageApiError {
  override get retryable(): boolean {
    return true;
  }
}
/** Batch STT job codes 001/002 (invalid job), 003 upload (language/domain), 005 (failed), 999. */
export class BatchJobError extends LanguageApiError {
  constructor(
    message: string,
    readonly code: string,
    operation: Operation = 'transcribeBatch',
  ) {
    super(message, operation);
  }
  override get retryable(): boolean {
    return this.code === '999';
  }
}
/** File or streaming STT answered `success: false`; `reason` is the service's cause. */
export class SpeechRecognitionError extends LanguageApiError {
  constructor(
    readonly reason: string,
    operation: Operation,
    status?: number,
  ) {
    super(`speech recognition failed: ${reason}`, operation, status);
  }
}

/** The text an error body carries, whichever of the listed shapes it has. */
export function errorText(body: ErrorBody | undefined): string | undefined {
  if (!body) return undefined;
  if (body.error && body.description) return `${body.error}: ${body.description}`;
  return body.message ?? body.error ?? body.description ?? body.cause;
}

/** Maps an HTTP status and error body to the typed error of the contract's Errors section. */
export function errorFromResponse(
  operation: Operation,
  status: number,
  body: ErrorBody | undefined,
): LanguageApiError {
  const text = errorText(body) ?? `HTTP ${status}`;
  const head = (body?.error ?? body?.message ?? body?.cause ?? '').trim();
  if (status === 403 || status === 401) {
    if (head === AUTH_MESSAGES.exhausted) return new UsageExhaustedError(text, operation, status);
    if (head === AUTH_MESSAGES.expired) return new KeyExpiredError(text, operation, status);
    if (head === AUTH_MESSAGES.api) return new NotAuthorizedError(text, 'api', operation, status);
    if (head === AUTH_MESSAGES.language) return new NotAuthorizedError(text, 'language', operation, status);
    return new AuthError(text, operation, status);
  }
  if (status >= 500) return new ServerError(text, operation, status);
  if (status === 408) return new TimeoutError(text, operation, status);
  // 429 is not in the contract, but a gateway in front of the service may send it.
  if (status === 429) return new ServerError(text, operation, status);
  return new InvalidRequestError(text, undefined, operation, status);
}
