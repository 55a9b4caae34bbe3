// Reply.actions → an inline keyboard, and a pressed button's callback_data → the action it names.
// callback_data is `a:COMMAND:ID[:VALUE]` (Telegram allows 64 bytes); buttons of menus drawn before
// actions were data (`m:lang`, `set:me:language:ta`) still work.
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { ReplyActions } from '../../src/core/reply.js';

export interface PressedAction {
  command: string;
  id: string;
  value?: string;
}

/** Telegram refuses callback_data over 64 bytes. */
const MAX_DATA_BYTES = 64;

export function keyboardOf(actions: ReplyActions): InlineKeyboardMarkup {
  return {
    inline_keyboard: actions.rows.map((row) =>
      row.map((b) => {
        const data = ['a', actions.command, b.id, ...(b.value !== undefined ? [b.value] : [])].join(':');
        if (Buffer.byteLength(data) > MAX_DATA_BYTES)
          throw new Error(`button data too long: ${data.slice(0, 80)}`);
        return { text: b.label, callback_data: data };
      }),
    ),
  };
}

const WORD = /^[A-Za-z0-9_,.-]+$/;
const LEGACY_SET = /^set:(me|channel|workspace):([a-z]+):([a-z,_-]+)$/;

export function parseCallback(data: string | undefined): PressedAction | undefined {
  if (!data) return undefined;
  if (data === 'm:close') return { command: 'settings', id: 'close' };
  const nav = /^m:(root|lang|auto|mod)$/.exec(data);
  if (nav) return { command: 'settings', id: 'menu', value: nav[1] };
  const set = LEGACY_SET.exec(data);
  if (set) return { command: 'settings', id: 'set', value: `${set[1]}:${set[2]}:${set[3]}` };
  const [tag, command, id, ...rest] = data.split(':');
  if (tag !== 'a' || !command || !id || !WORD.test(command) || !WORD.test(id)) return undefined;
  const value = rest.length ? rest.join(':') : undefined;
  if (value !== undefined && !rest.every((p) => WORD.test(p))) return undefined;
  return { command, id, ...(value !== undefined ? { value } : {}) };
}
