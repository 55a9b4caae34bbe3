// Translate by reaction, piece by piece: one spelling per emoji whatever the platform sent, the
// workspace's list read with it, and each platform's reaction payload — malformed ones give no
// event and never throw.
import { describe, expect, it } from 'vitest';
import { reactionEvent as discordReaction } from '../../../adapters/discord/normalize.js';
import { reactionEvent as slackReaction } from '../../../adapters/slack/normalize.js';
import { reactionEvents as telegramReactions } from '../../../adapters/telegram/normalize.js';
import { normalizeEmoji } from '../../../src/core/emoji.js';
import { reactionLanguage } from '../../../src/features/reaction-translate.js';
import { DEFAULT_SETTINGS } from '../../../src/settings/schema.js';

describe('normalizeEmoji', () => {
  it('turns Slack flag names into the Unicode flag, keeps Unicode as it is', () => {
    expect(normalizeEmoji(':flag-in:')).toBe('🇮🇳');
    expect(normalizeEmoji('flag-lk')).toBe('🇱🇰');
    expect(normalizeEmoji(':us:')).toBe('🇺🇸');
    expect(normalizeEmoji(':uk:')).toBe('🇬🇧');
    expect(normalizeEmoji('🇮🇳')).toBe('🇮🇳');
  });

  it('drops the presentation selector and skin tones; other names stay :name:', () => {
    expect(normalizeEmoji('✍️')).toBe('✍');
    expect(normalizeEmoji('👍🏽')).toBe('👍');
    expect(normalizeEmoji(':thumbsup::skin-tone-3:')).toBe(':thumbsup:');
    expect(normalizeEmoji(':Pray:')).toBe(':pray:');
    // a Discord server emoji typed in a command option
    expect(normalizeEmoji('<:tamil:424299000000000002>')).toBe(':tamil:');
    expect(normalizeEmoji('<a:party:1>')).toBe(':party:');
  });
});

describe('reactionLanguage', () => {
  const list = DEFAULT_SETTINGS.reactions;
  it('reads the default list whatever the spelling', () => {
    expect(reactionLanguage(list, '🇮🇳')).toBe('hi');
    expect(reactionLanguage(list, ':flag-bd:')).toBe('bn');
    expect(reactionLanguage(list, ':flag-pk:')).toBe('ur');
    expect(reactionLanguage(list, '🇱🇰')).toBe('ta');
    expect(reactionLanguage(list, ':us:')).toBe('en');
    expect(reactionLanguage(list, '🇬🇧')).toBe('en');
  });
  it('knows nothing of emoji not in the list', () => {
    expect(reactionLanguage(list, '👍')).toBeUndefined();
    expect(reactionLanguage(list, ':flag-fr:')).toBeUndefined();
    expect(reactionLanguage({}, '🇮🇳')).toBeUndefined();
  });
});

describe('reaction payloads', () => {
  it('Slack: reaction_added on a message → an event about it; malformed or not a message → none', () => {
    const ctx = { team: 'T1', botUserId: 'UBOT', commands: new Set<string>(), maxDownloadBytes: 1 };
    const e = slackReaction(
      {
        user: 'U1',
        reaction: 'flag-in',
        item: { type: 'message', channel: 'C1', ts: '1.2' },
        event_ts: '3.4',
      },
      ctx,
    );
    expect(e).toMatchObject({ kind: 'reaction', messageId: '1.2', reaction: { emoji: ':flag-in:' } });
    expect(e?.conversation).toEqual({ platform: 'slack', workspaceId: 'T1', channelId: 'C1' });
    expect(slackReaction({ user: 'U1', reaction: 'x', item: { type: 'file' } }, ctx)).toBeUndefined();
    expect(slackReaction({}, ctx)).toBeUndefined();
    expect(
      slackReaction({ user: 'U1', item: { type: 'message', channel: 'C1', ts: '1.2' } }, ctx),
    ).toBeUndefined();
    expect(
      slackReaction({ user: 'UBOT', reaction: 'x', item: { type: 'message', channel: 'C1', ts: '1' } }, ctx)
        ?.author.isSelf,
    ).toBe(true);
  });

  it('Discord: MESSAGE_REACTION_ADD → an event (server emoji as :name:); malformed → none', () => {
    const ctx = {
      selfId: '9',
      isOwnWebhook: () => false,
      parentOf: () => undefined,
      commands: new Set<string>(),
      maxDownloadBytes: 1,
      ownerOf: () => undefined,
    };
    const base = { user_id: '1', channel_id: '2', message_id: '3', guild_id: '4' };
    expect(discordReaction({ ...base, emoji: { id: null, name: '🇮🇳' } }, ctx)?.reaction).toEqual({
      emoji: '🇮🇳',
    });
    expect(discordReaction({ ...base, emoji: { id: '5', name: 'tamil' } }, ctx)?.reaction).toEqual({
      emoji: ':tamil:',
    });
    expect(discordReaction({ ...base }, ctx)).toBeUndefined();
    expect(discordReaction({ emoji: { name: '🇮🇳' } }, ctx)).toBeUndefined();
    expect(discordReaction({ ...base, emoji: { id: '5', name: null } }, ctx)).toBeUndefined();
  });

  it('Telegram: one event per emoji added; removals, custom and paid reactions → none', () => {
    const ctx = { botId: 9, botUsername: 'bot', maxDownloadBytes: 1, isAdmin: false };
    const chat = { id: -100, type: 'supergroup' as const, title: 'g' };
    const user = { id: 1, is_bot: false, first_name: 'Ravi' };
    const events = telegramReactions(
      {
        chat,
        message_id: 7,
        user,
        date: 1,
        old_reaction: [{ type: 'emoji', emoji: '👍' }],
        new_reaction: [
          { type: 'emoji', emoji: '👍' },
          { type: 'emoji', emoji: '✍' },
          { type: 'custom_emoji', custom_emoji_id: '55' },
          { type: 'paid' },
        ],
      },
      ctx,
    );
    expect(events.map((e) => e.reaction?.emoji)).toEqual(['✍']);
    expect(events[0]?.messageId).toBe('7');
    expect(
      telegramReactions(
        {
          chat,
          message_id: 7,
          user,
          date: 1,
          old_reaction: [{ type: 'emoji', emoji: '✍' }],
          new_reaction: [],
        },
        ctx,
      ),
    ).toEqual([]);
    // an anonymous admin reacts as the chat
    expect(
      telegramReactions(
        {
          chat,
          message_id: 7,
          actor_chat: chat,
          date: 1,
          old_reaction: [],
          new_reaction: [{ type: 'emoji', emoji: '✍' }],
        },
        ctx,
      )[0]?.author.id,
    ).toBe('chat:-100');
  });
});
