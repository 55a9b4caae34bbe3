// Telugu descriptions of the commands (Telegram's per-language command menu, help).
// A command or option missing here falls back to English (en.ts).
import type { CommandTexts } from './types.js';

export const te: CommandTexts = {
  translate: { description: 'వచనాన్ని (లేదా మీరు జవాబిచ్చే సందేశాన్ని) ఒకటి లేదా ఎక్కువ భాషల్లోకి అనువదించు' },
  transliterate: { description: 'వచనాన్ని మరో లిపిలో రాయి (ఉదా. రోమన్ తెలుగును తెలుగు లిపిలో)' },
  speak: { description: 'వచనాన్ని బిగ్గరగా చదివి ఆడియో సందేశంగా పంపు' },
  transcribe: { description: 'వాయిస్ నోట్ లేదా ఆడియో ఫైల్‌ను వచనంగా మార్చు' },
  ocr: { description: 'చిత్రం లేదా PDFలోని వచనాన్ని చదువు (కావాలంటే అనువాదం కూడా)' },
  analyse: { description: 'వచనంలో భావం, పేర్లు, సారాంశం, భద్రతా తనిఖీ లేదా వ్యక్తిగత సమాచారం దాచడం' },
  localize: { description: 'జత చేసిన పత్రాన్ని అనువదించు (.docx, .txt, .srt, .html)' },
  bridge: {
    description: 'ఈ ఛానెల్‌ను ఇతర ప్లాట్‌ఫారమ్‌ల ఛానెల్‌లతో కలపండి, ప్రతి ఒక్కరూ తమ భాషలో చదువుతారు',
    options: {
      action:
        'create, join CODE, list, leave, pause, resume, లేదా mode members|channel (సభ్యుల భాషలు లేదా ఛానెల్ ఒక్క భాష)',
      code: '/bridge create ఇచ్చిన కోడ్',
    },
  },
  captions: { description: 'మీ వాయిస్ ఛానెల్‌కు ప్రత్యక్ష ఉపశీర్షికలు, అంగీకరించిన సభ్యులకు మాత్రమే' },
  settings: {
    description: 'సెట్టింగ్‌లు చూడు లేదా మార్చు (మీవి, ఛానెల్‌వి, వర్క్‌స్పేస్‌వి)',
    labels: {
      'menu.root': 'సెట్టింగ్‌లు: ఏం మార్చాలో ఎంచుకోండి.',
      'menu.lang': 'మీ భాష: మీ కోసం జవాబులు, అనువాదాలు ఈ భాషలోనే వస్తాయి.',
      'menu.auto': 'ఈ చాట్‌లో ఆటోమేటిక్ అనువాదం (అడ్మిన్‌లు): సభ్యుల భాషల్లోకి, ఒకే భాషలోకి, లేదా ఆపివేయండి.',
      'menu.mod': 'ఈ చాట్‌లో మోడరేషన్ (అడ్మిన్‌లు): అభ్యంతరకర సందేశాలను గుర్తించండి, దాచండి లేదా సవరించండి, లేదా ఆపివేయండి.',
      lang: '🌐 నా భాష',
      auto: '🔁 ఆటోమేటిక్ అనువాదం',
      mod: '🛡️ మోడరేషన్',
      close: '✖️ మూసివేయండి',
      back: '« వెనక్కి',
      off: 'ఆపివేయండి',
      members: 'సభ్యుల భాషలు',
    },
  },
  help: { description: 'నేను ఏమి చేయగలనో, లేదా ఒక ఆదేశం వివరణ' },
};
