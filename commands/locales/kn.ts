// Kannada descriptions of the commands (Telegram's per-language command menu, help).
// A command or option missing here falls back to English (en.ts).
import type { CommandTexts } from './types.js';

export const kn: CommandTexts = {
  translate: { description: 'ಪಠ್ಯವನ್ನು (ಅಥವಾ ನೀವು ಉತ್ತರಿಸುವ ಸಂದೇಶವನ್ನು) ಒಂದು ಅಥವಾ ಹೆಚ್ಚು ಭಾಷೆಗಳಿಗೆ ಅನುವಾದಿಸಿ' },
  transliterate: { description: 'ಪಠ್ಯವನ್ನು ಬೇರೆ ಲಿಪಿಯಲ್ಲಿ ಬರೆಯಿರಿ (ಉದಾ. ರೋಮನ್ ಕನ್ನಡವನ್ನು ಕನ್ನಡ ಲಿಪಿಯಲ್ಲಿ)' },
  speak: { description: 'ಪಠ್ಯವನ್ನು ಗಟ್ಟಿಯಾಗಿ ಓದಿ ಧ್ವನಿ ಸಂದೇಶವಾಗಿ ಕಳುಹಿಸಿ' },
  transcribe: { description: 'ಧ್ವನಿ ಟಿಪ್ಪಣಿ ಅಥವಾ ಆಡಿಯೊ ಫೈಲ್ ಅನ್ನು ಪಠ್ಯವಾಗಿ ಬದಲಿಸಿ' },
  ocr: { description: 'ಚಿತ್ರ ಅಥವಾ PDF ನಲ್ಲಿರುವ ಪಠ್ಯ ಓದಿ (ಬೇಕಿದ್ದರೆ ಅನುವಾದವೂ)' },
  analyse: { description: 'ಪಠ್ಯದ ಭಾವನೆ, ಹೆಸರುಗಳು, ಸಾರಾಂಶ, ಸುರಕ್ಷತಾ ಪರಿಶೀಲನೆ ಅಥವಾ ವೈಯಕ್ತಿಕ ಮಾಹಿತಿ ಮರೆಮಾಡುವುದು' },
  localize: { description: 'ಲಗತ್ತಿಸಿದ ದಾಖಲೆಯನ್ನು ಅನುವಾದಿಸಿ (.docx, .txt, .srt, .html)' },
  bridge: {
    description: 'ಈ ಚಾನೆಲ್ ಅನ್ನು ಬೇರೆ ಪ್ಲಾಟ್‌ಫಾರ್ಮ್‌ಗಳ ಚಾನೆಲ್‌ಗಳೊಂದಿಗೆ ಜೋಡಿಸಿ, ಪ್ರತಿಯೊಬ್ಬರೂ ತಮ್ಮ ಭಾಷೆಯಲ್ಲಿ ಓದುತ್ತಾರೆ',
    options: {
      action:
        'create, join CODE, list, leave, pause, resume, ಅಥವಾ mode members|channel (ಸದಸ್ಯರ ಭಾಷೆಗಳು ಅಥವಾ ಚಾನೆಲ್‌ನ ಒಂದೇ ಭಾಷೆ)',
      code: '/bridge create ನೀಡಿದ ಕೋಡ್',
    },
  },
  captions: { description: 'ನಿಮ್ಮ ಧ್ವನಿ ಚಾನೆಲ್‌ನ ನೇರ ಶೀರ್ಷಿಕೆಗಳು, ಒಪ್ಪಿದ ಸದಸ್ಯರಿಗೆ ಮಾತ್ರ' },
  settings: { description: 'ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ನೋಡಿ ಅಥವಾ ಬದಲಿಸಿ (ನಿಮ್ಮವು, ಚಾನೆಲ್‌ನವು, ವರ್ಕ್‌ಸ್ಪೇಸ್‌ನವು)' },
  help: { description: 'ನಾನು ಏನು ಮಾಡಬಲ್ಲೆ, ಅಥವಾ ಒಂದು ಆಜ್ಞೆಯ ವಿವರಣೆ' },
};
