// /settings as inline-keyboard menus. Navigation buttons (`m:…`) redraw the keyboard in place;
// choice buttons (`set:LEVEL:KEY:VALUE`) become a `/settings LEVEL KEY VALUE` command, so the same
// command (with its admin checks) runs whether a person types or taps.
import type { InlineKeyboardButton, InlineKeyboardMarkup } from 'grammy/types';
import { TRANSLATION_LANGUAGES } from '../../src/language/codes.js';
import { languageName } from '../../src/translation/names.js';

export type MenuName = 'root' | 'lang' | 'auto' | 'mod';

const button = (text: string, data: string): InlineKeyboardButton => ({ text, callback_data: data });

function rows<T>(items: T[], perRow: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += perRow) out.push(items.slice(i, i + perRow));
  return out;
}

const BACK = [button('« Back', 'm:root')];

export const MENU_TITLES: Record<MenuName, string> = {
  root: 'Settings: choose what to change.',
  lang: 'Your language: replies and translations for you use it.',
  auto: "Auto-translate in this chat (admins): into members' languages, one language, or off.",
  mod: 'Moderation in this chat (admins): flag, hide or redact offensive messages, or off.',
};

export function menu(name: MenuName): InlineKeyboardMarkup {
  const languages = TRANSLATION_LANGUAGES.filter((l) => l.length === 2);
  switch (name) {
    case 'root':
      return {
        inline_keyboard: [
          [button('🌐 My language', 'm:lang')],
          [button('🔁 Auto-translate', 'm:auto')],
          [button('🛡️ Moderation', 'm:mod')],
          [button('✖️ Close', 'm:close')],
        ],
      };
    case 'lang':
      return {
        inline_keyboard: [
          ...rows(
            languages.map((l) => button(languageName(l), `set:me:language:${l}`)),
            3,
          ),
          BACK,
        ],
      };
    case 'auto':
      return {
        inline_keyboard: [
          [
            button('Off', 'set:channel:translate:off'),
            button("Members' languages", 'set:channel:translate:members'),
          ],
          ...rows(
            languages.map((l) => button(languageName(l), `set:channel:translate:${l}`)),
            3,
          ),
          BACK,
        ],
      };
    case 'mod':
      return {
        inline_keyboard: [
          ['off', 'flag', 'hide', 'redact'].map((m) =>
            button(m[0]?.toUpperCase() + m.slice(1), `set:channel:moderation:${m}`),
          ),
          BACK,
        ],
      };
  }
}

export type CallbackAction =
  | { type: 'menu'; name: MenuName }
  | { type: 'close' }
  | { type: 'set'; args: string }
  | { type: 'unknown' };

const SET = /^set:(me|channel|workspace):([a-z]+):([a-z,_-]+)$/;

export function parseCallback(data: string | undefined): CallbackAction {
  if (!data) return { type: 'unknown' };
  if (data === 'm:close') return { type: 'close' };
  const nav = /^m:(root|lang|auto|mod)$/.exec(data);
  if (nav) return { type: 'menu', name: nav[1] as MenuName };
  const set = SET.exec(data);
  if (set) return { type: 'set', args: `${set[1]} ${set[2]} ${set[3]}` };
  return { type: 'unknown' };
}
