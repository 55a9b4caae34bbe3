// The picture a bridged Discord message carries: what Discord shows for the member in the guild.
import { describe, expect, it } from 'vitest';
import { avatarUrl } from '../../../adapters/discord/normalize.js';

const ID = '424201000000000011';

describe('Discord author pictures', () => {
  it('a server avatar first, then their own, then the default one for their id', () => {
    const user = { id: ID, avatar: 'a_0f1e2d3c' };
    expect(avatarUrl(user, { id: '9001', avatar: 'beef01' })).toBe(
      `https://cdn.discordapp.com/guilds/9001/users/${ID}/avatars/beef01.png`,
    );
    expect(avatarUrl(user, { id: '9001', avatar: null })).toBe(
      `https://cdn.discordapp.com/avatars/${ID}/a_0f1e2d3c.png`,
    );
    // (id >> 22) % 6, Discord's rule for accounts on the new username system
    const index = Number((BigInt(ID) >> 22n) % 6n);
    expect(avatarUrl({ id: ID, avatar: null })).toBe(`https://cdn.discordapp.com/embed/avatars/${index}.png`);
  });

  it('nothing that is not an id or a hash goes into the URL', () => {
    expect(avatarUrl({ id: '../x', avatar: 'abc' })).toBeUndefined();
    expect(avatarUrl({ id: ID, avatar: '../../evil?x=1' })).toBe(
      `https://cdn.discordapp.com/embed/avatars/${Number((BigInt(ID) >> 22n) % 6n)}.png`,
    );
    expect(avatarUrl(undefined)).toBeUndefined();
  });
});
