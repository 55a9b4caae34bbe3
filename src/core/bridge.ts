// What the `bridge` command asks of the translating bridge (src/features/bridge): the command only
// knows this interface, so it imports nothing of the feature.
import type { Message } from './i18n.js';
import type { ConversationRef } from './ids.js';

/** One channel of a bridge, as `bridge list` shows it. */
export interface BridgeLegInfo {
  conversation: ConversationRef;
  /** the channel's language (messages arrive translated into it) */
  language: string;
  /** why the leg does not take part: an admin paused it, or the platform refused a post */
  paused?: 'admin' | 'refused';
  /** `members`: messages arrive in the languages its members read rather than `language` */
  mode?: 'members';
}

export interface BridgeControl {
  /**
   * A short-lived code for one channel to join this channel's bridge (its minutes), making the
   * bridge first when there is none; `added`: the channel was bridged already.
   */
  create(
    conversation: ConversationRef,
    admin: string,
  ): Promise<{ code: string; minutes: number; added: boolean }>;
  /** Joins this channel to the bridge of `code` (spending it); the channels now linked, this one included. */
  join(code: string, conversation: ConversationRef, admin: string): Promise<BridgeLegInfo[]>;
  /** Takes another channel out of this channel's bridge; false when it is not in it. */
  remove(conversation: ConversationRef, other: ConversationRef): Promise<boolean>;
  /**
   * Posts a notice in each of these channels (who joined or left a bridge), said in each channel's
   * workspace language (English by default); failures are logged.
   */
  notify(conversations: ConversationRef[], message: Message): Promise<void>;
  /** The channels of this channel's bridge (empty: not bridged). */
  list(conversation: ConversationRef): Promise<BridgeLegInfo[]>;
  /** Takes this channel out of its bridge; false when it was in none. */
  leave(conversation: ConversationRef): Promise<boolean>;
  /** Pauses (or resumes) this channel's leg; false when it is in no bridge. */
  pause(conversation: ConversationRef, paused: boolean): Promise<boolean>;
  /** Sets what this channel reads: its members' languages, or the channel's one; false when not bridged. */
  mode(conversation: ConversationRef, mode: 'members' | 'channel'): Promise<boolean>;
}
