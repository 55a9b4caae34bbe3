// Reply buttons (ReplyActions) as Block Kit: a section with the text, then one actions block per
// row. A button's action_id names its command and id (`dubash:<command>:<id>:<n>`), so a press
// goes back to the command that drew it; its value carries the choice.
import type { types } from '@slack/bolt';
import type { ReplyActions } from '../../src/core/reply.js';

type Block = types.KnownBlock;

/** Section text is limited to 3,000 characters by Block Kit. */
const SECTION_MAX = 3000;

export function blocksOf(text: string, actions: ReplyActions): Block[] {
  const blocks: Block[] = [{ type: 'section', text: { type: 'mrkdwn', text: text.slice(0, SECTION_MAX) } }];
  let n = 0;
  // Block Kit allows 25 elements per actions block and 50 blocks per message.
  for (const row of actions.rows.slice(0, 45)) {
    blocks.push({
      type: 'actions',
      elements: row.slice(0, 25).map((b) => ({
        type: 'button',
        text: { type: 'plain_text', text: b.label.slice(0, 75), emoji: true },
        action_id: `dubash:${actions.command}:${b.id}:${n++}`,
        ...(b.value !== undefined ? { value: b.value.slice(0, 2000) } : {}),
      })),
    });
  }
  return blocks;
}

/** `dubash:settings:set:3` → the command and the button id; undefined for another app's ids. */
export function parseActionId(actionId: string): { command: string; id: string } | undefined {
  const m = /^dubash:([^:]+):([^:]+):\d+$/.exec(actionId);
  return m?.[1] && m[2] ? { command: m[1], id: m[2] } : undefined;
}
