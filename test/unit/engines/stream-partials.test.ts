// Partials of a long utterance beside a live recognizer (issue 13): each partial recognizes only the
// audio the live recognizer has not decoded yet (at most 5 s), after the live text, so the cost of a
// partial stays the same however long the speaker talks. The stream session is driven directly,
// with a recognizer that records what it is asked to recognize.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { PCM_BYTES_PER_SECOND } from '../../../src/local-api/engines/stt.js';
import type { LiveOptions, Recognizer } from '../../../src/local-api/engines/types.js';
import { StreamSession } from '../../../src/local-api/stream-session.js';

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  sent: Array<{ cause: string; text: string; final: boolean }> = [];
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.emit('close');
  }
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

function start(recognizer: Recognizer) {
  const socket = new FakeSocket();
  const session = new StreamSession(
    socket as unknown as WebSocket,
    {
      language: 'en',
      domain: 'generic',
      timeoutS: 180,
      silenceS: 30,
      format: '16k_int16',
      continuous: true,
      punctuate: false,
    },
    {
      engines: { recognizer, decodeToPcm16k: async (b) => b },
      maxBytes: 64 * 1024 * 1024,
      onServed: () => undefined,
      log: () => undefined,
    },
  );
  session.start();
  /** `seconds` of audio in 100 ms frames, each handled before the next. */
  const send = async (seconds: number) => {
    for (let i = 0; i < seconds * 10; i++) {
      socket.emit('message', Buffer.alloc(PCM_BYTES_PER_SECOND / 10), true);
      await flush();
    }
  };
  return { socket, send };
}

describe('stream partials beside a live recognizer', () => {
  it('recognize at most 5 s of audio each, after the live text, however long the utterance', async () => {
    const asked: number[] = []; // seconds of audio per partial recognition
    let live: LiveOptions | undefined;
    const recognizer: Recognizer = {
      supports: () => true,
      async recognize(pcm) {
        asked.push(pcm.length / PCM_BYTES_PER_SECOND);
        return { text: `latest${asked.length}`, words: [], confidence: 0.5 };
      },
      live(_language, _domain, opts) {
        live = opts;
        return { write: () => undefined, end: async () => ({ text: 'all of it', words: [], confidence: 1 }) };
      },
    };
    const { socket, send } = start(recognizer);
    await send(12);
    // The live recognizer ended a segment at 9.5 s: the next partials start after it.
    live?.onText?.('first words', 9.5);
    await send(3);
    const afterSegment = socket.sent.filter((m) => m.cause === 'partial').at(-1);
    expect(afterSegment?.text).toMatch(/^first words latest\d+$/);
    // No pause for 45 s more: still only the last 5 s each time.
    await send(45);
    expect(asked.length).toBeGreaterThan(50);
    expect(Math.max(...asked)).toBeLessThanOrEqual(5);
    const last = socket.sent.filter((m) => m.cause === 'partial').at(-1);
    expect(last?.text).toMatch(/^first words latest\d+$/);
    socket.emit('message', Buffer.from('--EOF--'), false);
    await flush();
    await flush();
    expect(socket.sent.at(-1)).toMatchObject({ final: true, text: 'all of it', cause: 'EOF received' });
  });

  it('without a live recognizer, partials still recognize the whole utterance', async () => {
    const asked: number[] = [];
    const recognizer: Recognizer = {
      supports: () => true,
      async recognize(pcm) {
        asked.push(pcm.length / PCM_BYTES_PER_SECOND);
        return { text: `words${asked.length}`, words: [], confidence: 0.5 };
      },
    };
    const { socket, send } = start(recognizer);
    await send(12);
    expect(Math.max(...asked)).toBeGreaterThanOrEqual(11);
    socket.close();
  });
});
