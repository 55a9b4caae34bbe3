// Who sees a reply, in the one shared place (deliverReplies → src/core/audience.ts): ephemeral
// where the platform has it, else a direct message, else the channel with the member named; admins
// each directly, never the channel; and answers through an interaction handle while it is live.
import { describe, expect, it } from 'vitest';
import type { PlatformAdapter } from '../../../src/core/adapter.js';
import { deliverReplies } from '../../../src/core/deliver.js';
import type { ConversationRef } from '../../../src/core/ids.js';
import { encodeConversation } from '../../../src/core/ids.js';
import type { Reply } from '../../../src/core/reply.js';

const group: ConversationRef = { platform: 'telegram', workspaceId: 'telegram', channelId: '-100' };
const text = (r: Reply) => ('text' in r ? r.text : r.type);

/** A platform stand-in that records where each message went. */
function platform(opts: {
  ephemeral?: boolean;
  dm?: 'ok' | 'refused' | 'none';
  admins?: string[];
  respond?: boolean;
}) {
  const log: string[] = [];
  let n = 0;
  const adapter: PlatformAdapter = {
    name: 'telegram',
    maxTextLength: 4096,
    start: async () => {},
    stop: async () => {},
    download: async () => Buffer.alloc(0),
    async send(c, r) {
      if (c.channelId !== '-100' && opts.dm === 'refused') throw new Error("Forbidden: bot can't initiate");
      log.push(`${encodeConversation(c)} ${text(r)}`);
      return { id: `m${++n}` };
    },
    ...(opts.ephemeral
      ? {
          async sendEphemeral(_c: ConversationRef, members: string[], r: Reply) {
            log.push(`ephemeral[${members.join(',')}] ${text(r)}`);
            return { id: `m${++n}` };
          },
        }
      : {}),
    ...(opts.dm && opts.dm !== 'none'
      ? { openDM: async (_c: ConversationRef, member: string) => ({ ...group, channelId: member }) }
      : {}),
    ...(opts.admins ? { adminsOf: async () => opts.admins ?? [] } : {}),
    ...(opts.respond
      ? {
          async respond(_i: unknown, r: Reply, o: { replace: boolean }) {
            log.push(`${o.replace ? 'interaction replace' : 'interaction follow-up'} ${text(r)}`);
            return { id: `i${++n}` };
          },
        }
      : {}),
  };
  return { adapter, log };
}

const forAsha: Reply = { type: 'text', text: 'just for you', audience: { member: '42', name: 'Asha' } };
const forAdmins: Reply = { type: 'notice', text: 'admins only', audience: 'admins' };

describe('audiences', () => {
  it('ephemeral where the platform has it', async () => {
    const p = platform({ ephemeral: true, dm: 'ok' });
    await deliverReplies(p.adapter, group, [forAsha]);
    expect(p.log).toEqual(['ephemeral[42] just for you']);
  });

  it('else a direct message', async () => {
    const p = platform({ dm: 'ok' });
    await deliverReplies(p.adapter, group, [forAsha]);
    expect(p.log).toEqual(['telegram:telegram:42 just for you']);
  });

  it('a member the bot may not write to: the channel, with the member named', async () => {
    const p = platform({ dm: 'refused' });
    await deliverReplies(p.adapter, group, [forAsha]);
    expect(p.log).toEqual(['telegram:telegram:-100 @Asha just for you']);
  });

  it('admins each directly; an admin the bot cannot reach is skipped, never told in the channel', async () => {
    const ok = platform({ dm: 'ok', admins: ['7', '8'] });
    await deliverReplies(ok.adapter, group, [forAdmins]);
    expect(ok.log).toEqual(['telegram:telegram:7 admins only', 'telegram:telegram:8 admins only']);
    const refused = platform({ dm: 'refused', admins: ['7'] });
    await deliverReplies(refused.adapter, group, [forAdmins]);
    expect(refused.log).toEqual([]);
  });
});

describe('interaction handles', () => {
  const live = { platform: 'discord', id: 'i1', data: { token: 't' }, expiresAt: Date.now() + 60_000 };
  it('the first reply replaces the deferred response, the rest follow up', async () => {
    const p = platform({ respond: true });
    await deliverReplies(
      p.adapter,
      group,
      [
        { type: 'text', text: 'one' },
        { type: 'text', text: 'two' },
      ],
      {
        interaction: live,
      },
    );
    expect(p.log).toEqual(['interaction replace one', 'interaction follow-up two']);
  });

  it('an expired handle: posted in the channel instead', async () => {
    const p = platform({ respond: true });
    await deliverReplies(p.adapter, group, [{ type: 'text', text: 'late' }], {
      interaction: { ...live, expiresAt: Date.now() - 1 },
    });
    expect(p.log).toEqual(['telegram:telegram:-100 late']);
  });
});
