// The local chat's event stream writes changes in the order Redis published them: a slow update
// must not land after the delete that followed it (the page would show a deleted message again).
// A unit test of StreamHub with a stand-in store; the pub/sub is an EventEmitter.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { LocalAdapter } from '../../../adapters/local/index.js';
import type { StoredMessage } from '../../../adapters/local/store.js';
import { StreamHub } from '../../../adapters/local/stream.js';

const message: StoredMessage = {
  id: 'm1',
  workspace: 'w',
  channel: 'c',
  user: 'asha',
  bot: false,
  kind: 'text',
  text: 'hello',
  replyTo: null,
  attachments: [],
  createdAt: 0,
};

describe('StreamHub', () => {
  it('writes an update before the delete that was published after it, and looks up each user once', async () => {
    const sub = new EventEmitter();
    const lookups: string[][] = [];
    const adapter = {
      store: {
        // the web chat store's subscription: each published change, parsed
        subscribe: async (onChange: (change: unknown) => void) => {
          sub.on('message', (_channel: string, raw: string) => onChange(JSON.parse(raw)));
          return async () => undefined;
        },
        // The update's read is slow; the delete needs no read at all.
        get: async () => {
          await new Promise((r) => setTimeout(r, 50));
          return message;
        },
        translations: async () => new Map(),
      },
      viewLanguagesOf: async (_conv: unknown, users: string[]) => {
        lookups.push(users);
        return new Map(users.map((u) => [u, 'en']));
      },
      opts: {},
    } as unknown as LocalAdapter;
    const hub = new StreamHub(adapter);
    await hub.open();
    const written: string[] = [];
    const client = () => ({
      writeHead() {},
      write(chunk: string) {
        written.push(chunk);
      },
      end() {},
      on() {},
    });
    hub.add({ res: client() as never, user: 'asha' });
    hub.add({ res: client() as never, user: 'asha' });
    hub.add({ res: client() as never, user: 'ravi' });

    const change = (deleted: boolean) => JSON.stringify({ workspace: 'w', channel: 'c', id: 'm1', deleted });
    sub.emit('message', 'events', change(false));
    sub.emit('message', 'events', change(true));
    await new Promise((r) => setTimeout(r, 150));
    await hub.close();

    const events = written.filter((w) => !w.startsWith(':'));
    expect(events.map((e) => (e.startsWith('event: delete') ? 'delete' : 'update'))).toEqual([
      'update',
      'update',
      'update',
      'delete',
      'delete',
      'delete',
    ]);
    expect(lookups).toEqual([['asha', 'ravi']]);
  });
});
