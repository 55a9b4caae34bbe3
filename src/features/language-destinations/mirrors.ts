// Per-language mirror channels: the channel setting `mirrors` (`/settings channel mirror ta
// #tamil-chat`) sends the Tamil translation of each message in this channel to #tamil-chat. The
// adapter says which channel a reference names (`resolveChannel`); a platform without it has none.
import type { PlatformAdapter } from '../../core/adapter.js';
import type { ConversationRef } from '../../core/ids.js';
import type { SettingsStore } from '../../core/settings-store.js';

export type MirrorSettings = Pick<SettingsStore, 'resolve'>;

export class MirrorChannels {
  constructor(private readonly settings: MirrorSettings) {}

  /** language → mirror channel, for the conversation's channel (never the channel itself). */
  async of(adapter: PlatformAdapter, c: ConversationRef): Promise<Record<string, ConversationRef>> {
    if (!adapter.resolveChannel) return {};
    const out: Record<string, ConversationRef> = {};
    for (const [language, ref] of Object.entries((await this.settings.resolve(c)).mirrors)) {
      const to = ref ? await adapter.resolveChannel(c, ref) : undefined;
      if (to && to.channelId !== c.channelId) out[language] = to;
    }
    return out;
  }
}
