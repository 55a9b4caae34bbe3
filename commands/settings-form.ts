// /settings as a form (Slack's modal draws it): the member's language and script, and for admins
// the channel's translation, transcription and OCR, each with the value in force. A field chosen
// becomes the typed change (`channel ocr on`), run like typed text, so the admin check is the
// command's own.
import type { Form, FormInput } from '../src/core/form.js';
import { DOC_LANGUAGE_NAMES } from '../src/language/codes.js';
import { label } from './locales/index.js';

const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const LANGUAGES = Object.entries(DOC_LANGUAGE_NAMES).map(([name, code]) => ({
  label: title(name),
  value: code,
}));

export function settingsForm({ member, channel, lang }: FormInput): Form {
  const l = (key: string) => label('settings', `form.${key}`, lang);
  const onOff = [
    { label: l('on'), value: 'on' },
    { label: l('off'), value: 'off' },
  ];
  const t = channel.autoTranslate;
  // Several languages at once have no one choice: that field opens empty.
  const translate =
    t.mode === 'off' || t.mode === 'members' ? t.mode : t.languages.length === 1 ? t.languages[0] : undefined;
  return {
    title: l('title'),
    submit: l('save'),
    cancel: l('cancel'),
    keep: l('keep'),
    sections: [
      {
        title: l('you'),
        fields: [
          {
            id: 'me_language',
            label: l('language'),
            hint: l('languageHint'),
            choices: LANGUAGES,
            current: member.language,
            args: 'me language',
            personal: true,
            reads: true,
          },
          {
            id: 'me_script',
            label: l('script'),
            choices: [
              { label: l('native'), value: 'native' },
              { label: l('latin'), value: 'latin' },
            ],
            current: member.script,
            args: 'me script',
            personal: true,
          },
        ],
      },
      {
        title: l('channel'),
        fields: [
          {
            id: 'channel_translate',
            label: l('translate'),
            hint: l('translateHint'),
            choices: [
              { label: l('off'), value: 'off' },
              { label: l('eachMember'), value: 'members' },
              ...LANGUAGES,
            ],
            ...(translate ? { current: translate } : {}),
            args: 'channel translate',
          },
          {
            id: 'channel_transcribe',
            label: l('transcribe'),
            choices: onOff,
            current: channel.autoTranscribe ? 'on' : 'off',
            args: 'channel transcribe',
          },
          {
            id: 'channel_ocr',
            label: l('ocr'),
            choices: onOff,
            current: channel.autoOcr ? 'on' : 'off',
            args: 'channel ocr',
          },
        ],
      },
    ],
  };
}
