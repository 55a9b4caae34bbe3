// A streaming STT service on loopback that answers at once (the captions bench's "API answering at
// once"): /stream WebSocket sessions get `ready` on connect, a partial per second of audio received,
// and the final as soon as `--EOF--` arrives (then the socket closes, as the contract's EOF does).
// It counts the audio it received, so the bench can tell whether the bot kept up.
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

const EOF = '--EOF--';
const BYTES_PER_SECOND = 32_000;
const WORDS = 'the meeting moved to three o clock so please update the release notes today'.split(' ');

export interface FakeStt {
  url: string;
  /** audio bytes received over all sessions */
  received(): number;
  sessions(): number;
  close(): Promise<void>;
}

export async function startFakeStt(): Promise<FakeStt> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/stream' });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  let received = 0;
  let sessions = 0;
  wss.on('connection', (socket) => {
    sessions++;
    const id = `s${sessions}`;
    let bytes = 0;
    let partials = 0;
    let done = false;
    const text = (n: number) => WORDS.slice(0, Math.max(1, n)).join(' ');
    const send = (m: Record<string, unknown>) => socket.send(JSON.stringify({ id, success: true, ...m }));
    send({ final: false, text: '', display_text: '', confidence: 0, cause: 'ready' });
    socket.on('message', (data, isBinary) => {
      if (done) return;
      const buf = data as Buffer;
      if (
        (!isBinary && buf.toString() === EOF) ||
        (isBinary && buf.length === EOF.length && buf.toString() === EOF)
      ) {
        done = true;
        const t = `${text(partials + 2)}.`;
        send({ final: true, text: t, display_text: t, confidence: 0.9, cause: 'EOF received' });
        socket.close(1000, 'done');
        return;
      }
      bytes += buf.length;
      received += buf.length;
      const due = Math.floor(bytes / BYTES_PER_SECOND);
      if (due > partials) {
        partials = due;
        send({
          final: false,
          text: text(partials),
          display_text: text(partials),
          confidence: 0.5,
          cause: 'partial',
        });
      }
    });
    socket.on('error', () => undefined);
  });
  const { port } = wss.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/`,
    received: () => received,
    sessions: () => sessions,
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of wss.clients) c.terminate();
        wss.close(() => resolve());
      }),
  };
}
