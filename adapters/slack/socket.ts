// Socket Mode (SLACK_APP_TOKEN, xapp-…): no public URL. apps.connections.open gives a WebSocket
// URL; Slack sends envelopes (events_api, slash_commands, interactive) over it and each is
// acknowledged with its envelope_id (and the ack's payload, e.g. a modal's response_action).
// The same receiver handles them as HTTP requests (dedupe of retries included); on `disconnect`
// or a dropped socket, a new URL is asked for and the connection made again.
import WebSocket from 'ws';
import type { DubashReceiver, SlackBody } from './receiver.js';

export interface SocketModeOptions {
  appToken: string;
  /** Web API base, e.g. https://slack.com/api/ */
  apiUrl: string;
  receiver: DubashReceiver;
  onError(err: unknown, what: string): void;
}

interface Envelope {
  type?: string;
  envelope_id?: string;
  payload?: SlackBody;
  retry_attempt?: number;
  reason?: string;
}

export class SocketModeConnection {
  private ws?: WebSocket;
  private stopped = true;
  private attempt = 0;
  /** resolves when the first `hello` arrives */
  private ready?: Promise<void>;

  constructor(private readonly opts: SocketModeOptions) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const ws = this.ws;
    this.ws = undefined;
    if (ws && ws.readyState !== WebSocket.CLOSED) {
      await new Promise<void>((resolve) => {
        ws.once('close', () => resolve());
        ws.close();
        setTimeout(resolve, 1_000).unref();
      });
    }
  }

  private async openUrl(): Promise<string> {
    const res = await fetch(`${this.opts.apiUrl}apps.connections.open`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.opts.appToken}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    const body = (await res.json()) as { ok?: boolean; url?: string; error?: string };
    if (!body.ok || !body.url)
      throw new Error(
        `Socket Mode: apps.connections.open said ${body.error ?? res.status} (check SLACK_APP_TOKEN)`,
      );
    return body.url;
  }

  private async connect(): Promise<void> {
    const url = await this.openUrl();
    const ws = new WebSocket(url);
    this.ws = ws;
    let opened = false;
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('Socket Mode: no hello within 10 s')), 10_000);
      timer.unref();
      ws.on('message', (data) => {
        let env: Envelope;
        try {
          env = JSON.parse(String(data)) as Envelope;
        } catch {
          return;
        }
        if (env.type === 'hello') {
          clearTimeout(timer);
          this.attempt = 0;
          opened = true;
          resolve();
          return;
        }
        if (env.type === 'disconnect') {
          ws.close();
          return;
        }
        void this.onEnvelope(ws, env);
      });
      ws.on('error', (err) => {
        clearTimeout(timer);
        // Before `hello` the caller hears it (start() rejects, the reconnect loop logs it): once.
        if (opened) this.opts.onError(err, 'Socket Mode connection');
        reject(err);
      });
    });
    ws.on('close', () => {
      if (this.stopped || this.ws !== ws) return;
      this.reconnect();
    });
    await this.ready;
  }

  private reconnect(): void {
    const delay = Math.min(30_000, 500 * 2 ** this.attempt++);
    setTimeout(() => {
      if (this.stopped) return;
      this.connect().catch((err) => {
        this.opts.onError(err, 'Socket Mode reconnect');
        this.reconnect();
      });
    }, delay).unref();
  }

  private async onEnvelope(ws: WebSocket, env: Envelope): Promise<void> {
    if (!env.envelope_id) return;
    const payload = env.payload ?? {};
    const answer = await this.opts.receiver.accept(payload, env.retry_attempt || undefined);
    const ack: Record<string, unknown> = { envelope_id: env.envelope_id };
    if (answer.body && answer.contentType === 'application/json') ack.payload = JSON.parse(answer.body);
    else if (answer.body) ack.payload = { text: answer.body };
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(ack));
  }
}
