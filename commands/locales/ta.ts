// Tamil descriptions of the commands (Telegram's per-language command menu, help).
// A command or option missing here falls back to English (en.ts).
import type { CommandTexts } from './types.js';

export const ta: CommandTexts = {
  translate: { description: 'உரையை (அல்லது நீங்கள் பதிலளிக்கும் செய்தியை) ஒன்று அல்லது பல மொழிகளில் மொழிபெயர்' },
  transliterate: { description: 'உரையை வேறு எழுத்துமுறையில் எழுது (எ.கா. ரோமன் தமிழைத் தமிழ் எழுத்தில்)' },
  speak: { description: 'உரையை உரக்கப் படித்து ஒலிச் செய்தியாக அனுப்பு' },
  transcribe: { description: 'குரல் குறிப்பு அல்லது ஒலிக் கோப்பை உரையாக மாற்று' },
  ocr: { description: 'படம் அல்லது PDF-இல் உள்ள உரையைப் படி (விரும்பினால் மொழிபெயர்ப்பும்)' },
  analyse: { description: 'உரையின் உணர்வு, பெயர்கள், சுருக்கம், பாதுகாப்புச் சோதனை அல்லது தனிப்பட்ட தகவல் மறைப்பு' },
  localize: { description: 'இணைத்த ஆவணத்தை மொழிபெயர் (.docx, .txt, .srt, .html)' },
  bridge: {
    description: 'இந்தச் சேனலை மற்ற தளங்களின் சேனல்களுடன் இணைக்கவும், ஒவ்வொருவரும் தம் மொழியில் படிப்பர்',
    options: {
      action:
        'create, join CODE, list, leave, pause, resume, அல்லது mode members|channel (உறுப்பினர்களின் மொழிகள் அல்லது சேனலின் ஒரே மொழி)',
      code: '/bridge create தரும் குறியீடு',
    },
  },
  captions: { description: 'உங்கள் குரல் சேனலுக்கு நேரலை வசனங்கள், ஒப்புக்கொண்ட உறுப்பினர்களுக்கு மட்டும்' },
  settings: { description: 'அமைப்புகளைப் பார் அல்லது மாற்று (உங்களுடையது, சேனலுடையது, பணியிடத்துடையது)' },
  help: { description: 'நான் என்ன செய்ய முடியும், அல்லது ஒரு கட்டளையின் விளக்கம்' },
};
