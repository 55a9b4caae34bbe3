// Joining big buffers (engine output, uploads, audio) without holding the event loop.

/** Bytes copied per turn of the event loop when joining big buffers. */
const JOIN_SLICE_BYTES = 1024 * 1024;

/**
 * Buffer.concat that yields to the event loop every megabyte: copying 15 MB of audio in one go
 * (page faults of a fresh allocation included) held the loop for 40–60 ms.
 */
export async function joinBuffers(parts: readonly Buffer[]): Promise<Buffer> {
  const total = parts.reduce((n, p) => n + p.length, 0);
  if (total <= JOIN_SLICE_BYTES) return Buffer.concat(parts as Buffer[], total);
  const out = Buffer.allocUnsafe(total);
  let at = 0;
  let sinceYield = 0;
  for (const part of parts) {
    for (let from = 0; from < part.length; ) {
      const n = Math.min(part.length - from, JOIN_SLICE_BYTES - sinceYield);
      part.copy(out, at, from, from + n);
      at += n;
      from += n;
      sinceYield += n;
      if (sinceYield >= JOIN_SLICE_BYTES) {
        sinceYield = 0;
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    }
  }
  return out;
}
