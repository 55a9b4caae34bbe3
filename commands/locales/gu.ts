// Gujarati descriptions of the commands (Telegram's per-language command menu, help).
// A command or option missing here falls back to English (en.ts).
import type { CommandTexts } from './types.js';

export const gu: CommandTexts = {
  translate: { description: 'લખાણ (અથવા જે સંદેશનો જવાબ આપો તે)નો એક કે વધુ ભાષાઓમાં અનુવાદ' },
  transliterate: { description: 'લખાણ બીજી લિપિમાં લખો (દા.ત. રોમન ગુજરાતી ગુજરાતી લિપિમાં)' },
  speak: { description: 'લખાણ મોટેથી વાંચીને ઑડિયો સંદેશ તરીકે મોકલો' },
  transcribe: { description: 'વૉઇસ નોટ કે ઑડિયો ફાઇલને લખાણમાં ફેરવો' },
  ocr: { description: 'ચિત્ર કે PDFનું લખાણ વાંચો (ઇચ્છો તો અનુવાદ પણ)' },
  analyse: { description: 'લખાણનો ભાવ, નામો, સારાંશ, સલામતી તપાસ અથવા અંગત માહિતી છુપાવવી' },
  localize: { description: 'જોડેલા દસ્તાવેજનો અનુવાદ (.docx, .txt, .srt, .html)' },
  bridge: {
    description: 'આ ચેનલને બીજા પ્લેટફોર્મની ચેનલો સાથે જોડો, દરેક પોતાની ભાષામાં વાંચે',
    options: {
      action:
        'create, join CODE, list, leave, pause, resume, અથવા mode members|channel (સભ્યોની ભાષાઓ અથવા ચેનલની એક ભાષા)',
      code: '/bridge create થી મળેલો કોડ',
    },
  },
  captions: { description: 'તમારી વૉઇસ ચેનલના લાઇવ કૅપ્શન, સંમતિ આપનાર સભ્યો માટે' },
  settings: { description: 'સેટિંગ્સ જુઓ અથવા બદલો (તમારી, ચેનલની, વર્કસ્પેસની)' },
  help: { description: 'હું શું શું કરી શકું, અથવા એક આદેશની સમજ' },
};
