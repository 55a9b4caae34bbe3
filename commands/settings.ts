// /settings — shows the settings in force; `/settings me|channel|workspace KEY VALUE…` changes one.
// Anyone changes their own (me); channel admins change channel settings, workspace admins workspace ones.
import { type ActionInput, type CommandContext, defineCommand, UsageError } from '../src/core/command.js';
import { normalizeEmoji } from '../src/core/emoji.js';
import { type MessageKey, nameIn, type Param, type Params, readerOf, say } from '../src/core/i18n.js';
import type { Reply, ReplyAction, ReplyActions } from '../src/core/reply.js';
import { SettingsError } from '../src/core/settings-store.js';
import { TRANSLATION_DOMAINS_V3, TRANSLATION_LANGUAGES } from '../src/language/codes.js';
import {
  DEFAULT_SETTINGS,
  type PartialSettings,
  RETAIN_TEXT_DEFAULT_HOURS,
  type Settings,
} from '../src/settings/schema.js';
import { label } from './locales/index.js';
import { settingsForm } from './settings-form.js';
import { parseLanguage, parseLanguages, parseSpeed, parseVoice } from './shared.js';

type Level = 'member' | 'channel' | 'workspace';

export type SettingsArgs =
  | { show: true }
  | {
      show: false;
      level: Level;
      what: MessageKey;
      /** params of `what` (`reaction {emoji}`) */
      whatParams?: Params;
      change: (current: Settings) => PartialSettings;
      said: Param;
    };

const LEVEL_WORDS: Record<string, Level> = {
  me: 'member',
  my: 'member',
  channel: 'channel',
  workspace: 'workspace',
  server: 'workspace',
};

const onOff = (v: string | undefined, what: string): boolean => {
  const w = v?.toLowerCase();
  if (w === 'on' || w === 'true' || w === 'yes') return true;
  if (w === 'off' || w === 'false' || w === 'no') return false;
  throw new UsageError('settings.onOff', { what });
};

const need = (v: string | undefined, what: string): string => {
  if (!v) throw new UsageError('settings.needValue', { what });
  return v;
};

const number = (v: string | undefined, what: string, min: number, max: number): number => {
  const n = Number(need(v, what));
  if (!Number.isFinite(n) || n < min || n > max)
    throw new UsageError('settings.range', { what, min, max: max.toLocaleString('en-US') });
  return n;
};

/** `translate topics on|off`: in a forum group, each language's translation goes to its own topic. */
function parseTopics(value: string | undefined): ReturnType<typeof parseChange> {
  const on = value === undefined ? true : onOff(value, 'translate topics');
  return {
    what: 'settings.what.topics',
    change: (s) => {
      const at = s.autoTranslate;
      if (at.mode === 'off') throw new UsageError('settings.translateFirst');
      return { autoTranslate: { ...at, topics: on } };
    },
    said: on ? 'on' : 'off',
  };
}

/** KEY VALUE… → a function from the settings in force to the patch (so partial changes keep the rest). */
function parseChange(
  level: Level,
  key: string,
  values: string[],
): Omit<Extract<SettingsArgs, { show: false }>, 'show' | 'level'> {
  const [a, b, ...more] = values;
  switch (key) {
    case 'language': {
      const lang = parseLanguage(need(a, 'language'), TRANSLATION_LANGUAGES);
      return {
        what: 'settings.what.language',
        change: () => ({ language: lang as Settings['language'] }),
        said: { language: lang },
      };
    }
    case 'script': {
      const s = need(a, 'script').toLowerCase();
      if (s !== 'latin' && s !== 'native') throw new UsageError('settings.script');
      return { what: 'settings.what.script', change: () => ({ script: s }), said: s };
    }
    case 'translate': {
      const v = need(a, 'translate').toLowerCase();
      if (v === 'off')
        return {
          what: 'settings.what.autoTranslate',
          change: () => ({ autoTranslate: { mode: 'off' } }),
          said: 'off',
        };
      if (v === 'topics') return parseTopics(b);
      // Changing the languages keeps the per-language topics choice.
      const topics = (s: Settings) =>
        s.autoTranslate.mode !== 'off' && s.autoTranslate.topics ? { topics: true } : {};
      if (v === 'members')
        return {
          what: 'settings.what.autoTranslate',
          change: (s) => ({ autoTranslate: { mode: 'members', ...topics(s) } }),
          said: { key: 'settings.said.members' },
        };
      const langs = parseLanguages(v, TRANSLATION_LANGUAGES) as Settings['language'][];
      return {
        what: 'settings.what.autoTranslate',
        change: (s) => ({ autoTranslate: { mode: 'languages', languages: langs, ...topics(s) } }),
        said: { key: 'settings.said.languages', params: { languages: { languages: langs } } },
      };
    }
    case 'transcribe': {
      const on = onOff(a, 'transcribe');
      return {
        what: 'settings.what.autoTranscribe',
        change: () => ({ autoTranscribe: on }),
        said: on ? 'on' : 'off',
      };
    }
    case 'ocr': {
      const on = onOff(a, 'ocr');
      return { what: 'settings.what.autoOcr', change: () => ({ autoOcr: on }), said: on ? 'on' : 'off' };
    }
    case 'moderation':
      return parseModeration(values);
    case 'voice': {
      const v = parseVoice(need(a, 'voice')) as Settings['voice'];
      return { what: 'settings.what.voice', change: () => ({ voice: v }), said: v };
    }
    case 'speed': {
      const s = parseSpeed(need(a, 'speed'));
      return { what: 'settings.what.speed', change: () => ({ speed: s }), said: String(s) };
    }
    case 'domain': {
      const d = need(a, 'domain').toLowerCase();
      if (!(TRANSLATION_DOMAINS_V3 as readonly string[]).includes(d))
        throw new UsageError('settings.domain', { domains: TRANSLATION_DOMAINS_V3.join(', ') });
      return { what: 'settings.what.domain', change: () => ({ domain: d as Settings['domain'] }), said: d };
    }
    case 'budget': {
      const kind = need(a, 'budget (characters or audio)').toLowerCase();
      const field = kind.startsWith('char')
        ? 'characters'
        : kind.startsWith('audio')
          ? 'audioSeconds'
          : undefined;
      if (!field) throw new UsageError('settings.budget');
      const n = Math.round(number(b, `The ${kind} budget`, 0, 1e12));
      return {
        what: field === 'characters' ? 'settings.what.budgetCharacters' : 'settings.what.budgetAudio',
        change: (cur) => ({ budget: { ...cur.budget, [field]: n } }),
        said: n === 0 ? { key: 'settings.said.unlimited' } : n.toLocaleString('en-US'),
      };
    }
    case 'reactions':
      return parseReactions(level, a, b);
    case 'mirror':
      return parseMirror(level, a, b);
    case 'privacy': {
      const what = need(a, 'privacy (logging or retain)').toLowerCase();
      if (what === 'logging') {
        const v = need(b, 'logging').toLowerCase();
        if (!['true', 'no_audio', 'no_transcript', 'false'].includes(v))
          throw new UsageError('settings.logging');
        return {
          what: 'settings.what.logging',
          change: () => ({ apiLogging: v as Settings['apiLogging'] }),
          said: v,
        };
      }
      if (what === 'retain') {
        const h = Math.round(number(b, 'Retain (hours)', 0, 24 * 90));
        return {
          what: 'settings.what.retention',
          change: () => ({ retainTextHours: h }),
          said: { key: 'settings.said.hours', params: { hours: h } },
        };
      }
      throw new UsageError('settings.privacy');
    }
    default:
      void more;
      throw new UsageError('settings.noSuchSetting', { level, key: key.slice(0, 30) });
  }
}

/** `reactions 🇮🇳 hi` maps one emoji, `reactions 🇮🇳 off` unmaps it, `reactions off|default` all. */
function parseReactions(
  level: Level,
  a: string | undefined,
  b: string | undefined,
): Omit<Extract<SettingsArgs, { show: false }>, 'show' | 'level'> {
  if (level !== 'workspace') throw new UsageError('settings.reactionsWorkspace');
  const first = need(a, 'reactions (an emoji and a language, or off, or default)');
  const word = first.toLowerCase();
  if (word === 'off' && !b)
    return {
      what: 'settings.what.reactions',
      change: () => ({ reactions: {} }),
      said: { key: 'settings.said.emptyOff' },
    };
  if (word === 'default' && !b) {
    return {
      what: 'settings.what.reactions',
      change: () => ({ reactions: DEFAULT_SETTINGS.reactions }),
      said: describeReactions(DEFAULT_SETTINGS.reactions, 'en'),
    };
  }
  const emoji = normalizeEmoji(first);
  const value = need(b, `the emoji ${first} (a language such as hi, or off)`).toLowerCase();
  if (value === 'off') {
    return {
      what: 'settings.what.reaction',
      whatParams: { emoji },
      change: (s: Settings) => ({
        reactions: Object.fromEntries(
          Object.entries(s.reactions).filter(([e]) => normalizeEmoji(e) !== emoji),
        ),
      }),
      said: 'off',
    };
  }
  const lang = parseLanguage(value, TRANSLATION_LANGUAGES) as Settings['language'];
  return {
    what: 'settings.what.reaction',
    whatParams: { emoji },
    change: (s: Settings) => ({ reactions: { ...s.reactions, [emoji]: lang } }),
    said: { key: 'settings.said.reactionInto', params: { language: { language: lang } } },
  };
}

/**
 * `mirror ta #tamil-chat` (or `mirror ta off`): translations into a language go to another channel,
 * as their authors, where the platform has mirror channels (Discord). The channel is kept as the
 * member wrote it (`<#id>` on Discord): the platform reads its own reference.
 */
function parseMirror(
  level: Level,
  a: string | undefined,
  b: string | undefined,
): Omit<Extract<SettingsArgs, { show: false }>, 'show' | 'level'> {
  if (level !== 'channel') throw new UsageError('settings.mirror.channelOnly');
  const lang = parseLanguage(need(a, 'mirror'), TRANSLATION_LANGUAGES) as Settings['language'];
  const where = b?.trim() ?? '';
  const what = { what: 'settings.what.mirror' as const, whatParams: { language: { language: lang } } };
  if (where.toLowerCase() === 'off')
    return {
      ...what,
      change: (s) => ({ mirrors: Object.fromEntries(Object.entries(s.mirrors).filter(([l]) => l !== lang)) }),
      said: 'off',
    };
  if (!/^<?#?[\w-]{1,40}>?$/.test(where)) throw new UsageError('settings.mirror.where');
  return { ...what, change: (s) => ({ mirrors: { ...s.mirrors, [lang]: where } }), said: where };
}

/** The workspace's reactions, `🇮🇳 Hindi, …` in the reader's language (or `off`). */
export const describeReactions = (m: Record<string, string>, lang: string) =>
  Object.keys(m).length
    ? Object.entries(m)
        .map(([e, l]) => `${e} ${nameIn(lang, l)}`)
        .join(', ')
    : 'off';

function parseModeration(values: string[]) {
  const [modeWord, ...rest] = values.map((v) => v.toLowerCase());
  const mode = need(modeWord, 'moderation');
  if (!['off', 'flag', 'hide', 'redact'].includes(mode)) throw new UsageError('settings.moderation');
  let types: Settings['moderation']['types'] | undefined;
  let dryRun = false;
  let actFrom: Settings['moderation']['actFrom'];
  for (let i = 0; i < rest.length; i++) {
    const w = rest[i] as string;
    if (w === 'dry-run' || w === 'dryrun') dryRun = true;
    else if (w === 'from') {
      // "hide … from high": hide high-severity findings, only flag milder ones
      const level = rest[++i];
      if (level !== 'low' && level !== 'medium' && level !== 'high')
        throw new UsageError('settings.severity');
      actFrom = level;
    } else {
      const list = w
        .split(',')
        .filter(Boolean)
        .map((t) => t.replace('-', '_'));
      const bad = list.find((t) => !['profanity', 'hate_speech', 'pii'].includes(t));
      if (bad) throw new UsageError('settings.moderationTypes', { word: bad.slice(0, 30) });
      types = list as Settings['moderation']['types'];
    }
  }
  return {
    what: 'settings.what.moderation' as const,
    change: (cur: Settings) => ({
      moderation: {
        mode: mode as Settings['moderation']['mode'],
        types: types ?? cur.moderation.types,
        dryRun,
        ...(actFrom && actFrom !== 'low' ? { actFrom } : {}),
      },
    }),
    said: {
      key: 'settings.said.moderation',
      params: {
        mode,
        types: types ? ` (${types.join(', ')})` : '',
        severity: severityWords(mode, actFrom),
        dryRun: dryRun ? { key: 'settings.said.dryRun' } : '',
      },
    } as Param,
  };
}

/** How a severity threshold reads: ", from high severity (milder findings flagged)". */
function severityWords(mode: string, actFrom: string | undefined): Param;
function severityWords(mode: string, actFrom: string | undefined, lang: string): string;
function severityWords(mode: string, actFrom: string | undefined, lang?: string): Param {
  if (!actFrom || actFrom === 'low' || (mode !== 'hide' && mode !== 'redact')) return '';
  const m = { key: 'settings.show.severity', params: { level: actFrom } } as const;
  return lang ? say(lang, m.key, m.params) : m;
}

const KEYS = [
  'language',
  'script',
  'translate',
  'transcribe',
  'ocr',
  'moderation',
  'voice',
  'speed',
  'domain',
  'budget',
  'privacy',
  'reactions',
  'mirror',
] as const;

/** `LEVEL KEY VALUE…` as words → the change, or an error that says what to type. */
type Change = Extract<SettingsArgs, { show: false }>;

function changeOf(levelWord: string | undefined, key: string | undefined, value: string | undefined): Change {
  // A button's value arrives unparsed: folded like typed words, and only the table's own keys.
  const word = levelWord?.normalize('NFKC').toLowerCase();
  const level = word && Object.hasOwn(LEVEL_WORDS, word) ? LEVEL_WORDS[word] : undefined;
  if (!level) throw new UsageError('settings.noLevel');
  const words = (value ?? '').trim().split(/\s+/).filter(Boolean);
  if (!key) {
    if (words[0]) throw new UsageError('settings.noSuchSetting', { level, key: words[0].slice(0, 30) });
    throw new UsageError('settings.noKey');
  }
  return { show: false, level, ...parseChange(level, key, words) };
}

// ---------- the menus, as data: every adapter draws them (Telegram inline keyboards, local buttons)
export type MenuName = 'root' | 'lang' | 'auto' | 'mod';
const MENUS: readonly MenuName[] = ['root', 'lang', 'auto', 'mod'];

const go = (to: string, text: string): ReplyAction => ({ id: 'menu', label: text, value: to });
const set = (change: string, text: string): ReplyAction => ({ id: 'set', label: text, value: change });

function rows<T>(items: T[], perRow: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += perRow) out.push(items.slice(i, i + perRow));
  return out;
}

/** The buttons of one settings menu. */
export function menuActions(name: MenuName, lang = 'en'): ReplyActions {
  const l = (key: string) => label('settings', key, lang);
  const languages = TRANSLATION_LANGUAGES.filter((x) => x.length === 2);
  const back = [go('root', l('back'))];
  const menus: Record<MenuName, ReplyAction[][]> = {
    root: [
      [go('lang', l('lang'))],
      [go('auto', l('auto'))],
      [go('mod', l('mod'))],
      [{ id: 'close', label: l('close') }],
    ],
    lang: [
      ...rows(
        languages.map((x) => set(`me:language:${x}`, nameIn(lang, x))),
        3,
      ),
      back,
    ],
    auto: [
      [set('channel:translate:off', l('off')), set('channel:translate:members', l('members'))],
      ...rows(
        languages.map((x) => set(`channel:translate:${x}`, nameIn(lang, x))),
        3,
      ),
      back,
    ],
    mod: [
      ['off', 'flag', 'hide', 'redact'].map((m) =>
        set(`channel:moderation:${m}`, l(m === 'off' ? 'off' : `mod.${m}`)),
      ),
      back,
    ],
  };
  return { command: 'settings', rows: menus[name] };
}

export const menuTitle = (name: MenuName, lang = 'en') => label('settings', `menu.${name}`, lang);

async function apply(ctx: CommandContext, args: Change): Promise<Reply[]> {
  const { event } = ctx;
  // Who may change which level is this command's rules (below), checked by the pipeline on the
  // parsed level, never on the words typed: a look-alike word that parses as `workspace` is
  // checked as workspace.
  let patch: Partial<Settings>;
  try {
    patch = args.change(ctx.settings);
    await ctx.settingsStore.set(args.level, event.conversation, patch, event.author.id);
  } catch (err) {
    if (err instanceof SettingsError) throw new UsageError('settings.notThere', { reason: err.message });
    if (err instanceof Error && err.name === 'ZodError')
      throw new UsageError('settings.notAllowed', {
        what: { key: args.what, ...(args.whatParams ? { params: args.whatParams } : {}) },
      });
    throw err;
  }
  const done =
    args.level === 'member'
      ? 'settings.done.member'
      : args.level === 'channel'
        ? 'settings.done.channel'
        : 'settings.done.workspace';
  // a language chosen for oneself (or for a workspace whose language one reads in) is answered in
  // that language: the confirmation is the first thing read in it
  const chosen = args.level !== 'channel' ? patch.language : undefined;
  const reader = readerOf(chosen ? { languages: { ...ctx.languages, [args.level]: chosen } } : ctx);
  const text = say(reader, done, {
    what: { key: args.what, ...(args.whatParams ? { params: args.whatParams } : {}) },
    said: args.said,
  });
  return [{ type: 'text', text, replyTo: event.messageId }];
}

export const settings = defineCommand({
  name: 'settings',
  // Anyone changes their own; channel admins the channel's; workspace admins the workspace's.
  // The answers (the overview, its menu, confirmations) are the member's own.
  rules: {
    access: 'member',
    answer: 'personal',
    subcommands: { channel: { access: 'channel-admin' }, workspace: { access: 'workspace-admin' } },
    refusals: {
      'channel-admin': 'settings.adminOnly.channel',
      'workspace-admin': 'settings.adminOnly.workspace',
      'workspace-admin-from-channel-admin': 'settings.adminOnly.workspaceFromDm',
    },
  },
  // Natively one line (`channel transcribe on`): its keys and values are too many for menus.
  asLine: true,
  subcommandOf: (args: SettingsArgs) => (args.show ? undefined : args.level),
  form: settingsForm,
  usage:
    '[me language ta | me script latin | channel translate members|off|hi,ta | channel transcribe on|off | ' +
    'channel ocr on|off | channel moderation off|flag|hide|redact [profanity,hate_speech,pii] [from low|medium|high] [dry-run] | ' +
    'channel voice ta_female | workspace language hi | workspace budget characters 100000 | ' +
    'workspace privacy logging false | workspace reactions 🇮🇳 hi|off | channel mirror ta #channel|off]',
  options: [
    { name: 'level', type: 'choice', positional: true, choices: ['show', ...Object.keys(LEVEL_WORDS)] },
    { name: 'key', type: 'choice', positional: true, choices: KEYS },
    { name: 'value', type: 'text' },
  ],
  parse(v): SettingsArgs {
    if ((!v.level || v.level === 'show') && !v.key && !v.value) return { show: true };
    return changeOf(v.level, v.key, v.value);
  },
  async run(ctx, args) {
    if (!args.show) return apply(ctx, args);
    return [
      {
        type: 'text',
        text: await describeSettings(ctx),
        replyTo: ctx.event.messageId,
        actions: menuActions('root', readerOf(ctx)),
      },
    ];
  },
  /** The menus' buttons: redraw a menu in place, close it, or change one setting like typed text. */
  async onAction(ctx, action: ActionInput) {
    const value = action.value ?? '';
    const name = MENUS.find((m) => m === value);
    if (action.id === 'menu' && name) {
      return [
        {
          type: 'text',
          text: menuTitle(name, readerOf(ctx)),
          actions: menuActions(name, readerOf(ctx)),
          replaces: action.messageId,
        },
      ];
    }
    if (action.id === 'close' && action.messageId) return [{ type: 'remove', messageId: action.messageId }];
    throw new UsageError('settings.staleButton');
  },
  /** Telegram keyboards drawn before buttons were data: `m:lang`, `m:close`, `set:me:language:ta`. */
  legacyAction(data) {
    if (data === 'm:close') return { id: 'close' };
    const nav = /^m:(root|lang|auto|mod)$/.exec(data);
    if (nav?.[1]) return { id: 'menu', value: nav[1] };
    const set = /^set:(me|channel|workspace):([a-z]+):([a-z,_-]+)$/.exec(data);
    if (set) return { id: 'set', value: `${set[1]}:${set[2]}:${set[3]}` };
    return undefined;
  },
  /** A `set` button is the typed change it names (`channel:translate:hi`), its level's access checked. */
  actionArgs(action): SettingsArgs | undefined {
    if (action.id !== 'set') return undefined;
    const [level, key, ...rest] = (action.value ?? '').split(':');
    return changeOf(level, key, rest.join(':'));
  },
});

/**
 * How long dubash keeps message texts here: only Telegram keeps them (a reaction there carries no
 * text, adapters/telegram/recent-texts.ts), for `retainTextHours`, or its default while that is 0;
 * Slack's and Discord's texts are fetched when someone reacts and the web chat's are its own
 * messages, whatever the setting says.
 */
function keptText(platform: string, hours: number): Param {
  if (platform !== 'telegram') return { key: 'settings.show.never' };
  return hours
    ? { key: 'settings.said.hours', params: { hours } }
    : { key: 'settings.show.keptDefault', params: { hours: RETAIN_TEXT_DEFAULT_HOURS } };
}

async function describeSettings(ctx: CommandContext): Promise<string> {
  const s = ctx.settings;
  const lang = readerOf(ctx);
  const line = (key: MessageKey, params?: Params) => say(lang, key, params);
  const at = s.autoTranslate;
  const translate: Param =
    at.mode === 'off'
      ? 'off'
      : at.mode === 'members'
        ? { key: 'settings.said.members' }
        : { key: 'settings.said.languages', params: { languages: { languages: at.languages } } };
  const topics = at.mode !== 'off' && at.topics ? line('settings.show.topics') : '';
  const mod = s.moderation;
  const moderation =
    mod.mode === 'off'
      ? 'off'
      : `${mod.mode} (${mod.types.join(', ')})${severityWords(mod.mode, mod.actFrom, lang)}${mod.dryRun ? line('settings.show.dryRun') : ''}`;
  const budget = async (kind: 'characters' | 'audioSeconds', unit: MessageKey) => {
    const limit = s.budget[kind];
    const used = Math.round(await ctx.usage.used(ctx.event.conversation, kind)).toLocaleString('en-US');
    return limit
      ? line('settings.show.used', { used, limit: limit.toLocaleString('en-US'), unit: { key: unit } })
      : line('settings.show.usedNoLimit', { used, unit: { key: unit } });
  };
  return [
    line('settings.show.title'),
    line('settings.show.language', { language: { language: s.language }, script: s.script }),
    line('settings.show.translate', { translate, topics }),
    line('settings.show.transcribe', { state: s.autoTranscribe ? 'on' : 'off' }),
    line('settings.show.ocr', { state: s.autoOcr ? 'on' : 'off' }),
    line('settings.show.moderation', { moderation }),
    line('settings.show.voice', { voice: s.voice, speed: s.speed }),
    line('settings.show.domain', { domain: s.domain }),
    line('settings.show.reactions', { reactions: describeReactions(s.reactions, lang) }),
    ...(Object.keys(s.mirrors).length
      ? [
          line('settings.show.mirrors', {
            mirrors: Object.entries(s.mirrors)
              .map(([l, where]) => `${nameIn(lang, l)} → ${where}`)
              .join(', '),
          }),
        ]
      : []),
    line('settings.show.privacy', {
      logging: s.apiLogging,
      kept: keptText(ctx.event.conversation.platform, s.retainTextHours),
    }),
    line('settings.show.month', {
      characters: await budget('characters', 'budget.unit.characters'),
      audio: await budget('audioSeconds', 'budget.unit.audioSeconds'),
    }),
    line('settings.show.change'),
  ].join('\n');
}
