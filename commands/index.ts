// The command registry: one definition per command, which every adapter registers natively
// (descriptions from commands/locales/<lang>.ts).
import type { Command } from '../src/core/command.js';
import { analyse } from './analyse.js';
import { bridge } from './bridge.js';
import { captions } from './captions.js';
import { helpCommand } from './help.js';
import { commandSpecs } from './locales/index.js';
import { localize } from './localize.js';
import { ocr } from './ocr.js';
import { settings } from './settings.js';
import { speak } from './speak.js';
import { startCommand } from './start.js';
import { transcribe } from './transcribe.js';
import { translate } from './translate.js';
import { transliterate } from './transliterate.js';
import { usage } from './usage.js';

export const commands: Command[] = [
  translate,
  transliterate,
  speak,
  transcribe,
  ocr,
  analyse,
  localize,
  settings,
  bridge,
  captions,
  usage,
];
// The list is complete once this module has run: built at the first /help, not at every one.
let specs: ReturnType<typeof commandSpecs> | undefined;
const help = helpCommand(() => {
  specs ??= commandSpecs(commands);
  return specs;
});
commands.push(help);

/** name → command, with the spelling `analyze` too. */
export const commandMap = new Map<string, Command>(commands.map((c) => [c.name, c]));
commandMap.set('analyze', analyse);
// Telegram's /start: answered everywhere, registered nowhere (each platform has its own first step).
commandMap.set('start', startCommand(help));
