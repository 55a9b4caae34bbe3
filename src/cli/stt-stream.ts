// `dubash stt --stream`: sends a file's audio over the streaming socket and shows the partial
// transcripts as they come (one updating line on a terminal, plain lines otherwise), then the final.
import { setTimeout as sleep } from 'node:timers/promises';
import { NetworkError } from '../language/errors.js';
import type { StreamEvent, StreamRequest } from '../language/types.js';
import type { CliContext } from './context.js';

/** 16 kHz × 2 bytes: one second of the PCM the stream takes. */
const BYTES_PER_SECOND = 32_000;
/** Real clients send 50–240 ms frames; 100 ms is in the middle. */
const REALTIME_CHUNK = BYTES_PER_SECOND / 10;
const FAST_CHUNK = 4096;

/** The PCM cut into frames; with `realtime`, paced like a live microphone. */
export async function* pcmChunks(pcm: Buffer, realtime: boolean): AsyncGenerator<Buffer> {
  const size = realtime ? REALTIME_CHUNK : FAST_CHUNK;
  const started = Date.now();
  for (let offset = 0; offset < pcm.length; offset += size) {
    if (realtime) {
      const due = started + (offset / BYTES_PER_SECOND) * 1000;
      const wait = due - Date.now();
      if (wait > 0) await sleep(wait);
    }
    yield pcm.subarray(offset, offset + size);
  }
}

export async function streamTranscribe(
  ctx: CliContext,
  pcm: Buffer,
  req: StreamRequest,
  realtime: boolean,
): Promise<void> {
  const stream = await ctx.getClient().openStream(req);
  const tty = Boolean(ctx.io.stdout.isTTY) && !ctx.json;
  let sendError: unknown;
  const sending = stream.pipe(pcmChunks(pcm, realtime)).catch((error: unknown) => {
    sendError = error;
  });
  let final: Extract<StreamEvent, { type: 'final' }> | undefined;
  let partialShown = false;
  try {
    for await (const event of stream) {
      if (ctx.json) ctx.out(JSON.stringify(event));
      if (event.type === 'partial' && !ctx.json) {
        if (tty) {
          ctx.io.stdout.write(`\r\x1b[K${ctx.redact(event.text)}`);
          partialShown = true;
        } else {
          ctx.out(`partial: ${event.text}`);
        }
      }
      if (event.type === 'final') {
        final = event;
        break;
      }
    }
  } finally {
    if (partialShown) ctx.io.stdout.write('\r\x1b[K');
    stream.close();
    await sending;
  }
  // A send that fails after the final arrived (the service closes on EOF) is no failure.
  if (!final) {
    if (sendError) throw sendError;
    throw new NetworkError('the stream closed without a final transcript', 'stream');
  }
  if (ctx.json) return;
  const text = final.displayText || final.text;
  if (!text) ctx.err(`no speech recognised (${final.cause})`);
  ctx.out(text);
}
