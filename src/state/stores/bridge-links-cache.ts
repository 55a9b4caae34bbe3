// Which bridge a channel is in is asked for every message, and changes only on /bridge commands:
// each process keeps the answer (none included) for a second instead of one GET per message. Its
// own links and unlinks apply at once; another process's within the second (no cross-process
// invalidation needed, and a bridge joined a second late loses nothing: relaying starts then).
import type { ConversationRef } from '../keys.js';
import type { BridgeLinks, LegDoc } from './bridge-links.js';

/** How long an answer is kept: a /bridge command on another process applies within this. */
export const BRIDGE_OF_TTL_MS = 1_000;
/** Past this many channels the cache starts over (a bound on memory, not an eviction policy). */
const MAX_ENTRIES = 50_000;

const channelKey = (c: ConversationRef) => `${c.platform}\u0000${c.workspaceId}\u0000${c.channelId}`;

export class CachedBridgeLinks implements BridgeLinks {
  private readonly cache = new Map<string, { bridge: string | undefined; until: number }>();

  constructor(
    private readonly inner: BridgeLinks,
    private readonly ttlMs = BRIDGE_OF_TTL_MS,
  ) {}

  async bridgeOf(channel: ConversationRef): Promise<string | undefined> {
    const key = channelKey(channel);
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && hit.until > now) return hit.bridge;
    const bridge = await this.inner.bridgeOf(channel);
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(key, { bridge, until: now + this.ttlMs });
    return bridge;
  }

  async link(channel: ConversationRef, bridge: string): Promise<boolean> {
    try {
      return await this.inner.link(channel, bridge);
    } finally {
      this.cache.delete(channelKey(channel));
    }
  }

  async unlink(channel: ConversationRef): Promise<void> {
    try {
      await this.inner.unlink(channel);
    } finally {
      this.cache.delete(channelKey(channel));
    }
  }

  legs(bridge: string): Promise<Map<string, LegDoc>> {
    return this.inner.legs(bridge);
  }
  putLeg(bridge: string, channel: string, leg: LegDoc): Promise<void> {
    return this.inner.putLeg(bridge, channel, leg);
  }
  removeLeg(bridge: string, channel: string): Promise<void> {
    return this.inner.removeLeg(bridge, channel);
  }
  putCode(code: string, bridge: string, ttlS: number): Promise<void> {
    return this.inner.putCode(code, bridge, ttlS);
  }
  codeBridge(code: string): Promise<string | undefined> {
    return this.inner.codeBridge(code);
  }
  spendCode(code: string): Promise<boolean> {
    return this.inner.spendCode(code);
  }
}
