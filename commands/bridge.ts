// /bridge create | join CODE | list | leave | pause | resume | mode members|channel — links this
// channel with channels of any platform: each message appears in the others, translated into each
// channel's language (or, in `members` mode, into the languages its members read).
// Changing a link is for the channel's admins; anyone may list it.
import type { BridgeLegInfo } from '../src/core/bridge.js';
import { defineCommand, UsageError } from '../src/core/command.js';
import { readerOf, say } from '../src/core/i18n.js';
import type { ConversationRef } from '../src/core/ids.js';
import { languageName } from './shared.js';

export const BRIDGE_ACTIONS = ['create', 'join', 'list', 'leave', 'pause', 'resume', 'mode'] as const;
const MODES = ['members', 'channel'] as const;
type BridgeAction = (typeof BRIDGE_ACTIONS)[number];

const LABEL: Record<ConversationRef['platform'], string> = {
  local: 'Web chat',
  telegram: 'Telegram',
  slack: 'Slack',
  discord: 'Discord',
};

const legLine = (leg: BridgeLegInfo, here: ConversationRef) => {
  const self = leg.conversation.platform === here.platform && leg.conversation.channelId === here.channelId;
  const state = leg.paused === 'refused' ? ' — paused: it refused a message' : leg.paused ? ' — paused' : '';
  const reads = leg.mode === 'members' ? "its members' languages" : languageName(leg.language);
  return `• ${LABEL[leg.conversation.platform]} ${leg.conversation.channelId}${self ? ' (this channel)' : ''}: ${reads}${state}`;
};

export const bridge = defineCommand({
  name: 'bridge',
  usage: 'create | join CODE | list | leave | pause | resume | mode members|channel',
  options: [
    { name: 'action', type: 'choice', choices: BRIDGE_ACTIONS, positional: true },
    { name: 'mode', type: 'choice', choices: MODES, positional: true },
    { name: 'code', type: 'text' },
  ],
  // On Discord: `/bridge join CODE` takes the code, `/bridge mode members|channel` is a group.
  subcommands: {
    choice: 'action',
    takes: { join: [{ name: 'code', required: true }], mode: { choice: 'mode' } },
  },
  parse(v): { action: BridgeAction; code?: string; mode?: (typeof MODES)[number] } {
    const action = v.action as BridgeAction | undefined;
    if (!action) throw new UsageError('bridge.noAction');
    const code = v.code?.trim();
    if (action === 'join' && !code) throw new UsageError('bridge.noCode');
    const mode = MODES.find((m) => m === v.mode);
    if (action === 'mode' && !mode) throw new UsageError('bridge.noMode');
    return { action, ...(code ? { code } : {}), ...(mode ? { mode } : {}) };
  },
  async run(ctx, { action, code, mode }) {
    const { event } = ctx;
    const replyTo = event.messageId;
    const here = event.conversation;
    const bridges = ctx.bridges;
    if (!bridges) return [{ type: 'error', text: say(readerOf(ctx), 'bridge.unavailable'), replyTo }];
    if (action !== 'list' && !event.author.isAdmin)
      return [
        {
          type: 'error',
          text: say(readerOf(ctx), 'bridge.adminOnly'),
          replyTo,
        },
      ];
    const text = async (): Promise<string> => {
      switch (action) {
        case 'create': {
          const made = await bridges.create(here, event.author.id);
          return (
            `Bridge code: ${made.code} (valid ${made.minutes} minutes). In the other channel (any platform), ` +
            `an admin runs /bridge join ${made.code}. Messages then cross, translated into each channel's language.`
          );
        }
        case 'join': {
          const legs = await bridges.join(code ?? '', here, event.author.id);
          return `Bridged. These channels now hold one conversation:\n${legs.map((l) => legLine(l, here)).join('\n')}`;
        }
        case 'list': {
          const legs = await bridges.list(here);
          if (!legs.length)
            return 'This channel is not bridged. An admin starts a bridge with /bridge create.';
          return `This channel's bridge:\n${legs.map((l) => legLine(l, here)).join('\n')}`;
        }
        case 'leave':
          return (await bridges.leave(here))
            ? 'This channel left its bridge: messages no longer cross.'
            : 'This channel is not bridged.';
        case 'pause':
        case 'resume':
          if (!(await bridges.pause(here, action === 'pause'))) return 'This channel is not bridged.';
          return action === 'pause'
            ? 'Bridge paused for this channel: nothing crosses to or from it until /bridge resume.'
            : 'Bridge resumed for this channel.';
        case 'mode':
          if (!(await bridges.mode(here, mode ?? 'channel'))) return 'This channel is not bridged.';
          return mode === 'members'
            ? 'Bridged messages now arrive here in the languages this channel’s members read, one line each.'
            : 'Bridged messages now arrive here in this channel’s language.';
      }
    };
    return [{ type: 'text', text: await text(), replyTo }];
  },
});
