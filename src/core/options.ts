// Command input as data: each option has a type, so one definition becomes typed Discord options
// (with autocomplete where a list is longer than Discord's 25 choices), Slack slash text and modal
// fields, and Telegram/local text. Typed text (`to hi,ta hello`) and structured options
// (`{to: ['hi', 'ta'], text: 'hello'}`) are checked by the same code into the same values.
import { DOC_LANGUAGE_NAMES, TTS_SPEAKERS } from '../language/codes.js';
import type { MediaRef } from './event.js';
import { type MessageKey, type Params, say } from './i18n.js';

/** Discord shows at most this many fixed choices; longer lists are offered by autocomplete. */
export const MAX_NATIVE_CHOICES = 25;

interface OptionBase<N extends string> {
  name: N;
  required?: boolean;
  /** words that also name the option in typed text (`languages` for `language`) */
  aliases?: readonly string[];
}

export type CommandOption<N extends string = string> =
  /** free text; in typed text, whatever follows the keyword options */
  | (OptionBase<N> & { type: 'text' })
  /** one or several language codes (`hi,ta`, `hindi, tamil`) from `allowed` */
  | (OptionBase<N> & { type: 'languages'; allowed: readonly string[] })
  | (OptionBase<N> & { type: 'language'; allowed: readonly string[] })
  /** a TTS speaker (`ta_female`) */
  | (OptionBase<N> & { type: 'voice' })
  | (OptionBase<N> & { type: 'number'; min: number; max: number; integer?: boolean })
  /**
   * fixed values. In typed text a `positional` choice is its bare word (`/settings me …`), a
   * `multiple` one several bare words or a comma list (`/analyse sentiment entities …`), any other
   * `keyword value` (`rate 22050`).
   */
  | (OptionBase<N> & { type: 'choice'; choices: readonly string[]; multiple?: boolean; positional?: boolean })
  /** on when its word is present (`/ocr translate`) */
  | (OptionBase<N> & { type: 'flag' })
  /** a file on the command's message, or on the message it targets */
  | (OptionBase<N> & { type: 'attachment'; kinds: readonly MediaRef['kind'][] });

export type OptionType = CommandOption['type'];

type ValueOf<O> = O extends { type: 'text' | 'language' | 'voice' }
  ? string
  : O extends { type: 'languages' }
    ? string[]
    : O extends { type: 'number' }
      ? number
      : O extends { type: 'choice'; multiple: true }
        ? string[]
        : O extends { type: 'choice' }
          ? string
          : O extends { type: 'flag' }
            ? boolean
            : O extends { type: 'attachment' }
              ? MediaRef
              : never;

/** An option a subcommand takes, by name; `{ name, required: true }` when that subcommand needs it. */
export type SubcommandOption<N extends string = string> = N | { readonly name: N; readonly required: true };

/** A subcommand group: the values of another positional choice, each a subcommand with its options. */
export interface SubcommandGroup<N extends string = string> {
  choice: N;
  takes?: Readonly<Partial<Record<string, readonly SubcommandOption<N>[]>>>;
}

/**
 * How a command splits into subcommands where a platform lists them (Discord): the values of a
 * leading positional `choice` are the subcommands, each taking the options `takes` names (none when
 * not listed); a value given a SubcommandGroup is a group (`/captions consent on`). Typed text is
 * read as before: the values stay the command's leading words.
 */
export interface Subcommands<N extends string = string> {
  choice: N;
  takes?: Readonly<Partial<Record<string, readonly SubcommandOption<N>[] | SubcommandGroup<N>>>>;
}

/** One subcommand (or group, with `subcommands`) as renderers list it; `path`: its words (`consent on`). */
export interface SubcommandNode {
  name: string;
  path: string;
  options: { option: CommandOption; required: boolean }[];
  subcommands?: SubcommandNode[];
}

/** Discord's rule for a subcommand's name: lowercase letters, digits, `-` and `_`, up to 32. */
const SUBCOMMAND_NAME = /^[-_\p{Ll}\p{Lo}\p{N}]{1,32}$/u;

/**
 * A declaration checked against the command's options into the list renderers show; throws (a
 * mistake in the command's definition) when a name is not one of its options or a value not a choice.
 */
export function subcommandTree(options: readonly CommandOption[], sub: Subcommands): SubcommandNode[] {
  const level = (decl: Subcommands | SubcommandGroup, prefix: string, depth: number): SubcommandNode[] => {
    const choice = options.find((o) => o.name === decl.choice);
    if (choice?.type !== 'choice' || !choice.positional || choice.multiple)
      throw new Error(`subcommands: "${decl.choice}" is not a positional choice of one value`);
    for (const key of Object.keys(decl.takes ?? {}))
      if (!choice.choices.includes(key)) throw new Error(`subcommands: "${key}" is not a ${decl.choice}`);
    return choice.choices.map((name) => {
      if (!SUBCOMMAND_NAME.test(name)) throw new Error(`subcommands: "${name}" cannot name a subcommand`);
      const path = prefix ? `${prefix} ${name}` : name;
      const takes = decl.takes?.[name];
      if (takes && !Array.isArray(takes)) {
        // Discord nests one level of groups: a group's subcommands take options, not groups.
        if (depth > 0) throw new Error(`subcommands: "${path}" nests a group in a group`);
        return { name, path, options: [], subcommands: level(takes as SubcommandGroup, path, depth + 1) };
      }
      const list = (takes ?? []) as readonly SubcommandOption[];
      return {
        name,
        path,
        options: list.map((t) => {
          const optionName = typeof t === 'string' ? t : t.name;
          const option = options.find((o) => o.name === optionName);
          if (!option) throw new Error(`subcommands: "${path}" takes "${optionName}", not an option`);
          return { option, required: typeof t !== 'string' || !!option.required };
        }),
      };
    });
  };
  return level(sub, '', 0);
}

/** The typed values of a list of options: flags always present, the rest when given. */
export type OptionValues<O extends readonly CommandOption[]> = {
  [K in O[number] as K['name']]?: ValueOf<K>;
};

/** What a platform sends as structured options (Discord options, Slack modal fields): JSON only. */
export type RawOptionValue = string | number | boolean | string[];
export type RawOptions = Record<string, RawOptionValue>;

/**
 * What the person typed wrong, as data: a catalog key and its params (src/locales), rendered in the
 * reader's language by the pipeline. Its `message` is the English sentence (logs, jobs).
 */
export class UsageError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params?: Params,
  ) {
    super(say('en', key, params));
  }
}

/** One language the person typed: a code (`hi`) or an English name (`hindi`), checked against `allowed`. */
export function parseLanguage(word: string, allowed: readonly string[]): string {
  const w = word.trim().toLowerCase();
  const code = (DOC_LANGUAGE_NAMES as Record<string, string>)[w] ?? w;
  if (allowed.includes(code)) return code;
  throw new UsageError('option.unknownLanguage', { word: word.slice(0, 30), codes: allowed.join(', ') });
}

/** `hi,ta` or `hindi, tamil` → ['hi', 'ta']. */
export function parseLanguages(list: string | readonly string[], allowed: readonly string[]): string[] {
  const words = (typeof list === 'string' ? list.split(',') : list.flatMap((w) => w.split(',')))
    .map((w) => w.trim())
    .filter(Boolean);
  if (words.length === 0) throw new UsageError('option.noLanguages');
  return [...new Set(words.map((w) => parseLanguage(w, allowed)))];
}

/** A voice the person typed (any case), checked against the API's speakers. */
export function parseVoice(word: string): string {
  const v = word.trim().toLowerCase();
  if (!(TTS_SPEAKERS as readonly string[]).includes(v))
    throw new UsageError('option.unknownVoice', { word: word.slice(0, 30), voices: TTS_SPEAKERS.join(', ') });
  return v;
}

function parseNumber(raw: RawOptionValue, o: Extract<CommandOption, { type: 'number' }>): number {
  const n = typeof raw === 'number' ? raw : Number(String(raw).trim() || Number.NaN);
  if (!Number.isFinite(n) || n < o.min || n > o.max || (o.integer && !Number.isInteger(n)))
    throw new UsageError(o.integer ? 'option.wholeNumber' : 'option.number', {
      Name: capital(o.name),
      name: o.name,
      min: o.min,
      max: o.max,
    });
  return n;
}

/**
 * A keyword as typed, folded for comparison: NFKC then lower case, so a look-alike (the Kelvin sign
 * in `wor\u212Aspace`, fullwidth letters) reads as the word it imitates everywhere at once, never
 * as one word to a check and another to the parser.
 */
export const foldWord = (word: string) => word.normalize('NFKC').toLowerCase();

function parseChoice(word: string, o: Extract<CommandOption, { type: 'choice' }>): string {
  const w = foldWord(word.trim());
  if (!o.choices.includes(w))
    throw new UsageError('option.choice', {
      Name: capital(o.name),
      name: o.name,
      choices: o.choices.join(', '),
      word: word.slice(0, 30),
    });
  return w;
}

const capital = (s: string) => (s[0]?.toUpperCase() ?? '') + s.slice(1);
const asList = (v: RawOptionValue): string[] => (Array.isArray(v) ? v : String(v).split(/[\s,]+/));

/** One structured value, checked by the option's type (what every platform's input goes through). */
export function checkValue(o: CommandOption, raw: RawOptionValue): unknown {
  switch (o.type) {
    case 'text':
      return String(raw);
    case 'languages':
      return parseLanguages(Array.isArray(raw) ? raw : String(raw), o.allowed);
    case 'language':
      return parseLanguage(String(raw), o.allowed);
    case 'voice':
      return parseVoice(String(raw));
    case 'number':
      return parseNumber(raw, o);
    case 'choice':
      return o.multiple
        ? [
            ...new Set(
              asList(raw)
                .filter(Boolean)
                .map((w) => parseChoice(w, o)),
            ),
          ]
        : parseChoice(String(raw), o);
    case 'flag':
      return raw === true || ['true', 'on', 'yes', '1'].includes(String(raw).toLowerCase());
    case 'attachment':
      throw new UsageError('option.attach', { name: o.name });
  }
}

const wordsOf = (o: CommandOption) => [o.name, ...(o.aliases ?? [])];

/** Options typed as `keyword value`. */
const isKeyword = (o: CommandOption) =>
  o.type !== 'text' &&
  o.type !== 'flag' &&
  o.type !== 'attachment' &&
  !(o.type === 'choice' && (o.multiple || o.positional));

/**
 * Typed text → values. Leading `keyword value` pairs for the keyword options and bare words for
 * flags, in any order (a `multiple` choice takes its words directly: `sentiment entities TEXT`);
 * then the rest is the text option. Only the listed words are taken, so ordinary text stays text.
 */
export function valuesFromText(options: readonly CommandOption[], text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const textOption = options.find((o) => o.type === 'text');
  let rest = text.trim();
  for (;;) {
    const m = rest.match(/^(\S+)(?:\s+|$)/);
    const word = m?.[1] ? foldWord(m[1]) : undefined;
    if (!m || !word) break;
    const flag = options.find((o) => o.type === 'flag' && wordsOf(o).includes(word));
    if (flag && !(flag.name in out)) {
      out[flag.name] = true;
      rest = rest.slice(m[0].length);
      continue;
    }
    const positional = options.find(
      (o): o is Extract<CommandOption, { type: 'choice' }> =>
        o.type === 'choice' && !!o.positional && !o.multiple && !(o.name in out),
    );
    if (positional?.choices.includes(word)) {
      out[positional.name] = word;
      rest = rest.slice(m[0].length);
      continue;
    }
    const multi = options.find(
      (o): o is Extract<CommandOption, { type: 'choice' }> =>
        o.type === 'choice' && !!o.multiple && !(o.name in out),
    );
    const isChoice = (w: string) => {
      const parts = w.toLowerCase().split(',').filter(Boolean);
      return parts.length > 0 && parts.every((p) => multi?.choices.includes(p));
    };
    if (multi && isChoice(word)) {
      // `sentiment entities TEXT`: every leading word that is one of the choices.
      const taken: string[] = [];
      for (let next = rest.match(/^(\S+)(?:\s+|$)/); next?.[1] && isChoice(next[1]); ) {
        taken.push(...next[1].toLowerCase().split(',').filter(Boolean));
        rest = rest.slice(next[0].length);
        next = rest.match(/^(\S+)(?:\s+|$)/);
      }
      out[multi.name] = [...new Set(taken)];
      continue;
    }
    const keyed = options.find((o) => isKeyword(o) && wordsOf(o).includes(word));
    const pair = rest.match(/^(\S+)\s+(\S+)(?:\s+|$)/s);
    if (!keyed || keyed.name in out || !pair?.[2]) break;
    out[keyed.name] = checkValue(keyed, pair[2]);
    rest = rest.slice(pair[0].length);
  }
  rest = rest.trim();
  if (rest) {
    if (!textOption) throw new UsageError('option.notUnderstood', { words: rest.slice(0, 30) });
    out[textOption.name] = rest;
  }
  return out;
}

/** Structured options (Discord, Slack modals) → values, each checked like typed text. */
export function valuesFromOptions(
  options: readonly CommandOption[],
  raw: RawOptions,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    const o = options.find((x) => x.name === name);
    if (!o) throw new UsageError('option.unknown', { name: name.slice(0, 30) });
    out[name] = checkValue(o, value);
  }
  return out;
}

/** Flags that were not given are off; required options must be there. */
export function completeValues(
  options: readonly CommandOption[],
  values: Record<string, unknown>,
  attachment: (kinds: readonly MediaRef['kind'][]) => MediaRef | undefined,
): Record<string, unknown> {
  const out = { ...values };
  for (const o of options) {
    if (o.type === 'flag' && out[o.name] === undefined) out[o.name] = false;
    if (o.type === 'attachment' && out[o.name] === undefined) {
      const found = attachment(o.kinds);
      if (found) out[o.name] = found;
    }
    if (o.required && out[o.name] === undefined) throw new UsageError('option.required', { name: o.name });
  }
  return out;
}

/** The values an option allows, when it has a fixed list (languages, voices, choices). */
export function allowedValues(o: CommandOption): readonly string[] | undefined {
  if (o.type === 'languages' || o.type === 'language') return o.allowed;
  if (o.type === 'voice') return TTS_SPEAKERS;
  if (o.type === 'choice') return o.choices;
  return undefined;
}

/**
 * How a platform with native option lists offers an option: its choices when they fit Discord's
 * 25, else autocomplete (`suggest`). A list of several values (`languages`, `multiple`) is typed.
 */
export function nativeChoices(o: CommandOption): { choices?: readonly string[]; autocomplete?: boolean } {
  const values = allowedValues(o);
  if (!values) return {};
  const several = o.type === 'languages' || (o.type === 'choice' && o.multiple);
  return values.length <= MAX_NATIVE_CHOICES && !several ? { choices: values } : { autocomplete: true };
}

/** Autocomplete: up to 25 allowed values for what the person has typed so far (the last comma part). */
export function suggest(o: CommandOption, typed: string): string[] {
  const values = allowedValues(o) ?? [];
  const parts = typed.split(',');
  const last = (parts.pop() ?? '').trim().toLowerCase();
  const head = parts.map((p) => p.trim()).filter(Boolean);
  const prefix = head.length ? `${head.join(',')},` : '';
  return values
    .filter((v) => v.startsWith(last) && !head.includes(v))
    .slice(0, MAX_NATIVE_CHOICES)
    .map((v) => prefix + v);
}
