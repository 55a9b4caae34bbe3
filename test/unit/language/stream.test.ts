// Streaming STT client against a small real WebSocket server in the test: URL and query, binary
// frames of ~8 KiB then a text --EOF--, typed events, refused handshakes, continuous mode, and
// backpressure (a write waits while the socket is backed up).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { WebSocketServer } from 'ws';
import { AuthError, InvalidRequestError, SpeechRecognitionError } from '../../../src/language/errors.js';
import { createRedactor } from '../../../src/language/redact.js';
import { openSttStream, STREAM_FRAME_BYTES } from '../../../src/language/stream.js';
import type { LanguageClient, StreamEvent } from '../../../src/language/types.js';
import { validateStream } from '../../../src/language/validate.js';
import { API_KEY, APP_ID, clientFor, type Loopback } from './loopback.js';

type OnSession = (ws: WebSocket, req: IncomingMessage) => void;
let http: Server;
let wss: WebSocketServer;
let url: string;
let onSession: OnSession;
let refuse: { status: number; body: string } | undefined;
let lastRequest: IncomingMessage | undefined;
let client: LanguageClient;

const msg = (fields: Record<string, unknown>) =>
  JSON.stringify({ id: 's1', success: true, final: false, text: '', confidence: 0, cause: '', ...fields });

beforeAll(async () => {
  http = createServer();
  wss = new WebSocketServer({ noServer: true });
  http.on('upgrade', (req, socket, head) => {
    lastRequest = req;
    if (refuse) {
      socket.end(
        `HTTP/1.1 ${refuse.status} X\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(refuse.body)}\r\nConnection: close\r\n\r\n${refuse.body}`,
      );
      return;
    }
    wss.handleUpgrade(req, socket as Socket, head, (ws) => onSession(ws, req));
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}`;
  client = clientFor({ url: url.replace('ws', 'http') } as Loopback);
});
afterEach(() => {
  refuse = undefined;
});
afterAll(async () => {
  await client.close();
  for (const ws of wss.clients) ws.terminate();
  wss.close();
  http.closeAllConnections();
  await new Promise<void>((r) => http.close(() => r()));
});

/** A recognizer stand-in: ready on connect, a cumulative partial per frame, a final on --EOF--. */
function echoRecognizer(frames: Array<{ binary: boolean; size: number; text?: string }>): OnSession {
  return (ws) => {
    let total = 0;
    ws.send(msg({ cause: 'ready' }));
    ws.on('message', (data: Buffer, isBinary) => {
      frames.push({ binary: isBinary, size: data.length, text: isBinary ? undefined : data.toString() });
      if (!isBinary && data.toString() === '--EOF--') {
        ws.send(
          msg({
            final: true,
            text: `heard ${total} bytes`,
            display_text: `Heard ${total} bytes.`,
            confidence: 0.9,
            cause: 'EOF received',
          }),
        );
        ws.close();
        return;
      }
      total += data.length;
      ws.send(msg({ text: `heard ${total} bytes`, cause: 'partial', confidence: 0.5 }));
    });
  };
}

async function collect(stream: AsyncIterable<StreamEvent>): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

async function* chunks(total: number, size: number): AsyncIterable<Buffer> {
  for (let sent = 0; sent < total; sent += size) yield Buffer.alloc(Math.min(size, total - sent), 1);
}

describe('streaming STT', () => {
  it('connects with the contract query and yields ready, partials and the final', async () => {
    const frames: Array<{ binary: boolean; size: number; text?: string }> = [];
    onSession = echoRecognizer(frames);
    const stream = await client.openStream({ language: 'hi', timeoutS: 2.5, continuous: false });
    const query = Object.fromEntries(new URL(lastRequest?.url ?? '', 'http://x').searchParams);
    expect(new URL(lastRequest?.url ?? '', 'http://x').pathname).toBe('/stream');
    expect(query).toEqual({
      apikey: API_KEY,
      appid: APP_ID,
      appname: 'stt_stream',
      src_lang: 'hi',
      domain: 'generic',
      timeout: '2.5',
      silence: '1.0',
      format: '16k_int16',
      logging: 'true',
      punctuate: 'true',
      continuous: 'false',
    });
    const [events] = await Promise.all([collect(stream), stream.pipe(chunks(20_000, 3000))]);
    // Re-chunked to 8 KiB frames, then the EOF as a text frame.
    expect(frames).toEqual([
      { binary: true, size: STREAM_FRAME_BYTES },
      { binary: true, size: STREAM_FRAME_BYTES },
      { binary: true, size: 20_000 - 2 * STREAM_FRAME_BYTES },
      { binary: false, size: 7, text: '--EOF--' },
    ]);
    expect(events[0]).toEqual({ type: 'ready', id: 's1' });
    expect(events.filter((e) => e.type === 'partial').map((e) => (e as { text: string }).text)).toEqual([
      'heard 8192 bytes',
      'heard 16384 bytes',
      'heard 20000 bytes',
    ]);
    expect(events.at(-1)).toEqual({
      type: 'final',
      id: 's1',
      text: 'heard 20000 bytes',
      displayText: 'Heard 20000 bytes.',
      confidence: 0.9,
      cause: 'EOF received',
    });
  });

  it('success:false becomes a SpeechRecognitionError with the cause', async () => {
    onSession = (ws) => ws.send(msg({ success: false, final: true, cause: 'domain is required' }));
    const stream = await client.openStream({ language: 'en' });
    const error = await collect(stream).catch((e) => e);
    expect(error).toBeInstanceOf(SpeechRecognitionError);
    expect(error.reason).toBe('domain is required');
  });

  it('a handshake refused with 403 is an AuthError "Forbidden"', async () => {
    refuse = { status: 403, body: 'Forbidden' };
    const error = await client.openStream({ language: 'en' }).catch((e) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error.message).toBe('Forbidden');
    expect(error.status).toBe(403);
    expect(`${error.message} ${error.stack}`).not.toContain(API_KEY);
  });

  it('a handshake refused with 400 is an InvalidRequestError with the body text', async () => {
    refuse = { status: 400, body: 'no decoder for given args' };
    const error = await client.openStream({ language: 'ta', domain: 'bfsi' }).catch((e) => e);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error.message).toBe('no decoder for given args');
  });

  it('continuous mode goes on after a silence final until the socket closes', async () => {
    const script = [
      msg({ cause: 'ready' }),
      msg({ text: 'one', cause: 'partial' }),
      msg({ final: true, text: 'one', cause: 'silence detected', confidence: 0.7 }),
      msg({ text: 'two', cause: 'partial' }),
      msg({ final: true, text: 'two', cause: 'silence detected', confidence: 0.8 }),
    ];
    onSession = (ws) => {
      for (const m of script) ws.send(m);
      setTimeout(() => ws.close(1000), 50);
    };
    const continuous = await collect(await client.openStream({ language: 'en', continuous: true }));
    expect(continuous.filter((e) => e.type === 'final').map((e) => (e as { text: string }).text)).toEqual([
      'one',
      'two',
    ]);
    const single = await collect(await client.openStream({ language: 'en' }));
    expect(single.map((e) => e.type)).toEqual(['ready', 'partial', 'final']);
  });

  it('write waits while the socket is backed up and never runs far past the high-water mark', async () => {
    const highWaterMark = 64 * 1024;
    let serverSocket: Socket | undefined;
    let received = 0;
    onSession = (ws, req) => {
      serverSocket = req.socket as Socket;
      serverSocket.pause(); // the service stops reading: TCP buffers fill up
      ws.on('message', (data: Buffer) => {
        received += data.length;
      });
    };
    const settings = {
      wsUrl: url,
      apiKey: API_KEY,
      appId: APP_ID,
      redact: createRedactor([API_KEY, APP_ID]),
      handshakeTimeoutMs: 2000,
      highWaterMark,
    };
    const stream = (await openSttStream(settings, validateStream({ language: 'en' }))) as Awaited<
      ReturnType<typeof openSttStream>
    > & {
      bufferedAmount: number;
    };
    const chunk = Buffer.alloc(256 * 1024, 7);
    let written = 0;
    let pending: Promise<void> | undefined;
    for (let i = 0; i < 400 && !pending; i++) {
      const write = stream.write(chunk);
      const finished = await Promise.race([
        write.then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), 300)),
      ]);
      if (finished) {
        written += chunk.length;
        expect(stream.bufferedAmount).toBeLessThanOrEqual(highWaterMark);
      } else pending = write;
    }
    expect(pending).toBeDefined();
    expect(stream.bufferedAmount).toBeLessThanOrEqual(highWaterMark + chunk.length);
    serverSocket?.resume();
    await pending;
    written += chunk.length;
    await expect.poll(() => received, { timeout: 10_000 }).toBe(written);
    stream.close();
  }, 30_000);
});
