// Server-sent events of the local chat. Changes arrive on Redis pub/sub (so replies posted by a
// worker in another process show up too) and go to each open page as that member's view.
import type { ServerResponse } from 'node:http';
import { localConversation } from './ids.js';
import type { LocalAdapter } from './index.js';
import { viewOf } from './render.js';
import type { WebChatChange } from './store.js';

interface Client {
  res: ServerResponse;
  workspace?: string;
  channel?: string;
  user?: string;
}

export class StreamHub {
  private readonly clients = new Set<Client>();
  private unsubscribe?: () => Promise<void>;
  private heartbeat?: NodeJS.Timeout;
  /** Changes go out one after another, in the order Redis published them (a slow update must not
   * land after the delete that followed it). */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly adapter: LocalAdapter) {}

  async open(): Promise<void> {
    this.unsubscribe = await this.adapter.store.subscribe(
      (change) => {
        this.queue = this.queue
          .then(() => this.fanOut(change))
          .catch((err) => this.adapter.opts.onError?.(err, 'streaming a chat change'));
      },
      // Reconnected after Redis was away (a restart, a failover): what was published meanwhile
      // never reached this subscriber, so open pages read the channel again.
      () => {
        for (const c of this.clients) c.res.write('event: resync\ndata: {}\n\n');
      },
    );
    // Comments keep proxies and browsers from dropping an idle stream.
    this.heartbeat = setInterval(() => {
      for (const c of this.clients) c.res.write(': ping\n\n');
    }, 15_000);
    this.heartbeat.unref();
  }

  add(client: Client): void {
    client.res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    client.res.write(': connected\n\n');
    this.clients.add(client);
    client.res.on('close', () => this.clients.delete(client));
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const c of this.clients) c.res.end();
    this.clients.clear();
    await this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  private async fanOut(change: WebChatChange): Promise<void> {
    const targets = [...this.clients].filter(
      (c) =>
        (!c.workspace || c.workspace === change.workspace) && (!c.channel || c.channel === change.channel),
    );
    if (targets.length === 0) return;
    if (change.members) {
      for (const c of targets) c.res.write('event: members\ndata: {}\n\n');
      return;
    }
    if (change.deleted) {
      for (const c of targets) c.res.write(`event: delete\ndata: ${JSON.stringify({ id: change.id })}\n\n`);
      return;
    }
    const { store } = this.adapter;
    const [message, translations] = await Promise.all([
      store.get(change.id),
      store.translations([change.id]).then((m) => m.get(change.id)),
    ]);
    if (!message) return;
    const conversation = localConversation(change.workspace, change.channel);
    const users = [...new Set(targets.flatMap((c) => (c.user ? [c.user] : [])))];
    const languages = await this.adapter.viewLanguagesOf(conversation, users);
    for (const c of targets) {
      const language = c.user ? languages.get(c.user) : undefined;
      const view = viewOf(message, { user: c.user, language }, translations);
      if (view) c.res.write(`data: ${JSON.stringify(view)}\n\n`);
    }
  }
}
