// Energy-based voice activity detection for streaming STT: decides when a speaker has started and
// how long they have been quiet since, so the stream can answer `silence detected`.
//
// Each frame's RMS level is compared with an adaptive noise floor: the quietest frame of the last
// 1.5 s (minimum statistics). Steady background noise (fans, line hiss) is its own floor, so it never
// counts as speech; speech keeps a low floor because it always has short gaps between syllables.

export interface SpeechActivityOptions {
  /** Hz of the int16 LE mono PCM pushed in (default 16000). */
  sampleRate?: number;
  /** analysis frame length in ms (default 20). */
  frameMs?: number;
}

export interface SpeechActivityState {
  /** true once speech has been detected at any point in this session */
  heardSpeech: boolean;
  /** ms of non-speech since the last speech frame (or since the start, before any speech) */
  trailingSilenceMs: number;
}

/** RMS below this is silence whatever the floor (≈ −56 dBFS). */
const ABSOLUTE_MIN_RMS = 50;
/** speech must be this many times louder than the floor (≈ +10 dB) */
const SPEECH_OVER_FLOOR = 3.2;
/** how far back the floor looks for the quietest frame */
const FLOOR_WINDOW_MS = 1500;
/** consecutive loud frames needed before speech counts (rejects clicks) */
const ONSET_FRAMES = 3;

export class SpeechActivity {
  private readonly frameBytes: number;
  private readonly frameMs: number;
  private pending: Buffer = Buffer.alloc(0);
  /** recent frame levels, a ring buffer for the floor */
  private readonly levels: Float64Array;
  private levelCount = 0;
  private loudRun = 0;
  private heard = false;
  private silenceMs = 0;

  constructor(opts: SpeechActivityOptions = {}) {
    const sampleRate = opts.sampleRate ?? 16000;
    this.frameMs = opts.frameMs ?? 20;
    if (!(sampleRate > 0) || !(this.frameMs > 0))
      throw new RangeError('sampleRate and frameMs must be positive');
    this.frameBytes = Math.max(2, Math.round((sampleRate * this.frameMs) / 1000) * 2);
    this.levels = new Float64Array(Math.max(1, Math.round(FLOOR_WINDOW_MS / this.frameMs)));
  }

  /** Feed PCM of any length (odd byte counts carry over to the next push). */
  push(pcm: Buffer): SpeechActivityState {
    const data = this.pending.length > 0 ? Buffer.concat([this.pending, pcm]) : pcm;
    let offset = 0;
    while (data.length - offset >= this.frameBytes) {
      this.analyse(data, offset);
      offset += this.frameBytes;
    }
    // Copy the remainder: the caller may reuse its buffer.
    this.pending = Buffer.from(data.subarray(offset));
    return this.state();
  }

  state(): SpeechActivityState {
    return { heardSpeech: this.heard, trailingSilenceMs: this.silenceMs };
  }

  private analyse(data: Buffer, offset: number): void {
    let sumSquares = 0;
    const samples = this.frameBytes / 2;
    for (let i = 0; i < samples; i++) {
      const s = data.readInt16LE(offset + i * 2);
      sumSquares += s * s;
    }
    const rms = Math.sqrt(sumSquares / samples);

    this.levels[this.levelCount % this.levels.length] = rms;
    this.levelCount++;
    let floor = Number.POSITIVE_INFINITY;
    const filled = Math.min(this.levelCount, this.levels.length);
    for (let i = 0; i < filled; i++) floor = Math.min(floor, this.levels[i] ?? 0);

    const loud = rms > ABSOLUTE_MIN_RMS && rms > Math.max(floor, ABSOLUTE_MIN_RMS) * SPEECH_OVER_FLOOR;
    this.loudRun = loud ? this.loudRun + 1 : 0;
    if (this.loudRun >= ONSET_FRAMES || (loud && this.silenceMs === 0 && this.heard)) {
      this.heard = true;
      this.silenceMs = 0;
    } else if (!loud) {
      this.silenceMs += this.frameMs;
    }
  }
}
