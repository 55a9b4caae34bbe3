// `dubash stt --stream`: sends a file's audio over the streaming socket and shows the partial
// transcripts as they come (one updating line on a terminal, plain lines otherwise), then the final.
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { NetworkError } from '../language/errors.js';
import type { StreamEvent, StreamRequest, SttStream } from '../language/types.js';
import type { CliContext } from './context.js';

/** 16 kHz × 2 bytes: one second of the PCM the stream takes. */
const BYTES_PER_SECOND = 32_000;
/** Real clients send 50–240 ms frames; 100 ms is in the middle. */
export const REALTIME_CHUNK = BYTES_PER_SECOND / 10;

/**
 * Sends the PCM, then `--EOF--`. With `realtime`, 100 ms frames written one by one, paced like a live
 * microphone (`pipe` would regroup them into larger frames and defeat the pacing); otherwise all at
 * once through `pipe`, which cuts it into the client's frame size.
 */
export async function sendPcm(
  stream: SttStream,
  pcm: Buffer,
  realtime: boolean,
  signal?: AbortSignal,
): Promise<void> {
  if (!realtime) return stream.pipe(Readable.from([pcm]));
  const started = Date.now();
  for (let offset = 0; offset < pcm.length; offset += REALTIME_CHUNK) {
    const wait = started + (offset / BYTES_PER_SECOND) * 1000 - Date.now();
    // Aborted once the final transcript is in: the rest of the audio has nowhere to go.
    if (wait > 0) await sleep(wait, undefined, { signal }).catch(() => undefined);
    if (signal?.aborted) return;
    await stream.write(pcm.subarray(offset, offset + REALTIME_CHUNK));
  }
  await stream.end();
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
  const stopSending = new AbortController();
  const sending = sendPcm(stream, pcm, realtime, stopSending.signal).catch((error: unknown) => {
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
    stopSending.abort();
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
