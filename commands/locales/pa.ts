// Punjabi descriptions of the commands (Telegram's per-language command menu, help).
// A command or option missing here falls back to English (en.ts).
import type { CommandTexts } from './types.js';

export const pa: CommandTexts = {
  translate: { description: 'ਲਿਖਤ (ਜਾਂ ਜਿਸ ਸੁਨੇਹੇ ਦਾ ਜਵਾਬ ਦਿਓ) ਦਾ ਇੱਕ ਜਾਂ ਵੱਧ ਭਾਸ਼ਾਵਾਂ ਵਿੱਚ ਅਨੁਵਾਦ' },
  transliterate: { description: 'ਲਿਖਤ ਨੂੰ ਦੂਜੀ ਲਿਪੀ ਵਿੱਚ ਲਿਖੋ (ਜਿਵੇਂ ਰੋਮਨ ਪੰਜਾਬੀ ਗੁਰਮੁਖੀ ਵਿੱਚ)' },
  speak: { description: 'ਲਿਖਤ ਨੂੰ ਬੋਲ ਕੇ ਆਡੀਓ ਸੁਨੇਹੇ ਵਜੋਂ ਭੇਜੋ' },
  transcribe: { description: 'ਵੌਇਸ ਨੋਟ ਜਾਂ ਆਡੀਓ ਫ਼ਾਈਲ ਨੂੰ ਲਿਖਤ ਵਿੱਚ ਬਦਲੋ' },
  ocr: { description: 'ਤਸਵੀਰ ਜਾਂ PDF ਦੀ ਲਿਖਤ ਪੜ੍ਹੋ (ਚਾਹੋ ਤਾਂ ਅਨੁਵਾਦ ਵੀ)' },
  analyse: { description: 'ਲਿਖਤ ਦਾ ਭਾਵ, ਨਾਂ, ਸਾਰ, ਸੁਰੱਖਿਆ ਜਾਂਚ ਜਾਂ ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਲੁਕਾਉਣਾ' },
  localize: { description: 'ਨੱਥੀ ਦਸਤਾਵੇਜ਼ ਦਾ ਅਨੁਵਾਦ (.docx, .txt, .srt, .html)' },
  bridge: {
    description: 'ਇਸ ਚੈਨਲ ਨੂੰ ਹੋਰ ਪਲੇਟਫਾਰਮਾਂ ਦੇ ਚੈਨਲਾਂ ਨਾਲ ਜੋੜੋ, ਹਰ ਕੋਈ ਆਪਣੀ ਭਾਸ਼ਾ ਵਿੱਚ ਪੜ੍ਹੇ',
    options: {
      action:
        'create, join CODE, list, leave, pause, resume, ਜਾਂ mode members|channel (ਮੈਂਬਰਾਂ ਦੀਆਂ ਭਾਸ਼ਾਵਾਂ ਜਾਂ ਚੈਨਲ ਦੀ ਇੱਕ ਭਾਸ਼ਾ)',
      code: '/bridge create ਤੋਂ ਮਿਲਿਆ ਕੋਡ',
    },
  },
  captions: { description: 'ਤੁਹਾਡੇ ਵੌਇਸ ਚੈਨਲ ਦੇ ਲਾਈਵ ਕੈਪਸ਼ਨ, ਸਹਿਮਤੀ ਦੇਣ ਵਾਲੇ ਮੈਂਬਰਾਂ ਲਈ' },
  settings: { description: 'ਸੈਟਿੰਗਾਂ ਵੇਖੋ ਜਾਂ ਬਦਲੋ (ਤੁਹਾਡੀਆਂ, ਚੈਨਲ ਦੀਆਂ, ਵਰਕਸਪੇਸ ਦੀਆਂ)' },
  help: { description: 'ਮੈਂ ਕੀ-ਕੀ ਕਰ ਸਕਦਾ ਹਾਂ, ਜਾਂ ਇੱਕ ਕਮਾਂਡ ਦੀ ਜਾਣਕਾਰੀ' },
};
