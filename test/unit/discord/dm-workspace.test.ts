// Each Discord DM is a workspace of its own (issue 18, point 3): the pipeline's rate count, usage
// and settings are kept per workspace, so two members' DMs must never share one.
import { describe, expect, it } from 'vitest';
import { discordConversation, guildOf, isDmWorkspace } from '../../../adapters/discord/ids.js';

describe('Discord DM conversations', () => {
  it('two DMs are two workspaces, neither of them a guild', () => {
    const a = discordConversation(undefined, '111');
    const b = discordConversation(null, '222');
    expect(a.workspaceId).not.toBe(b.workspaceId);
    expect(guildOf(a)).toBeUndefined();
    expect(guildOf(b)).toBeUndefined();
    expect(isDmWorkspace(a.workspaceId)).toBe(true);
  });

  it('a guild channel keeps its guild as the workspace', () => {
    const c = discordConversation('999', '333');
    expect(c.workspaceId).toBe('999');
    expect(guildOf(c)).toBe('999');
    expect(isDmWorkspace('999')).toBe(false);
  });
});
