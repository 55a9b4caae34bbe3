// The bridges' links (kept in src/state/stores/bridge-links.ts, so they survive restarts): which bridge a channel is in, the channels
// (legs) of each bridge with the admin who linked them and whether the leg is paused, and the
// short-lived join codes, each good for one channel. Channels are keyed without their thread: a
// bridge links whole channels.
import { randomBytes } from 'node:crypto';
import { UsageError } from '../../core/command.js';
import { type ConversationRef, decodeConversation, encodeConversation } from '../../core/ids.js';
import type { BridgeLinks } from '../../state/stores/bridge-links.js';

/** A join code lives this long: enough to paste it into another app, too short to leak for long. */
export const CODE_TTL_S = 15 * 60;
/** No 0/O, 1/I/L: a code is read aloud and typed on phones. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export interface Leg {
  conversation: ConversationRef;
  /** the member id of the admin who created or joined with this channel */
  admin: string;
  paused?: 'admin' | 'refused';
  /** `members`: crossing messages carry the languages the channel's members read, not its one language */
  mode?: 'members';
}

/** The channel a bridge links: the conversation without its thread. */
export const channelOf = (ref: ConversationRef): ConversationRef => ({
  platform: ref.platform,
  workspaceId: ref.workspaceId,
  channelId: ref.channelId,
});

export class BridgeStore {
  constructor(private readonly links: BridgeLinks) {}

  /** The bridge this channel is in, if any. */
  async bridgeOf(ref: ConversationRef): Promise<string | undefined> {
    return this.links.bridgeOf(channelOf(ref));
  }

  async legs(bridge: string): Promise<Leg[]> {
    const all = await this.links.legs(bridge);
    return [...all].map(([conv, v]) => {
      return {
        conversation: decodeConversation(conv),
        admin: v.admin,
        ...(v.paused ? { paused: v.paused } : {}),
        ...(v.mode ? { mode: v.mode } : {}),
      };
    });
  }

  private async putLeg(bridge: string, leg: Leg): Promise<void> {
    const { conversation, ...doc } = leg;
    await this.links.putLeg(bridge, encodeConversation(channelOf(conversation)), doc);
  }

  /**
   * A code for one more channel to join this channel's bridge; a channel in none starts a bridge
   * of its own first. `added`: the channel was bridged already.
   */
  async create(
    ref: ConversationRef,
    admin: string,
  ): Promise<{ code: string; minutes: number; added: boolean }> {
    let bridge = await this.bridgeOf(ref);
    const added = bridge !== undefined;
    if (!bridge) {
      bridge = randomBytes(8).toString('hex');
      // The link is claimed once (a script: SET NX, but a replay of this call still wins), so two
      // admins creating at once do not both win.
      if (!(await this.links.link(channelOf(ref), bridge))) throw new UsageError('bridge.alreadyBridged');
      await this.putLeg(bridge, { conversation: ref, admin });
    }
    const bytes = randomBytes(8);
    const code = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
    await this.links.putCode(code, bridge, CODE_TTL_S);
    return { code, minutes: CODE_TTL_S / 60, added };
  }

  /** Adds this channel to the bridge of `code`, which is then spent: one code, one channel. */
  async join(code: string, ref: ConversationRef, admin: string): Promise<string> {
    const spent = code.trim().toUpperCase();
    const bridge = await this.links.codeBridge(spent);
    if (!bridge) throw new UsageError('bridge.unknownCode');
    const current = await this.bridgeOf(ref);
    if (current === bridge) throw new UsageError('bridge.alreadyInThat');
    if (current) throw new UsageError('bridge.inAnother');
    // Spent by the one join that deletes it: two channels racing with one code, one gets in.
    if (!(await this.links.spendCode(spent))) throw new UsageError('bridge.codeJustUsed');
    if (!(await this.links.link(channelOf(ref), bridge))) throw new UsageError('bridge.alreadyBridged');
    await this.putLeg(bridge, { conversation: ref, admin });
    return bridge;
  }

  async leave(ref: ConversationRef): Promise<boolean> {
    const bridge = await this.bridgeOf(ref);
    if (!bridge) return false;
    // Two commands, not a MULTI: the bridge's legs and the channel's link lie in different cluster
    // slots. The leg goes first: cut off there, the link left behind still lets `leave` run again.
    await this.links.removeLeg(bridge, encodeConversation(channelOf(ref)));
    await this.links.unlink(channelOf(ref));
    return true;
  }

  /**
   * Pauses or resumes a leg. Returns true when the state changed, so a refusing destination is
   * reported once however many messages then fail (a leg already paused stays as it was).
   */
  async setPaused(bridge: string, ref: ConversationRef, paused: Leg['paused'] | undefined): Promise<boolean> {
    const leg = (await this.legs(bridge)).find(
      (l) => encodeConversation(l.conversation) === encodeConversation(channelOf(ref)),
    );
    if (!leg || leg.paused === paused) return false;
    if (paused === 'refused' && leg.paused) return false;
    const { paused: _was, ...rest } = leg;
    await this.putLeg(bridge, { ...rest, ...(paused ? { paused } : {}) });
    return true;
  }

  /** Sets a leg's mode (`members`, or undefined: the channel's one language); false when it is in no bridge. */
  async setMode(ref: ConversationRef, mode: Leg['mode'] | undefined): Promise<boolean> {
    const bridge = await this.bridgeOf(ref);
    if (!bridge) return false;
    const leg = (await this.legs(bridge)).find(
      (l) => encodeConversation(l.conversation) === encodeConversation(channelOf(ref)),
    );
    if (!leg) return false;
    const { mode: _was, ...rest } = leg;
    await this.putLeg(bridge, { ...rest, ...(mode ? { mode } : {}) });
    return true;
  }
}
