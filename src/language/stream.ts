// Streaming speech-to-text over a WebSocket (contract endpoint 9). A session is an async iterable of
// typed events; audio goes up as binary frames of 16 kHz int16 PCM, then the text `--EOF--`. Writes
// wait while the socket's buffered amount is above a high-water mark, so memory stays bounded even
// when the service reads slowly.
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import WebSocket from 'ws';
import { APP_NAMES, STREAM_EOF } from './codes.js';
import {
  errorFromResponse,
  InvalidRequestError,
  type LanguageApiError,
  NetworkError,
  SpeechRecognitionError,
  TimeoutError,
} from './errors.js';
import { joinUrl, readErrorBody, UnexpectedResponseError } from './http.js';
import { type Redactor, redactError } from './redact.js';
import { SttMessage } from './schemas.js';
import type { CallOptions, StreamEvent, SttStream } from './types.js';
import type { ValidStreamRequest } from './validate.js';

/** Audio is re-chunked into frames of this size when piped (8 KiB = 256 ms of 16 kHz int16). */
export const STREAM_FRAME_BYTES = 8192;
/** Writes wait while more than this many bytes are queued on the socket. */
export const DEFAULT_HIGH_WATER_MARK = 256 * 1024;

export interface StreamSettings {
  wsUrl: string;
  apiKey: string;
  appId: string;
  redact: Redactor;
  handshakeTimeoutMs: number;
  highWaterMark?: number;
}

/** Causes after which a session is over even in continuous mode. */
const SESSION_END_CAUSES = new Set(['EOF received', 'timeout']);

// The service reads floats as strings like "15.0".
const float = (n: number) => (Number.isInteger(n) ? n.toFixed(1) : String(n));

export function buildStreamUrl(
  settings: Pick<StreamSettings, 'wsUrl' | 'apiKey' | 'appId'>,
  req: ValidStreamRequest,
): string {
  return joinUrl(settings.wsUrl, 'stream', {
    apikey: settings.apiKey,
    appid: settings.appId,
    appname: APP_NAMES.sttStream,
    src_lang: req.language,
    domain: req.domain,
    timeout: float(req.timeoutS),
    silence: float(req.silenceS),
    format: req.format,
    logging: req.logging,
    punctuate: String(req.punctuate),
    continuous: String(req.continuous),
  });
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

class SttSession implements SttStream {
  private readonly events: StreamEvent[] = [];
  private failure: Error | undefined;
  /** No more events will come (final received, socket closed, or closed by us). */
  private finished = false;
  private eofSent = false;
  private wake: (() => void) | undefined;

  constructor(
    private readonly ws: WebSocket,
    private readonly continuous: boolean,
    private readonly highWaterMark: number,
    private readonly redact: Redactor,
  ) {
    ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    ws.on('close', (code) => {
      if (!this.finished && code !== 1000 && code !== 1005 && !this.failure) {
        this.fail(
          new NetworkError(
            `the speech stream closed before a final transcript (close code ${code})`,
            'stream',
          ),
        );
      }
      this.finish();
    });
    ws.on('error', (err) => this.fail(new NetworkError(`speech stream failed: ${err.message}`, 'stream')));
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  private push(event: StreamEvent): void {
    this.events.push(event);
    this.notify();
  }

  private finish(): void {
    this.finished = true;
    this.notify();
  }

  private fail(error: LanguageApiError | Error): void {
    if (this.failure || this.finished) return;
    this.failure = redactError(error, this.redact);
    this.finish();
    this.ws.close();
  }

  private onMessage(data: WebSocket.RawData, isBinary: boolean): void {
    if (this.finished) return;
    let value: unknown;
    try {
      value = JSON.parse(isBinary ? Buffer.from(data as Buffer).toString('utf8') : data.toString());
    } catch {
      this.fail(new UnexpectedResponseError('unexpected message from the speech stream: not JSON', 'stream'));
      return;
    }
    const parsed = SttMessage.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      this.fail(
        new UnexpectedResponseError(
          `unexpected message from the speech stream: ${issue?.path.join('.') || '(message)'}: ${issue?.message}`,
          'stream',
        ),
      );
      return;
    }
    const msg = parsed.data;
    if (!msg.success) {
      this.fail(new SpeechRecognitionError(msg.cause || 'unknown error', 'stream'));
      return;
    }
    if (!msg.final) {
      this.push(
        msg.cause === 'ready'
          ? { type: 'ready', id: msg.id }
          : { type: 'partial', id: msg.id, text: msg.text, confidence: msg.confidence },
      );
      return;
    }
    this.push({
      type: 'final',
      id: msg.id,
      text: msg.text,
      displayText: msg.display_text ?? msg.text,
      confidence: msg.confidence ?? 0,
      cause: msg.cause,
    });
    // In continuous mode a silence final ends one utterance, not the session.
    if (!this.continuous || SESSION_END_CAUSES.has(msg.cause)) {
      this.finish();
      this.ws.close(1000);
    }
  }

  /** Bytes queued on the socket but not yet sent (diagnostics; writes keep it near the high-water mark). */
  get bufferedAmount(): number {
    return this.ws.bufferedAmount;
  }

  async write(pcm: Buffer): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.eofSent) throw new InvalidRequestError('cannot write audio after end()', 'audio', 'stream');
    // Audio after the final transcript has nowhere to go; dropping it lets a pipe wind down quietly.
    if (this.finished || this.ws.readyState !== WebSocket.OPEN) return;
    this.ws.send(pcm, { binary: true });
    while (
      this.ws.bufferedAmount > this.highWaterMark &&
      this.ws.readyState === WebSocket.OPEN &&
      !this.failure
    ) {
      await wait(5);
    }
    if (this.failure) throw this.failure;
  }

  async end(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.eofSent || this.finished || this.ws.readyState !== WebSocket.OPEN) return;
    this.eofSent = true;
    // A text frame: the contract's "client writes the text --EOF--".
    this.ws.send(STREAM_EOF);
  }

  async pipe(source: Readable | AsyncIterable<Buffer>): Promise<void> {
    let pending = Buffer.alloc(0);
    for await (const chunk of source as AsyncIterable<Buffer | string>) {
      if (this.finished) break;
      pending = Buffer.concat([pending, typeof chunk === 'string' ? Buffer.from(chunk) : chunk]);
      while (pending.length >= STREAM_FRAME_BYTES) {
        await this.write(pending.subarray(0, STREAM_FRAME_BYTES));
        pending = pending.subarray(STREAM_FRAME_BYTES);
      }
    }
    if (pending.length > 0) await this.write(pending);
    await this.end();
  }

  close(): void {
    this.finish();
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING)
      this.ws.close(1000);
  }

  [Symbol.asyncIterator](): AsyncIterator<StreamEvent> {
    return {
      next: async (): Promise<IteratorResult<StreamEvent>> => {
        for (;;) {
          const event = this.events.shift();
          if (event) return { value: event, done: false };
          if (this.failure) throw this.failure;
          if (this.finished) return { value: undefined, done: true };
          await new Promise<void>((resolve) => {
            this.wake = resolve;
          });
        }
      },
      return: async (): Promise<IteratorResult<StreamEvent>> => {
        this.close();
        return { value: undefined, done: true };
      },
    };
  }
}

function readBody(res: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', () => resolve(Buffer.concat(chunks)));
  });
}

/** A refused handshake: 403 → AuthError('Forbidden') (or a finer 403 class), 400 → InvalidRequestError(body). */
async function handshakeError(res: IncomingMessage): Promise<LanguageApiError> {
  const status = res.statusCode ?? 0;
  const bytes = await readBody(res);
  const body = readErrorBody(bytes, String(res.headers['content-type'] ?? ''));
  if (status === 403)
    return errorFromResponse('stream', 403, { ...body, message: body?.message ?? 'Forbidden' });
  if (status === 400) {
    const text = body ? (body.message ?? body.error ?? body.cause ?? 'Bad Request') : 'Bad Request';
    return new InvalidRequestError(text, undefined, 'stream', 400);
  }
  return errorFromResponse('stream', status, body);
}

/** Opens a streaming STT session; resolves once the WebSocket is open (the `ready` event follows). */
export function openSttStream(
  settings: StreamSettings,
  req: ValidStreamRequest,
  opts: CallOptions = {},
): Promise<SttStream> {
  const { redact } = settings;
  return new Promise<SttStream>((resolve, reject) => {
    if (opts.signal?.aborted) return reject(opts.signal.reason ?? new DOMException('aborted', 'AbortError'));
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      opts.signal?.removeEventListener('abort', onAbort);
      if (error) reject(redactError(error, redact));
      else resolve(session);
    };
    const ws = new WebSocket(buildStreamUrl(settings, req), {
      handshakeTimeout: opts.timeoutMs ?? settings.handshakeTimeoutMs,
      perMessageDeflate: false,
    });
    // Listeners go on before `open` so no early message (ready, or a success:false) is lost.
    const session = new SttSession(
      ws,
      req.continuous,
      settings.highWaterMark ?? DEFAULT_HIGH_WATER_MARK,
      redact,
    );
    const onAbort = () => {
      ws.terminate();
      settle(
        opts.signal?.reason instanceof Error ? opts.signal.reason : new DOMException('aborted', 'AbortError'),
      );
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    ws.once('open', () => settle());
    ws.once('unexpected-response', (_request, res) => {
      void handshakeError(res).then((error) => {
        settle(error);
        ws.terminate();
      });
    });
    ws.on('error', (err) => {
      if (/timed out/i.test(err.message)) {
        settle(new TimeoutError('the speech stream handshake timed out', 'stream'));
      } else {
        settle(new NetworkError(`could not open the speech stream: ${err.message}`, 'stream'));
      }
    });
  });
}
