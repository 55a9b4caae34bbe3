// Command texts by language, and the native registration spec adapters render (Telegram's
// per-language command menus; Discord and Slack option descriptions).
import type { Command, CommandSpec } from '../../src/core/command.js';
import { nativeChoices } from '../../src/core/options.js';
import { bn } from './bn.js';
import { en } from './en.js';
import { gu } from './gu.js';
import { hi } from './hi.js';
import { kn } from './kn.js';
import { ml } from './ml.js';
import { mr } from './mr.js';
import { pa } from './pa.js';
import { ta } from './ta.js';
import { te } from './te.js';
import type { CommandText, CommandTexts } from './types.js';

export const LOCALES: Readonly<Record<string, CommandTexts>> = { en, hi, ta, bn, te, mr, kn, ml, gu, pa };

/** A command's texts in `lang`, English where the language has none. */
export function textsOf(name: string, lang = 'en'): CommandText {
  const english = en[name] ?? { description: name };
  const local = LOCALES[lang]?.[name];
  return {
    description: local?.description ?? english.description,
    options: { ...english.options, ...local?.options },
    subcommands: { ...english.subcommands, ...local?.subcommands },
    labels: { ...english.labels, ...local?.labels },
  };
}

/** A button label or menu title of a command, in `lang` (English by default). */
export function label(command: string, key: string, lang = 'en'): string {
  return textsOf(command, lang).labels?.[key] ?? key;
}

/** What an adapter registers natively: names, typed options and every language's descriptions. */
export function commandSpecs(commands: readonly Command[]): CommandSpec[] {
  return commands.map((c) => {
    const descriptions: Record<string, string> = {};
    for (const [lang, texts] of Object.entries(LOCALES))
      if (lang !== 'en' && texts[c.name]) descriptions[lang] = texts[c.name]?.description ?? '';
    const english = textsOf(c.name);
    return {
      name: c.name,
      usage: c.usage,
      description: english.description,
      descriptions,
      options: c.options.map((option) => ({
        option,
        description: english.options?.[option.name] ?? option.name,
        ...nativeChoices(option),
      })),
      ...(c.subcommands ? { subcommands: c.subcommands } : {}),
      ...(c.target ? { target: c.target } : {}),
      ...(c.menu ? { menu: c.menu } : {}),
      rules: c.rules,
      ...(c.asLine ? { asLine: true as const } : {}),
      ...(c.guide ? { guide: true as const } : {}),
      ...(c.legacyAction ? { legacyAction: c.legacyAction } : {}),
      ...(c.form ? { form: c.form } : {}),
    };
  });
}
