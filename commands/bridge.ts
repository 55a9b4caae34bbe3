// /bridge create | join CODE | list | leave | pause | resume | mode members|channel — links this
// channel with channels of any platform: each message appears in the others, translated into each
// channel's language (or, in `members` mode, into the languages its members read).
// Changing a link is for the channel's admins; anyone may list it.
import type { BridgeLegInfo } from '../src/core/bridge.js';
import { defineCommand, UsageError } from '../src/core/command.js';
import { nameIn, readerOf, say } from '../src/core/i18n.js';
import type { ConversationRef } from '../src/core/ids.js';

export const BRIDGE_ACTIONS = ['create', 'join', 'list', 'leave', 'pause', 'resume', 'mode'] as const;
const MODES = ['members', 'channel'] as const;
type BridgeAction = (typeof BRIDGE_ACTIONS)[number];

const LABEL: Record<ConversationRef['platform'], string | { key: 'bridge.leg.webChat' }> = {
  local: { key: 'bridge.leg.webChat' },
  telegram: 'Telegram',
  slack: 'Slack',
  discord: 'Discord',
};

const legLine = (leg: BridgeLegInfo, here: ConversationRef, lang: string) => {
  const self = leg.conversation.platform === here.platform && leg.conversation.channelId === here.channelId;
  const state =
    leg.paused === 'refused'
      ? say(lang, 'bridge.leg.refused')
      : leg.paused
        ? say(lang, 'bridge.leg.paused')
        : '';
  const reads = leg.mode === 'members' ? say(lang, 'bridge.leg.members') : nameIn(lang, leg.language);
  return say(lang, 'bridge.leg', {
    platform: LABEL[leg.conversation.platform],
    channel: leg.conversation.channelId,
    self: self ? say(lang, 'bridge.leg.self') : '',
    reads,
    state,
  });
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
    const lang = readerOf(ctx);
    const legs = (list: BridgeLegInfo[]) => list.map((l) => legLine(l, here, lang)).join('\n');
    const text = async (): Promise<string> => {
      switch (action) {
        case 'create': {
          const made = await bridges.create(here, event.author.id);
          return say(lang, 'bridge.created', { code: made.code, minutes: made.minutes });
        }
        case 'join': {
          const joined = await bridges.join(code ?? '', here, event.author.id);
          return say(lang, 'bridge.joined', { legs: legs(joined) });
        }
        case 'list': {
          const listed = await bridges.list(here);
          if (!listed.length) return say(lang, 'bridge.none');
          return say(lang, 'bridge.list', { legs: legs(listed) });
        }
        case 'leave':
          return (await bridges.leave(here)) ? say(lang, 'bridge.left') : say(lang, 'bridge.notBridged');
        case 'pause':
        case 'resume':
          if (!(await bridges.pause(here, action === 'pause'))) return say(lang, 'bridge.notBridged');
          return action === 'pause' ? say(lang, 'bridge.paused') : say(lang, 'bridge.resumed');
        case 'mode':
          if (!(await bridges.mode(here, mode ?? 'channel'))) return say(lang, 'bridge.notBridged');
          return mode === 'members' ? say(lang, 'bridge.modeMembers') : say(lang, 'bridge.modeChannel');
      }
    };
    return [{ type: 'text', text: await text(), replyTo }];
  },
});
