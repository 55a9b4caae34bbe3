// Subcommands: /captions and /bridge register on Discord as the issues type them (`/captions consent
// on`, `/bridge join CODE`), and what Discord sends back (the subcommand nested in its group, its
// options in it) reaches the command as the same arguments as the typed text of the other platforms.
import { describe, expect, it } from 'vitest';
import { applicationCommands } from '../../../adapters/discord/commands.js';
import {
  flattenOptions,
  interactionEvent,
  type RawInteraction,
} from '../../../adapters/discord/normalize.js';
import { bridge } from '../../../commands/bridge.js';
import { captions } from '../../../commands/captions.js';
import { commandSpecs } from '../../../commands/locales/index.js';
import type { BridgeControl } from '../../../src/core/bridge.js';
import type { CaptionsControl } from '../../../src/core/captions.js';
import type { Command, CommandContext } from '../../../src/core/command.js';
import type { ChatEvent } from '../../../src/core/event.js';
import { type CommandOption, subcommandTree } from '../../../src/core/options.js';

type Json = Record<string, unknown>;
type Raw = NonNullable<RawInteraction['data']>['options'];

const registered = (name: string) =>
  applicationCommands(commandSpecs([captions, bridge])).find((c) => c.name === name) as Json;
const options = (o: Json) => (o.options ?? []) as Json[];
const shape = (list: Json[]): unknown =>
  list.map((o) => (o.type === 1 || o.type === 2 ? [o.type, o.name, shape(options(o))] : [o.type, o.name]));

/** What each call of the fake controls was asked. */
const calls: unknown[][] = [];
const captionsControl = {
  async setConsent(_c, member, on) {
    calls.push(['consent', member, on]);
  },
  async start(req) {
    calls.push(['start', req.language, req.translate]);
    return { started: true, text: 'started' };
  },
  async stop() {
    calls.push(['stop']);
    return 'stopped';
  },
} as CaptionsControl;
const bridgeControl = {
  async create() {
    calls.push(['create']);
    return { code: 'K7Q2MXWA', minutes: 10, added: false };
  },
  async join(code) {
    calls.push(['join', code]);
    return [];
  },
  async mode(_c, mode) {
    calls.push(['mode', mode]);
    return true;
  },
  async list() {
    return [];
  },
  async leave() {
    return false;
  },
  async pause() {
    return false;
  },
  async remove() {
    return false;
  },
  async notify() {},
} as BridgeControl;

const asAdmin = { id: '42', isBot: false, isSelf: false, isAdmin: true };

/** Runs `command` on an event and returns the control call it made. */
async function run(command: Command, event: ChatEvent): Promise<unknown[] | undefined> {
  const ctx = { event, captions: captionsControl, bridges: bridgeControl } as CommandContext;
  const before = calls.length;
  await command.parse(ctx).run();
  return calls.length > before ? calls.at(-1) : undefined;
}

const typed = (name: string, args: string): ChatEvent => ({
  id: 't',
  kind: 'command',
  conversation: { platform: 'local', workspaceId: 'w', channelId: 'c' },
  author: asAdmin,
  command: { name, args },
});

/** An INTERACTION_CREATE of a chat-input command, as Discord sends it, normalized. */
function discord(name: string, raw: Raw): ChatEvent {
  const event = interactionEvent(
    {
      id: '1',
      application_id: '2',
      type: 2,
      token: 't',
      channel_id: '3',
      user: { id: '42' },
      data: { name, type: 1, ...(raw ? { options: raw } : {}) },
    },
    {
      selfId: '9',
      isOwnWebhook: () => false,
      parentOf: () => undefined,
      commands: new Set(['captions', 'bridge']),
      maxDownloadBytes: 1,
      ownerOf: () => undefined,
    },
  );
  if (!event) throw new Error('no event');
  return event;
}

describe('registered as subcommands', () => {
  it('/captions: a consent group with on and off; start with language and translate; stop', () => {
    expect(shape(options(registered('captions')))).toEqual([
      [
        2,
        'consent',
        [
          [1, 'on', []],
          [1, 'off', []],
        ],
      ],
      [
        1,
        'start',
        [
          [3, 'language'],
          [5, 'translate'],
        ],
      ],
      [1, 'stop', []],
    ]);
    const start = options(registered('captions')).find((o) => o.name === 'start') as Json;
    const language = options(start).find((o) => o.name === 'language');
    // the spoken languages as Discord choices, as before the subcommands
    expect(((language?.choices ?? []) as Json[]).map((c) => c.value)).toContain('hi_en');
  });

  it('/bridge: join takes its code (required), mode is a group of members and channel', () => {
    expect(shape(options(registered('bridge')))).toEqual([
      [1, 'create', []],
      [1, 'join', [[3, 'code']]],
      [1, 'list', []],
      [1, 'leave', []],
      [1, 'remove', [[3, 'channel']]],
      [1, 'pause', []],
      [1, 'resume', []],
      [
        2,
        'mode',
        [
          [1, 'members', []],
          [1, 'channel', []],
        ],
      ],
    ]);
    const join = options(registered('bridge')).find((o) => o.name === 'join') as Json;
    expect(options(join)[0]).toMatchObject({ name: 'code', required: true });
    const remove = options(registered('bridge')).find((o) => o.name === 'remove') as Json;
    expect(options(remove)[0]).toMatchObject({ name: 'channel', required: true });
  });

  it('every subcommand has a description within Discord’s 100 characters', () => {
    const all = (list: Json[]): Json[] => list.flatMap((o) => [o, ...all(options(o))]);
    for (const c of [registered('captions'), registered('bridge')])
      for (const o of all(options(c))) {
        expect(String(o.description).length, String(o.name)).toBeGreaterThan(0);
        expect(String(o.description).length, String(o.name)).toBeLessThanOrEqual(100);
      }
  });
});

describe("Discord's nested options and typed text give the same arguments", () => {
  const group = (g: string, s: string): Raw => [
    { name: g, type: 2, options: [{ name: s, type: 1, options: [] }] },
  ];
  const sub = (s: string, o: Raw = []): Raw => [{ name: s, type: 1, options: o }];

  it('/captions consent on|off, start [language] [translate], stop', async () => {
    for (const [text, raw, call] of [
      ['consent on', group('consent', 'on'), ['consent', '42', true]],
      ['consent off', group('consent', 'off'), ['consent', '42', false]],
      [
        'start language ta translate',
        sub('start', [
          { name: 'language', type: 3, value: 'ta' },
          { name: 'translate', type: 5, value: true },
        ]),
        ['start', 'ta', true],
      ],
      ['stop', sub('stop'), ['stop']],
    ] as const) {
      expect(await run(captions, typed('captions', text)), text).toEqual(call);
      expect(await run(captions, discord('captions', raw)), text).toEqual(call);
    }
  });

  it('/bridge create, join CODE, mode members|channel', async () => {
    for (const [text, raw, call] of [
      ['create', sub('create'), ['create']],
      ['join K7Q2MXWA', sub('join', [{ name: 'code', type: 3, value: 'K7Q2MXWA' }]), ['join', 'K7Q2MXWA']],
      ['mode members', group('mode', 'members'), ['mode', 'members']],
      ['mode channel', group('mode', 'channel'), ['mode', 'channel']],
    ] as const) {
      expect(await run(bridge, typed('bridge', text)), text).toEqual(call);
      expect(await run(bridge, { ...discord('bridge', raw), author: asAdmin }), text).toEqual(call);
    }
  });

  it('a subcommand without what it needs is refused with what to type, from either input', async () => {
    for (const event of [typed('bridge', 'mode'), typed('bridge', 'mode sideways')])
      await expect(run(bridge, event)).rejects.toThrow(/bridge mode members/);
    expect(() => bridge.parse({ event: discord('bridge', sub('join')) } as CommandContext)).toThrow(
      /Give the code/,
    );
    expect(() => captions.parse({ event: typed('captions', 'consent') } as CommandContext)).toThrow(
      /captions consent on/,
    );
  });

  it('the focused option of an autocomplete is found inside its subcommand', () => {
    const raw: Raw = [
      { name: 'start', type: 1, options: [{ name: 'language', type: 3, value: 'h', focused: true }] },
    ];
    expect(flattenOptions(raw)).toEqual({ words: ['start'], options: raw?.[0]?.options });
    expect(flattenOptions(group('consent', 'on'))).toEqual({ words: ['consent', 'on'], options: [] });
  });
});

describe('a subcommand declaration is checked against the options', () => {
  const opts: CommandOption[] = [
    { name: 'action', type: 'choice', choices: ['a', 'b'], positional: true },
    { name: 'kind', type: 'choice', choices: ['x', 'y'], positional: true },
    { name: 'text', type: 'text' },
  ];
  it('refuses a choice that is not positional, an unknown value or option, and a group in a group', () => {
    expect(() => subcommandTree(opts, { choice: 'text' })).toThrow(/not a positional choice/);
    expect(() => subcommandTree(opts, { choice: 'action', takes: { c: [] } })).toThrow(/"c" is not a action/);
    expect(() => subcommandTree(opts, { choice: 'action', takes: { a: ['nope'] } })).toThrow(/not an option/);
    expect(() =>
      subcommandTree(opts, {
        choice: 'action',
        takes: { a: { choice: 'kind', takes: { x: { choice: 'kind' } as never } } },
      }),
    ).toThrow(/nests a group in a group/);
  });

  it('lists the values in order with their paths and options', () => {
    const tree = subcommandTree(opts, { choice: 'action', takes: { a: { choice: 'kind' }, b: ['text'] } });
    expect(
      tree.map((n) => [n.path, n.subcommands?.map((s) => s.path), n.options.map((o) => o.option.name)]),
    ).toEqual([
      ['a', ['a x', 'a y'], []],
      ['b', undefined, ['text']],
    ]);
  });
});
