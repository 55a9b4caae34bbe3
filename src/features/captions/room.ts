// Live captions of one voice channel: the bot joins through the platform's VoiceCaptioning, says
// who is and is not captioned (and, once per session, to each member who joins later without having
// agreed), gives each consenting speaker a CaptionSession (one STT session per utterance), and
// leaves when told, when the channel empties, after the maximum duration, on a fault that ends
// captions (language not served, budget spent) or when the voice link fails twice, saying why in the
// voice channel's chat.
import type { PlatformAdapter } from '../../core/adapter.js';
import type { UtteranceSink, VoiceMember, VoiceRoom } from '../../core/captions.js';
import type { UsageMeter } from '../../core/command.js';
import { deliverReplies } from '../../core/deliver.js';
import { type Param, say } from '../../core/i18n.js';
import type { ConversationRef } from '../../core/ids.js';
import type { LanguageClient } from '../../language/types.js';
import type { Settings } from '../../settings/schema.js';
import type { CaptionsConsent } from '../../state/stores/captions-consent.js';
import { CaptionSession } from './session.js';

export interface CaptionRoomDeps {
  adapter: PlatformAdapter;
  language: Pick<LanguageClient, 'openStream' | 'translate'>;
  usage: UsageMeter;
  consent: CaptionsConsent;
  /** the view languages of these members in the conversation (translation targets) */
  readers(conversation: ConversationRef, members: string[]): Promise<string[]>;
  maxMinutes: number;
  onError(err: unknown, what: string): void;
  /** the room ended (any reason): the control forgets it */
  onEnd(): void;
}

export interface CaptionRoomOptions {
  /** where /captions start was given */
  conversation: ConversationRef;
  member: string;
  language: string;
  translate: boolean;
  settings: Pick<Settings, 'budget' | 'apiLogging'>;
  /** the workspace's language: what the room says in the voice channel's chat (English without) */
  lang?: string;
}

export type EndReason = 'stopped' | 'empty' | 'disconnected' | 'time' | 'fault' | 'shutdown';

export class CaptionRoom {
  voice?: VoiceRoom;
  private readonly speakers = new Map<string, CaptionSession>();
  private members: VoiceMember[] = [];
  /** members already told whether they are captioned (the join notice, or on joining later) */
  private readonly told = new Set<string>();
  private timer?: NodeJS.Timeout;
  private ending?: Promise<void>;

  constructor(
    private readonly deps: CaptionRoomDeps,
    private readonly opts: CaptionRoomOptions,
  ) {}

  get name(): string {
    return this.voice?.name ?? 'the voice channel';
  }

  /** Joins (VoiceJoinRefusal when the member must fix something) and posts who is captioned. */
  async open(): Promise<VoiceRoom> {
    const voiceApi = this.deps.adapter.voice;
    if (!voiceApi) throw new Error('this platform has no voice channels');
    const voice = await voiceApi.join({
      conversation: this.opts.conversation,
      member: this.opts.member,
      admits: (member) => this.admits(member),
      utterance: (member) => this.utterance(member),
      membersChanged: (members) => {
        this.members = members;
        void this.greet(members).catch((err) => this.deps.onError(err, 'the captions joining notice'));
      },
      ended: (reason) => void this.end(reason),
    });
    this.voice = voice;
    this.members = voice.members;
    for (const m of voice.members) this.told.add(m.id);
    this.timer = setTimeout(() => void this.end('time'), this.deps.maxMinutes * 60_000);
    this.timer.unref?.();
    await this.post(await this.joinNotice(voice)).catch((err) =>
      this.deps.onError(err, 'the captions notice'),
    );
    return voice;
  }

  private async joinNotice(voice: VoiceRoom): Promise<string> {
    const humans = voice.members.filter((m) => !m.bot);
    const yes = await this.deps.consent.among(
      voice.conversation,
      humans.map((m) => m.id),
    );
    const lang = this.lang;
    const names = (list: VoiceMember[]) => list.map((m) => m.name).join(', ') || say(lang, 'captions.nobody');
    const on = { name: voice.name, language: { language: this.opts.language } };
    return [
      say(lang, this.opts.translate ? 'captions.onTranslated' : 'captions.on', on),
      say(lang, 'captions.captioned', { names: names(humans.filter((m) => yes.has(m.id))) }),
      say(lang, 'captions.notCaptioned', { names: names(humans.filter((m) => !yes.has(m.id))) }),
    ].join('\n');
  }

  /** A member who joined since the start and has not agreed hears it once per session. */
  private async greet(members: VoiceMember[]): Promise<void> {
    const voice = this.voice;
    if (!voice || this.ending) return;
    const fresh = members.filter((m) => !m.bot && !this.told.has(m.id));
    for (const m of fresh) this.told.add(m.id);
    if (fresh.length === 0) return;
    const yes = await this.deps.consent.among(
      voice.conversation,
      fresh.map((m) => m.id),
    );
    for (const m of fresh)
      if (!yes.has(m.id) && !this.ending)
        await this.post(say(this.lang, 'captions.joinedNotCaptioned', { name: m.name }));
  }

  private async admits(member: string): Promise<boolean> {
    if (this.ending || !this.voice) return false;
    return this.deps.consent.has(this.voice.conversation, member);
  }

  private utterance(member: VoiceMember): UtteranceSink {
    if (this.ending) return { audio: () => undefined, end: () => undefined };
    const session = this.speakers.get(member.id) ?? this.speaker(member);
    return {
      audio: (pcm) => session.audio(pcm),
      end: () => session.endUtterance(),
    };
  }

  private speaker(member: VoiceMember): CaptionSession {
    const conversation = (this.voice as VoiceRoom).conversation;
    const { adapter } = this.deps;
    const session = new CaptionSession(
      {
        poster: adapter,
        maxTextLength: adapter.maxTextLength,
        language: this.deps.language,
        usage: this.deps.usage,
        ...(this.opts.translate
          ? {
              readers: () =>
                this.deps.readers(
                  conversation,
                  this.members.map((m) => m.id),
                ),
            }
          : {}),
        notify: async (notice) => {
          await deliverReplies(adapter, conversation, [notice]);
        },
        onError: this.deps.onError,
      },
      {
        conversation,
        speaker: member.name,
        language: this.opts.language,
        settings: this.opts.settings,
        lang: this.lang,
        events: { fatal: (text) => void this.end('fault', text) },
      },
    );
    this.speakers.set(member.id, session);
    return session;
  }

  /** Leaves, finalises what is being said, and says why in the voice channel's chat. */
  end(reason: EndReason, text?: string): Promise<void> {
    this.ending ??= this.close(reason, text);
    return this.ending;
  }

  private async close(reason: EndReason, text?: string): Promise<void> {
    clearTimeout(this.timer);
    try {
      await this.voice?.leave().catch((err) => this.deps.onError(err, 'leaving the voice channel'));
      await Promise.allSettled([...this.speakers.values()].map((s) => s.stop()));
      const why = text ?? this.reasonText(reason);
      if (why && this.voice) await this.post(why);
    } catch (err) {
      this.deps.onError(err, 'ending live captions');
    } finally {
      this.deps.onEnd();
    }
  }

  private reasonText(reason: EndReason): string | undefined {
    const lang = this.lang;
    const name = this.name;
    switch (reason) {
      case 'empty':
        return say(lang, 'captions.end.empty', { name });
      case 'time':
        return say(lang, 'captions.end.time', { duration: duration(this.deps.maxMinutes) });
      case 'disconnected':
        return say(lang, 'captions.end.disconnected', { name });
      case 'stopped':
        return say(lang, 'captions.stopped', { name });
      case 'shutdown':
        return say(lang, 'captions.end.shutdown');
      default:
        return undefined;
    }
  }

  private get lang(): string {
    return this.opts.lang ?? 'en';
  }

  private async post(text: string): Promise<void> {
    const voice = this.voice;
    if (!voice) return;
    await this.deps.adapter.send(voice.conversation, { type: 'text', text });
  }
}

/** "120 minutes", "1 minute"; under a minute (tests) in seconds. */
function duration(minutes: number): Param {
  if (minutes >= 1 && Number.isInteger(minutes))
    return minutes === 1 ? { key: 'duration.minute' } : { key: 'duration.minutes', params: { n: minutes } };
  const seconds = Math.round(minutes * 60);
  return seconds === 1 ? { key: 'duration.second' } : { key: 'duration.seconds', params: { n: seconds } };
}
