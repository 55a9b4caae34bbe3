// The live-captions feature the `captions` command drives: consent per workspace, and at most one
// captioned voice channel per workspace (a bot is in one voice channel per Discord server).

import type { PlatformAdapter } from '../../core/adapter.js';
import type { CaptionsControl, CaptionsStartRequest } from '../../core/captions.js';
import { VoiceJoinRefusal } from '../../core/captions.js';
import type { UsageMeter } from '../../core/command.js';
import { type ConversationRef, workspaceKey } from '../../core/ids.js';
import { memberViewLanguages } from '../../core/languages.js';
import type { LanguageClient } from '../../language/types.js';
import type { SettingsStore } from '../../settings/store.js';
import { BudgetExceededError, RedisUsageMeter } from '../../settings/usage.js';
import type { RedisClient as Redis } from '../../state/redis.js';
import { ConsentStore } from './consent.js';
import { CaptionRoom } from './room.js';

export const DEFAULT_MAX_MINUTES = 120;

export interface CaptionsDeps {
  redis: Redis;
  settings: SettingsStore;
  language: Pick<LanguageClient, 'openStream' | 'translate'>;
  adapter(platform: ConversationRef['platform']): PlatformAdapter | undefined;
  /** default: the bot's monthly budgets in Redis */
  usage?: UsageMeter;
  /** CAPTIONS_MAX_MINUTES */
  maxMinutes?: number;
  onError?(err: unknown, what: string): void;
}

export interface Captions extends CaptionsControl {
  /** Ends every captioned voice channel (shutdown). */
  stopAll(): Promise<void>;
}

/** What `/captions start` answers where there are no voice channels to join. */
export function noVoiceChannels(platform: ConversationRef['platform']): string {
  return platform === 'local'
    ? 'The web chat has no voice channels: live captions here come from your microphone. Press the microphone button (Start captions) above the message box.'
    : 'This platform has no voice channels I can join. Live captions work in Discord voice channels and in the web chat (its microphone button).';
}

export function createCaptions(deps: CaptionsDeps): Captions {
  const consent = new ConsentStore(deps.redis);
  const usage = deps.usage ?? new RedisUsageMeter(deps.redis);
  const rooms = new Map<string, CaptionRoom>();
  const onError = deps.onError ?? (() => undefined);

  const readers = async (conversation: ConversationRef, members: string[]) => [
    ...new Set((await memberViewLanguages(deps.settings, conversation, members, deps.redis)).values()),
  ];

  return {
    setConsent: (conversation, member, on) => consent.set(conversation, member, on),

    async start(req: CaptionsStartRequest) {
      const adapter = deps.adapter(req.conversation.platform);
      if (!adapter?.voice) return { started: false, text: noVoiceChannels(req.conversation.platform) };
      const key = workspaceKey(req.conversation);
      const running = rooms.get(key);
      if (running)
        return {
          started: false,
          text: `Live captions are already on in ${running.name}. \`/captions stop\` ends them first.`,
        };
      const settings = await deps.settings.resolve(req.conversation, req.member.id);
      try {
        await usage.ensure(req.conversation, settings.budget, 'audioSeconds', 1);
      } catch (err) {
        if (err instanceof BudgetExceededError)
          return { started: false, text: `No live captions. ${err.message}` };
        throw err;
      }
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
          },
        },
        {
          conversation: req.conversation,
          member: req.member.id,
          language: req.language,
          translate: req.translate,
          settings,
        },
      );
      // Held before joining, so a second start meanwhile is refused rather than joining twice.
      rooms.set(key, room);
      try {
        const voice = await room.open();
        return { started: true, text: `Live captions are on in ${voice.name}; they appear in its chat.` };
      } catch (err) {
        rooms.delete(key);
        if (err instanceof VoiceJoinRefusal) return { started: false, text: err.message };
        throw err;
      }
    },

    async stop(conversation) {
      const room = rooms.get(workspaceKey(conversation));
      if (!room) return 'Live captions are not on here. `/captions start` starts them in your voice channel.';
      const name = room.name;
      await room.end('stopped');
      return `Live captions stopped; I left ${name}.`;
    },

    async stopAll() {
      await Promise.allSettled([...rooms.values()].map((r) => r.end('shutdown')));
    },
  };
}
