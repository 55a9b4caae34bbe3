// Slack's requests on the bot's one HTTP server: POST /slack/events takes the Events API, slash
// commands and interactivity. Bolt's own HTTP receiver would open a port of its own, so this is a
// custom Bolt Receiver: Fastify hands over the raw bytes, the signature and its 5-minute window are
// checked before anything is parsed (bad or stale → 401, nothing processed), url_verification is
// answered here, a retried event (same event_id) is acknowledged and dropped, and Bolt gets the
// parsed body with an ack that answers the HTTP request (well within Slack's 3 s).
import type { App, Receiver, ReceiverEvent } from '@slack/bolt';
import type { FastifyInstance } from 'fastify';
import { verifySlackSignature } from './signature.js';

/** Remembers event ids already taken in (Redis in the bot, so every process agrees). */
export interface EventDedupe {
  /** true the first time an id is seen */
  first(eventId: string): Promise<boolean>;
}

export interface ReceiverOptions {
  signingSecret: string;
  dedupe: EventDedupe;
  onError(err: unknown, what: string): void;
  /** events processed at once (the rest wait their turn), default 16 */
  maxConcurrentEvents?: number;
  /** the HTTP answer is sent at the latest after this (Slack gives up at 3 s), default 2500 ms */
  ackTimeoutMs?: number;
}

export interface HttpAnswer {
  status: number;
  body?: string;
  contentType?: string;
}

export type SlackBody = Record<string, unknown>;

/** The body of a Slack request: JSON (Events API) or a form (commands; interactivity's `payload`). */
export function parseSlackBody(raw: Buffer, contentType: string | undefined): SlackBody {
  const text = raw.toString('utf8');
  if ((contentType ?? '').includes('application/json')) return JSON.parse(text) as SlackBody;
  const form = new URLSearchParams(text);
  const payload = form.get('payload');
  if (payload !== null) return JSON.parse(payload) as SlackBody;
  return Object.fromEntries(form.entries());
}

export class DubashReceiver implements Receiver {
  private app?: App;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly opts: ReceiverOptions) {}

  init(app: App): void {
    this.app = app;
  }

  async start(): Promise<void> {}

  async stop(): Promise<void> {
    await this.idle();
  }

  private active = 0;
  private readonly waiting: (() => void)[] = [];

  /**
   * Events are processed a bounded number at a time: in a burst the rest wait in a cheap queue,
   * so the event loop keeps answering Slack's requests (acks) at once instead of drowning in work.
   */
  private async limited<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= (this.opts.maxConcurrentEvents ?? 16))
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await task();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }

  /** Resolves once every request taken in has been handled by Bolt (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  /** One HTTP request, from raw bytes to the answer Slack gets. */
  async handle(
    raw: Buffer,
    headers: Record<string, string | string[] | undefined>,
    nowS?: number,
  ): Promise<HttpAnswer> {
    const header = (name: string) => {
      const v = headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    const verdict = verifySlackSignature(
      this.opts.signingSecret,
      { signature: header('x-slack-signature'), timestamp: header('x-slack-request-timestamp') },
      raw,
      nowS,
    );
    if (!verdict.ok) return { status: 401, body: verdict.reason, contentType: 'text/plain' };
    let body: SlackBody;
    try {
      body = parseSlackBody(raw, header('content-type'));
    } catch {
      return { status: 400, body: 'the body is not a Slack payload', contentType: 'text/plain' };
    }
    if (body.type === 'url_verification')
      return {
        status: 200,
        body: JSON.stringify({ challenge: body.challenge }),
        contentType: 'application/json',
      };
    if (body.ssl_check) return { status: 200 };
    const retryNum = Number(header('x-slack-retry-num'));
    if (body.type === 'event_callback') {
      // Events want no answer but 200: acknowledged now, deduped and processed after.
      const retry = Number.isFinite(retryNum) ? retryNum : undefined;
      const reason = header('x-slack-retry-reason');
      const running = this.limited(() => this.accept(body, retry, reason))
        .then(() => undefined)
        .catch((err) => this.opts.onError(err, 'processing a Slack event'))
        .finally(() => this.inFlight.delete(running));
      this.inFlight.add(running);
      return { status: 200 };
    }
    return this.accept(
      body,
      Number.isFinite(retryNum) ? retryNum : undefined,
      header('x-slack-retry-reason'),
    );
  }

  /** Socket Mode and HTTP alike: a retried event (same event_id) is acknowledged and dropped. */
  async accept(body: SlackBody, retryNum?: number, retryReason?: string): Promise<HttpAnswer> {
    if (typeof body.event_id === 'string' && !(await this.opts.dedupe.first(body.event_id)))
      return { status: 200 };
    return this.toBolt(body, retryNum, retryReason);
  }

  /** Bolt processes the body; the answer is what its ack said. */
  toBolt(body: SlackBody, retryNum?: number, retryReason?: string): Promise<HttpAnswer> {
    const app = this.app;
    if (!app) return Promise.resolve({ status: 503, body: 'not started', contentType: 'text/plain' });
    return new Promise<HttpAnswer>((resolve) => {
      let answered = false;
      const answer = (a: HttpAnswer) => {
        if (answered) return;
        answered = true;
        clearTimeout(timer);
        resolve(a);
      };
      const timer = setTimeout(() => answer({ status: 200 }), this.opts.ackTimeoutMs ?? 2_500);
      const event: ReceiverEvent = {
        body,
        ...(retryNum !== undefined ? { retryNum } : {}),
        ...(retryReason ? { retryReason } : {}),
        ack: async (response?: unknown) => {
          if (response === undefined || response === '') answer({ status: 200 });
          else if (typeof response === 'string')
            answer({ status: 200, body: response, contentType: 'text/plain' });
          else answer({ status: 200, body: JSON.stringify(response), contentType: 'application/json' });
        },
      };
      const running = app
        .processEvent(event)
        .catch((err) => this.opts.onError(err, 'processing a Slack request'))
        .finally(() => {
          answer({ status: 200 });
          this.inFlight.delete(running);
        });
      this.inFlight.add(running);
    });
  }
}

/** Mounts POST /slack/events; the raw body is kept (its own content parsers, in its own scope). */
export function mountSlackEvents(app: FastifyInstance, receiver: DubashReceiver): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post('/slack/events', async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const a = await receiver.handle(raw, req.headers);
      reply.code(a.status);
      if (a.contentType) reply.type(a.contentType);
      return reply.send(a.body ?? '');
    });
  });
}
