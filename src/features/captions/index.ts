// The live-captions feature the `captions` command drives: consent per workspace, and at most one
// captioned voice channel per workspace (a bot is in one voice channel per Discord server).

import type { PlatformAdapter } from '../../core/adapter.js';
import type { CaptionsControl, CaptionsStartRequest } from '../../core/captions.js';
import { VoiceJoinRefusal } from '../../core/captions.js';
import type { UsageMeter } from '../../core/command.js';
import { render, say } from '../../core/i18n.js';
import { type ConversationRef, workspaceKey } from '../../core/ids.js';
import { memberViewLanguages } from '../../core/languages.js';
import type { SettingsStore } from '../../core/settings-store.js';
import { BudgetExceededError } from '../../core/usage.js';
import type { LanguageClient } from '../../language/types.js';
import type { PartialSettings } from '../../settings/schema.js';
import type { Stores } from '../../state/stores/index.js';
import { CaptionRoom } from './room.js';

export const DEFAULT_MAX_MINUTES = 120;

export interface CaptionsDeps {
  settings: SettingsStore;
  /** who agreed to be captioned; this process's hold on its sessions (leases: another process
   * tells the members if this one dies) */
  stores: Pick<Stores, 'captionsConsent' | 'captionLeases'>;
  /** each member's view language; default their choice, else the channel's (the bot adds their
   * remembered platform locale) */
  viewLanguages?(ref: ConversationRef, members: string[]): Promise<Map<string, string>>;
  language: Pick<LanguageClient, 'openStream' | 'translate'>;
  adapter(platform: ConversationRef['platform']): PlatformAdapter | undefined;
  /** the bot's monthly budgets */
  usage: UsageMeter;
  /** CAPTIONS_MAX_MINUTES */
  maxMinutes?: number;
  onError?(err: unknown, what: string): void;
}

export interface Captions extends CaptionsControl {
  /** Ends every captioned voice channel (shutdown). */
  stopAll(): Promise<void>;
  /**
   * Looks every few seconds for sessions whose process died without ending them (their lease
   * expired) and gives each its one notice; any process may, exactly one does.
   */
  sweepLeases(intervalMs?: number): void;
}

/** What `/captions start` answers where there are no voice channels to join. */
export function noVoiceChannels(platform: ConversationRef['platform'], lang = 'en'): string {
  return say(lang, platform === 'local' ? 'captions.webChatMic' : 'captions.noVoicePlatform');
}

export function createCaptions(deps: CaptionsDeps): Captions {
  const { usage } = deps;
  const consent = deps.stores.captionsConsent;
  const leases = deps.stores.captionLeases;
  const viewLanguages =
    deps.viewLanguages ?? ((ref, members) => memberViewLanguages(deps.settings, ref, members));
  const rooms = new Map<string, CaptionRoom>();
  const onError = deps.onError ?? (() => undefined);
  /** leases of ended rooms being dropped (stopAll waits for them before Redis closes) */
  const releases = new Set<Promise<void>>();
  let sweeper: NodeJS.Timeout | undefined;

  async function sweep(): Promise<void> {
    for (const lost of await leases.expired()) {
      // a conversation this bot wrote into the lease (the store keeps its shape, not its type)
      const conversation = lost.conversation as ConversationRef;
      const adapter = deps.adapter(conversation.platform);
      if (!adapter) continue;
      const reply = { type: 'notice', text: say(lost.language, 'captions.lost') } as const;
      try {
        if (lost.to?.length && adapter.sendEphemeral)
          await adapter.sendEphemeral(conversation, lost.to, reply);
        else await adapter.send(conversation, reply);
      } catch (err) {
        onError(err, 'telling that live captions stopped');
      }
    }
  }

  const readers = async (conversation: ConversationRef, members: string[]) => [
    ...new Set((await viewLanguages(conversation, members)).values()),
  ];

  return {
    setConsent: (conversation, member, on) => consent.set(conversation, member, on),

    async start(req: CaptionsStartRequest) {
      const reader = req.reader ?? 'en';
      const adapter = deps.adapter(req.conversation.platform);
      if (!adapter?.voice)
        return { started: false, text: noVoiceChannels(req.conversation.platform, reader) };
      const key = workspaceKey(req.conversation);
      const running = rooms.get(key);
      if (running) return { started: false, text: say(reader, 'captions.alreadyOn', { name: running.name }) };
      const settings = await deps.settings.resolve(req.conversation, req.member.id);
      try {
        await usage.ensure(req.conversation, settings.budget, 'audioSeconds', 1);
      } catch (err) {
        if (err instanceof BudgetExceededError) {
          const reason = { key: err.key, ...(err.params ? { params: err.params } : {}) };
          return { started: false, text: say(reader, 'captions.noBudget', { reason }) };
        }
        throw err;
      }
      let lease: Promise<string | undefined> | undefined;
      // The voice channel's chat is everyone's: what the room says there is in the workspace's language.
      const workspace = await deps.settings
        .get('workspace', req.conversation)
        .catch(() => ({}) as PartialSettings);
      const room = new CaptionRoom(
        {
          adapter,
          language: deps.language,
          usage,
          consent,
          readers,
          maxMinutes: deps.maxMinutes ?? DEFAULT_MAX_MINUTES,
          onError,
          onEnd: () => {
            if (rooms.get(key) === room) rooms.delete(key);
            // Ended here, with its notice: no other process gives one.
            const releasing = (lease ?? Promise.resolve(undefined))
              .then((id) => (id ? leases.release(id) : undefined))
              .catch(() => undefined)
              .finally(() => releases.delete(releasing));
            releases.add(releasing);
          },
        },
        {
          conversation: req.conversation,
          member: req.member.id,
          language: req.language,
          translate: req.translate,
          settings,
          lang: workspace.language ?? 'en',
        },
      );
      // Held before joining, so a second start meanwhile is refused rather than joining twice.
      rooms.set(key, room);
      try {
        const voice = await room.open();
        lease = leases
          .hold({ conversation: voice.conversation, language: workspace.language ?? 'en' })
          .catch((err) => {
            onError(err, 'holding the live captions lease');
            return undefined;
          });
        return { started: true, text: say(reader, 'captions.started', { name: voice.name }) };
      } catch (err) {
        rooms.delete(key);
        if (err instanceof VoiceJoinRefusal) return { started: false, text: render(reader, err.said) };
        throw err;
      }
    },

    async stop(conversation, _member, reader = 'en') {
      const room = rooms.get(workspaceKey(conversation));
      if (!room) return say(reader, 'captions.notOn');
      const name = room.name;
      await room.end('stopped');
      return say(reader, 'captions.stopped', { name });
    },

    async stopAll() {
      clearInterval(sweeper);
      sweeper = undefined;
      await Promise.allSettled([...rooms.values()].map((r) => r.end('shutdown')));
      await Promise.allSettled([...releases]);
    },

    sweepLeases(intervalMs = 5_000) {
      sweeper ??= setInterval(
        () =>
          void sweep().catch((err) => onError(err, 'looking for live captions left by a stopped process')),
        intervalMs,
      );
      sweeper.unref();
    },
  };
}
