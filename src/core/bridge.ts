// What the `bridge` command asks of the translating bridge (src/features/bridge): the command only
// knows this interface, so it imports nothing of the feature.
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
  /** Makes a bridge of this channel and returns its short-lived join code (and its minutes). */
  create(conversation: ConversationRef, admin: string): Promise<{ code: string; minutes: number }>;
  /** Joins this channel to the bridge of `code`; the channels now linked, this one included. */
  join(code: string, conversation: ConversationRef, admin: string): Promise<BridgeLegInfo[]>;
  /** The channels of this channel's bridge (empty: not bridged). */
  list(conversation: ConversationRef): Promise<BridgeLegInfo[]>;
  /** Takes this channel out of its bridge; false when it was in none. */
  leave(conversation: ConversationRef): Promise<boolean>;
  /** Pauses (or resumes) this channel's leg; false when it is in no bridge. */
  pause(conversation: ConversationRef, paused: boolean): Promise<boolean>;
  /** Sets what this channel reads: its members' languages, or the channel's one; false when not bridged. */
  mode(conversation: ConversationRef, mode: 'members' | 'channel'): Promise<boolean>;
}
