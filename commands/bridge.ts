// /bridge create | join CODE | list | leave | remove CHANNEL | pause | resume | mode members|channel
// — links this channel with channels of any platform: each message appears in the others,
// translated into each channel's language (or, in `members` mode, into the languages its members
// read). Changing a link is for the channel's admins; anyone may list it. A join code goes to the
// admin who asked alone and takes one channel; every side hears who joined, left or was removed.
import type { BridgeLegInfo } from '../src/core/bridge.js';
import { defineCommand, UsageError } from '../src/core/command.js';
import { nameIn, type Param, readerOf, say } from '../src/core/i18n.js';
import type { ConversationRef } from '../src/core/ids.js';

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

const LABEL: Record<ConversationRef['platform'], string | { key: 'bridge.leg.webChat' }> = {
  local: { key: 'bridge.leg.webChat' },
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

/** A platform's name in `lang` (the web chat's is a catalog key). */
const label = (lang: string, p: ConversationRef['platform']) => {
  const l = LABEL[p];
  return typeof l === 'string' ? l : say(lang, l.key);
};
const removeLine = (c: ConversationRef) => `/bridge remove ${PLATFORM_WORD[c.platform]} ${c.channelId}`;
/** A channel, as a param said in the reader's language (`Web chat general`, `Telegram -100…`). */
const channelParam = (c: ConversationRef): Param => ({
  key: 'bridge.channel',
  params: { platform: LABEL[c.platform], channel: c.channelId },
});
/** Who did it, and from which platform: `Meera (Telegram)`. */
const byWhom = (who: { id: string; name?: string }, where: ConversationRef): Param => ({
  key: 'bridge.who',
  params: { name: who.name || who.id, platform: LABEL[where.platform] },
});
const sameChannel = (a: ConversationRef, b: ConversationRef) =>
  a.platform === b.platform && a.workspaceId === b.workspaceId && a.channelId === b.channelId;
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
  // Changing a link is for the channel's admins; anyone may list it. A join code is the asking
  // admin's alone.
  rules: {
    access: 'channel-admin',
    answer: 'channel',
    subcommands: { list: { access: 'member' }, create: { answer: 'personal' } },
    refusals: { 'channel-admin': 'bridge.adminOnly' },
  },
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
    if (!action) throw new UsageError('bridge.noAction');
    const code = (v.channel ?? v.code)?.trim();
    if (action === 'join' && !code) throw new UsageError('bridge.noCode');
    if (action === 'remove' && !code) throw new UsageError('bridge.remove.noChannel');
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
    const lang = readerOf(ctx);
    const legs = (list: BridgeLegInfo[]) => list.map((l) => legLine(l, here, lang)).join('\n');
    const others = async () =>
      (await bridges.list(here)).map((l) => l.conversation).filter((c) => !sameChannel(c, here));
    const who = byWhom(event.author, here);
    if (action === 'create') {
      // The code is the admin's alone (ephemeral, else a direct message; never the channel).
      const made = await bridges.create(here, event.author.id);
      const text = say(lang, made.added ? 'bridge.createdMore' : 'bridge.created', {
        code: made.code,
        minutes: made.minutes,
      });
      const unreachable = say(lang, 'bridge.unreachable');
      const member = { member: event.author.id, ...(event.author.name ? { name: event.author.name } : {}) };
      return [{ type: 'text', text, replyTo, audience: { ...member, unreachable } }];
    }
    const text = async (): Promise<string> => {
      switch (action) {
        case 'join': {
          const joined = await bridges.join(code ?? '', here, event.author.id);
          // Every other side hears who joined, from where, and how to undo it.
          await bridges.notify(
            joined.map((l) => l.conversation).filter((c) => !sameChannel(c, here)),
            {
              key: 'bridge.announce.joined',
              params: { channel: channelParam(here), who, remove: removeLine(here) },
            },
          );
          return say(lang, 'bridge.joined', { legs: legs(joined) });
        }
        case 'remove': {
          const all = await bridges.list(here);
          if (!all.length) return say(lang, 'bridge.notBridged');
          const rest = all.map((l) => l.conversation).filter((c) => !sameChannel(c, here));
          const words = (code ?? '').split(/\s+/).filter(Boolean);
          const id = words.at(-1) ?? '';
          const platform = words.length > 1 ? words[0]?.toLowerCase() : undefined;
          const found = rest.filter(
            (c) =>
              c.channelId === id &&
              (!platform ||
                PLATFORM_WORD[c.platform] === platform ||
                c.platform === platform ||
                label('en', c.platform).toLowerCase() === platform),
          );
          if (id === here.channelId && !found.length) return say(lang, 'bridge.remove.self');
          if (found.length > 1)
            return say(lang, 'bridge.remove.several', {
              id,
              remove: removeLine(found[0] as ConversationRef),
            });
          const target = found[0];
          if (!target) return say(lang, 'bridge.remove.unknown', { id: id.slice(0, 40) });
          if (!(await bridges.remove(here, target))) return say(lang, 'bridge.remove.already');
          await bridges.notify([target], { key: 'bridge.announce.removedYou', params: { who } });
          await bridges.notify(
            rest.filter((c) => !sameChannel(c, target)),
            { key: 'bridge.announce.removed', params: { channel: channelParam(target), who } },
          );
          return say(lang, 'bridge.removed', { channel: channelParam(target) });
        }
        case 'list': {
          const listed = await bridges.list(here);
          if (!listed.length) return say(lang, 'bridge.none');
          return say(lang, 'bridge.list', { legs: legs(listed) });
        }
        case 'leave': {
          const rest = await others();
          if (!(await bridges.leave(here))) return say(lang, 'bridge.notBridged');
          await bridges.notify(rest, {
            key: 'bridge.announce.left',
            params: { channel: channelParam(here), who },
          });
          return say(lang, 'bridge.left');
        }
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
