// One speaker's live captions over streaming STT, whatever the platform: audio (16 kHz mono int16
// PCM) goes to the Language Services API's /stream (continuous, punctuated, 0.8 s silence), each
// utterance becomes one message "**Asha:** …" edited as partials arrive and finalised on the final,
// optionally translated into the channel's other reading languages; audio seconds go on the
// workspace's meter. A language the API does not serve, or a spent budget, ends the session with
// one sentence (`fatal`); a dropped STT socket only ends its STT session: the next audio opens another.
// Two ways to use it: the web chat's microphone feeds one continuous stream (`audio` only); a voice
// channel ends each utterance (`endUtterance`), so every utterance has an STT session of its own.
import type { UsageMeter } from '../../core/command.js';
import { say } from '../../core/i18n.js';
import type { ConversationRef } from '../../core/ids.js';
import type { Reply } from '../../core/reply.js';
import { BudgetExceededError } from '../../core/usage.js';
import { API_STATUS } from '../../language/codes.js';
import { InvalidRequestError } from '../../language/errors.js';
import type { LanguageClient, SttStream } from '../../language/types.js';
import type { Settings } from '../../settings/schema.js';
import { markIfSoundedOut, soundedOutNote } from '../../translation/sounded-out.js';
import { CaptionMessage, type CaptionPoster } from './caption.js';

/** 16 kHz × 2 bytes: one second of the audio a session takes. */
export const BYTES_PER_SECOND = 32_000;
/** Audio held while an STT session opens: at most 10 s, the rest is dropped. */
const MAX_HELD_BYTES = 10 * BYTES_PER_SECOND;
/** How long an utterance may take to finalise once its audio ended. */
export const FINAL_WAIT_MS = 8_000;
/** Contract parameters: a pause of 0.8 s ends an utterance; a session lasts up to 180 s. */
export const STREAM = { silenceS: 0.8, timeoutS: 180, continuous: true, punctuate: true } as const;
const LANGUAGE = /^[a-z]{2,3}$/;

/** The text for a language code the API has no recognizer for, in `lang`. */
export function notServedMessage(language: string, lang = 'en'): string {
  return say(lang, 'captions.notServed', { language });
}

/** The sentence that ends captions for a fault someone must act on; undefined for a passing fault. */
export function fatalText(err: unknown, language: string, lang = 'en'): string | undefined {
  if (err instanceof InvalidRequestError && /no decoder/i.test(err.message))
    return notServedMessage(language, lang);
  if (err instanceof BudgetExceededError) {
    const reason = { key: err.key, ...(err.params ? { params: err.params } : {}) };
    return say(lang, 'captions.end.budget', { reason });
  }
  return undefined;
}

export interface CaptionSessionDeps {
  /** where caption messages go (the platform adapter, or anything with send/edit/delete) */
  poster: CaptionPoster;
  /** the platform's longest message (default: no limit) */
  maxTextLength?: number;
  language: Pick<LanguageClient, 'openStream' | 'translate'>;
  usage: UsageMeter;
  /** the languages the channel's readers read; final captions are translated into the others */
  readers?(): Promise<string[]>;
  /** an admins' notice (the budget's 80% warning) */
  notify?(notice: Reply): Promise<void>;
  onError?(err: unknown, what: string): void;
}

export interface CaptionSessionOptions {
  /** where the captions are posted, and whose budget pays */
  conversation: ConversationRef;
  /** the name the captions show */
  speaker: string;
  /** the spoken language */
  language: string;
  settings: Pick<Settings, 'budget' | 'apiLogging'>;
  /**
   * the language its sentences are said in (why captions stopped, the admins' budget notice): the
   * workspace's in a voice channel's chat, the speaker's own in the web chat; English without
   */
  lang?: string;
  /** what the owner hears: an STT session opened, a partial, a final, the end of captions */
  events?: {
    ready?(): void;
    partial?(text: string): void;
    final?(text: string, messageId: string): void;
    fatal?(text: string): void;
  };
}

/** One STT session of the speaker's. */
interface Utterance {
  stream?: SttStream;
  held: Buffer[];
  heldBytes: number;
  /** EOF asked for: it goes once the session is open and the held audio sent */
  ended: boolean;
  writes: Promise<void>;
  caption?: CaptionMessage;
  unbilledBytes: number;
  /** settles once the session opened (or could not) */
  opened: Promise<void>;
  /** settles once all its events are handled */
  done: Promise<void>;
  eofTimer?: NodeJS.Timeout;
}

export class CaptionSession {
  private current?: Utterance;
  private readonly live = new Set<Utterance>();
  private stopped = false;
  private stopping?: Promise<void>;

  constructor(
    private readonly deps: CaptionSessionDeps,
    private readonly opts: CaptionSessionOptions,
  ) {}

  /** Opens the first STT session now (the budget checked): the owner hears `ready` or `fatal`. */
  async start(): Promise<void> {
    if (this.stopped) return;
    await (this.current ?? this.begin()).opened;
  }

  /** Audio from the speaker; opens an STT session when none is open. */
  audio(frame: Buffer): void {
    if (this.stopped || frame.length === 0) return;
    // An odd byte would shift every later sample: only whole int16 samples go on.
    const pcm = frame.length % 2 ? frame.subarray(0, frame.length - 1) : frame;
    const u = this.current ?? this.begin();
    if (u.stream) this.send(u, pcm);
    else if (u.heldBytes + pcm.length <= MAX_HELD_BYTES) {
      u.held.push(pcm);
      u.heldBytes += pcm.length;
    }
  }

  /** The speaker paused: the current STT session is told EOF, its final closes the caption. */
  endUtterance(): void {
    const u = this.current;
    if (!u) return;
    this.current = undefined;
    u.ended = true;
    if (u.stream) this.eof(u, u.stream);
  }

  /** Whether the session still takes audio (false after a fatal fault or stop). */
  get active(): boolean {
    return !this.stopped;
  }

  /** The speaker stopped: the last utterance is finalised (briefly waited for), then all closes. */
  stop(): Promise<void> {
    this.stopping ??= this.finish();
    return this.stopping;
  }

  private async finish(): Promise<void> {
    if (this.stopped) return;
    this.endUtterance();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.live].map((u) => u.done)),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, FINAL_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    this.stopped = true;
    for (const u of this.live) u.stream?.close();
  }

  private begin(): Utterance {
    let opened!: () => void;
    const u: Utterance = {
      held: [],
      heldBytes: 0,
      ended: false,
      writes: Promise.resolve(),
      unbilledBytes: 0,
      opened: new Promise<void>((resolve) => {
        opened = resolve;
      }),
      done: Promise.resolve(),
    };
    this.current = u;
    this.live.add(u);
    u.done = this.run(u, opened).finally(() => {
      this.live.delete(u);
      clearTimeout(u.eofTimer);
    });
    return u;
  }

  private async run(u: Utterance, opened: () => void): Promise<void> {
    const { usage, language } = this.deps;
    const { conversation, settings } = this.opts;
    try {
      await usage.ensure(conversation, settings.budget, 'audioSeconds', 1);
      const stream = await language.openStream({
        language: this.opts.language,
        logging: settings.apiLogging,
        ...STREAM,
      });
      if (this.stopped) {
        stream.close();
        return;
      }
      u.stream = stream;
      opened();
      this.opts.events?.ready?.();
      const held = u.held;
      u.held = [];
      u.heldBytes = 0;
      for (const pcm of held) this.send(u, pcm);
      if (u.ended) this.eof(u, stream);
      await this.read(u, stream);
    } catch (err) {
      this.release(u);
      await this.fault(err, u);
    } finally {
      opened();
      this.release(u);
      // Ended without a final (no answer to EOF in time): what was heard stays, without the "…".
      const caption = u.caption;
      u.caption = undefined;
      await caption?.abandon().catch((err) => this.deps.onError?.(err, 'posting a live caption'));
      await this.bill(u).catch((err) => this.fault(err, u));
    }
  }

  /** A dropped or timed-out session: no more audio goes to it, the next audio opens a new one. */
  private release(u: Utterance): void {
    if (this.current === u) this.current = undefined;
    u.stream?.close();
  }

  private send(u: Utterance, pcm: Buffer): void {
    const stream = u.stream;
    if (!stream) return;
    u.unbilledBytes += pcm.length;
    u.writes = u.writes.then(() => stream.write(pcm)).catch(() => stream.close());
  }

  private eof(u: Utterance, stream: SttStream): void {
    u.writes = u.writes.then(() => stream.end()).catch(() => stream.close());
    // A final that never comes must not keep the session (and its socket) forever.
    u.eofTimer = setTimeout(() => stream.close(), FINAL_WAIT_MS);
    u.eofTimer.unref?.();
  }

  private async read(u: Utterance, stream: SttStream): Promise<void> {
    for await (const ev of stream) {
      if (ev.type === 'partial' && ev.text.trim()) {
        const text = ev.text.trim();
        u.caption ??= this.caption();
        u.caption.partial(text);
        this.opts.events?.partial?.(text);
      } else if (ev.type === 'final') {
        await this.final(u, ev.displayText.trim() || ev.text.trim());
      }
    }
  }

  private caption(): CaptionMessage {
    return new CaptionMessage(
      this.deps.poster,
      this.opts.conversation,
      (text) => this.line(text),
      (err) => this.deps.onError?.(err, 'posting a live caption'),
      this.deps.maxTextLength,
    );
  }

  private line(text: string): string {
    return `**${this.opts.speaker}:** ${text}`;
  }

  private async final(u: Utterance, text: string): Promise<void> {
    const caption = u.caption ?? (text ? this.caption() : undefined);
    u.caption = undefined;
    // A budget reached with this utterance ends captions, after its caption is shown.
    const overBudget = await this.bill(u).then(
      () => undefined,
      (err: unknown) => err ?? new Error('billing failed'),
    );
    const id = await caption?.final(text).catch((err) => {
      this.deps.onError?.(err, 'posting a live caption');
      return undefined;
    });
    if (overBudget) return this.fault(overBudget, u);
    if (!id) return;
    this.opts.events?.final?.(text, id);
    await this.translate(id, text).catch((err) => this.deps.onError?.(err, 'translating a live caption'));
  }

  /** The final caption in the channel's other reading languages, filed as its translations. */
  private async translate(messageId: string, text: string): Promise<void> {
    const { language, usage, readers, poster } = this.deps;
    if (!readers) return;
    const { conversation, settings } = this.opts;
    const spoken = this.opts.language;
    const targets = [...new Set(await readers())].filter((l) => l !== spoken && LANGUAGE.test(l));
    if (targets.length === 0) return;
    const characters = text.length * targets.length;
    await usage.ensure(conversation, settings.budget, 'characters', characters);
    const res = await language.translate({ text, from: spoken, to: targets });
    const notice = await usage.record(
      conversation,
      settings.budget,
      'characters',
      characters,
      this.opts.lang,
    );
    if (notice) await this.deps.notify?.(notice);
    const item = res.items[0];
    // No translation engine for the pair: the words sounded out in the target script, marked so.
    const transliterated = targets.filter((t) => item?.statuses[t] === API_STATUS.transliterated);
    const translations: Record<string, string> = {};
    const soundedOut: Record<string, string> = {};
    const lines: string[] = [];
    for (const [target, out] of Object.entries(item?.outputs ?? {})) {
      if (!out.trim()) continue;
      const shown = markIfSoundedOut(out.trim(), target, { transliterated }, this.opts.lang);
      translations[target] = this.line(shown);
      // said beside the text too (the web chat's header), never "translated to"
      if (transliterated.includes(target))
        soundedOut[target] = soundedOutNote(spoken, target, this.opts.lang);
      lines.push(`**${this.opts.speaker}** (${target}): ${shown}`);
    }
    if (lines.length === 0) return;
    // A platform with per-reader views (the web chat) files them under the caption; others post them as its reply.
    await poster.send(conversation, {
      type: 'text',
      text: lines.join('\n'),
      translations,
      ...(Object.keys(soundedOut).length ? { soundedOut } : {}),
      replyTo: messageId,
    });
  }

  /** Audio seconds sent since the last bill go on the workspace's meter; at the limit, captions stop. */
  private async bill(u: Utterance): Promise<void> {
    const bytes = u.unbilledBytes;
    u.unbilledBytes = 0;
    if (bytes === 0) return;
    const { usage } = this.deps;
    const { conversation, settings } = this.opts;
    const notice = await usage.record(
      conversation,
      settings.budget,
      'audioSeconds',
      bytes / BYTES_PER_SECOND,
      this.opts.lang,
    );
    if (notice) await this.deps.notify?.(notice).catch((err) => this.deps.onError?.(err, 'a budget notice'));
    await usage.ensure(conversation, settings.budget, 'audioSeconds', 0);
  }

  /** Ends the session for a fault someone must act on; a passing fault only ends its STT session. */
  private async fault(err: unknown, u: Utterance): Promise<void> {
    if (this.stopped) return;
    const text = fatalText(err, this.opts.language, this.opts.lang);
    if (!text) {
      this.deps.onError?.(err, 'a live caption stream');
      // The utterance in progress keeps what was heard; the next one opens a new session.
      const caption = u.caption;
      u.caption = undefined;
      await caption?.abandon().catch((e) => this.deps.onError?.(e, 'posting a live caption'));
      return;
    }
    this.stopped = true;
    this.current = undefined;
    for (const x of this.live) x.stream?.close();
    this.opts.events?.fatal?.(text);
  }
}
