// The HTTP layer of the Language Services client: one pooled keep-alive undici Agent, credential
// headers, a per-attempt timeout, the caller's AbortSignal, and retries with exponential backoff and
// full jitter inside an overall deadline, for retryable failures only (5xx, network, and timeouts of
// GET calls: a POST that timed out may still be running on the server, so it is not re-sent).
// Every error it throws is typed (errors.ts) and redacted.
import { Agent, FormData, request } from 'undici';
import type { z } from 'zod';
import {
  errorFromResponse,
  LanguageApiError,
  NetworkError,
  type Operation,
  ServerError,
  TimeoutError,
} from './errors.js';
import { type Redactor, redactError } from './redact.js';
import { ErrorBody } from './schemas.js';
import type { CallOptions, ClientConfig } from './types.js';

export { FormData };

/** The service answered 2xx with a body that does not match the contract. Not retried: the same call would get the same body. */
export class UnexpectedResponseError extends ServerError {
  override get retryable(): boolean {
    return false;
  }
}

export interface HttpSettings {
  baseUrl: string;
  apiKey: string;
  appId: string;
  timeoutMs: number;
  deadlineMs: number;
  retries: number;
  backoffMs: number;
  redact: Redactor;
  onRetry?: ClientConfig['onRetry'];
}

export type HttpBody = string | Buffer | FormData;

export interface HttpCall {
  operation: Operation;
  method: 'GET' | 'POST';
  /** A path relative to the base URL, or an absolute URL (downloads). */
  path: string;
  query?: Record<string, string>;
  /** REV-APPNAME */
  appName?: string;
  headers?: Record<string, string>;
  /** JSON body (sets Content-Type application/json). */
  json?: unknown;
  /** Any other body; a factory so every attempt gets a fresh one. */
  body?: () => HttpBody;
  /** Maps an operation-specific error body (e.g. batch `{code, message}`) before the generic mapping. */
  mapError?: (status: number, body: unknown) => LanguageApiError | undefined;
  /** Added to the per-attempt timeout and the deadline: work that takes longer (long audio). */
  extraTimeoutMs?: number;
}

export interface HttpResponse {
  status: number;
  contentType: string;
  body: Buffer;
}

const MAX_BACKOFF_MS = 10_000;

/** Joins a base URL and a path whether or not the base ends (or the path starts) with a slash. */
export function joinUrl(base: string, path: string, query?: Record<string, string>): string {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const search = new URLSearchParams(query).toString();
  return search ? `${url}?${search}` : url;
}

function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error) return reason;
  return new DOMException('the call was aborted', 'AbortError');
}

/** Waits, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Appends a file part to a multipart form. */
export function fileField(form: FormData, name: string, bytes: Buffer, filename: string): void {
  // A view, not a copy: audio and documents can be large.
  form.append(name, new Blob([bytes as Uint8Array<ArrayBuffer>]), filename);
}

/** Reads an error body of any shape the contract lists; plain text becomes `{message}`. */
export function readErrorBody(body: Buffer, contentType: string): ErrorBody | undefined {
  const text = body.toString('utf8').trim();
  if (!text) return undefined;
  try {
    const parsed = ErrorBody.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: fall through to plain text
  }
  // An HTML error page from a proxy says nothing useful; "HTTP <status>" is clearer.
  if (contentType.includes('html') || text.startsWith('<')) return undefined;
  return { message: text.split('\n')[0]?.slice(0, 200) };
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
}

/**
 * Parses a 2xx JSON body with a contract schema. A body that is an error in disguise (some
 * services answer 200 with `{success:false, cause}` or `{message, status: 403}`) maps to its typed error.
 */
export function parseJsonBody<S extends z.ZodType>(
  operation: Operation,
  res: HttpResponse,
  schema: S,
): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(res.body.toString('utf8'));
  } catch {
    throw new UnexpectedResponseError(
      `unexpected response from the Language Services API (${operation}): the body is not JSON (${res.body.length} bytes, ${res.contentType || 'no content type'})`,
      operation,
      res.status,
    );
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const asError = ErrorBody.safeParse(value);
  if (asError.success) {
    const body = asError.data;
    const status = typeof body.status === 'number' && body.status >= 400 ? body.status : undefined;
    if (status !== undefined || body.success === false || body.error !== undefined) {
      throw errorFromResponse(operation, status ?? 400, body);
    }
  }
  throw new UnexpectedResponseError(
    `unexpected response from the Language Services API (${operation}): ${describeIssues(parsed.error)}`,
    operation,
    res.status,
  );
}

export class HttpClient {
  readonly agent: Agent;
  private readonly baseOrigin: string;

  constructor(private readonly settings: HttpSettings) {
    // One agent per client: connections are pooled and kept alive across calls.
    this.agent = new Agent({ keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000, connections: 32 });
    this.baseOrigin = new URL(settings.baseUrl).origin;
  }

  /** Performs the call with retries; resolves with a 2xx response, otherwise throws a typed, redacted error. */
  async call(call: HttpCall, opts: CallOptions = {}): Promise<HttpResponse> {
    const { settings } = this;
    const extra = call.extraTimeoutMs ?? 0;
    const deadline = Date.now() + settings.deadlineMs + extra;
    const perAttempt = (opts.timeoutMs ?? settings.timeoutMs) + extra;
    for (let attempt = 1; ; attempt++) {
      try {
        if (opts.signal?.aborted) throw abortReason(opts.signal);
        const remaining = deadline - Date.now();
        if (remaining <= 0) {
          throw new TimeoutError(
            `the Language Services API did not answer within the ${settings.deadlineMs} ms deadline (${call.operation})`,
            call.operation,
          );
        }
        return await this.attempt(call, Math.min(perAttempt, remaining), opts.signal);
      } catch (err) {
        const error = redactError(err, settings.redact);
        // A POST that timed out reached a server that may still be working on it: sending it
        // again would only stack the same work (issue 9). Polls and downloads (GET) are re-sent.
        const stillWorking = error instanceof TimeoutError && call.method !== 'GET';
        const retryable = error instanceof LanguageApiError && error.retryable && !stillWorking;
        if (!retryable || attempt > settings.retries) throw error;
        const delayMs = Math.round(
          Math.random() * Math.min(MAX_BACKOFF_MS, settings.backoffMs * 2 ** (attempt - 1)),
        );
        // No point sleeping past the deadline: the next attempt could not finish in time.
        if (Date.now() + delayMs >= deadline) throw error;
        settings.onRetry?.({ operation: call.operation, attempt, delayMs, error: error.message });
        await sleep(delayMs, opts.signal);
      }
    }
  }

  private headersFor(call: HttpCall, url: string): Record<string, string> {
    const headers: Record<string, string> = {};
    // Credentials go only to the service itself, never to a foreign download host.
    if (new URL(url).origin === this.baseOrigin) {
      headers['REV-API-KEY'] = this.settings.apiKey;
      headers['REV-APP-ID'] = this.settings.appId;
      if (call.appName) headers['REV-APPNAME'] = call.appName;
    }
    if (call.json !== undefined) headers['Content-Type'] = 'application/json';
    return { ...headers, ...call.headers };
  }

  private async attempt(call: HttpCall, timeoutMs: number, signal?: AbortSignal): Promise<HttpResponse> {
    const url = /^https?:\/\//i.test(call.path)
      ? call.path
      : joinUrl(this.settings.baseUrl, call.path, call.query);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const body = call.json !== undefined ? JSON.stringify(call.json) : call.body?.();
      const res = await request(url, {
        dispatcher: this.agent,
        method: call.method,
        headers: this.headersFor(call, url),
        body,
        signal: controller.signal,
      });
      // Always read the whole body: that is what returns the socket to the pool.
      const bytes = Buffer.from(await res.body.arrayBuffer());
      // undici frees the connection just after the body ends; yielding one turn lets the next
      // sequential call reuse it instead of opening a second socket.
      await new Promise(setImmediate);
      const contentType = String(res.headers['content-type'] ?? '');
      if (res.statusCode >= 200 && res.statusCode < 300) {
        return { status: res.statusCode, contentType, body: bytes };
      }
      throw this.errorFor(call, res.statusCode, bytes, contentType);
    } catch (err) {
      if (err instanceof LanguageApiError) throw err;
      if (timedOut) {
        throw new TimeoutError(
          `the Language Services API did not answer within ${timeoutMs} ms (${call.operation})`,
          call.operation,
        );
      }
      if (signal?.aborted) throw abortReason(signal);
      const code = (err as { code?: string }).code;
      const detail = code ? `${code}: ${(err as Error).message}` : String((err as Error)?.message ?? err);
      throw new NetworkError(
        `could not reach the Language Services API (${call.operation}): ${detail}`,
        call.operation,
      );
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  private errorFor(call: HttpCall, status: number, bytes: Buffer, contentType: string): LanguageApiError {
    let json: unknown;
    try {
      json = JSON.parse(bytes.toString('utf8'));
    } catch {
      json = undefined;
    }
    const mapped = json !== undefined ? call.mapError?.(status, json) : undefined;
    return mapped ?? errorFromResponse(call.operation, status, readErrorBody(bytes, contentType));
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}
