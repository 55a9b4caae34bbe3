// The pipeline over the real Redis with a small command: what a person sees for each kind of event.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { defineCommand, UsageError } from '../../../src/core/command.js';
import type { ChatEvent } from '../../../src/core/event.js';
import { Pipeline } from '../../../src/core/pipeline.js';
import { UsageExhaustedError } from '../../../src/language/errors.js';
import type { LanguageClient } from '../../../src/language/types.js';
import { SettingsStore } from '../../../src/settings/store.js';
import { keyspace } from '../../../src/state/keys.js';

const redis = new Redis('redis://127.0.0.1:6379');
const ws = `ws-${randomUUID()}`;
afterAll(() => redis.disconnect());

const echo = defineCommand({
  name: 'echo',
  usage: 'TEXT',
  options: [{ name: 'text', type: 'text' }],
  parse(v) {
    if (!v.text?.trim()) throw new UsageError('usage.text.speak');
    if (v.text === 'broke') return { text: '!broke' };
    return { text: v.text };
  },
  async run(ctx, { text }) {
    if (text === '!broke') throw new UsageExhaustedError('usage exhausted', 'translate', 403);
    return [{ type: 'text', text: `${text} (${ctx.settings.language})` }];
  },
});

function pipeline(rateLimitPerMinute = 600) {
  return new Pipeline({
    redis,
    settings: new SettingsStore(redis, keyspace(`test:${ws}`)),
    language: {} as LanguageClient,
    jobs: { enqueue: async () => {} },
    commands: new Map([['echo', echo]]),
    rateLimitPerMinute,
  });
}

let n = 0;
function event(partial: Partial<ChatEvent> = {}, workspaceId = ws): ChatEvent {
  return {
    id: `e${++n}`,
    kind: 'command',
    conversation: { platform: 'local', workspaceId, channelId: 'general' },
    messageId: `m${n}`,
    author: { id: 'u1', isBot: false, isSelf: false, isAdmin: false },
    command: { name: 'echo', args: 'hello' },
    ...partial,
  };
}

describe('Pipeline', () => {
  it('answers a command once, however often the event is delivered', async () => {
    const p = pipeline();
    const e = event();
    const outcomes = await Promise.all([p.handle(e), p.handle(e), p.handle(e)]);
    const handled = outcomes.filter((o) => o.status === 'handled');
    expect(handled).toHaveLength(1);
    expect(handled[0]).toMatchObject({ replies: [{ type: 'text', text: 'hello (en)' }] });
    expect(outcomes.filter((o) => o.status === 'duplicate')).toHaveLength(2);
  });

  it('ignores its own messages', async () => {
    const out = await pipeline().handle(
      event({ author: { id: 'bot', isBot: true, isSelf: true, isAdmin: false } }),
    );
    expect(out.status).toBe('ignored');
  });

  it('explains usage, unknown commands and API failures in plain words', async () => {
    const p = pipeline();
    expect(await p.handle(event({ command: { name: 'echo', args: ' ' } }))).toMatchObject({
      replies: [
        {
          type: 'error',
          text: 'Give me some text to speak, or reply to a message with the command.\nUsage: /echo TEXT',
        },
      ],
    });
    expect(await p.handle(event({ command: { name: 'nope', args: '' } }))).toMatchObject({
      replies: [{ type: 'error', text: "I don't know /nope. Type /help to see what I can do." }],
    });
    const failed = await p.handle(event({ command: { name: 'echo', args: 'broke' } }));
    // The member's sentence, and one notice for admins (credits used up).
    expect(failed).toMatchObject({ replies: [{ type: 'error' }, { type: 'notice', audience: 'admins' }] });
    expect(JSON.stringify(failed)).toContain('credits for this workspace are used up');
  });

  it('rate-limits a flooding workspace without touching others', async () => {
    const p = pipeline(3);
    const flood = `${ws}-flood`;
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await p.handle(event({}, flood))).status);
    expect(statuses).toEqual(['handled', 'handled', 'handled', 'rate-limited', 'rate-limited']);
    expect((await p.handle(event({}, `${ws}-calm`))).status).toBe('handled');
  });
});
