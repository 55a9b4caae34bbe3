// An Opus decoder on opusscript's own WebAssembly build, for many speakers at once. prism-media's
// opus.Decoder over opusscript (0.0.8 and 0.1.1 alike) addresses its PCM buffers with a byte
// address used as a 16-bit index: each decoder writes at twice its allocation's address, and once
// that passes the 16 MB heap (about the 21st decoder alive at once) decoding fails with "memory
// access out of bounds" (bench/captions-speakers.ts at 25 speakers). Here the same handler is given
// correctly addressed buffers, and heap views are taken afresh on every call (the heap may grow).
// Output: 48 kHz stereo int16 LE, byte for byte what prism's decoder gives when it works.
import { createRequire } from 'node:module';

interface NativeHandler {
  _decode(inPtr: number, inLength: number, outPtr: number): number;
}
interface NativeModule {
  ready: Promise<unknown>;
  HEAPU8: Uint8Array;
  HEAPU16: Uint16Array;
  _malloc(bytes: number): number;
  _free(ptr: number): void;
  OpusScriptHandler: {
    new (rate: number, channels: number, application: number): NativeHandler;
    destroy_handler(h: NativeHandler): void;
  };
}

const RATE = 48_000;
const CHANNELS = 2;
/** OPUS_APPLICATION_AUDIO (a decoder ignores it; the handler also makes an encoder) */
const APPLICATION = 2049;
const MAX_PACKET_BYTES = 4_000;
/** 120 ms, Opus's longest frame, of 48 kHz stereo int16 */
const MAX_PCM_BYTES = (RATE * 120 * CHANNELS * 2) / 1000;

let native: Promise<NativeModule> | undefined;

function loadNative(): Promise<NativeModule> {
  native ??= (async () => {
    const factory = createRequire(import.meta.url)(
      'opusscript/build/opusscript_native_wasm.js',
    ) as () => NativeModule;
    const mod = factory();
    await mod.ready;
    return mod;
  })();
  return native;
}

export class OpusDecoder {
  private handler?: NativeHandler;
  private inPtr = 0;
  private outPtr = 0;

  private constructor(private readonly mod: NativeModule) {
    this.handler = new mod.OpusScriptHandler(RATE, CHANNELS, APPLICATION);
    this.inPtr = mod._malloc(MAX_PACKET_BYTES);
    // The handler writes each PCM byte as one 16-bit element: twice the PCM's size.
    this.outPtr = mod._malloc(MAX_PCM_BYTES * 2);
  }

  static async create(): Promise<OpusDecoder> {
    return new OpusDecoder(await loadNative());
  }

  /** One Opus packet → its PCM (48 kHz stereo int16 LE). */
  decode(packet: Buffer): Buffer {
    const handler = this.handler;
    if (!handler) throw new Error('the Opus decoder was freed');
    if (packet.length > MAX_PACKET_BYTES) throw new Error('Opus packet too large');
    this.mod.HEAPU8.set(packet, this.inPtr);
    const samples = handler._decode(this.inPtr, packet.length, this.outPtr);
    if (samples < 0) throw new Error(`Opus decode error ${samples}`);
    const first = this.outPtr >> 1;
    // Element-wise copy: each 16-bit element's low byte is one PCM byte.
    return Buffer.from(this.mod.HEAPU16.subarray(first, first + samples * CHANNELS * 2));
  }

  /** Frees its memory in the shared heap; decode() fails after. */
  free(): void {
    if (!this.handler) return;
    this.mod._free(this.inPtr);
    this.mod._free(this.outPtr);
    this.mod.OpusScriptHandler.destroy_handler(this.handler);
    this.handler = undefined;
  }
}
