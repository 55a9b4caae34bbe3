// Typed command input: the text after a command and a platform's structured options (Discord
// options, Slack modal fields) land in the same typed arguments, checked by the same rules.
import { describe, expect, it } from 'vitest';
import { type CommandContext, defineCommand } from '../../../src/core/command.js';
import type { ChatEvent } from '../../../src/core/event.js';
import { suggest } from '../../../src/core/options.js';
import type { Reply } from '../../../src/core/reply.js';

const seen: unknown[] = [];
const probe = defineCommand({
  name: 'probe',
  usage: '[to hi,ta] [speed 1] [translate] TEXT',
  options: [
    { name: 'to', type: 'languages', allowed: ['hi', 'ta', 'en'] },
    { name: 'speed', type: 'number', min: 0.5, max: 1.5 },
    { name: 'kind', type: 'choice', choices: ['sentiment', 'entities', 'pii'], multiple: true },
    { name: 'translate', type: 'flag' },
    { name: 'text', type: 'text' },
  ],
  async run(_ctx, args) {
    seen.push(args);
    return [] as Reply[];
  },
});

function ctx(command: ChatEvent['command']): CommandContext {
  const event: ChatEvent = {
    id: 'e1',
    kind: 'command',
    conversation: { platform: 'discord', workspaceId: 'g', channelId: 'c' },
    author: { id: 'u', isBot: false, isSelf: false, isAdmin: false },
    command,
  };
  return { event } as CommandContext;
}

const parse = async (command: ChatEvent['command']) => {
  await probe.parse(ctx(command)).run();
  return seen.at(-1);
};

describe('typed options', () => {
  it('typed text and structured options give the same arguments', async () => {
    const typed = await parse({
      name: 'probe',
      args: 'to Hindi,ta speed 1.2 sentiment entities translate how are you',
    });
    const structured = await parse({
      name: 'probe',
      args: '',
      options: {
        to: ['hi', 'ta'],
        speed: 1.2,
        kind: 'sentiment,entities',
        translate: true,
        text: 'how are you',
      },
    });
    expect(typed).toEqual({
      to: ['hi', 'ta'],
      speed: 1.2,
      kind: ['sentiment', 'entities'],
      translate: true,
      text: 'how are you',
    });
    expect(structured).toEqual(typed);
  });

  it('flags not given are off; ordinary text stays text', async () => {
    expect(await parse({ name: 'probe', args: 'tomorrow to the office' })).toEqual({
      translate: false,
      text: 'tomorrow to the office',
    });
  });

  it('refuses out-of-range numbers and unknown languages the same way from both inputs', () => {
    for (const command of [
      { name: 'probe', args: 'speed 3 hello' },
      { name: 'probe', args: '', options: { speed: 3 } },
    ])
      expect(() => probe.parse(ctx(command))).toThrow('Speed must be a number from 0.5 to 1.5.');
    expect(() => probe.parse(ctx({ name: 'probe', args: '', options: { to: 'fr' } }))).toThrow(
      /the language "fr"/,
    );
    expect(() => probe.parse(ctx({ name: 'probe', args: '', options: { nope: 'x' } }))).toThrow(
      /no option "nope"/,
    );
  });
});

describe('native option lists (Discord: 25 choices at most)', () => {
  it('a short list is offered as choices, languages and voices by autocomplete', async () => {
    const { commandSpecs } = await import('../../../commands/locales/index.js');
    const { commands } = await import('../../../commands/index.js');
    const specs = commandSpecs(commands);
    const option = (command: string, name: string) =>
      specs.find((c) => c.name === command)?.options.find((o) => o.option.name === name);
    expect(option('speak', 'rate')).toMatchObject({
      choices: ['8000', '16000', '22050', '24000', '44100', '48000'],
    });
    expect(option('speak', 'voice')).toMatchObject({ autocomplete: true });
    expect(option('translate', 'to')).toMatchObject({ autocomplete: true });
    expect(specs.find((c) => c.name === 'ocr')?.target).toBe('message');
    expect(specs.find((c) => c.name === 'translate')?.descriptions.ta).toMatch(/மொழிபெயர்/);
  });

  it('autocomplete suggests what fits the last comma part, at most 25', () => {
    const to = { name: 'to', type: 'languages', allowed: ['hi', 'ta', 'te', 'en'] } as const;
    expect(suggest(to, 'hi,t')).toEqual(['hi,ta', 'hi,te']);
    expect(suggest({ name: 'voice', type: 'voice' }, '').length).toBeLessThanOrEqual(25);
  });
});
