// /settings as a form (Slack's modal draws it): the member's language and script, and for admins
// the channel's translation, transcription and OCR, each with the value in force. A field chosen
// becomes the typed change (`channel ocr on`), run like typed text, so the admin check is the
// command's own.
import type { Form, FormInput } from '../src/core/form.js';
import { nameIn, say } from '../src/core/i18n.js';
import { DOC_LANGUAGE_NAMES } from '../src/language/codes.js';

const CODES = [...new Set(Object.values(DOC_LANGUAGE_NAMES))];

/** Every label is said in the reader's language (the languages too: தமிழ் reads இந்தி, not Hindi). */
export function settingsForm({ member, channel, lang }: FormInput): Form {
  const LANGUAGES = CODES.map((code) => ({ label: nameIn(lang, code), value: code }));
  const onOff = [
    { label: say(lang, 'settings.form.on'), value: 'on' },
    { label: say(lang, 'settings.form.off'), value: 'off' },
  ];
  const t = channel.autoTranslate;
  // Several languages at once have no one choice: that field opens empty.
  const translate =
    t.mode === 'off' || t.mode === 'members' ? t.mode : t.languages.length === 1 ? t.languages[0] : undefined;
  return {
    title: say(lang, 'settings.form.title'),
    submit: say(lang, 'settings.form.save'),
    cancel: say(lang, 'settings.form.cancel'),
    keep: say(lang, 'settings.form.keep'),
    sections: [
      {
        title: say(lang, 'settings.form.you'),
        fields: [
          {
            id: 'me_language',
            label: say(lang, 'settings.form.language'),
            hint: say(lang, 'settings.form.languageHint'),
            choices: LANGUAGES,
            current: member.language,
            args: 'me language',
            personal: true,
            reads: true,
          },
          {
            id: 'me_script',
            label: say(lang, 'settings.form.script'),
            choices: [
              { label: say(lang, 'settings.form.native'), value: 'native' },
              { label: say(lang, 'settings.form.latin'), value: 'latin' },
            ],
            current: member.script,
            args: 'me script',
            personal: true,
          },
        ],
      },
      {
        title: say(lang, 'settings.form.channel'),
        fields: [
          {
            id: 'channel_translate',
            label: say(lang, 'settings.form.translate'),
            hint: say(lang, 'settings.form.translateHint'),
            choices: [
              { label: say(lang, 'settings.form.off'), value: 'off' },
              { label: say(lang, 'settings.form.eachMember'), value: 'members' },
              ...LANGUAGES,
            ],
            ...(translate ? { current: translate } : {}),
            args: 'channel translate',
          },
          {
            id: 'channel_transcribe',
            label: say(lang, 'settings.form.transcribe'),
            choices: onOff,
            current: channel.autoTranscribe ? 'on' : 'off',
            args: 'channel transcribe',
          },
          {
            id: 'channel_ocr',
            label: say(lang, 'settings.form.ocr'),
            choices: onOff,
            current: channel.autoOcr ? 'on' : 'off',
            args: 'channel ocr',
          },
        ],
      },
    ],
  };
}
