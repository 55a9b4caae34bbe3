// Per-language mirror channels: the channel setting `mirrors` (`/settings channel mirror ta
// #tamil-chat`) sends the Tamil translation of each message in this channel to #tamil-chat. The
// adapter says which channel a reference names (`resolveChannel`); a platform without it has none.
import type { PlatformAdapter } from '../../core/adapter.js';
import type { ConversationRef } from '../../core/ids.js';
import type { SettingsStore } from '../../core/settings-store.js';
import type { DestinationStore } from '../../state/stores/destinations.js';

export type MirrorSettings = Pick<SettingsStore, 'get' | 'set' | 'resolve'>;

export class MirrorChannels {
  constructor(
    private readonly settings: MirrorSettings,
    private readonly store: DestinationStore,
  ) {}

  /** language → mirror channel, for the conversation's channel (never the channel itself). */
  async of(adapter: PlatformAdapter, c: ConversationRef): Promise<Record<string, ConversationRef>> {
    if (!adapter.resolveChannel) return {};
    await this.moveOld(c);
    const out: Record<string, ConversationRef> = {};
    for (const [language, ref] of Object.entries((await this.settings.resolve(c)).mirrors)) {
      const to = ref ? await adapter.resolveChannel(c, ref) : undefined;
      if (to && to.channelId !== c.channelId) out[language] = to;
    }
    return out;
  }

  /** Mirrors an older dubash kept outside the settings (a hash of channel ids) are moved into them. */
  private async moveOld(c: ConversationRef): Promise<void> {
    const old = await this.store.oldMirrors(c);
    if (!Object.keys(old).length) return;
    const current = (await this.settings.get('channel', c)).mirrors ?? {};
    const moved = Object.fromEntries(Object.entries(old).map(([l, id]) => [l, `<#${id}>`]));
    await this.settings.set('channel', c, { mirrors: { ...moved, ...current } });
    await this.store.dropOldMirrors(c);
  }
}
