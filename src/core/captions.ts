// Live captions of voice channels. The `captions` command only knows CaptionsControl (the feature
// in src/features/captions implements it); a platform with voice channels offers VoiceCaptioning
// (PlatformAdapter.voice): it joins, hands over consenting members' speech as 16 kHz mono PCM,
// and never receives anyone else's audio.
import { type Message, say } from './i18n.js';
import type { ConversationRef } from './ids.js';

/** Someone in a voice channel. */
export interface VoiceMember {
  id: string;
  /** the name captions show ("**Asha:** …") */
  name: string;
  bot?: boolean;
}

/** One utterance of one member: 16 kHz mono int16 PCM as it arrives, then its end (a pause). */
export interface UtteranceSink {
  audio(pcm: Buffer): void;
  end(): void;
}

export interface VoiceJoinRequest {
  /** where `/captions start` was given (the guild, and a text channel or the voice channel's chat) */
  conversation: ConversationRef;
  /** who asked: the bot joins their voice channel */
  member: string;
  /**
   * Asked each time a member starts speaking: only members it admits are received at all (their
   * audio subscribed to and decoded); the others' audio is dropped unread.
   */
  admits(member: string): Promise<boolean>;
  /** An admitted member started an utterance. */
  utterance(member: VoiceMember): UtteranceSink;
  /** Humans joined or left the voice channel (those present now). */
  membersChanged?(members: VoiceMember[]): void;
  /** The link ended by itself: no human is left, or the voice connection dropped again after one rejoin. */
  ended(reason: 'empty' | 'disconnected'): void;
}

export interface VoiceRoom {
  /** the voice channel's own text chat, where captions go */
  conversation: ConversationRef;
  /** the voice channel's name */
  name: string;
  /** the humans in the voice channel when the bot joined */
  members: VoiceMember[];
  /** Leaves the voice channel (no `ended` call follows). */
  leave(): Promise<void>;
}

/** A join the member must fix (not in a voice channel, the bot may not connect): a sentence for them. */
export class VoiceJoinRefusal extends Error {
  constructor(readonly said: Message) {
    super(say('en', said.key, said.params));
  }
}

/** An adapter's voice channels (Discord). */
export interface VoiceCaptioning {
  /** Joins the asking member's voice channel; throws VoiceJoinRefusal with what to do. */
  join(req: VoiceJoinRequest): Promise<VoiceRoom>;
}

export interface CaptionsStartRequest {
  conversation: ConversationRef;
  member: { id: string; name?: string };
  /** the spoken language (an STT code) */
  language: string;
  /** also translate each final caption into the channel's reading languages */
  translate: boolean;
  /** the language the asker reads dubash in: the answer is said in it (English without) */
  reader?: string;
}

/** What the `captions` command asks of the feature. */
export interface CaptionsControl {
  /** Remembers (per workspace) whether `member` agrees to be captioned. */
  setConsent(conversation: ConversationRef, member: string, on: boolean): Promise<void>;
  /** Starts captions where the member is; the answer for them, and whether it started. */
  start(req: CaptionsStartRequest): Promise<{ started: boolean; text: string }>;
  /** Stops captions in this workspace; the answer for the member, in `reader` (English without). */
  stop(conversation: ConversationRef, member: string, reader?: string): Promise<string>;
}
