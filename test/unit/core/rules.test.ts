// A command's declared rules, enforced by the pipeline over the real Redis: what a member, a
// channel admin and a workspace admin see when they run each subcommand, typed or by button.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { defineCommand, type TranslationService } from '../../../src/core/command.js';
import type { Author, ChatEvent } from '../../../src/core/event.js';
import { Pipeline } from '../../../src/core/pipeline.js';
import { accessOf, answerOf, leastAccess } from '../../../src/core/rules.js';
import { SettingsStore } from '../../../src/core/settings-store.js';
import type { LanguageClient } from '../../../src/language/types.js';
import { keyspace } from '../../../src/state/keys.js';

const redis = new Redis('redis://127.0.0.1:6379');
const ws = `ws-${randomUUID()}`;
afterAll(() => redis.disconnect());

// `/door look` for anyone, `/door open` for channel admins, `/door lock` for workspace admins.
const door = defineCommand({
  name: 'door',
  usage: 'look | open | lock',
  options: [{ name: 'what', type: 'choice', choices: ['look', 'open', 'lock'], positional: true }],
  subcommands: { choice: 'what' },
  rules: {
    access: 'channel-admin',
    answer: 'channel',
    subcommands: { look: { access: 'member', answer: 'personal' }, lock: { access: 'workspace-admin' } },
  },
  async run(_ctx, v) {
    return [{ type: 'text', text: `door ${v.what}` }];
  },
  actionArgs: (action) =>
    action.id === 'do' ? { what: action.value as 'look' | 'open' | 'lock' } : undefined,
});

const pipeline = new Pipeline({
  redis,
  settings: new SettingsStore(redis, keyspace(`test:${ws}`)),
  language: {} as LanguageClient,
  translator: {} as TranslationService,
  jobs: { enqueue: async () => {} },
  commands: new Map([['door', door]]),
});

let n = 0;
const MEMBER: Author = { id: 'm', isBot: false, isSelf: false, isAdmin: false };
const CHANNEL_ADMIN: Author = { ...MEMBER, id: 'c', isAdmin: true, isWorkspaceAdmin: false };
const WORKSPACE_ADMIN: Author = { ...MEMBER, id: 'w', isAdmin: true, isWorkspaceAdmin: true };

async function said(author: Author, what: string, by: 'typed' | 'button' = 'typed'): Promise<string> {
  const base = {
    id: `e${++n}`,
    conversation: { platform: 'local' as const, workspaceId: ws, channelId: 'general' },
    messageId: `m${n}`,
    author,
  };
  const e: ChatEvent =
    by === 'typed'
      ? { ...base, kind: 'command', command: { name: 'door', args: what } }
      : { ...base, kind: 'action', action: { command: 'door', id: 'do', value: what } };
  const out = await pipeline.handle(e);
  if (out.status !== 'handled') throw new Error(out.status);
  return out.replies.map((r) => ('text' in r ? r.text : r.type)).join('\n');
}

describe('command rules', () => {
  it('a member runs the subcommand declared for members, and is refused the admins’ ones', async () => {
    expect(await said(MEMBER, 'look')).toBe('door look');
    expect(await said(MEMBER, 'open')).toBe('Only an admin of this channel can do that.');
    expect(await said(MEMBER, 'lock')).toBe('Only workspace admins can do that.');
  });

  it('a channel admin opens but may not lock; a workspace admin does both', async () => {
    expect(await said(CHANNEL_ADMIN, 'open')).toBe('door open');
    expect(await said(CHANNEL_ADMIN, 'lock')).toBe('Only workspace admins can do that.');
    expect(await said(WORKSPACE_ADMIN, 'lock')).toBe('door lock');
  });

  it('a button meaning a subcommand is checked like the typed words', async () => {
    expect(await said(MEMBER, 'lock', 'button')).toBe('Only workspace admins can do that.');
    expect(await said(WORKSPACE_ADMIN, 'lock', 'button')).toBe('door lock');
  });

  it('what adapters read: access and answer per subcommand, and the least access of all', () => {
    expect(accessOf(door.rules, 'open')).toBe('channel-admin');
    expect(accessOf(door.rules, 'look')).toBe('member');
    expect(accessOf(door.rules, 'toString')).toBe('channel-admin');
    expect(answerOf(door.rules, 'look')).toBe('personal');
    expect(answerOf(door.rules)).toBe('channel');
    expect(leastAccess(door.rules)).toBe('member');
    expect(leastAccess({ access: 'workspace-admin', answer: 'personal' })).toBe('workspace-admin');
  });
});
