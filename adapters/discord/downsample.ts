// Discord's decoded voice (48 kHz stereo int16) → what streaming STT takes (16 kHz mono int16), in
// plain JS: both channels and three neighbouring samples averaged per output sample (a box filter
// against aliasing, then every third sample). Cheap enough for 50 speakers on two cores, where an
// ffmpeg process per speaker is not.

/** Input frames (a stereo sample pair, 4 bytes) per output sample. */
const RATIO = 3;
const IN_FRAME = 4;

export class Downsampler {
  /** input frames left over from the last chunk (fewer than RATIO) */
  private carry = Buffer.alloc(0);

  push(chunk: Buffer): Buffer {
    const input = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    const frames = Math.floor(input.length / IN_FRAME);
    const outSamples = Math.floor(frames / RATIO);
    const out = Buffer.allocUnsafe(outSamples * 2);
    for (let o = 0, i = 0; o < outSamples; o++, i += RATIO * IN_FRAME) {
      const sum =
        input.readInt16LE(i) +
        input.readInt16LE(i + 2) +
        input.readInt16LE(i + 4) +
        input.readInt16LE(i + 6) +
        input.readInt16LE(i + 8) +
        input.readInt16LE(i + 10);
      out.writeInt16LE(Math.round(sum / 6), o * 2);
    }
    this.carry = Buffer.from(input.subarray(outSamples * RATIO * IN_FRAME));
    return out;
  }
}
