// One streaming recognition session over an accepted WebSocket, following the contract's state
// table: `ready` on open; cumulative `partial`s (the utterance so far is re-recognized every ~1 s
// of new audio, one recognition in flight at most); a final on `--EOF--` (text or binary frame),
// on `silence detected` after speech, or on `timeout`; with `continuous` the session goes on
// after a silence final. Recognition runs in child processes via the engine queue: the event
// loop only copies buffers.
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { STREAM_EOF } from '../language/codes.js';
import type { Engines } from './engines/index.js';
import { MIN_AUDIO_BYTES, PCM_BYTES_PER_SECOND } from './engines/stt.js';
import { SpeechActivity } from './engines/vad.js';
import { formatBytes } from './limits.js';
import { type FrameDecoder, frameDecoder } from './stream-audio.js';
import { displayText } from './transcript-format.js';

export interface StreamParams {
  language: string;
  domain: string;
  timeoutS: number;
  silenceS: number;
  format: string;
  continuous: boolean;
  punctuate: boolean;
  /** end with `timeout` when no audio arrives for this long (only when the client asks) */
  noInputTimeoutS?: number;
}

export interface SessionDeps {
  engines: Pick<Engines, 'recognizer' | 'decodeToPcm16k'>;
  maxBytes: number;
  /** audio seconds served, reported once when the session ends (credits) */
  onServed(audioSeconds: number): void;
  log(msg: string, err?: unknown): void;
}

const PARTIAL_EVERY_BYTES = PCM_BYTES_PER_SECOND; // a partial per second of new audio
const EOF_BYTES = Buffer.from(STREAM_EOF);

export class StreamSession {
  readonly id = randomUUID();
  private readonly decoder: FrameDecoder | undefined;
  private chunks: Buffer[] = [];
  /** bytes of the current utterance: PCM, or for a container the bytes as received */
  private bytes = 0;
  private sinceLastPartial = 0;
  private activity = new SpeechActivity({ sampleRate: 16000 });
  private partialInFlight: Promise<void> | undefined;
  private lastPartial = '';
  /** bumped per utterance so a late partial of an old one is dropped */
  private utterance = 0;
  private finishing = false;
  private closed = false;
  private servedBytes = 0;
  private held: Buffer[] = [];
  private timers: NodeJS.Timeout[] = [];
  private noInputTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: WebSocket,
    private readonly params: StreamParams,
    private readonly deps: SessionDeps,
  ) {
    this.decoder = frameDecoder(params.format);
  }

  start(): void {
    this.send({ success: true, final: false, text: '', display_text: '', confidence: 0, cause: 'ready' });
    this.timers.push(setTimeout(() => void this.finish('timeout'), this.params.timeoutS * 1000));
    this.armNoInput();
    this.socket.on('message', (data, isBinary) => this.onMessage(toBuffer(data), isBinary));
    this.socket.on('close', () => this.dispose());
    this.socket.on('error', (err) => {
      this.deps.log('stream socket error', err);
      this.dispose();
    });
  }

  private onMessage(data: Buffer, isBinary: boolean): void {
    if (this.closed) return;
    if (data.equals(EOF_BYTES) || (!isBinary && data.toString('utf8').trim() === STREAM_EOF)) {
      void this.finish('EOF received');
      return;
    }
    if (!isBinary) return; // other text frames carry nothing
    if (this.finishing) {
      // continuous: audio sent while a final is computed belongs to the next utterance
      if (this.params.continuous) this.held.push(data);
      return;
    }
    this.armNoInput();
    const pcm = this.decoder ? this.decoder.push(data) : data; // no decoder: a container, decoded whole
    this.chunks.push(pcm);
    this.bytes += pcm.length;
    if (this.bytes > this.deps.maxBytes) {
      void this.fail(`audio exceeds the stream limit of ${formatBytes(this.deps.maxBytes)}`);
      return;
    }
    if (!this.decoder) return;
    this.sinceLastPartial += pcm.length;
    const heard = this.activity.push(pcm);
    if (heard.heardSpeech && heard.trailingSilenceMs >= this.params.silenceS * 1000) {
      void this.finish('silence detected');
      return;
    }
    if (this.sinceLastPartial >= PARTIAL_EVERY_BYTES && !this.partialInFlight) this.startPartial();
  }

  private startPartial(): void {
    this.sinceLastPartial = 0;
    const utterance = this.utterance;
    const pcm = Buffer.concat(this.chunks);
    this.chunks = [pcm];
    this.partialInFlight = this.deps.engines.recognizer
      .recognize(pcm, this.params.language, this.params.domain)
      .then((r) => {
        if (this.closed || this.finishing || utterance !== this.utterance) return;
        const text = r.text.trim();
        if (!text || text === this.lastPartial) return;
        this.lastPartial = text;
        this.send({
          success: true,
          final: false,
          text,
          display_text: this.display(text),
          confidence: r.confidence,
          cause: 'partial',
        });
      })
      .catch((err) => this.deps.log('partial recognition failed', err))
      .finally(() => {
        this.partialInFlight = undefined;
      });
  }

  private async finish(cause: 'EOF received' | 'silence detected' | 'timeout'): Promise<void> {
    if (this.closed || this.finishing) return;
    this.finishing = true;
    try {
      await this.partialInFlight;
      let pcm: Buffer = Buffer.concat(this.chunks);
      if (!this.decoder && pcm.length > 0)
        pcm = await this.deps.engines.decodeToPcm16k(pcm, this.params.format);
      if (this.closed) return;
      if (pcm.length < MIN_AUDIO_BYTES && cause === 'EOF received') {
        this.send({
          success: false,
          final: true,
          text: '',
          display_text: '',
          confidence: 0,
          cause: 'audio too short',
        });
        return this.close();
      }
      const r =
        pcm.length >= MIN_AUDIO_BYTES
          ? await this.deps.engines.recognizer.recognize(pcm, this.params.language, this.params.domain)
          : { text: '', confidence: 0 };
      if (this.closed) return;
      this.servedBytes += pcm.length;
      const text = r.text.trim();
      this.send({
        success: true,
        final: true,
        text,
        display_text: this.display(text),
        confidence: r.confidence,
        cause,
      });
      if (cause === 'silence detected' && this.params.continuous) return this.nextUtterance();
      this.close();
    } catch (err) {
      this.deps.log('stream recognition failed', err);
      const name = (err as Error)?.name;
      const message = (err as Error)?.message;
      this.fail(
        name === 'EngineInputError'
          ? message === 'audio too short'
            ? message
            : 'unsupported audio format'
          : 'recognition failed',
      );
    }
  }

  private nextUtterance(): void {
    this.utterance++;
    this.chunks = [];
    this.bytes = 0;
    this.sinceLastPartial = 0;
    this.lastPartial = '';
    this.activity = new SpeechActivity({ sampleRate: 16000 });
    this.finishing = false;
    const held = this.held;
    this.held = [];
    for (const chunk of held) this.onMessage(chunk, true);
  }

  private fail(cause: string): void {
    if (this.closed) return;
    this.finishing = true;
    this.send({ success: false, final: true, text: '', confidence: 0, cause });
    this.close();
  }

  private display(text: string): string {
    const shown = displayText(text, this.params.language);
    return this.params.punctuate ? shown : shown.toLowerCase();
  }

  private armNoInput(): void {
    if (this.params.noInputTimeoutS === undefined) return;
    clearTimeout(this.noInputTimer);
    this.noInputTimer = setTimeout(() => void this.finish('timeout'), this.params.noInputTimeoutS * 1000);
  }

  private send(message: Record<string, unknown>): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(JSON.stringify({ id: this.id, ...message }));
  }

  private close(): void {
    if (this.closed) return;
    this.socket.close(1000, 'done');
    this.dispose();
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    clearTimeout(this.noInputTimer);
    this.chunks = [];
    this.deps.onServed(this.servedBytes / PCM_BYTES_PER_SECOND);
  }
}

function toBuffer(data: unknown): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data as Buffer[]);
  return Buffer.from(data as ArrayBuffer);
}
