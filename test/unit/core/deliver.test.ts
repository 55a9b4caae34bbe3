// deliverReplies on an edited source: earlier answers are edited in place, extra parts posted anew,
// and every id reported in order (the bot records them in the sent map).
import { describe, expect, it } from 'vitest';
import type { PlatformAdapter } from '../../../src/core/adapter.js';
import { deliverReplies } from '../../../src/core/deliver.js';
import type { ConversationRef } from '../../../src/core/ids.js';
import { type Reply, textReply } from '../../../src/core/reply.js';

const conv: ConversationRef = { platform: 'slack', workspaceId: 'T', channelId: 'C' };

function recorder(canEdit: boolean) {
  const calls: string[] = [];
  let n = 0;
  const adapter: PlatformAdapter = {
    name: 'slack',
    maxTextLength: 100,
    start: async () => {},
    stop: async () => {},
    send: async (_c, r) => {
      const id = `new${++n}`;
      calls.push(`send ${id} ${r.type === 'text' ? r.text : ''}`);
      return { id };
    },
    ...(canEdit
      ? {
          edit: async (_c: ConversationRef, id: string, r: Reply) => {
            calls.push(`edit ${id} ${r.type === 'text' ? r.text : ''}`);
          },
        }
      : {}),
    download: async () => Buffer.alloc(0),
  };
  return { adapter, calls };
}

describe('deliverReplies with previous answers', () => {
  it('edits the earlier answers and posts the rest', async () => {
    const { adapter, calls } = recorder(true);
    const ids: string[] = [];
    await deliverReplies(adapter, conv, [textReply('one'), textReply('two')], {
      previous: ['old1'],
      onSent: (id) => ids.push(id),
    });
    expect(calls).toEqual(['edit old1 one', 'send new1 two']);
    expect(ids).toEqual(['old1', 'new1']);
  });

  it('posts anew when the platform cannot edit', async () => {
    const { adapter, calls } = recorder(false);
    const ids: string[] = [];
    await deliverReplies(adapter, conv, [textReply('one')], {
      previous: ['old1'],
      onSent: (id) => ids.push(id),
    });
    expect(calls).toEqual(['send new1 one']);
    expect(ids).toEqual(['new1']);
  });
});
