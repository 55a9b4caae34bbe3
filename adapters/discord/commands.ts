// The core's command specs → Discord application commands: one chat-input command per command with
// its typed options as Discord options (fixed choices within Discord's 25, else autocomplete),
// subcommands and groups where a command declares them (`/captions consent on`), a single `change`
// string for settings, one `attachment` option for the commands that take a file,
// the four message context menus, and `hi` description localizations (the only Indian locale
// Discord has). Registered with one bulk overwrite, only when the definitions' hash changed.
import { createHash } from 'node:crypto';
import { textsOf } from '../../commands/locales/index.js';
import type { CommandSpec } from '../../src/core/command.js';
import type { CommandOption, SubcommandNode } from '../../src/core/options.js';
import { leastAccess } from '../../src/core/rules.js';
import { PERM } from './permissions.js';

export const OPTION = {
  SUB_COMMAND: 1,
  SUB_COMMAND_GROUP: 2,
  STRING: 3,
  INTEGER: 4,
  BOOLEAN: 5,
  NUMBER: 10,
  ATTACHMENT: 11,
} as const;
export const COMMAND_TYPE = { CHAT_INPUT: 1, MESSAGE: 3 } as const;

/** The Discord option carrying a file, whatever the core names it (audio, file, document). */
export const ATTACHMENT_OPTION = 'attachment';
/** The one option of a command taken as a line: the same words as typed (`channel transcribe on`). */
export const LINE_OPTION = 'change';
/** Locales Discord has among the languages dubash describes commands in. */
const DISCORD_LOCALES = ['hi'] as const;

/**
 * Command and menu names in Hindi (Discord shows them to members whose client is in Hindi; the
 * English names still work everywhere). Discord allows Devanagari, vowel signs included.
 */
const HINDI_NAMES: Readonly<Record<string, string>> = {
  translate: 'अनुवाद',
  transliterate: 'लिप्यंतरण',
  speak: 'बोलें',
  transcribe: 'प्रतिलेख',
  ocr: 'पाठ-पहचान',
  localize: 'स्थानीयकरण',
  analyse: 'विश्लेषण',
  help: 'सहायता',
  settings: 'सेटिंग्स',
  captions: 'उपशीर्षक',
  Translate: 'अनुवाद करें',
  Transcribe: 'प्रतिलेख बनाएँ',
  'Read aloud': 'पढ़कर सुनाएँ',
  'Read text': 'पाठ पढ़ें',
};

const nameLocalizations = (name: string) =>
  HINDI_NAMES[name] ? { name_localizations: { hi: HINDI_NAMES[name] } } : {};

type Json = Record<string, unknown>;

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s) || '-';

function localized(get: (lang: string) => string | undefined, max: number): Json {
  const out: Record<string, string> = {};
  for (const lang of DISCORD_LOCALES) {
    const text = get(lang);
    if (text) out[lang] = clip(text, max);
  }
  return Object.keys(out).length ? { description_localizations: out } : {};
}

function optionType(o: CommandOption): number {
  switch (o.type) {
    case 'number':
      return o.integer ? OPTION.INTEGER : OPTION.NUMBER;
    case 'flag':
      return OPTION.BOOLEAN;
    case 'attachment':
      return OPTION.ATTACHMENT;
    default:
      return OPTION.STRING;
  }
}

function optionOf(spec: CommandSpec, o: CommandSpec['options'][number], requiredHere = false): Json {
  const opt = o.option;
  const isFile = opt.type === 'attachment';
  const name = isFile ? ATTACHMENT_OPTION : opt.name;
  // On a slash command there is no message to act on: its text is required.
  const required = requiredHere || !!opt.required || (opt.type === 'text' && spec.target === 'message');
  return {
    type: optionType(opt),
    name,
    description: clip(o.description, 100),
    ...localized((lang) => textsOf(spec.name, lang).options?.[opt.name], 100),
    ...(required ? { required: true } : {}),
    ...(o.choices ? { choices: o.choices.map((c) => ({ name: c, value: c })) } : {}),
    ...(o.autocomplete ? { autocomplete: true } : {}),
    ...(opt.type === 'number' ? { min_value: opt.min, max_value: opt.max } : {}),
  };
}

/** Discord wants required options first. */
const requiredFirst = (options: Json[]) =>
  options.sort((a, b) => Number(!!b.required) - Number(!!a.required));

/** Subcommands (type 1) and groups (type 2), described from the command's locale texts. */
function subcommandsOf(spec: CommandSpec, nodes: SubcommandNode[]): Json[] {
  const textOf = (lang: string, path: string) => textsOf(spec.name, lang).subcommands?.[path];
  return nodes.map((n) => ({
    type: n.subcommands ? OPTION.SUB_COMMAND_GROUP : OPTION.SUB_COMMAND,
    name: n.name,
    description: clip(textOf('en', n.path) ?? `/${spec.name} ${n.path}`, 100),
    // Only a language's own text: Discord shows the English one where there is none.
    ...localized(
      (lang) => (textOf(lang, n.path) !== textOf('en', n.path) ? textOf(lang, n.path) : undefined),
      100,
    ),
    options: n.subcommands
      ? subcommandsOf(spec, n.subcommands)
      : requiredFirst(
          n.options.flatMap(({ option, required }) => {
            const o = spec.options.find((x) => x.option.name === option.name);
            return o ? [optionOf(spec, o, required)] : [];
          }),
        ),
  }));
}

function chatInput(spec: CommandSpec): Json {
  const options = spec.asLine
    ? [
        {
          type: OPTION.STRING,
          name: LINE_OPTION,
          description: clip(textsOf(spec.name).options?.[LINE_OPTION] ?? spec.usage, 100),
          ...localized((lang) => {
            const own = textsOf(spec.name, lang).options?.[LINE_OPTION];
            return own !== textsOf(spec.name).options?.[LINE_OPTION] ? own : undefined;
          }, 100),
          autocomplete: true,
        },
      ]
    : spec.subcommands
      ? subcommandsOf(spec, spec.subcommands)
      : requiredFirst(spec.options.map((o) => optionOf(spec, o)));
  return {
    type: COMMAND_TYPE.CHAT_INPUT,
    name: spec.name,
    ...nameLocalizations(spec.name),
    description: clip(spec.description, 100),
    ...localized((lang) => spec.descriptions[lang], 100),
    options,
    ...memberPermissions(spec),
    contexts: [0, 1],
    integration_types: [0],
  };
}

/**
 * Who Discord shows the command to, from its rules: a command only admins may run (every
 * subcommand too) needs Manage Channels or Manage Server by default; server admins can widen it.
 */
function memberPermissions(spec: CommandSpec): Json {
  const least = leastAccess(spec.rules);
  if (least === 'member') return {};
  const bit = least === 'workspace-admin' ? PERM.MANAGE_GUILD : PERM.MANAGE_CHANNELS;
  return { default_member_permissions: String(bit) };
}

/** The bulk-overwrite body: chat-input commands, then the message context menus. */
export function applicationCommands(specs: CommandSpec[]): Json[] {
  const valid = specs.filter((s) => /^[a-z0-9_-]{1,32}$/.test(s.name));
  // Message context menus: each command that declares a message-menu entry.
  const menus = valid
    .flatMap((s) => (s.menu ? [s.menu] : []))
    .map((name) => ({
      type: COMMAND_TYPE.MESSAGE,
      name,
      ...nameLocalizations(name),
      contexts: [0, 1],
      integration_types: [0],
    }));
  return [...valid.map(chatInput), ...menus];
}

export const commandsHash = (body: Json[]) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** Autocomplete for a line command's `change`: the phrases of its usage that start with what was typed. */
export function settingsPhrases(usage: string): string[] {
  const phrases = usage
    .replace(/^\[|\]$/g, '')
    .split(' | ')
    .flatMap((p) => {
      const words = p.trim().split(/\s+/);
      // `channel transcribe on|off` → each alternative of the words that have them
      return words.reduce<string[]>(
        (acc, w) =>
          acc.flatMap((a) =>
            w
              .replace(/^\[|\]$/g, '')
              .split('|')
              .map((alt) => (a ? `${a} ${alt}` : alt)),
          ),
        [''],
      );
    });
  return [...new Set(phrases.map((p) => p.trim()).filter(Boolean))];
}

export function suggestLine(usage: string, typed: string): string[] {
  const t = typed.trim().toLowerCase();
  return settingsPhrases(usage)
    .filter((p) => p.startsWith(t) || (t && p.includes(t)))
    .slice(0, 25);
}
