// Reply.actions → an inline keyboard, and a pressed button's callback_data → the action it names.
// callback_data is `a:COMMAND:ID[:VALUE]` (Telegram allows 64 bytes); buttons of menus drawn before
// actions were data still work: the command that drew them reads them (CommandSpec.legacyAction).
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { CommandSpec } from '../../src/core/command.js';
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

export function parseCallback(
  data: string | undefined,
  specs: readonly Pick<CommandSpec, 'name' | 'legacyAction'>[] = [],
): PressedAction | undefined {
  if (!data) return undefined;
  if (!data.startsWith('a:'))
    for (const spec of specs) {
      const old = spec.legacyAction?.(data);
      if (old) return { command: spec.name, ...old };
    }
  const [tag, command, id, ...rest] = data.split(':');
  if (tag !== 'a' || !command || !id || !WORD.test(command) || !WORD.test(id)) return undefined;
  const value = rest.length ? rest.join(':') : undefined;
  if (value !== undefined && !rest.every((p) => WORD.test(p))) return undefined;
  return { command, id, ...(value !== undefined ? { value } : {}) };
}
