// Malayalam descriptions of the commands (Telegram's per-language command menu, help).
// A command or option missing here falls back to English (en.ts).
import type { CommandTexts } from './types.js';

export const ml: CommandTexts = {
  translate: { description: 'എഴുത്ത് (അല്ലെങ്കിൽ മറുപടി നൽകുന്ന സന്ദേശം) ഒന്നോ അതിലധികമോ ഭാഷകളിലേക്ക് വിവർത്തനം ചെയ്യുക' },
  transliterate: { description: 'എഴുത്ത് മറ്റൊരു ലിപിയിലാക്കുക (ഉദാ. റോമൻ മലയാളം മലയാളം ലിപിയിൽ)' },
  speak: { description: 'എഴുത്ത് ഉറക്കെ വായിച്ച് ശബ്ദ സന്ദേശമായി അയയ്ക്കുക' },
  transcribe: { description: 'വോയ്‌സ് നോട്ടോ ഓഡിയോ ഫയലോ എഴുത്താക്കി മാറ്റുക' },
  ocr: { description: 'ചിത്രത്തിലോ PDF-ലോ ഉള്ള എഴുത്ത് വായിക്കുക (വേണമെങ്കിൽ വിവർത്തനവും)' },
  analyse: { description: 'എഴുത്തിലെ ഭാവം, പേരുകൾ, സംഗ്രഹം, സുരക്ഷാ പരിശോധന അല്ലെങ്കിൽ സ്വകാര്യ വിവരങ്ങൾ മറയ്ക്കൽ' },
  localize: { description: 'ചേർത്ത പ്രമാണം വിവർത്തനം ചെയ്യുക (.docx, .txt, .srt, .html)' },
  bridge: {
    description: 'ഈ ചാനലിനെ മറ്റ് പ്ലാറ്റ്‌ഫോമുകളിലെ ചാനലുകളുമായി ബന്ധിപ്പിക്കുക, ഓരോരുത്തരും സ്വന്തം ഭാഷയിൽ വായിക്കും',
    options: {
      action:
        'create, join CODE, list, leave, pause, resume, അല്ലെങ്കിൽ mode members|channel (അംഗങ്ങളുടെ ഭാഷകൾ അല്ലെങ്കിൽ ചാനലിന്റെ ഒരു ഭാഷ)',
      code: '/bridge create നൽകിയ കോഡ്',
    },
  },
  captions: { description: 'നിങ്ങളുടെ വോയ്സ് ചാനലിന്റെ തത്സമയ അടിക്കുറിപ്പുകൾ, സമ്മതം നൽകിയ അംഗങ്ങൾക്ക്' },
  settings: { description: 'ക്രമീകരണങ്ങൾ കാണുക അല്ലെങ്കിൽ മാറ്റുക (നിങ്ങളുടേത്, ചാനലിന്റേത്, വർക്ക്‌സ്‌പേസിന്റേത്)' },
  help: { description: 'എനിക്ക് ചെയ്യാനാകുന്നവ, അല്ലെങ്കിൽ ഒരു കമാൻഡിന്റെ വിശദീകരണം' },
};
