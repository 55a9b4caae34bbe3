// Raw streaming formats → 16 kHz mono int16 PCM, in process and per frame (no child process per
// frame): int16, uint8 and µ-law at 8 or 16 kHz. 8 kHz is upsampled by linear interpolation,
// which is all a recognizer trained on telephone-band speech needs. Containers (ogg_opus) are not
// framed per chunk; the session decodes them whole through the media engine.

export interface FrameDecoder {
  /** Any chunk in; 16 kHz int16 LE out (a split sample carries over to the next chunk). */
  push(chunk: Buffer): Buffer;
}

const ULAW = (() => {
  const table = new Int16Array(256);
  for (let i = 0; i < 256; i++) {
    const u = ~i & 0xff;
    const t = (((u & 0x0f) << 3) + 0x84) << ((u & 0x70) >> 4);
    table[i] = u & 0x80 ? 0x84 - t : t - 0x84;
  }
  return table;
})();

type SampleReader = { bytesPerSample: number; read(buf: Buffer, offset: number): number };
const READERS: Record<string, SampleReader> = {
  int16: { bytesPerSample: 2, read: (b, o) => b.readInt16LE(o) },
  uint8: { bytesPerSample: 1, read: (b, o) => ((b[o] ?? 128) - 128) << 8 },
  ulaw: { bytesPerSample: 1, read: (b, o) => ULAW[b[o] ?? 0xff] ?? 0 },
};

/** Undefined when the format cannot be decoded frame by frame. */
export function frameDecoder(format: string): FrameDecoder | undefined {
  const match = /^(8k|16k)_(int16|uint8|ulaw)$/.exec(format);
  if (!match) return undefined;
  const upsample = match[1] === '8k';
  const reader = READERS[match[2] as string] as SampleReader;
  let carry = Buffer.alloc(0);
  let previous = 0;
  return {
    push(chunk: Buffer): Buffer {
      const data = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      const samples = Math.floor(data.length / reader.bytesPerSample);
      carry = Buffer.from(data.subarray(samples * reader.bytesPerSample));
      if (!upsample && reader.bytesPerSample === 2) return Buffer.from(data.subarray(0, samples * 2));
      const out = Buffer.alloc(samples * 2 * (upsample ? 2 : 1));
      let w = 0;
      for (let i = 0; i < samples; i++) {
        const s = reader.read(data, i * reader.bytesPerSample);
        if (upsample) {
          out.writeInt16LE((previous + s) >> 1, w);
          w += 2;
        }
        out.writeInt16LE(s, w);
        w += 2;
        previous = s;
      }
      return out;
    },
  };
}

/** Formats the session decodes whole (a container), not frame by frame. */
export const WHOLE_STREAM_FORMATS = new Set(['ogg_opus']);
