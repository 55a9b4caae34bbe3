// Live captions from the web chat's microphone. The page sends 16 kHz mono int16 PCM over a
// WebSocket (GET /local/api/captions?workspace=&channel=&user=&language=); the bot streams it to
// the Language Services API (continuous, punctuated, one final per pause) and posts one channel
// message per utterance, "**asha:** …", edited as partials arrive and finalised on the final.
// The page hears back {type: ready|partial|final|error} so it can offer the final as dictation.
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { ConversationRef } from '../../src/core/ids.js';
import { memberViewLanguages } from '../../src/core/languages.js';
import { InvalidRequestError } from '../../src/language/errors.js';
import type { LanguageClient, SttStream } from '../../src/language/types.js';
import type { Settings } from '../../src/settings/schema.js';
import { BudgetExceededError, RedisUsageMeter } from '../../src/settings/usage.js';
import { checkName, localConversation, RequestError } from './ids.js';
import type { LocalAdapter } from './index.js';

/** 16 kHz × 2 bytes: one second of the audio the page sends. */
const BYTES_PER_SECOND = 32_000;
/** Audio held while a new STT session opens (a reconnect): at most 10 s, the rest is dropped. */
const MAX_PENDING_BYTES = 10 * BYTES_PER_SECOND;
/** How long the last utterance may take to finalise once the member stops. */
const FINAL_WAIT_MS = 8_000;
/** Contract parameters: a pause of 0.8 s ends an utterance; a session lasts up to 180 s, then reopens. */
const STREAM = { silenceS: 0.8, timeoutS: 180, continuous: true, punctuate: true } as const;
const LANGUAGE = /^[a-z]{2,3}$/;

type ToPage =
  | { type: 'ready' }
  | { type: 'partial'; text: string }
  | { type: 'final'; text: string; messageId: string }
  | { type: 'error'; error: string };

export interface CaptionDeps {
  adapter: LocalAdapter;
  language: LanguageClient;
  usage: RedisUsageMeter;
}

/** The member's text for a language code the API has no recognizer for. */
export function notServedMessage(language: string): string {
  return (
    `Live captions stopped: the speech service cannot recognise "${language}" live. ` +
    'Choose another language for captions (the local engine serves English only).'
  );
}

/** One member's captions in one channel, for as long as the page's socket is open. */
export class CaptionSession {
  private stream?: SttStream;
  private opening?: Promise<void>;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** the message of the utterance being spoken, and its latest text */
  private messageId?: string;
  private partial = '';
  private unbilledBytes = 0;
  private stopped = false;
  private writes: Promise<void> = Promise.resolve();
  private settings?: Settings;
  private readonly conversation: ConversationRef;
  /** settles when the current STT session's events are all handled */
  private reading: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: CaptionDeps,
    private readonly page: WebSocket,
    workspace: string,
    channel: string,
    private readonly user: string,
    private readonly spoken: string,
  ) {
    this.conversation = localConversation(workspace, channel);
  }

  private tell(msg: ToPage): void {
    if (this.page.readyState === this.page.OPEN) this.page.send(JSON.stringify(msg));
  }

  /** Checks the budget and opens the first STT session; the page hears `ready` or an error. */
  async start(): Promise<void> {
    this.settings = await this.deps.adapter.opts.settings.resolve(this.conversation, this.user);
    await this.open();
  }

  /** A frame of audio from the page. */
  audio(frame: Buffer): void {
    if (this.stopped || frame.length === 0) return;
    // An odd byte would shift every later sample: only whole int16 samples go on.
    const pcm = frame.length % 2 ? frame.subarray(0, frame.length - 1) : frame;
    if (!this.stream) {
      if (this.pendingBytes + pcm.length <= MAX_PENDING_BYTES) {
        this.pending.push(pcm);
        this.pendingBytes += pcm.length;
      }
      // A dropped or timed-out session: the next utterance gets a new one.
      if (!this.opening) void this.open();
      return;
    }
    this.send(pcm);
  }

  private send(pcm: Buffer): void {
    const stream = this.stream;
    if (!stream) return;
    this.unbilledBytes += pcm.length;
    this.writes = this.writes.then(() => stream.write(pcm)).catch(() => this.dropStream(stream));
  }

  private open(): Promise<void> {
    this.opening = (async () => {
      try {
        const { usage } = this.deps;
        const settings = this.settings as Settings;
        await usage.ensure(this.conversation, settings.budget, 'audioSeconds', 1);
        const stream = await this.deps.language.openStream({
          language: this.spoken,
          logging: settings.apiLogging,
          ...STREAM,
        });
        if (this.stopped) {
          stream.close();
          return;
        }
        this.stream = stream;
        this.reading = this.read(stream);
        this.tell({ type: 'ready' });
        const held = this.pending;
        this.pending = [];
        this.pendingBytes = 0;
        for (const pcm of held) this.send(pcm);
      } catch (err) {
        await this.fault(err);
      } finally {
        this.opening = undefined;
      }
    })();
    return this.opening;
  }

  private async read(stream: SttStream): Promise<void> {
    try {
      for await (const ev of stream) {
        if (ev.type === 'partial' && ev.text.trim()) await this.showPartial(ev.text.trim());
        else if (ev.type === 'final') await this.showFinal(ev.displayText.trim() || ev.text.trim());
      }
    } catch (err) {
      await this.fault(err);
    } finally {
      this.dropStream(stream);
    }
  }

  /** The session ended (timeout, EOF, a dropped socket): the next audio opens a new one. */
  private dropStream(stream: SttStream): void {
    if (this.stream !== stream) return;
    this.stream = undefined;
    stream.close();
  }

  private line(text: string): string {
    return `**${this.user}:** ${text}`;
  }

  private async showPartial(text: string): Promise<void> {
    this.partial = text;
    this.tell({ type: 'partial', text });
    const reply = { type: 'text' as const, text: `${this.line(text)} …` };
    const { adapter } = this.deps;
    if (this.messageId) await adapter.edit(this.conversation, this.messageId, reply);
    else this.messageId = (await adapter.send(this.conversation, reply)).id;
  }

  private async showFinal(text: string): Promise<void> {
    const { adapter } = this.deps;
    const id = this.messageId;
    this.messageId = undefined;
    this.partial = '';
    await this.bill();
    if (!text) {
      // Noise with no words: its placeholder goes.
      if (id) await adapter.delete(this.conversation, id);
      return;
    }
    const reply = { type: 'text' as const, text: this.line(text) };
    let messageId = id;
    if (id) await adapter.edit(this.conversation, id, reply);
    else messageId = (await adapter.send(this.conversation, reply)).id;
    if (!messageId) return;
    this.tell({ type: 'final', text, messageId });
    await this.translate(messageId, text).catch((err) =>
      adapter.opts.onError?.(err, 'translating a live caption'),
    );
  }

  /** The final caption in the channel's other reading languages, shown to each reader in theirs. */
  private async translate(messageId: string, text: string): Promise<void> {
    const { adapter, language, usage } = this.deps;
    const settings = this.settings as Settings;
    const members = await adapter.store.members(this.conversation.workspaceId, this.conversation.channelId);
    const readers = await memberViewLanguages(adapter.opts.settings, this.conversation, members);
    const targets = [...new Set(readers.values())].filter((l) => l !== this.spoken && LANGUAGE.test(l));
    if (targets.length === 0) return;
    await usage.ensure(this.conversation, settings.budget, 'characters', text.length * targets.length);
    const res = await language.translate({ text, from: this.spoken, to: targets });
    await usage.record(this.conversation, settings.budget, 'characters', text.length * targets.length);
    const byLanguage: Record<string, string> = {};
    for (const [target, out] of Object.entries(res.items[0]?.outputs ?? {})) {
      if (out.trim()) byLanguage[target] = this.line(out.trim());
    }
    await adapter.store.replaceTranslations(messageId, byLanguage);
  }

  /** Audio seconds sent since the last bill go on the workspace's meter; at the limit, captions stop. */
  private async bill(): Promise<void> {
    const bytes = this.unbilledBytes;
    this.unbilledBytes = 0;
    if (bytes === 0) return;
    const { usage, adapter } = this.deps;
    const settings = this.settings as Settings;
    const notice = await usage.record(
      this.conversation,
      settings.budget,
      'audioSeconds',
      bytes / BYTES_PER_SECOND,
    );
    if (notice) await adapter.sendEphemeral(this.conversation, [...adapter.admins], notice);
    await usage.ensure(this.conversation, settings.budget, 'audioSeconds', 0).catch((err) => this.fault(err));
  }

  /** Ends captions for a fault the member must act on; a dropped socket only drops the session. */
  private async fault(err: unknown): Promise<void> {
    if (this.stopped) return;
    let text: string | undefined;
    if (err instanceof InvalidRequestError && /no decoder/i.test(err.message))
      text = notServedMessage(this.spoken);
    else if (err instanceof BudgetExceededError) text = `Live captions stopped. ${err.message}`;
    if (!text) {
      this.deps.adapter.opts.onError?.(err, 'a live caption stream');
      // The utterance in progress keeps what was heard; the next one opens a new session.
      if (this.messageId && this.partial) {
        const id = this.messageId;
        this.messageId = undefined;
        await this.deps.adapter.edit(this.conversation, id, { type: 'text', text: this.line(this.partial) });
      }
      return;
    }
    this.stopped = true;
    this.tell({ type: 'error', error: text });
    await this.deps.adapter.sendEphemeral(this.conversation, [this.user], { type: 'error', text });
    this.stream?.close();
    this.page.close(1000);
  }

  private stopping?: Promise<void>;

  /** The page stopped: the last utterance is finalised (briefly waited for), then all closes. */
  stop(): Promise<void> {
    this.stopping ??= this.finish();
    return this.stopping;
  }

  private async finish(): Promise<void> {
    if (this.stopped) return;
    await this.opening;
    const stream = this.stream;
    if (stream) {
      await this.writes;
      await stream.end().catch(() => undefined);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        this.reading,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, FINAL_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
    }
    this.stopped = true;
    this.stream?.close();
    await this.bill().catch(() => undefined);
  }
}

/**
 * WebSocket support for the web chat's scope. It must be registered before the sign-in hook:
 * its own hook marks upgrade requests first, so an upgrade the sign-in refuses (401) gets its
 * socket closed after the answer instead of left open (which also kept the server from closing).
 */
export async function captionsSocketSupport(scope: FastifyInstance): Promise<void> {
  // Frames are ~0.25 s of audio (8 KB); 64 KB leaves room and refuses anything absurd.
  await scope.register(websocket, { options: { maxPayload: 64 * 1024 } });
}

/**
 * Mounts the captions WebSocket in the web chat's scope (so sign-in applies: `actingAs` gives
 * the signed-in member). Without a language client (a chat built for tests of other things) the
 * socket says captions are unavailable.
 */
export function captionsRoute(
  scope: FastifyInstance,
  adapter: LocalAdapter,
  actingAs: (req: FastifyRequest, given: unknown) => string,
): void {
  // One captions socket per member and workspace in this process: a forgotten second tab would
  // otherwise caption (and bill) the same voice twice.
  const live = new Set<string>();
  scope.get('/local/api/captions', { websocket: true }, (socket, req) => {
    const refuse = (error: string) => {
      socket.send(JSON.stringify({ type: 'error', error } satisfies ToPage));
      socket.close(1008);
    };
    let session: CaptionSession;
    let key: string;
    try {
      const q = req.query as Record<string, unknown>;
      const workspace = checkName(q.workspace, 'workspace');
      const channel = checkName(q.channel, 'channel');
      const user = actingAs(req, q.user);
      const spoken = q.language === undefined || q.language === '' ? 'en' : String(q.language);
      if (!LANGUAGE.test(spoken)) throw new RequestError('language: a code such as en or hi');
      const language = adapter.opts.language;
      if (!language) throw new RequestError('live captions are not available in this chat');
      if (!adapter.isOpen()) throw new RequestError('the chat is shutting down; try again shortly');
      key = `${workspace}\n${user}`;
      if (live.has(key))
        throw new RequestError('live captions are already on for you in another tab: stop them there first');
      const usage = adapter.opts.usage ?? new RedisUsageMeter(adapter.store.redis);
      session = new CaptionSession({ adapter, language, usage }, socket, workspace, channel, user, spoken);
    } catch (err) {
      if (err instanceof RequestError) return refuse(err.message);
      throw err;
    }
    live.add(key);
    socket.on('message', (data, isBinary) => {
      if (isBinary) session.audio(Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer));
      else if (data.toString() === 'stop') void session.stop().then(() => socket.close(1000));
    });
    socket.on('close', () => {
      live.delete(key);
      void session.stop();
    });
    session.start().catch((err) => {
      adapter.opts.onError?.(err, 'starting live captions');
      refuse('live captions could not start; try again');
    });
  });
}
