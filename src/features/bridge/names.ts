// Mentions of bridged members, as names on the other side: `<@U0ASHA0001>` (Slack) or `<@1234>`
// (Discord) means nothing on Telegram, so the bridge remembers the display name of each member
// whose message crossed (30 days, the name only) and writes their mentions as `@Name`.

import type { ConversationRef } from '../../core/ids.js';
import type { MemberNames } from '../../state/stores/bridge-names.js';

const NAME_TTL_S = 30 * 86_400;
const MENTION = /<@!?([A-Za-z0-9]+)>/g;

export class BridgeNames {
  constructor(private readonly store: MemberNames) {}

  async remember(ref: ConversationRef, member: string, name: string | undefined): Promise<void> {
    if (name) await this.store.remember(ref, member, name, NAME_TTL_S);
  }

  /** The text with platform mentions of known members written as `@Name` (unknown ones stay). */
  async render(ref: ConversationRef, text: string): Promise<string> {
    const ids = [...new Set([...text.matchAll(MENTION)].map((m) => m[1] as string))];
    if (!ids.length) return text;
    const names = await this.store.names(ref, ids);
    const known = new Map(ids.map((id, i) => [id, names[i]]));
    return text.replace(MENTION, (all, id: string) => {
      const name = known.get(id);
      return name ? `@${name.replace(/\s+/g, '_')}` : all;
    });
  }
}
