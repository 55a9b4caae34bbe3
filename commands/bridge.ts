// /bridge create | join CODE | list | leave | remove CHANNEL | pause | resume | mode members|channel
// — links this channel with channels of any platform: each message appears in the others,
// translated into each channel's language (or, in `members` mode, into the languages its members
// read). Changing a link is for the channel's admins; anyone may list it. A join code goes to the
// admin who asked alone and takes one channel; every side hears who joined, left or was removed.
import type { BridgeLegInfo } from '../src/core/bridge.js';
import { defineCommand, UsageError } from '../src/core/command.js';
import type { ConversationRef } from '../src/core/ids.js';
import { languageName } from './shared.js';

export const BRIDGE_ACTIONS = [
  'create',
  'join',
  'list',
  'leave',
  'remove',
  'pause',
  'resume',
  'mode',
] as const;
const MODES = ['members', 'channel'] as const;
type BridgeAction = (typeof BRIDGE_ACTIONS)[number];

const LABEL: Record<ConversationRef['platform'], string> = {
  local: 'Web chat',
  telegram: 'Telegram',
  slack: 'Slack',
  discord: 'Discord',
};

/** What a member types to name a channel's platform in `/bridge remove`. */
const PLATFORM_WORD: Record<ConversationRef['platform'], string> = {
  local: 'web',
  telegram: 'telegram',
  slack: 'slack',
  discord: 'discord',
};

const channelName = (c: ConversationRef) => `${LABEL[c.platform]} ${c.channelId}`;
const removeLine = (c: ConversationRef) => `/bridge remove ${PLATFORM_WORD[c.platform]} ${c.channelId}`;
const byWhom = (who: { id: string; name?: string }, where: ConversationRef) =>
  `${who.name || who.id} (${LABEL[where.platform]})`;
const sameChannel = (a: ConversationRef, b: ConversationRef) =>
  a.platform === b.platform && a.workspaceId === b.workspaceId && a.channelId === b.channelId;

const legLine = (leg: BridgeLegInfo, here: ConversationRef) => {
  const self = leg.conversation.platform === here.platform && leg.conversation.channelId === here.channelId;
  const state = leg.paused === 'refused' ? ' — paused: it refused a message' : leg.paused ? ' — paused' : '';
  const reads = leg.mode === 'members' ? "its members' languages" : languageName(leg.language);
  return `• ${LABEL[leg.conversation.platform]} ${leg.conversation.channelId}${self ? ' (this channel)' : ''}: ${reads}${state}`;
};

export const bridge = defineCommand({
  name: 'bridge',
  usage: 'create | join CODE | list | leave | remove CHANNEL | pause | resume | mode members|channel',
  options: [
    { name: 'action', type: 'choice', choices: BRIDGE_ACTIONS, positional: true },
    { name: 'mode', type: 'choice', choices: MODES, positional: true },
    // typed text: the words after the action (a code, or the channel to remove)
    { name: 'code', type: 'text' },
    { name: 'channel', type: 'text' },
  ],
  // On Discord: `/bridge join CODE` takes the code, `/bridge remove CHANNEL` the channel, and
  // `/bridge mode members|channel` is a group.
  subcommands: {
    choice: 'action',
    takes: {
      join: [{ name: 'code', required: true }],
      remove: [{ name: 'channel', required: true }],
      mode: { choice: 'mode' },
    },
  },
  parse(v): { action: BridgeAction; code?: string; mode?: (typeof MODES)[number] } {
    const action = v.action as BridgeAction | undefined;
    if (!action) throw new UsageError('Say what to do with the bridge.');
    const code = (v.channel ?? v.code)?.trim();
    if (action === 'join' && !code)
      throw new UsageError('Give the code the other admin got from `/bridge create`.');
    if (action === 'remove' && !code)
      throw new UsageError(
        'Say which channel, as `/bridge list` shows it, e.g. /bridge remove telegram -1001234567890.',
      );
    const mode = MODES.find((m) => m === v.mode);
    if (action === 'mode' && !mode)
      throw new UsageError(
        'Say `/bridge mode members` (messages arrive in the languages its members read) or `/bridge mode channel` (in the channel’s one language).',
      );
    return { action, ...(code ? { code } : {}), ...(mode ? { mode } : {}) };
  },
  async run(ctx, { action, code, mode }) {
    const { event } = ctx;
    const replyTo = event.messageId;
    const here = event.conversation;
    const bridges = ctx.bridges;
    if (!bridges) return [{ type: 'error', text: 'The bridge is not available on this server.', replyTo }];
    if (action !== 'list' && !event.author.isAdmin)
      return [
        {
          type: 'error',
          text: 'Only an admin of this channel can change its bridge. `/bridge list` shows it.',
          replyTo,
        },
      ];
    const others = async () =>
      (await bridges.list(here)).map((l) => l.conversation).filter((c) => !sameChannel(c, here));
    const who = byWhom(event.author, here);
    if (action === 'create') {
      // The code is the admin's alone (ephemeral, else a direct message; never the channel).
      const made = await bridges.create(here, event.author.id);
      const text =
        `Bridge code: ${made.code} (valid ${made.minutes} minutes, for ${made.added ? 'one more channel' : 'one channel'}; only you see it). ` +
        `In the other channel (any platform), an admin runs /bridge join ${made.code}. Messages then cross, ` +
        "translated into each channel's language. For each further channel, run /bridge create again.";
      const unreachable =
        'I could not send you the bridge code privately. Let me write to you (on Telegram: open a private chat ' +
        'with me and press Start), then run /bridge create again.';
      const member = { member: event.author.id, ...(event.author.name ? { name: event.author.name } : {}) };
      return [{ type: 'text', text, replyTo, audience: { ...member, unreachable } }];
    }
    const text = async (): Promise<string> => {
      switch (action) {
        case 'join': {
          const legs = await bridges.join(code ?? '', here, event.author.id);
          // Every other side hears who joined, from where, and how to undo it.
          await bridges.notify(
            legs.map((l) => l.conversation).filter((c) => !sameChannel(c, here)),
            `${channelName(here)} joined this bridge, added by ${who}. Messages now cross with it. ` +
              `If that is not expected, an admin here runs ${removeLine(here)}; /bridge leave takes this channel out.`,
          );
          return (
            `Bridged. These channels now hold one conversation:\n${legs.map((l) => legLine(l, here)).join('\n')}\n` +
            'Each of them was told. /bridge leave takes this channel out.'
          );
        }
        case 'remove': {
          const all = await bridges.list(here);
          if (!all.length) return 'This channel is not bridged.';
          const legs = all.map((l) => l.conversation).filter((c) => !sameChannel(c, here));
          const words = (code ?? '').split(/\s+/).filter(Boolean);
          const id = words.at(-1) ?? '';
          const platform = words.length > 1 ? words[0]?.toLowerCase() : undefined;
          const found = legs.filter(
            (c) =>
              c.channelId === id &&
              (!platform ||
                PLATFORM_WORD[c.platform] === platform ||
                c.platform === platform ||
                LABEL[c.platform].toLowerCase() === platform),
          );
          if (id === here.channelId && !found.length)
            return 'To take this channel out of its bridge, run /bridge leave.';
          if (found.length > 1)
            return `Several bridged channels are called ${id}: name the platform too, e.g. ${removeLine(found[0] as ConversationRef)}.`;
          const target = found[0];
          if (!target) return `No channel "${id.slice(0, 40)}" is in this bridge. /bridge list shows them.`;
          if (!(await bridges.remove(here, target))) return 'That channel already left the bridge.';
          await bridges.notify(
            [target],
            `${who} removed this channel from its bridge: messages no longer cross. An admin here can join a bridge again with a new code.`,
          );
          await bridges.notify(
            legs.filter((c) => !sameChannel(c, target)),
            `${channelName(target)} was removed from this bridge by ${who}.`,
          );
          return `Removed ${channelName(target)} from the bridge. Each side was told.`;
        }
        case 'list': {
          const legs = await bridges.list(here);
          if (!legs.length)
            return 'This channel is not bridged. An admin starts a bridge with /bridge create.';
          return `This channel's bridge:\n${legs.map((l) => legLine(l, here)).join('\n')}`;
        }
        case 'leave': {
          const rest = await others();
          if (!(await bridges.leave(here))) return 'This channel is not bridged.';
          await bridges.notify(rest, `${channelName(here)} left this bridge (${who}).`);
          return 'This channel left its bridge: messages no longer cross.';
        }
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
