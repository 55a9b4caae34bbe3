// Slash commands and context menus end to end: the real discord.js client on the emulator's
// gateway, the bot, the workers and the local Language Services API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../../../commands/index.js';
import { commandSpecs } from '../../../commands/locales/index.js';
import { type StoredMessage, subcommand } from '../../fakes/discord-emulator.js';
import { type DiscordHarness, MEMBERS, startDiscordHarness, until } from './harness.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const STRING = 3;
const byInteraction = (id: unknown) => (m: StoredMessage) =>
  (m.interaction_metadata as { id?: string } | undefined)?.id === id && !!m.content;

let h: DiscordHarness;
beforeAll(async () => {
  h = await startDiscordHarness();
}, 60_000);
afterAll(() => h?.close());

describe('registration', () => {
  it('registers the chat-input commands and the four message menus by their exact names, once', async () => {
    const list = h.emulator.commands.get('global') ?? [];
    const names = list.map((c) => `${c.type}:${c.name}`);
    for (const n of [
      'translate',
      'transliterate',
      'speak',
      'transcribe',
      'ocr',
      'localize',
      'analyse',
      'help',
      'settings',
    ])
      expect(names).toContain(`1:${n}`);
    for (const n of ['Translate', 'Transcribe', 'Read aloud', 'Read text']) expect(names).toContain(`3:${n}`);
    const translate = list.find((c) => c.name === 'translate') as {
      options: { name: string; required?: boolean }[];
    };
    expect(translate.options[0]).toMatchObject({ name: 'text', required: true });
    expect(translate.options.map((o) => o.name).sort()).toEqual(['from', 'text', 'to']);
    const settings = list.find((c) => c.name === 'settings') as {
      options: { name: string; autocomplete?: boolean }[];
    };
    expect(settings.options).toEqual([
      expect.objectContaining({ name: 'change', type: STRING, autocomplete: true }),
    ]);
    for (const name of ['transcribe', 'ocr', 'localize']) {
      const c = list.find((x) => x.name === name) as { options: { name: string; type: number }[] };
      expect(c.options).toContainEqual(expect.objectContaining({ name: 'attachment', type: 11 }));
    }
    expect(
      (translate as unknown as { description_localizations?: Record<string, string> })
        .description_localizations?.hi,
    ).toMatch(DEVANAGARI);
    // Hindi names too (Discord accepted them: the bulk overwrite checks its naming rule).
    expect(
      (translate as unknown as { name_localizations?: Record<string, string> }).name_localizations?.hi,
    ).toBe('अनुवाद');
    const readAloud = list.find((c) => c.name === 'Read aloud') as {
      name_localizations?: Record<string, string>;
    };
    expect(readAloud.name_localizations?.hi).toBe('पढ़कर सुनाएँ');
    const captions = list.find((c) => c.name === 'captions') as {
      name_localizations?: Record<string, string>;
    };
    expect(captions.name_localizations?.hi).toBe('उपशीर्षक');
    // Typed as the issues give them: `/captions consent on`, `/bridge join CODE`, `/bridge mode members`.
    type Opt = { name: string; type: number; required?: boolean; options?: Opt[] };
    const tree = (o: Opt[] = []): unknown =>
      o.map((x) => (x.options ? [x.name, x.type, tree(x.options)] : x.name));
    const command = (name: string) =>
      (list.find((c) => c.name === name && c.type === 1) as { options: Opt[] }).options;
    expect(tree(command('captions'))).toEqual([
      [
        'consent',
        2,
        [
          ['on', 1, []],
          ['off', 1, []],
        ],
      ],
      ['start', 1, ['language', 'translate']],
      ['stop', 1, []],
    ]);
    expect(tree(command('bridge'))).toEqual([
      ['create', 1, []],
      ['join', 1, ['code']],
      ['list', 1, []],
      ['leave', 1, []],
      ['remove', 1, ['channel']],
      ['pause', 1, []],
      ['resume', 1, []],
      [
        'mode',
        2,
        [
          ['members', 1, []],
          ['channel', 1, []],
        ],
      ],
    ]);
    expect(command('bridge')[1]?.options?.[0]).toMatchObject({ name: 'code', type: STRING, required: true });
    // A second start with the same definitions does not overwrite them again.
    const puts = () => h.emulator.calls.filter((c) => c.method === 'PUT').length;
    expect(puts()).toBe(1);
    await h.discord.registerCommands(commandSpecs(commands));
    expect(puts()).toBe(1);
  });
});

describe('slash commands', () => {
  it('/translate answers through the interaction, in the channel', async () => {
    const i = h.emulator.slash(h.channels.general, MEMBERS.asha, 'translate', [
      { name: 'text', type: STRING, value: 'good morning' },
      { name: 'to', type: STRING, value: 'hi' },
    ]);
    const answer = await until(
      () =>
        h.emulator
          .visible(h.channels.general, MEMBERS.ravi.id)
          .find(
            (m) => (m.interaction_metadata as { id?: string })?.id === i.id && DEVANAGARI.test(m.content),
          ),
      'the translation',
    );
    expect(answer.flags & 64).toBe(0);
    const callbacks = h.emulator.interactionCallbacks().filter((c) => c.path.includes(`/${i.id}/`));
    expect(callbacks).toHaveLength(1);
  }, 30_000);

  it('/help is ephemeral: only the member who asked sees it', async () => {
    const i = h.emulator.slash(h.channels.general, MEMBERS.asha, 'help');
    const mine = await until(
      () =>
        h.emulator
          .visible(h.channels.general, MEMBERS.asha.id)
          .find(
            (m) => (m.interaction_metadata as { id?: string })?.id === i.id && /Commands/.test(m.content),
          ),
      'the help',
    );
    expect(mine.flags & 64).toBe(64);
    expect(h.emulator.visible(h.channels.general, MEMBERS.ravi.id).some((m) => m.id === mine.id)).toBe(false);
  }, 30_000);

  it("/captions consent on, as Discord sends a group's subcommand, answers only the member", async () => {
    const i = h.emulator.slash(h.channels.general, MEMBERS.ravi, 'captions', subcommand('consent on'));
    const answer = await until(
      () => h.emulator.visible(h.channels.general, MEMBERS.ravi.id).find(byInteraction(i.id)),
      'the consent answer',
    );
    // Ravi's Discord is in Hindi (locale hi): the answer is in Hindi.
    expect(answer.content).toMatch(/^लाइव कैप्शन चालू रहने पर/);
    expect(answer.flags & 64).toBe(64);
    const off = h.emulator.slash(h.channels.general, MEMBERS.ravi, 'captions', subcommand('consent off'));
    const withdrawn = await until(
      () => h.emulator.visible(h.channels.general, MEMBERS.ravi.id).find(byInteraction(off.id)),
      'the withdrawal',
    );
    expect(withdrawn.content).toMatch(/^अब यहाँ आपके कैप्शन नहीं बनेंगे/);
  });

  it('autocomplete offers languages and settings phrases', async () => {
    h.emulator.interact(h.channels.general, MEMBERS.asha, 4, {
      name: 'translate',
      type: 1,
      options: [{ name: 'to', type: STRING, value: 'hi,t', focused: true }],
    });
    h.emulator.interact(h.channels.general, MEMBERS.asha, 4, {
      name: 'settings',
      type: 1,
      options: [{ name: 'change', type: STRING, value: 'channel trans', focused: true }],
    });
    const choices = await until(() => {
      const c = h.emulator.interactionCallbacks().filter((x) => x.body.type === 8);
      return c.length === 2
        ? c.map((x) => (x.body.data as { choices: { value: string }[] }).choices.map((v) => v.value))
        : undefined;
    }, 'two autocomplete answers');
    expect(choices[0]).toEqual(expect.arrayContaining(['hi,ta', 'hi,te']));
    expect(choices[1]).toEqual(
      expect.arrayContaining(['channel transcribe on', 'channel translate members']),
    );
  });

  it('autocomplete finds the focused option inside its subcommand', async () => {
    // (`language` has fixed choices on Discord; the adapter still answers for a nested option)
    const before = h.emulator.interactionCallbacks().filter((x) => x.body.type === 8).length;
    h.emulator.interact(h.channels.general, MEMBERS.asha, 4, {
      name: 'captions',
      type: 1,
      options: subcommand('start', [{ name: 'language', type: STRING, value: 'ta', focused: true }]),
    });
    const offered = await until(() => {
      const c = h.emulator.interactionCallbacks().filter((x) => x.body.type === 8);
      return c.length > before ? (c.at(-1)?.body.data as { choices: { value: string }[] }) : undefined;
    }, 'the autocomplete answer');
    expect(offered.choices.map((c) => c.value)).toEqual(['ta', 'ta_en']);
  });

  it('workspace settings need Manage Server: refused ephemerally for others (Manage Channels too), done for an admin', async () => {
    const refused = h.emulator.slash(h.channels.general, MEMBERS.mod, 'settings', [
      { name: 'change', type: STRING, value: 'workspace language hi' },
    ]);
    const refusal = await until(
      () =>
        h.emulator
          .visible(h.channels.general, MEMBERS.mod.id)
          .find((m) => (m.interaction_metadata as { id?: string })?.id === refused.id),
      'the refusal',
    );
    expect(refusal.content).toMatch(/Only workspace admins can change workspace settings/);
    expect(refusal.flags & 64).toBe(64);
    const ok = h.emulator.slash(h.channels.general, MEMBERS.admin, 'settings', [
      { name: 'change', type: STRING, value: 'workspace language hi' },
    ]);
    const done = await until(
      () =>
        h.emulator
          .visible(h.channels.general, MEMBERS.admin.id)
          .find((m) => (m.interaction_metadata as { id?: string })?.id === ok.id),
      'the change',
    );
    expect(done.content).toMatch(/workspace's language is now/i);
    // Manage Channels is enough for channel settings.
    const ch = h.emulator.slash(h.channels.general, MEMBERS.mod, 'settings', [
      { name: 'change', type: STRING, value: 'channel transcribe on' },
    ]);
    const chDone = await until(
      () =>
        h.emulator
          .visible(h.channels.general, MEMBERS.mod.id)
          .find((m) => (m.interaction_metadata as { id?: string })?.id === ch.id),
      'the channel change',
    );
    expect(chDone.content).toMatch(/channel's/i);
  }, 30_000);
});

describe('bridge codes', () => {
  it('a join code is ephemeral: the admin who asked sees it, other members do not', async () => {
    const i = h.emulator.slash(h.channels.tamil, MEMBERS.admin, 'bridge', [
      { name: 'create', type: 1, options: [] },
    ]);
    const made = await until(
      () => h.emulator.visible(h.channels.tamil, MEMBERS.admin.id).find(byInteraction(i.id)),
      'the code',
    );
    const code = /Bridge code: ([A-Z0-9]+)/.exec(made.content)?.[1] ?? '';
    expect(code, made.content).toBeTruthy();
    expect(made.flags & 64).toBe(64);
    expect(h.emulator.visible(h.channels.tamil, MEMBERS.asha.id).some((m) => m.content.includes(code))).toBe(
      false,
    );
  }, 20_000);
});

describe('message context menus', () => {
  it('"Translate" on a message answers the member who asked, in their language (interaction locale)', async () => {
    const msg = h.emulator.post(h.channels.general, MEMBERS.asha, 'see you tomorrow');
    const i = h.emulator.contextMenu(h.channels.general, MEMBERS.ravi, 'Translate', msg.id);
    const answer = await until(
      () =>
        h.emulator
          .visible(h.channels.general, MEMBERS.ravi.id)
          .find(
            (m) => (m.interaction_metadata as { id?: string })?.id === i.id && DEVANAGARI.test(m.content),
          ),
      'the translation',
    );
    expect(answer.flags & 64).toBe(64);
  }, 30_000);
});
