// The translating bridge: one conversation across channels of any platforms, each reading its own
// language. `createBridge` composes the Redis links (store.ts), the id map (posts.ts), the relay
// (relay.ts) and what the `bridge` command may do (BridgeControl).

import type { PlatformAdapter } from '../../core/adapter.js';
import type { BridgeControl, BridgeLegInfo } from '../../core/bridge.js';
import { render } from '../../core/i18n.js';
import type { ConversationRef, Platform } from '../../core/ids.js';
import type { SettingsStore } from '../../core/settings-store.js';
import type { PartialSettings } from '../../settings/schema.js';
import type { Stores } from '../../state/stores/index.js';
import { BridgeNames } from './names.js';
import { BridgePosts } from './posts.js';
import { BridgeRelay, describeChannel } from './relay.js';
import { BridgeStore } from './store.js';

export interface BridgeDeps {
  /** the links, the map of bridged posts, the names of bridged members */
  stores: Pick<Stores, 'bridgeLinks' | 'bridgePosts' | 'bridgeNames'>;
  settings: SettingsStore;
  adapter(platform: Platform): PlatformAdapter | undefined;
  onError?(err: unknown, what: string): void;
  /** the distinct languages a channel's members read (auto-translate's members mode), for `members` legs */
  memberLanguages?(ref: ConversationRef): Promise<string[]>;
}

export interface Bridge {
  control: BridgeControl;
  relay: BridgeRelay;
  store: BridgeStore;
}

export function createBridge(deps: BridgeDeps): Bridge {
  const store = new BridgeStore(deps.stores.bridgeLinks);
  const posts = new BridgePosts(deps.stores.bridgePosts);
  const relay = new BridgeRelay({
    store,
    names: new BridgeNames(deps.stores.bridgeNames),
    posts,
    settings: deps.settings,
    adapter: deps.adapter,
    onError: deps.onError,
    ...(deps.memberLanguages ? { memberLanguages: deps.memberLanguages } : {}),
  });
  const infos = async (bridge: string): Promise<BridgeLegInfo[]> =>
    Promise.all(
      (await store.legs(bridge)).map(async (leg) => ({
        conversation: leg.conversation,
        language: (await deps.settings.resolve(leg.conversation)).language,
        ...(leg.paused ? { paused: leg.paused } : {}),
        ...(leg.mode ? { mode: leg.mode } : {}),
      })),
    );
  const control: BridgeControl = {
    create: (ref, admin) => store.create(ref, admin),
    async join(code, ref, admin) {
      return infos(await store.join(code, ref, admin));
    },
    async list(ref) {
      const bridge = await store.bridgeOf(ref);
      return bridge ? infos(bridge) : [];
    },
    leave: (ref) => store.leave(ref),
    async remove(ref, other) {
      const bridge = await store.bridgeOf(ref);
      if (!bridge || bridge !== (await store.bridgeOf(other))) return false;
      return store.leave(other);
    },
    async notify(refs, message) {
      for (const ref of refs) {
        const adapter = deps.adapter(ref.platform);
        // a notice to a whole channel: in its workspace's language, as the admins' notices are
        const lang = (await deps.settings.get('workspace', ref).catch(() => ({}) as PartialSettings))
          .language;
        const text = render(lang ?? 'en', message);
        // names in it were written by members: they notify nobody
        await adapter
          ?.send(ref, { type: 'notice', text, noPings: true })
          .catch((err) => deps.onError?.(err, `telling ${describeChannel(ref)} about the bridge`));
      }
    },
    async pause(ref, paused) {
      const bridge = await store.bridgeOf(ref);
      if (!bridge) return false;
      await store.setPaused(bridge, ref, paused ? 'admin' : undefined);
      return true;
    },
    mode: (ref, mode) => store.setMode(ref, mode === 'members' ? 'members' : undefined),
  };
  return { control, relay, store };
}
