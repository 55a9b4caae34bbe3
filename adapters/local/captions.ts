// Live captions from the web chat's microphone. The page sends 16 kHz mono int16 PCM over a
// WebSocket (GET /local/api/captions?workspace=&channel=&user=&language=); the platform-neutral
// CaptionSession (src/features/captions/session.ts) streams it to the Language Services API and
// posts one channel message per utterance, "**asha:** …", edited as partials arrive and finalised
// on the final, translated for members who read another language.
// The page hears back {type: ready|partial|final|error} so it can offer the final as dictation.
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { UsageMeter } from '../../src/core/command.js';
import { say } from '../../src/core/i18n.js';
import type { ConversationRef } from '../../src/core/ids.js';
import { memberViewLanguages } from '../../src/core/languages.js';
import { CaptionSession } from '../../src/features/captions/session.js';
import type { LanguageClient } from '../../src/language/types.js';
import type { CaptionLeaseStore } from '../../src/state/stores/caption-leases.js';
import { checkName, localConversation, RequestError } from './ids.js';
import type { LocalAdapter } from './index.js';
import { type Actor, refusalLanguage } from './refusal.js';

export { notServedMessage } from '../../src/features/captions/session.js';

const LANGUAGE = /^[a-z]{2,3}$/;
/** Audio the page sends before the session is set up (settings read): at most ~2 s is kept. */
const MAX_EARLY_FRAMES = 8;

type ToPage =
  | { type: 'ready' }
  | { type: 'partial'; text: string }
  | { type: 'final'; text: string; messageId: string }
  | { type: 'error'; error: string };

export interface CaptionDeps {
  adapter: LocalAdapter;
  language: LanguageClient;
  usage: UsageMeter;
  /** this process's hold on the session: another process tells the member if this one dies */
  leases: CaptionLeaseStore;
}

/**
 * One member's captions in one channel, for as long as the page's socket is open. They end once,
 * whichever way comes first (the page stops or goes, a fault, this process stopping): a later way
 * waits for that ending and adds nothing, so the member reads at most one notice and the lease is
 * released once.
 */
class PageCaptions {
  private session?: CaptionSession;
  private early: Buffer[] = [];
  private closed = false;
  private lease?: Promise<string | undefined>;
  /** the one ending, once begun */
  private ending?: Promise<void>;
  /** the one notice of why captions ended, once given (a fault's, or this process stopping) */
  private notice?: Promise<void>;
  /** the member's reading language, for the notices */
  private reads = 'en';
  private readonly conversation: ConversationRef;

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

  /** Reads the member's settings and opens the first STT session; the page hears `ready` or an error. */
  async start(): Promise<void> {
    const { adapter, language, usage } = this.deps;
    const conversation = this.conversation;
    const settings = await adapter.opts.settings.resolve(conversation, this.user);
    this.reads = settings.language;
    const session = new CaptionSession(
      {
        poster: adapter,
        maxTextLength: adapter.maxTextLength,
        language,
        usage,
        readers: async () => {
          const members = await adapter.store.members(conversation.workspaceId, conversation.channelId);
          return [...(await memberViewLanguages(adapter.opts.settings, conversation, members)).values()];
        },
        notify: async (notice) => {
          await adapter.sendEphemeral(conversation, [...adapter.admins], notice);
        },
        onError: (err, what) => adapter.opts.onError?.(err, what),
      },
      {
        conversation,
        speaker: this.user,
        language: this.spoken,
        settings,
        // the speaker hears why captions stopped: in the language they read
        lang: settings.language,
        events: {
          ready: () => this.tell({ type: 'ready' }),
          partial: (text) => this.tell({ type: 'partial', text }),
          final: (text, messageId) => this.tell({ type: 'final', text, messageId }),
          fatal: (text) => this.fatal(text),
        },
      },
    );
    this.session = session;
    if (this.closed) return;
    const early = this.early;
    this.early = [];
    for (const frame of early) session.audio(frame);
    this.lease = this.deps.leases
      .hold({ conversation, to: [this.user], language: this.reads })
      .catch((err) => {
        adapter.opts.onError?.(err, 'holding the live captions lease');
        return undefined;
      });
    // Held before the page hears `ready`: from then on, a dead process is noticed.
    await this.lease;
    // Stopped while the lease was taken: stop() released it; starting now would caption for nobody.
    if (this.closed) return;
    await session.start();
  }

  /** The session ended here: this process gave (or needed) no notice, so no other process will. */
  private async release(): Promise<void> {
    const id = await this.lease;
    this.lease = undefined;
    if (id) await this.deps.leases.release(id).catch(() => undefined);
  }

  /** Tells the page and the member why captions ended; only the first reason is told. */
  private tellWhy(type: 'error' | 'notice', text: string): Promise<void> {
    this.notice ??= (async () => {
      this.tell({ type: 'error', error: text });
      await this.deps.adapter
        .sendEphemeral(this.conversation, [this.user], { type, text })
        .catch((err) => this.deps.adapter.opts.onError?.(err, 'telling why captions stopped'));
    })();
    return this.notice;
  }

  /**
   * Ends captions once: the last utterance finalised (briefly waited for), `why` told unless a
   * reason was told already, the lease released, the page closed with `code`. A second call
   * (any way) waits for the first ending.
   */
  private end(code: number, why?: { type: 'error' | 'notice'; text: string }): Promise<void> {
    this.closed = true;
    this.ending ??= (async () => {
      await this.session?.stop();
      if (why) await this.tellWhy(why.type, why.text);
      // A fault met while the last words were finalised has told its reason: waited for too.
      await this.notice;
      await this.release();
      this.page.close(code);
    })();
    return this.ending;
  }

  /** A fault ended the session (a spent budget, a language not served): its reason is the notice. */
  private fatal(text: string): void {
    // Told now, even while another ending finalises (it then tells nothing of its own).
    void this.tellWhy('error', text);
    void this.end(1000);
  }

  /** A frame of audio from the page. */
  audio(frame: Buffer): void {
    if (this.session) this.session.audio(frame);
    else if (this.early.length < MAX_EARLY_FRAMES) this.early.push(frame);
  }

  /** The page stopped (or went): the last utterance is finalised (briefly waited for), then all closes. */
  stop(): Promise<void> {
    return this.end(1000);
  }

  /**
   * This process is stopping (SIGTERM): the last words are finalised, then the one notice; captions
   * already ending (the page stopped, a fault) end as they were, with no second notice.
   */
  shutdown(): Promise<void> {
    return this.end(1001, { type: 'notice', text: say(this.reads, 'captions.restarting') });
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
  const leases = adapter.opts.stores.captionLeases;
  scope.get('/local/api/captions', { websocket: true }, (socket, req) => {
    // who asks, once known: a refusal shows on their page in the language they read
    let asker: Actor | undefined;
    const refuse = async (why: RequestError) => {
      const error = why.in(await refusalLanguage(adapter, req, asker));
      socket.send(JSON.stringify({ type: 'error', error } satisfies ToPage));
      socket.close(1008);
    };
    let session: PageCaptions;
    let key: string;
    try {
      const q = req.query as Record<string, unknown>;
      const workspace = checkName(q.workspace, 'workspace');
      const channel = checkName(q.channel, 'channel');
      const user = actingAs(req, q.user);
      asker = { workspace, channel, user };
      const spoken = q.language === undefined || q.language === '' ? 'en' : String(q.language);
      if (!LANGUAGE.test(spoken)) throw new RequestError('language: a code such as en or hi');
      const language = adapter.opts.language;
      if (!language) throw new RequestError({ key: 'webchat.captions.unavailable' });
      if (!adapter.isOpen()) throw new RequestError({ key: 'webchat.shuttingDown' });
      key = `${workspace}\n${user}`;
      if (live.has(key)) throw new RequestError({ key: 'webchat.captions.otherTab' });
      const usage = adapter.opts.usage;
      session = new PageCaptions(
        { adapter, language, usage, leases },
        socket,
        workspace,
        channel,
        user,
        spoken,
      );
    } catch (err) {
      if (err instanceof RequestError) return void refuse(err);
      throw err;
    }
    live.add(key);
    adapter.liveCaptions.add(session);
    socket.on('message', (data, isBinary) => {
      if (isBinary) session.audio(Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer));
      else if (data.toString() === 'stop') void session.stop();
    });
    socket.on('close', () => {
      live.delete(key);
      // Listed until it has ended: a SIGTERM meanwhile waits for its lease to be released (before
      // the process lets go of Redis), or another process would report these captions as lost.
      void session.stop().finally(() => adapter.liveCaptions.delete(session));
    });
    session.start().catch((err) => {
      adapter.opts.onError?.(err, 'starting live captions');
      void refuse(new RequestError({ key: 'webchat.captions.failed' }));
    });
  });
}
