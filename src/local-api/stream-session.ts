// One streaming recognition session over an accepted WebSocket, following the contract's state
// table: `ready` on open; cumulative `partial`s; a final on `--EOF--` (text or binary frame, at any
// time, also in continuous mode after a `silence detected` final), on `silence detected` after
// speech, or on `timeout`; with `continuous` the session goes on after a silence final.
//
// Finals carry the whole utterance. Raw PCM formats go, as they arrive, to a live recognizer
// (one per utterance, its model loaded once): when silence or the timeout fires it has heard
// almost everything, and the final waits only for it to decode the last fraction — on a busy
// machine longer (seconds at load 8), never with partial text (a recognizer started per final
// could not finish in time and answered "go for" for "go forward ten meters"). Partials come from
// the live recognizer at each pause and, one per second of new audio, from its text followed by a
// recognition of only what it has not decoded yet (the audio since its last pause, at most
// MAX_TAIL_BYTES): re-recognizing the whole utterance cost ever more as a long utterance went on
// (issue 13). Timers fire on time (issue 12: within 150 ms of the asked value) and decide what
// the utterance is; audio after them is not in it.
//
// Without a live recognizer (a container format, an HTTP engine, or too many live ones running)
// recognition runs ahead: a partial per second of new audio, one as soon as speech stops, one
// shortly before the timeout; the timed final waits at most FINAL_BUDGET_MS for the one in flight,
// then answers with the freshest text it has. `--EOF--` waits for the recognition of everything.
//
// Memory (issue 9): everything a session buffers, including audio sent while a final is computed,
// counts against one per-stream byte limit; closing the socket aborts the recognitions in flight
// (queued ones never start, running child processes are killed).
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { STREAM_EOF } from '../language/codes.js';
import type { Engines } from './engines/index.js';
import { MIN_AUDIO_BYTES, PCM_BYTES_PER_SECOND } from './engines/stt.js';
import type { LiveRecognition } from './engines/types.js';
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
  /** bytes one session may buffer over its whole life */
  maxBytes: number;
  /** audio seconds served, reported once when the session ends (credits) */
  onServed(audioSeconds: number): void;
  /** called once when the session ends, however it ends */
  onClosed?(): void;
  log(msg: string, err?: unknown): void;
}

type FinalCause = 'EOF received' | 'silence detected' | 'timeout';

interface Hypothesis {
  text: string;
  confidence: number;
  /** bytes of the utterance it covers */
  covered: number;
  /** PCM bytes recognized (for credits) */
  pcmBytes: number;
}

interface Recognition {
  covered: number;
  done: Promise<Hypothesis>;
  controller: AbortController;
  settled: boolean;
}

const PARTIAL_EVERY_BYTES = PCM_BYTES_PER_SECOND; // a partial per second of new audio
const BYTES_PER_MS = PCM_BYTES_PER_SECOND / 1000;
/** How long a timed final may wait for the recognition in flight (the rest of 150 ms is slack). */
export const FINAL_BUDGET_MS = 100;
/** Speech counts as stopped after this much quiet (a third of `silence`, 120–300 ms). */
const speechStoppedMs = (silenceS: number) => Math.max(120, Math.min(300, (silenceS * 1000) / 3));
/** A timed final with at least this long to wait restarts a recognition of too little audio. */
const STALE_RESTART_MS = 1000;
/** A recognition starts this long before the timeout, so the timeout's final has fresh text. */
const TIMEOUT_LEAD_MS = 1500;
const EOF_BYTES = Buffer.from(STREAM_EOF);
/**
 * Partials beside a live recognizer recognize at most this much of the audio it has not decoded
 * yet (a speaker who never pauses): a partial may then miss words before it, the final does not.
 */
const MAX_TAIL_BYTES = 5 * PCM_BYTES_PER_SECOND;

export class StreamSession {
  readonly id = randomUUID();
  private readonly decoder: FrameDecoder | undefined;
  private readonly startedAt = Date.now();
  /** PCM (or, for a container, the bytes as received) of the current utterance */
  private chunks: Buffer[] = [];
  private bytes = 0;
  /** audio position of the whole session in ms (frame-decoded formats only) */
  private audioMs = 0;
  /** everything buffered over the session's life, held audio included */
  private buffered = 0;
  private sinceLastPartial = 0;
  private activity = new SpeechActivity({ sampleRate: 16000 });
  /** utterance bytes up to the end of the last speech */
  private speechEnd = 0;
  private hypothesis: Hypothesis | undefined;
  private running: Recognition | undefined;
  /** the current utterance's live recognizer (raw PCM formats, while one is available) */
  private live: LiveRecognition | undefined;
  /** a live recognizer was asked for in this utterance (at most once: it must hear it all) */
  private liveTried = false;
  /** the live recognizer's text so far, and the utterance bytes it accounts for */
  private liveText = '';
  /** undefined: the live recognizer does not say (partials then recognize the whole utterance) */
  private liveDecoded: number | undefined = 0;
  private lastPartial = '';
  /** bumped per utterance so a late result of an old one is dropped */
  private utterance = 0;
  private finishing: FinalCause | undefined;
  private eofPending = false;
  /** the timeout fired while a continuous silence final was computed: the session ends after it */
  private timeoutPending = false;
  /** a final was sent already (continuous mode): a later bare EOF is no error */
  private finals = 0;
  private closed = false;
  private servedBytes = 0;
  private held: Buffer[] = [];
  private timers: NodeJS.Timeout[] = [];
  private noInputTimer: NodeJS.Timeout | undefined;
  private readonly abort = new AbortController();

  constructor(
    private readonly socket: WebSocket,
    private readonly params: StreamParams,
    private readonly deps: SessionDeps,
  ) {
    this.decoder = frameDecoder(params.format);
  }

  start(): void {
    this.send({ success: true, final: false, text: '', display_text: '', confidence: 0, cause: 'ready' });
    const timeoutMs = this.params.timeoutS * 1000;
    this.timers.push(setTimeout(() => void this.finish('timeout'), timeoutMs));
    const lead = Math.min(TIMEOUT_LEAD_MS, timeoutMs / 2);
    this.timers.push(setTimeout(() => !this.live && this.recognizeAhead(), timeoutMs - lead));
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
      this.onEof();
      return;
    }
    if (!isBinary) return; // other text frames carry nothing
    if (this.finishing) {
      // continuous: audio sent while a final is computed belongs to the next utterance
      if (this.params.continuous && this.finishing === 'silence detected' && this.account(data.length)) {
        this.held.push(data);
      }
      return;
    }
    this.armNoInput();
    const pcm = this.append(data);
    if (!pcm || !this.decoder) return;
    this.sinceLastPartial += pcm.length;
    const heard = this.activity.push(pcm);
    if (heard.heardSpeech) {
      this.speechEnd = Math.max(0, this.bytes - Math.round(heard.trailingSilenceMs * BYTES_PER_MS));
      if (heard.trailingSilenceMs >= this.params.silenceS * 1000) {
        void this.finish('silence detected');
        return;
      }
      // Speech just stopped: recognize the utterance now, so a silence final has its text on time.
      const stopped = heard.trailingSilenceMs >= speechStoppedMs(this.params.silenceS);
      if (stopped && !this.live && !this.covers(this.speechEnd)) {
        this.recognizeAhead();
        return;
      }
    }
    if (this.sinceLastPartial >= PARTIAL_EVERY_BYTES && !this.running) this.recognizeAhead();
  }

  /** Adds audio to the utterance; undefined when it broke the limit (the session has failed). */
  private append(data: Buffer): Buffer | undefined {
    const pcm = this.decoder ? this.decoder.push(data) : data; // no decoder: a container, decoded whole
    if (!this.account(pcm.length)) return undefined;
    this.chunks.push(pcm);
    this.bytes += pcm.length;
    if (this.decoder) {
      this.audioMs += pcm.length / BYTES_PER_MS;
      this.feedLive(pcm);
    }
    return pcm;
  }

  /** Gives PCM to the utterance's live recognizer, starting one at the utterance's first audio. */
  private feedLive(pcm: Buffer): void {
    if (this.live) {
      this.live.write(pcm);
      return;
    }
    if (this.liveTried || this.closed) return;
    this.liveTried = true;
    const utterance = this.utterance;
    const { language, domain } = this.params;
    this.live = this.deps.engines.recognizer.live?.(language, domain, {
      signal: this.abort.signal,
      onText: (text, decodedS) => {
        if (this.closed || utterance !== this.utterance) return;
        this.liveText = text;
        this.liveDecoded =
          decodedS === undefined ? undefined : Math.round(decodedS * PCM_BYTES_PER_SECOND) & ~1;
        // Text up to the last pause: a partial, unless a recognition of more audio said more.
        if (words(text) >= words(this.lastPartial)) this.sendPartial({ ...this.emptyHypothesis(), text });
      },
    });
    this.live?.write(Buffer.concat(this.chunks));
  }

  /** Counts bytes against the per-stream limit; false (and the session failed) beyond it. */
  private account(n: number): boolean {
    this.buffered += n;
    if (this.buffered <= this.deps.maxBytes) return true;
    this.fail(`audio exceeds the stream limit of ${formatBytes(this.deps.maxBytes)}`);
    return false;
  }

  private onEof(): void {
    if (!this.finishing) {
      void this.finish('EOF received');
      return;
    }
    // A silence final in continuous mode is being computed: the EOF ends the session after it.
    if (this.finishing === 'silence detected' && this.params.continuous) this.eofPending = true;
  }

  /** Whether a finished or running recognition already covers `bytes` of this utterance. */
  private covers(bytes: number): boolean {
    return (this.hypothesis?.covered ?? -1) >= bytes || (this.running?.covered ?? -1) >= bytes;
  }

  /** Starts recognizing the utterance so far (one recognition in flight at most). */
  private recognizeAhead(): void {
    if (this.closed || this.finishing || this.running || this.bytes === 0) return;
    if (this.hypothesis?.covered === this.bytes) return;
    if (this.decoder && this.bytes < MIN_AUDIO_BYTES) return;
    const recognition = this.recognize();
    const utterance = this.utterance;
    recognition.done
      .then((h) => {
        if (this.closed || utterance !== this.utterance) return;
        this.hypothesis = h;
        this.sendPartial(h);
      })
      .catch((err) => {
        if (!this.closed && !recognition.controller.signal.aborted)
          this.deps.log('partial recognition failed', err);
      });
  }

  /** Recognizes the current utterance's audio; the result arrives on `done`. */
  private recognize(): Recognition {
    this.sinceLastPartial = 0;
    const audio = Buffer.concat(this.chunks);
    this.chunks = [audio];
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    this.abort.signal.addEventListener('abort', onAbort, { once: true });
    const covered = audio.length;
    const { engines } = this.deps;
    const { language, domain, format } = this.params;
    // Beside a live recognizer, a partial is its text and the audio it has not decoded yet.
    const tail =
      this.live && this.liveDecoded !== undefined ? Math.max(this.liveDecoded, covered - MAX_TAIL_BYTES) : 0;
    const before = this.liveText;
    const recognition: Recognition = {
      covered,
      controller,
      settled: false,
      done: (async () => {
        const pcm = this.decoder ? audio : await engines.decodeToPcm16k(audio, format, controller.signal);
        if (tail > 0) {
          const rest = pcm.subarray(tail);
          const r =
            rest.length < MIN_AUDIO_BYTES
              ? { text: '', confidence: 0 }
              : await engines.recognizer.recognize(rest, language, domain, controller.signal);
          const text = [before, r.text.trim()].filter(Boolean).join(' ');
          return { text, confidence: r.confidence, covered, pcmBytes: pcm.length };
        }
        if (pcm.length < MIN_AUDIO_BYTES) return { text: '', confidence: 0, covered, pcmBytes: pcm.length };
        const r = await engines.recognizer.recognize(pcm, language, domain, controller.signal);
        return { text: r.text.trim(), confidence: r.confidence, covered, pcmBytes: pcm.length };
      })(),
    };
    this.running = recognition;
    void recognition.done
      .catch(() => undefined)
      .finally(() => {
        recognition.settled = true;
        this.abort.signal.removeEventListener('abort', onAbort);
        if (this.running === recognition) this.running = undefined;
      });
    return recognition;
  }

  private sendPartial(h: Hypothesis): void {
    if (this.finishing || !h.text || h.text === this.lastPartial) return;
    this.lastPartial = h.text;
    this.send({
      success: true,
      final: false,
      text: h.text,
      display_text: this.display(h.text),
      confidence: h.confidence,
      cause: 'partial',
    });
  }

  /**
   * The text of the utterance for a final. EOF: everything sent is recognized. Silence and
   * timeout: by their deadline (the silence's position in stream time, or now, plus the budget),
   * the freshest text there is.
   */
  private async finalHypothesis(cause: FinalCause): Promise<Hypothesis> {
    if (this.live) {
      const live = this.live;
      this.live = undefined;
      this.running?.controller.abort(); // a partial's recognition is no use now: the CPU goes to the final
      this.running = undefined;
      try {
        const r = await live.end();
        return { text: r.text.trim(), confidence: r.confidence, covered: this.bytes, pcmBytes: this.bytes };
      } catch (err) {
        if (this.closed) throw err;
        this.deps.log('live recognition failed; recognizing the buffered audio instead', err);
        this.hypothesis = undefined; // a partial's text of part of the audio: not a final's
      }
    }
    const wanted = cause === 'EOF received' ? this.bytes : Math.min(this.bytes, this.speechEnd || this.bytes);
    if (this.hypothesis && this.hypothesis.covered >= wanted) return this.hypothesis;
    const running = this.running && this.running.covered >= wanted ? this.running : undefined;
    const recognition = running ?? (this.running ? undefined : this.bytes > 0 ? this.recognize() : undefined);
    if (cause === 'EOF received') {
      if (recognition) return recognition.done;
      // One is in flight for less audio: it is no use now, recognize everything instead.
      this.running?.controller.abort();
      this.running = undefined;
      return this.bytes > 0 ? this.recognize().done : this.emptyHypothesis();
    }
    // Until the deadline: wait for the recognition in flight; when it covers too little, start
    // another one if there is time left. Whatever is freshest at the deadline is the answer.
    const budget = this.budgetMs(cause);
    const deadline = Date.now() + budget;
    if (!recognition && this.running && budget >= STALE_RESTART_MS) {
      // Time enough for a whole recognition: one of too little audio is not worth waiting for.
      this.running.controller.abort();
      this.running = undefined;
    }
    let pending = recognition ?? this.running ?? (this.bytes > 0 ? this.recognize() : undefined);
    let best = this.hypothesis;
    while (pending && !this.closed) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      const result = await Promise.race([
        pending.done.then(
          (h) => h,
          (err: unknown) => (best ? undefined : Promise.reject(err)),
        ),
        sleep(left).then(() => undefined),
      ]);
      if (!result) break;
      if (!best || result.covered >= best.covered) best = result;
      if (result.covered >= wanted || this.closed) break;
      pending = this.running && this.running !== pending ? this.running : this.recognize();
    }
    return best ?? this.emptyHypothesis();
  }

  /** ms a timed final may still wait: up to the budget past its deadline in stream time. */
  private budgetMs(cause: FinalCause): number {
    if (cause !== 'silence detected' || !this.decoder) return FINAL_BUDGET_MS;
    // A client sending faster than real time is ahead of the clock: its deadline is later.
    const ahead = this.audioMs - (Date.now() - this.startedAt);
    return FINAL_BUDGET_MS + Math.max(0, ahead);
  }

  private emptyHypothesis(): Hypothesis {
    return { text: '', confidence: 0, covered: this.bytes, pcmBytes: 0 };
  }

  private async finish(cause: FinalCause): Promise<void> {
    if (this.closed) return;
    if (this.finishing) {
      if (cause === 'timeout' && this.finishing === 'silence detected') this.timeoutPending = true;
      return;
    }
    this.finishing = cause;
    try {
      const tooShort =
        cause === 'EOF received' && this.finals === 0 && !!this.decoder && this.bytes < MIN_AUDIO_BYTES;
      const h = tooShort ? undefined : await this.finalHypothesis(cause);
      if (this.closed) return;
      if (!h || (cause === 'EOF received' && this.finals === 0 && h.pcmBytes < MIN_AUDIO_BYTES)) {
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
      this.servedBytes += h.pcmBytes;
      this.finals++;
      this.send({
        success: true,
        final: true,
        text: h.text,
        display_text: this.display(h.text),
        confidence: h.confidence,
        cause,
      });
      if (cause === 'silence detected' && this.params.continuous) return this.nextUtterance();
      this.close();
    } catch (err) {
      if (this.closed) return;
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
    this.running?.controller.abort(); // a recognition of the finished utterance is no use now
    this.running = undefined;
    this.live?.end().catch(() => undefined); // not expected: the final took it
    this.live = undefined;
    this.liveTried = false;
    this.liveText = '';
    this.liveDecoded = 0;
    this.hypothesis = undefined;
    this.chunks = [];
    this.bytes = 0;
    this.speechEnd = 0;
    this.sinceLastPartial = 0;
    this.lastPartial = '';
    this.activity = new SpeechActivity({ sampleRate: 16000 });
    this.finishing = undefined;
    const held = this.held;
    this.held = [];
    // Held audio was counted when it arrived; it is counted again as it is decoded below.
    this.buffered -= held.reduce((n, b) => n + b.length, 0);
    const eof = this.eofPending;
    this.eofPending = false;
    if (this.timeoutPending) {
      this.timeoutPending = false;
      if (!eof) return void this.finish('timeout'); // the connection's time is up: held audio is dropped
    }
    for (const chunk of held) {
      if (this.closed) return;
      // Before an EOF the held audio is only added: the EOF ends the utterance, not a silence in it.
      if (eof) this.append(chunk);
      else this.onMessage(chunk, true);
    }
    if (eof && !this.closed) void this.finish('EOF received');
  }

  private fail(cause: string): void {
    if (this.closed) return;
    this.finishing = 'EOF received';
    this.send({ success: false, final: true, text: '', confidence: 0, cause, message: cause, status: 400 });
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
    this.abort.abort(); // queued recognitions never start; running ones are killed
    this.chunks = [];
    this.held = [];
    this.deps.onServed(this.servedBytes / PCM_BYTES_PER_SECOND);
    this.deps.onClosed?.();
  }
}

function words(text: string): number {
  return text.split(' ').filter(Boolean).length;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function toBuffer(data: unknown): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data as Buffer[]);
  return Buffer.from(data as ArrayBuffer);
}
