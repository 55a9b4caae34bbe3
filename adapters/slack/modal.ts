// `/dubash settings` with nothing after it opens this modal. Each field left empty keeps its
// setting; each one chosen becomes the same settings command a member could type, run through the
// core (so the admin check and the answers are the command's), answered through the slash
// command's response_url (kept in private_metadata): only the member sees them.
import type { types } from '@slack/bolt';
import { DOC_LANGUAGE_NAMES } from '../../src/language/codes.js';

type View = types.ModalView;

export const SETTINGS_MODAL = 'dubash_settings';

/** Each field's block id and the settings command it becomes. */
const FIELDS = [
  ['me_language', 'me language'],
  ['me_script', 'me script'],
  ['channel_translate', 'channel translate'],
  ['channel_transcribe', 'channel transcribe'],
  ['channel_ocr', 'channel ocr'],
] as const;

const ON_OFF = [
  { text: 'On', value: 'on' },
  { text: 'Off', value: 'off' },
];

const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const LANGUAGES = Object.entries(DOC_LANGUAGE_NAMES).map(([name, code]) => ({ name: title(name), code }));

const option = (text: string, value: string) => ({ text: { type: 'plain_text' as const, text }, value });

function select(
  blockId: string,
  label: string,
  options: { text: string; value: string }[],
  hint?: string,
  current?: string,
) {
  const chosen = options.find((o) => o.value === current);
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
      // The setting in force (Slack needs the very option object); none: "Keep as it is".
      ...(chosen ? { initial_option: option(chosen.text, chosen.value) } : {}),
    },
  };
}

/** The settings in force, as the fields' values (block id → option value). */
export type ModalValues = Partial<Record<(typeof FIELDS)[number][0], string>>;

export interface ModalMeta {
  team: string;
  channel: string;
  responseUrl?: string;
  /** the values the modal opened with: a field left at its value changes nothing */
  initial?: ModalValues;
}

export function settingsModal(meta: ModalMeta): View {
  const now = meta.initial ?? {};
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
      select(
        'me_language',
        'My language',
        languages,
        'Translations for you come in this language.',
        now.me_language,
      ),
      select(
        'me_script',
        'Show romanized Hindi in',
        [
          { text: 'Its own script', value: 'native' },
          { text: 'Latin letters', value: 'latin' },
        ],
        undefined,
        now.me_script,
      ),
      { type: 'header', text: { type: 'plain_text', text: 'This channel (admins)' } },
      select(
        'channel_translate',
        'Translate every message into',
        [{ text: 'Off', value: 'off' }, { text: "Each member's language", value: 'members' }, ...languages],
        'Translations go into each message’s thread.',
        now.channel_translate,
      ),
      select(
        'channel_transcribe',
        'Transcribe voice and huddle clips',
        ON_OFF,
        undefined,
        now.channel_transcribe,
      ),
      select('channel_ocr', 'Read text in posted images', ON_OFF, undefined, now.channel_ocr),
    ],
  };
}

/** The settings command lines a submission asks for (`me language ta`, `channel ocr on`, …). */
export function submittedCommands(
  values: Record<string, Record<string, { selected_option?: { value?: string } | null }>>,
  initial: ModalValues = {},
): string[] {
  const lines: string[] = [];
  for (const [block, words] of FIELDS) {
    const v = values[block]?.value?.selected_option?.value ?? undefined;
    // A field still at the value it opened with was not changed (a member saving their language
    // is not refused for the channel fields shown to them).
    if (v && v !== initial[block]) lines.push(`${words} ${v}`);
  }
  return lines;
}
