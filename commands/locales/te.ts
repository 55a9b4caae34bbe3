// Telugu descriptions of the commands (Telegram's per-language command menu, help).
// A command or option missing here falls back to English (en.ts).
import { OCR_LANGUAGES, STT_LANGUAGES, TTS_SAMPLE_RATES, TTS_SPEAKERS } from '../../src/language/codes.js';
import type { CommandTexts } from './types.js';

export const te: CommandTexts = {
  translate: {
    description: 'వచనాన్ని (లేదా మీరు జవాబిచ్చే సందేశాన్ని) ఒకటి లేదా ఎక్కువ భాషల్లోకి అనువదించు',
    options: {
      to: 'ఏ భాషల్లోకి, కామాలతో వేరుచేసి (చెప్పకపోతే: మీ భాష)',
      from: 'మూల భాష (చెప్పకపోతే: ఆటోమేటిక్‌గా గుర్తిస్తాను)',
      text: 'ఏం అనువదించాలి (లేదా ఏదైనా సందేశానికి జవాబివ్వండి)',
    },
  },
  transliterate: {
    description: 'వచనాన్ని మరో లిపిలో రాయి (ఉదా. రోమన్ తెలుగును తెలుగు లిపిలో)',
    options: {
      to: 'ఏ భాష లిపిలోకి (చెప్పకపోతే: మీది, భారతీయ లిపులకు ఇంగ్లీషు)',
      from: 'మూల లిపి భాష (చెప్పకపోతే: ఆటోమేటిక్‌గా గుర్తిస్తాను)',
      text: 'దేని లిపి మార్చాలి (లేదా ఏదైనా సందేశానికి జవాబివ్వండి)',
    },
  },
  speak: {
    description: 'వచనాన్ని బిగ్గరగా చదివి ఆడియో సందేశంగా పంపు',
    options: {
      voice: `గొంతు: ${TTS_SPEAKERS.slice(0, 4).join(', ')}, … (చెప్పకపోతే: మీది)`,
      speed: '0.5 నుంచి 1.5 (చెప్పకపోతే 1)',
      rate: `శాంపిల్ రేట్: ${TTS_SAMPLE_RATES.join(', ')}`,
      text: 'ఏం పలకాలి (లేదా ఏదైనా సందేశానికి జవాబివ్వండి)',
    },
  },
  transcribe: {
    description: 'వాయిస్ నోట్ లేదా ఆడియో ఫైల్‌ను వచనంగా మార్చు',
    options: {
      language: `మాట్లాడిన భాష: ${STT_LANGUAGES.join(', ')} (చెప్పకపోతే: సంభాషణ భాష)`,
      audio: 'రికార్డింగ్ (లేదా ఏదైనా వాయిస్ నోట్‌కు జవాబివ్వండి)',
    },
  },
  ocr: {
    description: 'చిత్రం లేదా PDFలోని వచనాన్ని చదువు (కావాలంటే అనువాదం కూడా)',
    options: {
      translate: 'అక్షరాలను మీ భాషలోకి అనువదించు కూడా',
      language: `బొమ్మలోని భాషలు: ${OCR_LANGUAGES.join(', ')} (చెప్పకపోతే: సంభాషణ భాషలు)`,
      file: 'బొమ్మ లేదా PDF (లేదా దానికి జవాబివ్వండి)',
    },
  },
  analyse: {
    description: 'వచనంలో భావం, పేర్లు, సారాంశం, భద్రతా తనిఖీ లేదా వ్యక్తిగత సమాచారం దాచడం',
    options: {
      kind: 'sentiment, entities, summary, safety, pii లో ఒకటి లేదా ఎక్కువ (చెప్పకపోతే: summary తప్ప అన్నీ)',
      text: 'దేన్ని విశ్లేషించాలి (లేదా ఏదైనా సందేశానికి జవాబివ్వండి)',
    },
  },
  localize: {
    description: 'జత చేసిన పత్రాన్ని అనువదించు (.docx, .txt, .srt, .html)',
    options: {
      to: 'ఏ భాషల్లోకి (చెప్పకపోతే: మీది)',
      from: 'పత్రం భాష (చెప్పకపోతే: en)',
      document: 'పత్రం (లేదా దానికి జవాబివ్వండి)',
    },
  },
  bridge: {
    description: 'ఈ ఛానెల్‌ను ఇతర ప్లాట్‌ఫారమ్‌ల ఛానెల్‌లతో కలపండి, ప్రతి ఒక్కరూ తమ భాషలో చదువుతారు',
    options: {
      action:
        'create, join CODE, list, leave, remove CHANNEL, pause, resume, లేదా mode members|channel (సభ్యుల భాషలు లేదా ఛానెల్ ఒక్క భాష)',
      code: '/bridge create ఇచ్చిన కోడ్',
      channel: '/bridge list చూపించే ఛానెల్, ఉదాహరణకు telegram -1001234567890',
    },
  },
  captions: { description: 'మీ వాయిస్ ఛానెల్‌కు ప్రత్యక్ష ఉపశీర్షికలు, అంగీకరించిన సభ్యులకు మాత్రమే' },
  settings: {
    description: 'సెట్టింగ్‌లు చూడు లేదా మార్చు (మీవి, ఛానెల్‌వి, వర్క్‌స్పేస్‌వి)',
    options: {
      level: 'me, channel లేదా workspace',
      key: 'language, script, translate, transcribe, ocr, moderation, voice, speed, domain, budget, privacy, reactions',
      value: 'కొత్త విలువ',
    },
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
      'mod.flag': 'గుర్తించండి',
      'mod.hide': 'దాచండి',
      'mod.redact': 'సవరించండి',
    },
  },
  usage: {
    description: 'ఈ నెల వర్క్‌స్పేస్ వినియోగం, బడ్జెట్‌లు (వర్క్‌స్పేస్ అడ్మిన్‌లకు)',
  },
  help: {
    description: 'నేను ఏమి చేయగలనో, లేదా ఒక ఆదేశం వివరణ',
    options: {
      command: 'వివరణ కావాల్సిన కమాండ్',
    },
  },
};
