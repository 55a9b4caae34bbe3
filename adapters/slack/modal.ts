// `/dubash settings` with nothing after it opens this modal. Each field left empty keeps its
// setting; each one chosen becomes the same settings command a member could type, run through the
// core (so the admin check and the answers are the command's), answered through the slash
// command's response_url (kept in private_metadata): only the member sees them.
import type { types } from '@slack/bolt';
import { DOC_LANGUAGE_NAMES } from '../../src/language/codes.js';

type View = types.ModalView;

export const SETTINGS_MODAL = 'dubash_settings';

const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const LANGUAGES = Object.entries(DOC_LANGUAGE_NAMES).map(([name, code]) => ({ name: title(name), code }));

const option = (text: string, value: string) => ({ text: { type: 'plain_text' as const, text }, value });

function select(blockId: string, label: string, options: { text: string; value: string }[], hint?: string) {
  return {
    type: 'input' as const,
    block_id: blockId,
    optional: true,
    label: { type: 'plain_text' as const, text: label },
    ...(hint ? { hint: { type: 'plain_text' as const, text: hint } } : {}),
    element: {
      type: 'static_select' as const,
      action_id: 'value',
      placeholder: { type: 'plain_text' as const, text: 'Keep as it is' },
      options: options.map((o) => option(o.text, o.value)),
    },
  };
}

export interface ModalMeta {
  team: string;
  channel: string;
  responseUrl?: string;
}

export function settingsModal(meta: ModalMeta): View {
  const languages = LANGUAGES.map((l) => ({ text: l.name, value: l.code }));
  return {
    type: 'modal',
    callback_id: SETTINGS_MODAL,
    private_metadata: JSON.stringify(meta),
    title: { type: 'plain_text', text: 'dubash settings' },
    submit: { type: 'plain_text', text: 'Save' },
    close: { type: 'plain_text', text: 'Cancel' },
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: 'For you' } },
      select('me_language', 'My language', languages, 'Translations for you come in this language.'),
      select('me_script', 'Show romanized Hindi in', [
        { text: 'Its own script', value: 'native' },
        { text: 'Latin letters', value: 'latin' },
      ]),
      { type: 'header', text: { type: 'plain_text', text: 'This channel (admins)' } },
      select(
        'channel_translate',
        'Translate every message into',
        [{ text: 'Off', value: 'off' }, { text: "Each member's language", value: 'members' }, ...languages],
        'Translations go into each message’s thread.',
      ),
      select('channel_transcribe', 'Transcribe voice and huddle clips', [
        { text: 'On', value: 'on' },
        { text: 'Off', value: 'off' },
      ]),
      select('channel_ocr', 'Read text in posted images', [
        { text: 'On', value: 'on' },
        { text: 'Off', value: 'off' },
      ]),
    ],
  };
}

/** The settings command lines a submission asks for (`me language ta`, `channel ocr on`, …). */
export function submittedCommands(
  values: Record<string, Record<string, { selected_option?: { value?: string } | null }>>,
): string[] {
  const pick = (block: string) => values[block]?.value?.selected_option?.value ?? undefined;
  const lines: string[] = [];
  const add = (block: string, words: string) => {
    const v = pick(block);
    if (v) lines.push(`${words} ${v}`);
  };
  add('me_language', 'me language');
  add('me_script', 'me script');
  add('channel_translate', 'channel translate');
  add('channel_transcribe', 'channel transcribe');
  add('channel_ocr', 'channel ocr');
  return lines;
}
