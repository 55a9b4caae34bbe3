// The transcripts of long voice notes a bridge carried: the bridge-stt job (src/jobs/bridge-stt.ts)
// asks the bridge (src/features/bridge/relay.ts implements it) through this interface, which lives
// here below both, so neither imports the other.
import type { Settings } from '../settings/schema.js';
import type { TranslationService, UsageMeter } from './command.js';
import type { ChatEvent, MediaRef } from './event.js';
import type { Reply } from './reply.js';

/** A long voice note that crossed a bridge as audio, as its batch job (src/jobs/bridge-stt.ts) has it. */
export interface BridgedNote {
  event: ChatEvent;
  media: MediaRef;
  /** the source channel's translation domain */
  domain: string;
  /** the source workspace's monthly budget (the transcript's translation counts against it) */
  budget?: Settings['budget'];
  /** the source workspace's language: its admins' budget notice is said in it */
  workspaceLanguage?: string;
}

/** What the bridge-stt job asks of the bridge. */
export interface BridgeTranscripts {
  /** Posts the transcript on every other side of the note's bridge; returns notices for the source. */
  crossTranscript(
    note: BridgedNote,
    text: string,
    tools: { translator: TranslationService; usage: UsageMeter },
  ): Promise<Reply[]>;
  /** Moderation hid the transcript: the note's copies go on every side (the source loses it). */
  withdrawNote(note: BridgedNote): Promise<void>;
}
